//! Monte Carlo tree search for one move: one tree per thread (root
//! parallelism), each on its own generator, merged at the root.
//!
//! The trees are [`super::tree::Tree`]s; this module runs them within the
//! caller's limits, reports the root moves as analysis commands need
//! them, and carries a finished search over to the next move when the
//! moves played since are in the tree.
//!
//! With one thread, or with a playout limit and no time limit, a search
//! is deterministic for its [`Rng`]: each tree has a fixed share of the
//! playouts and its own seed.

use super::rng::Rng;
use super::tree::{Hints, Node, Root, Tree, TreeConfig};
use crate::board::{Color, Move, Vertex, BOARD_LEN};
use crate::game::Game;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// How far the komi may have moved for a tree to be carried over. A
/// handicap game's dynamic komi fades a point at a time (every few moves
/// on 19x19, nearly every move on 9x9): a tree counted one point off
/// still ranks the moves as the new komi would, save for the playouts
/// that ended on that very point; farther, its win rates mislead.
const REUSE_KOMI: f64 = 1.0;

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
    /// The move (None: pass).
    pub mv: Move,
    pub visits: u32,
    /// Share of playouts won by the mover (a jigo counts half), 0..1.
    pub winrate: f64,
    /// Mean final score margin from the mover's view, komi included.
    pub score_lead: f64,
    /// Standard deviation of that margin.
    pub score_stdev: f64,
    /// The move's prior as a share of all the root's priors.
    pub prior: f64,
    /// A lower confidence bound of the win rate (two standard errors).
    pub lcb: f64,
    /// The move, then the most visited line after it in the main tree.
    pub pv: Vec<Move>,
}

/// Resources of a search.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SearchConfig {
    /// Trees searched in parallel (one thread each).
    pub threads: usize,
    /// Memory all trees together may take, in bytes.
    pub max_memory: usize,
}

impl Default for SearchConfig {
    fn default() -> SearchConfig {
        SearchConfig {
            threads: 1,
            max_memory: 1 << 30,
        }
    }
}

/// Playouts between two publications of a helper tree's root.
const PUBLISH_EVERY: u64 = 128;

/// What a helper tree last told the main thread.
#[derive(Clone, Default)]
struct Snapshot {
    children: Vec<Node>,
    playouts: u64,
    ownership: Option<Vec<i64>>,
}

/// A search from one position for one player.
pub struct Search {
    color: Color,
    main: Tree,
    helpers: Vec<Tree>,
    snapshots: Vec<Snapshot>,
    /// Moves in the game record at the root, to find the moves played
    /// since when the search is reused.
    root_moves: usize,
    config: SearchConfig,
}

impl Search {
    /// A search for `color` to move in `game` (trial moves included).
    pub fn new(game: &mut Game, color: Color, rng: Rng) -> Search {
        let komi = game.komi();
        Search::with(game, color, rng, SearchConfig::default(), Vec::new(), komi)
    }

    /// A search with the given resources and extra root priors, its
    /// playouts counted with `komi` (the game's, or a dynamic komi).
    pub fn with(
        game: &mut Game,
        color: Color,
        mut rng: Rng,
        config: SearchConfig,
        hints: Hints,
        komi: f64,
    ) -> Search {
        let root = root_of(game, color, komi);
        let tree_config = tree_config(&config, game.size());
        let threads = config.threads.max(1);
        let mut trees: Vec<Tree> = (0..threads)
            .map(|_| {
                let seed = rng.next_u64();
                Tree::new(root.clone(), tree_config, hints.clone(), Rng::new(seed))
            })
            .collect();
        for t in &mut trees {
            prune_repeats(t, game, color);
        }
        let main = trees.remove(0);
        Search::assemble(game, color, main, trees, config)
    }

    fn assemble(
        game: &Game,
        color: Color,
        main: Tree,
        helpers: Vec<Tree>,
        config: SearchConfig,
    ) -> Search {
        Search {
            color,
            snapshots: vec![Snapshot::default(); helpers.len()],
            main,
            helpers,
            root_moves: game.record().moves().count(),
            config,
        }
    }

