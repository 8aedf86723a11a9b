//! The player as GUIs and tournament managers see it: board-size changes
//! between searches, passing only when the game is over, analysis after a
//! pass, one move decision behind every move command, interrupts,
//! pondering, and the score of an unfinished board.

mod common;
use common::Engine;
use std::time::{Duration, Instant};

/// The move of a `= MOVE` answer, upper case.
fn mv(e: &mut Engine, line: &str) -> String {
    e.ok(line).trim().to_ascii_uppercase()
}

/// Black's lead in a `final_score` answer (`B+3.5`, `W+7.5`, `0`).
fn black_lead(score: &str) -> f64 {
    let score = score.trim();
    if score == "0" {
        return 0.0;
    }
    let (side, n) = score.split_at(2);
    let n: f64 = n.parse().unwrap_or_else(|_| panic!("score {score:?}"));
    match side {
        "B+" => n,
        "W+" => -n,
        _ => panic!("score {score:?}"),
    }
}

#[test]
fn board_size_changes_between_searches() {
    let mut e = Engine::start_with(&["--playouts", "200"]);
    for size in ["13", "9", "1", "25", "7", "19", "2"] {
        e.ok(&format!("boardsize {size}"));
        if size != "1" {
            e.ok("play b b2");
        }
        let answer = mv(&mut e, "genmove w");
        // The answer is a move of this board (or a pass where none is left).
        let legal = e.ok("all_legal w");
        assert!(
            answer == "PASS" || answer == "RESIGN" || e.ok("move_history").contains(&answer),
            "size {size}: {answer}, legal {legal}"
        );
        if size == "25" || size == "19" {
            assert_ne!(answer, "PASS", "size {size}: an open board is not over");
        }
        e.ok("clear_board");
        let again = mv(&mut e, "genmove b");
        assert!(again != "PASS" || size == "1", "size {size}: empty board");
    }
    assert_eq!(e.ok("query_boardsize"), "2");
}

#[test]
fn the_kept_tree_is_not_reused_on_another_board() {
    // The same moves on a board of another size hash alike; the tree of
    // the old board must not answer for the new one.
    let mut e = Engine::start();
    for _ in 0..3 {
        e.ok("boardsize 13");
        e.ok("play b d4");
        let first = mv(&mut e, "genmove w");
        assert_ne!(first, "PASS");
        e.ok("boardsize 9");
        e.ok("play b d4");
        let second = mv(&mut e, "genmove w");
        assert_ne!(second, "PASS");
        assert!(e.ok("move_history").to_ascii_uppercase().contains(&second));
    }
    e.ok("boardsize 1");
    assert_eq!(mv(&mut e, "genmove b"), "PASS");
    e.ok("boardsize 25");
    assert_ne!(mv(&mut e, "genmove b"), "PASS");
}

#[test]
fn no_pass_back_in_the_opening() {
    // 19x19: the opponent's two moves then a pass; the board is open.
    let mut e = Engine::start_with(&["--playouts", "300"]);
    e.ok("komi 7.5");
    e.ok("play B Q16");
    e.ok("play B pass");
    assert_ne!(mv(&mut e, "genmove W"), "PASS");
    // 9x9, as in GoGui: E5, F2, the user passes.
    e.ok("boardsize 9");
    e.ok("play b e5");
    e.ok("play w f2");
    e.ok("play b pass");
    assert_ne!(mv(&mut e, "genmove w"), "PASS");
    e.ok("play b pass");
    assert_ne!(mv(&mut e, "genmove w"), "PASS");
}

#[test]
fn an_early_pass_is_played_on_to_a_real_end() {
    // The user passes from the start; Megane plays until the board is
    // settled, then passes, and its own count then agrees with the board.
    let mut e = Engine::start_with(&["--playouts", "400"]);
    e.ok("boardsize 7");
    e.ok("komi 6.5");
    let mut moves = 0;
    loop {
        e.ok("play b pass");
        let m = mv(&mut e, "genmove w");
        if m == "PASS" {
            break;
        }
        assert_ne!(m, "RESIGN");
        moves += 1;
        assert!(moves < 60, "never ended");
    }
    assert!(moves >= 1, "passed back at once");
    // Over: every empty point is White's territory.
    let lead = black_lead(&e.ok("final_score"));
    let empties = 49.0 - e.ok("list_stones white").split_whitespace().count() as f64;
    assert!(
        lead <= -6.5 - empties + 1e-9,
        "lead {lead}, {empties} empty"
    );
    assert_eq!(e.ok("final_status_list black_territory"), "");
}

#[test]
fn analysis_streams_after_a_pass() {
    for cmd in ["kata-analyze W 10", "lz-analyze W 10"] {
        let mut e = Engine::start();
        e.ok("komi 7.5");
        e.ok("play B Q16");
        e.ok("play B pass");
        e.send_raw(format!("{cmd}\n").as_bytes());
        assert_eq!(e.read_line(), "=\n", "{cmd}");
        let line = e.read_line();
        assert!(line.starts_with("info move "), "{cmd}: {line:?}");
        e.send_raw(b"name\n");
        while e.read_line() != "\n" {}
        assert_eq!(e.read_answer(), "= Megane\n\n");
    }
    let mut e = Engine::start_with(&["--playouts", "2000"]);
    e.ok("play B Q16");
    e.ok("play B pass");
    e.send_raw(b"kata-genmove_analyze W 1\n");
    let mut lines = Vec::new();
    loop {
        let l = e.read_line();
        if l == "\n" {
            break;
        }
        lines.push(l);
    }
    assert!(
        lines.iter().any(|l| l.starts_with("info move ")),
        "{lines:?}"
    );
    assert!(lines.last().unwrap().starts_with("play "), "{lines:?}");
    assert_ne!(lines.last().unwrap().trim(), "play pass");
}

