//! Dragons: worms amalgamated into the groups that live or die together
//! (dragon.texi, "Dragons"; eyes.texi names `make_dragons()` as a user of
//! the eye spaces).
//!
//! Two worms of one colour are one dragon when the opponent cannot cut
//! them apart. The rules, each decided on the position as it stands:
//!
//! - **A shared eye space.** Worms around one of their colour's eye spaces
//!   (touching a point of it that is not marginal) share its eyes, so they
//!   live or die together (eyes.texi: "the dragons around it
//!   amalgamated"). But a space too big to be read as one eye shape (more
//!   than [`MAX_GRAPH`] points) is open area rather than an eye: a worm
//!   touching it at one point only, where the opponent can play and not
//!   be captured, is cut off from it by that one stone and is not joined
//!   through it.
//! - **Two shared liberties.** When the opponent plays one, the worms join
//!   at the other: this covers the bamboo joint, the diagonal with both
//!   cross points empty, and the one-point jump with two ways through.
//! - **A cut that is captured.** A single shared liberty where an opponent
//!   stone would be taken at once (the tactical reader's `safe_move` says
//!   it cannot be played safely): the hane that cannot be cut, the tiger's
//!   mouth.
//! - **A cut that fails.** A single shared liberty where the cutting
//!   stone lives a while but the connection reader (`disconnect`) finds
//!   no way to keep the worms apart: the cut is answered by an atari, or
//!   the cutting stone is taken a few moves later. A cut that works only
//!   with ko leaves them apart.
//!
//! Later steps of the life-and-death work (status, the reader) read the
//! dragons from the position's [`crate::analysis::Analysis`]. On the
//! self-play positions 84.7% of the stones are in the same dragon as in
//! GNU Go 3.8 (`scripts/dragon_agreement.py`; 78.4% without the failed
//! cuts): GNU Go's connection patterns are not all here yet.

pub mod enclosed;
pub mod owl;
pub mod semeai;

use crate::board::{Board, Color, Vertex, BOARD_LEN};
use crate::optics::space::EyeMap;
use crate::optics::value::MAX_GRAPH;
use crate::optics::Optics;
use crate::reading::{Code, Reader};
use crate::worms::{self, Worms};

/// What the life-and-death reader says of a dragon (GTP's
/// `dragon_status`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum DragonStatus {
    /// The attacker cannot kill it, moving first.
    Alive,
    /// It dies if the attacker moves first and lives if its owner does:
    /// the attacking and the saving move.
    Critical(Option<Vertex>, Option<Vertex>),
    /// Its owner cannot save it, moving first.
    Dead,
}

impl DragonStatus {
    /// From the reader's two answers: the attack first, the defence only
    /// asked when the attack succeeds.
    pub fn from_answers(
        attack: crate::reading::Answer,
        defend: impl FnOnce() -> crate::reading::Answer,
    ) -> DragonStatus {
        if attack.0 == Code::Fail {
            return DragonStatus::Alive;
        }
        let defense = defend();
        if defense.0 == Code::Fail {
            DragonStatus::Dead
        } else {
            DragonStatus::Critical(attack.1, defense.1)
        }
    }

    /// GNU Go's word for it.
    pub fn name(self) -> &'static str {
        match self {
            DragonStatus::Alive => "alive",
            DragonStatus::Critical(..) => "critical",
            DragonStatus::Dead => "dead",
        }
    }
}

/// What the life-and-death reader said of a dragon, kept with the
/// position: `dragon_status`, `dragon_data` and the GoGui drawings read
/// this one record, so they never disagree.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct DragonOwl {
    /// The attack: code and killing move.
    pub attack: crate::reading::Answer,
    /// The attack was read to the end, within the node and time budget
    /// (GNU Go's `owl_attack_certain`).
    pub attack_certain: bool,
    /// The defence and whether it was read to the end: asked only when the
    /// attack succeeds, as GNU Go asks it (it prints `0 PASS` otherwise).
    pub defense: Option<(crate::reading::Answer, bool)>,
}

impl DragonOwl {
    pub fn status(&self) -> DragonStatus {
        DragonStatus::from_answers(self.attack, || {
            self.defense.map_or((Code::Fail, None), |(d, _)| d)
        })
    }
}

