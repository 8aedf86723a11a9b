//! `megane patterns train`, through the binary.

mod common;

use common::{run_megane as megane, temp_file};

#[test]
fn train_fits_a_table_and_measures_it_on_held_out_games() {
    // Two short 9x9 games: one to fit, one held out.
    let a = temp_file(
        "a.sgf",
        "(;GM[1]SZ[9];B[ee];W[ce];B[gc];W[gg];B[cg];W[dc];B[fg];W[fh])",
    );
    let b = temp_file("b.sgf", "(;GM[1]SZ[9];B[cc];W[gg];B[gc];W[cg])");
    let (code, out, err) = megane(&[
        "patterns",
        "train",
        "--rounds",
        "3",
        "--min-count",
        "1",
        "--test",
        "1",
        &a,
        &b,
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("# Gammas"), "{out}");
    assert!(out.contains("\nshape ") && out.contains("\nline "), "{out}");
    assert!(
        err.contains("fitted 8 positions") && err.contains("of 4 held out"),
        "{err}"
    );
    // Every line after the header is GROUP VALUE GAMMA with a positive gamma.
    for line in out.lines().filter(|l| !l.starts_with('#')) {
        let parts: Vec<&str> = line.split_whitespace().collect();
        assert_eq!(parts.len(), 3, "{line}");
        assert!(parts[2].parse::<f64>().unwrap() > 0.0, "{line}");
    }
}

#[test]
fn train_can_learn_one_players_moves_only() {
    // Black is "GNU Go" in one game, White in the other; only its moves
    // are fitted (4 of the 8 moves, then 2 of the 4).
    let a = temp_file(
        "pa.sgf",
        "(;GM[1]SZ[9]PB[GNU Go]PW[Megane];B[ee];W[ce];B[gc];W[gg];B[cg];W[dc];B[fg];W[fh])",
    );
    let b = temp_file(
        "pb.sgf",
        "(;GM[1]SZ[9]PB[Megane]PW[gnu go 3.8];B[cc];W[gg];B[gc];W[cg])",
    );
    let args = |player: &'static str| {
        let mut v = vec!["patterns", "train", "--rounds", "2", "--min-count", "1"];
        if !player.is_empty() {
            v.extend(["--player", player]);
        }
        v
    };
    let mut all = args("");
    all.extend([a.as_str(), b.as_str()]);
    let (code, _, err) = megane(&all);
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("fitted 12 positions"), "{err}");
    let mut gnu = args("GNU GO");
    gnu.extend([a.as_str(), b.as_str()]);
    let (code, _, err) = megane(&gnu);
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("fitted 6 positions"), "{err}");
    let (code, _, err) = megane(&["patterns", "train", "--player"]);
    assert_eq!(code, 2);
    assert!(err.contains("--player needs a name"), "{err}");
}

#[test]
fn train_refuses_bad_input_with_a_message() {
    let (code, _, err) = megane(&["patterns", "train"]);
    assert_eq!(code, 2);
    assert!(err.contains("no games"), "{err}");
    let (code, _, err) = megane(&["patterns", "train", "/nonexistent/x.sgf"]);
    assert_eq!(code, 2);
    assert!(err.contains("/nonexistent/x.sgf"), "{err}");
    let bad = temp_file("bad.sgf", "not a game");
    let (code, _, err) = megane(&["patterns", "train", &bad]);
    assert_eq!(code, 2);
    assert!(err.contains("bad.sgf"), "{err}");
    let (code, _, err) = megane(&["patterns", "train", "--rounds"]);
    assert_eq!(code, 2);
    assert!(err.contains("--rounds needs a number"), "{err}");
    let (code, _, err) = megane(&["patterns", "fit"]);
    assert_eq!(code, 2);
    assert!(err.contains("train"), "{err}");
    let (code, out, _) = megane(&["patterns", "--help"]);
    assert_eq!(code, 0);
    assert!(out.contains("usage: megane patterns train"));
}
