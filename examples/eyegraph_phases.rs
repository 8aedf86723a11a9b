//! Times the phases of analyze_eyegraph over graphs read from stdin (one
//! `analyze_eyegraph GRAPH` command or bare encoded graph per line):
//! realization, table setup, and the reading.
use megane::eyes::{graph::EyeGraph, local_game::LocalGame, realize::realize};
use std::io::BufRead;
use std::time::{Duration, Instant};

fn main() {
    let (mut t_realize, mut t_new, mut t_eval) = (Duration::ZERO, Duration::ZERO, Duration::ZERO);
    for line in std::io::stdin().lock().lines() {
        let line = line.unwrap();
        let encoded = line.rsplit(' ').next().unwrap_or("");
        let Ok(g) = EyeGraph::from_encoded(encoded) else {
            continue;
        };
        let t = Instant::now();
        let Ok(r) = realize(&g, 2, 0) else { continue };
        t_realize += t.elapsed();
        let t = Instant::now();
        let mut game = LocalGame::new(r, None, 400_000_000);
        t_new += t.elapsed();
        let t = Instant::now();
        let _ = game.evaluate();
        t_eval += t.elapsed();
    }
    println!("realize {t_realize:?} table {t_new:?} reading {t_eval:?}");
}
