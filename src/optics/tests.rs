//! Optics on small positions, hand-made or taken from games, each worked
//! out by hand from eyes.texi.

use super::value::too_open;
use super::*;
use crate::board::testing::{at, setup};

fn analyze(rows: &[&str]) -> (Board, Worms, Optics) {
    let b = setup(rows);
    let mut reader = Reader::default();
    let w = Worms::compute(&b, &mut reader);
    let o = Optics::compute(&b, &w, &mut reader, &mut Oracle::new());
    (b, w, o)
}

/// `eval_eye` at a point with a fresh reader and oracle.
fn eval(b: &Board, w: &Worms, o: &mut Optics, v: &str) -> EyeEval {
    o.eval_eye(
        b,
        w,
        &mut Reader::default(),
        &mut Oracle::new(),
        at(b, v),
        None,
    )
    .expect("an eye space")
}

fn names(vs: &[Vertex]) -> Vec<String> {
    vs.iter().map(|v| v.to_gtp()).collect()
}

#[test]
fn a_straight_three_on_the_edge_is_one_space_worth_one_or_two_eyes() {
    let rows = [
        ".......", ".......", ".......", ".......", "XXXX...", "XXXX...", "...X...",
    ];
    let (b, w, mut o) = analyze(&rows);
    let e = *o.eyes(Color::Black).get(at(&b, "B1"));
    // Scan order runs from the top row, left to right: A1 comes first.
    assert_eq!(e.origin, Some(at(&b, "A1")));
    assert_eq!(
        (e.esize, e.msize, e.neighbors, e.marginal),
        (3, 0, 2, false)
    );
    assert_eq!(e.value.to_string(), "1122");
    // Points of a black space are no part of white's.
    assert!(!o.eyes(Color::White).get(at(&b, "B1")).in_space);
    let eval = eval(&b, &w, &mut o, "C1");
    assert_eq!((eval.value.b, eval.value.c), (1, 2));
    assert_eq!(eval.attack, Some(at(&b, "B1")));
    assert_eq!(eval.defense, Some(at(&b, "B1")));
    // Stones of lively strings are in no space.
    assert!(!o.eyes(Color::Black).get(at(&b, "A2")).in_space);
}

#[test]
fn a_contested_diagonal_on_the_edge_makes_a_half_eye() {
    // C1's diagonals: B2 (black's own eye) 0, D2 (either side may play
    // there safely) 1, and two off the board's edge, 1 each: 3 in all.
    let rows = [
        ".......", ".......", ".......", "....OO.", "XXXXO..", "X.X.O..", "XX.XO..",
    ];
    let (b, w, mut o) = analyze(&rows);
    let h = o.half_eye(at(&b, "C1")).clone();
    assert_eq!((h.value, h.kind), (3.0, Kind::Half));
    assert_eq!(names(&h.attacks), ["D2"]);
    assert_eq!(names(&h.defenses), ["D2"]);
    let proper = o.half_eye(at(&b, "B2"));
    assert_eq!((proper.value, proper.kind), (0.0, Kind::Plain));
    // D2 touches both colours' domains next to a black-only point: a
    // margin of black's space.
    assert!(o.eyes(Color::Black).get(at(&b, "D2")).marginal);
    // The half eye brings its key point into the graph: `.!`, one eye if
    // black plays first, none if white does, decided at D2.
    let eval = eval(&b, &w, &mut o, "C1");
    assert_eq!((eval.value.b, eval.value.c), (0, 1));
    assert_eq!(eval.attack, Some(at(&b, "D2")));
    // The same value from the topological_eye query.
    let t = o.topological_eye(&b, &w, &mut Reader::default(), at(&b, "C1"), Color::Black);
    assert_eq!(t.value, 3.0);
}

#[test]
fn an_uncapturable_stone_on_the_diagonal_makes_a_false_eye_a_margin() {
    let rows = [
        ".......", ".......", ".......", "....OO.", "XXXXO..", "X.XOO..", "XX.XO..",
    ];
    let (b, _, o) = analyze(&rows);
    let h = o.half_eye(at(&b, "C1"));
    assert_eq!((h.value, h.kind), (4.0, Kind::False));
    let e = o.eyes(Color::Black).get(at(&b, "C1"));
    assert!(e.marginal);
    assert_eq!((e.esize, e.msize), (1, 1));
    assert_eq!(e.value.to_string(), "0000");
}

