//! `megane eyes-db` and `--eyes-db`, through the binary.

mod common;

use common::{run_megane as megane, temp_file};

#[test]
fn check_compares_each_pattern_and_sums_up() {
    // A right value, a wrong one, one beyond the built-in family (read by
    // the solver), and one witness per class of difference.
    let patterns = [
        ("a", ".*.", "1122"),
        ("b", "..", "2222"),
        ("c", ".......", "2222"),
        ("wild", "xx%xx", "1111"),
        ("suicide", "X.X", "1222"),
        ("around", "|.%|...%+---", "1122"),
    ];
    let text: String = patterns
        .iter()
        .map(|(name, graph, value)| {
            format!(
                "Pattern {name}\n\n{}\n\n:{value}\n\n",
                graph.replace('%', "\n")
            )
        })
        .collect();
    let reference = temp_file("ref.db", &text);
    let (code, out, _) = megane(&["eyes-db", "check", &reference]);
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 8, "{out}");
    assert!(lines[0].starts_with("a 1122 megane 1122 (database): value same, points same"));
    assert!(lines[1].starts_with("b 2222 megane 1111 (database): value DIFFERS"));
    assert!(lines[1].ends_with("[value]"), "{out}");
    assert!(lines[2].starts_with("c 2222 megane 2222 (reading): value same"));
    assert!(lines[3].ends_with("[wildcard]"), "{out}");
    assert!(lines[4].ends_with("[suicide]"), "{out}");
    assert!(lines[5].ends_with("[surroundings]"), "{out}");
    assert!(lines[6].contains("6 patterns"));
    assert!(lines[6].contains("same value 2/6"));
    assert!(
        lines[7].ends_with("wildcard 1, suicide 1, surroundings 1, value 1"),
        "{out}"
    );
    let _ = std::fs::remove_file(reference);
}

#[test]
fn generate_is_deterministic_for_a_small_family() {
    let args = [
        "eyes-db",
        "generate",
        "--max-cells",
        "3",
        "--max-margins",
        "1",
    ];
    let (code, first, _) = megane(&args);
    assert_eq!(code, 0);
    assert!(first.contains("Pattern 1f1\n"));
    assert_eq!(megane(&args).1, first);
}

#[test]
fn a_bad_database_is_refused_with_file_and_line() {
    let bad = temp_file("bad.db", "Pattern 1\n\n..\n\n:12\n");
    let (code, _, err) = megane(&["--eyes-db", &bad]);
    assert_eq!(code, 2);
    assert!(err.contains(&format!("{bad}:5:")), "{err}");
    let (code, _, err) = megane(&["eyes-db", "frobnicate"]);
    assert_eq!(code, 2);
    assert!(err.contains("usage"), "{err}");
    let _ = std::fs::remove_file(bad);
}

#[test]
fn a_good_database_is_used_and_the_engine_runs() {
    let good = temp_file("good.db", "Pattern 1\n\n...\n\n:1122\n");
    let mut engine = common::Engine::start_with(&["--eyes-db", &good]);
    assert_eq!(engine.ok("protocol_version"), "2");
    let _ = std::fs::remove_file(good);
}
