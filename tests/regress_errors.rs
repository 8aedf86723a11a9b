//! The tests of `regress/*.tst` whose answer is an error (`? ...`).
//!
//! GoGui's `gogui-regress` counts every error answer as a failure whatever
//! the pattern, so these tests live here, where both runners' counts are
//! not at stake: each replays the commands its `.tst` sends before it
//! (those that set up the position), checks the same error message, and
//! where the suite checks that the error changed nothing, asks the same
//! questions after it. Each test is named after its suite and number; a
//! comment in the `.tst` marks its place.

mod common;
use common::Engine;

/// The games of the suites (the engine runs in a scratch folder).
const GAMES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/regress/games/");

/// gtp.tst's empty board (sections 1 and 10).
const EMPTY_9: &[&str] = &["boardsize 9", "clear_board", "komi 6.5"];

/// An engine that has answered these commands without error.
fn after(setup: &[&str]) -> Engine {
    let mut e = Engine::start();
    for command in setup {
        e.ok(command);
    }
    e
}

/// `loadsgf` of a game of `regress/games/`, with its optional move.
fn loadsgf(game: &str) -> String {
    format!("loadsgf {GAMES}{game}")
}

/// Sends the numbered test `ID COMMAND` and checks its answer `?ID MESSAGE`.
fn assert_error(e: &mut Engine, test: &str, message: &str) {
    let id = test.split(' ').next().unwrap();
    assert_eq!(e.send(test), format!("?{id} {message}\n\n"), "{test}");
}

// --- gtp.tst ---------------------------------------------------------------

#[test]
fn gtp_104_unknown_command() {
    assert_error(&mut after(&[]), "104 no_such_command", "unknown command");
}

#[test]
fn gtp_115_last_move_before_any_move() {
    assert_error(
        &mut after(EMPTY_9),
        "115 last_move",
        "no previous move known",
    );
}

#[test]
fn gtp_116_undo_before_any_move() {
    assert_error(&mut after(EMPTY_9), "116 undo", "cannot undo");
}

#[test]
fn gtp_118_countlib_of_an_empty_point() {
    assert_error(
        &mut after(EMPTY_9),
        "118 countlib e5",
        "vertex must not be empty",
    );
}

#[test]
fn gtp_602_suicide_is_illegal() {
    let mut e = after(&["boardsize 9", "clear_board", "play w a2", "play w b1"]);
    assert_error(&mut e, "602 play b a1", "illegal move");
    assert_eq!(e.ok("color a1"), "empty");
    assert_eq!(e.ok("is_legal w a1"), "1");
}

#[test]
fn gtp_707_ko_ban() {
    let mut e = after(&[
        "boardsize 9",
        "clear_board",
        "play b d6",
        "play w e6",
        "play b c5",
        "play w f5",
        "play b d4",
        "play w e4",
        "play w d5",
        "play b e5",
    ]);
    assert_error(&mut e, "707 play w d5", "illegal move");
    assert_eq!(e.ok("is_legal b d5"), "1");
    assert_eq!(e.ok("color d5"), "empty");
    assert_eq!(e.ok("last_move"), "black E5");
}

#[test]
fn gtp_806_undo_past_the_start() {
    let mut e = after(&[
        "boardsize 9",
        "clear_board",
        "play b c3",
        "play w g7",
        "play b pass",
        "undo",
        "undo",
        "undo",
    ]);
    assert_error(&mut e, "806 undo", "cannot undo");
    assert_eq!(e.ok("list_stones black"), "");
}

#[test]
fn gtp_1001_play_off_the_board() {
    let mut e = after(&["boardsize 9", "clear_board"]);
    assert_error(&mut e, "1001 play b z9", "invalid color or coordinate");
}

#[test]
fn gtp_1002_play_with_an_invalid_color() {
    let mut e = after(&["boardsize 9", "clear_board"]);
    assert_error(&mut e, "1002 play x a1", "invalid color or coordinate");
}

#[test]
fn gtp_1003_boardsize_too_large() {
    let mut e = after(&["boardsize 9", "clear_board"]);
    assert_error(&mut e, "1003 boardsize 26", "unacceptable size");
    assert_eq!(e.ok("query_boardsize"), "9");
}

#[test]
fn gtp_1005_play_on_a_stone() {
    let mut e = after(&["boardsize 9", "clear_board", "play b e5"]);
    assert_error(&mut e, "1005 play w e5", "illegal move");
    assert_eq!(e.ok("is_legal w e5"), "0");
    assert_eq!(e.ok("list_stones white"), "");
}

#[test]
fn gtp_1007_countlib_of_an_empty_point() {
    let mut e = after(&["boardsize 9", "clear_board", "play b e5"]);
    assert_error(&mut e, "1007 countlib e6", "vertex must not be empty");
}

#[test]
fn gtp_1008_list_stones_of_an_invalid_color() {
    let mut e = after(&["boardsize 9", "clear_board", "play b e5"]);
    assert_error(&mut e, "1008 list_stones purple", "invalid color");
}

// --- sgf.tst ---------------------------------------------------------------

#[test]
fn sgf_111_last_move_before_the_first_move() {
    let mut e = after(&[&loadsgf("simple.sgf 1")]);
    assert_error(&mut e, "111 last_move", "no previous move known");
}

#[test]
fn sgf_407_last_move_after_setup_stones() {
    let mut e = after(&[&loadsgf("setup.sgf")]);
    assert_error(&mut e, "407 last_move", "no previous move known");
}

#[test]
fn sgf_408_undo_after_setup_stones() {
    let mut e = after(&[&loadsgf("setup.sgf")]);
    assert_error(&mut e, "408 undo", "cannot undo");
    assert_eq!(e.ok("list_stones black"), "C11 D11 C10");
}

#[test]
fn sgf_701_failed_load_changes_nothing() {
    let mut e = after(&[&loadsgf("capture.sgf")]);
    // GNU Go's words.
    let line = loadsgf("no_such_file.sgf");
    let file = line.trim_start_matches("loadsgf ");
    assert_error(
        &mut e,
        &format!("701 {line}"),
        &format!("cannot open or parse '{file}'"),
    );
    assert_eq!(e.ok("query_boardsize"), "9");
    assert_eq!(e.ok("last_move"), "white C1");
    assert_eq!(e.ok("captures black"), "1");
}

// --- eyes_db.tst -----------------------------------------------------------

#[test]
fn eyes_db_109_unknown_symbol() {
    let mut e = after(&[]);
    assert_error(
        &mut e,
        "109 eye_shape .?.",
        "unknown symbol '?' in eye graph",
    );
    // The session goes on (111).
    assert!(e.ok("eye_shape ...").starts_with("1122 database\n"));
}

#[test]
fn eyes_db_110_no_graph() {
    let mut e = after(&[]);
    assert_error(&mut e, "110 eye_shape", "expected GRAPH");
    assert!(e.ok("eye_shape ...").starts_with("1122 database\n"));
}
