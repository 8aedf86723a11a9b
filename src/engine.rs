//! The engine behind the protocol: the game, the analysis of its current
//! position, the player and the rules. GTP handlers call these methods and
//! only format answers; the Go lives in the layers below.

use crate::analysis::{status::format_score, Analysis, Assessment, Stage};
use crate::board::{Color, Move, Vertex};
use crate::game::{self, fixed_handicap_points, load_game, Game, GameError, LoadUntil};
use crate::player::genmove::{judge, Mode, Player};
use std::fmt;
use std::path::Path;

pub use crate::analysis::{Rules, Status};
pub use crate::dragons::owl::{OwlLimits, Ply};
pub use crate::dragons::semeai::SemeaiResult;
pub use crate::dragons::{DragonData, DragonOwl, DragonStatus};
pub use crate::eyes::EyeValue;
pub use crate::optics::{urgency, EyeData, EyeEval, HalfEye, Kind};
pub use crate::player::clock::{TimeControl, TimeLeft, DEFAULT_TIME_PER_MOVE};
pub use crate::player::dynamic_komi::Mode as DynamicKomiMode;
pub use crate::player::genmove::{Decision, Request, DEFAULT_RESIGN_BELOW};
pub use crate::player::search::{Ended, Flow, Limits, MoveStats, Search, SearchConfig};
pub use crate::reading::{Answer, Code};
pub use crate::worms::Worms;

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
    /// The analysis of the game's current position (trial moves included).
    pub analysis: Analysis,
    pub player: Player,
    /// How the game is counted at the end.
    pub rules: Rules,
}

/// Board size of a fresh engine, as in GNU Go.
const DEFAULT_SIZE: usize = 19;

impl Engine {
    pub fn new(seed: u64) -> Engine {
        Engine {
            game: Game::new(DEFAULT_SIZE, 0.0),
            analysis: Analysis::new(),
            player: Player::new(seed),
            rules: Rules::Japanese,
        }
    }

    // --- The analysis of the current position ---------------------------

    pub fn worms(&mut self) -> &Worms {
        self.analysis.worms(self.game.board())
    }

    /// The dragon origin of the stone at `v` (None for an empty point).
    pub fn dragon_origin(&mut self, v: Vertex) -> Option<Vertex> {
        self.analysis.dragons(self.game.board()).origin(v)
    }

    /// Every dragon's stones (scan order), or only the dragon at `v`.
    pub fn dragon_stones(&mut self, v: Option<Vertex>) -> Vec<Vec<Vertex>> {
        let dragons = self.analysis.dragons(self.game.board());
        match v {
            None => dragons.all().to_vec(),
            Some(v) => dragons
                .stones(v)
                .map(|d| vec![d.to_vec()])
                .unwrap_or_default(),
        }
    }

    /// The eye data of `v` for `color`'s eye spaces.
    pub fn eye_data(&mut self, color: Color, v: Vertex) -> EyeData {
        self.analysis.eye_data(self.game.board(), color, v)
    }

    /// The topological record of `v`.
    pub fn half_eye_data(&mut self, v: Vertex) -> HalfEye {
        self.analysis.half_eye_data(self.game.board(), v)
    }

    /// The eye space at `v` with its value and vital points; None when `v`
    /// is in no colour's eye space.
    pub fn eval_eye(&mut self, v: Vertex) -> Option<EyeEval> {
        self.eval_eye_of(None, v)
    }

    /// `eval_eye` for the space of `color` (of either colour with None).
    pub fn eval_eye_of(&mut self, color: Option<Color>, v: Vertex) -> Option<EyeEval> {
        self.analysis.eval_eye(self.game.board(), color, v)
    }

    /// `color`'s eye spaces: each origin with its points, in scan order.
    pub fn eye_spaces(&mut self, color: Color) -> Vec<(Vertex, Vec<Vertex>)> {
        self.analysis.eye_spaces(self.game.board(), color)
    }

    /// The topological eye value of `v` as an eye point of `color`.
    pub fn topological_eye(&mut self, color: Color, v: Vertex) -> HalfEye {
        self.analysis.topological_eye(self.game.board(), color, v)
    }

    pub fn attack(&mut self, s: Vertex) -> Answer {
        self.analysis.attack(self.game.board(), s)
    }

    pub fn find_defense(&mut self, s: Vertex) -> Answer {
        self.analysis.find_defense(self.game.board(), s)
    }

