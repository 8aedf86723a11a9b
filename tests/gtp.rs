//! GTP-level tests: spawn the binary and check exact answers, ids, errors
//! and input preprocessing.

mod common;
use common::Engine;

#[test]
fn identification_and_ids() {
    let mut e = Engine::start();
    assert_eq!(e.send("protocol_version"), "= 2\n\n");
    assert_eq!(e.send("name"), "= Megane\n\n");
    assert_eq!(e.send("12 name"), "=12 Megane\n\n");
    assert_eq!(e.send("7 frobnicate"), "?7 unknown command\n\n");
    assert_eq!(e.send("NAME"), "? unknown command\n\n");
    assert_eq!(e.send("0 clear_board"), "=0 \n\n");
    assert_eq!(e.send("3 known_command play"), "=3 true\n\n");
    assert_eq!(e.send("known_command frobnicate"), "= false\n\n");
}

#[test]
fn list_commands_agrees_with_known_command() {
    let mut e = Engine::start();
    let list = e.ok("list_commands");
    let names: Vec<&str> = list.lines().collect();
    for required in [
        "protocol_version",
        "name",
        "version",
        "known_command",
        "list_commands",
        "quit",
        "boardsize",
        "clear_board",
        "komi",
        "play",
        "genmove",
        "undo",
        "loadsgf",
        "printsgf",
        "showboard",
    ] {
        assert!(names.contains(&required), "{required} missing");
    }
    for name in &names {
        assert_eq!(e.send(&format!("known_command {name}")), "= true\n\n");
    }
}

#[test]
fn preprocessing_crlf_tabs_comments_controls() {
    let mut e = Engine::start();
    e.send_raw(b"name\r\n");
    assert_eq!(e.read_answer(), "= Megane\n\n");
    // Blank lines and comment lines get no answer at all; the next
    // command's answer is the next thing on stdout.
    e.send_raw(b"\n   \n# a comment\n\t\n");
    e.send_raw(b"play\tb\td4 # a move\n");
    assert_eq!(e.read_answer(), "= \n\n");
    e.send_raw(b"co\x01lor d\x7f4\n");
    assert_eq!(e.read_answer(), "= black\n\n");
    e.send_raw(b"5\n");
    assert_eq!(e.read_answer(), "?5 missing command\n\n");
}

#[test]
fn play_errors_leave_position_untouched() {
    let mut e = Engine::start();
    e.ok("boardsize 9");
    e.ok("play b e5");
    assert_eq!(e.send("play w e5"), "? illegal move\n\n");
    assert_eq!(e.send("play w i5"), "? invalid color or coordinate\n\n");
    assert_eq!(e.send("play w j10"), "? invalid color or coordinate\n\n");
    assert_eq!(e.send("play x e4"), "? invalid color or coordinate\n\n");
    assert_eq!(e.send("play w"), "? invalid color or coordinate\n\n");
    assert_eq!(e.ok("move_history"), "black E5");
    assert_eq!(e.ok("list_stones black"), "E5");
    e.ok("play W pass");
    assert_eq!(e.ok("last_move"), "white PASS");
}

#[test]
fn suicide_ko_and_captures() {
    let mut e = Engine::start();
    e.ok("boardsize 7");
    for m in ["b c5", "w d5", "b b4", "w e4", "b c3", "w d3", "w c4"] {
        e.ok(&format!("play {m}"));
    }
    assert_eq!(e.ok("countlib c4"), "1");
    assert_eq!(e.ok("findlib c4"), "D4");
    assert_eq!(e.ok("findlib b4"), "B5 A4 B3");
    e.ok("play b d4");
    assert_eq!(e.ok("captures black"), "1");
    assert_eq!(e.ok("is_legal w c4"), "0");
    assert_eq!(e.send("play w c4"), "? illegal move\n\n");
    assert!(!e.ok("all_legal w").split(' ').any(|v| v == "C4"));
    assert_eq!(e.ok("is_legal b c4"), "1");
    e.ok("play w pass");
    assert_eq!(e.ok("is_legal w c4"), "1");
    e.ok("undo");
    assert_eq!(e.ok("is_legal w c4"), "0");
    // Suicide.
    e.ok("clear_board");
    e.ok("play w a2");
    e.ok("play w b1");
    assert_eq!(e.ok("is_legal b a1"), "0");
    assert_eq!(e.send("play b a1"), "? illegal move\n\n");
    assert_eq!(e.send("countlib a1"), "? vertex must not be empty\n\n");
    assert_eq!(e.send("countlib z1"), "? invalid coordinate\n\n");
}

