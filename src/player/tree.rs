//! One Monte Carlo search tree: nodes in a flat arena, selection by
//! win rate blended with all-moves-as-first (RAVE) statistics, priors at
//! expansion, the playout policy of [`super::policy`] below the leaves.
//!
//! A node holds the statistics of the move leading to it, from the view of
//! the player who made that move. Children of a node are contiguous in the
//! arena, so a node names them by first index and count. The arena never
//! grows past `max_nodes`: once full, leaves stay leaves and the search
//! goes on with playouts from them.

use super::patterns;
use super::playout::{area_score, is_eye_like, owner};
use super::policy;
use super::rng::Rng;
use crate::board::{Board, Color, Move, Vertex, BOARD_LEN};

/// Exploration constant of the UCB term, in win-rate units; small, since
/// the priors and RAVE already spread the search.
const EXPLORATION: f32 = 0.12;
/// Playouts after which a RAVE estimate counts as much as the node's own
/// (the equivalence parameter of the blend).
const RAVE_EQUIV: f32 = 2500.0;
/// Value of a child never visited, with no prior: try it soon.
const FIRST_PLAY: f32 = 1.1;

/// A prior: playouts the node is credited with before it is searched,
/// and how many of them count as won (for the player making the move).
#[derive(Copy, Clone, Debug, Default, PartialEq)]
pub struct Prior {
    pub visits: f32,
    pub wins: f32,
}

impl Prior {
    pub const fn new(visits: f32, wins: f32) -> Prior {
        Prior { visits, wins }
    }

    fn add(&mut self, other: Prior) {
        self.visits += other.visits;
        self.wins += other.wins;
    }
}

/// A move of the tree and what the search learned of it.
#[derive(Copy, Clone, Debug, Default)]
pub struct Node {
    /// The vertex index of the move (0: pass).
    pub mv: u16,
    /// Children, contiguous from `first_child`; `n_children == 0`: a leaf.
    pub n_children: u16,
    pub first_child: u32,
    pub visits: u32,
    /// Won playouts for the player of `mv` (a jigo counts half).
    pub wins: f32,
    pub amaf_visits: u32,
    pub amaf_wins: f32,
    pub prior: Prior,
    /// Sum and sum of squares of the final margin, for the player of `mv`.
    pub score_sum: f32,
    pub score_sq: f32,
    /// Kept out of selection (a root move repeating an earlier position).
    pub pruned: bool,
}

impl Node {
    pub fn move_(&self) -> Move {
        (self.mv != 0).then(|| Vertex::from_index(self.mv as usize))
    }

    pub fn winrate(&self) -> f32 {
        if self.visits == 0 {
            0.0
        } else {
            self.wins / self.visits as f32
        }
    }

    fn children(&self) -> std::ops::Range<usize> {
        let first = self.first_child as usize;
        first..first + self.n_children as usize
    }
}

/// Where a search tree starts.
#[derive(Clone)]
pub struct Root {
    pub board: Board,
    pub to_move: Color,
    /// The move before the root (the policy answers it).
    pub last: Move,
    /// The move before it (the priors of big boards look at both).
    pub last2: Move,
    /// Consecutive passes just before the root (0, 1 or 2).
    pub passes: u8,
    pub komi: f32,
}

/// Fixed parameters of a tree.
#[derive(Copy, Clone, Debug)]
pub struct TreeConfig {
    /// Nodes the arena may hold.
    pub max_nodes: usize,
    /// Visits a leaf needs before it is expanded.
    pub expand_at: u32,
    /// Progressive widening at the root on boards from 19x19 (whose
    /// priors are learned): the root searches only its moves of highest
    /// prior, more of them as its visits grow ([`widening`]).
    pub widen: bool,
}

/// Extra priors for root moves (from the tactical and eye analysis).
pub type Hints = Vec<(Vertex, Prior)>;

/// A search tree with its own generator and counters.
pub struct Tree {
    pub root: Root,
    pub nodes: Vec<Node>,
    config: TreeConfig,
    hints: Hints,
    rng: Rng,
    pub playouts: u64,
    /// Sums of each point's final owner (Black 1, White -1) by vertex
    /// index, when asked for.
    pub ownership: Option<Vec<i64>>,
    max_moves: usize,
    // Scratch for one simulation.
    path: Vec<u32>,
    /// The playout's moves, in order.
    played: Vec<(Color, Vertex)>,
    amaf_color: Vec<u8>,
    amaf_depth: Vec<u16>,
    amaf_stamp: Vec<u32>,
    stamp: u32,
}

