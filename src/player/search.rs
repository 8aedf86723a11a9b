//! A simple real search: flat Monte Carlo over the root moves with UCB1,
//! on the light playouts of [`super::playout`].
//!
//! Every legal root move that does not fill the mover's own eye-like point
//! nor repeat an earlier position is a candidate. Each playout picks a
//! candidate by UCB1 (every candidate once first, in board order), plays
//! it, lets the opponent answer at random, and plays random moves to the
//! end; the area score decides the winner. The opponent's first answers
//! are counted too, so each candidate knows which answer hurt it most:
//! that answer is the second move of its principal variation.
//!
//! Deterministic for a given [`Rng`]: only a time limit or a stop from the
//! caller's callback makes two runs differ.

use super::playout::{area_score, is_eye_like, owner, playout, random_move};
use super::rng::Rng;
use crate::board::{Board, Color, Move, Vertex, BOARD_LEN};
use crate::game::Game;
use std::time::{Duration, Instant};

/// Exploration constant of UCB1, in win-rate units.
const EXPLORATION: f64 = 0.7;

/// How long a search may go on.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Limits {
    /// Playouts in all (the search stops once it has run this many).
    pub playouts: u64,
    /// Wall time from the start of [`Search::run`]; None: no limit.
    pub time: Option<Duration>,
}

/// What the caller's callback tells the search after each playout.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flow {
    Continue,
    Stop,
}

/// Why [`Search::run`] returned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ended {
    /// The playout limit was reached (or there was nothing to search).
    Playouts,
    /// The time limit ran out.
    Time,
    /// The callback said stop.
    Stopped,
}

/// The statistics of one root move, as analysis commands report them.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveStats {
    pub mv: Vertex,
    pub visits: u32,
    /// Share of playouts won by the mover (a jigo counts half), 0..1.
    pub winrate: f64,
    /// Mean final score margin from the mover's view, komi included.
    pub score_lead: f64,
    /// Standard deviation of that margin.
    pub score_stdev: f64,
    /// The uniform prior: this search has no policy.
    pub prior: f64,
    /// A lower confidence bound of the win rate (two standard errors).
    pub lcb: f64,
    /// The move, then (once it is known) the opponent's best answer.
    pub pv: Vec<Vertex>,
}

/// One root candidate and what its playouts said.
#[derive(Clone, Debug)]
struct Candidate {
    mv: Vertex,
    visits: u32,
    /// Mover's wins, a jigo counting half.
    wins: f64,
    score_sum: f64,
    score_sq: f64,
    /// Opponent's first answers by vertex index: visits and the
    /// opponent's wins; empty until the first playout.
    replies: Vec<(u32, f32)>,
}

/// A flat Monte Carlo search from one position for one player.
pub struct Search {
    root: Board,
    color: Color,
    komi: f64,
    candidates: Vec<Candidate>,
    playouts: u64,
    /// The next candidate never tried yet.
    next_unvisited: usize,
    max_moves: usize,
    /// Pass at once: the opponent passed and the mover is ahead on the
    /// board as it stands.
    pass_wins: bool,
    /// Sums of each point's final owner (Black 1, White -1) over the
    /// playouts, by vertex index, when asked for.
    ownership: Option<Vec<i64>>,
    rng: Rng,
}

impl Search {
    /// A search for `color` to move in `game` (trial moves included).
    pub fn new(game: &mut Game, color: Color, rng: Rng) -> Search {
        let board = game.board();
        let moves: Vec<Vertex> = board
            .vertices()
            .filter(|&v| board.is_legal(color, v) && !is_eye_like(board, color, v))
            .collect();
        let candidates = moves
            .into_iter()
            .filter(|&v| !game.repeats_position(color, v))
            .map(|mv| Candidate {
                mv,
                visits: 0,
                wins: 0.0,
                score_sum: 0.0,
                score_sq: 0.0,
                replies: Vec::new(),
            })
            .collect();
        let komi = game.komi();
        let opponent_passed = game.last_move() == Some((color.opponent(), None));
        let board = game.board().clone();
        let lead = mover_margin(color, area_score(&board), komi);
        let size = board.size();
        Search {
            root: board,
            color,
            komi,
            candidates,
            playouts: 0,
            next_unvisited: 0,
            max_moves: 3 * size * size,
            pass_wins: opponent_passed && lead > 0.0,
            ownership: None,
            rng,
        }
    }

