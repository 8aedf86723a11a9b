//! Exact reading of a dragon in a small region of its own.
//!
//! The owl's search judges its leaves by eye counts and guesses at its
//! horizon; a corner group shut in by a strong wall can instead be read to
//! the end, as the life-and-death literature does (Kishimoto and Mueller:
//! "search over the local region, the outside assumed safe"). The region
//! is the dragon's stones, its liberties and the points of its eye spaces,
//! with the enemy strings inside them that can be captured there; the
//! enemy strings around it with liberties outside are the **wall**, which
//! moves inside cannot capture. Moves are played in the region only (any
//! other move is a pass). A line ends when
//!
//! - a stone of the target's string is captured: the attacker wins;
//! - the target's string is unconditionally alive (Benson's algorithm,
//!   the points next to the wall counting as outside): the defender wins;
//! - the attacker passes: the group stands, alive or in seki, and the
//!   defender wins. The defender may pass at any time.
//!
//! Ko is read three ways, as GNU Go's codes need: neither side has a
//! threat (the simple ko rule binds both), the attacker has them all (it
//! may retake at once, the defender may not), or the defender has them.
//! A repetition of a whole position on the line is refused, so every line
//! ends. The answer holds for the board only when the region is closed
//! ([`Region::closed`]): an empty point just outside is where the
//! attacker narrows the space or the defender runs, a friend outside may
//! lend liberties, a wall short of liberties may fall.
//!
//! A closed region is read by depth-first proof-number search
//! (`enclosed/proof_numbers.rs`). An open one is read depth first with a
//! table of settled positions: on the owl suites' open regions df-pn gave
//! up on fewer, but took half as long again on those both finished.

use crate::board::{mix, Board, FastMap, Vertex, BOARD_LEN};
use crate::reading::Code;
use crate::worms::invincible_stones;
use std::rc::Rc;
use std::time::Instant;

mod proof_numbers;

type Set = u128;

/// The most empty points a region may hold to be read to the end.
pub const MAX_EMPTY: u32 = 20;

/// The most empty points an open region may hold to be read: on the
/// owl.tst questions no open region larger than this was read to the end
/// within [`OPEN_NODE_LIMIT`] (none of 33, which took two of the exact
/// reading's ten seconds), while 267 of the 308 up to it were.
pub const OPEN_MAX_EMPTY: u32 = 15;

/// Positions one reading of the region may visit (per ko regime).
pub const NODE_LIMIT: u64 = 200_000;

/// The same for an open region, which can only confirm life: a question
/// about a dragon in open play should not pay for a long reading there.
pub const OPEN_NODE_LIMIT: u64 = 80_000;

/// The share of a question's time the region may take (the search needs
/// the rest when the region cannot answer).
pub const TIME_SHARE: u32 = 3;

/// A dragon's local region, as bit sets over its points.
pub struct Region {
    points: Vec<Vertex>,
    nb: Vec<Set>,
    full: Set,
    /// Region points next to a wall string.
    wall_adj: Set,
    /// The target's string.
    key: Set,
    defender: Set,
    attacker: Set,
    /// The board's ko point, if it lies in the region (banned for the
    /// side to move at the root).
    ko: Option<usize>,
    /// Nothing outside can change the answer: the region holds every point
    /// the dragon reaches without crossing the wall, and every wall string
    /// has two liberties beyond the region or cannot be captured at all.
    /// An open region treats the points beyond its edge as the attacker's
    /// wall, which favours the attacker: a dragon that lives there lives.
    pub closed: bool,
}

#[derive(Copy, Clone, PartialEq, Eq)]
struct Key {
    d: Set,
    a: Set,
    ko: i16,
    att: bool,
}

