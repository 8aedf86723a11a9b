//! Tactical reading: can a string be captured (`attack`), can it be saved
//! (`find_defense`), and does a given move do either.
//!
//! The search is a depth-first alpha-beta on one string: a reply stops as
//! soon as it holds the mover to what the mover already has from another
//! move, and near the root the reply that last refuted a sibling is tried
//! first (a killer move). The attacker's
//! candidate moves take liberties and close nets; the defender's extend,
//! capture neighbours and counter-atari ([`moves`]). What keeps every call
//! bounded is GNU Go's idea (doc/reading.texi) of reading strings with more
//! liberties only near the root: deep in the tree only strings short of
//! liberties are attacked, so ladders are read to the end while open
//! fights are not. A node budget caps the rest. The root, the attacker's
//! answers to root defences, and the attacker's free move after a
//! defender's pass, read wider than the rest (see `moves`).
//!
//! A defender with no useful move may pass, twice per line: seki, eyes the
//! attacker cannot fill, a lone stone whose capture would be a snapback.
//! (Twice: after the attacker's free move the defender may again have
//! nothing better than to wait, as in a mutual shortage of liberties.)
//! Capturing a lone stone into a snapback is no attack.
//!
//! Ko is read with GNU Go's komaster scheme ([`Komaster`]): a side whose
//! ko capture is banned may still take it, as if a ko threat had been
//! played and answered, and then wins at best "with ko"; the other side
//! may not take that ko back. Results carry GNU Go's codes ([`Code`]).
//!
//! Positions are cached by Zobrist hash (with the ko point and the
//! komaster), target and question, for the whole session: the hash names
//! the whole position, so an entry never goes stale.

mod connect;
mod moves;
mod pool;
mod superstring;
mod table;

use crate::board::{Board, Color, Vertex};
use table::Table;

pub use connect::ConnectLimits;

/// The outcome of a reading question for the side asking it, best last.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Code {
    /// The side fails.
    Fail,
    /// It succeeds through a ko in which it must find the first threat.
    KoB,
    /// It succeeds through a ko in which the other side must find the
    /// first threat.
    KoA,
    /// It succeeds unconditionally.
    Win,
}

impl Code {
    /// The same outcome seen from the other side.
    pub fn invert(self) -> Code {
        match self {
            Code::Fail => Code::Win,
            Code::KoB => Code::KoA,
            Code::KoA => Code::KoB,
            Code::Win => Code::Fail,
        }
    }

    /// The number GTP's `attack`, `defend`, `does_attack` print.
    pub fn gtp(self) -> u8 {
        match self {
            Code::Fail => 0,
            Code::Win => 1,
            Code::KoA => 2,
            Code::KoB => 3,
        }
    }

    /// The number `worm_data` prints (GNU Go's internal scale).
    pub fn internal(self) -> u8 {
        match self {
            Code::Fail => 0,
            Code::KoB => 3,
            Code::KoA => 4,
            Code::Win => 5,
        }
    }
}

/// Who may take which ko in the current line: GNU Go's komaster scheme
/// (doc/reading.texi), which keeps ko fights finite without a full
/// superko test. A conditional ko capture makes its side komaster of that
/// ko; the other side may not retake it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Komaster {
    /// Any ko capture is allowed.
    Free,
    /// This side made a conditional ko capture. It may take only nested
    /// kos; its opponent may not retake at `kom_pos`.
    Master(Color),
    /// The komaster's opponent has since taken another ko: both have won
    /// one, and no more ko captures are read.
    Gray(Color),
    /// Two ko captures in a row (a double ko may be forming): only the
    /// banned recapture itself, conditionally, or a nested ko.
    Weak,
}

impl Komaster {
    /// May a conditional capture make a new komaster?
    fn is_open(self) -> bool {
        matches!(self, Komaster::Free | Komaster::Weak)
    }

    /// Three bits for the cache key.
    fn code(self) -> u64 {
        match self {
            Komaster::Free => 0,
            Komaster::Master(c) => 1 + c as u64,
            Komaster::Gray(c) => 3 + c as u64,
            Komaster::Weak => 5,
        }
    }
}

