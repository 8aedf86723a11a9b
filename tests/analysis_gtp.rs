//! Analysis streams and interrupts over real pipes: `lz-analyze` and
//! `kata-analyze` stop when input arrives and the answers stay in command
//! order; `lz-genmove_analyze` ends with `play` and plays; `# interrupt`
//! stops a long search; Sabaki's pipelined attach sequence.

mod common;
use common::Engine;
use std::time::{Duration, Instant};

/// The info chunks of one analysis line: each `info ...` as its words.
fn chunks(line: &str) -> Vec<Vec<&str>> {
    assert!(line.starts_with("info move "), "{line:?}");
    line.trim_end()
        .split("info ")
        .skip(1)
        .map(|c| c.split_whitespace().collect())
        .collect()
}

/// Checks one `info` chunk against its keys; returns (move, visits,
/// winrate, pv).
fn check_chunk<'a>(
    words: &[&'a str],
    keys: &[&str],
    order: usize,
) -> (&'a str, u64, f64, Vec<&'a str>) {
    let pv_at = words.iter().position(|&w| w == "pv").expect("a pv");
    let pairs = &words[..pv_at];
    assert_eq!(pairs.len(), 2 * keys.len(), "{words:?}");
    for (i, key) in keys.iter().enumerate() {
        assert_eq!(pairs[2 * i], *key, "{words:?}");
    }
    let value = |key: &str| pairs[2 * keys.iter().position(|k| *k == key).unwrap() + 1];
    assert_eq!(value("order"), order.to_string());
    let pv: Vec<&str> = words[pv_at + 1..].to_vec();
    assert!(!pv.is_empty() && pv.len() <= 12, "{words:?}");
    assert_eq!(pv[0], value("move"));
    let visits: u64 = value("visits").parse().unwrap();
    assert!(visits > 0);
    let winrate: f64 = value("winrate").parse().unwrap();
    (value("move"), visits, winrate, pv)
}

const LZ_KEYS: &[&str] = &["move", "visits", "winrate", "prior", "lcb", "order"];
const KATA_KEYS: &[&str] = &[
    "move",
    "visits",
    "utility",
    "winrate",
    "scoreMean",
    "scoreStdev",
    "scoreLead",
    "scoreSelfplay",
    "prior",
    "lcb",
    "utilityLcb",
    "order",
];

/// Checks a whole line: chunks in order, visits never rising.
fn check_line(line: &str, keys: &[&str], max_winrate: f64) -> Vec<String> {
    let mut last_visits = u64::MAX;
    let mut moves = Vec::new();
    for (order, words) in chunks(line).iter().enumerate() {
        let (mv, visits, winrate, _) = check_chunk(words, keys, order);
        assert!(visits <= last_visits, "{line}");
        assert!((0.0..=max_winrate).contains(&winrate), "{line}");
        if max_winrate == 1.0 {
            assert!(words[7].contains('.'), "kata winrates have a point: {line}");
        }
        last_visits = visits;
        moves.push(mv.to_string());
    }
    moves
}

/// The rest of a streamed answer: its lines up to the closing blank line.
fn rest_of_stream(e: &mut Engine) -> Vec<String> {
    let mut lines = Vec::new();
    loop {
        let line = e.read_line();
        if line == "\n" {
            return lines;
        }
        lines.push(line);
    }
}

/// A fresh engine given `setup`, then `command`, whose answer must begin
/// with the line `head`.
fn start_stream(setup: &[&str], command: &str, head: &str) -> Engine {
    let mut e = Engine::start();
    for line in setup {
        e.ok(line);
    }
    e.send_raw(format!("{command}\n").as_bytes());
    assert_eq!(e.read_line(), format!("{head}\n"));
    e
}

#[test]
fn lz_analyze_stops_at_the_next_command_and_answers_stay_in_order() {
    let mut e = start_stream(&["boardsize 9", "komi 7"], "5 lz-analyze b 5", "=5");
    for _ in 0..3 {
        let line = e.read_line();
        check_line(&line, LZ_KEYS, 10_000.0);
    }
    // Two commands at once: the first stops the stream, both are answered
    // in order after the stream's closing blank line.
    e.send_raw(b"6 name\n7 query_boardsize\n");
    for line in rest_of_stream(&mut e) {
        check_line(&line, LZ_KEYS, 10_000.0);
    }
    assert_eq!(e.read_answer(), "=6 Megane\n\n");
    assert_eq!(e.read_answer(), "=7 9\n\n");
    // The analysis left the position alone.
    assert_eq!(e.ok("move_history"), "");
}

