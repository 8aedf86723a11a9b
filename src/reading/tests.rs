//! Reading on small hand-made positions, one tactical idea each.

use super::*;
use crate::board::testing::{at, setup};

fn attack(rows: &[&str], s: &str) -> (Code, Option<String>) {
    let mut b = setup(rows);
    let v = at(&b, s);
    let (code, mv) = Reader::default().attack(&mut b, v);
    b.validate().unwrap();
    (code, mv.map(|m| m.to_gtp()))
}

fn defend(rows: &[&str], s: &str) -> (Code, Option<String>) {
    let mut b = setup(rows);
    let v = at(&b, s);
    let (code, mv) = Reader::default().find_defense(&mut b, v);
    b.validate().unwrap();
    (code, mv.map(|m| m.to_gtp()))
}

#[test]
fn a_string_in_atari_is_captured_at_its_liberty() {
    let rows = [".....", ".....", ".XOX.", "..X..", "....."];
    assert_eq!(attack(&rows, "C3"), (Code::Win, Some("C4".into())));
}

#[test]
fn a_lone_stone_in_the_open_cannot_be_captured() {
    let rows = [
        ".......", ".......", ".......", "...O...", ".......", ".......", ".......",
    ];
    assert_eq!(attack(&rows, "D4").0, Code::Fail);
    // Its owner still names a move that keeps it safe.
    assert_eq!(defend(&rows, "D4").0, Code::Win);
}

#[test]
fn a_ladder_works_on_an_empty_board() {
    // White D4 with two liberties: the ladder runs up and to the right to
    // the edge and captures.
    let rows = [
        ".........",
        ".........",
        ".........",
        ".........",
        "...X.....",
        "..XO.....",
        "....X....",
        ".........",
        ".........",
    ];
    assert_eq!(attack(&rows, "D4").0, Code::Win);
    let mut b = setup(&rows);
    let d4 = at(&b, "D4");
    assert_eq!(Reader::default().ladder_attack(&mut b, d4).0, Code::Win);
}

#[test]
fn a_ladder_breaker_saves_the_string() {
    // The same ladder with white stones on both its paths (G7, C2): it
    // fails, and white can escape.
    let rows = [
        ".........",
        ".........",
        "......O..",
        ".........",
        "...X.....",
        "..XO.....",
        "....X....",
        "..O......",
        ".........",
    ];
    let mut b = setup(&rows);
    let d4 = at(&b, "D4");
    assert_eq!(Reader::default().ladder_attack(&mut b, d4).0, Code::Fail);
    let (code, _) = defend(&rows, "D4");
    assert_eq!(code, Code::Win);
}

#[test]
fn a_string_short_of_liberties_inside_a_wall_is_captured() {
    // White A2 B2 C2 B1 has liberties A1 and C1 inside black's wall:
    // either atari captures.
    let rows = [".....", ".....", "XXXX.", "OOOX.", ".O.X."];
    assert_eq!(attack(&rows, "B2").0, Code::Win);
    assert_eq!(defend(&rows, "B2").0, Code::Fail);
}

#[test]
fn a_string_saved_by_capturing_a_neighbour() {
    // White C3 in atari at D3; black C4 next to it is in atari at C5:
    // white captures it, or extends to its friend at D4.
    let rows = [".....", ".OXO.", ".XO..", "..X..", "....."];
    let (code, mv) = defend(&rows, "C3");
    assert_eq!(code, Code::Win);
    assert!(matches!(mv.as_deref(), Some("C5" | "D3")), "{mv:?}");
}

#[test]
fn a_ko_capture_is_a_ko_code() {
    // White B2 in atari at C2, a ko: black takes at C2, and white could
    // retake at B2 after a threat.
    let rows = [".....", ".....", ".XO..", "XO.O.", ".XO.."];
    let (code, mv) = attack(&rows, "B2");
    assert_eq!((code, mv.as_deref()), (Code::KoA, Some("C2")));
}