/// Marks of [`Tree::amaf_color`].
fn color_mark(c: Color) -> u8 {
    c.index() as u8 + 1
}

impl Tree {
    pub fn new(root: Root, config: TreeConfig, hints: Hints, rng: Rng) -> Tree {
        Tree::with_nodes(root, config, hints, rng, vec![Node::default()])
    }

    /// The root's children.
    pub fn root_children(&self) -> &[Node] {
        &self.nodes[self.nodes[0].children()]
    }

    /// Index of node `i`'s most visited child.
    pub fn best_child(&self, i: usize) -> Option<usize> {
        self.nodes[i]
            .children()
            .filter(|&c| !self.nodes[c].pruned && self.nodes[c].visits > 0)
            .max_by(|&a, &b| {
                let (na, nb) = (&self.nodes[a], &self.nodes[b]);
                na.visits
                    .cmp(&nb.visits)
                    .then(na.wins.total_cmp(&nb.wins))
                    .then(nb.mv.cmp(&na.mv))
            })
    }

    /// Leaves every root child whose move `keep` refuses out of selection.
    pub fn prune_root(&mut self, mut keep: impl FnMut(Move) -> bool) {
        for c in self.nodes[0].children() {
            let mv = self.nodes[c].move_();
            if !keep(mv) {
                self.nodes[c].pruned = true;
            }
        }
    }

    /// The arena has no room for another expansion: more playouts would
    /// refine only the statistics of nodes already there.
    pub fn is_full(&self) -> bool {
        self.nodes.len() + BOARD_LEN / 2 > self.config.max_nodes
    }

    /// The root has at least one move to search.
    pub fn has_moves(&self) -> bool {
        self.root_children().iter().any(|c| !c.pruned)
    }

    fn expand_root(&mut self) {
        if self.nodes[0].n_children == 0 {
            let Root {
                mut board,
                to_move,
                last,
                last2,
                passes,
                ..
            } = self.root.clone();
            self.expand(0, &mut board, to_move, (last, last2), passes);
        }
        // A hinted root move gains its prior even in a reused tree.
        let hints = std::mem::take(&mut self.hints);
        for c in self.nodes[0].children() {
            if let Some(v) = self.nodes[c].move_() {
                for (h, p) in &hints {
                    if *h == v {
                        self.nodes[c].prior.add(*p);
                    }
                }
            }
        }
        self.hints = hints;
        if self.widens() {
            self.sort_root();
        }
    }

    /// Whether this tree's root searches its moves progressively (learned
    /// priors, widening on).
    fn widens(&self) -> bool {
        self.config.widen
            && self.root.board.size() >= WIDEN_MIN_SIZE
            && !patterns::GAMMAS.is_empty()
    }

    /// Orders the root's moves by their prior win rate, best first (the
    /// order in which widening lets them in). Ties keep the board order.
    /// Moves take their subtrees along, which their nodes name. (Widening
    /// below the root too, from the learned priors' top two replies, lost
    /// its first games: RESULTS.md, 2026-11-29.)
    fn sort_root(&mut self) {
        let range = self.nodes[0].children();
        self.nodes[range].sort_by(|a, b| prior_rate(b).total_cmp(&prior_rate(a)));
    }

