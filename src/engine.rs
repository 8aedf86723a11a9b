//! The engine state behind the protocol: the game, time settings and the
//! move policy. GTP handlers call these methods and only format answers.

use crate::board::{Color, Move, Vertex};
use crate::game::{self, fixed_handicap_points, load_game, Game, GameError, LoadUntil};
use crate::optics::{EyeData, EyeEval, HalfEye, Optics};
use crate::player::score::{format_score, Assessment, Rules, Status};
use crate::player::search::{Flow, Limits, Search, SearchConfig};
use crate::player::tree::{Hints, Prior};
use crate::player::{rng::Rng, simple};
use crate::reading::Code;
use crate::worms::Worms;
use std::fmt;
use std::path::Path;
use std::time::{Duration, Instant};

/// Time control as the controller announced it (GTP `time_settings`,
/// `kgs-time_settings`), in seconds; the player plans each move's
/// thinking time from it (see [`Engine::move_budget`]).
#[derive(Clone, Debug, PartialEq)]
pub enum TimeControl {
    None,
    Absolute {
        main: u64,
    },
    Byoyomi {
        main: u64,
        period: u64,
        periods: u64,
    },
    Canadian {
        main: u64,
        period: u64,
        stones: u64,
    },
}

/// What the controller last said about a player's clock (`time_left`).
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct TimeLeft {
    pub seconds: i64,
    pub stones: i64,
}

/// Why `loadsgf` failed.
#[derive(Debug)]
pub enum LoadError {
    Read(std::io::Error),
    Parse(game::sgf::SgfError),
    Replay(GameError),
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadError::Read(e) => write!(f, "{e}"),
            LoadError::Parse(e) => write!(f, "{e}"),
            LoadError::Replay(e) => write!(f, "{e}"),
        }
    }
}

pub struct Engine {
    pub game: Game,
    pub time_control: TimeControl,
    pub time_left: [Option<TimeLeft>; 2],
    /// Seconds each player has spent thinking under the current time
    /// settings (for clocks the controller does not report).
    clock_used: [f64; 2],
    rng: Rng,
    /// Playouts a move (`--playouts`): the search is then deterministic
    /// for a seed, the clock permitting. None: the search runs for the
    /// move's time budget.
    pub playouts: Option<u64>,
    /// Thinking time a move without time settings (`--time-per-move`).
    pub time_per_move: f64,
    /// Threads and memory of the search.
    pub search_config: SearchConfig,
    /// Win rate below which `genmove` resigns; None never resigns.
    pub resign_below: Option<f64>,
    /// The last `genmove`'s search, kept to be reused for the next move
    /// and to answer `top_moves`.
    last_search: Option<Search>,
    /// Eye values from the database, or read and remembered this session.
    pub eyes: crate::eyes::lookup::Oracle,
    /// Tactical reading, with its session-long cache.
    pub reader: crate::reading::Reader,
    /// The worms of the position named by `worms_key`.
    worms: Worms,
    /// Hash (with the ko point) and size of the position `worms` is for;
    /// None before the first computation.
    worms_key: Option<(u64, usize)>,
    /// The optics, with the hash (with the ko point) and size of the
    /// position they are for; None before the first analysis.
    optics: Option<((u64, usize), Optics)>,
    /// How the game is counted at the end.
    pub rules: Rules,
    /// The end-of-game judgement, with the position and rules it is for.
    assessment: Option<((u64, usize, Rules), Assessment)>,
}

/// Board size and komi of a fresh engine, as in GNU Go.
const DEFAULT_SIZE: usize = 19;

/// The analysis commands' playouts when `--playouts` is not given.
pub const DEFAULT_PLAYOUTS: u64 = 10_000;
/// Thinking time a move without time settings.
pub const DEFAULT_TIME_PER_MOVE: f64 = 2.0;
/// Win rate below which the player resigns by default.
pub const DEFAULT_RESIGN_BELOW: f64 = 0.06;
/// Time kept back from every move's budget for what the clock sees but
/// the search does not: reading the command, the analysis before the
/// search, answering, and the controller's own overhead.
const MOVE_OVERHEAD: f64 = 0.25;

