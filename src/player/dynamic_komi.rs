//! Dynamic komi: the komi a move's search plays for, which may differ from
//! the game's.
//!
//! The search judges moves by the share of playouts they win. Where nearly
//! every playout is won, or nearly every one lost, good and bad moves win
//! about the same share and the search no longer tells them apart: a player
//! far ahead gives points away for nothing, one far behind throws stones
//! into fights it cannot win. A handicap game starts that way (each stone
//! is worth several points) and any game can become so. Counting some
//! points for the side that is behind keeps the win rates telling; they
//! fade as the board fills, so that the end of the game is played for the
//! real komi, and a settled position is always searched for it.
//!
//! Two parts, both in points given to White:
//! - handicap: [`STONE_POINTS`] a handicap stone at the start, fading
//!   linearly to nothing once half as many moves as the board has points
//!   have been played (180 on 19x19). It makes Black, who holds the
//!   stones, play for a margin, and White, who gave them, play as if
//!   the game were close. Both colours get the same komi.
//! - adaptive (lopsided positions): after each of its searches the player
//!   looks at the win rate of its best move. Beyond [`AHEAD`] it concedes
//!   more points, below [`BEHIND`] it asks for some (less far: a player
//!   that pretends to be less behind than it is may miss the moment to
//!   fight), and back near even it takes its concession back. The step is
//!   half the search's mean score lead, at least a point.

use crate::board::{Board, Color};
use crate::game::Game;

/// Which dynamic komi the player uses (`--dynamic-komi`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Mode {
    /// The game's komi always.
    Off,
    /// The handicap part only (it does nothing in even games).
    Handicap,
    /// The handicap part and the adaptive one.
    Adaptive,
    /// The default: `Adaptive` on boards of [`ADAPTIVE_MIN_SIZE`] and
    /// more, `Handicap` on smaller ones. Measured against GNU Go on 19x19
    /// only (RESULTS.md, 2026-11-30), where lopsided positions, and the
    /// aimless play they bring, are common.
    Auto,
}

/// The smallest board `Mode::Auto` adapts the komi on.
pub const ADAPTIVE_MIN_SIZE: usize = 19;

impl Mode {
    /// `off`, `handicap`, `adaptive` or `auto`.
    pub fn parse(s: &str) -> Option<Mode> {
        match s {
            "off" => Some(Mode::Off),
            "handicap" => Some(Mode::Handicap),
            "adaptive" => Some(Mode::Adaptive),
            "auto" => Some(Mode::Auto),
            _ => None,
        }
    }

    /// The mode in force on a board of `size`: `Auto` resolved.
    pub fn on(self, size: usize) -> Mode {
        match self {
            Mode::Auto if size >= ADAPTIVE_MIN_SIZE => Mode::Adaptive,
            Mode::Auto => Mode::Handicap,
            m => m,
        }
    }
}

/// Points a handicap stone is taken to be worth at the start of the game.
pub const STONE_POINTS: f64 = 7.0;
/// The handicap part is gone once this share of the board's points has
/// been played as moves.
const HANDICAP_SPAN: f64 = 0.5;

/// The mover's win rate above which the adaptive part concedes more.
pub const AHEAD: f64 = 0.75;
/// The win rate below which it asks for more.
pub const BEHIND: f64 = 0.25;
/// Between these two the position is near even again: a concession (or a
/// demand) is taken back.
const EVEN_LOW: f64 = 0.45;
const EVEN_HIGH: f64 = 0.55;
/// Largest concession and largest demand, as shares of the board's points
/// (19x19: 36 and 10 points; 9x9: 8 and 2).
const MAX_CONCEDED: f64 = 0.10;
const MAX_DEMANDED: f64 = 0.03;
/// The adaptive part counts in full while at least half the board is
/// empty, fades as it fills and is gone once a fifth is left.
const FULL_EMPTY: f64 = 0.5;
const NONE_EMPTY: f64 = 0.2;
/// A search smaller than this says too little to move the komi.
const MIN_PLAYOUTS: u64 = 500;

/// The player's dynamic komi: its mode and what the adaptive part has
/// learned in this game, for each colour.
#[derive(Clone, Debug)]
pub struct DynamicKomi {
    pub mode: Mode,
    /// Points each colour concedes to the other (negative: demands), at
    /// full strength, before the fading.
    conceded: [f64; 2],
}

impl Default for DynamicKomi {
    fn default() -> DynamicKomi {
        DynamicKomi::new(Mode::Auto)
    }
}

impl DynamicKomi {
    pub fn new(mode: Mode) -> DynamicKomi {
        DynamicKomi {
            mode,
            conceded: [0.0; 2],
        }
    }