    /// Creates the children of node `i`, whose position is `board` with
    /// `color` to move: every legal move but those filling an own eye,
    /// and the pass, each with its prior.
    fn expand(
        &mut self,
        i: usize,
        board: &mut Board,
        color: Color,
        (last, last2): (Move, Move),
        passes: u8,
    ) {
        let first = self.nodes.len();
        let size = board.size();
        let mut count = 0;
        let learned = size >= PATTERN_MIN_SIZE && !patterns::GAMMAS.is_empty();
        let mut strongest = 0f32;
        // (The iterator holds only the size, so the priors may use the
        // board's scratch marks as they go.)
        for v in board.vertices() {
            if !board.is_empty(v) || !board.is_legal(color, v) || is_eye_like(board, color, v) {
                continue;
            }
            let prior = if learned {
                // The strength for now; the prior once all are known.
                let f = patterns::features(board, color, v, last, last2);
                let s = patterns::GAMMAS.strength(&f);
                strongest = strongest.max(s);
                Prior::new(0.0, s)
            } else {
                move_prior(board, color, v, last)
            };
            self.nodes.push(Node {
                mv: v.index() as u16,
                prior,
                ..Node::default()
            });
            count += 1;
        }
        if learned && strongest > 0.0 {
            for n in &mut self.nodes[first..] {
                n.prior = pattern_prior(n.prior.wins / strongest);
            }
        }
        // Passing is a real choice once the opponent has passed or little
        // is left; early on it is nearly always a lost tempo.
        let pass_prior = if passes > 0 || count <= size {
            Prior::new(2.0, 1.0)
        } else {
            Prior::new(20.0, 0.0)
        };
        self.nodes.push(Node {
            mv: 0,
            prior: pass_prior,
            ..Node::default()
        });
        count += 1;
        self.nodes[i].first_child = first as u32;
        self.nodes[i].n_children = count as u16;
    }

    /// The child of `i` with the best blend of win rate, RAVE estimate and
    /// exploration, for the player to move at `i`.
    fn select(&self, i: usize) -> usize {
        let parent = &self.nodes[i];
        let log_n = ((parent.visits + 1) as f32).ln();
        let mut best = usize::MAX;
        let mut best_value = f32::NEG_INFINITY;
        let mut allowed = if i == 0 && self.widens() {
            widening(parent.visits)
        } else {
            usize::MAX
        };
        for c in parent.children() {
            let n = &self.nodes[c];
            if n.pruned {
                continue;
            }
            if allowed == 0 {
                break;
            }
            allowed -= 1;
            let visits = n.visits as f32 + n.prior.visits;
            let wins = n.wins + n.prior.wins;
            let mut value = if visits > 0.0 {
                wins / visits
            } else {
                FIRST_PLAY
            };
            if n.amaf_visits > 0 {
                let na = n.amaf_visits as f32;
                let beta = na / (na + visits + na * visits / RAVE_EQUIV);
                value = (1.0 - beta) * value + beta * (n.amaf_wins / na);
            }
            value += EXPLORATION * (log_n / (visits + 1.0)).sqrt();
            if value > best_value {
                best_value = value;
                best = c;
            }
        }
        best
    }