impl Key {
    /// One premixed word: the sets' words folded by distinct odd
    /// multipliers, then spread by splitmix's finalizer.
    fn sig(&self) -> u64 {
        let words = [
            self.d as u64,
            (self.d >> 64) as u64,
            self.a as u64,
            (self.a >> 64) as u64,
        ];
        let odd = [
            0x9e37_79b9_7f4a_7c15u64,
            0xbf58_476d_1ce4_e5b9,
            0x94d0_49bb_1331_11eb,
            0xd6e8_feb8_6659_fd93,
        ];
        let small = u64::from(self.ko as u16) | u64::from(self.att) << 16;
        let folded = words
            .iter()
            .zip(odd)
            .fold(small, |h, (&w, k)| h ^ w.wrapping_mul(k));
        mix(folded)
    }
}

/// [`Key::sig`] for [`FastMap`] (the derived `Hash` fed SipHash 34 bytes
/// a node).
impl std::hash::Hash for Key {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        state.write_u64(self.sig());
    }
}

/// Who has the ko threats.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Regime {
    Neither,
    Attacker,
    Defender,
}

struct Search<'a> {
    r: &'a Region,
    order: Vec<usize>,
    regime: Regime,
    memo: FastMap<Key, bool>,
    /// Read by proof numbers ([`proof_numbers`]) rather than depth first.
    dfpn: bool,
    /// Proof and disproof numbers of the attacker's win, by position
    /// signature ([`Key::sig`]; 64 bits, so two positions of one reading
    /// share an entry about once in 40 million readings of a million
    /// positions).
    proof: FastMap<u64, (u32, u32)>,
    /// The positions each expanded position leads to.
    moves: FastMap<u64, Rc<[proof_numbers::Child]>>,
    /// The children of the positions on the line, with their numbers.
    kids: Vec<(proof_numbers::Child, (u32, u32))>,
    path: Vec<Key>,
    nodes: u64,
    stopped: bool,
    deadline: Option<Instant>,
    scratch: Scratch,
}

impl Region {
    /// The region of the dragon `goal` (its stones), the target's string
    /// holding `target`: every point reachable from the goal without
    /// crossing an enemy string that has a liberty beyond, or, when that
    /// holds more than [`MAX_EMPTY`] empty points or is open with more
    /// than [`OPEN_MAX_EMPTY`], the smaller open region the flood makes
    /// when it halts next to enemy stones. None when neither is small
    /// enough to read.
    pub fn new(board: &Board, target: Vertex, goal: &[Vertex]) -> Option<Region> {
        let readable = |r: &Region| r.closed || r.empty_points() <= OPEN_MAX_EMPTY;
        Region::build(board, target, goal, false)
            .filter(readable)
            .or_else(|| Region::build(board, target, goal, true).filter(readable))
    }