#[test]
fn komi_and_sizes() {
    let mut e = Engine::start();
    assert_eq!(e.send("get_komi"), "=  0.0\n\n");
    e.ok("komi 6.5");
    assert_eq!(e.send("get_komi"), "=  6.5\n\n");
    e.ok("komi -3");
    assert_eq!(e.send("get_komi"), "= -3.0\n\n");
    assert_eq!(e.send("komi seven"), "? komi not a float\n\n");
    assert_eq!(e.send("komi 1e300"), "? komi not a float\n\n");
    assert_eq!(e.send("get_komi"), "= -3.0\n\n");
    assert_eq!(e.send("boardsize 26"), "? unacceptable size\n\n");
    assert_eq!(e.send("boardsize 0"), "? unacceptable size\n\n");
    assert_eq!(e.send("boardsize nine"), "? boardsize not an integer\n\n");
    assert_eq!(e.ok("query_boardsize"), "19");
    e.ok("boardsize 25");
    e.ok("play b z25");
    assert_eq!(e.ok("color Z25"), "black");
    e.ok("boardsize 1");
    assert_eq!(e.ok("all_legal b"), "");
    assert_eq!(e.ok("genmove b"), "PASS");
}

#[test]
fn handicap_commands() {
    let mut e = Engine::start();
    e.ok("boardsize 9");
    assert_eq!(e.ok("fixed_handicap 9"), "C7 E7 G7 C5 E5 G5 C3 E3 G3");
    assert_eq!(e.ok("get_handicap"), "9");
    assert_eq!(e.send("undo"), "? cannot undo\n\n");
    assert_eq!(e.send("fixed_handicap 2"), "? board not empty\n\n");
    e.ok("clear_board");
    assert_eq!(e.ok("get_handicap"), "0");
    assert_eq!(e.send("fixed_handicap 1"), "? invalid handicap\n\n");
    assert_eq!(e.send("fixed_handicap 10"), "? invalid handicap\n\n");
    assert_eq!(e.send("set_free_handicap a1 a1"), "? repeated vertex\n\n");
    assert_eq!(
        e.send("set_free_handicap a1 zz"),
        "? invalid coordinate\n\n"
    );
    assert_eq!(
        e.ok("list_stones black"),
        "",
        "a failed handicap places nothing"
    );
    e.ok("set_free_handicap a1 b2 c3");
    assert_eq!(e.ok("get_handicap"), "3");
    assert_eq!(e.ok("list_stones black"), "C3 B2 A1");
    e.ok("clear_board");
    let stones = e.ok("place_free_handicap 4");
    assert_eq!(stones.split(' ').count(), 4);
    assert_eq!(e.ok("list_stones black").split(' ').count(), 4);
}

#[test]
fn showboard_layout() {
    let mut e = Engine::start();
    e.ok("boardsize 5");
    e.ok("play b c3");
    e.ok("play w b3");
    assert_eq!(
        e.send("showboard"),
        "= \n   A B C D E\n 5 . . . . . 5\n 4 . + . + . 4\n 3 . O X . . 3\n \
         2 . + . + . 2     WHITE (O) has captured 0 stones\n 1 . . . . . 1     BLACK (X) has captured 0 stones\n   A B C D E\n\n"
    );
}