    /// One simulation: down the tree, expanding the leaf reached if it has
    /// been visited enough, a playout, and the result back up.
    pub fn simulate(&mut self) {
        let mut board = self.root.board.clone();
        let mut color = self.root.to_move;
        let mut last = self.root.last;
        let mut last2 = self.root.last2;
        let mut passes = self.root.passes;
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            self.amaf_stamp.iter_mut().for_each(|s| *s = 0);
            self.stamp = 1;
        }
        self.path.clear();
        self.path.push(0);
        let mut node = 0usize;
        let mut depth: u16 = 0;
        let mut ended = passes >= 2;
        while !ended {
            if self.nodes[node].n_children == 0 {
                if node != 0 && (self.nodes[node].visits < self.config.expand_at || self.is_full())
                {
                    break;
                }
                self.expand(node, &mut board, color, (last, last2), passes);
            }
            let child = self.select(node);
            if child == usize::MAX {
                break;
            }
            let mv = self.nodes[child].move_();
            let played = board.play(color, mv);
            debug_assert!(played.is_ok(), "tree moves are legal");
            if let Some(v) = mv {
                self.mark_amaf(v, color, depth);
                passes = 0;
            } else {
                passes += 1;
            }
            depth += 1;
            self.path.push(child as u32);
            node = child;
            last2 = last;
            last = mv;
            color = color.opponent();
            ended = passes >= 2;
        }
        if !ended {
            let mut played = std::mem::take(&mut self.played);
            played.clear();
            let max_moves = self.max_moves;
            policy::run(&mut board, color, last, &mut self.rng, max_moves, |c, v| {
                played.push((c, v));
            });
            for (i, &(c, v)) in played.iter().enumerate() {
                self.mark_amaf(v, c, depth.saturating_add(i as u16));
            }
            self.played = played;
        }
        let margin = area_score(&board) as f32 - self.root.komi;
        if let Some(sums) = &mut self.ownership {
            for v in board.vertices() {
                sums[v.index()] += i64::from(owner(&board, v));
            }
        }
        self.back_up(margin);
        self.playouts += 1;
    }

    /// Notes that `color` played `v` first at `depth` (if nobody had yet).
    fn mark_amaf(&mut self, v: Vertex, color: Color, depth: u16) {
        let p = v.index();
        if self.amaf_stamp[p] != self.stamp {
            self.amaf_stamp[p] = self.stamp;
            self.amaf_color[p] = color_mark(color);
            self.amaf_depth[p] = depth;
        }
    }

    /// Updates the path with the final margin from Black's view.
    fn back_up(&mut self, black_margin: f32) {
        let black_result = if black_margin > 0.0 {
            1.0
        } else if black_margin < 0.0 {
            0.0
        } else {
            0.5
        };
        // The player who made the move into the root.
        let mut mover = self.root.to_move.opponent();
        for (d, &i) in self.path.iter().enumerate() {
            let (result, margin) = match mover {
                Color::Black => (black_result, black_margin),
                Color::White => (1.0 - black_result, -black_margin),
            };
            let node = &mut self.nodes[i as usize];
            node.visits += 1;
            node.wins += result;
            node.score_sum += margin;
            node.score_sq += margin * margin;
            // RAVE: the children whose move the player to move here played
            // first, here or later.
            let to_move = mover.opponent();
            let mark = color_mark(to_move);
            let child_result = 1.0 - result;
            let range = node.children();
            for c in range {
                let mv = self.nodes[c].mv as usize;
                if mv != 0
                    && self.amaf_stamp[mv] == self.stamp
                    && self.amaf_color[mv] == mark
                    && self.amaf_depth[mv] as usize >= d
                {
                    let child = &mut self.nodes[c];
                    child.amaf_visits += 1;
                    child.amaf_wins += child_result;
                }
            }
            mover = to_move;
        }
    }

    /// The subtree under the path of `moves` from the root, as a tree of
    /// its own whose root is `root` (the position after those moves);
    /// None if some move was never expanded. Keeps the generator.
    pub fn descend(self, moves: &[Move], root: Root, hints: Hints) -> Option<Tree> {
        let mut at = 0usize;
        for &mv in moves {
            let want = mv.map_or(0, |v| v.index() as u16);
            at = self.nodes[at]
                .children()
                .find(|&c| self.nodes[c].mv == want)?;
        }
        if self.nodes[at].n_children == 0 {
            return None;
        }
        // Copy the subtree breadth first, keeping siblings contiguous.
        let mut nodes = Vec::with_capacity(self.nodes.len() / 2);
        let mut top = self.nodes[at];
        top.pruned = false;
        nodes.push(top);
        let mut queue = std::collections::VecDeque::from([(at, 0usize)]);
        while let Some((old, new)) = queue.pop_front() {
            let range = self.nodes[old].children();
            if range.is_empty() {
                continue;
            }
            let first = nodes.len();
            for c in range.clone() {
                let mut n = self.nodes[c];
                n.pruned = false;
                nodes.push(n);
            }
            nodes[new].first_child = first as u32;
            for (k, c) in range.enumerate() {
                queue.push_back((c, first + k));
            }
        }
        Some(Tree::with_nodes(root, self.config, hints, self.rng, nodes))
    }

    /// A tree on `nodes` (the root first), its root expanded and hinted.
    fn with_nodes(
        root: Root,
        config: TreeConfig,
        hints: Hints,
        rng: Rng,
        nodes: Vec<Node>,
    ) -> Tree {
        let size = root.board.size();
        let mut tree = Tree {
            root,
            nodes,
            config,
            hints,
            rng,
            playouts: 0,
            ownership: None,
            max_moves: 3 * size * size,
            path: Vec::with_capacity(64),
            played: Vec::with_capacity(3 * size * size),
            amaf_color: vec![0; BOARD_LEN],
            amaf_depth: vec![0; BOARD_LEN],
            amaf_stamp: vec![0; BOARD_LEN],
            stamp: 0,
        };
        tree.expand_root();
        tree
    }
}