#[test]
fn kata_analyze_line_grammar() {
    // Side to move by default: White here.
    let mut e = start_stream(
        &["boardsize 7", "play b d4"],
        "kata-analyze interval 5",
        "=",
    );
    let mut lines = Vec::new();
    while lines.len() < 3 {
        lines.push(e.read_line());
    }
    e.send_raw(b"\n");
    lines.extend(rest_of_stream(&mut e));
    for line in &lines {
        let moves = check_line(line, KATA_KEYS, 1.0);
        assert!(!moves.contains(&"D4".to_string()), "{line}");
    }
    // ownership true: the line ends with 49 owners, -1..1.
    e.send_raw(b"kata-analyze b 5 ownership true\n");
    assert_eq!(e.read_line(), "=\n");
    let line = e.read_line();
    let (info, owners) = line
        .trim_end()
        .split_once(" ownership ")
        .expect("ownership");
    check_line(info, KATA_KEYS, 1.0);
    let owners: Vec<f64> = owners.split(' ').map(|x| x.parse().unwrap()).collect();
    assert_eq!(owners.len(), 49, "{line}");
    assert!(owners.iter().all(|x| (-1.0..=1.0).contains(x)), "{line}");
    // Black's stone at D4 (row 4 from the top, column 4) mostly stays.
    assert!(owners[3 * 7 + 3] > 0.5, "{line}");
    e.send_raw(b"name\n");
    rest_of_stream(&mut e);
    assert_eq!(e.read_answer(), "= Megane\n\n");
    // maxmoves caps the candidates a line shows.
    e.send_raw(b"kata-analyze w 5 maxmoves 3\n");
    assert_eq!(e.read_line(), "=\n");
    let line = e.read_line();
    assert_eq!(chunks(&line).len(), 3, "{line}");
    e.send_raw(b"name\n");
    rest_of_stream(&mut e);
    assert_eq!(e.read_answer(), "= Megane\n\n");
}

#[test]
fn lz_genmove_analyze_ends_with_play_and_plays() {
    let mut e = Engine::start_with(&["--playouts", "3000"]);
    e.ok("boardsize 9");
    e.send_raw(b"lz-genmove_analyze w 2\n");
    assert_eq!(e.read_line(), "=\n");
    let lines = rest_of_stream(&mut e);
    let (last, info) = lines.split_last().expect("a play line");
    for line in info {
        check_line(line, LZ_KEYS, 10_000.0);
    }
    let mv = last
        .strip_prefix("play ")
        .expect("ends with play")
        .trim()
        .to_string();
    assert_eq!(e.ok("move_history"), format!("white {mv}"));
    assert_eq!(e.ok(&format!("color {mv}")), "white");
    // kata-genmove_analyze the same, for Black.
    e.send_raw(b"kata-genmove_analyze b\n");
    let answer = e.read_answer();
    let last = answer.lines().rev().find(|l| !l.is_empty()).unwrap();
    let mv = last.strip_prefix("play ").expect("ends with play");
    assert_eq!(e.ok("last_move"), format!("black {mv}"));
}

#[test]
fn interrupt_stops_a_long_search() {
    let mut e = Engine::start_with(&["--playouts", "1000000000"]);
    assert_eq!(e.send("gogui-interrupt"), "= \n\n");
    e.ok("boardsize 19");
    let start = Instant::now();
    e.send_raw(b"1 lz-genmove_analyze b\n");
    assert_eq!(e.read_line(), "=1\n");
    std::thread::sleep(Duration::from_millis(300));
    e.send_raw(b"# interrupt\n2 move_history\n");
    let lines = rest_of_stream(&mut e);
    let elapsed = start.elapsed();
    assert!(elapsed < Duration::from_secs(6), "took {elapsed:?}");
    let mv = lines
        .last()
        .and_then(|l| l.strip_prefix("play "))
        .expect("ends with play")
        .trim()
        .to_string();
    assert_eq!(e.read_answer(), format!("=2 black {mv}\n\n"));
    // A stale interrupt (after a finished command) stops nothing later;
    // an interrupt sent together with its command stops it at once.
    e.send_raw(b"# interrupt\n");
    let start = Instant::now();
    e.send_raw(b"lz-genmove_analyze w\n# interrupt\n");
    let answer = e.read_answer();
    assert!(start.elapsed() < Duration::from_secs(6));
    assert!(answer.lines().any(|l| l.starts_with("play ")), "{answer}");
    assert_eq!(e.ok("move_history").lines().count(), 2);
}

