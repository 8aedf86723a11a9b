//! Board and playout speed.
//!
//! `cargo bench --bench board`. The playout groups report playouts per
//! second (one element = one complete playout from the empty board, the
//! clone of the empty board included); `trymove_popgo/19x19` reports
//! trymove+popgo pairs per second over every empty point of a mid-game
//! position.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use megane::board::{Board, Color};
use megane::player::playout::playout;
use megane::player::rng::Rng;
use std::hint::black_box;
use std::time::Duration;

fn bench_playouts(c: &mut Criterion) {
    for size in [9usize, 19] {
        let name = format!("playout/{size}x{size}");
        let mut group = c.benchmark_group(&name);
        group.measurement_time(Duration::from_secs(3));
        group.warm_up_time(Duration::from_secs(1));
        group.sample_size(30);
        group.throughput(Throughput::Elements(1));
        let empty = Board::new(size);
        // One fixed seed sequence: each iteration plays the next playout.
        let mut rng = Rng::new(0x6d65_6761_6e65);
        group.bench_function("light", |b| {
            b.iter(|| {
                let mut board = empty.clone();
                black_box(playout(&mut board, Color::Black, &mut rng, 3 * size * size))
            })
        });
        group.finish();
    }
}

fn bench_trymove_popgo(c: &mut Criterion) {
    // A mid-game position: 120 random turns from the empty board.
    let mut board = Board::new(19);
    let r = playout(&mut board, Color::Black, &mut Rng::new(7), 120);
    assert_eq!(r.moves, 120);
    let color = Color::Black;
    let empties: Vec<_> = (0..board.empty_count())
        .map(|i| board.empty_point(i))
        .collect();
    let legal = empties
        .iter()
        .filter(|&&v| board.is_legal(color, v))
        .count();

    let mut group = c.benchmark_group("trymove_popgo/19x19");
    group.measurement_time(Duration::from_secs(3));
    group.warm_up_time(Duration::from_secs(1));
    group.sample_size(30);
    group.throughput(Throughput::Elements(legal as u64));
    group.bench_function("all_legal", |b| {
        b.iter(|| {
            for &v in &empties {
                if board.trymove(color, black_box(v)) {
                    board.popgo();
                }
            }
        })
    });
    group.finish();
}

criterion_group!(benches, bench_playouts, bench_trymove_popgo);
criterion_main!(benches);