#[test]
fn codes_invert_and_print_as_gnu_go() {
    assert_eq!(Code::KoA.invert(), Code::KoB);
    assert_eq!(Code::Win.invert(), Code::Fail);
    assert_eq!(
        [Code::Fail, Code::Win, Code::KoA, Code::KoB].map(Code::gtp),
        [0, 1, 2, 3]
    );
    assert_eq!(Code::KoB.internal(), 3);
}

#[test]
fn reading_leaves_the_board_as_it_was() {
    let rows = [
        ".........",
        "...O.....",
        "..OXX....",
        "..OX.O...",
        "...XOO...",
        "..XO.....",
        "...X.....",
        ".........",
        ".........",
    ];
    let mut b = setup(&rows);
    let before = b.hash_with_ko();
    let mut r = Reader::default();
    for v in b.vertices().collect::<Vec<_>>() {
        if !b.is_empty(v) {
            r.attack(&mut b, v);
            r.find_defense(&mut b, v);
        }
    }
    assert_eq!(b.hash_with_ko(), before);
    assert_eq!(b.stack_depth(), 0);
    b.validate().unwrap();
}

#[test]
fn capturing_into_a_snapback_is_no_attack() {
    // White C1 is in atari, but black C2 takes it only to be retaken at
    // C1 with all seven black stones.
    let rows = [".....", "OOOOO", "OXXXO", "OX.XO", "OXOXO"];
    assert_eq!(attack(&rows, "C1").0, Code::Fail);
    // The black string itself is lost: white simply takes C2.
    assert_eq!(attack(&rows, "B2"), (Code::Win, Some("C2".into())));
}

#[test]
fn a_lone_stone_in_atari_is_saved_by_making_its_capture_a_snapback() {
    // White C1 (liberty C2) between black B1-B2 and C3-D3-D2-D1, both with
    // liberties B3 and C2. White B3 leaves them C2 alone: black C2 then
    // takes C1 into a snapback. Extending at C2 is suicide.
    let rows = [".....", "OOOOO", "O.XXO", "OX.XO", "OXOXO"];
    assert_eq!(defend(&rows, "C1"), (Code::Win, Some("B3".into())));
}

#[test]
fn the_attacker_backfills_below_the_root() {
    // reading.texi's example: X (two liberties, D1 and F1) is taken by O
    // first playing B1, since O at D1 would stand in atari with its C1
    // stone. Away from the root, against two liberties, the move is still
    // among the attacker's candidates.
    let rows = [
        "........", "........", "........", "........", "........", ".OOOOOO.", "OOXXXXXO",
        "..O.X.XO",
    ];
    let mut b = setup(&rows);
    let s = at(&b, "E1");
    let mut libs = Vec::new();
    b.liberties_upto(s, 5, &mut libs);
    assert_eq!(libs.len(), 2);
    let b1 = at(&b, "B1");
    for depth in [0, 2, moves::BACKFILL_DEPTH - 1] {
        let wide = depth == 0;
        let moves = moves::attack_moves(&mut b, s, &libs, depth, wide, false, None);
        assert!(moves.contains(&b1), "depth {depth}: {moves:?}");
    }
    assert_eq!(attack(&rows, "E1").0, Code::Win);
}

#[test]
fn a_root_defence_is_refuted_as_widely_as_a_root_attack() {
    // GNU Go's reading35 (reading.tst 164): White D5 looks like a defence
    // of B6 only if Black's answers are read more narrowly than a root
    // attack; C7, capturing the cutting stone's partner, is the defence.
    let rows = [
        ".........",
        ".........",
        ".X..O....",
        ".OX.O....",
        ".OX......",
        ".OOX.....",
        ".XXX.....",
        ".........",
        ".........",
    ];
    assert_eq!(defend(&rows, "B6"), (Code::Win, Some("C7".into())));
    let mut b = setup(&rows);
    let (d5, b6) = (at(&b, "D5"), at(&b, "B6"));
    assert_eq!(Reader::default().does_defend(&mut b, d5, b6), Code::Fail);
}