    /// The flood behind [`Region::new`]; with `stop`, it does not go on
    /// from an empty point next to an enemy stone, and what lies beyond
    /// counts as the attacker's: the region is then open, and only its
    /// "lives" can be trusted.
    fn build(board: &Board, target: Vertex, goal: &[Vertex], stop: bool) -> Option<Region> {
        let color = board.color_at(target)?;
        let enemy = color.opponent();
        let mut inside = vec![false; BOARD_LEN];
        let mut list: Vec<Vertex> = Vec::new();
        let mut empty = 0u32;
        for &s in goal {
            if !inside[s.index()] {
                inside[s.index()] = true;
                list.push(s);
            }
        }
        // Flood over empty points and the defender's stones; enemy strings
        // met on the way wait until the flood is done.
        let mut met: Vec<Vertex> = Vec::new();
        let mut i = 0;
        loop {
            while i < list.len() {
                let v = list[i];
                i += 1;
                let halt = stop
                    && board.is_empty(v)
                    && board.neighbors(v).any(|n| board.color_at(n) == Some(enemy));
                for n in board.neighbors(v) {
                    if inside[n.index()] {
                        continue;
                    }
                    match board.color_at(n) {
                        Some(c) if c == enemy => met.push(n),
                        _ if halt => {}
                        c => {
                            if c.is_none() {
                                empty += 1;
                                if empty > MAX_EMPTY {
                                    return None;
                                }
                            }
                            inside[n.index()] = true;
                            list.push(n);
                        }
                    }
                }
            }
            // An enemy string whose liberties all lie inside is inside
            // too: it can be captured there. The flood goes on from it.
            let before = list.len();
            for &n in &met {
                if inside[n.index()] {
                    continue;
                }
                let stones = board.string_stones(n);
                let shut = stones.iter().all(|&s| {
                    board
                        .neighbors(s)
                        .all(|l| !board.is_empty(l) || inside[l.index()])
                });
                if shut {
                    for s in stones {
                        inside[s.index()] = true;
                        list.push(s);
                    }
                }
            }
            if list.len() == before {
                break;
            }
        }
        if list.len() > 128 {
            return None;
        }
        // The rest of the enemy strings met are the wall.
        let mut wall = vec![false; BOARD_LEN];
        let mut weak: Vec<Vertex> = Vec::new();
        for &n in &met {
            if inside[n.index()] || wall[n.index()] {
                continue;
            }
            let stones = board.string_stones(n);
            let mut libs: Vec<Vertex> = Vec::new();
            for &s in &stones {
                wall[s.index()] = true;
                for l in board.neighbors(s) {
                    if board.is_empty(l) && !inside[l.index()] && !libs.contains(&l) {
                        libs.push(l);
                    }
                }
            }
            // Fewer than two liberties beyond: it holds only if no
            // sequence of moves can capture it.
            if libs.len() < 2 {
                weak.push(n);
            }
        }
        let mut closed = true;
        if !weak.is_empty() {
            let invincible = invincible_stones(board, enemy);
            closed &= weak.iter().all(|v| invincible[v.index()]);
        }
        let mut index = vec![usize::MAX; BOARD_LEN];
        for (k, v) in list.iter().enumerate() {
            index[v.index()] = k;
        }
        let mut nb = vec![0 as Set; list.len()];
        let (mut wall_adj, mut key, mut defender, mut attacker) = (0, 0, 0, 0);
        for (k, &v) in list.iter().enumerate() {
            let bit = (1 as Set) << k;
            match board.color_at(v) {
                Some(c) if c == color => defender |= bit,
                Some(_) => attacker |= bit,
                None => {}
            }
            for n in board.neighbors(v) {
                let j = index[n.index()];
                if j != usize::MAX {
                    nb[k] |= 1 << j;
                } else if wall[n.index()] {
                    wall_adj |= bit;
                } else if board.color_at(n) != Some(enemy) {
                    // Beyond an open region's edge: the attacker's, and
                    // the defender's way out, so the region is not closed.
                    wall_adj |= bit;
                    closed = false;
                }
            }
        }
        for s in board.string_stones(target) {
            key |= 1 << index[s.index()];
        }
        let ko = board
            .ko_point()
            .map(|(v, _)| index[v.index()])
            .filter(|&k| k != usize::MAX);
        let full = if list.len() == 128 {
            !0
        } else {
            (1 << list.len()) - 1
        };
        Some(Region {
            points: list,
            nb,
            full,
            wall_adj,
            key,
            defender,
            attacker,
            ko,
            closed,
        })
    }

    /// Empty points of the region.
    pub fn empty_points(&self) -> u32 {
        (self.full & !(self.defender | self.attacker)).count_ones()
    }