    /// The player the search is for.
    pub fn color(&self) -> Color {
        self.color
    }

    /// True when the search passes without a playout (nothing to play, or
    /// the opponent passed with the mover ahead).
    pub fn passes_at_once(&self) -> bool {
        self.pass_wins || self.candidates.is_empty()
    }

    /// Counts who owns each point at the end of every playout from now on.
    pub fn track_ownership(&mut self) {
        self.ownership.get_or_insert_with(|| vec![0; BOARD_LEN]);
    }

    /// Each point's expected owner from the mover's view (1 the mover's,
    /// -1 the opponent's), top row first, left to right; None unless
    /// tracked. Zeros before the first playout.
    pub fn ownership(&self) -> Option<Vec<f64>> {
        let sums = self.ownership.as_ref()?;
        let n = self.playouts.max(1) as f64;
        let sign = match self.color {
            Color::Black => 1.0,
            Color::White => -1.0,
        };
        let size = self.root.size();
        let mut out = Vec::with_capacity(size * size);
        for row in (0..size).rev() {
            for col in 0..size {
                let v = Vertex::from_col_row(col, row);
                out.push(sign * sums[v.index()] as f64 / n);
            }
        }
        Some(out)
    }

    /// Playouts run so far.
    pub fn playouts(&self) -> u64 {
        self.playouts
    }

    /// Runs playouts until `limits` or `callback` stops it. The callback
    /// sees the search after every playout (and once before the first).
    pub fn run(&mut self, limits: Limits, mut callback: impl FnMut(&Search) -> Flow) -> Ended {
        let start = Instant::now();
        loop {
            if callback(self) == Flow::Stop {
                return Ended::Stopped;
            }
            if self.playouts >= limits.playouts || self.candidates.is_empty() || self.pass_wins {
                return Ended::Playouts;
            }
            if limits.time.is_some_and(|t| start.elapsed() >= t) {
                return Ended::Time;
            }
            self.step();
        }
    }

    /// One playout through the candidate UCB1 picks.
    fn step(&mut self) {
        let i = self.select();
        let color = self.color;
        let opponent = color.opponent();
        let mut board = self.root.clone();
        let mv = self.candidates[i].mv;
        let played = board.play(color, Some(mv));
        debug_assert!(played.is_ok(), "candidates are legal");
        let reply = random_move(&board, opponent, &mut self.rng);
        let _ = board.play(opponent, reply);
        let result = playout(&mut board, color, &mut self.rng, self.max_moves);
        if let Some(sums) = &mut self.ownership {
            for v in board.vertices() {
                sums[v.index()] += i64::from(owner(&board, v));
            }
        }
        let margin = mover_margin(color, result.score, self.komi);
        let win = match margin.partial_cmp(&0.0) {
            Some(std::cmp::Ordering::Greater) => 1.0,
            Some(std::cmp::Ordering::Equal) => 0.5,
            _ => 0.0,
        };
        let c = &mut self.candidates[i];
        c.visits += 1;
        c.wins += win;
        c.score_sum += margin;
        c.score_sq += margin * margin;
        if let Some(r) = reply {
            if c.replies.is_empty() {
                c.replies = vec![(0, 0.0); BOARD_LEN];
            }
            let slot = &mut c.replies[r.index()];
            slot.0 += 1;
            slot.1 += (1.0 - win) as f32;
        }
        self.playouts += 1;
    }