#[test]
fn the_defender_prepares_a_counter_atari_that_would_be_self_atari() {
    // GNU Go's reading02 after Black H2, White H1: Black E2 (liberties D2,
    // F1) loses a straight race, but B1 makes C1 a safe atari on the
    // White strings at D1 and C2, which share E2's liberty D2.
    let rows = [
        ".........",
        ".........",
        ".......OO",
        "XX.....O.",
        ".X.....OO",
        "XXXXXX.O.",
        ".XOOOXXOO",
        "XXO.XOOX.",
        "...OX..O.",
    ];
    assert_eq!(defend(&rows, "E2"), (Code::Win, Some("B1".into())));
}

#[test]
fn the_defender_ataris_the_stone_that_took_its_liberty() {
    // GNU Go's reading13 (reading.tst 96): White B5 is short of liberties
    // in a race with Black's C-group, which Black E1 lengthened by
    // capturing at D1. White cannot fill D1 again, but F1 ataris E1 so
    // that D1 retakes: a ko, White taking first.
    let rows = [
        ".........",
        ".........",
        "...XXX...",
        "XXXX.X...",
        "XOOOOX...",
        "XOXXXOOO.",
        ".OX.XO.OO",
        "OOXXOOO.O",
        ".OX.X.OO.",
    ];
    assert_eq!(defend(&rows, "B5"), (Code::KoA, Some("F1".into())));
}

#[test]
fn the_defender_keeps_three_liberties_by_a_second_order_liberty() {
    // GNU Go's reading.tst 169: Black F12 saves itself at F13. White's
    // best try, D13, is answered by H13, next to a liberty (G13) of the
    // three-liberty string, a move the defender must find below the root.
    let rows = [
        "....O........",
        ".OOXOX.OXX.X.",
        ".XXOOX.OXOX..",
        "..OXXOO..OXX.",
        "..OX.XXOO.OXO",
        "..OXX.XO..OO.",
        ".OOX.X.OOOXX.",
        "...OOX.OXXOX.",
        "..O....X..OX.",
        "..OX.X.X.XXO.",
        ".O.XO......X.",
        "..OOXX.......",
        ".............",
    ];
    assert_eq!(defend(&rows, "F12"), (Code::Win, Some("F13".into())));
}

#[test]
fn the_defender_extends_a_partner_at_any_of_its_liberties_at_the_root() {
    // GNU Go's reading15 (reading.tst 113): White H5 shares its liberties
    // H4 and J3 with the string G4-G3-H3, which has four. Its fourth, H2,
    // joins H1-J1 and ataris J2: the defence.
    let rows = [
        "XOO.X.OO.",
        "XO.O.O.OX",
        "XXOOXOOXX",
        "XXXOXOXXX",
        "OOXXXXXOO",
        "O.OX.XO.O",
        ".OOX.XOO.",
        "X..X.X..X",
        ".OXX.XXOO",
    ];
    assert_eq!(defend(&rows, "H5"), (Code::Win, Some("H2".into())));
}

#[test]
fn the_attacker_approaches_a_partner_liberty_it_cannot_fill() {
    // GNU Go's reading19 (reading.tst 123): White K18 (liberties J18, L18)
    // is tied through J18 to H18 and J19, whose other liberty H19 Black
    // cannot fill at once (it would stand in atari). G19 first does it.
    let rows = [
        "..O.....OXX.XXO....",
        "XO.OOXXO.O.XXOOOX..",
        "XOOXOOXXOOXXOO.X...",
        "XXXXXO..XXOO..XX...",
        ".XOOOO.X..X.O..OX..",
        "XXOX.....X.O.X.O.X.",
        "XXOX......XO.XXXXO.",
        "XOO.O..X..XOXXOX.O.",
        "OOO..X...X.XOOOOOO.",
        ".O....X....XO..OXXX",
        "..O.O...O.OXOX.OOOX",
        "......O..OX.X.XOXX.",
        ".........O.X.X.X...",
        "...............XXX.",
        ".........O..O.X.XO.",
        "..O.O........X.XO.O",
        ".........OOOX.OXOOX",
        ".......O.OXXX.OOO..",
        "........OXX........",
    ];
    assert_eq!(attack(&rows, "K18"), (Code::Win, Some("G19".into())));
}

