//! Light random playouts: uniformly random legal moves that never fill the
//! mover's own eye-like points, played until both sides pass.
//!
//! Playouts run on a throwaway clone of the position with `Board::play`
//! (no trymove trail), and the loop allocates nothing: move choice walks the
//! board's own empty-point list from a random start.

use super::rng::Rng;
use crate::board::{Board, Color, Move, Vertex, STRIDE};

/// What a playout reports.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct PlayoutResult {
    /// Turns taken, passes included.
    pub moves: usize,
    /// Area score from Black's view, without komi: stones plus empty
    /// points bordered by one colour only (see [`area_score`]).
    pub score: i32,
    /// True if the playout ended with two consecutive passes, false if it
    /// hit `max_moves` (e.g. a long ko cycle).
    pub two_passes: bool,
}

impl PlayoutResult {
    /// Did Black win, given `komi` for White? (A jigo counts as a loss.)
    #[inline]
    pub fn black_wins(&self, komi: f32) -> bool {
        self.score as f32 - komi > 0.0
    }
}

/// Is the empty point `v` an eye-like point of `color`: every on-board
/// orthogonal neighbour is a `color` stone, and the opponent holds fewer
/// than two diagonals (in the centre) or none (on the edge or in the
/// corner, where some diagonal is off the board).
#[inline]
pub fn is_eye_like(board: &Board, color: Color, v: Vertex) -> bool {
    board.is_empty(v) && surrounded(board, color, v.index())
}

/// [`is_eye_like`] for a point known to be empty.
#[inline(always)]
fn surrounded(board: &Board, color: Color, p: usize) -> bool {
    let own = Some(color);
    for n in [p + 1, p - 1, p + STRIDE, p - STRIDE] {
        if board.color_at(Vertex::from_index(n)) != own && board.on_board(n) {
            return false;
        }
    }
    let enemy = Some(color.opponent());
    let mut enemies = 0;
    let mut off_board = false;
    for d in [
        p + STRIDE + 1,
        p + STRIDE - 1,
        p - STRIDE + 1,
        p - STRIDE - 1,
    ] {
        if board.color_at(Vertex::from_index(d)) == enemy {
            enemies += 1;
        } else if !board.on_board(d) {
            off_board = true;
        }
    }
    enemies < if off_board { 1 } else { 2 }
}

/// A uniformly random start in the empty-point list, then the first point
/// (scanning the list cyclically) that is legal for `color` and not
/// eye-like for `color`; a pass if there is none.
#[inline]
pub fn random_move(board: &Board, color: Color, rng: &mut Rng) -> Move {
    let n = board.empty_count();
    if n == 0 {
        return None;
    }
    let start = rng.below(n);
    for i in (start..n).chain(0..start) {
        let v = board.empty_point(i);
        // Points of the empty list are empty: skip that check.
        if !surrounded(board, color, v.index()) && board.is_legal(color, v) {
            return Some(v);
        }
    }
    None
}

/// Plays random moves alternately, `first` to move, until two consecutive
/// passes or `max_moves` turns (passes count as turns), then scores the
/// final position by area from Black's view, without komi.
///
/// Meant for a throwaway clone: with a `trymove` outstanding the board would
/// log every change to its trail, which is correct but slow.
pub fn playout(board: &mut Board, first: Color, rng: &mut Rng, max_moves: usize) -> PlayoutResult {
    let mut color = first;
    let mut moves = 0;
    let mut passes = 0;
    while moves < max_moves {
        let mv = random_move(board, color, rng);
        let played = board.play(color, mv);
        debug_assert!(played.is_ok(), "random_move chose an illegal move");
        moves += 1;
        if mv.is_none() {
            passes += 1;
            if passes == 2 {
                break;
            }
        } else {
            passes = 0;
        }
        color = color.opponent();
    }
    PlayoutResult {
        moves,
        score: area_score(board),
        two_passes: passes == 2,
    }
}

