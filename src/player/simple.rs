//! The placeholder move policy until the search lands: legal, never
//! fills its own eye, takes captures and saves stones in atari first, and
//! passes when only eye-filling moves remain.

use super::playout::is_eye_like;
use super::rng::Rng;
use crate::board::{Color, Move, Vertex};
use crate::game::Game;

/// Chooses a move for `color`. Deterministic for a given `rng` state.
///
/// Order of preference: the capture taking the most stones; the move that
/// saves the largest own string in atari (it must leave that string with at
/// least two liberties); a random move that is neither eye-filling nor a
/// self-atari; any non-eye-filling move; pass. Moves that repeat an earlier
/// position (positional superko) are never chosen.
pub fn choose_move(game: &mut Game, color: Color, rng: &mut Rng) -> Move {
    let board = game.board();
    let candidates: Vec<Vertex> = board
        .vertices()
        .filter(|&v| board.is_legal(color, v) && !is_eye_like(board, color, v))
        .collect();
    let mut candidates: Vec<Vertex> = candidates
        .into_iter()
        .filter(|&v| !game.repeats_position(color, v))
        .collect();
    if candidates.is_empty() {
        return None;
    }
    if let Some(v) = best_capture(game, color, &candidates) {
        return Some(v);
    }
    if let Some(v) = best_escape(game, color, &candidates) {
        return Some(v);
    }
    // Shuffle, then take the first move that is not a self-atari.
    for i in (1..candidates.len()).rev() {
        let j = rng.below(i + 1);
        candidates.swap(i, j);
    }
    let mut board = game.board().clone();
    let safe = candidates.iter().copied().find(|&v| {
        let ok = board.trymove(color, v);
        let safe = ok && board.liberty_count(v) >= 2;
        if ok {
            board.popgo();
        }
        safe
    });
    Some(safe.unwrap_or(candidates[0]))
}

/// The candidate capturing the most stones, if any captures.
fn best_capture(game: &Game, color: Color, candidates: &[Vertex]) -> Option<Vertex> {
    let board = game.board();
    candidates
        .iter()
        .filter_map(|&v| {
            let mut heads: Vec<Vertex> = board
                .neighbors(v)
                .filter(|&n| {
                    board.color_at(n) == Some(color.opponent()) && board.liberty_count(n) == 1
                })
                .map(|n| board.string_head(n))
                .collect();
            heads.sort();
            heads.dedup();
            let taken: usize = heads.iter().map(|&h| board.string_size(h)).sum();
            (taken > 0).then_some((taken, v))
        })
        .max_by_key(|&(taken, v)| (taken, std::cmp::Reverse(v)))
        .map(|(_, v)| v)
}

/// A liberty of an own string in atari that leaves it at least two
/// liberties, preferring the largest string.
fn best_escape(game: &Game, color: Color, candidates: &[Vertex]) -> Option<Vertex> {
    let mut board = game.board().clone();
    let mut best: Option<(usize, Vertex)> = None;
    for &v in candidates {
        let saved: usize = board
            .neighbors(v)
            .filter(|&n| board.color_at(n) == Some(color) && board.liberty_count(n) == 1)
            .map(|n| board.string_size(n))
            .max()
            .unwrap_or(0);
        if saved == 0 || best.is_some_and(|(s, _)| s >= saved) {
            continue;
        }
        if board.trymove(color, v) {
            if board.liberty_count(v) >= 2 {
                best = Some((saved, v));
            }
            board.popgo();
        }
    }
    best.map(|(_, v)| v)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(rows: &[&str]) -> Game {
        crate::player::testing::game(rows, 0.0)
    }

    #[test]
    fn takes_the_capture() {
        let mut g = game(&[".....", ".XO..", "XO...", ".X...", "....."]);
        // White B3 has one liberty, at B2? B3's neighbours: A3 X, C3 ., B4 X, B2 X.
        let mv = choose_move(&mut g, Color::Black, &mut Rng::new(1));
        assert_eq!(mv.map(|v| v.to_gtp()), Some("C3".to_string()));
    }

    #[test]
    fn escapes_from_atari() {
        let mut g = game(&[".....", ".....", ".OXO.", "..O..", "....."]);
        let mv = choose_move(&mut g, Color::Black, &mut Rng::new(7));
        assert_eq!(mv.map(|v| v.to_gtp()), Some("C4".to_string()));
    }

    #[test]
    fn passes_rather_than_fill_own_eyes() {
        let mut g = game(&[".X.X.", "XXXXX", "XXXXX", "XXXXX", "X.X.X"]);
        assert_eq!(choose_move(&mut g, Color::Black, &mut Rng::new(3)), None);
    }

    #[test]
    fn plays_legal_moves_to_the_end() {
        let mut g = Game::new(9, 6.5);
        let mut rng = Rng::new(42);
        let mut color = Color::Black;
        let mut passes = 0;
        for _ in 0..400 {
            let mv = choose_move(&mut g, color, &mut rng);
            if let Some(v) = mv {
                assert!(g.board().is_legal(color, v));
                assert!(!is_eye_like(g.board(), color, v));
            }
            g.play(color, mv).unwrap();
            passes = if mv.is_none() { passes + 1 } else { 0 };
            if passes == 2 {
                break;
            }
            color = color.opponent();
        }
        assert_eq!(passes, 2, "the game should end with two passes");
    }
}