/// GNU Go's dragon record (`dragon_data`), the fields Megane computes.
#[derive(Clone, Debug)]
pub struct DragonData {
    pub origin: Vertex,
    pub color: Color,
    /// The stones, in scan order.
    pub stones: Vec<Vertex>,
    /// The sum of its worms' effective sizes (GNU Go adds them the same
    /// way when it joins two dragons).
    pub effective_size: f32,
    /// The origins of its worms, in scan order.
    pub strings: Vec<Vertex>,
    /// The neighbouring dragons' origins and colours (see
    /// [`Dragons::neighbors`]).
    pub neighbors: Vec<(Vertex, Color)>,
    pub owl: DragonOwl,
}

impl DragonData {
    /// How many of its neighbours are of the other colour (GNU Go's
    /// `hostile_neighbors`).
    pub fn hostile_neighbors(&self) -> usize {
        self.neighbors
            .iter()
            .filter(|(_, c)| *c != self.color)
            .count()
    }
}

/// The dragons of one position.
#[derive(Clone, Debug, Default)]
pub struct Dragons {
    /// The dragon of each stone's point: the index of its first stone in
    /// scan order (GNU Go's dragon origin); unused elsewhere.
    origin: Vec<Option<Vertex>>,
    /// Each dragon's stones in scan order, dragons in the order of their
    /// origins.
    list: Vec<Vec<Vertex>>,
}

/// Union-find over vertex indices.
struct Joins(Vec<usize>);

impl Joins {
    fn root(&mut self, mut i: usize) -> usize {
        while self.0[i] != i {
            self.0[i] = self.0[self.0[i]];
            i = self.0[i];
        }
        i
    }

    fn join(&mut self, a: usize, b: usize) {
        let (ra, rb) = (self.root(a), self.root(b));
        if ra != rb {
            self.0[ra.max(rb)] = ra.min(rb);
        }
    }
}

impl Dragons {
    /// Amalgamates the worms of `board`.
    pub fn compute(board: &Board, worms: &Worms, optics: &Optics, reader: &mut Reader) -> Dragons {
        let mut joins = Joins((0..BOARD_LEN).collect());
        let head = |v: Vertex| worms.get(v).map(|w| w.origin.index());
        // Stones of one worm.
        for w in worms.iter() {
            for s in &w.stones {
                joins.join(w.origin.index(), s.index());
            }
        }
        // A shared eye space: each space's worms of its colour, joined to
        // the first of them found, but for a worm the opponent cuts off
        // from a big space with one stone. (A plain cap on the space's
        // size, tried at 12 and 40 points, parted far more stones GNU Go
        // 3.8 keeps together than it parted the ones it keeps apart.)
        // The rules below read on one working copy of the board.
        let mut board = board.clone();
        for color in [Color::Black, Color::White] {
            let eyes = optics.eyes(color);
            let mut first_of = vec![None; BOARD_LEN];
            for c in contacts(&board, eyes, head) {
                if let Some(p) = c.only_point {
                    if eyes.get(p).esize > MAX_GRAPH
                        && reader.safe_move(&mut board, p, color.opponent()) != Code::Fail
                    {
                        continue;
                    }
                }
                match first_of[c.space] {
                    None => first_of[c.space] = Some(c.worm),
                    Some(f) => joins.join(f, c.worm),
                }
            }
        }
        // Connections through liberties.
        for v in board.clone().vertices() {
            if !board.is_empty(v) {
                continue;
            }
            for color in [Color::Black, Color::White] {
                let around: Vec<usize> = board
                    .neighbors(v)
                    .filter(|&n| board.color_at(n) == Some(color))
                    .filter_map(head)
                    .collect();
                for (i, &a) in around.iter().enumerate() {
                    for &b in &around[i + 1..] {
                        if a == b || joins.root(a) == joins.root(b) {
                            continue;
                        }
                        let shared = shared_liberties(&board, a, b, worms);
                        let connected = shared >= 2
                            || reader.safe_move(&mut board, v, color.opponent()) == Code::Fail
                            || cut_fails(reader, &mut board, a, b);
                        if connected {
                            joins.join(a, b);
                        }
                    }
                }
            }
        }
        Dragons::from_joins(&board, &mut joins)
    }

