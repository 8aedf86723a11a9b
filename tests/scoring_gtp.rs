//! GTP-level tests of the end-of-game commands: `final_score`,
//! `final_status` and `final_status_list`, their formats and errors, and
//! their agreement with each other.

mod common;
use common::{straight_three, Engine};

const GAME: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/regress/games/simple.sgf");

fn is_score(s: &str) -> bool {
    if s == "0" {
        return true;
    }
    let Some(rest) = s.strip_prefix("B+").or_else(|| s.strip_prefix("W+")) else {
        return false;
    };
    let (whole, tenths) = rest.split_once('.').unwrap_or(("", ""));
    !whole.is_empty() && whole.chars().all(|c| c.is_ascii_digit()) && tenths.len() == 1
}

#[test]
fn final_score_is_an_sgf_result_and_counts_komi() {
    let mut e = Engine::start();
    e.ok(&format!("loadsgf {GAME}"));
    e.ok("komi 0");
    let even = e.ok("final_score");
    assert!(is_score(&even), "{even}");
    // Komi moves the result by exactly its amount.
    let margin = |s: &str| -> f64 {
        match s.split_once('+') {
            Some(("B", n)) => n.parse().unwrap(),
            Some(("W", n)) => -n.parse::<f64>().unwrap(),
            _ => 0.0,
        }
    };
    e.ok("komi 7.5");
    let with_komi = e.ok("final_score");
    assert!(is_score(&with_komi), "{with_komi}");
    assert_eq!(margin(&even) - 7.5, margin(&with_komi));
    // An empty board with no komi is a draw.
    e.ok("clear_board");
    e.ok("komi 0");
    assert_eq!(e.ok("final_score"), "0");
}

#[test]
fn status_lists_agree_with_final_status() {
    let mut e = Engine::start();
    e.ok(&format!("loadsgf {GAME}"));
    for status in ["alive", "dead", "seki"] {
        for line in e.ok(&format!("final_status_list {status}")).lines() {
            for v in line.split_whitespace() {
                assert_eq!(e.ok(&format!("final_status {v}")), status, "{v}");
            }
        }
    }
    for status in ["black_territory", "white_territory", "dame"] {
        let list = e.ok(&format!("final_status_list {status}"));
        assert!(list.lines().count() <= 1, "one line: {list}");
        for v in list.split_whitespace() {
            assert_eq!(e.ok(&format!("final_status {v}")), status, "{v}");
        }
    }
}

#[test]
fn bad_arguments_are_refused() {
    let mut e = Engine::start();
    assert_eq!(e.send("final_status_list foo"), "? invalid status\n\n");
    assert_eq!(e.send("final_status_list"), "? invalid status\n\n");
    assert_eq!(e.send("final_status Z99"), "? invalid coordinate\n\n");
    assert_eq!(e.send("final_status"), "? invalid coordinate\n\n");
}

#[test]
fn chinese_rules_count_stones_too() {
    // A finished 5x5: black's wall on column C and a stone at A1 inside
    // its own area, white's wall on column D. Territory: black 9 (A2-A5,
    // B1-B5), white 5 (column E). Area: black 15, white 10.
    for (args, score) in [(&[][..], "B+4.0"), (&["--chinese-rules"][..], "B+5.0")] {
        let mut e = Engine::start_with(args);
        e.ok("boardsize 5");
        e.ok("komi 0");
        for row in 1..=5 {
            e.ok(&format!("play b C{row}"));
            e.ok(&format!("play w D{row}"));
        }
        e.ok("play b A1");
        assert_eq!(e.ok("final_score"), score, "{args:?}");
    }
    // One black stone on an empty board: nothing is settled, so nothing
    // counts but komi (not 80 points of territory).
    let mut e = Engine::start();
    e.ok("boardsize 9");
    e.ok("komi 0");
    e.ok("play b E5");
    assert_eq!(e.ok("final_score"), "0");
    // GNU Go's command line is accepted, other modes are not.
    let mut e = Engine::start_with(&["--mode", "gtp"]);
    assert_eq!(e.ok("name"), "Megane");
}