/// The prior of a move of `color` at the empty legal point `v` on a board
/// under 9x9, from what the move does at once: captures and escapes are
/// tried first, big self-ataris last, good shapes and moves near the last
/// one in between.
fn move_prior(board: &mut Board, color: Color, v: Vertex, last: Move) -> Prior {
    let mut prior = Prior::new(4.0, 2.0);
    if let Some(p) = board.preview(color, v, v, 3) {
        if p.captured > 0 {
            prior.add(Prior::new(12.0, 12.0));
        } else if p.own_libs == 1 && board.neighbors(v).any(|n| board.color_at(n) == Some(color)) {
            prior.add(Prior::new(12.0, 0.0));
        }
        let saves = board
            .neighbors(v)
            .any(|n| board.color_at(n) == Some(color) && board.liberty_count(n) == 1);
        if saves && p.own_libs >= 3 {
            prior.add(Prior::new(10.0, 10.0));
        }
    }
    if policy::is_good_shape(board, v) {
        prior.add(Prior::new(6.0, 6.0));
    }
    if let Some(l) = last {
        let (dc, dr) = (l.col().abs_diff(v.col()), l.row().abs_diff(v.row()));
        if dc + dr <= 2 || (dc == 1 && dr == 1) {
            prior.add(Prior::new(4.0, 4.0));
        }
    }
    prior
}

/// Moves a root of `visits` visits searches under progressive widening
/// (Coulom 2007, Crazy Stone): the [`WIDEN_START`] of highest prior at
/// first, one more each time the visits pass the next of
/// `WIDEN_FIRST`, `WIDEN_FIRST * WIDEN_RATIO`, ... The statistics of 19x19
/// playouts and of RAVE are too noisy to rank hundreds of moves early on;
/// the learned priors rank them well enough to choose which few to read.
fn widening(visits: u32) -> usize {
    if visits < WIDEN_FIRST {
        return WIDEN_START;
    }
    let steps = (visits as f32 / WIDEN_FIRST as f32).ln() / WIDEN_RATIO.ln();
    WIDEN_START + 1 + steps as usize
}

/// Boards from this size on widen. It helped on 19x19; on 13x13 four
/// games with it and four without (1 and 2 won) did not tell, so 13x13
/// keeps searching every root move, as when it won 22 of 24.
const WIDEN_MIN_SIZE: usize = 19;
const WIDEN_START: usize = 2;
const WIDEN_FIRST: u32 = 40;
const WIDEN_RATIO: f32 = 1.4;

/// A child's prior win rate (its place in the widening order).
fn prior_rate(n: &Node) -> f32 {
    if n.prior.visits > 0.0 {
        n.prior.wins / n.prior.visits
    } else {
        0.0
    }
}

/// Boards from this size on take their priors from the learned move
/// strengths ([`patterns`]); smaller ones from [`move_prior`]. On 9x9 the
/// learned priors beat the hand-set ones in self-play (RESULTS.md,
/// 2026-11-30 noon); below 9x9 nothing was measured.
const PATTERN_MIN_SIZE: usize = 9;

/// Prior playouts of a move with learned priors, and the strengths' range that
/// spans its prior win rate from 0 to 1.
const PATTERN_VISITS: f32 = 20.0;
const PATTERN_RANGE: f32 = 1000.0;