    /// The dragons as the joins made them, stones in scan order.
    fn from_joins(board: &Board, joins: &mut Joins) -> Dragons {
        let mut origin = vec![None; BOARD_LEN];
        let mut list: Vec<Vec<Vertex>> = Vec::new();
        let mut slot_of_root = vec![usize::MAX; BOARD_LEN];
        for v in worms::scan_order(board) {
            if board.is_empty(v) {
                continue;
            }
            let r = joins.root(v.index());
            if slot_of_root[r] == usize::MAX {
                slot_of_root[r] = list.len();
                list.push(Vec::new());
            }
            let slot = slot_of_root[r];
            list[slot].push(v);
            origin[v.index()] = Some(list[slot][0]);
        }
        Dragons { origin, list }
    }

    /// The dragon origin of the stone at `v` (its first stone in scan
    /// order); None for an empty point.
    pub fn origin(&self, v: Vertex) -> Option<Vertex> {
        self.origin.get(v.index()).copied().flatten()
    }

    /// The stone the life-and-death reader's questions about the dragon
    /// at `v` name: the first stone of its largest string (most stones,
    /// then most liberties, then first in scan order). The reader counts
    /// the capture of the stone it is asked about as a kill, and a
    /// dragon's status is its body's: its origin may be a lone stone at
    /// its edge, cut off or captured while the rest lives. None for an
    /// empty point.
    pub fn anchor(&self, board: &Board, v: Vertex) -> Option<Vertex> {
        let stones = self.stones(v)?;
        let mut best = stones[0];
        let mut best_key = (0, 0);
        for &s in stones {
            let key = (board.string_size(s), board.liberty_count(s));
            if key > best_key {
                (best, best_key) = (s, key);
            }
        }
        Some(best)
    }

    /// Every dragon's stones, in scan order, dragons by their origins.
    pub fn all(&self) -> &[Vec<Vertex>] {
        &self.list
    }

    /// The stones of the dragon at `v`.
    pub fn stones(&self, v: Vertex) -> Option<&[Vertex]> {
        let o = self.origin(v)?;
        self.list.iter().find(|d| d[0] == o).map(Vec::as_slice)
    }

    /// The origins of the dragons next to the dragon at `v`, of either
    /// colour, in scan order. GNU Go (`find_neighbor_dragons`) lets every
    /// dragon take the empty points next to it, a point reached by two
    /// dragons being a collision; dragons are neighbours where their
    /// stones or points touch, or around a collision. GNU Go then grows
    /// the dragons further into their own influence areas; Megane has no
    /// influence function and stops after this first step, so two dragons
    /// are neighbours when they touch, share a liberty, or have liberties
    /// next to each other.
    pub fn neighbors(&self, board: &Board, v: Vertex) -> Vec<Vertex> {
        let Some(me) = self.origin(v) else {
            return Vec::new();
        };
        /// A point's claimant: a dragon's origin, or several (a collision).
        #[derive(Copy, Clone, PartialEq)]
        enum Claim {
            None,
            One(Vertex),
            Collision,
        }
        let mut claim = vec![Claim::None; BOARD_LEN];
        for p in board.vertices() {
            if let Some(o) = self.origin(p) {
                claim[p.index()] = Claim::One(o);
            }
        }
        for p in board.vertices().filter(|&p| board.is_empty(p)) {
            for n in board.neighbors(p) {
                let Some(o) = self.origin(n) else { continue };
                claim[p.index()] = match claim[p.index()] {
                    Claim::None => Claim::One(o),
                    Claim::One(x) if x == o => Claim::One(o),
                    _ => Claim::Collision,
                };
            }
        }
        let mut found: Vec<Vertex> = Vec::new();
        let mut add = |a: Vertex, b: Vertex| {
            let other = match (a == me, b == me) {
                (true, false) => b,
                (false, true) => a,
                _ => return,
            };
            if !found.contains(&other) {
                found.push(other);
            }
        };
        for p in board.vertices() {
            match claim[p.index()] {
                Claim::None => {}
                Claim::Collision => {
                    let around: Vec<Vertex> = board
                        .neighbors(p)
                        .filter_map(|n| match claim[n.index()] {
                            Claim::One(o) => Some(o),
                            _ => None,
                        })
                        .collect();
                    for (i, &a) in around.iter().enumerate() {
                        for &b in &around[i + 1..] {
                            add(a, b);
                        }
                    }
                }
                Claim::One(a) => {
                    for n in board.neighbors(p) {
                        if let Claim::One(b) = claim[n.index()] {
                            add(a, b);
                        }
                    }
                }
            }
        }
        let rank = |o: &Vertex| self.list.iter().position(|d| d[0] == *o);
        found.sort_by_key(rank);
        found
    }
}