/// The move each generator answers in a fresh engine (seed 3, fixed
/// playouts) after the same opening.
fn first_move(command: &str) -> String {
    let mut e = Engine::start_with(&["--playouts", "600", "--seed", "3"]);
    e.ok("boardsize 9");
    e.ok("play b e5");
    e.ok("play w c3");
    e.send_raw(format!("{command}\n").as_bytes());
    let mut answer = String::new();
    loop {
        let l = e.read_line();
        if l == "\n" {
            break;
        }
        answer.push_str(&l);
    }
    let last = answer.lines().last().unwrap_or("").to_string();
    if let Some(m) = last.strip_prefix("play ") {
        return m.trim().to_ascii_uppercase();
    }
    if command.starts_with("megane-search_gfx") {
        let (_, chose) = answer.rsplit_once("chose ").expect(&answer);
        return chose.trim().to_ascii_uppercase();
    }
    answer.trim_start_matches("= ").trim().to_ascii_uppercase()
}

#[test]
fn every_move_generator_answers_the_same_move() {
    let genmove = first_move("genmove b");
    assert_ne!(genmove, "PASS");
    for cmd in [
        "reg_genmove b",
        "kgs-genmove_cleanup b",
        "lz-genmove_analyze b",
        "kata-genmove_analyze b 50",
        "megane-search_gfx b",
    ] {
        assert_eq!(first_move(cmd), genmove, "{cmd}");
    }
}

#[test]
fn interrupt_stops_genmove() {
    let mut e = Engine::start_with(&["--time-per-move", "8"]);
    e.ok("boardsize 9");
    e.ok("gogui-interrupt");
    for cmd in ["genmove b", "reg_genmove w", "megane-search_gfx w"] {
        let start = Instant::now();
        e.send_raw(format!("{cmd}\n").as_bytes());
        std::thread::sleep(Duration::from_millis(300));
        e.send_raw(b"# interrupt\n");
        let a = e.read_answer();
        let took = start.elapsed();
        assert!(a.starts_with("= "), "{cmd}: {a:?}");
        assert!(took < Duration::from_secs(3), "{cmd} took {took:?}");
    }
    // The interrupted genmove played its move.
    assert_eq!(e.ok("move_history").lines().count(), 1);
}

#[test]
fn pondering_gives_way_to_the_next_command() {
    let mut e = Engine::start_with(&["--ponder", "--playouts", "300"]);
    e.ok("boardsize 9");
    for round in 0..3 {
        let mine = mv(&mut e, "genmove b");
        // The engine now searches White's turn until a line arrives.
        std::thread::sleep(Duration::from_millis(300));
        let start = Instant::now();
        let top = e.ok("top_moves");
        let took = start.elapsed();
        assert!(took < Duration::from_secs(5), "round {round}: {took:?}");
        // top_moves still tells what the move request searched.
        let first = top
            .split_whitespace()
            .next()
            .unwrap_or("")
            .to_ascii_uppercase();
        assert_eq!(first, mine, "round {round}: {top}");
        let reply = mv(&mut e, "genmove w");
        assert_ne!(reply, mine);
        std::thread::sleep(Duration::from_millis(100));
        e.ok("undo");
        assert!(!e.ok("move_history").to_ascii_uppercase().contains(&reply));
        e.ok(&format!("play w {reply}"));
    }
    // A board-size change while it ponders forgets the game and the tree.
    e.ok("genmove b");
    e.ok("boardsize 13");
    let first = mv(&mut e, "genmove b");
    assert!(first.len() >= 2 && first != "PASS", "{first}");
    assert_eq!(e.ok("move_history").lines().count(), 1);
    // quit is answered at once, pondering or not.
    e.ok("genmove w");
    e.ok("quit");
    let (_, status) = e.finish();
    assert!(status.success());
}

#[test]
fn final_score_of_an_unfinished_board_grows_with_the_stones() {
    let mut e = Engine::start();
    e.ok("komi 6.5");
    let empty = black_lead(&e.ok("final_score"));
    assert_eq!(empty, -6.5);
    let mut last = empty;
    for v in ["Q16", "D4", "Q4", "D16"] {
        e.ok(&format!("play b {v}"));
        let lead = black_lead(&e.ok("final_score"));
        // Never a whole open board for black, never less than before.
        assert!(lead < 100.0, "after {v}: {lead}");
        assert!(lead >= last, "after {v}: {lead} < {last}");
        last = lead;
    }
    // A finished 5x5: black's wall on the middle column, white's beside.
    e.ok("boardsize 5");
    e.ok("komi 0.5");
    for v in ["C1", "C2", "C3", "C4", "C5"] {
        e.ok(&format!("play b {v}"));
        e.ok(&format!("play w {}", v.replace('C', "D")));
    }
    // Black 10 points, white 5, komi 0.5.
    assert_eq!(e.ok("final_score"), "B+4.5");
}