/// Are `p` and `q` diagonal neighbours?
fn diagonal(p: Vertex, q: Vertex) -> bool {
    p.row().abs_diff(q.row()) == 1 && p.col().abs_diff(q.col()) == 1
}

/// How far the reading goes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Limits {
    /// No node deeper than this many moves.
    pub max_depth: usize,
    /// Strings with three liberties are attacked above this depth.
    pub three_lib_depth: usize,
    /// Strings with four liberties are attacked above this depth. (At 5
    /// and 6, with three liberties to 14, the reading was faster but
    /// called strings safe that GNU Go 3.8 captures, and the eye analysis
    /// built on it agreed less with GNU Go's: RESULTS.md, 2026-11-28.)
    pub four_lib_depth: usize,
    /// Strings with four liberties all on the first line are attacked
    /// above this depth (by their liberties alone past `four_lib_depth`;
    /// idle where the two are equal, as in [`Limits::DEFAULT`]: reading
    /// them deeper still agreed less with GNU Go's eye analysis).
    pub edge_four_lib_depth: usize,
    /// A crawl along the edge is read with three liberties above this
    /// depth (past `three_lib_depth`, only by blocking it).
    pub crawl_depth: usize,
    /// Below this depth a node tries only its best three moves (two past
    /// `three_lib_depth`).
    pub branch_depth: usize,
    /// Conditional ko captures are tried above this depth.
    pub ko_depth: usize,
    /// Above this depth a defender with no useful move may pass.
    pub pass_depth: usize,
    /// The depth [`Reader::safe_move`] reads the stone it places from: 0
    /// asks of it what a question at the root asks, 1 reads it as the
    /// reply it is, a move shallower.
    pub safe_move_depth: usize,
    /// Nodes one top-level question may visit.
    pub budget: u64,
}

impl Limits {
    pub const DEFAULT: Limits = Limits {
        max_depth: 70,
        three_lib_depth: 15,
        four_lib_depth: 7,
        edge_four_lib_depth: 7,
        crawl_depth: 32,
        branch_depth: 11,
        ko_depth: 8,
        pass_depth: 8,
        safe_move_depth: 0,
        budget: 200_000,
    };
}

/// The two questions the search asks of a string.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
enum Question {
    Attack,
    Defend,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct Key {
    hash: u64,
    target: u16,
    question: Question,
    komaster: Komaster,
    kom_pos: Option<Vertex>,
    ladder: bool,
    passes: u8,
    /// The defender's last move, if the attacker's candidates answer it.
    answered: Option<moves::Last>,
}

impl Key {
    /// The fields besides the hash in [`table::KEY_BITS`] bits, one to
    /// one: a point's index (below 1024) or 0 for none, as no point of
    /// the board has index 0.
    fn small(&self) -> u64 {
        debug_assert!(self.target < 1 << 10 && self.passes < 4);
        u64::from(self.target)
            | (self.question as u64) << 10
            | self.komaster.code() << 11
            | u64::from(self.ladder) << 14
            | u64::from(self.passes) << 15
            | (self.kom_pos.map_or(0, |v| v.index() as u64)) << 17
            | (self.answered.map_or(0, |l| l.at.index() as u64)) << 27
            | u64::from(self.answered.is_some_and(|l| l.escaped)) << 37
    }
}

#[derive(Copy, Clone, Debug)]
struct Entry {
    code: Code,
    mv: Option<Vertex>,
    depth: u8,
    /// The search stopped once `code` was enough for the caller: the true
    /// value may be higher.
    lower_bound: bool,
}

impl Entry {
    /// The entry in 21 bits for [`Table`]: code, move (0 for none),
    /// depth, lower bound.
    fn pack(self) -> u64 {
        u64::from(self.code as u8)
            | (self.mv.map_or(0, |v| v.index() as u64)) << 2
            | u64::from(self.depth) << 12
            | u64::from(self.lower_bound) << 20
    }