#[test]
fn a_space_open_on_four_margins_gets_the_size_estimate() {
    // White's corner: A1 B1 A2 B2 inside, A3 B3 C2 C1 margins (black
    // reaches past C3 and D2). Read as a local game the square would give
    // white a threat of an eye (0001); with four margins it is no enclosed
    // eye, and the estimate (eight points less twice four margins) is none.
    let rows = [
        ".......", ".......", ".......", "..X....", "..OX...", "...XO..", ".....O.",
    ];
    let (b, w, mut o) = analyze(&rows);
    let e = *o.eyes(Color::White).get(at(&b, "A1"));
    assert_eq!((e.esize, e.msize), (8, 4));
    assert_eq!(e.value.to_string(), "0000");
    let eval = o
        .eval_eye(
            &b,
            &w,
            &mut Reader::default(),
            &mut Oracle::new(),
            at(&b, "A1"),
            Some(Color::White),
        )
        .expect("an eye space");
    assert_eq!(eval.source, None);
    assert!(too_open(5, 4));
}

#[test]
fn a_larger_space_open_on_three_margins_gets_the_size_estimate() {
    // From a GNU Go self-play game: black's corner A9 B9 A8 B8 C8 A7 A6
    // around its stone B7, margins B9, C8 and A6. Seven points on three
    // margins: the estimate (seven less twice three) gives one eye, where
    // a local-game reading gave only a threat of one (0001).
    let rows = [
        ".........",
        "...OXX...",
        ".X..O.X..",
        "..OO.OX..",
        "...XXOX..",
        ".OX...X..",
        "..OO.....",
        ".....O.X.",
        ".........",
    ];
    let (b, w, mut o) = analyze(&rows);
    let e = *o.eyes(Color::Black).get(at(&b, "A9"));
    assert_eq!((e.esize, e.msize), (7, 3));
    assert_eq!(e.value.to_string(), "1111");
    let eval = eval(&b, &w, &mut o, "A8");
    assert_eq!(eval.source, None);
    assert!(too_open(6, 3) && !too_open(5, 3) && !too_open(8, 2));
}

#[test]
fn the_defender_prefers_the_point_the_attacker_needs() {
    // From a GNU Go self-play game (9x9, move 34): black's space down the
    // right edge and along the first line, from the margin J5 to the
    // margin G1, 1122. Of black's points of defence (J5, J2, G1) black
    // takes J2, the point white needs too.
    let rows = [
        ".........",
        ".....XO.O",
        ".....XO..",
        ".XXXX.XOO",
        "XOOOX..X.",
        "X..OXOOX.",
        ".O.OOX.X.",
        "....OXX..",
        ".....O...",
    ];
    let (b, w, mut o) = analyze(&rows);
    let eval = eval(&b, &w, &mut o, "J5");
    assert_eq!((eval.value.b, eval.value.c), (1, 2));
    assert_eq!(eval.attack, Some(at(&b, "J2")));
    assert_eq!(eval.defense, Some(at(&b, "J2")));
}

#[test]
fn a_space_with_margins_is_read_without_the_corner() {
    // From a GNU Go self-play game (9x9, move 30): black's space A9-D9 with
    // the margins D9 and A8 (a false eye: B7 is white). Drawn in the corner
    // the local game gives white's stone on A8 to the outside and the
    // corner point A9 is cut off: 0011. Read as GNU Go's graphs are, with
    // no edge, the shape `!...!` is worth one eye, as on the board, where
    // a white stone on A8 is a self-atari.
    let rows = [
        "....O....",
        ".XXXO....",
        "XOOO..O..",
        ".X.......",
        "..XXX.XO.",
        "..OOXXO..",
        "....XO...",
        "..X.XO...",
        "...XOO...",
    ];
    let (b, w, mut o) = analyze(&rows);
    let e = *o.eyes(Color::Black).get(at(&b, "A9"));
    assert_eq!((e.esize, e.msize), (5, 2));
    let eval = eval(&b, &w, &mut o, "A9");
    assert_eq!((eval.value.b, eval.value.c), (1, 1));
    assert_eq!((eval.attack, eval.defense), (None, None));
}

#[test]
fn the_attacker_takes_the_lower_of_two_equal_margins() {
    // From a GNU Go self-play game (13x13, move 46): black's square K6 L6
    // K5 L5 with the margins K6 and K5 on one side, 0011. Either margin is
    // the vital point, for both sides: the attacker takes the lower one,
    // K5, as GNU Go does, and the defender the point the attacker needs.
    let rows = [
        ".............",
        "...OO........",
        "..OX...OOO...",
        "...X.O..XXOO.",
        ".O.X...X..O..",
        ".....X...XO..",
        ".........XXO.",
        ".XXX.......XO",
        "..OX.......XO",
        "..OX......X.O",
        "..OX....O....",
        "..OOX...XX...",
        "....X........",
    ];
    let (b, w, mut o) = analyze(&rows);
    let e = *o.eyes(Color::Black).get(at(&b, "K6"));
    assert_eq!((e.esize, e.msize), (4, 2));
    let eval = eval(&b, &w, &mut o, "K6");
    assert_eq!((eval.value.b, eval.value.c), (0, 1));
    assert_eq!(eval.attack, Some(at(&b, "K5")));
    assert_eq!(eval.defense, Some(at(&b, "K5")));
}