#[test]
fn a_crawl_along_the_edge_is_read_to_its_end() {
    // Black B1-E1 crawls along the first line under White's wall; its other
    // liberties (A1, C2) are dead ends. Each block on the second line (F2,
    // G2, ...) leaves it three liberties, so the crawl runs past the depth
    // where three liberties count as safe, until White N1 ends it.
    let mut rows = vec!["..................."; 16];
    rows.extend([
        ".OOO...............",
        "OO.OO..............",
        ".XXXX........O.....",
    ]);
    assert_eq!(attack(&rows, "B1").0, Code::Win);
    // Blocking is what does it.
    let mut b = setup(&rows);
    let (f2, b1) = (at(&b, "F2"), at(&b, "B1"));
    assert_eq!(Reader::default().does_attack(&mut b, f2, b1), Code::Win);
    // Without White N1 and with a Black stone ahead on the second line
    // (K2), the crawl reaches it and lives: read to its end, not cut off
    // as dead.
    rows[17] = "OO.OO....X.........";
    rows[18] = ".XXXX..............";
    assert_eq!(attack(&rows, "B1").0, Code::Fail);
}

#[test]
fn the_attacker_ranks_a_rescuing_capture_among_its_first_moves() {
    // White C4-D4 has two liberties (B4, C3). Black D3 next to it is in
    // atari (C3) from White E3, itself in atari (E2). Deep nodes try only
    // their first three moves: after the two ataris, the capture at E2
    // that takes White's threat away, ahead of the quiet approaches.
    let rows = [
        ".......", ".......", "..XX...", "..OOX..", "...XOX.", "...O...", ".......",
    ];
    let mut b = setup(&rows);
    let c4 = at(&b, "C4");
    let mut libs = Vec::new();
    b.liberties_upto(c4, 5, &mut libs);
    let moves = moves::attack_moves(&mut b, c4, &libs, 12, false, false, None);
    let first: Vec<String> = moves.iter().take(3).map(|m| m.to_gtp()).collect();
    assert!(first.contains(&"E2".to_string()), "{first:?}");
}

#[test]
fn a_long_ladder_is_read_across_the_board() {
    // White D4 in atari from D3 runs up and to the right across the whole
    // empty 19x19 board: some thirty moves, most of them past the depth
    // where nodes try only their best two moves. The ladder captures; a
    // White stone on its path (P15) breaks it.
    let mut rows = vec!["..................."; 19];
    rows[14] = "...X...............";
    rows[15] = "..XO...............";
    rows[16] = "....X..............";
    let ladder = |rows: &[&str]| {
        let mut b = setup(rows);
        let (d3, d4) = (at(&b, "D3"), at(&b, "D4"));
        Reader::default().does_attack(&mut b, d3, d4)
    };
    assert_eq!(ladder(&rows), Code::Win);
    rows[4] = "..............O....";
    assert_eq!(ladder(&rows), Code::Fail);
}

/// The corner of a "sending two, returning one" cycle, Black to move:
/// Black A6 puts White in atari, White A4 takes A5 and A6, Black A5 takes
/// A4 back, and the stones stand as they started.
const CYCLE: [&str; 7] = [
    "O.OXX..", ".OOOX..", "XOOX...", ".XOX...", "XXOX...", "XXXX...", ".......",
];