    fn unpack(bits: u64) -> Entry {
        let code = match bits & 3 {
            0 => Code::Fail,
            1 => Code::KoB,
            2 => Code::KoA,
            _ => Code::Win,
        };
        let mv = (bits >> 2) & 0x3ff;
        Entry {
            code,
            mv: (mv != 0).then(|| Vertex::from_index(mv as usize)),
            depth: (bits >> 12) as u8,
            lower_bound: bits >> 20 & 1 != 0,
        }
    }
}

/// Killer moves are tried first at depths 1 to this. Near the root the
/// moves under judgement are siblings that often share a refutation (the
/// root's defences, and the attacker's answers to them); deeper, the
/// positions differ more and the killer costs more than it saves
/// (reading.tst nodes: -15% at depths 1-3, +13% at every depth).
/// Only where every candidate is read: the order changes, not the set.
const KILLER_MAX_DEPTH: usize = 3;
const KILLER_DEPTHS: usize = KILLER_MAX_DEPTH + 1;

/// Passes the defender may make in one line.
const MAX_PASSES: u8 = 2;

/// Entries kept before the cache is cleared.
const CACHE_LIMIT: usize = 1 << 20;

/// Entries the cache has room for from the start (2^18 slots, 4 MB): a
/// session of GNU Go's reading.tst stores some 210 000, which
/// from empty took sixteen doublings, each rehashing every entry.
const CACHE_START: usize = 1 << 17;

/// A result: the code and, when it is not `Fail`, the move that gets it
/// (None when no move is needed).
pub type Answer = (Code, Option<Vertex>);

/// The reader: its cache and counters outlive single questions.
pub struct Reader {
    pub limits: Limits,
    cache: Table,
    /// Nodes visited since the last reset (GTP's reading node counter).
    pub nodes: u64,
    budget_left: u64,
    exhausted: bool,
    komaster: Komaster,
    /// The ko the komaster state is about: where the last ko capture that
    /// set it took a stone.
    kom_pos: Option<Vertex>,
    /// The komaster states to go back to, one per move of the line.
    ko_stack: Vec<(Komaster, Option<Vertex>)>,
    /// Per depth and side, the last move that settled a node there (a
    /// killer move): the same reply often refutes a sibling's move too
    /// (see `KILLER_MAX_DEPTH`).
    killers: [[Option<Vertex>; 2]; KILLER_DEPTHS],
    /// Inside the reading of a defender's pass (one per line at most): the
    /// depth of the attacker's free move.
    passed: Option<usize>,
    /// The defender's passes in the current line.
    passes: u8,
    /// Ladder mode: only strings with at most two liberties are attacked,
    /// only by taking a liberty.
    ladder: bool,
    /// The positions of the current line, the root's first: a capture
    /// that brings one back is a cycle (see `try_play`).
    line: Vec<u64>,
    /// The moves of the current line, the root's first (passes left
    /// out): the attacker answers the defender's last one (see
    /// [`moves::answers_race`]).
    played: Vec<moves::Last>,
    /// The connection search (`connect`, `disconnect`): its limits and
    /// its own table.
    connection: connect::State,
}

impl Default for Reader {
    fn default() -> Reader {
        Reader::new(Limits::DEFAULT)
    }
}

impl Reader {
    pub fn new(limits: Limits) -> Reader {
        Reader {
            limits,
            cache: Table::with_capacity(CACHE_START),
            nodes: 0,
            budget_left: 0,
            exhausted: false,
            komaster: Komaster::Free,
            kom_pos: None,
            ko_stack: Vec::new(),
            killers: [[None; 2]; KILLER_DEPTHS],
            passed: None,
            passes: 0,
            ladder: false,
            line: Vec::new(),
            played: Vec::new(),
            connection: connect::State::new(ConnectLimits::DEFAULT),
        }
    }