    /// The code of the side to move (the attacker when `attacking`) and
    /// its move, trying `first` before the region's other points; None
    /// when the reading ran out of nodes or reached `deadline`.
    pub fn solve(
        &self,
        attacking: bool,
        first: &[Vertex],
        deadline: Option<Instant>,
    ) -> Option<(Code, Option<Vertex>)> {
        let mut order: Vec<usize> = Vec::new();
        for v in first {
            if let Some(k) = self.points.iter().position(|p| p == v) {
                if !order.contains(&k) {
                    order.push(k);
                }
            }
        }
        let mut rest: Vec<usize> = (0..self.points.len())
            .filter(|k| !order.contains(k))
            .collect();
        rest.sort_by_key(|&k| std::cmp::Reverse(self.nb[k].count_ones()));
        order.extend(rest);
        let ko = self.ko.map_or(-1, |k| k as i16);
        // The regimes, from the one that asks most of the mover. An open
        // region is asked only whether the dragon lives when the attacker
        // has every threat: nothing else it says can be trusted.
        use Regime::*;
        let regimes: &[(Regime, Code)] = match (attacking, self.closed) {
            (true, true) => &[
                (Defender, Code::Win),
                (Neither, Code::KoA),
                (Attacker, Code::KoB),
            ],
            (false, true) => &[
                (Attacker, Code::Win),
                (Neither, Code::KoA),
                (Defender, Code::KoB),
            ],
            (true, false) => &[(Attacker, Code::KoB)],
            (false, false) => &[(Attacker, Code::Win)],
        };
        for &(regime, code) in regimes {
            let mut s = Search::new(self, order.clone(), regime, deadline);
            let m = s.root(attacking, ko);
            if s.stopped {
                return None;
            }
            if let Some(m) = m {
                // Of several winning moves, one the other side would also
                // win with: the shared vital point.
                let m = match m {
                    Some(m) if code == Code::Win => {
                        Some(self.shared_vital_point(&mut s, attacking, ko).unwrap_or(m))
                    }
                    m => m,
                };
                return Some((code, m.map(|k| self.points[k])));
            }
        }
        Some((Code::Fail, None))
    }

    /// The first point, in `s`'s order, where both the mover (the
    /// attacker when `attacking`) and its opponent, moving first with no
    /// ko threats, would win.
    fn shared_vital_point(&self, s: &mut Search, attacking: bool, ko: i16) -> Option<usize> {
        let mut theirs = Search::new(self, s.order.clone(), Regime::Neither, s.deadline);
        let (d, a) = (self.defender, self.attacker);
        let order = s.order.clone();
        for p in order {
            let theirs_win = theirs.try_move(d, a, p, !attacking, ko) == Some(true);
            if theirs.stopped {
                return None;
            }
            if theirs_win && s.try_move(d, a, p, attacking, ko) == Some(true) && !s.stopped {
                return Some(p);
            }
        }
        None
    }

    fn nbmask(&self, mut m: Set) -> Set {
        let mut out = 0;
        while m != 0 {
            let i = m.trailing_zeros() as usize;
            out |= self.nb[i];
            m &= m - 1;
        }
        out
    }

    fn flood(&self, start: Set, mask: Set) -> Set {
        let (mut s, mut front) = (start, start);
        while front != 0 {
            let new = self.nbmask(front) & mask & !s;
            s |= new;
            front = new;
        }
        s
    }

    /// [`Region::flood`] that stops once it reaches a point next to the
    /// wall: the set grown so far, and whether it is shut in (complete,
    /// touching no wall).
    fn flood_inside(&self, start: Set, mask: Set) -> (Set, bool) {
        let (mut s, mut front) = (start, start);
        while front != 0 {
            if s & self.wall_adj != 0 {
                return (s, false);
            }
            let new = self.nbmask(front) & mask & !s;
            s |= new;
            front = new;
        }
        (s, s & self.wall_adj == 0)
    }

