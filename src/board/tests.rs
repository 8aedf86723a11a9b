//! Board unit tests: rules, and the incremental state against a
//! from-scratch recomputation after random play and rewinds.

use super::*;

use super::testing::{at, setup};

use Color::{Black, White};

#[test]
fn strings_share_liberties() {
    let b = setup(&[".....", ".....", "..O..", ".XOX.", "..X.."]);
    // C3 and C2 form one string whose liberties are B3, D3 and C4.
    assert_eq!(b.string_head(at(&b, "C3")), b.string_head(at(&b, "C2")));
    assert_eq!(b.liberty_count(at(&b, "C2")), 3);
    assert_eq!(b.string_size(at(&b, "C3")), 2);
    let mut b = b;
    let libs = b.liberties(at(&b, "C2"));
    let expect: Vec<Vertex> = ["B3", "D3", "C4"]
        .iter()
        .map(|s| at(&b, s))
        .collect::<Vec<_>>();
    let mut expect = expect;
    expect.sort();
    assert_eq!(libs, expect);
}

#[test]
fn capture_removes_string_and_counts() {
    let mut b = setup(&[".....", ".XX..", "XOO..", ".XX..", "....."]);
    assert_eq!(b.liberty_count(at(&b, "B3")), 1);
    b.play(Black, Some(at(&b, "D3"))).unwrap();
    assert!(b.is_empty(at(&b, "B3")) && b.is_empty(at(&b, "C3")));
    assert_eq!(b.captures(Black), 2);
    assert_eq!(b.captures(White), 0);
    assert_eq!(b.liberty_count(at(&b, "D3")), 4);
    // The capturing stones gained the freed points as liberties.
    assert_eq!(b.liberty_count(at(&b, "B4")), 6); // A4 B5 C5 D4 B3 C3
    b.validate().unwrap();
}

#[test]
fn one_move_captures_two_strings() {
    let mut b = setup(&["XO.OX", ".XOX.", "..X..", ".....", "....."]);
    // B5, D5 and C4 are three white strings whose last liberty is C5.
    b.play(Black, Some(at(&b, "C5"))).unwrap();
    for s in ["B5", "D5", "C4"] {
        assert!(b.is_empty(at(&b, s)), "{s} should be captured");
    }
    assert_eq!(b.captures(Black), 3);
    assert_eq!(b.liberty_count(at(&b, "C5")), 3);
    b.validate().unwrap();
}

#[test]
fn suicide_is_refused_but_capture_is_not_suicide() {
    let mut b = setup(&[".X...", "X....", ".....", ".....", "....."]);
    assert_eq!(b.play(White, Some(at(&b, "A5"))), Err(IllegalMove::Suicide));
    b.validate().unwrap();
    // Multi-stone suicide.
    let mut b = setup(&["O.X..", "XX...", ".....", ".....", "....."]);
    assert_eq!(b.play(White, Some(at(&b, "B5"))), Err(IllegalMove::Suicide));
    // Filling the last liberty of an enemy string in atari is legal.
    let mut b = setup(&["OX...", "X....", ".....", ".....", "....."]);
    assert_eq!(
        b.play(Black, Some(at(&b, "A5"))),
        Err(IllegalMove::Occupied)
    );
    let mut b = setup(&[".XO..", "XO...", "O....", ".....", "....."]);
    b.play(White, Some(at(&b, "A5"))).unwrap();
    assert_eq!(b.captures(White), 2);
    b.validate().unwrap();
}

#[test]
fn simple_ko_ban_and_release() {
    let mut b = setup(&[".....", ".XO..", "X.XO.", ".XO..", "....."]);
    let (b3, c3) = (at(&b, "B3"), at(&b, "C3"));
    b.play(White, Some(b3)).unwrap();
    assert!(b.is_empty(c3));
    assert_eq!(b.ko_point(), Some((c3, Black)));
    assert_eq!(b.play(Black, Some(c3)), Err(IllegalMove::Ko));
    // The ban is on black only; and a move elsewhere lifts it.
    b.play(Black, Some(at(&b, "E5"))).unwrap();
    b.play(White, Some(at(&b, "E1"))).unwrap();
    b.play(Black, Some(c3)).unwrap();
    assert!(b.is_empty(b3));
    b.validate().unwrap();
}

#[test]
fn pass_lifts_ko() {
    let mut b = setup(&[".....", ".XO..", "X.XO.", ".XO..", "....."]);
    b.play(White, Some(at(&b, "B3"))).unwrap();
    b.play(Black, None).unwrap();
    assert_eq!(b.ko_point(), None);
}

#[test]
fn capturing_two_stones_is_not_ko() {
    // One white stone captures three single black stones at once: a
    // single stone left in atari, but no ko because more than one fell.
    let mut b = setup(&["...O.", "..OXO", ".OX.O", "..OXO", "...O."]);
    b.play(White, Some(at(&b, "D3"))).unwrap();
    assert_eq!(b.captures(White), 3);
    assert_eq!(b.ko_point(), None);
    b.validate().unwrap();
}

