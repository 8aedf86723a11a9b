//! GTP-level tests of the player: `genmove` under time settings,
//! `top_moves`, resigning, the command-line flags of the search.

mod common;
use common::Engine;
use std::process::Command;

#[test]
fn top_moves_lists_the_last_search_best_first() {
    let mut e = Engine::start_with(&["--playouts", "400"]);
    e.ok("boardsize 9");
    assert_eq!(e.ok("top_moves"), "", "no search yet");
    let mv = e.ok("genmove b");
    let top = e.ok("top_moves");
    let (pairs, visits) = top.split_once('\n').expect("two lines");
    let visits: Vec<u32> = visits
        .strip_prefix("visits ")
        .expect(&top)
        .split(' ')
        .map(|n| n.parse().unwrap())
        .collect();
    assert!(visits.windows(2).all(|w| w[0] >= w[1]), "{top}");
    let words: Vec<&str> = pairs.split_whitespace().collect();
    assert_eq!(words.len(), 2 * visits.len(), "{top}");
    assert!(
        !words.is_empty() && words.len().is_multiple_of(2) && words.len() <= 20,
        "{top}"
    );
    assert_eq!(words[0], mv, "the move played comes first");
    for pair in words.chunks(2) {
        let value: f64 = pair[1].parse().unwrap();
        assert!((0.0..=100.0).contains(&value), "{top}");
        assert_eq!(pair[1].split('.').nth(1).map(str::len), Some(2), "{top}");
    }
}

#[test]
fn playouts_make_genmove_repeatable() {
    let moves = |seed: &str| {
        let mut e = Engine::start_with(&["--playouts", "300", "--seed", seed]);
        e.ok("boardsize 9");
        (0..6)
            .map(|i| e.ok(if i % 2 == 0 { "genmove b" } else { "genmove w" }))
            .collect::<Vec<_>>()
    };
    assert_eq!(moves("4"), moves("4"));
}

#[test]
fn genmove_under_every_time_system() {
    let mut e = Engine::start();
    e.ok("boardsize 9");
    for setting in [
        "time_settings 30 0 0",
        "time_settings 0 1 1",
        "kgs-time_settings none",
        "kgs-time_settings absolute 20",
        "kgs-time_settings byoyomi 0 1 3",
        "kgs-time_settings canadian 0 2 25",
    ] {
        e.ok(setting);
        e.ok("time_left b 1 0");
        let mv = e.ok("genmove b");
        assert!(!mv.is_empty() && mv != "resign", "{setting}: {mv}");
        e.ok("genmove w");
    }
    assert_eq!(e.send("kgs-time_settings fischer 1"), "? syntax error\n\n");
    assert_eq!(e.send("time_settings 1 2"), "? not three integers\n\n");
}

#[test]
fn a_hopeless_position_resigns_unless_told_never_to() {
    // White holds the two left columns of a 9x9 board; Black's walls on
    // columns C, E and G hold the rest, too narrow between them for White
    // to live in. With komi 0, White cannot win.
    let setup = |e: &mut Engine| {
        e.ok("boardsize 9");
        e.ok("komi 0");
        for row in 1..=9 {
            for col in ["C", "E", "G"] {
                e.ok(&format!("play b {col}{row}"));
                e.ok("play w pass");
            }
            e.ok("play b pass");
            e.ok(&format!("play w A{row}"));
        }
    };
    let mut e = Engine::start_with(&["--playouts", "3000"]);
    setup(&mut e);
    let played = e.ok("move_history").lines().count();
    assert_eq!(e.ok("genmove w"), "resign");
    assert_eq!(
        e.ok("move_history").lines().count(),
        played,
        "nothing played"
    );
    let mut e = Engine::start_with(&["--playouts", "3000", "--never-resign"]);
    setup(&mut e);
    assert_ne!(e.ok("genmove w"), "resign");
}

#[test]
fn bad_search_flags_are_refused_with_a_message() {
    for args in [
        &["--threads", "0"][..],
        &["--time-per-move", "-1"],
        &["--max-memory", "1"],
        &["--playouts", "many"],
        &["--dynamic-komi", "sometimes"],
    ] {
        let out = Command::new(env!("CARGO_BIN_EXE_megane"))
            .args(args)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("megane:"), "{args:?}: {err}");
        assert!(out.stdout.is_empty());
    }
}