/// What `genmove` decided.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Decision {
    Play(Move),
    Resign,
}

impl Engine {
    pub fn new(seed: u64) -> Engine {
        Engine {
            game: Game::new(DEFAULT_SIZE, 0.0),
            time_control: TimeControl::None,
            time_left: [None, None],
            clock_used: [0.0; 2],
            rng: Rng::new(seed),
            playouts: None,
            time_per_move: DEFAULT_TIME_PER_MOVE,
            search_config: SearchConfig::default(),
            resign_below: Some(DEFAULT_RESIGN_BELOW),
            last_search: None,
            eyes: crate::eyes::lookup::Oracle::new(),
            reader: crate::reading::Reader::default(),
            worms: Worms::default(),
            worms_key: None,
            optics: None,
            rules: Rules::Japanese,
            assessment: None,
        }
    }

    /// The worms of the current position, computed again only when the
    /// position (stones, ko ban or board size) has changed since the last
    /// call: play, undo, loadsgf and trial moves all change the key.
    pub fn worms(&mut self) -> &Worms {
        let board = self.game.board();
        let key = (board.hash_with_ko(), board.size());
        if self.worms_key != Some(key) {
            self.worms = Worms::compute(board, &mut self.reader);
            self.worms_key = Some(key);
        }
        &self.worms
    }

    /// The optics of the current position (worms first), computed again
    /// only when the position has changed, as for the worms.
    fn ensure_optics(&mut self) -> Option<&mut Optics> {
        self.worms();
        let board = self.game.board();
        let key = (board.hash_with_ko(), board.size());
        if self.optics.as_ref().map(|(k, _)| *k) != Some(key) {
            let o = Optics::compute(board, &self.worms, &mut self.reader, &mut self.eyes);
            self.optics = Some((key, o));
        }
        self.optics.as_mut().map(|(_, o)| o)
    }

    /// The eye data of `v` for `color`'s eye spaces.
    pub fn eye_data(&mut self, color: Color, v: Vertex) -> EyeData {
        self.ensure_optics()
            .map(|o| *o.eyes(color).get(v))
            .unwrap_or_default()
    }

    /// The topological record of `v`.
    pub fn half_eye_data(&mut self, v: Vertex) -> HalfEye {
        self.ensure_optics()
            .map(|o| o.half_eye(v).clone())
            .unwrap_or_default()
    }

    /// The eye space at `v` with its value and vital points; None when `v`
    /// is in no colour's eye space.
    pub fn eval_eye(&mut self, v: Vertex) -> Option<EyeEval> {
        self.eval_eye_of(None, v)
    }

    /// `eval_eye` for the space of `color` (of either colour with None).
    pub fn eval_eye_of(&mut self, color: Option<Color>, v: Vertex) -> Option<EyeEval> {
        self.ensure_optics();
        let (_, optics) = self.optics.as_mut()?;
        let board = self.game.board();
        optics.eval_eye(
            board,
            &self.worms,
            &mut self.reader,
            &mut self.eyes,
            v,
            color,
        )
    }

    /// `color`'s eye spaces: each origin with its points, in scan order.
    pub fn eye_spaces(&mut self, color: Color) -> Vec<(Vertex, Vec<Vertex>)> {
        self.ensure_optics();
        let Some((_, optics)) = self.optics.as_ref() else {
            return Vec::new();
        };
        let eyes = optics.eyes(color);
        let board = self.game.board();
        let mut spaces: Vec<(Vertex, Vec<Vertex>)> = Vec::new();
        for v in crate::worms::scan_order(board) {
            let Some(origin) = eyes.get(v).origin else {
                continue;
            };
            match spaces.iter_mut().find(|(o, _)| *o == origin) {
                Some((_, points)) => points.push(v),
                None => spaces.push((origin, vec![v])),
            }
        }
        spaces
    }