    /// Every candidate once in board order, then the UCB1 maximum (the
    /// first one on ties).
    fn select(&mut self) -> usize {
        if self.next_unvisited < self.candidates.len() {
            self.next_unvisited += 1;
            return self.next_unvisited - 1;
        }
        let log_n = (self.playouts.max(1) as f64).ln();
        let mut best = 0;
        let mut best_value = f64::NEG_INFINITY;
        for (i, c) in self.candidates.iter().enumerate() {
            let n = f64::from(c.visits);
            let value = c.wins / n + EXPLORATION * (log_n / n).sqrt();
            if value > best_value {
                best = i;
                best_value = value;
            }
        }
        best
    }

    /// The candidates that have been visited, best first: most visits,
    /// then the higher win rate, then board order.
    pub fn stats(&self) -> Vec<MoveStats> {
        let prior = 1.0 / self.candidates.len().max(1) as f64;
        let mut stats: Vec<MoveStats> = self
            .candidates
            .iter()
            .filter(|c| c.visits > 0)
            .map(|c| {
                let n = f64::from(c.visits);
                let winrate = c.wins / n;
                let mean = c.score_sum / n;
                let variance = (c.score_sq / n - mean * mean).max(0.0);
                let mut pv = vec![c.mv];
                pv.extend(best_reply(&c.replies));
                MoveStats {
                    mv: c.mv,
                    visits: c.visits,
                    winrate,
                    score_lead: mean,
                    score_stdev: variance.sqrt(),
                    prior,
                    lcb: (winrate - 2.0 * (winrate * (1.0 - winrate) / n).sqrt()).max(0.0),
                    pv,
                }
            })
            .collect();
        stats.sort_by(|a, b| {
            b.visits
                .cmp(&a.visits)
                .then(b.winrate.total_cmp(&a.winrate))
                .then(a.mv.cmp(&b.mv))
        });
        stats
    }

    /// The move to play: the most visited candidate; a pass when there is
    /// none (only eye-filling moves left), when the opponent passed and the
    /// mover is ahead as the board stands, or before any playout.
    pub fn best_move(&self) -> Move {
        if self.pass_wins {
            return None;
        }
        self.stats().first().map(|s| s.mv)
    }
}

/// The opponent's answer with the best win rate for the opponent among
/// those tried at least as often as the average answer (and twice).
fn best_reply(replies: &[(u32, f32)]) -> Option<Vertex> {
    let tried: Vec<(usize, u32, f32)> = replies
        .iter()
        .enumerate()
        .filter(|(_, r)| r.0 > 0)
        .map(|(i, r)| (i, r.0, r.1))
        .collect();
    if tried.is_empty() {
        return None;
    }
    let total: u32 = tried.iter().map(|t| t.1).sum();
    let floor = (total / tried.len() as u32).max(2);
    tried
        .iter()
        .filter(|t| t.1 >= floor)
        .max_by(|a, b| {
            let (ra, rb) = (
                f64::from(a.2) / f64::from(a.1),
                f64::from(b.2) / f64::from(b.1),
            );
            ra.total_cmp(&rb).then(a.1.cmp(&b.1)).then(b.0.cmp(&a.0))
        })
        .map(|t| Vertex::from_index(t.0))
}