#[test]
fn a_capture_that_brings_back_a_position_of_the_line_is_a_ko_capture() {
    let mut b = setup(&CYCLE);
    let start = b.hash_with_ko();
    let mut r = Reader::default();
    r.start(&b, false);
    let (a6, a4, a5) = (at(&b, "A6"), at(&b, "A4"), at(&b, "A5"));
    assert_eq!(r.try_play(&mut b, Color::Black, a6, 0), Some(false));
    assert_eq!(r.try_play(&mut b, Color::White, a4, 1), Some(false));
    assert_eq!(b.captures(Color::White), 2);
    // The recapture is legal by the simple ko rule; it is read as a ko
    // capture, and makes Black komaster.
    assert_eq!(r.try_play(&mut b, Color::Black, a5, 2), Some(true));
    assert_eq!(b.hash_with_ko(), start);
    assert_eq!(r.komaster, Komaster::Master(Color::Black));
    // Round the cycle again, nobody may repeat it: White's capture brings
    // back the position after its first one.
    assert_eq!(r.try_play(&mut b, Color::Black, a6, 3), Some(false));
    assert_eq!(r.try_play(&mut b, Color::White, a4, 4), None);
    for _ in 0..4 {
        r.undo(&mut b);
    }
    assert_eq!(r.komaster, Komaster::Free);
    assert_eq!(b.hash_with_ko(), start);
    b.validate().unwrap();
}

/// A simple ko in the middle: Black D3 takes C3, White C3 would take D3
/// back.
const KO: [&str; 7] = [
    ".......", ".......", ".......", "..XO...", ".XO.O..", "..XO...", ".......",
];

#[test]
fn the_board_tells_a_ko_capture_and_the_stone_it_takes() {
    let b = setup(&KO);
    let (d3, c3) = (at(&b, "D3"), at(&b, "C3"));
    assert_eq!(b.ko_capture(Color::Black, d3), Some(c3));
    // White at D3 is no capture; C3 is occupied.
    assert_eq!(b.ko_capture(Color::White, d3), None);
    assert_eq!(b.ko_capture(Color::Black, c3), None);
}

#[test]
fn the_komaster_s_opponent_may_not_retake_its_ko_until_it_is_resolved() {
    let mut b = setup(&KO);
    let mut r = Reader::default();
    r.start(&b, false);
    let [d3, c3, a7, g7, g1] = ["D3", "C3", "A7", "G7", "G1"].map(|v| at(&b, v));
    assert_eq!(r.try_play(&mut b, Color::Black, d3, 0), Some(false));
    assert_eq!(r.komaster, Komaster::Free);
    // The retake is banned: White takes it conditionally and becomes
    // komaster of the ko where Black's stone stood.
    assert_eq!(r.try_play(&mut b, Color::White, c3, 1), Some(true));
    assert_eq!(
        (r.komaster, r.kom_pos),
        (Komaster::Master(Color::White), Some(d3))
    );
    // Two moves later Black's recapture would be legal, but the komaster
    // scheme forbids it.
    assert_eq!(r.try_play(&mut b, Color::Black, a7, 2), Some(false));
    assert_eq!(r.try_play(&mut b, Color::White, g7, 3), Some(false));
    assert!(b.is_legal(Color::Black, d3));
    assert_eq!(r.try_play(&mut b, Color::Black, d3, 4), None);
    // Once White fills the ko, it is over and nobody is komaster.
    assert_eq!(r.try_play(&mut b, Color::Black, g1, 4), Some(false));
    assert_eq!(r.try_play(&mut b, Color::White, d3, 5), Some(false));
    assert_eq!(r.komaster, Komaster::Free);
    for _ in 0..6 {
        r.undo(&mut b);
    }
    assert_eq!((r.komaster, r.kom_pos), (Komaster::Free, None));
    b.validate().unwrap();
}

#[test]
fn an_answer_cut_short_serves_only_callers_content_with_it() {
    let b = setup(&KO);
    let mut r = Reader::default();
    r.start(&b, false);
    let key = r.key(&b, at(&b, "C3"), Question::Attack);
    // A search that stopped at the first ko it found: the value may be
    // better than KoB.
    r.store(key, 3, (Code::KoB, None), Code::KoB);
    assert_eq!(r.cached(&key, 3, Code::KoB), Some((Code::KoB, None)));
    assert_eq!(r.cached(&key, 3, Code::Win), None);
    // A search that ran to the end is exact, whatever the caller wants.
    r.store(key, 3, (Code::KoB, None), Code::Win);
    assert_eq!(r.cached(&key, 3, Code::Win), Some((Code::KoB, None)));
    // Read deeper than stored, never shallower.
    assert_eq!(r.cached(&key, 2, Code::Win), None);
}

