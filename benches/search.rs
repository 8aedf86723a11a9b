//! Search speed, as `make bench` reports it for the player.
//!
//! `cargo bench --bench search`. Each iteration builds a fresh search on
//! an empty board and runs a fixed number of playouts with a fixed seed,
//! so every iteration does the same work. The `playouts` benchmarks count
//! one element per playout (tree descent, playout with the policy, update),
//! the `nodes` benchmarks one per tree node created, over the same work.
//! `policy_playout` times the playout policy alone from the empty board.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use megane::board::{Board, Color};
use megane::game::Game;
use megane::player::policy;
use megane::player::rng::Rng;
use megane::player::search::{Flow, Limits, Search};
use std::hint::black_box;
use std::time::Duration;

/// Runs `playouts` playouts from the empty `size` board; the search's node
/// count.
fn search(size: usize, playouts: u64) -> usize {
    let mut game = Game::new(size, 7.5);
    let mut s = Search::new(&mut game, Color::Black, Rng::new(0x5eed));
    let limits = Limits {
        playouts,
        time: None,
    };
    s.run(limits, |_| Flow::Continue);
    black_box(s.best_move());
    s.nodes()
}

fn bench_search(c: &mut Criterion) {
    for (size, playouts) in [(9usize, 2000u64), (19, 500)] {
        let nodes = search(size, playouts);
        for (what, elements) in [("playouts", playouts), ("nodes", nodes as u64)] {
            let mut group = c.benchmark_group(format!("search/{size}x{size}"));
            group.measurement_time(Duration::from_secs(4));
            group.warm_up_time(Duration::from_secs(1));
            group.sample_size(10);
            group.throughput(Throughput::Elements(elements));
            group.bench_function(what, |b| b.iter(|| search(size, playouts)));
            group.finish();
        }
    }
}

fn bench_policy(c: &mut Criterion) {
    for size in [9usize, 19] {
        let mut group = c.benchmark_group(format!("policy_playout/{size}x{size}"));
        group.measurement_time(Duration::from_secs(3));
        group.warm_up_time(Duration::from_secs(1));
        group.sample_size(20);
        group.throughput(Throughput::Elements(1));
        let empty = Board::new(size);
        let mut rng = Rng::new(0x6d65_6761_6e65);
        group.bench_function("heavy", |b| {
            b.iter(|| {
                let mut board = empty.clone();
                black_box(policy::run(
                    &mut board,
                    Color::Black,
                    None,
                    &mut rng,
                    3 * size * size,
                    |_, _| {},
                ))
            })
        });
        group.finish();
    }
}

criterion_group!(benches, bench_search, bench_policy);
criterion_main!(benches);