/// Black's area score turned into the mover's margin after komi.
fn mover_margin(color: Color, black_score: i32, komi: f64) -> f64 {
    let black = f64::from(black_score) - komi;
    match color {
        Color::Black => black,
        Color::White => -black,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::player::testing::game;

    fn limits(playouts: u64) -> Limits {
        Limits {
            playouts,
            time: None,
        }
    }

    #[test]
    fn deterministic_for_a_seed() {
        let run = |seed| {
            let mut g = Game::new(7, 6.5);
            let mut s = Search::new(&mut g, Color::Black, Rng::new(seed));
            assert_eq!(s.run(limits(500), |_| Flow::Continue), Ended::Playouts);
            (s.best_move(), s.stats())
        };
        assert_eq!(run(3), run(3));
        assert_eq!(run(3).1.iter().map(|s| s.visits).sum::<u32>(), 500);
    }

    #[test]
    fn finds_the_capture_that_lives() {
        // Black's group in the corner lives only by capturing at C3...
        // White B3 is in atari; taking it wins the game on this 5x5 board.
        let mut g = game(&[".....", ".XO..", "XO...", ".X...", "....."], 0.5);
        let mut s = Search::new(&mut g, Color::Black, Rng::new(1));
        s.run(limits(3000), |_| Flow::Continue);
        let best = s.stats();
        assert!(best[0].winrate > 0.5, "{:?}", best[0]);
        assert_eq!(best[0].pv.len(), 2);
    }

    #[test]
    fn callback_stops_and_sees_progress() {
        let mut g = Game::new(9, 7.5);
        let mut s = Search::new(&mut g, Color::White, Rng::new(2));
        let mut seen = Vec::new();
        let ended = s.run(limits(1_000_000), |s| {
            seen.push(s.playouts());
            if s.playouts() >= 50 {
                Flow::Stop
            } else {
                Flow::Continue
            }
        });
        assert_eq!(ended, Ended::Stopped);
        assert_eq!(s.playouts(), 50);
        assert_eq!(seen, (0..=50).collect::<Vec<_>>());
        let stats = s.stats();
        assert!(stats.windows(2).all(|w| w[0].visits >= w[1].visits));
        assert!(stats.iter().all(|m| (0.0..=1.0).contains(&m.winrate)));
    }

    #[test]
    fn ownership_from_the_movers_view() {
        // Black's wall on the second column, White's on the fourth: the
        // first column is Black's, the last White's.
        let rows = [".X.O.", ".X.O.", ".X.O.", ".X.O.", ".X.O."];
        let mut g = game(&rows, 0.5);
        let mut s = Search::new(&mut g, Color::White, Rng::new(4));
        assert_eq!(s.ownership(), None);
        s.track_ownership();
        s.run(limits(300), |_| Flow::Continue);
        let own = s.ownership().unwrap();
        assert_eq!(own.len(), 25);
        assert!(own.iter().all(|x| (-1.0..=1.0).contains(x)));
        // Top row, from White's view: A5 Black's, D5 and E5 White's.
        assert!(own[0] < -0.5 && own[3] > 0.5 && own[4] > 0.5, "{own:?}");
    }

    #[test]
    fn time_limit_ends_the_search() {
        let mut g = Game::new(19, 7.5);
        let mut s = Search::new(&mut g, Color::Black, Rng::new(2));
        let l = Limits {
            playouts: u64::MAX,
            time: Some(Duration::from_millis(50)),
        };
        assert_eq!(s.run(l, |_| Flow::Continue), Ended::Time);
        assert!(s.best_move().is_some());
    }

    #[test]
    fn passes_without_candidates_or_when_winning_after_a_pass() {
        let mut g = game(&[".X.X.", "XXXXX", "XXXXX", "XXXXX", "X.X.X"], 6.5);
        let mut s = Search::new(&mut g, Color::Black, Rng::new(3));
        assert_eq!(s.run(limits(100), |_| Flow::Continue), Ended::Playouts);
        assert_eq!(s.best_move(), None);
        assert!(s.stats().is_empty());

        let mut g = game(&["XXO..", "XXO..", "XXO..", "XXO..", "XXO.."], 0.5);
        g.play(Color::White, None).unwrap();
        // Black 10 stones against White's 15 points: behind, keeps playing.
        let mut s = Search::new(&mut g, Color::Black, Rng::new(3));
        s.run(limits(200), |_| Flow::Continue);
        assert!(s.best_move().is_some());
        // White is ahead and Black passed: White passes too.
        g.play(Color::Black, None).unwrap();
        let mut s = Search::new(&mut g, Color::White, Rng::new(3));
        assert_eq!(s.run(limits(200), |_| Flow::Continue), Ended::Playouts);
        assert_eq!(s.best_move(), None);
    }
}