    /// Plays `p` for the attacker (`att`) or the defender: the new stones
    /// and ko point, or None when illegal (occupied, or suicide; a stone
    /// joined to the wall never is).
    fn play(&self, d: Set, a: Set, p: usize, att: bool) -> Option<(Set, Set, i16)> {
        let bit = (1 as Set) << p;
        if (d | a) & bit != 0 {
            return None;
        }
        let (mut own, mut opp) = if att { (a, d) } else { (d, a) };
        own |= bit;
        let empty = self.full & !(own | opp);
        let mut captured: Set = 0;
        let mut near = self.nb[p] & opp;
        while near != 0 {
            let low = near & near.wrapping_neg();
            near &= near - 1;
            if captured & low != 0 {
                continue;
            }
            let s = self.flood(low, opp);
            if !att && s & self.wall_adj != 0 {
                continue;
            }
            if self.nbmask(s) & empty == 0 {
                captured |= s;
            }
        }
        opp &= !captured;
        let empty = self.full & !(own | opp);
        // The new stone's string and its liberties, flooded only when the
        // stone joins others and has no empty neighbour of its own (a
        // joined string is never a ko's lone stone).
        let near_libs = self.nb[p] & empty;
        let alone = self.nb[p] & own & !bit == 0;
        if alone || near_libs == 0 {
            let mine = if alone { bit } else { self.flood(bit, own) };
            let libs = self.nbmask(mine) & empty;
            if libs == 0 && !(att && mine & self.wall_adj != 0) {
                return None;
            }
        }
        let ko = if alone && captured.count_ones() == 1 && near_libs == captured {
            captured.trailing_zeros() as i16
        } else {
            -1
        };
        Some(if att { (opp, own, ko) } else { (own, opp, ko) })
    }