#[test]
fn pipelined_stream_stops_at_once_and_eof_ends_the_session() {
    let mut e = Engine::start();
    // Everything at once: the stream sees the next line already waiting.
    e.send_raw(
        b"1 boardsize 9\n2 lz-analyze b 1\n3 play b e5\n4 kata-analyze w 1\n5 move_history\n",
    );
    assert_eq!(e.read_answer(), "=1 \n\n");
    let a = e.read_answer();
    assert!(a.starts_with("=2\n") && a.ends_with("\n\n"), "{a:?}");
    assert_eq!(e.read_answer(), "=3 \n\n");
    let a = e.read_answer();
    assert!(a.starts_with("=4\n"), "{a:?}");
    assert_eq!(e.read_answer(), "=5 black E5\n\n");
    // End of input stops a running stream and ends the session.
    e.send_raw(b"lz-analyze w 1\n");
    assert_eq!(e.read_line(), "=\n");
    let (rest, status) = e.finish();
    assert!(rest.ends_with("\n\n") || rest == "\n", "{rest:?}");
    assert!(status.success());
}

#[test]
fn bad_analysis_arguments_change_nothing() {
    let mut e = Engine::start();
    e.ok("boardsize 9");
    e.ok("play b c3");
    for (line, message) in [
        ("lz-analyze x", "unknown analyze argument x"),
        ("lz-analyze b -3", "interval must be a non-negative integer"),
        (
            "kata-analyze b 10 interval",
            "interval must be a non-negative integer",
        ),
        (
            "kata-analyze b ownership maybe",
            "ownership must be true or false",
        ),
        ("lz-analyze 10 w", "the color must come first"),
        ("lz-genmove_analyze", "missing color"),
        ("kata-genmove_analyze 50", "missing color"),
        ("lz-genmove_analyze q 50", "unknown analyze argument q"),
    ] {
        assert_eq!(e.send(line), format!("? {message}\n\n"), "{line}");
    }
    assert_eq!(e.ok("move_history"), "black C3");
    // Extreme but valid intervals: never a line, or one each playout.
    for stream in [
        "lz-analyze w 9223372036854775807",
        "kata-analyze w interval 0",
    ] {
        e.send_raw(format!("{stream}\n").as_bytes());
        assert_eq!(e.read_line(), "=\n");
        std::thread::sleep(Duration::from_millis(50));
        e.send_raw(b"name\n");
        rest_of_stream(&mut e);
        assert_eq!(e.read_answer(), "= Megane\n\n");
    }
}

#[test]
fn sabaki_attach_and_sync_pipelined() {
    let mut e = Engine::start();
    // What Sabaki sends on attach and on a sync with handicap, undo and a
    // replay, all without waiting.
    let commands = [
        ("name", "= Megane"),
        ("version", &format!("= {}", env!("CARGO_PKG_VERSION"))),
        ("protocol_version", "= 2"),
        ("boardsize 19", "= "),
        ("clear_board", "= "),
        ("komi 0.5", "= "),
        ("set_free_handicap D4 Q16 Q4", "= "),
        ("play W D16", "= "),
        ("play B C3", "= "),
        ("undo", "= "),
        ("play B pass", "= "),
        ("play W R17", "= "),
        ("undo", "= "),
        ("undo", "= "),
        ("undo", "= "),
        ("undo", "? cannot undo"),
        ("play W c16", "= "),
        ("get_komi", "=  0.5"),
        ("list_stones black", "= Q16 D4 Q4"),
        ("list_stones white", "= C16"),
    ];
    let mut all = String::new();
    for (i, (c, _)) in commands.iter().enumerate() {
        all.push_str(&format!("{i} {c}\n"));
    }
    all.push_str("list_commands\n");
    e.send_raw(all.as_bytes());
    for (i, (c, expected)) in commands.iter().enumerate() {
        let want = format!("{}{}{}\n\n", &expected[..1], i, &expected[1..]);
        assert_eq!(e.read_answer(), want, "{c}");
    }
    let list = e.read_answer();
    for name in [
        "lz-analyze",
        "kata-analyze",
        "lz-genmove_analyze",
        "gogui-interrupt",
        "undo",
        "set_free_handicap",
    ] {
        assert!(
            list.lines().any(|l| l == name),
            "{name} missing from list_commands"
        );
    }
}