/// The prior of a move whose strength is `share` of its strongest
/// sibling's: a win rate growing with the strength's logarithm, 1 for the
/// strongest, 0 from a thousandth of it down.
fn pattern_prior(share: f32) -> Prior {
    let q = (1.0 + share.max(1e-9).ln() / PATTERN_RANGE.ln()).clamp(0.0, 1.0);
    Prior::new(PATTERN_VISITS, PATTERN_VISITS * q)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::testing::{at, setup};
    use crate::player::patterns::tests::{capture_19, CAPTURE_9};

    /// The root's children after one simulation on `rows`, Black to move
    /// after White's `last`.
    fn root_priors(rows: &[&str], last: &str) -> (Board, Vec<Node>) {
        let mut tree = tree_on(rows, last, true);
        tree.simulate();
        (tree.root.board.clone(), tree.root_children().to_vec())
    }

    /// A tree on `rows`, Black to move after White's `last`.
    fn tree_on(rows: &[&str], last: &str, widen: bool) -> Tree {
        let board = setup(rows);
        let root = Root {
            last: Some(at(&board, last)),
            last2: None,
            board: board.clone(),
            to_move: Color::Black,
            passes: 0,
            komi: 7.5,
        };
        let config = TreeConfig {
            max_nodes: 100_000,
            expand_at: 2,
            widen,
        };
        Tree::new(root, config, Vec::new(), Rng::new(1))
    }

    fn prior_of(board: &Board, nodes: &[Node], v: &str) -> Prior {
        let p = at(board, v).index() as u16;
        nodes.iter().find(|n| n.mv == p).expect("a root move").prior
    }

    #[test]
    fn boards_from_9x9_take_their_priors_from_the_move_strengths() {
        // White K11 is in atari: on 19x19 taking it gets a win rate near
        // the learned priors' top, a lone first-line move one near the
        // bottom.
        let (b, nodes) = root_priors(&capture_19(), "K11");
        let capture = prior_of(&b, &nodes, "K12");
        let edge = prior_of(&b, &nodes, "A1");
        assert_eq!(capture.visits, PATTERN_VISITS);
        assert!(capture.wins / capture.visits > 0.8, "{capture:?}");
        assert!(edge.wins / edge.visits < 0.3, "{edge:?}");
        // So does 9x9.
        let (b, nodes) = root_priors(&CAPTURE_9, "E6");
        let capture = prior_of(&b, &nodes, "E7");
        let edge = prior_of(&b, &nodes, "A1");
        assert_eq!(capture.visits, PATTERN_VISITS);
        assert!(capture.wins / capture.visits > 0.8, "{capture:?}");
        assert!(edge.wins / edge.visits < 0.3, "{edge:?}");
        // Smaller boards keep the hand-set priors: White's D5 is in atari
        // at D6.
        let rows = [
            ".......", ".......", "..XOX..", "...X...", ".......", ".......", ".......",
        ];
        let (b, nodes) = root_priors(&rows, "D5");
        let capture = prior_of(&b, &nodes, "D6");
        assert_ne!(capture.visits, PATTERN_VISITS);
        assert!(capture.wins / capture.visits > 0.5, "{capture:?}");
    }

    #[test]
    fn widening_lets_children_in_slower_and_slower() {
        assert_eq!(widening(0), 2);
        assert_eq!(widening(39), 2);
        assert_eq!(widening(40), 3);
        assert_eq!(widening(56), 4);
        let mut last = 0;
        for v in (0..2_000_000).step_by(997) {
            let k = widening(v);
            assert!(k >= last, "shrinks at {v}");
            last = k;
        }
        // Thousands of visits read a few dozen moves, not hundreds.
        assert!(
            (15..=25).contains(&widening(10_000)),
            "{}",
            widening(10_000)
        );
    }

    /// Root moves the search has visited.
    fn visited(tree: &Tree) -> Vec<&Node> {
        tree.root_children()
            .iter()
            .filter(|n| n.visits > 0)
            .collect()
    }

    #[test]
    fn a_widened_tree_reads_its_best_priors_first() {
        let mut tree = tree_on(&capture_19(), "K11", true);
        for _ in 0..600 {
            tree.simulate();
        }
        let children = tree.root_children();
        let rates: Vec<f32> = children.iter().map(prior_rate).collect();
        assert!(rates.windows(2).all(|w| w[0] >= w[1]), "sorted by prior");
        let seen = visited(&tree);
        let k = widening(tree.nodes[0].visits);
        assert!(seen.len() > 2 && seen.len() <= k, "{} of {k}", seen.len());
        // Only the first children in prior order were read.
        assert!(children[k..].iter().all(|n| n.visits == 0));
        // The capture of the stone in atari is among them.
        let capture = at(&tree.root.board, "K12").index() as u16;
        assert!(seen.iter().any(|n| n.mv == capture));
        // Without widening the same search spreads over many more moves.
        let mut wide = tree_on(&capture_19(), "K11", false);
        for _ in 0..600 {
            wide.simulate();
        }
        assert!(visited(&wide).len() > 2 * seen.len());
        // 9x9 and 13x13 trees are never widened.
        let small = tree_on(&CAPTURE_9, "E6", true);
        assert!(!small.widens());
        let empty_13 = vec![".".repeat(13); 13];
        let rows: Vec<&str> = empty_13.iter().map(String::as_str).collect();
        assert!(!tree_on(&rows, "G7", true).widens());
        assert!(tree.widens() && !wide.widens());
    }
}