    /// This search carried over to `game`, `color` to move, when the moves
    /// played since its root are in every tree and it counted with `komi`
    /// or within [`REUSE_KOMI`] of it (its playouts from now on count with
    /// `komi`); None otherwise (or when the position is not the one those
    /// moves lead to, on a board of the same size: empty boards of every
    /// size hash alike).
    pub fn reuse(self, game: &mut Game, color: Color, hints: Hints, komi: f64) -> Option<Search> {
        let moves: Vec<(Color, Move)> = game.record().moves().collect();
        if moves.len() < self.root_moves
            || (komi - f64::from(self.main.root.komi)).abs() > REUSE_KOMI
            || game.size() != self.main.root.board.size()
        {
            return None;
        }
        let since = &moves[self.root_moves..];
        let mut board = self.main.root.board.clone();
        let mut to_move = self.main.root.to_move;
        for &(c, mv) in since {
            if c != to_move || board.play(c, mv).is_err() {
                return None;
            }
            to_move = c.opponent();
        }
        if to_move != color || board.hash_with_ko() != game.board().hash_with_ko() {
            return None;
        }
        let path: Vec<Move> = since.iter().map(|&(_, mv)| mv).collect();
        let root = root_of(game, color, komi);
        let config = self.config;
        let mut trees = Vec::new();
        for t in std::iter::once(self.main).chain(self.helpers) {
            let mut t = t.descend(&path, root.clone(), hints.clone())?;
            prune_repeats(&mut t, game, color);
            trees.push(t);
        }
        let main = trees.remove(0);
        Some(Search::assemble(game, color, main, trees, config))
    }

    /// Keeps the pass out of the search (cleanup: dead stones remain).
    pub fn forbid_pass(&mut self) {
        for t in std::iter::once(&mut self.main).chain(self.helpers.iter_mut()) {
            t.prune_root(|mv| mv.is_some());
        }
    }

    /// Keeps only the root moves in `moves` (when some of them can be
    /// searched; otherwise nothing changes).
    pub fn restrict_to(&mut self, moves: &[Vertex]) {
        let allowed = |mv: Move| mv.is_some_and(|v| moves.contains(&v));
        if !self
            .main
            .root_children()
            .iter()
            .any(|c| !c.pruned && allowed(c.move_()))
        {
            return;
        }
        for t in std::iter::once(&mut self.main).chain(self.helpers.iter_mut()) {
            t.prune_root(allowed);
        }
    }

    /// The player the search is for.
    pub fn color(&self) -> Color {
        self.color
    }

    /// The komi its playouts are counted with.
    pub fn komi(&self) -> f64 {
        f64::from(self.main.root.komi)
    }

    /// True when the search has nothing to play but a pass (only its own
    /// eyes left to fill).
    pub fn passes_at_once(&self) -> bool {
        !self.main.has_moves()
    }

    /// Counts who owns each point at the end of every playout from now on.
    pub fn track_ownership(&mut self) {
        for t in std::iter::once(&mut self.main).chain(self.helpers.iter_mut()) {
            t.ownership.get_or_insert_with(|| vec![0; BOARD_LEN]);
        }
    }

    /// Each point's expected owner from the mover's view (1 the mover's,
    /// -1 the opponent's), top row first, left to right; None unless
    /// tracked. Zeros before the first playout.
    pub fn ownership(&self) -> Option<Vec<f64>> {
        let mut sums = self.main.ownership.clone()?;
        for s in &self.snapshots {
            if let Some(o) = &s.ownership {
                for (a, b) in sums.iter_mut().zip(o) {
                    *a += b;
                }
            }
        }
        let n = self.playouts().max(1) as f64;
        let sign = match self.color {
            Color::Black => 1.0,
            Color::White => -1.0,
        };
        let size = self.main.root.board.size();
        let mut out = Vec::with_capacity(size * size);
        for row in (0..size).rev() {
            for col in 0..size {
                let v = Vertex::from_col_row(col, row);
                out.push(sign * sums[v.index()] as f64 / n);
            }
        }
        Some(out)
    }

    /// Playouts run so far (in a reused search, since it was reused).
    pub fn playouts(&self) -> u64 {
        self.main.playouts + self.snapshots.iter().map(|s| s.playouts).sum::<u64>()
    }