#[test]
fn reg_genmove_chooses_without_playing() {
    let mut e = Engine::start();
    e.ok("boardsize 9");
    e.ok("play b E5");
    let mv = e.ok("reg_genmove w");
    assert_eq!(e.ok(&format!("is_legal w {mv}")), "1", "{mv}");
    assert_eq!(e.ok("list_stones white"), "");
    assert_eq!(e.ok("move_history"), "black E5");
    assert_eq!(e.send("reg_genmove purple"), "? invalid color\n\n");
}

#[test]
fn cleanup_takes_dead_stones_before_passing() {
    // A lone white stone inside black's finished area: the cleanup move
    // generator keeps playing (it does not pass while the stone can be
    // taken), and it plays legal moves.
    let mut e = Engine::start();
    e.ok("boardsize 5");
    for mv in ["b C1", "b C2", "b C3", "b C4", "b C5", "w A3"] {
        e.ok(&format!("play {mv}"));
    }
    for _ in 0..20 {
        if e.ok("list_stones white").is_empty() {
            break;
        }
        let mv = e.ok("kgs-genmove_cleanup b");
        assert_ne!(
            mv.to_lowercase(),
            "pass",
            "passed with a dead stone on the board"
        );
        e.ok("play w pass");
    }
    assert_eq!(e.ok("list_stones white"), "", "the dead stone was taken");
}

#[test]
fn the_last_liberty_of_a_living_string_is_dame() {
    // A finished 9x9 game of Megane (White) against GNU Go 3.8. White's
    // J8 stone has one liberty, J9, among White's stones: Black could take
    // it there (a ko), so J9 is no one's territory, and the score is
    // Black's by half a point, as GNU Go counts it too. (J8 itself is not
    // dead: taking it starts a ko that White may win.)
    let mut e = Engine::start();
    let game = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/regress/games/score_last_liberty.sgf"
    );
    e.ok(&format!("loadsgf {game}"));
    let dame = e.ok("final_status_list dame");
    assert!(dame.split_whitespace().any(|v| v == "J9"), "{dame}");
    assert_eq!(e.ok("final_status J8"), "alive");
    assert!(!e.ok("final_status_list white_territory").contains("J9"));
    assert_eq!(e.ok("final_score"), "B+0.5");
}

#[test]
fn a_group_the_side_to_move_kills_at_once_is_dead_at_the_end() {
    // Black's corner group in [`straight_three`] lives or dies at B1.
    // With white to move when the game ends, play would go on with B1: the
    // group is dead, as GNU Go 3.8 counts it too; with black to move the
    // playouts decide it, and they keep it alive.
    let mut e = Engine::start();
    straight_three(&mut e);
    e.ok("gogui-setup_player w");
    assert!(e.ok("dragon_status A3").starts_with("critical"));
    assert_eq!(e.ok("final_status A3"), "dead");
    assert_eq!(e.ok("final_status D1"), "dead");
    assert_eq!(e.ok("final_status E1"), "alive");
    e.ok("gogui-setup_player b");
    assert_eq!(e.ok("final_status A3"), "alive");
}

#[test]
fn a_critical_group_without_a_save_that_stands_is_dead_at_the_end() {
    // The end of a GNU Go 3.8 self-play game, white to move. The reader's
    // search saves white's group on the left (A8 to D7) at B6, but black's
    // C5 kills it after B6, and no other white move saves it: the group
    // is dead, as GNU Go counts it (B+46.5).
    let mut e = Engine::start();
    e.ok(&format!(
        "loadsgf {}/regress/games/no_save.sgf",
        env!("CARGO_MANIFEST_DIR")
    ));
    assert_eq!(e.ok("final_status B8"), "dead");
    assert_eq!(e.ok("final_status D7"), "dead");
    assert_eq!(e.ok("final_status B9"), "alive");
    let score = e.ok("final_score");
    assert!(score.starts_with("B+"), "{score}");
}