    /// The topological eye value of `v` as an eye point of `color`.
    pub fn topological_eye(&mut self, color: Color, v: Vertex) -> HalfEye {
        self.ensure_optics();
        let board = self.game.board();
        match self.optics.as_ref() {
            Some((_, o)) => o.topological_eye(board, &self.worms, &mut self.reader, v, color),
            None => HalfEye::default(),
        }
    }

    /// The end-of-game judgement of the current position: statuses,
    /// territory and score. Repeatable: the playouts are seeded from the
    /// position.
    pub fn assess(&mut self) -> &Assessment {
        self.worms();
        let board = self.game.board();
        let key = (board.hash_with_ko(), board.size(), self.rules);
        if self.assessment.as_ref().map(|(k, _)| *k) != Some(key) {
            let a = Assessment::new(board, &self.worms, self.rules, board.hash());
            self.assessment = Some((key, a));
        }
        &self.assessment.as_ref().expect("just computed").1
    }

    /// The final score with komi, as `final_score` answers it.
    pub fn final_score(&mut self) -> String {
        format_score(self.black_lead())
    }

    /// Black's lead, komi included, in the game counted as it stands.
    fn black_lead(&mut self) -> f64 {
        self.assess().margin() - self.game.komi()
    }

    /// A new empty board of `size`; komi is kept.
    pub fn set_board_size(&mut self, size: usize) -> Result<(), GameError> {
        self.game = Game::from_record(game::GameRecord::new(size, self.game.komi()))?;
        Ok(())
    }

    /// Chooses a move for `color` and plays it (nothing is played when
    /// it resigns).
    pub fn genmove(&mut self, color: Color) -> Decision {
        self.play_decided(color, false)
    }

    /// `kgs-genmove_cleanup`: like `genmove`, but it does not pass while
    /// the opponent has stones it judges dead, and it never resigns.
    pub fn genmove_cleanup(&mut self, color: Color) -> Move {
        match self.play_decided(color, true) {
            Decision::Play(mv) => mv,
            Decision::Resign => unreachable!("cleanup never resigns"),
        }
    }

    /// [`Engine::decide`], then the move played and the thinking time
    /// charged to `color`'s clock.
    fn play_decided(&mut self, color: Color, cleanup: bool) -> Decision {
        let started = Instant::now();
        let decision = self.decide(color, cleanup);
        if let Decision::Play(mv) = decision {
            self.game
                .play(color, mv)
                .expect("the search only chooses legal moves");
        }
        self.clock_used[color.index()] += started.elapsed().as_secs_f64();
        decision
    }

    /// The move `genmove` would choose for `color`, not played (GNU Go's
    /// `reg_genmove`, which regression suites ask).
    pub fn reg_genmove(&mut self, color: Color) -> Decision {
        self.decide(color, false)
    }