    /// Reads one move deeper (`delta` 1) or shallower (-1) in every depth
    /// limit, as GNU Go's `increase_depths`/`decrease_depths` do. Cached
    /// results were read under the old limits, so the cache goes.
    pub fn shift_depths(&mut self, delta: isize) {
        let l = &mut self.limits;
        for d in [
            &mut l.three_lib_depth,
            &mut l.four_lib_depth,
            &mut l.edge_four_lib_depth,
            &mut l.crawl_depth,
            &mut l.branch_depth,
            &mut l.ko_depth,
            &mut l.pass_depth,
        ] {
            *d = d.saturating_add_signed(delta);
        }
        self.cache.clear();
        self.connection.clear();
    }

    fn start(&mut self, b: &Board, ladder: bool) {
        if self.cache.len() > CACHE_LIMIT {
            self.cache.clear();
        }
        self.budget_left = self.limits.budget;
        self.exhausted = false;
        self.komaster = Komaster::Free;
        self.kom_pos = None;
        self.ko_stack.clear();
        self.killers = [[None; 2]; KILLER_DEPTHS];
        self.passed = None;
        self.passes = 0;
        self.ladder = ladder;
        self.line.clear();
        self.line.push(b.hash_with_ko());
        self.played.clear();
    }

    /// Can the string at `s` be captured, the attacker to move? The code
    /// and the attacking move.
    pub fn attack(&mut self, b: &mut Board, s: Vertex) -> Answer {
        self.start(b, false);
        self.attack_node(b, s, 0, Code::Win)
    }

    /// A move that saves the string at `s`, its owner to move. As in GNU
    /// Go, whether the string needs saving at all is not checked: a safe
    /// string gets the first move that keeps it safe.
    pub fn find_defense(&mut self, b: &mut Board, s: Vertex) -> Answer {
        self.start(b, false);
        self.defend_node(b, s, 0, true, Code::Win)
    }

    /// Can the string at `s`, which must have two liberties, be captured
    /// in a ladder: the attacker only ever taking a liberty, the string
    /// never reaching three?
    pub fn ladder_attack(&mut self, b: &mut Board, s: Vertex) -> Answer {
        self.start(b, true);
        self.attack_node(b, s, 0, Code::Win)
    }

    /// Does the attacker's move `m` capture the string at `s`? The code
    /// for the attacker; Fail for an illegal move.
    pub fn does_attack(&mut self, b: &mut Board, m: Vertex, s: Vertex) -> Code {
        self.start(b, false);
        let Some(d) = b.color_at(s) else {
            return Code::Fail;
        };
        self.judge(b, s, d.opponent(), m, 0, Code::Fail)
            .unwrap_or(Code::Fail)
    }

    /// Does the owner's move `m` save the string at `s`? The code for the
    /// owner; Fail for an illegal move or one that does not save it.
    pub fn does_defend(&mut self, b: &mut Board, m: Vertex, s: Vertex) -> Code {
        self.start(b, false);
        let Some(d) = b.color_at(s) else {
            return Code::Fail;
        };
        self.judge(b, s, d, m, 0, Code::Fail).unwrap_or(Code::Fail)
    }

    /// Is a stone of `color` at `m` legal and safe from immediate capture?
    /// The code for its owner (a stone lost only to ko is safe with ko);
    /// Fail for an illegal move.
    pub fn safe_move(&mut self, b: &mut Board, m: Vertex, color: Color) -> Code {
        self.start(b, false);
        if !b.trymove(color, m) {
            return Code::Fail;
        }
        let r = self
            .attack_node(b, m, self.limits.safe_move_depth, Code::Win)
            .0
            .invert();
        b.popgo();
        r
    }

    /// Most liberties a string may have and still be attacked at `depth`.
    fn attackable(&self, depth: usize) -> usize {
        let l = &self.limits;
        if depth >= l.max_depth {
            0
        } else if self.ladder {
            2
        } else if depth < l.four_lib_depth {
            4
        } else if depth < l.three_lib_depth {
            3
        } else {
            2
        }
    }

    /// Is the string at `s` (liberties `libs`) crawling along the edge,
    /// to be read past the depth where three liberties count as safe? A
    /// crawl keeps three liberties at every step, and only its end (a
    /// corner, a friend of either side) decides it.
    fn crawl(&self, b: &Board, s: Vertex, libs: &[Vertex], depth: usize) -> bool {
        !self.ladder && depth < self.limits.crawl_depth && moves::crawling(b, s, libs)
    }