    pub fn ladder_attack(&mut self, s: Vertex) -> Answer {
        self.analysis.ladder_attack(self.game.board(), s)
    }

    /// `v` alone, or every dragon's origin (scan order) with None.
    fn dragon_points(&mut self, v: Option<Vertex>) -> Vec<Vertex> {
        match v {
            Some(v) => vec![v],
            None => {
                let dragons = self.analysis.dragons(self.game.board());
                dragons.all().iter().map(|d| d[0]).collect()
            }
        }
    }

    /// The status of the dragon at `v`, or of every dragon (origin and
    /// status, dragons in scan order) with None.
    pub fn dragon_status(&mut self, v: Option<Vertex>) -> Vec<(Vertex, DragonStatus)> {
        let origins = self.dragon_points(v);
        let board = self.game.board();
        origins
            .into_iter()
            .map(|o| (o, self.analysis.dragon_status(board, o)))
            .collect()
    }

    /// GNU Go's dragon record of the dragon at the stone `v`, or of every
    /// dragon (dragons in scan order of their origins) with None; an
    /// empty point has none.
    pub fn dragon_data(&mut self, v: Option<Vertex>) -> Vec<DragonData> {
        let points = self.dragon_points(v);
        let board = self.game.board();
        points
            .into_iter()
            .filter_map(|p| self.analysis.dragon_data(board, p))
            .collect()
    }

    /// The reader's line of up to `plies` moves against the dragon at `v`,
    /// the attacker first (see [`Ply`]); the game is untouched.
    pub fn owl_line(&mut self, v: Vertex, plies: usize) -> Vec<Ply> {
        self.analysis.owl_line(self.game.board(), v, plies)
    }

    /// Can the dragon at `v` be killed (the life-and-death reader)?
    pub fn owl_attack(&mut self, v: Vertex) -> Answer {
        self.analysis.owl_attack(self.game.board(), v)
    }

    /// Can the dragon at `v` be saved?
    pub fn owl_defend(&mut self, v: Vertex) -> Answer {
        self.analysis.owl_defend(self.game.board(), v)
    }

    /// The capturing race between the dragons at the stones `a` and `b`,
    /// `a`'s owner first (None unless they are of opposite colours).
    pub fn analyze_semeai(&mut self, a: Vertex, b: Vertex) -> Option<SemeaiResult> {
        self.analysis.analyze_semeai(self.game.board(), a, b)
    }

    pub fn owl_does_attack(&mut self, m: Vertex, v: Vertex) -> Code {
        self.analysis.owl_does_attack(self.game.board(), m, v)
    }

    pub fn owl_does_defend(&mut self, m: Vertex, v: Vertex) -> Code {
        self.analysis.owl_does_defend(self.game.board(), m, v)
    }

    pub fn does_attack(&mut self, m: Vertex, s: Vertex) -> Code {
        self.analysis.does_attack(self.game.board(), m, s)
    }

    pub fn does_defend(&mut self, m: Vertex, s: Vertex) -> Code {
        self.analysis.does_defend(self.game.board(), m, s)
    }

    /// Can the strings at `s1` and `s2` (stones of one colour) be
    /// connected, their owner moving first?
    pub fn connect(&mut self, s1: Vertex, s2: Vertex) -> Answer {
        self.analysis.connect(self.game.board(), s1, s2)
    }

    /// Can the strings at `s1` and `s2` (stones of one colour) be cut
    /// apart, their opponent moving first?
    pub fn disconnect(&mut self, s1: Vertex, s2: Vertex) -> Answer {
        self.analysis.disconnect(self.game.board(), s1, s2)
    }

    /// `analyze_eyegraph`: the local game of an eye graph, on a private
    /// board (the game is untouched); `progress` sees the reading and may
    /// stop it.
    pub fn analyze_eyegraph(
        &self,
        encoded: &str,
        setting: crate::eyes::Setting,
        progress: crate::eyes::local_game::Progress,
    ) -> Result<crate::eyes::Analysis, crate::eyes::AnalyzeError> {
        let graph = crate::eyes::graph::EyeGraph::from_encoded(encoded)
            .map_err(crate::eyes::AnalyzeError::Graph)?;
        crate::eyes::analyze_watched(&graph, setting, Some(progress))
    }