#[test]
fn a_seki_holds_against_a_threat_away_from_the_target() {
    // GNU Go's incident225 (reading.tst 46) after Black H17 and White J19:
    // Black H17-H18 and the white strings at G17 and J18 share their
    // liberties, a seki. White A16 threatens a double atari at C16 on
    // Black's corner and the big string D16 (whose capture would free
    // G17), but Black answers it, and White cannot approach the seki: no
    // attack. (Black needs its one pass in the line to wait; after a
    // second, the attacker's free move is no longer read widely.)
    let rows = [
        "OOOOOOX.OOXXXXOX...",
        "XOXOXO.XOOXXOOOOX..",
        "XXXOXOOXOXXO.O.OXO.",
        "...XXO.OOXOOX.O.O..",
        ".X.XXXOOOXXOOO.OXO.",
        "..XOOXXXXXOXXXXXXX.",
        "...XOXXOOOO.XO..OOO",
        "...XOOOOOX.OOOO.OXX",
        "....XOOXOO.O.XO.OX.",
        "...XXOXXXOOOOXOXXO.",
        ".....XXXXXXXOXOO.O.",
        "...X....XX.XXOOXXOO",
        "....OOXXXOX.XXXOOOX",
        "..X.O.XOOOX.XOXXXXX",
        "....OXXXOXXXOOX.XOX",
        "...XXOXXOXOOO.OXXOX",
        "..XXOOOOOO....OOOOX",
        ".XOOO..........OXOX",
        ".XXXO..........OXXX",
    ];
    assert_eq!(attack(&rows, "H18").0, Code::Fail);
}

/// GNU Go's reading17 (reading.tst 120) after White C7 and Black E4:
/// White's D6 string, next to the three-liberty target E8, has just been
/// shortened to two liberties by E4.
const RACE_AFTER_E4: [&str; 9] = [
    "O.OO.OO..",
    ".OO.X.OOO",
    "OOOXXOO.O",
    "..XOOXXOO",
    "XXX.O.XX.",
    ".X..X..XX",
    ".XX.OOXX.",
    "..X.OXX..",
    "..XXXX...",
];

/// The string at `name` and its liberties (up to five).
fn target_and_libs(b: &mut Board, name: &str) -> (Vertex, Vec<Vertex>) {
    let s = at(b, name);
    let mut libs = Vec::new();
    b.liberties_upto(s, 5, &mut libs);
    (s, libs)
}

fn last(at: Vertex, escaped: bool) -> moves::Last {
    moves::Last { at, escaped }
}

#[test]
fn the_attacker_answers_a_move_that_shortened_its_string_in_a_race() {
    // Below the root White lengthens D6 (D5, F5) or ataris the racer E4
    // (F4, GNU Go's move) among its candidates, as answers to E4 only.
    let mut b = setup(&RACE_AFTER_E4);
    let (s, libs) = target_and_libs(&mut b, "E8");
    assert_eq!(libs.len(), 3);
    let [d5, f5, f4, e4] = ["D5", "F5", "F4", "E4"].map(|v| at(&b, v));
    let answered = moves::attack_moves(&mut b, s, &libs, 2, false, false, Some(last(e4, false)));
    assert!(
        answered.contains(&d5) && answered.contains(&f5) && answered.contains(&f4),
        "{answered:?}"
    );
    let quiet = moves::attack_moves(&mut b, s, &libs, 2, false, false, None);
    assert!(!quiet.contains(&d5) && !quiet.contains(&f5), "{quiet:?}");
}