    /// Is the string with the four liberties `libs`, all on the first
    /// line, to be read at `depth` past the depth where four liberties
    /// count as safe? Held to the edge, it can only crawl along it, and
    /// a corner or the attacker's stones ahead may still catch it: GNU
    /// Go reads four liberties deeper than Megane does, and these
    /// strings are where that matters.
    fn edge_four(&self, b: &Board, libs: &[Vertex], depth: usize) -> bool {
        let l = &self.limits;
        libs.len() == 4
            && !self.ladder
            && depth >= l.four_lib_depth
            && depth
                < l.edge_four_lib_depth
                    .min(l.three_lib_depth)
                    .min(l.max_depth)
            && moves::on_edge(b, libs)
    }

    /// How many candidate moves a node at `depth` tries: all of them near
    /// the root, three below `branch_depth`, and two past
    /// `three_lib_depth`, where only strings of two liberties are still
    /// attacked and the reading is a ladder's (take a liberty, extend or
    /// capture).
    fn width(&self, depth: usize) -> usize {
        if depth < self.limits.branch_depth {
            usize::MAX
        } else if depth < self.limits.three_lib_depth {
            3
        } else {
            2
        }
    }

    /// Counts a node; false once the budget is spent.
    fn visit(&mut self) -> bool {
        self.nodes += 1;
        if self.budget_left == 0 {
            self.exhausted = true;
            return false;
        }
        self.budget_left -= 1;
        true
    }

    fn key(&self, b: &Board, s: Vertex, question: Question) -> Key {
        Key {
            hash: b.hash_with_ko(),
            target: s.index() as u16,
            question,
            komaster: self.komaster,
            kom_pos: self.kom_pos,
            ladder: self.ladder,
            passes: self.passes,
            answered: None,
        }
    }

    /// A cached answer read at `depth` or shallower, good enough for a
    /// caller content with `enough`: exact, or a lower bound reaching it.
    fn cached(&self, key: &Key, depth: usize, enough: Code) -> Option<Answer> {
        self.cache
            .get(key.hash, key.small())
            .map(Entry::unpack)
            .filter(|e| e.depth as usize <= depth && (!e.lower_bound || e.code >= enough))
            .map(|e| (e.code, e.mv))
    }

    /// Stores a node's answer, found by a search that stopped at `enough`.
    fn store(&mut self, key: Key, depth: usize, answer: Answer, enough: Code) {
        if !self.exhausted {
            let entry = Entry {
                code: answer.0,
                mv: answer.1,
                depth: depth.min(255) as u8,
                lower_bound: answer.0 >= enough && answer.0 < Code::Win,
            };
            self.cache.insert(key.hash, key.small(), entry.pack());
        }
    }

    /// Plays `m` for `color`: Some(false) for a legal move, Some(true) for
    /// a conditional ko capture (the ban ignored, as if a ko threat had
    /// been played and answered), None if the move is illegal or the
    /// komaster state forbids it (see [`Komaster`]).
    ///
    /// A capture that brings back a position of the current line (sending
    /// two stones and taking one back, a double ko) is a cycle that the
    /// simple ko ban does not stop: it is read as a conditional capture
    /// too, allowed when nobody is komaster.
    fn try_play(&mut self, b: &mut Board, color: Color, m: Vertex, depth: usize) -> Option<bool> {
        let before = b.ko_point();
        // With nobody komaster and no ko on the board a ko capture changes
        // nothing (a conditional one needs a ko point; a cycle's stone
        // taken is the new ko point): most moves skip the test.
        let taken = if self.komaster != Komaster::Free || before.is_some() {
            b.ko_capture(color, m)
        } else {
            None
        };
        if let Some(k) = taken {
            if !self.may_take_ko(b, color, m, k) {
                return None;
            }
        }
        let consider = depth < self.limits.ko_depth;
        let escaped = moves::saves_from_atari(b, color, m);
        let captured = b.captures(color);
        let mut conditional = false;
        if b.trymove(color, m) {
            // Only a capture can bring a position back.
            if b.captures(color) != captured && self.line.contains(&b.hash_with_ko()) {
                if !consider || !self.komaster.is_open() {
                    b.popgo();
                    return None;
                }
                conditional = true;
            }
        } else {
            let banned = before == Some((m, color));
            if !(banned && consider && b.tryko(color, m)) {
                return None;
            }
            conditional = true;
        }
        self.ko_stack.push((self.komaster, self.kom_pos));
        self.update_komaster(b, color, taken, conditional, before.map(|(v, _)| v));
        let hash = b.hash_with_ko();
        // The next node looks this position up: fetch its slots meanwhile.
        self.cache.prefetch(hash);
        self.line.push(hash);
        self.played.push(moves::Last { at: m, escaped });
        Some(conditional)
    }