    /// The end-of-game judgement of the current position, taken as a
    /// finished game ([`Stage::Over`]: every dragon the playouts doubt is
    /// read): statuses, territory and score. Repeatable: the playouts are
    /// seeded from the position.
    pub fn assess(&mut self) -> &Assessment {
        let stage = Stage::Over(self.game.to_move());
        judge(&mut self.analysis, &self.game, self.rules, stage)
    }

    /// The final score with komi, as `final_score` answers it: on an
    /// unfinished board, the count the ownership estimate supports.
    pub fn final_score(&mut self) -> String {
        let komi = self.game.komi();
        format_score(self.assess().lead(Color::Black, komi))
    }

    // --- The game ---------------------------------------------------------

    /// A new empty board of `size`; komi is kept.
    pub fn set_board_size(&mut self, size: usize) -> Result<(), GameError> {
        self.game = Game::from_record(game::GameRecord::new(size, self.game.komi()))?;
        self.player.forget();
        Ok(())
    }

    /// An empty board of the same size.
    pub fn clear_board(&mut self) {
        self.game.clear();
        self.player.forget();
    }

    // --- Moves --------------------------------------------------------------

    /// The one move decision (see [`crate::player::genmove`]): `play`
    /// plays the move and charges the clock; `progress` may stop the
    /// search early (an interrupt) and the move is then the best so far.
    pub fn genmove(
        &mut self,
        req: Request,
        progress: &mut dyn FnMut(&Search) -> Flow,
    ) -> Result<Decision, GameError> {
        self.player.genmove(
            &mut self.game,
            &mut self.analysis,
            self.rules,
            req,
            progress,
        )
    }

    /// A request for an ordinary move of `color`.
    pub fn request(color: Color, play: bool) -> Request {
        Request::new(color, play)
    }

    /// `kgs-genmove_cleanup`'s request: takes the opponent's dead stones
    /// before passing, never resigns.
    pub fn cleanup_request(color: Color) -> Request {
        Request {
            mode: Mode::Cleanup,
            ..Request::new(color, true)
        }
    }

    /// The last move request's search (for `top_moves` and the analysis
    /// commands' final lines).
    pub fn last_search(&self) -> Option<&Search> {
        self.player.last_search()
    }

    /// `top_moves`: the last move request's best root moves (up to ten),
    /// each with its visits and its win rate in per cent, best first.
    pub fn top_moves(&self) -> Vec<(Move, u32, f64)> {
        self.player
            .last_stats()
            .into_iter()
            .take(10)
            .map(|m| (m.mv, m.visits, 100.0 * m.winrate))
            .collect()
    }

    /// Searches on the opponent's time after a played move request, until
    /// `stop` holds (`--ponder`; see [`crate::player::genmove::Player::ponder`]).
    pub fn ponder(&mut self, stop: &dyn Fn() -> bool) {
        self.player.ponder(&mut self.game, stop);
    }

    /// A search for `color` in the current position with the move
    /// requests' priors (the analysis streams run it).
    pub fn analysis_search(&mut self, color: Color) -> Search {
        self.player
            .analysis_search(&mut self.game, &mut self.analysis, color)
    }

    /// New time settings: the clocks start again.
    pub fn set_time_control(&mut self, tc: TimeControl) {
        self.player.clock.set_control(tc);
    }

    /// What the controller says is left on `color`'s clock.
    pub fn set_time_left(&mut self, color: Color, left: TimeLeft) {
        self.player.clock.left[color.index()] = Some(left);
    }

    /// Seconds `color` may think about the next move.
    pub fn move_budget(&self, color: Color) -> f64 {
        self.player.clock.budget(self.game.board(), color)
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
        self.player.forget();
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

    /// A search's progress callback that never stops it.
    fn no_watch(_: &Search) -> Flow {
        Flow::Continue
    }

    #[test]
    fn a_new_board_size_forgets_the_last_search() {
        let mut e = Engine::new(1);
        e.player.options.playouts = Some(50);
        e.set_board_size(13).unwrap();
        let d4 = Vertex::from_col_row(3, 3);
        e.game.play(Color::Black, Some(d4)).unwrap();
        e.genmove(Engine::request(Color::White, true), &mut no_watch)
            .unwrap();
        assert!(e.last_search().is_some());
        e.set_board_size(9).unwrap();
        assert!(e.last_search().is_none());
        e.game.play(Color::Black, Some(d4)).unwrap();
        let d = e
            .genmove(Engine::request(Color::White, true), &mut no_watch)
            .unwrap();
        assert!(matches!(d, Decision::Play(Some(_))), "{d:?}");
    }
}