/// Area score from Black's view, without komi: Black's stones and the
/// empty points all of whose neighbours are black, minus the same for
/// White. Exact at the end of a playout, where every empty point is an
/// eye or a lone dame; an approximation elsewhere.
pub fn area_score(board: &Board) -> i32 {
    board.vertices().map(|v| owner(board, v)).sum()
}

/// Who owns `v` as [`area_score`] counts it: 1 for Black (a black stone,
/// or an empty point with only black neighbours), -1 for White, else 0.
#[inline]
pub fn owner(board: &Board, v: Vertex) -> i32 {
    match board.color_at(v) {
        Some(Color::Black) => 1,
        Some(Color::White) => -1,
        None => {
            let p = v.index();
            let (mut black, mut white) = (false, false);
            for n in [p + 1, p - 1, p + STRIDE, p - STRIDE] {
                match board.color_at(Vertex::from_index(n)) {
                    Some(Color::Black) => black = true,
                    Some(Color::White) => white = true,
                    None => {}
                }
            }
            i32::from(black && !white) - i32::from(white && !black)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(col: usize, row: usize) -> Vertex {
        Vertex::from_col_row(col, row)
    }

    fn board_from(size: usize, stones: &[(usize, usize, Color)]) -> Board {
        let mut b = Board::new(size);
        let changes: Vec<_> = stones
            .iter()
            .map(|&(c, r, col)| (v(c, r), Some(col)))
            .collect();
        b.set_stones(&changes);
        b
    }

    use Color::{Black as B, White as W};

    #[test]
    fn eye_like_in_centre() {
        // Black diamond around (3,3).
        let mut stones = vec![(2, 3, B), (4, 3, B), (3, 2, B), (3, 4, B)];
        let b = board_from(9, &stones);
        assert!(is_eye_like(&b, B, v(3, 3)));
        assert!(!is_eye_like(&b, W, v(3, 3)));
        // One white diagonal: still eye-like in the centre.
        stones.push((2, 2, W));
        let b = board_from(9, &stones);
        assert!(is_eye_like(&b, B, v(3, 3)));
        // Two white diagonals: false eye.
        stones.push((4, 4, W));
        let b = board_from(9, &stones);
        assert!(!is_eye_like(&b, B, v(3, 3)));
    }

    #[test]
    fn eye_like_on_edge_and_corner() {
        // Edge point (4,0): neighbours (3,0), (5,0), (4,1).
        let mut stones = vec![(3, 0, B), (5, 0, B), (4, 1, B)];
        let b = board_from(9, &stones);
        assert!(is_eye_like(&b, B, v(4, 0)));
        stones.push((3, 1, W));
        let b = board_from(9, &stones);
        assert!(
            !is_eye_like(&b, B, v(4, 0)),
            "one enemy diagonal breaks an edge eye"
        );

        // Corner (0,0): neighbours (1,0), (0,1); single diagonal (1,1).
        let mut stones = vec![(1, 0, W), (0, 1, W)];
        let b = board_from(9, &stones);
        assert!(is_eye_like(&b, W, v(0, 0)));
        assert!(!is_eye_like(&b, B, v(0, 0)));
        stones.push((1, 1, B));
        let b = board_from(9, &stones);
        assert!(!is_eye_like(&b, W, v(0, 0)));
    }

    #[test]
    fn not_eye_like_when_occupied_or_open() {
        let stones = vec![(2, 3, B), (4, 3, B), (3, 2, B)];
        let b = board_from(9, &stones);
        assert!(!is_eye_like(&b, B, v(3, 3)), "an empty neighbour");
        let stones = vec![(2, 3, B), (4, 3, B), (3, 2, B), (3, 4, W)];
        let b = board_from(9, &stones);
        assert!(!is_eye_like(&b, B, v(3, 3)), "an enemy neighbour");
        assert!(!is_eye_like(&b, B, v(2, 3)), "a stone is no eye");
        // Size 1: the lone point has no neighbours at all; it is eye-like
        // for both, so a 1x1 playout is two passes.
        let b = Board::new(1);
        assert!(is_eye_like(&b, B, v(0, 0)));
    }

    #[test]
    fn random_move_passes_when_only_eyes_remain() {
        // 3x3 with Black everywhere but two separate eyes.
        let mut stones = Vec::new();
        for c in 0..3 {
            for r in 0..3 {
                if (c, r) != (0, 0) && (c, r) != (2, 2) {
                    stones.push((c, r, B));
                }
            }
        }
        let b = board_from(3, &stones);
        let mut rng = Rng::new(5);
        for _ in 0..20 {
            assert_eq!(random_move(&b, B, &mut rng), None);
            // White cannot play either: both points are suicide.
            assert_eq!(random_move(&b, W, &mut rng), None);
        }
    }

    #[test]
    fn random_move_covers_all_choices() {
        let b = Board::new(5);
        let mut rng = Rng::new(1);
        let mut seen = std::collections::HashSet::new();
        for _ in 0..2000 {
            let m = random_move(&b, B, &mut rng).expect("empty board has moves");
            assert!(b.is_legal(B, m));
            seen.insert(m);
        }
        assert_eq!(seen.len(), 25);
    }

    #[test]
    fn random_move_respects_ko() {
        // A lone White stone at (2,1) whose last liberty is (1,1), where a
        // Black stone would be surrounded by White: Black captures, and
        // White may not retake at once.
        let mut b = board_from(
            5,
            &[
                (3, 1, B),
                (2, 0, B),
                (2, 2, B),
                (2, 1, W),
                (0, 1, W),
                (1, 0, W),
                (1, 2, W),
            ],
        );
        b.play(B, Some(v(1, 1))).unwrap();
        let (ko, who) = b.ko_point().expect("ko after single capture");
        assert_eq!((ko, who), (v(2, 1), W));
        let mut rng = Rng::new(3);
        for _ in 0..200 {
            assert_ne!(random_move(&b, W, &mut rng), Some(ko));
        }
    }

    fn check_playout(size: usize, seed: u64) -> PlayoutResult {
        let mut b = Board::new(size);
        let mut rng = Rng::new(seed);
        let max = 3 * size * size;
        let mut color = B;
        let mut moves = 0;
        let mut passes = 0;
        // Re-play the playout step by step to watch every move.
        while moves < max && passes < 2 {
            let mv = random_move(&b, color, &mut rng);
            if let Some(p) = mv {
                assert!(!is_eye_like(&b, color, p), "filled an eye at {p}");
            }
            b.play(color, mv).expect("random move is legal");
            passes = if mv.is_none() { passes + 1 } else { 0 };
            moves += 1;
            color = color.opponent();
        }
        b.validate().unwrap();
        // The same seed through `playout` gives the same game.
        let mut b2 = Board::new(size);
        let r = playout(&mut b2, B, &mut Rng::new(seed), max);
        assert_eq!(r.moves, moves);
        assert_eq!(b2.hash(), b.hash());
        assert_eq!(r.score, area_score(&b));
        r
    }

    #[test]
    fn playouts_end_with_two_passes_9x9() {
        let mut total = 0;
        for seed in 0..200 {
            let r = check_playout(9, seed);
            assert!(r.two_passes, "seed {seed}: hit the move cap");
            total += r.moves;
            assert!(r.score.abs() <= 81);
        }
        // Light playouts average about 1.35 * 81 turns on 9x9.
        let mean = total as f64 / 200.0;
        assert!((81.0..1.6 * 81.0).contains(&mean), "mean {mean} turns");
    }

    #[test]
    fn playouts_end_with_two_passes_19x19() {
        let mut total = 0;
        for seed in 0..30 {
            let r = check_playout(19, seed);
            assert!(r.two_passes, "seed {seed}: hit the move cap");
            total += r.moves;
            assert!(r.score.abs() <= 361);
        }
        // About 1.25 * 361 turns on 19x19.
        let mean = total as f64 / 30.0;
        assert!((361.0..1.6 * 361.0).contains(&mean), "mean {mean} turns");
    }

    #[test]
    fn final_position_has_only_eyes_and_dame() {
        // At the end of a playout every empty point is eye-like for
        // someone or illegal for both... at least: no side has a legal
        // non-eye move, and the score counts every point at most once.
        for seed in 0..50 {
            let mut b = Board::new(9);
            let r = playout(&mut b, W, &mut Rng::new(seed), 243);
            assert!(r.two_passes);
            let mut rng = Rng::new(seed ^ 0xdead);
            assert_eq!(random_move(&b, B, &mut rng), None);
            assert_eq!(random_move(&b, W, &mut rng), None);
            b.validate().unwrap();
        }
    }

    #[test]
    fn playout_is_deterministic_for_a_seed() {
        for size in [9, 13, 19] {
            let run = |seed| {
                let mut b = Board::new(size);
                let r = playout(&mut b, B, &mut Rng::new(seed), 3 * size * size);
                (r, b.hash())
            };
            assert_eq!(run(17), run(17));
            assert_ne!(run(17).1, run(18).1);
        }
    }

    #[test]
    fn playout_respects_max_moves() {
        let mut b = Board::new(19);
        let r = playout(&mut b, B, &mut Rng::new(4), 50);
        assert_eq!(r.moves, 50);
        assert!(!r.two_passes);
        b.validate().unwrap();
    }

    #[test]
    fn playout_from_midgame_position() {
        // Continue from a position reached by a capped playout, with the
        // other colour to move, on a clone: the original is untouched.
        let mut b = Board::new(13);
        playout(&mut b, B, &mut Rng::new(11), 60);
        let before = b.hash();
        let mut c = b.clone();
        let r = playout(&mut c, W, &mut Rng::new(12), 3 * 169);
        assert!(r.two_passes);
        assert_eq!(b.hash(), before);
        c.validate().unwrap();
    }

    #[test]
    fn area_score_counts_stones_and_eyes() {
        // 5x5: Black owns the left two columns, White the right two, the
        // middle column is dame.
        let mut stones = Vec::new();
        for r in 0..5 {
            stones.push((1, r, B));
            stones.push((3, r, W));
        }
        let b = board_from(5, &stones);
        assert_eq!(area_score(&b), 0);
        stones.push((2, 0, B));
        let b = board_from(5, &stones);
        assert_eq!(area_score(&b), 1);
        let r = PlayoutResult {
            moves: 0,
            score: 7,
            two_passes: true,
        };
        assert!(r.black_wins(6.5));
        assert!(!r.black_wins(7.5));
        assert!(!PlayoutResult { score: 7, ..r }.black_wins(7.0));
    }

    #[test]
    fn tiny_boards() {
        for size in 1..=4 {
            for seed in 0..20 {
                let mut b = Board::new(size);
                let r = playout(&mut b, B, &mut Rng::new(seed), 3 * size * size);
                b.validate().unwrap();
                assert!(r.score.abs() <= (size * size) as i32);
            }
        }
        let mut b = Board::new(1);
        let r = playout(&mut b, B, &mut Rng::new(0), 3);
        assert_eq!(
            r,
            PlayoutResult {
                moves: 2,
                score: 0,
                two_passes: true
            }
        );
    }

    /// Not a check: prints speed and moves per playout.
    /// `cargo test --release --lib playout_stats -- --ignored --nocapture`
    #[test]
    #[ignore]
    fn playout_stats() {
        for size in [9, 19] {
            let empty = Board::new(size);
            let mut rng = Rng::new(2024);
            let n = if size == 9 { 200_000 } else { 20_000 };
            let mut moves = 0;
            let mut capped = 0;
            let mut black = 0;
            let t = std::time::Instant::now();
            for _ in 0..n {
                let mut b = empty.clone();
                let r = playout(&mut b, B, &mut rng, 3 * size * size);
                moves += r.moves;
                capped += usize::from(!r.two_passes);
                black += usize::from(r.black_wins(7.5));
            }
            let s = t.elapsed().as_secs_f64();
            println!(
                "{size}x{size}: {:.0} playouts/s, {:.1} moves/playout, {:.2} Mmoves/s, \
                 {capped} capped, black wins {:.1}% at komi 7.5",
                n as f64 / s,
                moves as f64 / n as f64,
                moves as f64 / s / 1e6,
                100.0 * black as f64 / n as f64
            );
        }
    }
}
