//! GTP-level tests of the capturing-race reader: `analyze_semeai` on a
//! seki and on the race that filling one of its liberties starts, its
//! answer format (GNU Go's: the defence code, the attack code, the move)
//! and its errors.

mod common;
use common::Engine;

/// A corner seki: black's A5-C5 and C4 against white's A3-C3, their two
/// liberties A4 and B4 shared, walls of both colours around.
const SEKI: [&str; 7] = [
    ".......", "OOOO...", "XXXO...", "..XO...", "OOOX...", "XXXX...", ".......",
];

#[test]
fn a_seki_needs_no_move() {
    let mut e = Engine::start();
    e.setup_diagram(&SEKI);
    assert_eq!(e.ok("analyze_semeai A5 A3"), "1 0 PASS");
    assert_eq!(e.ok("analyze_semeai A3 A5"), "1 0 PASS");
}

#[test]
fn filling_a_shared_liberty_gives_the_capture_away() {
    let mut e = Engine::start();
    e.setup_diagram(&SEKI);
    e.ok("play w A4");
    // Both are in atari at B4: whoever moves first captures there. The
    // capture leaves the capturer four points of room and no outside
    // liberty, which the reader counts as surviving, not yet as living
    // (the walls, other dragons, are not asked about): `1 0`.
    assert_eq!(e.ok("analyze_semeai A3 A5"), "1 0 B4");
    assert_eq!(e.ok("analyze_semeai A5 A3"), "1 0 B4");
}

#[test]
fn bad_questions_are_errors() {
    let mut e = Engine::start();
    e.setup_diagram(&SEKI);
    assert_eq!(
        e.send("analyze_semeai A5 A4"),
        "? vertex must not be empty\n\n"
    );
    assert_eq!(
        e.send("analyze_semeai A4 A3"),
        "? vertex must not be empty\n\n"
    );
    assert_eq!(
        e.send("analyze_semeai A5 C4"),
        "? dragons must be of opposite colors\n\n"
    );
    assert_eq!(e.send("analyze_semeai A5 Z9"), "? invalid coordinate\n\n");
    assert_eq!(e.send("analyze_semeai A5"), "? invalid coordinate\n\n");
    // The engine is still there.
    assert_eq!(e.ok("analyze_semeai A5 A3"), "1 0 PASS");
}
