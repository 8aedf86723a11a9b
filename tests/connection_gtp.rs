//! GTP-level tests of `connect` and `disconnect`: the answer's format
//! (`CODE [MOVE]`, `1 PASS` for one string, `0` alone), the errors GNU Go
//! 3.8 gives for bad arguments (the same strings), and no panic on them.

mod common;
use common::Engine;

/// 9x9: black C5 and E5 a one-point jump apart, with white D6 above the
/// gap and D3 below it (a cut at D5 joins D6; white stones can run to D3
/// from a cut underneath); black G5 and G3 with a white cutting stone at G4 in atari (its
/// last liberty H4); black B2-C2, one string.
fn setup(e: &mut Engine) {
    for cmd in [
        "boardsize 9",
        "clear_board",
        "play b c5",
        "play b e5",
        "play w d6",
        "play w d3",
        "play b g5",
        "play b g3",
        "play b f4",
        "play w g4",
        "play b b2",
        "play b c2",
    ] {
        e.ok(cmd);
    }
}

#[test]
fn answers_are_a_code_and_a_move() {
    let mut e = Engine::start();
    setup(&mut e);
    // The owner joins the jump at D5; the opponent cuts there first.
    assert_eq!(e.ok("connect c5 e5"), "1 D5");
    assert_eq!(e.ok("disconnect c5 e5"), "1 D5");
    // The cutting stone is taken at its last liberty; it cannot cut.
    assert_eq!(e.ok("connect g5 g3"), "1 H4");
    assert_eq!(e.ok("disconnect g5 g3"), "0");
    // One string: connected with no move, and never cut.
    assert_eq!(e.ok("connect b2 c2"), "1 PASS");
    assert_eq!(e.ok("disconnect c2 b2"), "0");
    // The questions are listed.
    let list = e.ok("list_commands");
    assert!(list.lines().any(|l| l == "connect"));
    assert!(list.lines().any(|l| l == "disconnect"));
    assert_eq!(e.ok("known_command disconnect"), "true");
}

#[test]
fn bad_arguments_are_errors() {
    let mut e = Engine::start();
    setup(&mut e);
    let mut error = |line: &str| e.send(line).trim_end().to_string();
    for cmd in ["connect", "disconnect"] {
        assert_eq!(
            error(&format!("{cmd} c5 d6")),
            "? vertices must have same color"
        );
        assert_eq!(error(&format!("{cmd} c5 a1")), "? vertex must not be empty");
        assert_eq!(error(&format!("{cmd} a1 c5")), "? vertex must not be empty");
        assert_eq!(error(&format!("{cmd} c5 z9")), "? invalid coordinate");
        assert_eq!(error(&format!("{cmd} c5 j10")), "? invalid coordinate");
        assert_eq!(error(&format!("{cmd} c5")), "? invalid coordinate");
        assert_eq!(error(cmd), "? invalid coordinate");
        assert_eq!(error(&format!("{cmd} pass c5")), "? invalid coordinate");
    }
    // The engine is still there.
    assert_eq!(e.ok("connect c5 e5"), "1 D5");
}