    /// The search behind `genmove`: pass at once when the opponent has
    /// passed and the game, counted now, is won; otherwise search within
    /// the move's budget (reusing the last search's tree when the moves
    /// since are in it), and resign when even the best move is lost.
    fn decide(&mut self, color: Color, cleanup: bool) -> Decision {
        let deadline = Instant::now() + Duration::from_secs_f64(self.move_budget(color));
        let opponent_passed = self.game.last_move() == Some((color.opponent(), None));
        let dead = if cleanup {
            self.dead_stones(color.opponent())
        } else {
            Vec::new()
        };
        if opponent_passed && dead.is_empty() && self.counted_margin(color) > 0.0 {
            self.last_search = None;
            return Decision::Play(None);
        }
        let takes = self.cleanup_moves(color, &dead);
        let hints = self.hints(color, &takes);
        let mut search = match self.last_search.take() {
            Some(old) => old.reuse(&mut self.game, color, hints.clone()),
            None => None,
        }
        .unwrap_or_else(|| {
            let seed = self.rng.next_u64();
            Search::with(
                &mut self.game,
                color,
                Rng::new(seed),
                self.search_config,
                hints,
            )
        });
        // The pass after a pass was judged above, with dead stones off.
        search.search_after_pass();
        if !dead.is_empty() {
            search.forbid_pass();
            search.restrict_to(&takes);
        }
        let mut limits = Limits {
            playouts: self.playouts.unwrap_or(u64::MAX),
            time: Some(deadline.saturating_duration_since(Instant::now())),
        };
        if self.playouts.is_some() && self.time_control == TimeControl::None {
            limits.time = None;
        }
        let started = Instant::now();
        search.run(limits, |_| Flow::Continue);
        let secs = started.elapsed().as_secs_f64();
        let best = search.stats().into_iter().next();
        log::info!(
            "{} searched {} playouts in {secs:.2}s ({:.0}/s), {} nodes; best {}",
            color.name(),
            search.playouts(),
            search.playouts() as f64 / secs.max(1e-9),
            search.nodes(),
            best.as_ref().map_or("none".into(), |b| format!(
                "{} wins {:.1}%",
                crate::board::move_to_gtp(b.mv),
                100.0 * b.winrate
            )),
        );
        let decision = match best {
            Some(b) if !cleanup && self.should_resign(b.winrate, search.playouts()) => {
                Decision::Resign
            }
            Some(b) => Decision::Play(b.mv),
            None if search.playouts() == 0 && !search.passes_at_once() => {
                Decision::Play(simple::choose_move(&mut self.game, color, &mut self.rng))
            }
            None => Decision::Play(None),
        };
        self.last_search = Some(search);
        decision
    }

    /// Resigning takes a hopeless win rate, a search of some size, and a
    /// game past its opening.
    fn should_resign(&self, winrate: f64, playouts: u64) -> bool {
        let board = self.game.board();
        let played = board.size() * board.size() - board.empty_count();
        self.resign_below.is_some_and(|r| winrate < r)
            && playouts >= 500
            && played >= board.size() * board.size() / 4
    }

    /// The game counted as it stands (dead stones removed), from `color`'s
    /// view, komi included.
    fn counted_margin(&mut self, color: Color) -> f64 {
        let black = self.black_lead();
        match color {
            Color::Black => black,
            Color::White => -black,
        }
    }

    /// `color`'s stones judged dead as the game stands.
    fn dead_stones(&mut self, color: Color) -> Vec<Vertex> {
        let board = self.game.board().clone();
        let a = self.assess();
        board
            .vertices()
            .filter(|&v| board.color_at(v) == Some(color) && a.status(v) == Status::Dead)
            .collect()
    }

    /// Root priors from the tactical and eye analysis: taking an opponent
    /// string that can be captured, saving an own string under attack,
    /// and the vital points of small eye spaces whose value depends on
    /// who moves first; and cleanup's moves, `takes`.
    fn hints(&mut self, color: Color, takes: &[Vertex]) -> Hints {
        let mut hints = Hints::new();
        let strong = Prior::new(20.0, 20.0);
        let board = self.game.board().clone();
        for w in self.worms().iter() {
            let urgent = w.attack.0 != Code::Fail && w.size() >= 2 || w.liberties <= 2;
            if !urgent {
                continue;
            }
            if w.color != color && w.attack.0 == Code::Win {
                hints.extend(w.attack.1.map(|v| (v, strong)));
            } else if w.color == color && w.attack.0 != Code::Fail && w.defense.0 != Code::Fail {
                hints.extend(w.defense.1.map(|v| (v, strong)));
            }
        }
        for owner in [Color::Black, Color::White] {
            for (origin, points) in self.eye_spaces(owner) {
                if points.len() > 8 {
                    continue;
                }
                let Some(e) = self.eval_eye_of(Some(owner), origin) else {
                    continue;
                };
                if crate::optics::urgency(e.value) == 0 {
                    continue;
                }
                let point = if owner == color { e.defense } else { e.attack };
                hints.extend(point.map(|v| (v, strong)));
            }
        }
        hints.extend(takes.iter().map(|&l| (l, Prior::new(40.0, 40.0))));
        hints.retain(|(v, _)| board.is_legal(color, *v));
        hints
    }