    /// A new game: nothing learned.
    pub fn reset(&mut self) {
        self.conceded = [0.0; 2];
    }

    /// The komi `color`'s search in `game` plays for; the game's own when
    /// the position is `settled` (the end is counted for real).
    pub fn komi(&self, game: &Game, color: Color, settled: bool) -> f64 {
        let komi = game.komi();
        let mode = self.mode.on(game.size());
        if mode == Mode::Off || settled {
            return komi;
        }
        let mut white_extra = handicap_points(game);
        if mode == Mode::Adaptive {
            let conceded = (self.conceded[color.index()] * fade(game.board())).round();
            white_extra += match color {
                Color::Black => conceded,
                Color::White => -conceded,
            };
        }
        komi + white_extra
    }

    /// Points `color` gives away to the other side with a search `komi`
    /// in `game` (negative: points it is given).
    pub fn conceded_by(game: &Game, color: Color, komi: f64) -> f64 {
        match color {
            Color::Black => komi - game.komi(),
            Color::White => game.komi() - komi,
        }
    }

    /// Learns from `color`'s search: its best move won `winrate` of its
    /// playouts with a mean score lead of `lead` (the mover's view, at the
    /// search's komi) over `playouts`.
    pub fn learn(&mut self, game: &Game, color: Color, winrate: f64, lead: f64, playouts: u64) {
        let mode = self.mode.on(game.size());
        if mode != Mode::Adaptive || playouts < MIN_PLAYOUTS || !winrate.is_finite() {
            return;
        }
        let step = if lead.is_finite() {
            (lead.abs() / 2.0).round().max(1.0)
        } else {
            1.0
        };
        let c = &mut self.conceded[color.index()];
        if winrate > AHEAD {
            *c += step;
        } else if winrate < BEHIND {
            *c -= step;
        } else if *c > 0.0 && winrate < EVEN_LOW {
            *c = (*c - step).max(0.0);
        } else if *c < 0.0 && winrate > EVEN_HIGH {
            *c = (*c + step).min(0.0);
        }
        let points = (game.size() * game.size()) as f64;
        *c = c.clamp(
            -(points * MAX_DEMANDED).floor(),
            (points * MAX_CONCEDED).floor(),
        );
    }
}

/// The handicap part, in whole points given to White: nothing without a
/// handicap of two stones or more.
fn handicap_points(game: &Game) -> f64 {
    let stones = game.handicap();
    if stones < 2 {
        return 0.0;
    }
    let points = (game.size() * game.size()) as f64;
    let played = game.record().moves().count() as f64;
    let left = (1.0 - played / (points * HANDICAP_SPAN)).max(0.0);
    (STONE_POINTS * stones as f64 * left).round()
}