    /// The visits of the two most visited root moves, all trees counted
    /// (0 where there are fewer): how far the leader is ahead.
    pub fn top_two_visits(&self) -> (u64, u64) {
        let mut top = (0u64, 0u64);
        for c in self.merged_root().iter().filter(|c| !c.pruned) {
            let v = u64::from(c.visits);
            if v > top.0 {
                top = (v, top.0);
            } else if v > top.1 {
                top.1 = v;
            }
        }
        top
    }

    /// The main tree has no room left to grow (pondering stops there).
    pub fn is_full(&self) -> bool {
        self.main.is_full()
    }

    /// Nodes in all trees.
    pub fn nodes(&self) -> usize {
        self.main.nodes.len() + self.helpers.iter().map(|t| t.nodes.len()).sum::<usize>()
    }

    /// Runs playouts until `limits` or `callback` stops it. The callback
    /// sees the search after every playout of the main tree (and once
    /// before the first); helper trees' progress shows in it as they
    /// publish it.
    pub fn run(&mut self, limits: Limits, mut callback: impl FnMut(&Search) -> Flow) -> Ended {
        let start = Instant::now();
        let threads = 1 + self.helpers.len() as u64;
        let share = limits.playouts.div_ceil(threads);
        let searchable = !self.passes_at_once();
        let mut helpers = std::mem::take(&mut self.helpers);
        let stop = AtomicBool::new(false);
        let board: Mutex<Vec<Snapshot>> = Mutex::new(self.snapshots.clone());
        let ended = std::thread::scope(|scope| {
            for (k, tree) in helpers.iter_mut().enumerate() {
                let (stop, board) = (&stop, &board);
                let base = tree.playouts;
                scope.spawn(move || {
                    while searchable
                        && !stop.load(Ordering::Relaxed)
                        && tree.playouts - base < share
                    {
                        if limits.time.is_some_and(|t| start.elapsed() >= t) {
                            break;
                        }
                        tree.simulate();
                        if tree.playouts % PUBLISH_EVERY == 0 {
                            publish(tree, k, board);
                        }
                    }
                    publish(tree, k, board);
                });
            }
            let base = self.main.playouts;
            let ended = loop {
                if let Ok(s) = board.try_lock() {
                    self.snapshots.clone_from(&s);
                }
                if callback(self) == Flow::Stop {
                    break Ended::Stopped;
                }
                if !searchable || self.main.playouts - base >= share {
                    break Ended::Playouts;
                }
                if limits.time.is_some_and(|t| start.elapsed() >= t) {
                    break Ended::Time;
                }
                self.main.simulate();
            };
            if ended != Ended::Playouts {
                stop.store(true, Ordering::Relaxed);
            }
            ended
        });
        self.snapshots = board.into_inner().unwrap_or_else(|e| e.into_inner());
        self.helpers = helpers;
        ended
    }

    /// The root moves that have been visited, best first: most visits,
    /// then the higher win rate, then board order (the pass last).
    pub fn stats(&self) -> Vec<MoveStats> {
        let merged = self.merged_root();
        let prior_total: f64 = merged
            .iter()
            .map(|n| f64::from(n.prior.wins.max(0.0)))
            .sum();
        let mut stats: Vec<MoveStats> = merged
            .iter()
            .filter(|c| c.visits > 0 && !c.pruned)
            .map(|c| {
                let n = f64::from(c.visits);
                let winrate = f64::from(c.wins) / n;
                let mean = f64::from(c.score_sum) / n;
                let variance = (f64::from(c.score_sq) / n - mean * mean).max(0.0);
                MoveStats {
                    mv: c.move_(),
                    visits: c.visits,
                    winrate,
                    score_lead: mean,
                    score_stdev: variance.sqrt(),
                    prior: f64::from(c.prior.wins.max(0.0)) / prior_total.max(1e-9),
                    lcb: (winrate - 2.0 * (winrate * (1.0 - winrate) / n).sqrt()).max(0.0),
                    pv: self.principal_variation(c.mv),
                }
            })
            .collect();
        stats.sort_by(|a, b| {
            b.visits
                .cmp(&a.visits)
                .then(b.winrate.total_cmp(&a.winrate))
                .then(a.mv.is_none().cmp(&b.mv.is_none()))
                .then(a.mv.cmp(&b.mv))
        });
        stats
    }