/// Does every cut of the worms headed by `a` and `b` fail, the
/// connection reader says (a cut that works only with ko does not fail)?
fn cut_fails(reader: &mut Reader, board: &mut Board, a: usize, b: usize) -> bool {
    let (a, b) = (Vertex::from_index(a), Vertex::from_index(b));
    reader.disconnect(board, a, b).0 == Code::Fail
}

/// A worm around an eye space: the space's origin and the worm's head
/// (vertex indices), and the one point of the space it touches, if it
/// touches only one.
struct Contact {
    space: usize,
    worm: usize,
    only_point: Option<Vertex>,
}

/// The worms of `eyes`' colour around each of its spaces, in scan order
/// of the points they touch first. A marginal point is where the opponent
/// can still play: stones touching only it are not around the space.
fn contacts(board: &Board, eyes: &EyeMap, head: impl Fn(Vertex) -> Option<usize>) -> Vec<Contact> {
    let mut out: Vec<Contact> = Vec::new();
    for v in board.vertices() {
        let e = eyes.get(v);
        let Some(origin) = e.origin else { continue };
        if e.marginal {
            continue;
        }
        for n in board.neighbors(v) {
            if board.color_at(n) != Some(eyes.color) {
                continue;
            }
            let Some(worm) = head(n) else { continue };
            let space = origin.index();
            match out.iter_mut().find(|c| c.space == space && c.worm == worm) {
                Some(c) => {
                    if c.only_point != Some(v) {
                        c.only_point = None;
                    }
                }
                None => out.push(Contact {
                    space,
                    worm,
                    only_point: Some(v),
                }),
            }
        }
    }
    out
}