/// How much of the adaptive part counts on `board`: 1 while at least
/// half of it is empty, 0 once a fifth is left.
fn fade(board: &Board) -> f64 {
    let points = (board.size() * board.size()) as f64;
    let empty = board.empty_count() as f64 / points;
    ((empty - NONE_EMPTY) / (FULL_EMPTY - NONE_EMPTY)).clamp(0.0, 1.0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Vertex;
    use crate::game::GameRecord;

    fn empty_game(size: usize, komi: f64) -> Game {
        Game::from_record(GameRecord::new(size, komi)).unwrap()
    }

    fn handicap_game(size: usize, stones: usize) -> Game {
        let mut record = GameRecord::new(size, 0.5);
        let board = Board::new(size);
        record.setup_black = crate::game::fixed_handicap_points(&board, stones).unwrap();
        record.handicap = stones;
        Game::from_record(record).unwrap()
    }

    /// Plays `n` more moves, alternating from the colour after the last
    /// move (White in a handicap game, Black otherwise): Black fills the
    /// board from A1 on, White from the far corner back, so nothing is
    /// captured and every move leaves one point less empty.
    fn play_moves(game: &mut Game, n: usize) {
        let size = game.size();
        for _ in 0..n {
            let color = game.to_move();
            let mut points: Vec<usize> = (0..size * size).collect();
            if color == Color::White {
                points.reverse();
            }
            let v = points
                .into_iter()
                .map(|i| Vertex::from_col_row(i % size, i / size))
                .find(|&v| game.board().color_at(v).is_none())
                .unwrap();
            game.play(color, Some(v)).unwrap();
        }
    }

    #[test]
    fn handicap_komi_goes_to_white_and_fades_over_the_game() {
        let mut g = handicap_game(19, 4);
        let dk = DynamicKomi::new(Mode::Handicap);
        // Both colours play for the same komi: 4 stones of 7 points.
        assert_eq!(dk.komi(&g, Color::Black, false), 28.5);
        assert_eq!(dk.komi(&g, Color::White, false), 28.5);
        // Half-way through the 180 moves it fades over: half of it.
        play_moves(&mut g, 90);
        assert_eq!(dk.komi(&g, Color::Black, false), 14.5);
        play_moves(&mut g, 90);
        assert_eq!(dk.komi(&g, Color::White, false), 0.5);
        // Settled, or off: the game's komi.
        let g = handicap_game(19, 4);
        assert_eq!(dk.komi(&g, Color::Black, true), 0.5);
        assert_eq!(
            DynamicKomi::new(Mode::Off).komi(&g, Color::Black, false),
            0.5
        );
    }

    #[test]
    fn an_even_game_is_searched_for_its_komi_until_a_side_runs_away() {
        let g = empty_game(19, 7.5);
        let mut dk = DynamicKomi::new(Mode::Adaptive);
        assert_eq!(dk.komi(&g, Color::Black, false), 7.5);
        // A close search teaches nothing.
        dk.learn(&g, Color::Black, 0.6, 3.0, 5000);
        assert_eq!(dk.komi(&g, Color::Black, false), 7.5);
        // Too small a search neither.
        dk.learn(&g, Color::Black, 0.9, 20.0, 100);
        assert_eq!(dk.komi(&g, Color::Black, false), 7.5);
        // Black far ahead concedes half its lead to White.
        dk.learn(&g, Color::Black, 0.9, 20.0, 5000);
        assert_eq!(dk.komi(&g, Color::Black, false), 17.5);
        // Still ahead: more. Each colour keeps its own account.
        dk.learn(&g, Color::Black, 0.8, 6.0, 5000);
        assert_eq!(dk.komi(&g, Color::Black, false), 20.5);
        assert_eq!(dk.komi(&g, Color::White, false), 7.5);
        // Back near even: the concession shrinks, never below nothing.
        dk.learn(&g, Color::Black, 0.4, -4.0, 5000);
        assert_eq!(dk.komi(&g, Color::Black, false), 18.5);
        dk.learn(&g, Color::Black, 0.3, -40.0, 5000);
        assert_eq!(dk.komi(&g, Color::Black, false), 7.5);
        // White far behind asks for points, and for at most 10 on 19x19.
        dk.learn(&g, Color::White, 0.1, -30.0, 5000);
        assert_eq!(dk.komi(&g, Color::White, false), 17.5);
        assert_eq!(DynamicKomi::conceded_by(&g, Color::White, 17.5), -10.0);
        // A new game forgets.
        dk.reset();
        assert_eq!(dk.komi(&g, Color::White, false), 7.5);
    }

    #[test]
    fn the_adaptive_part_fades_as_the_board_fills() {
        let mut g = empty_game(9, 7.5);
        let mut dk = DynamicKomi::new(Mode::Adaptive);
        dk.learn(&g, Color::White, 0.95, 40.0, 5000);
        // At most 8 points on 9x9.
        assert_eq!(dk.komi(&g, Color::White, false), -0.5);
        // 81 points: 41 empty is about half, 16 a fifth.
        play_moves(&mut g, 40);
        assert_eq!(dk.komi(&g, Color::White, false), -0.5);
        play_moves(&mut g, 13);
        let mid = dk.komi(&g, Color::White, false);
        assert!(mid > -0.5 && mid < 7.5, "{mid}");
        play_moves(&mut g, 12);
        assert_eq!(dk.komi(&g, Color::White, false), 7.5);
        // The handicap mode ignores what the adaptive part would learn.
        let g = empty_game(9, 7.5);
        let mut dk = DynamicKomi::new(Mode::Handicap);
        dk.learn(&g, Color::White, 0.95, 40.0, 5000);
        assert_eq!(dk.komi(&g, Color::White, false), 7.5);
    }

    #[test]
    fn the_default_adapts_on_19x19_and_keeps_to_handicaps_below() {
        let dk = DynamicKomi::default();
        assert_eq!(dk.mode, Mode::Auto);
        for (size, adapts) in [(9, false), (13, false), (19, true)] {
            let g = empty_game(size, 7.5);
            let mut dk = DynamicKomi::default();
            dk.learn(&g, Color::Black, 0.95, 40.0, 5000);
            assert_eq!(
                dk.komi(&g, Color::Black, false) > 7.5,
                adapts,
                "{size}x{size}"
            );
        }
        // The handicap part works on every size.
        let g = handicap_game(9, 2);
        assert_eq!(DynamicKomi::default().komi(&g, Color::White, false), 14.5);
        assert_eq!(Mode::parse("auto"), Some(Mode::Auto));
    }
}