    /// The root children of every tree, added up move by move.
    fn merged_root(&self) -> Vec<Node> {
        let mut merged: Vec<Node> = self.main.root_children().to_vec();
        for s in &self.snapshots {
            for c in &s.children {
                if let Some(m) = merged.iter_mut().find(|m| m.mv == c.mv) {
                    m.visits += c.visits;
                    m.wins += c.wins;
                    m.score_sum += c.score_sum;
                    m.score_sq += c.score_sq;
                    m.pruned |= c.pruned;
                }
            }
        }
        merged
    }

    /// `mv` (a root move's vertex index, 0 for a pass) and the most
    /// visited line under it in the main tree, while nodes have been
    /// visited at least twice.
    fn principal_variation(&self, mv: u16) -> Vec<Move> {
        let first = self.main.nodes[0].first_child as usize;
        let Some(k) = self.main.root_children().iter().position(|c| c.mv == mv) else {
            return vec![(mv != 0).then(|| Vertex::from_index(mv as usize))];
        };
        let mut at = first + k;
        let mut pv = vec![self.main.nodes[at].move_()];
        while pv.len() < 12 {
            match self.main.best_child(at) {
                Some(c) if self.main.nodes[c].visits >= 2 => {
                    pv.push(self.main.nodes[c].move_());
                    at = c;
                }
                _ => break,
            }
        }
        pv
    }

    /// The move to play: the most visited root move; a pass when there is
    /// none (only eye-filling moves left) or before any playout.
    pub fn best_move(&self) -> Move {
        self.stats().first().and_then(|s| s.mv)
    }
}

/// Sends helper tree `k`'s root statistics to the main thread.
fn publish(tree: &Tree, k: usize, board: &Mutex<Vec<Snapshot>>) {
    let snapshot = Snapshot {
        children: tree.root_children().to_vec(),
        playouts: tree.playouts,
        ownership: tree.ownership.clone(),
    };
    if let Ok(mut b) = board.lock() {
        b[k] = snapshot;
    }
}

/// The root of a search for `color` in `game`, counted with `komi`.
fn root_of(game: &Game, color: Color, komi: f64) -> Root {
    let mut passes = 0;
    for (_, mv) in game.record().moves().rev() {
        if mv.is_some() || passes == 2 {
            break;
        }
        passes += 1;
    }
    Root {
        board: game.board().clone(),
        to_move: color,
        last: game.last_move().and_then(|(_, mv)| mv),
        last2: game.record().moves().rev().nth(1).and_then(|(_, mv)| mv),
        passes,
        komi: komi as f32,
    }
}

/// A tree's share of the memory, as nodes, and how soon leaves grow.
fn tree_config(config: &SearchConfig, size: usize) -> TreeConfig {
    let per_tree = config.max_memory / config.threads.max(1);
    TreeConfig {
        max_nodes: (per_tree / std::mem::size_of::<Node>()).max(BOARD_LEN),
        expand_at: (size * size / 40).max(2) as u32,
        widen: true,
    }
}