#[test]
fn hash_depends_only_on_stones() {
    let mut a = Board::new(9);
    let mut b = Board::new(9);
    let v1 = a.vertex(2, 2).unwrap();
    let v2 = a.vertex(6, 6).unwrap();
    a.play(Black, Some(v1)).unwrap();
    a.play(White, Some(v2)).unwrap();
    b.play(White, Some(v2)).unwrap();
    b.play(Black, Some(v1)).unwrap();
    assert_eq!(a.hash(), b.hash());
    assert_ne!(a.hash(), Board::new(9).hash());
}

#[test]
fn trymove_popgo_restores_exactly() {
    let mut b = setup(&[".....", ".XX..", "XOO..", ".XX..", "....."]);
    let before = format!("{b:?}");
    let hash = b.hash();
    assert!(b.trymove(Black, at(&b, "D3")));
    assert_eq!(b.captures(Black), 2);
    assert!(b.trymove(White, at(&b, "C3")));
    b.popgo();
    b.popgo();
    assert_eq!(format!("{b:?}"), before);
    assert_eq!(b.hash(), hash);
    assert_eq!(b.captures(Black), 0);
    b.validate().unwrap();
    assert!(!b.trymove(White, at(&b, "B2")) || b.stack_depth() == 1);
}

/// Plays random legal moves, interleaving trymove/popgo excursions, and
/// after every step checks the incremental state against a recomputation
/// and the rewinds against the saved positions.
#[test]
fn random_sequences_keep_state_exact() {
    let mut seed = 12345u64;
    for &(size, games) in &[
        (1usize, 4),
        (2, 8),
        (3, 8),
        (5, 6),
        (7, 4),
        (9, 3),
        (13, 1),
        (19, 1),
        (25, 1),
    ] {
        for _game in 0..games {
            let mut b = Board::new(size);
            let mut color = Black;
            for _ in 0..(size * size * 2).min(400) {
                let r = splitmix64(&mut seed);
                let moves: Vec<Vertex> = b.vertices().filter(|&v| b.is_legal(color, v)).collect();
                if moves.is_empty() {
                    b.play(color, None).unwrap();
                    color = color.opponent();
                    continue;
                }
                // Excursion: a few trymoves, then popgo back to here.
                if r.is_multiple_of(3) {
                    let snapshot = (
                        format!("{b:?}"),
                        b.hash(),
                        b.ko_point(),
                        b.captures(Black),
                        b.captures(White),
                    );
                    let mut depth = 0;
                    let mut c = color;
                    for k in 0..(r % 7) {
                        let legal: Vec<Vertex> =
                            b.vertices().filter(|&v| b.is_legal(c, v)).collect();
                        if legal.is_empty() {
                            break;
                        }
                        let v = legal[(splitmix64(&mut seed) as usize + k as usize) % legal.len()];
                        assert!(b.trymove(c, v));
                        b.validate().unwrap();
                        depth += 1;
                        c = c.opponent();
                    }
                    for _ in 0..depth {
                        b.popgo();
                    }
                    b.validate().unwrap();
                    let now = (
                        format!("{b:?}"),
                        b.hash(),
                        b.ko_point(),
                        b.captures(Black),
                        b.captures(White),
                    );
                    assert_eq!(now, snapshot);
                }
                let v = moves[(r >> 8) as usize % moves.len()];
                b.play(color, Some(v)).unwrap();
                b.validate().unwrap();
                color = color.opponent();
            }
        }
    }
}

/// `preview` against playing the move: on random positions, every point,
/// both colors, every string as the target.
#[test]
fn preview_agrees_with_trymove() {
    let mut seed = 777u64;
    for &(size, games) in &[(2usize, 6), (3, 6), (5, 6), (7, 4), (9, 4), (13, 2)] {
        for _game in 0..games {
            let mut b = Board::new(size);
            let mut color = Black;
            for step in 0..(size * size * 2).min(200) {
                let moves: Vec<Vertex> = b.vertices().filter(|&v| b.is_legal(color, v)).collect();
                if moves.is_empty() {
                    b.play(color, None).unwrap();
                    color = color.opponent();
                    continue;
                }
                if step % 3 == 0 {
                    let targets: Vec<Vertex> =
                        b.vertices().filter(|&v| b.color_at(v).is_some()).collect();
                    for v in b.vertices().collect::<Vec<_>>() {
                        for c in [Black, White] {
                            for &t in targets.iter().take(12) {
                                let got = if b.is_empty(v) {
                                    b.preview(c, v, t, usize::MAX)
                                } else {
                                    None
                                };
                                // Capped, the liberty counts are cut.
                                let capped =
                                    b.preview(c, v, t, 2).map(|p| (p.own_libs, p.captured));
                                assert_eq!(capped, got.map(|p| (p.own_libs.min(2), p.captured)));
                                let before = b.captures(c);
                                let want = if b.trymove(c, v) {
                                    let r = Preview {
                                        own_libs: b.liberty_count(v),
                                        captured: (b.captures(c) - before) as usize,
                                        target_libs: b.liberty_count(t),
                                    };
                                    b.popgo();
                                    Some(r)
                                } else {
                                    None
                                };
                                assert_eq!(got, want, "{c:?} {v:?} target {t:?}\n{b:?}");
                            }
                        }
                    }
                }
                let v = moves[splitmix64(&mut seed) as usize % moves.len()];
                b.play(color, Some(v)).unwrap();
                color = color.opponent();
            }
        }
    }
}