    /// The liberties of the `dead` opponent stones where `color` may play
    /// without putting stones of its own in atari (cleanup's moves).
    fn cleanup_moves(&self, color: Color, dead: &[Vertex]) -> Vec<Vertex> {
        if dead.is_empty() {
            return Vec::new();
        }
        let mut board = self.game.board().clone();
        let mut libs = Vec::new();
        let mut out = Vec::new();
        for &v in dead {
            board.liberties_upto(v, usize::MAX, &mut libs);
            for &l in &libs {
                if !out.contains(&l) && crate::player::policy::acceptable(&mut board, color, l) {
                    out.push(l);
                }
            }
        }
        out
    }

    /// `top_moves`: the last `genmove`'s best root moves (up to ten) with
    /// their win rates in per cent, best first.
    pub fn top_moves(&self) -> Vec<(Move, f64)> {
        self.last_search
            .as_ref()
            .map(|s| {
                s.stats()
                    .into_iter()
                    .take(10)
                    .map(|m| (m.mv, 100.0 * m.winrate))
                    .collect()
            })
            .unwrap_or_default()
    }

    /// A search for `color` in the current position, seeded from the
    /// engine's generator (so a session replays the same for a seed).
    pub fn search(&mut self, color: Color) -> Search {
        let seed = self.rng.next_u64();
        Search::with(
            &mut self.game,
            color,
            Rng::new(seed),
            self.search_config,
            Vec::new(),
        )
    }

    /// New time settings: the clocks start again.
    pub fn set_time_control(&mut self, tc: TimeControl) {
        self.time_control = tc;
        self.time_left = [None, None];
        self.clock_used = [0.0; 2];
    }

    /// Seconds `color` may think about this move: `--time-per-move`
    /// without time settings; else the main time left spread over the
    /// moves the game may still last, or a safe share of the byo-yomi
    /// period. A fixed overhead and a tenth are always kept back, and
    /// the time the controller reports wins over our own count.
    pub fn move_budget(&self, color: Color) -> f64 {
        let board = self.game.board();
        // Own moves still to come: about a third of the empty points,
        // never fewer than ten.
        let moves_left = (board.empty_count() as f64 / 3.0).max(10.0);
        let reported = self.time_left[color.index()];
        let used = self.clock_used[color.index()];
        let spread = |left: f64| (left - MOVE_OVERHEAD).max(0.0) / moves_left;
        let budget = match self.time_control {
            TimeControl::None => return (self.time_per_move * 0.95).max(0.05),
            TimeControl::Absolute { main } => {
                let left = reported.map_or(main as f64 - used, |t| t.seconds as f64);
                spread(left)
            }
            TimeControl::Byoyomi { main, period, .. } => match reported {
                Some(t) if t.stones > 0 || t.seconds <= 0 => period as f64 * 0.8,
                Some(t) => spread(t.seconds as f64) + period as f64 * 0.5,
                None if used < main as f64 => spread(main as f64 - used) + period as f64 * 0.5,
                None => period as f64 * 0.8,
            },
            TimeControl::Canadian {
                main,
                period,
                stones,
            } => {
                let per_stone = period as f64 / stones.max(1) as f64;
                match reported {
                    Some(t) if t.stones > 0 => t.seconds as f64 / t.stones as f64,
                    Some(t) if t.seconds > 0 => spread(t.seconds as f64) + per_stone * 0.5,
                    Some(_) => per_stone,
                    None if used < main as f64 => spread(main as f64 - used) + per_stone * 0.5,
                    None => per_stone,
                }
            }
        };
        (budget * 0.9 - MOVE_OVERHEAD).max(0.05)
    }