    /// May `color` take the ko at `m` (capturing the stone at `k`) in the
    /// current komaster state?
    fn may_take_ko(&self, b: &Board, color: Color, m: Vertex, k: Vertex) -> bool {
        // A nested ko: the stone taken diagonal to the last one taken.
        let nested = self.kom_pos.is_some_and(|p| diagonal(p, k));
        match self.komaster {
            Komaster::Free => true,
            Komaster::Master(c) if c == color => nested,
            Komaster::Master(_) => Some(m) != self.kom_pos,
            Komaster::Gray(_) => false,
            Komaster::Weak => b.ko_point().is_some_and(|(v, _)| v == m) || nested,
        }
    }

    /// The komaster state after `color`'s move (just played), which took a
    /// ko stone at `taken` if any; `before` was the ko point before it.
    fn update_komaster(
        &mut self,
        b: &Board,
        color: Color,
        taken: Option<Vertex>,
        conditional: bool,
        before: Option<Vertex>,
    ) {
        if conditional && self.komaster.is_open() {
            self.komaster = Komaster::Master(color);
            self.kom_pos = taken.or(b.ko_point().map(|(v, _)| v));
            return;
        }
        let Some(k) = taken else {
            // A quiet move: the komaster's ko is over once it fills the
            // point or makes it a suicide for the other side; a weak ko
            // ends with any.
            let owner = match self.komaster {
                Komaster::Master(c) | Komaster::Gray(c) => Some(c),
                _ => None,
            };
            let resolved = owner == Some(color)
                && self.kom_pos.is_some_and(|p| {
                    !b.is_empty(p)
                        || (b.ko_capture(color.opponent(), p).is_none()
                            && b.check_move(color.opponent(), p)
                                == Err(crate::board::IllegalMove::Suicide))
                });
            if resolved || self.komaster == Komaster::Weak {
                self.komaster = Komaster::Free;
                self.kom_pos = None;
            }
            return;
        };
        match self.komaster {
            Komaster::Master(c) if c != color => self.komaster = Komaster::Gray(c),
            Komaster::Master(_) => self.kom_pos = Some(k),
            Komaster::Free | Komaster::Weak => {
                // Two ko captures in a row: a double ko may be forming.
                if before.is_some() {
                    self.komaster = Komaster::Weak;
                    self.kom_pos = before;
                }
            }
            Komaster::Gray(_) => {}
        }
    }

    fn undo(&mut self, b: &mut Board) {
        b.popgo();
        self.line.pop();
        self.played.pop();
        if let Some((komaster, kom_pos)) = self.ko_stack.pop() {
            self.komaster = komaster;
            self.kom_pos = kom_pos;
        }
    }