#[test]
fn attacker_answers_an_escape_next_to_its_short_string() {
    // Then White F4, Black D4: D4 pulled E4 out of atari without touching
    // White's D6 string, whose race against it is on again. White
    // lengthens it (F5, GNU Go's move), as an answer to the escape only.
    let mut b = setup(&RACE_AFTER_E4);
    let [f4, d4, f5] = ["F4", "D4", "F5"].map(|v| at(&b, v));
    assert!(b.trymove(Color::White, f4));
    assert!(moves::saves_from_atari(&b, Color::Black, d4));
    assert!(b.trymove(Color::Black, d4));
    let (s, libs) = target_and_libs(&mut b, "E8");
    assert_eq!(libs.len(), 3);
    assert!(moves::answers_race(&mut b, s, 3, 4, last(d4, true)));
    assert!(!moves::answers_race(&mut b, s, 3, 4, last(d4, false)));
    let answered = moves::attack_moves(&mut b, s, &libs, 4, false, false, Some(last(d4, true)));
    assert!(answered.contains(&f5), "{answered:?}");
    let quiet = moves::attack_moves(&mut b, s, &libs, 4, false, false, None);
    assert!(!quiet.contains(&f5), "{quiet:?}");
}

/// GNU Go's reading.tst 137 (games/reading23.sgf), the black string C2-D2
/// in the corner.
const CORNER_RACE: [&str; 9] = [
    "...X.....",
    "XOO.OXOO.",
    "XX.OOXXOO",
    ".XXXX.XO.",
    "OOO.XXXOO",
    ".O.OX.XO.",
    "OOOOXXOOO",
    "..XXOOX..",
    ".........",
];

#[test]
fn a_corner_string_racing_the_attacker_s_short_string_dies() {
    // White H2 takes G2 into atari; black G1 saves it and races the
    // white E2-F2, whose capture would free C2. Wherever black goes
    // next, white shortens the racing string or the target held to the
    // edge, which dies even with four liberties there.
    let (code, mv) = attack(&CORNER_RACE, "C2");
    assert_eq!(code, Code::Win);
    assert!(matches!(mv.as_deref(), Some("H2" | "G1")), "{mv:?}");
}

#[test]
fn a_string_pulled_out_of_atari_is_answered_against_two_liberties() {
    // After white H2, black D1, white B2, black G1: C2 has two liberties,
    // and G1-G2, just saved, races white E2-F2 (two liberties); white
    // answers at H1.
    let mut b = setup(&CORNER_RACE);
    for (c, m) in [
        (Color::White, "H2"),
        (Color::Black, "D1"),
        (Color::White, "B2"),
    ] {
        let v = at(&b, m);
        assert!(b.trymove(c, v));
    }
    let (g1, h1) = (at(&b, "G1"), at(&b, "H1"));
    assert!(moves::saves_from_atari(&b, Color::Black, g1));
    assert!(b.trymove(Color::Black, g1));
    let (s, libs) = target_and_libs(&mut b, "C2");
    assert_eq!(libs.len(), 2);
    assert!(moves::answers_race(&mut b, s, 2, 3, last(g1, true)));
    // A mere shortening of a two-liberty target's neighbour is answered
    // by its own liberties.
    assert!(!moves::answers_race(&mut b, s, 2, 3, last(g1, false)));
    let answered = moves::attack_moves(&mut b, s, &libs, 3, false, false, Some(last(g1, true)));
    assert!(answered.contains(&h1), "{answered:?}");
}