/// Leaves root moves that would repeat an earlier position out.
fn prune_repeats(tree: &mut Tree, game: &mut Game, color: Color) {
    tree.prune_root(|mv| mv.is_none_or(|v| !game.repeats_position(color, v)));
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
        let c3 = crate::board::testing::at(g.board(), "C3");
        assert_eq!(best[0].mv, Some(c3), "{:?}", best[0]);
        assert!(best[0].winrate > 0.5, "{:?}", best[0]);
        assert!(best[0].pv.len() >= 2 && best[0].pv[0] == Some(c3));
        assert_eq!(s.best_move(), Some(c3));
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
    fn passes_without_candidates_and_searches_after_a_pass() {
        let mut g = game(&[".X.X.", "XXXXX", "XXXXX", "XXXXX", "X.X.X"], 6.5);
        let mut s = Search::new(&mut g, Color::Black, Rng::new(3));
        assert_eq!(s.run(limits(100), |_| Flow::Continue), Ended::Playouts);
        assert_eq!(s.best_move(), None);
        assert!(s.stats().iter().all(|m| m.mv.is_none()));

        // White is ahead and Black passed: the search still runs (whether
        // to pass is the player's judgement, not the search's).
        let mut g = game(&["XXO..", "XXO..", "XXO..", "XXO..", "XXO.."], 0.5);
        g.play(Color::Black, None).unwrap();
        let mut s = Search::new(&mut g, Color::White, Rng::new(3));
        assert_eq!(s.run(limits(200), |_| Flow::Continue), Ended::Playouts);
        assert_eq!(s.playouts(), 200);
        assert!(!s.stats().is_empty());
    }

    #[test]
    fn reused_search_keeps_what_it_learned() {
        let mut g = Game::new(9, 7.5);
        let mut s = Search::new(&mut g, Color::Black, Rng::new(5));
        s.run(limits(2000), |_| Flow::Continue);
        let mine = s.best_move().unwrap();
        g.play(Color::Black, Some(mine)).unwrap();
        let answer = s.stats()[0].pv[1];
        g.play(Color::White, answer).unwrap();
        let reused = s
            .reuse(&mut g, Color::Black, Vec::new(), 7.5)
            .expect("the line is in the tree");
        assert_eq!(reused.playouts(), 0);
        let known: u32 = reused.main.root_children().iter().map(|c| c.visits).sum();
        assert!(known > 0, "the subtree's visits are kept");
        assert_eq!(reused.komi(), 7.5);
        // A dynamic komi that moved by a point: kept, counted with the
        // new komi from now on; by more: the tree's win rates are not
        // that komi's.
        let moved = reused
            .reuse(&mut g, Color::Black, Vec::new(), 8.5)
            .expect("a point off");
        assert_eq!(moved.komi(), 8.5);
        assert!(moved.main.root_children().iter().any(|c| c.visits > 0));
        let again = moved.reuse(&mut g, Color::Black, Vec::new(), 10.5);
        assert!(again.is_none());
        // A move the tree never saw, or a different position: no reuse.
        let mut g2 = Game::new(9, 7.5);
        let mut s2 = Search::new(&mut g2, Color::Black, Rng::new(5));
        s2.run(limits(50), |_| Flow::Continue);
        g2.play(
            Color::Black,
            Some(crate::board::testing::at(g2.board(), "A1")),
        )
        .unwrap();
        g2.play(
            Color::White,
            Some(crate::board::testing::at(g2.board(), "J9")),
        )
        .unwrap();
        assert!(s2.reuse(&mut g2, Color::Black, Vec::new(), 7.5).is_none());
    }

    #[test]
    fn threads_share_the_playouts_and_stay_deterministic() {
        let config = SearchConfig {
            threads: 2,
            max_memory: 64 << 20,
        };
        let run = || {
            let mut g = Game::new(7, 6.5);
            let mut s = Search::with(&mut g, Color::Black, Rng::new(9), config, Vec::new(), 6.5);
            assert_eq!(s.run(limits(600), |_| Flow::Continue), Ended::Playouts);
            assert_eq!(s.playouts(), 600);
            let visits: u32 = s.stats().iter().map(|m| m.visits).sum();
            assert_eq!(visits, 600);
            // The leader's and the runner-up's visits, all trees counted.
            let stats = s.stats();
            let top = (u64::from(stats[0].visits), u64::from(stats[1].visits));
            assert_eq!(s.top_two_visits(), top);
            stats
        };
        assert_eq!(run(), run());
    }

    #[test]
    fn memory_bounds_the_tree() {
        let config = SearchConfig {
            threads: 1,
            max_memory: 4 * BOARD_LEN * std::mem::size_of::<Node>(),
        };
        let mut g = Game::new(9, 7.5);
        let mut s = Search::with(&mut g, Color::Black, Rng::new(2), config, Vec::new(), 7.5);
        s.run(limits(3000), |_| Flow::Continue);
        assert_eq!(s.playouts(), 3000);
        assert!(s.nodes() <= 4 * BOARD_LEN, "{} nodes", s.nodes());
        assert!(s.best_move().is_some());
    }
}
