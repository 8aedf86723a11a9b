//! Worm facts on small hand-made positions, each worked out by hand from
//! the definitions in dragon.texi (and the same as GNU Go 3.8 prints).

use super::*;
use crate::board::testing::{at, setup};

fn worms(rows: &[&str]) -> (Board, Worms) {
    let b = setup(rows);
    let w = Worms::compute(&b, &mut Reader::default());
    (b, w)
}

fn worm<'a>(b: &Board, w: &'a Worms, v: &str) -> &'a Worm {
    w.get(at(b, v)).expect("a stone")
}

fn gtp(vs: &[Vertex]) -> Vec<String> {
    vs.iter().map(|v| v.to_gtp()).collect()
}

#[test]
fn worms_are_named_by_their_first_stone_in_scan_order() {
    let (b, w) = worms(&["....", ".X..", ".XX.", "..O."]);
    let x = worm(&b, &w, "C2");
    assert_eq!(x.origin, at(&b, "B3"));
    assert_eq!(gtp(&x.stones), ["B3", "B2", "C2"]);
    assert_eq!((x.size(), x.liberties), (3, 6));
    // Worms come in scan order of their origins; empty points have none.
    let origins: Vec<_> = w.iter().map(|w| w.origin.to_gtp()).collect();
    assert_eq!(origins, ["B3", "C1"]);
    assert!(w.get(at(&b, "A1")).is_none());
    let strings: Vec<_> = strings(&b).into_iter().map(|(_, s)| gtp(&s)).collect();
    assert_eq!(strings, [vec!["B3", "B2", "C2"], vec!["C1"]]);
}

#[test]
fn effective_size_shares_equidistant_points_and_halves_empty_ones() {
    // A3 and B3 go to X, B1 and C2 to O; C3, B2 and A1 are two steps
    // from both and split: 1 + 2 * 0.5 + 3 * 0.25 each.
    let (b, w) = worms(&["X..", "...", "..O"]);
    assert_eq!(worm(&b, &w, "A3").effective_size, 2.75);
    assert_eq!(worm(&b, &w, "C1").effective_size, 2.75);
}

#[test]
fn effective_size_stops_four_steps_away() {
    // The 40 empty points within four steps of the centre count half.
    let mut rows = vec!["........."; 9];
    rows[4] = "....X....";
    let (b, w) = worms(&rows);
    assert_eq!(worm(&b, &w, "E5").effective_size, 21.0);
}

#[test]
fn higher_order_liberties_follow_the_documented_example() {
    // dragon.texi's diagram: the O pair has 3, 3, 2 and 4 liberties of
    // orders one to four; the X stones block the paths they touch.
    let rows = [".XX...", "XO....", "XO....", "......", ".X.X..", "......"];
    let (b, w) = worms(&rows);
    let o = worm(&b, &w, "B5");
    assert_eq!(
        [o.liberties, o.liberties2, o.liberties3, o.liberties4],
        [3, 3, 2, 4]
    );
}

#[test]
fn a_liberty_pinched_between_enemy_stones_is_a_wall() {
    // B3 lies between X stones: nothing beyond it (A3) is ever reached.
    let rows = [".....", ".X...", "..O..", ".X...", "....."];
    let (b, w) = worms(&rows);
    let o = worm(&b, &w, "C3");
    assert_eq!(
        [o.liberties, o.liberties2, o.liberties3, o.liberties4],
        [4, 5, 4, 2]
    );
}

#[test]
fn ko_points_are_the_stone_and_the_point_of_a_ko_capture() {
    // Black taking white C3 at D3 would be a ko capture: both the stone
    // and the point are ko points; stones with room to breathe are not.
    let rows = [".....", "..XO.", ".XO.O", "..XO.", "....."];
    let b = setup(&rows);
    assert!(is_ko_point(&b, at(&b, "C3")));
    assert!(is_ko_point(&b, at(&b, "D3")));
    assert!(!is_ko_point(&b, at(&b, "B3")));
    assert!(!is_ko_point(&b, at(&b, "D4")));
}

#[test]
fn genus_counts_the_enclosed_pieces() {
    let (b, w) = worms(&[".....", ".XXX.", ".X.X.", ".XXX.", "....."]);
    assert_eq!(worm(&b, &w, "B4").genus, 1);
    let (b, w) = worms(&["X.X..", "XXX..", ".....", ".....", "....."]);
    assert_eq!(worm(&b, &w, "A5").genus, 1);
    let (b, w) = worms(&["..X", ".X.", "X.."]);
    assert_eq!(worm(&b, &w, "B2").genus, 0);
}

