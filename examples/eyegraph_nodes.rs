//! Prints value, reading nodes and time for encoded eye graphs:
//! `cargo run --release --example eyegraph_nodes -- GRAPH...`
use megane::eyes::{analyze_eyegraph, Setting};

fn main() {
    for arg in std::env::args().skip(1) {
        let t = std::time::Instant::now();
        match analyze_eyegraph(&arg, Setting::DEFAULT) {
            Ok(a) => println!("{arg} {} nodes {} in {:?}", a.value, a.nodes, t.elapsed()),
            Err(e) => println!("{arg} error: {e}"),
        }
    }
}