/// How many liberties the worms headed by `a` and `b` share.
fn shared_liberties(board: &Board, a: usize, b: usize, worms: &Worms) -> usize {
    let libs = |h: usize| -> Vec<Vertex> {
        let mut out = Vec::new();
        if let Some(w) = worms.get(Vertex::from_index(h)) {
            for &s in &w.stones {
                for n in board.neighbors(s) {
                    if board.is_empty(n) && !out.contains(&n) {
                        out.push(n);
                    }
                }
            }
        }
        out
    };
    let la = libs(a);
    libs(b).iter().filter(|l| la.contains(l)).count()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::testing::{at, setup};

    fn dragons(rows: &[&str]) -> (Board, Dragons) {
        let b = setup(rows);
        let mut reader = Reader::default();
        let worms = Worms::compute(&b, &mut reader);
        let mut oracle = crate::eyes::lookup::Oracle::new();
        let optics = Optics::compute(&b, &worms, &mut reader, &mut oracle);
        let d = Dragons::compute(&b, &worms, &optics, &mut reader);
        (b, d)
    }

    #[test]
    fn connections_that_cannot_be_cut() {
        // White stones keep the board open: no colour's eye space covers
        // it.
        let (b, d) = dragons(&[
            "...O.....",
            ".........",
            "......X..",
            ".....X...",
            "..O....O.",
            "..X.X....",
            "..X.X....",
            ".........",
            "X...O...X",
        ]);
        let same = |p: &str, q: &str| d.origin(at(&b, p)) == d.origin(at(&b, q));
        // Diagonal with both cross points empty.
        assert!(same("G7", "F6"));
        // Bamboo joint: two ways through.
        assert!(same("C4", "E4"));
        // Far apart.
        assert!(!same("A1", "J1"));
        assert!(!same("C4", "F6"));
        assert_eq!(d.origin(at(&b, "A2")), None);
        // Every stone is in exactly one dragon, in scan order.
        let stones: usize = d.all().iter().map(Vec::len).sum();
        assert_eq!(stones, 12);
        // Scan order (top row first); A1 shares the lower left's eye
        // space with them.
        assert_eq!(
            d.stones(at(&b, "E3")).unwrap(),
            &[
                at(&b, "C4"),
                at(&b, "E4"),
                at(&b, "C3"),
                at(&b, "E3"),
                at(&b, "A1")
            ]
        );
    }

    #[test]
    fn a_cut_that_fails_does_not_part_a_dragon() {
        // Black's cut at H5 joins H6 and cannot be captured, but G4 is in
        // atari: white takes it at F4 and G5 joins H4 and G3 through G4.
        let (b, d) = dragons(&[
            ".........",
            ".........",
            ".......X.",
            ".......X.",
            "......O..",
            "......XO.",
            "......O..",
            ".........",
            ".........",
        ]);
        let same = |p: &str, q: &str| d.origin(at(&b, p)) == d.origin(at(&b, q));
        assert!(same("G5", "H4"));
        assert!(same("H4", "G3"));
        assert!(!same("G4", "H6"), "G4 is cut off from H6");
    }

    #[test]
    fn neighbors_touch_share_a_liberty_or_have_liberties_side_by_side() {
        let (b, d) = dragons(&[
            "X.O......",
            ".........",
            "...X.O...",
            ".........",
            ".........",
            ".......X.",
            "X........",
            "O........",
            ".........",
        ]);
        let names = |v: &str| -> Vec<String> {
            d.neighbors(&b, at(&b, v))
                .iter()
                .map(|n| n.to_string())
                .collect()
        };
        // A9 and C9 share the liberty B9 (a point both reach: a
        // collision); so do D7 and F7 at E7. C9's liberty C8 and D7's
        // liberty D8 are side by side.
        assert_eq!(names("A9"), ["C9"]);
        assert_eq!(names("C9"), ["A9", "D7"]);
        assert_eq!(names("D7"), ["C9", "F7"]);
        // Touching stones; H4 is far from everything.
        assert_eq!(names("A3"), ["A2"]);
        assert_eq!(names("A2"), ["A3"]);
        assert!(names("H4").is_empty());
        assert!(d.neighbors(&b, at(&b, "B2")).is_empty(), "an empty point");
    }

    #[test]
    fn the_reader_is_asked_about_a_dragons_largest_string() {
        // White stones keep the board open. G6 touches H5-J5 diagonally,
        // both crossing points empty: one dragon, whose origin is the lone
        // stone; its anchor is the first stone of the two. B9-C9 and
        // B7-C7 share two liberties: of two strings of one size, the one
        // with more liberties (B9-C9 on the edge has four, B7-C7 six).
        let (b, d) = dragons(&[
            ".XX......",
            ".........",
            ".XX......",
            "......X..",
            "..O....XX",
            ".........",
            "...O.....",
            ".........",
            "O...O...O",
        ]);
        assert_eq!(d.origin(at(&b, "J5")), Some(at(&b, "G6")));
        assert_eq!(d.anchor(&b, at(&b, "G6")), Some(at(&b, "H5")));
        assert_eq!(d.anchor(&b, at(&b, "J5")), Some(at(&b, "H5")));
        assert_eq!(d.origin(at(&b, "C7")), Some(at(&b, "B9")));
        assert_eq!(d.anchor(&b, at(&b, "C9")), Some(at(&b, "B7")));
        assert_eq!(d.anchor(&b, at(&b, "B2")), None, "an empty point");
    }

    #[test]
    fn a_cut_that_is_captured_does_not_cut() {
        // The tiger's mouth: white at D3 would be taken at once.
        let (b, d) = dragons(&[".....", ".....", "..X..", ".X.X.", "....."]);
        assert_eq!(d.origin(at(&b, "B2")), d.origin(at(&b, "D2")));
        assert_eq!(d.origin(at(&b, "B2")), d.origin(at(&b, "C3")));
    }

    #[test]
    fn a_worm_one_safe_stone_cuts_off_from_a_big_space_is_not_joined_through_it() {
        // The 20-point black space at the top is touched by E5 only at
        // E6, where a white stone has two liberties and C6 and D5 keep
        // Black from taking it. The wall B7-D7, F6-G6 and H7-H9 touches
        // the space at many points.
        let (b, d) = dragons(&[
            ".......X.",
            "......XX.",
            ".XXX...X.",
            "..O..XX..",
            ".O.OXO...",
            "..OXXO...",
            "..OX.O...",
            "...OXO...",
            ".........",
        ]);
        let same = |p: &str, q: &str| d.origin(at(&b, p)) == d.origin(at(&b, q));
        assert!(same("D7", "F6"), "the wall shares the space");
        assert!(same("F6", "H9"));
        assert!(!same("E5", "F6"), "white E6 cuts E5 off");
        assert!(same("E5", "D3"));
    }
}