    /// The attacker to move against the string at `s`. The search may stop
    /// at a result of `enough` or better (its caller has no use for more):
    /// an answer below `enough` is exact, one at or above it a lower bound.
    fn attack_node(&mut self, b: &mut Board, s: Vertex, depth: usize, enough: Code) -> Answer {
        let Some(d) = b.color_at(s) else {
            return (Code::Win, None);
        };
        let a = d.opponent();
        let mut libs = pool::points();
        b.liberties_upto(s, 5, &mut libs);
        let mut taken: Answer = (Code::Fail, None);
        if libs.len() == 1 {
            self.nodes += 1;
            // Taking the last liberty: a win, or a ko taken first (KoA) or
            // only after a threat (KoB).
            if let Some(r) = self.judge(b, s, a, libs[0], depth, Code::Fail) {
                taken = (r, Some(libs[0]));
            }
            // A capture that starts a ko: perhaps a quieter move captures
            // for good (near the root only).
            if taken.0 >= enough || depth >= self.limits.ko_depth {
                return taken;
            }
        }
        let edge = self.edge_four(b, &libs, depth);
        // Past the liberties attacked at this depth, only a crawl along
        // the edge or a string held to it is still read.
        let beyond = libs.len() > self.attackable(depth);
        if (beyond && !edge && !self.crawl(b, s, &libs, depth)) || !self.visit() {
            return taken;
        }
        // The answer to a defence tried at the root is read as widely as a
        // root attack (find_defense must refute what attack would find),
        // and so is a free move after the defender's first pass: it is
        // the attacker's last chance. Not after a second pass: the
        // defender may not pass again, and a wide free move there would
        // open a second front (a threat away from the target, such as an
        // approach to a double atari) that its narrow list cannot answer.
        let wide = depth <= 1 || (self.passed == Some(depth) && self.passes == 1);
        // The defender's last move (none after its pass), when the
        // attacker answers it: then the candidates depend on it, and so
        // does the cache entry.
        let last = if self.passed == Some(depth) || beyond || wide || self.ladder {
            None
        } else {
            let n = libs.len();
            self.played
                .last()
                .copied()
                .filter(|&l| moves::answers_race(b, s, n, depth, l))
        };
        let mut key = self.key(b, s, Question::Attack);
        key.answered = last;
        if let Some(answer) = self.cached(&key, depth, enough) {
            return answer;
        }
        let moves = if edge {
            // Past the depth of four-liberty attacks, a string held to
            // the edge is shortened by its liberties alone.
            libs
        } else if beyond {
            // Past the depth of three-liberty attacks, only a crawl is
            // followed, by blocking it.
            moves::crawl_moves(b, s, &libs)
        } else {
            moves::attack_moves(b, s, &libs, depth, wide, self.ladder, last)
        };
        let best = self.best_move(b, s, a, moves, depth, taken, enough);
        self.store(key, depth, best, enough);
        best
    }

    /// The owner of the string at `s` to move. At the root (`root`) a
    /// string beyond attack still gets a move, the first that keeps it so.
    /// `enough` as for [`Reader::attack_node`].
    fn defend_node(
        &mut self,
        b: &mut Board,
        s: Vertex,
        depth: usize,
        root: bool,
        enough: Code,
    ) -> Answer {
        let Some(d) = b.color_at(s) else {
            return (Code::Fail, None);
        };
        let mut libs = pool::points();
        b.liberties_upto(s, 6, &mut libs);
        if !root
            && libs.len() > self.attackable(depth + 1)
            && !self.edge_four(b, &libs, depth + 1)
            && !self.crawl(b, s, &libs, depth + 1)
        {
            self.nodes += 1;
            return (Code::Win, None);
        }
        if !self.visit() {
            return (Code::Win, None);
        }
        let key = self.key(b, s, Question::Defend);
        if !root {
            if let Some(answer) = self.cached(&key, depth, enough) {
                return answer;
            }
        }
        let moves = moves::defense_moves(b, s, &libs, depth, depth == 0, self.ladder);
        let mut best = self.best_move(b, s, d, moves, depth, (Code::Fail, None), enough);
        if best.0 < enough
            && !root
            && self.passes < MAX_PASSES
            && (libs.len() >= 2 || b.string_size(s) == 1)
            && depth < self.limits.pass_depth
            && b.ko_point().is_none()
        {
            // No move helps, but perhaps none is needed: the attacker may
            // be unable to approach (a seki, liberties it cannot fill, a
            // lone stone whose capture is a snapback).
            b.trypass();
            let outer = self.passed.replace(depth + 1);
            self.passes += 1;
            // Only a pass that wins outright counts: the attacker's search
            // may stop at any success.
            let r = self.attack_node(b, s, depth + 1, Code::KoB).0.invert();
            b.popgo();
            self.passes -= 1;
            self.passed = outer;
            if r == Code::Win {
                best = (r, None);
            }
        }
        self.store(key, depth, best, enough);
        best
    }