    /// How long an analysis search (`lz-genmove_analyze`, the live search
    /// drawing) may go: `--playouts` or the default playouts, within the
    /// move's time budget.
    pub fn search_limits(&self, color: Color) -> Limits {
        Limits {
            playouts: self.playouts.unwrap_or(DEFAULT_PLAYOUTS),
            time: Some(Duration::from_secs_f64(self.move_budget(color).min(1e6))),
        }
    }

    /// Plays the move `search` chose (the simple policy's when it ran no
    /// playout at all, interrupted at once) and returns it.
    pub fn play_searched(&mut self, search: &Search) -> Move {
        let color = search.color();
        let mv = if search.playouts() == 0 && !search.passes_at_once() {
            simple::choose_move(&mut self.game, color, &mut self.rng)
        } else {
            search.best_move()
        };
        self.game
            .play(color, mv)
            .expect("the search only chooses legal moves");
        mv
    }

    /// Places the fixed handicap; checks come in GNU Go's order (a stone
    /// on the board first), and nothing changes on failure.
    pub fn fixed_handicap(&mut self, n: usize) -> Result<Vec<Vertex>, GameError> {
        if !self.game.board_is_empty() {
            return Err(GameError::BoardNotEmpty);
        }
        let points = fixed_handicap_points(self.game.board(), n)
            .ok_or_else(|| GameError::BadRecord(format!("no fixed handicap of {n} stones")))?;
        self.game.place_handicap(&points)?;
        Ok(points)
    }

    /// Chooses `n` handicap points: the fixed ones where the board has
    /// them, then the empty points farthest from every stone and edge.
    pub fn place_free_handicap(&mut self, n: usize) -> Result<Vec<Vertex>, GameError> {
        if !self.game.board_is_empty() {
            return Err(GameError::BoardNotEmpty);
        }
        let board = self.game.board();
        let area = board.size() * board.size();
        if n < 2 || n >= area {
            return Err(GameError::BadRecord(format!(
                "cannot place {n} handicap stones"
            )));
        }
        let max_fixed = game::max_fixed_handicap(board.size());
        let mut points = fixed_handicap_points(board, n.min(max_fixed)).unwrap_or_default();
        while points.len() < n {
            let best = board
                .vertices()
                .filter(|v| !points.contains(v))
                .max_by_key(|&v| {
                    let edge = v
                        .col()
                        .min(v.row())
                        .min(board.size() - 1 - v.col())
                        .min(board.size() - 1 - v.row());
                    let stone = points
                        .iter()
                        .map(|p| p.col().abs_diff(v.col()) + p.row().abs_diff(v.row()))
                        .min()
                        .unwrap_or(usize::MAX / 2);
                    // Closest to a stone counts most; among equals, keep
                    // off the first two lines; then the lowest vertex.
                    (
                        stone.min(2 * edge + 1),
                        edge.min(3),
                        std::cmp::Reverse(v.index()),
                    )
                })
                .expect("n < area leaves an empty point");
            points.push(best);
        }
        self.game.place_handicap(&points)?;
        Ok(points)
    }

    /// Loads an SGF file; on any failure the current game is untouched.
    pub fn load_sgf(&mut self, path: &Path, until: LoadUntil) -> Result<Color, LoadError> {
        let bytes = std::fs::read(path).map_err(LoadError::Read)?;
        let text = String::from_utf8_lossy(&bytes);
        let loaded = game::sgf::parse_record(&text).map_err(LoadError::Parse)?;
        let (game, to_move) = load_game(loaded, until).map_err(LoadError::Replay)?;
        self.game = game;
        Ok(to_move)
    }

    /// The game record as SGF.
    pub fn sgf(&self) -> String {
        game::sgf::write_record(self.game.record())
    }
}