    /// Benson's unconditional life of the target's string. The chains and
    /// regions go into `scratch`'s lists (kept from node to node, as this
    /// runs at every node), their standing into bit masks (at most 128 of
    /// each, one per point).
    fn alive(&self, d: Set, a: Set, scratch: &mut Scratch) -> bool {
        // The target's chain lives only with two enclosed regions next to
        // it: most nodes fail that, and need no more (a region's flood
        // stops at the wall).
        let target = self.flood(self.key, d);
        let mut seeds = self.nbmask(target) & self.full & !d;
        let mut enclosed = 0;
        while seeds != 0 && enclosed < 2 {
            let (r, shut) = self.flood_inside(seeds & seeds.wrapping_neg(), self.full & !d);
            seeds &= !r;
            enclosed += usize::from(shut);
        }
        if enclosed < 2 {
            return false;
        }
        let empty = self.full & !(d | a);
        let Scratch { chains, regions } = scratch;
        chains.clear();
        regions.clear();
        let mut rest = self.full & !d;
        while rest != 0 {
            let r = self.flood(rest & rest.wrapping_neg(), self.full & !d);
            rest &= !r;
            if r & self.wall_adj == 0 {
                regions.push((r, self.nbmask(r) & d));
            }
        }
        let mut rest = d;
        while rest != 0 {
            let c = self.flood(rest & rest.wrapping_neg(), d);
            chains.push((c, self.nbmask(c) & empty));
            rest &= !c;
        }
        let bits = |n: usize| if n == 128 { !0 } else { (1u128 << n) - 1 };
        let mut alive: u128 = bits(chains.len());
        let mut live_r: u128 = bits(regions.len());
        loop {
            let mut changed = false;
            for (ci, &(chain, libs)) in chains.iter().enumerate() {
                if alive >> ci & 1 == 0 {
                    continue;
                }
                let vital = regions
                    .iter()
                    .enumerate()
                    .filter(|&(ri, &(r, bound))| {
                        live_r >> ri & 1 != 0 && bound & chain != 0 && (r & empty) & !libs == 0
                    })
                    .count();
                if vital < 2 {
                    alive &= !(1u128 << ci);
                    changed = true;
                }
            }
            let dead = chains
                .iter()
                .enumerate()
                .filter(|&(ci, _)| alive >> ci & 1 == 0)
                .fold(0, |m, (_, &(c, _))| m | c);
            for (ri, &(_, bound)) in regions.iter().enumerate() {
                if live_r >> ri & 1 != 0 && bound & dead != 0 {
                    live_r &= !(1u128 << ri);
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        chains
            .iter()
            .enumerate()
            .any(|(ci, &(c, _))| alive >> ci & 1 != 0 && c & self.key != 0)
    }
}

/// The working lists of [`Region::alive`]: chains and regions, each with
/// its liberties or bounding stones.
#[derive(Default)]
struct Scratch {
    chains: Vec<(Set, Set)>,
    regions: Vec<(Set, Set)>,
}

impl<'a> Search<'a> {
    fn new(
        r: &'a Region,
        order: Vec<usize>,
        regime: Regime,
        deadline: Option<Instant>,
    ) -> Search<'a> {
        Search {
            r,
            order,
            regime,
            memo: FastMap::default(),
            dfpn: r.closed,
            proof: FastMap::default(),
            moves: FastMap::default(),
            kids: Vec::new(),
            path: Vec::new(),
            nodes: 0,
            stopped: false,
            deadline,
            scratch: Scratch::default(),
        }
    }

    /// The root: the first winning move of the side to move (`Some(None)`
    /// for a pass that wins, the defender's only), None when it has none.
    fn root(&mut self, att: bool, ko: i16) -> Option<Option<usize>> {
        let (d, a) = (self.r.defender, self.r.attacker);
        let here = Key { d, a, ko, att };
        if !att && self.r.alive(d, a, &mut self.scratch) {
            return Some(None);
        }
        self.path.push(here);
        let mut found = self.winning_move(d, a, att, ko).map(Some);
        if found.is_none() && !att && self.pass_holds(d, a) {
            found = Some(None);
        }
        self.path.pop();
        found
    }

    /// Plays `p` for the side `att` names and reads on: Some(true) when
    /// that side wins, None when the move cannot be played here.
    fn try_move(&mut self, d: Set, a: Set, p: usize, att: bool, ko: i16) -> Option<bool> {
        let retake = p as i16 == ko;
        if retake && !self.may_retake(att) {
            return None;
        }
        let (nd, na, nko) = self.r.play(d, a, p, att)?;
        let next = Key {
            d: nd,
            a: na,
            ko: nko,
            att: !att,
        };
        if !retake && self.on_path(&next) {
            return None;
        }
        let mover_wins_for_attacker = self.rec(nd, na, !att, nko);
        Some(if att {
            mover_wins_for_attacker
        } else {
            !mover_wins_for_attacker
        })
    }

    /// The first move, in the search's order, that wins for the side
    /// `att` names.
    fn winning_move(&mut self, d: Set, a: Set, att: bool, ko: i16) -> Option<usize> {
        for k in 0..self.order.len() {
            let p = self.order[k];
            if self.try_move(d, a, p, att, ko) == Some(true) {
                return Some(p);
            }
            if self.stopped {
                break;
            }
        }
        None
    }

    /// Whether the defender stands by passing: the attacker, moving with
    /// no ko banned, cannot kill.
    fn pass_holds(&mut self, d: Set, a: Set) -> bool {
        let pass = Key {
            d,
            a,
            ko: -1,
            att: true,
        };
        !self.stopped && !self.on_path(&pass) && !self.rec(d, a, true, -1)
    }

    /// May the side `att` names retake a ko at once? Only the side the
    /// regime gives the threats to.
    fn may_retake(&self, att: bool) -> bool {
        match self.regime {
            Regime::Attacker => att,
            Regime::Defender => !att,
            Regime::Neither => false,
        }
    }

    /// Counts a position read; true (and the reading stopped) once the
    /// node limit or the deadline is passed.
    fn count_node(&mut self) -> bool {
        self.nodes += 1;
        let late =
            self.nodes.is_multiple_of(1024) && self.deadline.is_some_and(|d| Instant::now() >= d);
        let limit = if self.r.closed {
            NODE_LIMIT
        } else {
            OPEN_NODE_LIMIT
        };
        if self.nodes > limit || late {
            self.stopped = true;
        }
        self.stopped
    }

    fn on_path(&self, k: &Key) -> bool {
        self.path
            .iter()
            .any(|p| p.att == k.att && p.d == k.d && p.a == k.a)
    }

    /// Whether the attacker wins from here, `att` to move.
    fn rec(&mut self, d: Set, a: Set, att: bool, ko: i16) -> bool {
        if d & self.r.key != self.r.key {
            return true;
        }
        let key = Key { d, a, ko, att };
        if self.dfpn {
            return self.proved(key);
        }
        if let Some(&w) = self.memo.get(&key) {
            return w;
        }
        if self.stopped || self.count_node() {
            return false;
        }
        let win = if self.r.alive(d, a, &mut self.scratch) {
            false
        } else {
            self.path.push(key);
            let win = if att {
                self.winning_move(d, a, true, ko).is_some()
            } else {
                self.winning_move(d, a, false, ko).is_none() && !self.pass_holds(d, a)
            };
            self.path.pop();
            win
        };
        if !self.stopped {
            self.memo.insert(key, win);
        }
        win
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::testing::{at, setup};

    fn region(rows: &[&str], target: &str) -> Region {
        let b = setup(rows);
        let t = at(&b, target);
        Region::new(&b, t, &b.string_stones(t)).expect("small region")
    }

    /// Black's corner inside a white wall that has liberties outside (an
    /// eye point next to the wall would be none: white plays there joined
    /// to the wall).
    const STRAIGHT_THREE: [&str; 7] = [
        ". . . X O . .",
        "X X X X O . .",
        "O O O O O . .",
        ". . . . . . .",
        ". . . . . . .",
        ". . . . . . .",
        ". . . . . . .",
    ];

    #[test]
    fn straight_three_in_the_corner_is_critical() {
        let r = region(&STRAIGHT_THREE, "A6");
        assert!(r.closed);
        let (code, m) = r.solve(true, &[], None).unwrap();
        assert_eq!(code, Code::Win);
        assert_eq!(m.map(|v| v.to_string()), Some("B7".into()));
        let (code, m) = r.solve(false, &[], None).unwrap();
        assert_eq!(code, Code::Win);
        assert_eq!(m.map(|v| v.to_string()), Some("B7".into()));
    }

    #[test]
    fn two_eyes_stand_and_one_eye_falls() {
        let two = [
            ". X . X O . .",
            "X X X X O . .",
            "O O O O O . .",
            ". . . . . . .",
            ". . . . . . .",
            ". . . . . . .",
            ". . . . . . .",
        ];
        assert_eq!(
            region(&two, "A6").solve(true, &[], None).unwrap().0,
            Code::Fail
        );
        let one = [
            ". . X O . . .",
            "X X X O . . .",
            "O O O O . . .",
            ". . . . . . .",
            ". . . . . . .",
            ". . . . . . .",
            ". . . . . . .",
        ];
        let r = region(&one, "A6");
        assert_eq!(r.solve(false, &[], None).unwrap().0, Code::Fail);
    }

    #[test]
    fn a_way_out_leaves_the_region_open() {
        let rows = [
            ". . . . . . .",
            "X X X O . . .",
            "O O O O . . .",
            ". . . . . . .",
            ". . . . . . .",
            ". . . . . . .",
            ". . . . . . .",
        ];
        // The flood stops at D7, next to white's D6; E7 lies beyond.
        let r = region(&rows, "A6");
        assert_eq!(r.empty_points(), 4);
        assert!(!r.closed);
    }

    /// A closed region is read up to [`MAX_EMPTY`] empty points, an open
    /// one only up to [`OPEN_MAX_EMPTY`].
    #[test]
    fn a_large_open_region_is_not_read() {
        let mut rows = [
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            "O O O O O O O O O",
            "X X X X X X X X X",
            ". . . . . . . . .",
            ". . . . . . . . .",
        ];
        let r = region(&rows, "A3");
        assert!(r.closed);
        assert_eq!(r.empty_points(), 18);
        // A gap in the wall: the flood stops at J4, next to white's H4.
        rows[5] = "O O O O O O O O .";
        let b = setup(&rows);
        let t = at(&b, "A3");
        let goal = b.string_stones(t);
        assert!(
            Region::build(&b, t, &goal, true).is_some_and(|r| !r.closed && r.empty_points() == 19)
        );
        assert!(Region::new(&b, t, &goal).is_none());
    }

    /// A wall with one liberty beyond can fall: the region is not closed.
    #[test]
    fn a_wall_short_of_liberties_leaves_the_region_open() {
        let rows = [
            "X . X O X . .",
            "X X X O X . .",
            "O O O O X . .",
            "X X X . X . .",
            ". . . . . . .",
            ". . . . . . .",
            ". . . . . . .",
        ];
        let r = region(&rows, "A7");
        assert_eq!(r.empty_points(), 1);
        assert!(!r.closed);
    }

    /// Open to the right along the edge: the region stops at E9, next to
    /// white's E8, and what lies beyond counts as white's. Two eyes live
    /// even so.
    #[test]
    fn an_open_region_still_sees_two_eyes() {
        let rows = [
            ". X . X . . . . .",
            "X X X X O . . . .",
            "O O O O . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
        ];
        let r = region(&rows, "B9");
        assert!(!r.closed);
        assert_eq!(r.empty_points(), 3);
        assert_eq!(r.solve(true, &[], None).unwrap().0, Code::Fail);
    }

    /// Corner shapes inside white walls with liberties outside: the two
    /// searches read the same game, so each regime's first winning move
    /// (or none) must be the same, whichever side moves.
    #[test]
    fn proof_numbers_and_depth_first_agree() {
        let shapes: [&[&str]; 5] = [
            &STRAIGHT_THREE,
            // A white stone inside a space of four.
            &[
                ". O . . X O .",
                ". X X X X O .",
                "X X O O O O .",
                "O O O . . . .",
                ". . . . . . .",
                ". . . . . . .",
                ". . . . . . .",
            ],
            // Six points on the edge.
            &[
                ". . . . . . X O .",
                "X X X X X X X O .",
                "O O O O O O O O .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
            ],
            // An L of five in the corner.
            &[
                ". . . X O . . . .",
                ". X X X O . . . .",
                ". X O O O . . . .",
                "X X O . . . . . .",
                "O O O . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
            ],
            // A lone black stone in the corner beside the group.
            &[
                "X . X O . . . . .",
                ". X X O . . . . .",
                "X X O O . . . . .",
                "O O O . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
            ],
        ];
        let mut nodes = [0u64; 2];
        for rows in shapes {
            let b = setup(rows);
            let t = b
                .vertices()
                .find(|&v| b.color_at(v) == Some(crate::board::Color::Black))
                .unwrap();
            let r = Region::new(&b, t, &b.string_stones(t)).expect("small region");
            assert!(r.closed);
            let order: Vec<usize> = (0..r.points.len()).collect();
            for regime in [Regime::Neither, Regime::Attacker, Regime::Defender] {
                for attacking in [true, false] {
                    let mut answers = Vec::new();
                    for (i, dfpn) in [false, true].into_iter().enumerate() {
                        let mut s = Search::new(&r, order.clone(), regime, None);
                        s.dfpn = dfpn;
                        let m = s.root(attacking, -1);
                        assert!(!s.stopped);
                        nodes[i] += s.nodes;
                        answers.push(m);
                    }
                    assert_eq!(answers[0], answers[1]);
                }
            }
        }
        // What df-pn is there for: fewer positions read.
        assert!(nodes[1] < nodes[0], "{nodes:?}");
    }
}