#[test]
fn cutting_stones_separate_enemy_worms() {
    // Crossed cut: no liberty shared between the two enemy stones.
    let (b, w) = worms(&["....", ".XO.", ".OX.", "...."]);
    assert_eq!(worm(&b, &w, "B3").cutstone, 2);
    assert_eq!(worm(&b, &w, "C3").cutstone, 2);
    // The enemy stones share C2: only a potential cut.
    let (b, w) = worms(&["....", ".XO.", ".O..", "...."]);
    assert_eq!(worm(&b, &w, "B3").cutstone, 1);
    assert_eq!(worm(&b, &w, "C3").cutstone, 0);
}

#[test]
fn an_enemy_stone_in_atari_is_lunch() {
    let (b, w) = worms(&[".....", ".XXX.", ".XOX.", ".....", "....."]);
    assert_eq!(worm(&b, &w, "B4").lunch, Some(at(&b, "C3")));
    let o = worm(&b, &w, "C3");
    assert_eq!(o.attack, (Code::Win, Some(at(&b, "C2"))));
    assert_eq!(o.lunch, None);
}

#[test]
fn a_safe_worm_has_no_attack_and_no_defence() {
    let (b, w) = worms(&[".....", ".....", "..X..", ".....", "....."]);
    let x = worm(&b, &w, "C3");
    assert_eq!(x.attack, (Code::Fail, None));
    assert_eq!(x.defense, (Code::Fail, None));
}

#[test]
fn a_stone_inside_an_invincible_group_is_dead_and_inessential() {
    let rows = [".XXX.", "XX.XX", "X.O.X", "XX.XX", ".XXX."];
    let (b, w) = worms(&rows);
    let x = worm(&b, &w, "B5");
    assert!(x.invincible);
    assert_eq!(x.unconditional_status, Status::Alive);
    assert_eq!(x.genus, 4);
    let o = worm(&b, &w, "C3");
    assert_eq!(o.unconditional_status, Status::Dead);
    assert!(o.inessential);
    assert_eq!(o.liberties2, 0);
    assert_eq!(w.status_at(at(&b, "A5")), Status::BlackTerritory);
    assert_eq!(w.status_at(at(&b, "B3")), Status::BlackTerritory);
}

#[test]
fn a_group_with_one_eye_settles_nothing() {
    let rows = [".....", "XXXX.", "X..X.", "XXXX.", "....."];
    let (b, w) = worms(&rows);
    let x = worm(&b, &w, "A4");
    assert!(!x.invincible);
    assert_eq!(x.unconditional_status, Status::Unknown);
    assert_eq!(w.status_at(at(&b, "B3")), Status::Unknown);
}

#[test]
fn an_empty_board_has_no_worms() {
    let (b, w) = worms(&["...", "...", "..."]);
    assert_eq!(w.iter().count(), 0);
    assert_eq!(w.board_size(), 3);
    assert_eq!(w.status_at(at(&b, "B2")), Status::Unknown);
}

#[test]
fn a_pair_inside_an_eye_keeps_the_seki_open() {
    // White lives unconditionally with eyes at A9 and J1. Removing the
    // white pair D6-D5 would leave black one small eye; it is spared, so
    // black's group and the pair stay unknown (as GNU Go says).
    let rows = [
        ".OOOOOOOO",
        "OOXXXOOOO",
        "OXX.XXOOO",
        "OX.O.XOOO",
        "OX.O.XOOO",
        "OXX.XXOOO",
        "OOXXXOOOO",
        "OOOOOOOOO",
        "OOOOOOOO.",
    ];
    let (b, w) = worms(&rows);
    assert!(worm(&b, &w, "B9").invincible);
    assert_eq!(w.status_at(at(&b, "A9")), Status::WhiteTerritory);
    for v in ["C8", "D6", "D7", "C6"] {
        assert_eq!(w.status_at(at(&b, v)), Status::Unknown, "{v}");
    }
    assert!(!worm(&b, &w, "D6").invincible);
}

#[test]
fn the_engine_recomputes_worms_only_for_a_new_position() {
    let mut e = crate::engine::Engine::new(1);
    let c3 = Vertex::from_col_row(2, 2);
    assert!(e.worms().get(c3).is_none());
    e.game.play(Color::Black, Some(c3)).unwrap();
    assert_eq!(e.worms().get(c3).map(|w| w.liberties), Some(4));
    e.game.undo().unwrap();
    assert!(e.worms().get(c3).is_none());
}

#[test]
fn a_strings_origin_from_the_board_is_its_worms() {
    // An L-shaped string whose stones the board links in no scan order,
    // and a lone stone.
    let (b, w) = worms(&[".....", ".X...", ".X...", ".XXX.", "....O"]);
    for v in ["B4", "B3", "B2", "C2", "D2", "E1"] {
        assert_eq!(string_origin(&b, at(&b, v)), worm(&b, &w, v).origin);
    }
    assert_eq!(string_origin(&b, at(&b, "D2")), at(&b, "B4"));
    assert_eq!(
        string_origin(&b, at(&b, "A1")),
        at(&b, "A1"),
        "an empty point"
    );
}
