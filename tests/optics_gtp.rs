//! GTP-level tests of the optics commands: `eye_data`, `half_eye_data`,
//! `eval_eye` and `topological_eye`, in GNU Go 3.8's formats (the first
//! three answer byte for byte as GNU Go does on this session), errors,
//! and the analysis following the position.

mod common;
use common::Engine;

/// A black group in the lower left whose eye at C1 is a half eye: its
/// diagonal D2 can be played safely by either side.
fn setup(e: &mut Engine) {
    e.ok("boardsize 7");
    for stone in [
        "b a3", "b b3", "b c3", "b d3", "b a2", "b c2", "b a1", "b b1", "b d1", "w e4", "w f4",
        "w e3", "w e2", "w e1",
    ] {
        e.ok(&format!("play {stone}"));
    }
}

#[test]
fn half_eye_records_and_eye_values() {
    let mut e = Engine::start();
    setup(&mut e);
    assert_eq!(
        e.ok("half_eye_data C1"),
        "value                3.00
type                 HALF_EYE
num_attacks          1
attack_point[0]      D2
num_defenses         1
defense_point[0]     D2"
    );
    assert_eq!(
        e.ok("eye_data black C1"),
        "origin               C1
color                black
esize                1
msize                0
value                0011
marginal             0
neighbors            0
marginal_neighbors   0"
    );
    // No white eye space there: an empty record.
    assert!(e
        .ok("eye_data white C1")
        .starts_with("origin               PASS\ncolor                empty\n"));
    assert_eq!(e.ok("eval_eye C1"), "0 1 D2 D2");
    assert_eq!(e.ok("eval_eye B2"), "1 1");
    // A stone of a lively string is no eye space.
    assert_eq!(e.ok("eval_eye A3"), "-1");
    assert_eq!(
        e.ok("topological_eye black C1"),
        "3.00 half attack D2 defense D2"
    );
    // Any point not holding the colour's own stone has a value.
    assert_eq!(e.ok("topological_eye black B2"), "0.00 proper");
    // Once black takes D2 the eye is proper: the analysis follows the move.
    e.ok("play b d2");
    assert_eq!(e.ok("eval_eye C1"), "1 1");
    assert!(e
        .ok("half_eye_data C1")
        .starts_with("value                2.00\ntype                 0\n"));
    e.ok("undo");
    assert_eq!(e.ok("eval_eye C1"), "0 1 D2 D2");
}

#[test]
fn bad_arguments_get_errors_and_trial_moves_are_refused() {
    let mut e = Engine::start();
    setup(&mut e);
    assert_eq!(e.send("eye_data C1"), "? invalid color or coordinate\n\n");
    assert_eq!(
        e.send("eye_data black Z9"),
        "? invalid color or coordinate\n\n"
    );
    assert_eq!(e.send("half_eye_data"), "? invalid coordinate\n\n");
    assert_eq!(e.send("eval_eye pass"), "? invalid coordinate\n\n");
    assert_eq!(
        e.send("topological_eye black A3"),
        "? vertex is occupied by a stone of that color\n\n"
    );
    e.ok("trymove white D2");
    assert_eq!(
        e.send("eye_data black C1"),
        "? eye data unavailable when stackp > 0\n\n"
    );
    e.ok("popgo");
    assert_eq!(e.ok("eval_eye C1"), "0 1 D2 D2");
}