    /// The best of `moves` for `mover` (the attacker of the string at `s`
    /// or its owner), each judged by the other side's best reply, starting
    /// from `best` and stopping once it reaches `enough`.
    #[allow(clippy::too_many_arguments)]
    fn best_move(
        &mut self,
        b: &mut Board,
        s: Vertex,
        mover: Color,
        mut moves: pool::Points,
        depth: usize,
        mut best: Answer,
        enough: Code,
    ) -> Answer {
        let width = self.width(depth);
        let killer = if width == usize::MAX && (1..=KILLER_MAX_DEPTH).contains(&depth) {
            self.killers[depth][mover.index()]
        } else {
            None
        };
        if let Some(i) = killer.and_then(|k| moves.iter().position(|&m| m == k)) {
            moves[..=i].rotate_right(1);
        }
        for &m in moves.iter().take(width) {
            if best.0 >= enough {
                break;
            }
            let Some(r) = self.judge(b, s, mover, m, depth, best.0) else {
                continue;
            };
            if r > best.0 {
                best = (r, Some(m));
            }
        }
        if best.0 >= enough && depth < KILLER_DEPTHS {
            if let (_, Some(m)) = best {
                self.killers[depth][mover.index()] = Some(m);
            }
        }
        best
    }

    /// The code for `mover` (the attacker of the string at `s` or its
    /// owner) of playing `m`, judged by the other side's best reply; None
    /// if `m` cannot be played. `mover` already has `floor` from another
    /// move: a result no better than that may be reported as Fail or
    /// anything up to `floor`, so the reply's search stops as soon as it
    /// holds `mover` there.
    fn judge(
        &mut self,
        b: &mut Board,
        s: Vertex,
        mover: Color,
        m: Vertex,
        depth: usize,
        floor: Code,
    ) -> Option<Code> {
        let attacking = b.color_at(s) != Some(mover);
        let lone = attacking && b.string_size(s) == 1;
        let conditional = self.try_play(b, mover, m, depth)?;
        if conditional && floor >= Code::KoB {
            // A conditional ko capture gets at best KoB: no improvement.
            self.undo(b);
            return Some(Code::Fail);
        }
        let enough = floor.invert();
        let r = match (b.is_empty(s), attacking) {
            // Taking the string by a ko capture is only a ko.
            (true, true) if b.ko_point().is_some() => Code::KoA,
            (true, true) if lone && snapback(b, m, s, mover.opponent()) => Code::Fail,
            (true, true) => Code::Win,
            (true, false) => Code::Fail,
            (false, true) => self.defend_node(b, s, depth + 1, false, enough).0.invert(),
            (false, false) => self.attack_node(b, s, depth + 1, enough).0.invert(),
        };
        self.undo(b);
        Some(cap(r, conditional))
    }
}

/// Is the capture of a lone stone at `s` by the stone just played at `m` a
/// snapback: the capturing string left with `s` as its only liberty, and
/// `owner` retaking there with a stone that is not in atari itself?
fn snapback(b: &mut Board, m: Vertex, s: Vertex, owner: Color) -> bool {
    let mut libs = pool::points();
    b.liberties_upto(m, 2, &mut libs);
    if libs.as_slice() != [s] || !b.trymove(owner, s) {
        return false;
    }
    let proper = b.liberty_count(s) >= 2;
    b.popgo();
    proper
}

/// A side that needed a conditional ko capture wins at best with ko, having
/// had to find the first threat.
fn cap(r: Code, conditional: bool) -> Code {
    if conditional {
        r.min(Code::KoB)
    } else {
        r
    }
}

#[cfg(test)]
mod tests;