#[test]
fn echo_and_time_commands() {
    let mut e = Engine::start();
    assert_eq!(e.send("echo  hello   world "), "= hello   world \n\n");
    assert_eq!(e.send("echo"), "= \n\n");
    e.ok("time_settings 300 30 5");
    assert_eq!(e.send("time_settings 300 30"), "? not three integers\n\n");
    e.ok("time_left b 120 0");
    assert_eq!(e.send("time_left x 1 1"), "? invalid color\n\n");
    e.ok("kgs-time_settings byoyomi 600 30 5");
    e.ok("kgs-time_settings none");
    assert_eq!(
        e.send("kgs-time_settings fischer 1 2"),
        "? syntax error\n\n"
    );
    let t = e.ok("cputime");
    assert!(t.parse::<f64>().is_ok(), "{t}");
}

#[test]
fn genmove_plays_a_legal_move_and_records_it() {
    let mut e = Engine::start_with(&["--seed", "3"]);
    e.ok("boardsize 9");
    let mv = e.ok("genmove b");
    assert_ne!(mv, "PASS");
    assert_eq!(e.ok(&format!("color {mv}")), "black");
    assert_eq!(e.ok("last_move"), format!("black {mv}"));
    assert_eq!(e.send("genmove purple"), "? invalid color\n\n");
}

#[test]
fn quit_answers_then_exits() {
    let mut e = Engine::start();
    assert_eq!(e.send("4 quit"), "=4 \n\n");
    let (rest, status) = e.finish();
    assert_eq!(rest, "");
    assert!(status.success());
}

#[test]
fn eof_ends_cleanly() {
    let mut e = Engine::start();
    e.ok("name");
    let (rest, status) = e.finish();
    assert_eq!(rest, "");
    assert!(status.success());
}

#[test]
fn closed_stdout_does_not_panic() {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_megane"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let mut stdin = child.stdin.take().unwrap();
    for _ in 0..100 {
        if stdin.write_all(b"showboard\n").is_err() {
            break;
        }
    }
    drop(stdin);
    let out = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert!(out.status.success(), "{:?}", out.status);
}

#[test]
fn huge_line_and_invalid_utf8() {
    let mut e = Engine::start();
    let mut huge = b"echo ".to_vec();
    huge.extend(std::iter::repeat_n(b'x', (1 << 20) + 100));
    huge.push(b'\n');
    e.send_raw(&huge);
    assert_eq!(e.read_answer(), "? line too long\n\n");
    e.send_raw(b"\xff\xfe name\n");
    assert_eq!(e.read_answer(), "? unknown command\n\n");
    assert_eq!(e.send("name"), "= Megane\n\n");
}

#[test]
fn analyze_eyegraph_answers_and_leaves_the_game_alone() {
    let mut e = Engine::start();
    e.ok("boardsize 9");
    e.ok("play b e5");
    e.ok("play w c3");
    assert_eq!(
        e.send("analyze_eyegraph OO!%O.X%!..."),
        "= 0112\n  @ \n .X \n!.*.\n\n"
    );
    assert_eq!(
        e.send("3 analyze_eyegraph |.%|.*.%+---"),
        "=3 1222\n|.  \n|<<.\n+---\n\n"
    );
    assert_eq!(e.send("analyze_eyegraph 2 0 X.X"), "= 2222\nX.X\n\n");
    assert_eq!(
        e.send("analyze_eyegraph ?"),
        "? unknown symbol '?' in eye graph\n\n"
    );
    assert_eq!(
        e.send("analyze_eyegraph .O."),
        "? disconnected eye graph\n\n"
    );
    assert!(e
        .send("analyze_eyegraph 9 0 .")
        .starts_with("? outer liberties"));
    assert!(e.send("analyze_eyegraph").starts_with("? expected"));
    assert_eq!(e.ok("move_history"), "white C3\nblack E5");
    assert_eq!(e.ok("query_boardsize"), "9");
}
