//! The engine state behind the protocol: the game, time settings and the
//! move policy. GTP handlers call these methods and only format answers.

use crate::board::{Color, Move, Vertex};
use crate::game::{self, fixed_handicap_points, load_game, Game, GameError, LoadUntil};
use crate::optics::{EyeData, EyeEval, HalfEye, Optics};
use crate::player::score::{format_score, Assessment, Rules};
use crate::player::search::{Limits, Search};
use crate::player::{rng::Rng, simple};
use crate::worms::Worms;
use std::fmt;
use std::path::Path;
use std::time::Duration;

/// Time control as the controller announced it (GTP `time_settings`,
/// `kgs-time_settings`), in seconds. Kept for the player; the simple
/// policy answers at once.
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
    rng: Rng,
    /// The search's playouts a move (`lz-genmove_analyze`); time may end
    /// it sooner, see [`Engine::search_limits`].
    pub search_playouts: u64,
    /// The search's longest think a move, in seconds.
    pub search_seconds: f64,
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

/// The search's budget a move unless the command line says otherwise.
pub const DEFAULT_PLAYOUTS: u64 = 10_000;
pub const DEFAULT_SEARCH_SECONDS: f64 = 10.0;

impl Engine {
    pub fn new(seed: u64) -> Engine {
        Engine {
            game: Game::new(DEFAULT_SIZE, 0.0),
            time_control: TimeControl::None,
            time_left: [None, None],
            rng: Rng::new(seed),
            search_playouts: DEFAULT_PLAYOUTS,
            search_seconds: DEFAULT_SEARCH_SECONDS,
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
        let margin = self.assess().margin() - self.game.komi();
        format_score(margin)
    }

    /// A new empty board of `size`; komi is kept.
    pub fn set_board_size(&mut self, size: usize) -> Result<(), GameError> {
        self.game = Game::from_record(game::GameRecord::new(size, self.game.komi()))?;
        Ok(())
    }

    /// Chooses a move for `color` and plays it.
    pub fn genmove(&mut self, color: Color) -> Move {
        let mv = self.reg_genmove(color);
        self.game
            .play(color, mv)
            .expect("the policy only chooses legal moves");
        mv
    }

    /// The move `genmove` would choose for `color`, not played (GNU Go's
    /// `reg_genmove`, which regression suites ask).
    pub fn reg_genmove(&mut self, color: Color) -> Move {
        simple::choose_move(&mut self.game, color, &mut self.rng)
    }

    /// A search for `color` in the current position, seeded from the
    /// engine's generator (so a session replays the same for a seed).
    pub fn search(&mut self, color: Color) -> Search {
        let seed = self.rng.next_u64();
        Search::new(&mut self.game, color, Rng::new(seed))
    }

    /// How long a move's search may go: the playout budget, and the time
    /// budget shortened to a twentieth of the clock's time left (a stone's
    /// share of a Canadian period) when the controller told us.
    pub fn search_limits(&self, color: Color) -> Limits {
        let mut seconds = self.search_seconds.max(0.0);
        if let Some(left) = self.time_left[color.index()].filter(|t| t.seconds > 0) {
            let share = if left.stones > 0 {
                left.seconds as f64 / left.stones as f64
            } else {
                left.seconds as f64 / 20.0
            };
            seconds = seconds.min(share * 0.8);
        }
        Limits {
            playouts: self.search_playouts,
            time: Some(Duration::from_secs_f64(seconds.min(1e6))),
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