#[test]
fn four_liberties_on_the_first_line_are_read_a_little_deeper() {
    // After white H2, black G1, white H1, black F1, white E1 (capturing
    // three stones), black B2: C2 has four liberties, all on the first
    // line.
    let mut b = setup(&CORNER_RACE);
    for (c, m) in [
        (Color::White, "H2"),
        (Color::Black, "G1"),
        (Color::White, "H1"),
        (Color::Black, "F1"),
        (Color::White, "E1"),
        (Color::Black, "B2"),
    ] {
        let v = at(&b, m);
        assert!(b.trymove(c, v));
    }
    let (s, libs) = target_and_libs(&mut b, "C2");
    assert_eq!(libs.len(), 4);
    // The rule is idle in the default limits (`edge_four_lib_depth`
    // equals `four_lib_depth` there): read it one move past them.
    let l = Limits {
        edge_four_lib_depth: Limits::DEFAULT.four_lib_depth + 1,
        ..Limits::DEFAULT
    };
    let r = Reader::new(l);
    assert!(r.edge_four(&b, &libs, l.four_lib_depth));
    assert!(!r.edge_four(&b, &libs, l.edge_four_lib_depth));
    // Off the edge, four liberties are safe past four_lib_depth.
    let b3 = at(&b, "B3");
    let mut inner = libs.clone();
    inner[0] = b3;
    assert!(!r.edge_four(&b, &inner, l.four_lib_depth));
    // The whole line: white wins at once there.
    let mut reader = Reader::default();
    assert_eq!(reader.attack(&mut b, s).0, Code::Win);
}

#[test]
fn four_liberties_are_still_attacked_five_moves_deep() {
    // Black M4 cannot be saved: after M3 (W M2, B N2, W L2) the escape
    // at M5 leaves the string four liberties with the attacker to move
    // five moves into the reading, and only an attack there shows that
    // it still dies. Read four-liberty strings one move shallower and
    // M3 looks like a save (a self-play position where GNU Go 3.8 also
    // finds no defence).
    let rows = [
        "...OOX.......",
        "...OX.X......",
        "...OX.....X..",
        "..O.X.X..OXX.",
        "...OX....OXOX",
        "....OX.XXXXO.",
        ".OO.OX.XOOO.O",
        ".OX.OXXOOXO..",
        "OOXO.OOXXXO..",
        "OXXOO...XOOX.",
        "X..XXOOOX.O..",
        ".XX.XOXOX....",
        "...XOO.X.....",
    ];
    assert_eq!(defend(&rows, "M4").0, Code::Fail);
    assert_eq!(attack(&rows, "M4").0, Code::Win);
}

#[test]
fn a_stone_dropped_on_an_eyes_diagonal_is_read_as_a_root_question() {
    // White H12 on the diagonal of Black's edge point G13 has three
    // liberties, but J12 takes it: W H11 B J11 W H10 B H9 leaves White
    // four liberties six moves into the reading, and only a three- and
    // four-liberty attack that deep (with the placed stone read from
    // depth 0, as a question of its own) shows that it still dies. Read
    // it as the reply it is, or shallower, and H12 looks safe, which
    // makes G13 a half eye where GNU Go 3.8 sees a sound one (a 13x13
    // self-play position, move 62).
    let rows = [
        "...OOX.......",
        "...OX.X......",
        "...OX.....X..",
        "..O.X.X..OX..",
        "...O.....OX..",
        ".....X.XXXXO.",
        "..O.O..XOOO..",
        "....OXXOOXO..",
        ".O...OOXXXO..",
        ".XX.O...XO...",
        "...XXOOOX.O..",
        ".X...OXOX....",
        ".......X.....",
    ];
    let mut b = setup(&rows);
    let h12 = at(&b, "H12");
    let mut r = Reader::default();
    assert_eq!(r.safe_move(&mut b, h12, Color::White), Code::Fail);
    // Read as the reply it is (from depth 1, as the owl's shallow reader
    // still reads it), the stone looks safe.
    let mut shallow = Reader::new(Limits {
        safe_move_depth: 1,
        ..Limits::DEFAULT
    });
    assert_ne!(shallow.safe_move(&mut b, h12, Color::White), Code::Fail);
    // So it does read from depth 0 with three and four liberties
    // attacked a move shallower (the limits before, 14 and 6).
    let mut before = Reader::new(Limits {
        three_lib_depth: 14,
        four_lib_depth: 6,
        ..Limits::DEFAULT
    });
    assert_ne!(before.safe_move(&mut b, h12, Color::White), Code::Fail);
}