/// Processor time used by this process, in seconds: user plus system time
/// from /proc on Linux, falling back to zero where that is unavailable.
pub fn cpu_time() -> f64 {
    let Ok(stat) = std::fs::read_to_string("/proc/self/stat") else {
        return 0.0;
    };
    // Fields after the parenthesised command name; utime and stime are the
    // 14th and 15th fields overall, in clock ticks (100 per second on Linux).
    let Some(rest) = stat.rsplit_once(')').map(|(_, r)| r) else {
        return 0.0;
    };
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let ticks = |i: usize| {
        fields
            .get(i)
            .and_then(|f| f.parse::<f64>().ok())
            .unwrap_or(0.0)
    };
    (ticks(11) + ticks(12)) / 100.0
}

#[cfg(test)]
mod tests {
    use super::*;

    fn engine(tc: TimeControl) -> Engine {
        let mut e = Engine::new(1);
        e.set_board_size(9).unwrap();
        e.set_time_control(tc);
        e
    }

    #[test]
    fn budget_without_time_settings_is_the_time_per_move() {
        let mut e = engine(TimeControl::None);
        e.time_per_move = 3.0;
        let b = e.move_budget(Color::Black);
        assert!(b > 2.5 && b <= 3.0, "{b}");
    }

    #[test]
    fn absolute_time_is_spread_over_the_moves_left() {
        let mut e = engine(TimeControl::Absolute { main: 300 });
        let fresh = e.move_budget(Color::Black);
        // 81 empty points: 27 own moves to come; a tenth and the overhead
        // kept back.
        assert!(fresh > 8.0 && fresh < 11.0, "{fresh}");
        // The controller's word wins over our own count.
        e.time_left[0] = Some(TimeLeft {
            seconds: 10,
            stones: 0,
        });
        let short = e.move_budget(Color::Black);
        assert!(short < 0.5, "{short}");
        // Our own count when the controller says nothing.
        e.time_left[0] = None;
        e.clock_used[0] = 299.9;
        assert_eq!(e.move_budget(Color::Black), 0.05);
    }

    #[test]
    fn byoyomi_and_canadian_periods_keep_a_margin() {
        let mut e = engine(TimeControl::Byoyomi {
            main: 0,
            period: 10,
            periods: 3,
        });
        e.time_left[1] = Some(TimeLeft {
            seconds: 10,
            stones: 1,
        });
        let b = e.move_budget(Color::White);
        assert!(b > 6.0 && b < 8.0, "{b}");
        let mut e = engine(TimeControl::Canadian {
            main: 0,
            period: 60,
            stones: 10,
        });
        e.time_left[1] = Some(TimeLeft {
            seconds: 30,
            stones: 5,
        });
        let c = e.move_budget(Color::White);
        assert!(c > 4.5 && c < 6.0, "{c}");
    }

    #[test]
    fn new_time_settings_restart_the_clocks() {
        let mut e = engine(TimeControl::Absolute { main: 60 });
        e.time_left[0] = Some(TimeLeft {
            seconds: 1,
            stones: 0,
        });
        e.clock_used[0] = 50.0;
        e.set_time_control(TimeControl::Absolute { main: 60 });
        assert_eq!(e.time_left, [None, None]);
        assert!(e.move_budget(Color::Black) > 1.0);
    }

    #[test]
    fn resigns_only_when_hopeless_late_and_allowed() {
        let mut e = engine(TimeControl::None);
        assert!(!e.should_resign(0.01, 10_000), "the opening is too early");
        let stones: Vec<Vertex> = e.game.board().vertices().take(30).collect();
        e.game.setup(&stones, &[]).unwrap();
        assert!(e.should_resign(0.01, 10_000));
        assert!(!e.should_resign(0.3, 10_000));
        assert!(!e.should_resign(0.01, 100), "too few playouts to be sure");
        e.resign_below = None;
        assert!(!e.should_resign(0.0, 10_000));
    }
}
