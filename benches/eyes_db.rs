//! Loading the eye-shape database: parsing `patterns/eyes.db` (embedded in
//! the binary) and indexing every pattern by canonical graph.
//!
//! `cargo bench --bench eyes_db`; the bound is 20 ms.

use criterion::{criterion_group, criterion_main, Criterion};
use megane::eyes::db::Database;
use megane::eyes::lookup::EMBEDDED;
use std::hint::black_box;
use std::time::Duration;

fn bench_load(c: &mut Criterion) {
    let mut group = c.benchmark_group("eyes_db");
    group.measurement_time(Duration::from_secs(5));
    group.sample_size(20);
    group.bench_function("load", |b| {
        b.iter(|| black_box(Database::from_text(EMBEDDED, "patterns/eyes.db").expect("parses")))
    });
    group.finish();
}

criterion_group!(benches, bench_load);
criterion_main!(benches);
