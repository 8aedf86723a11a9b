//! Connection reading: can two strings of one colour be joined, their
//! owner moving first (`connect`), or kept apart, the opponent moving
//! first (`disconnect`)? GNU Go asks the same questions (gtp-commands.texi,
//! `connect` and `disconnect`); this search is Megane's own.
//!
//! A depth-first alpha-beta alternates the connector's and the cutter's
//! moves near the two strings. The connector has to prove the connection
//! within the horizon: a line that ends undecided counts as cut. What
//! decides a position, with the cutter to move:
//!
//! - a string gone, or one the tactical reader captures (the cutter to
//!   move), is cut off — with ko, at the reader's ko code;
//! - the strings are connected when they are one string, or when a chain
//!   of links the cutter cannot break with one move joins them: two common
//!   liberties (the cutter takes one, the connector the other), or one
//!   common liberty where a cutting stone would be captured at once (a
//!   tiger's mouth, a cutting stone in a ladder).
//!
//! Candidate moves come from a distance map: each point's distance to each
//! of the two groups (a string with the strings linked to it), counting
//! empty points and enemy stones in atari as one step and friendly stones
//! as none; the points nearest both are tried first (common liberties,
//! one-point jumps, the points of a bamboo joint or a diagonal), and a
//! node tries at most twelve moves near the root, three deep down.
//! Both sides also fight over the strings that touch the groups: captures
//! of cutting stones, escapes of those stones, the strings' own liberties
//! when they run short, and the tactical reader's attack and defence.
//!
//! Ko: a move banned by the ko rule may be taken once per line as a
//! conditional capture (a threat assumed played and answered), near the
//! root only; the side that needed it wins at best with ko (code KoB),
//! and its opponent takes no ko after it in that line.
//!
//! Every question is bounded: connection nodes, tactical nodes per reader
//! call and tactical nodes in all ([`ConnectLimits`]); a line the budget
//! cuts short counts against the side that asked. Answers are cached
//! by position (hash with the ko point), the two strings, the question and
//! the ko state, for the whole session.

use super::{cap, Answer, Code, Reader};
use crate::board::{Board, Color, Vertex, BOARD_LEN};
use std::collections::HashMap;

/// How far a connection question reads.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ConnectLimits {
    /// No connection node deeper than this many moves; the cutter to move
    /// there wins unless the strings are connected already.
    pub max_depth: usize,
    /// Connection nodes one question may visit.
    pub budget: u64,
    /// Tactical nodes one reader call inside the search may visit.
    pub tactical_budget: u64,
    /// Tactical nodes one question may spend in all.
    pub reading_budget: u64,
    /// Conditional ko captures are tried above this depth.
    pub ko_depth: usize,
    /// Strings with this many liberties are read tactically above depth 2
    /// (two liberties below).
    pub tactical_libs: usize,
}

impl ConnectLimits {
    /// About a second at most on 19x19: the tactical budget binds first,
    /// and the slowest questions of GNU Go's connection.tst spend it in
    /// about 1 s; most take a few milliseconds. (Half the reading budget
    /// was enough before the tactical reader read three and four
    /// liberties a move deeper; with it, `connect C3 C6` of that suite's
    /// nicklas16 no longer found its B4.)
    pub const DEFAULT: ConnectLimits = ConnectLimits {
        max_depth: 10,
        budget: 20_000,
        tactical_budget: 2_000,
        reading_budget: 800_000,
        ko_depth: 6,
        tactical_libs: 3,
    };
}

/// The two questions.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
enum Question {
    /// The connector to move.
    Connect,
    /// The cutter to move.
    Cut,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
struct Key {
    hash: u64,
    first: Vertex,
    second: Vertex,
    question: Question,
    komaster: Option<Color>,
}

#[derive(Copy, Clone, Debug)]
struct Entry {
    code: Code,
    mv: Option<Vertex>,
    depth: u8,
}

/// Entries kept before the cache is cleared.
const CACHE_LIMIT: usize = 1 << 18;

/// Strings gathered into one group at most.
const MAX_GROUP: usize = 12;

/// How far (through empty points) the distance map looks.
const REACH: u8 = 3;

/// The connection search's state: its limits, its cache and the current
/// question.
pub(super) struct State {
    pub(super) limits: ConnectLimits,
    cache: HashMap<Key, Entry>,
    nodes_left: u64,
    reading_left: u64,
    exhausted: bool,
    /// The side that made a conditional ko capture in the current line:
    /// its opponent may take no ko from then on (GNU Go's komaster idea,
    /// doc/reading.texi, in its simplest form).
    komaster: Option<Color>,
    first: Vertex,
    second: Vertex,
    /// The question asked at the root: a line cut short by the budget
    /// counts against its asker.
    root: Question,
}

impl State {
    pub(super) fn new(limits: ConnectLimits) -> State {
        State {
            limits,
            cache: HashMap::new(),
            nodes_left: 0,
            reading_left: 0,
            exhausted: false,
            komaster: None,
            first: Vertex::from_index(0),
            second: Vertex::from_index(0),
            root: Question::Connect,
        }
    }

    pub(super) fn clear(&mut self) {
        self.cache.clear();
    }
}

/// Distances from each group and the points between them (see
/// [`Reader::zone`]).
struct Zone {
    d1: Vec<u8>,
    d2: Vec<u8>,
    points: Vec<(u8, Vertex)>,
}

impl Zone {
    /// Does the enemy string at `e`, touching one group, come near the
    /// other (`far`'s distances): a liberty within reach of it?
    fn near(&self, b: &mut Board, e: Vertex, far: &[u8]) -> bool {
        b.liberties(e).iter().any(|l| far[l.index()] != u8::MAX)
    }
}

/// Does `list` hold `v`?
fn has(list: &[Vertex], v: Vertex) -> bool {
    list.contains(&v)
}

/// Does the string at `e` touch the string at `s`?
fn touches(b: &Board, e: Vertex, s: Vertex) -> bool {
    let h = b.string_head(s);
    b.string_stones(e).iter().any(|&v| {
        b.neighbors(v)
            .any(|n| b.color_at(n).is_some() && b.string_head(n) == h)
    })
}

fn push(list: &mut Vec<Vertex>, v: Vertex) {
    if !list.contains(&v) {
        list.push(v);
    }
}

impl Reader {
    /// Can the strings at `s1` and `s2` (stones of one colour) be
    /// connected, their owner moving first? The code and the connecting
    /// move; Win with no move when they are one string already.
    pub fn connect(&mut self, b: &mut Board, s1: Vertex, s2: Vertex) -> Answer {
        if b.color_at(s1).is_none() || b.color_at(s2).is_none() {
            return (Code::Fail, None);
        }
        if b.string_head(s1) == b.string_head(s2) {
            return (Code::Win, None);
        }
        self.start_connection(s1, s2, Question::Connect);
        let r = self.connect_node(b, 0);
        if r.0 == Code::Fail {
            (Code::Fail, None)
        } else {
            r
        }
    }

    /// Can the strings at `s1` and `s2` (stones of one colour) be kept
    /// apart, their opponent moving first? The code and the cutting move;
    /// Fail for one string (GNU Go's answer too).
    pub fn disconnect(&mut self, b: &mut Board, s1: Vertex, s2: Vertex) -> Answer {
        if b.color_at(s1).is_none() || b.color_at(s2).is_none() {
            return (Code::Win, None);
        }
        if b.string_head(s1) == b.string_head(s2) {
            return (Code::Fail, None);
        }
        self.start_connection(s1, s2, Question::Cut);
        match self.cut_node(b, 0) {
            (Code::Fail, _) => (Code::Fail, None),
            (code, Some(m)) => (code, Some(m)),
            (code, None) => {
                // Apart already, within the horizon: the cut is played
                // where the owner would try to connect (or, with no such
                // point, at a liberty of the first string).
                let color = b.color_at(s1).expect("a stone");
                let m = self
                    .connector_moves(b, color, 0, false)
                    .first()
                    .copied()
                    .or_else(|| b.liberties(s1).first().copied());
                (code, m)
            }
        }
    }

    fn start_connection(&mut self, s1: Vertex, s2: Vertex, root: Question) {
        let c = &mut self.connection;
        if c.cache.len() > CACHE_LIMIT {
            c.cache.clear();
        }
        c.nodes_left = c.limits.budget;
        c.reading_left = c.limits.reading_budget;
        c.exhausted = false;
        c.komaster = None;
        c.first = s1.min(s2);
        c.second = s1.max(s2);
        c.root = root;
    }

    /// Counts a connection node; false once the budget is spent.
    fn connection_visit(&mut self) -> bool {
        self.nodes += 1;
        let c = &mut self.connection;
        if c.nodes_left == 0 || c.reading_left == 0 {
            c.exhausted = true;
            return false;
        }
        c.nodes_left -= 1;
        true
    }

    /// The value of a node the budget leaves unread, for the side to move
    /// there (`question`): a failure for the side that asked at the root.
    fn unread(&self, question: Question) -> Answer {
        if question == self.connection.root {
            (Code::Fail, None)
        } else {
            (Code::Win, None)
        }
    }

    /// A tactical question inside the connection search, within its
    /// budgets: `read` is one of the reader's entry points.
    fn tactical<T>(&mut self, b: &mut Board, read: impl FnOnce(&mut Reader, &mut Board) -> T) -> T {
        let saved = self.limits.budget;
        let before = self.nodes;
        self.limits.budget = self
            .connection
            .limits
            .tactical_budget
            .min(self.connection.reading_left);
        let r = read(self, b);
        self.limits.budget = saved;
        let used = self.nodes - before;
        let c = &mut self.connection;
        c.reading_left = c.reading_left.saturating_sub(used);
        r
    }

    fn connection_key(&self, b: &Board, question: Question) -> Key {
        let c = &self.connection;
        Key {
            hash: b.hash_with_ko(),
            first: c.first,
            second: c.second,
            question,
            komaster: c.komaster,
        }
    }

    fn connection_cached(&self, key: &Key, depth: usize) -> Option<Answer> {
        self.connection
            .cache
            .get(key)
            .filter(|e| e.depth as usize <= depth)
            .map(|e| (e.code, e.mv))
    }

    fn connection_store(&mut self, key: Key, depth: usize, answer: Answer) {
        let c = &mut self.connection;
        if !c.exhausted {
            c.cache.insert(
                key,
                Entry {
                    code: answer.0,
                    mv: answer.1,
                    depth: depth.min(255) as u8,
                },
            );
        }
    }

    /// Plays `m` for `color`: Some(false) for a legal move, Some(true) for
    /// a conditional ko capture, None if neither is allowed (a ko capture
    /// against the komaster among them).
    fn connection_play(
        &mut self,
        b: &mut Board,
        color: Color,
        m: Vertex,
        depth: usize,
    ) -> Option<bool> {
        let komaster = self.connection.komaster;
        if komaster == Some(color.opponent()) && b.ko_capture(color, m).is_some() {
            return None;
        }
        if b.trymove(color, m) {
            return Some(false);
        }
        let banned = b.ko_point() == Some((m, color));
        let c = &mut self.connection;
        if banned && komaster.is_none() && depth < c.limits.ko_depth && b.tryko(color, m) {
            c.komaster = Some(color);
            return Some(true);
        }
        None
    }

    fn connection_undo(&mut self, b: &mut Board, conditional: bool) {
        b.popgo();
        if conditional {
            self.connection.komaster = None;
        }
    }

    /// The connector to move: its code and move.
    fn connect_node(&mut self, b: &mut Board, depth: usize) -> Answer {
        let (s1, s2) = (self.connection.first, self.connection.second);
        if b.is_empty(s1) || b.is_empty(s2) {
            return (Code::Fail, None);
        }
        if b.string_head(s1) == b.string_head(s2) {
            return (Code::Win, None);
        }
        if !self.connection_visit() {
            return self.unread(Question::Connect);
        }
        let key = self.connection_key(b, Question::Connect);
        if let Some(answer) = self.connection_cached(&key, depth) {
            return answer;
        }
        let color = b.color_at(s1).expect("a stone");
        let last = depth + 1 >= self.connection.limits.max_depth;
        let moves = self.connector_moves(b, color, depth, last);
        let mut best: Answer = (Code::Fail, None);
        for m in moves {
            let Some(conditional) = self.connection_play(b, color, m, depth) else {
                continue;
            };
            let r = self.cut_node(b, depth + 1).0.invert();
            self.connection_undo(b, conditional);
            let r = cap(r, conditional);
            if r > best.0 {
                best = (r, Some(m));
                if r == Code::Win {
                    break;
                }
            }
        }
        self.connection_store(key, depth, best);
        best
    }

    /// The cutter to move: its code and move.
    fn cut_node(&mut self, b: &mut Board, depth: usize) -> Answer {
        let (s1, s2) = (self.connection.first, self.connection.second);
        if b.is_empty(s1) || b.is_empty(s2) {
            return (Code::Win, None);
        }
        if !self.connection_visit() {
            return self.unread(Question::Cut);
        }
        let key = self.connection_key(b, Question::Cut);
        if let Some(answer) = self.connection_cached(&key, depth) {
            return answer;
        }
        let same = b.string_head(s1) == b.string_head(s2);
        let reach = self.reach(depth);
        // Capturing either string cuts.
        let mut best: Answer = (Code::Fail, None);
        let targets = if same { vec![s1] } else { vec![s1, s2] };
        for &s in &targets {
            if b.liberty_count(s) <= reach {
                let (code, mv) = self.tactical(b, |r, b| r.attack(b, s));
                if code > best.0 {
                    best = (code, mv);
                }
            }
        }
        if best.0 == Code::Win || same {
            self.connection_store(key, depth, best);
            return best;
        }
        let color = b.color_at(s1).expect("a stone");
        let careful = depth <= 2;
        let g1 = self.group(b, s1, color, careful);
        if has(&g1, b.string_head(s2)) {
            self.connection_store(key, depth, best);
            return best;
        }
        if depth >= self.connection.limits.max_depth {
            // Not proved connected within the horizon.
            return (Code::Win, None);
        }
        let g2 = self.group(b, s2, color, careful);
        let moves = self.cutter_moves(b, color, &g1, &g2, depth, best.1);
        if moves.is_empty() {
            return (Code::Win, None);
        }
        let cutter = color.opponent();
        for m in moves {
            if best.0 == Code::Win {
                break;
            }
            let Some(conditional) = self.connection_play(b, cutter, m, depth) else {
                continue;
            };
            let r = self.connect_node(b, depth + 1).0.invert();
            self.connection_undo(b, conditional);
            let r = cap(r, conditional);
            if r > best.0 {
                best = (r, Some(m));
            }
        }
        self.connection_store(key, depth, best);
        best
    }

    /// Heads of the strings of `color` joined to the string at `s` by links
    /// the cutter cannot break with one move (see the module's notes), `s`'s
    /// own first. With `careful`, a lone common liberty is judged by the
    /// tactical reader (a cutting stone in a ladder); otherwise only a
    /// cutting stone with one liberty counts as captured.
    fn group(&mut self, b: &mut Board, s: Vertex, color: Color, careful: bool) -> Vec<Vertex> {
        let mut heads = vec![b.string_head(s)];
        let mut k = 0;
        while k < heads.len() && heads.len() < MAX_GROUP {
            let h = heads[k];
            k += 1;
            let libs = b.liberties(h);
            let mut near: Vec<Vertex> = Vec::new();
            for &l in &libs {
                for n in b.neighbors(l) {
                    if b.color_at(n) == Some(color) {
                        let nh = b.string_head(n);
                        if !has(&heads, nh) {
                            push(&mut near, nh);
                        }
                    }
                }
            }
            for other in near {
                // A string about to be captured links nothing.
                if b.liberty_count(other) < 2 {
                    continue;
                }
                let common: Vec<Vertex> = b
                    .liberties(other)
                    .into_iter()
                    .filter(|l| has(&libs, *l))
                    .collect();
                let linked = match common.len() {
                    0 => false,
                    1 => self.protected(b, common[0], color, careful),
                    _ => true,
                };
                if linked && heads.len() < MAX_GROUP {
                    heads.push(other);
                }
            }
        }
        heads
    }

    /// Would a cutting stone (not of `color`) at `p` be captured at once:
    /// an illegal point, a stone left in atari that captures nothing, or
    /// (with `careful`) one the tactical reader captures?
    fn protected(&mut self, b: &mut Board, p: Vertex, color: Color, careful: bool) -> bool {
        let cutter = color.opponent();
        let taken = b.captures(cutter);
        if !b.trymove(cutter, p) {
            // Suicide, or a ko the cutter may not take now.
            return b.ko_point() != Some((p, cutter));
        }
        let captured = b.captures(cutter) != taken;
        let libs = b.liberty_count(p);
        b.popgo();
        if captured {
            return false;
        }
        if libs <= 1 {
            return true;
        }
        careful && libs == 2 && self.tactical(b, |r, b| r.safe_move(b, p, cutter)) == Code::Fail
    }

    /// Distances from the strings `group` (of `color`), up to [`REACH`]:
    /// an empty point costs one step (liberties are at 1) and a stone of
    /// `color` none, so a path runs through friendly strings on its way.
    /// An enemy string short of liberties costs as many steps as it has
    /// liberties (the moves that capture it); longer ones block the way.
    /// u8::MAX beyond.
    fn distances(b: &Board, group: &[Vertex], color: Color) -> Vec<u8> {
        let mut dist = vec![u8::MAX; BOARD_LEN];
        let mut heap = std::collections::BinaryHeap::new();
        for &h in group {
            for v in b.string_stones(h) {
                dist[v.index()] = 0;
                heap.push(std::cmp::Reverse((0u8, v)));
            }
        }
        while let Some(std::cmp::Reverse((d, p))) = heap.pop() {
            if d > dist[p.index()] {
                continue;
            }
            for n in b.neighbors(p) {
                let step = match b.color_at(n) {
                    Some(c) if c == color => 0,
                    None => 1,
                    Some(_) => match b.liberty_count(n) {
                        1 => 1,
                        _ => continue,
                    },
                };
                let nd = d + step;
                if nd <= REACH && nd < dist[n.index()] {
                    dist[n.index()] = nd;
                    heap.push(std::cmp::Reverse((nd, n)));
                }
            }
        }
        dist
    }

    /// Enemy strings touching the strings of `group`: heads with their
    /// liberty counts.
    fn enemies(b: &mut Board, group: &[Vertex]) -> Vec<Vertex> {
        let mut out = Vec::new();
        let mut adj = Vec::new();
        for &h in group {
            b.adjacent_strings(h, &mut adj);
            for &e in &adj {
                push(&mut out, b.string_head(e));
            }
        }
        out
    }

    /// The distance maps of the two groups and the points between them,
    /// nearest both first: (score, point) with score the sum of the two
    /// distances less the least such sum (0 or 1: only the shortest paths
    /// and those one step longer).
    fn zone(b: &Board, color: Color, g1: &[Vertex], g2: &[Vertex]) -> Zone {
        let d1 = Self::distances(b, g1, color);
        let d2 = Self::distances(b, g2, color);
        let mut points: Vec<(u8, Vertex)> = b
            .vertices()
            .filter(|v| b.is_empty(*v) && d1[v.index()] != u8::MAX && d2[v.index()] != u8::MAX)
            .map(|v| (d1[v.index()] + d2[v.index()], v))
            .collect();
        points.sort_by_key(|&(s, v)| (s, v));
        let min = points.first().map_or(0, |&(s, _)| s);
        points.retain(|&(s, _)| s <= min + 1);
        for (s, _) in &mut points {
            *s -= min;
        }
        Zone { d1, d2, points }
    }

    /// How many candidates a node at `depth` tries.
    fn connection_width(depth: usize) -> usize {
        match depth {
            0 | 1 => 12,
            2 | 3 => 8,
            4 | 5 => 5,
            _ => 3,
        }
    }

    /// The connector's candidates, best first. On the `last` move before
    /// the horizon, only moves that join the groups at once or capture
    /// what separates them.
    fn connector_moves(
        &mut self,
        b: &mut Board,
        color: Color,
        depth: usize,
        last: bool,
    ) -> Vec<Vertex> {
        let (s1, s2) = (self.connection.first, self.connection.second);
        let careful = depth <= 1;
        let g1 = self.group(b, s1, color, careful);
        let g2 = self.group(b, s2, color, careful);
        let mut scored: Vec<(u8, Vertex)> = Vec::new();
        let zone = Self::zone(b, color, &g1, &g2);
        for &(score, p) in &zone.points {
            if last && score > 0 {
                continue;
            }
            scored.push((score + 1, p));
        }
        // Capturing what separates the groups or presses on them.
        let e1 = Self::enemies(b, &g1);
        let e2 = Self::enemies(b, &g2);
        let reach = self.reach(depth);
        for &e in e1.iter().chain(&e2) {
            let libs = b.liberty_count(e);
            let both = has(&e1, e) && has(&e2, e);
            let far = if has(&e1, e) { &zone.d2 } else { &zone.d1 };
            let touches_target = [s1, s2]
                .iter()
                .any(|&s| b.liberty_count(s) <= 2 && touches(b, e, s));
            if !both && !touches_target && (libs > 2 || !zone.near(b, e, far)) {
                continue;
            }
            if libs == 1 {
                scored.extend(b.liberties(e).into_iter().map(|l| (0, l)));
            } else if last {
                continue;
            } else if libs == 2 {
                let score = if both { 1 } else { 3 };
                scored.extend(b.liberties(e).into_iter().map(|l| (score, l)));
            }
            if both && libs >= 2 && libs <= reach {
                let (code, mv) = self.tactical(b, |r, b| r.attack(b, e));
                if let (Code::Win | Code::KoA, Some(m)) = (code, mv) {
                    scored.push((1, m));
                }
            }
        }
        if !last {
            // Saving a target the cutter could capture.
            for s in [s1, s2] {
                let libs = b.liberty_count(s);
                if libs <= reach {
                    if libs <= 2 {
                        scored.extend(b.liberties(s).into_iter().map(|l| (4, l)));
                    }
                    if self.tactical(b, |r, b| r.attack(b, s)).0 != Code::Fail {
                        let (code, mv) = self.tactical(b, |r, b| r.find_defense(b, s));
                        if let (Code::Win | Code::KoA, Some(m)) = (code, mv) {
                            scored.push((2, m));
                        }
                    }
                }
            }
        }
        Self::ordered(scored, Self::connection_width(depth))
    }

    /// Most liberties a string may have and still be read tactically at
    /// `depth`.
    fn reach(&self, depth: usize) -> usize {
        if depth <= 2 {
            self.connection.limits.tactical_libs
        } else {
            2
        }
    }

    /// The cutter's candidates, best first.
    fn cutter_moves(
        &mut self,
        b: &mut Board,
        color: Color,
        g1: &[Vertex],
        g2: &[Vertex],
        depth: usize,
        attack: Option<Vertex>,
    ) -> Vec<Vertex> {
        let (s1, s2) = (self.connection.first, self.connection.second);
        let mut scored: Vec<(u8, Vertex)> = Vec::new();
        let zone = Self::zone(b, color, g1, g2);
        for &(score, p) in &zone.points {
            scored.push((score + 1, p));
        }
        if let Some(m) = attack {
            scored.push((1, m));
        }
        // Saving cutting stones short of liberties.
        let e1 = Self::enemies(b, g1);
        let e2 = Self::enemies(b, g2);
        for &e in e1.iter().chain(&e2) {
            let libs = b.liberty_count(e);
            let both = has(&e1, e) && has(&e2, e);
            let far = if has(&e1, e) { &zone.d2 } else { &zone.d1 };
            if !both && !zone.near(b, e, far) {
                continue;
            }
            if libs == 1 || (both && libs == 2) {
                let score = if libs == 1 { 1 } else { 2 };
                scored.extend(b.liberties(e).into_iter().map(|l| (score, l)));
            }
        }
        // Pressing on a target short of liberties.
        for s in [s1, s2] {
            if b.liberty_count(s) <= 2 {
                scored.extend(b.liberties(s).into_iter().map(|l| (3, l)));
            }
        }
        Self::ordered(scored, Self::connection_width(depth))
    }

    /// The distinct points of `scored`, lowest score first (stable), at
    /// most `width`.
    fn ordered(mut scored: Vec<(u8, Vertex)>, width: usize) -> Vec<Vertex> {
        scored.sort_by_key(|&(s, _)| s);
        let mut out = Vec::new();
        for (_, p) in scored {
            if out.len() >= width {
                break;
            }
            push(&mut out, p);
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::testing::{at, setup};

    fn connect(rows: &[&str], a: &str, b: &str) -> (Code, Option<String>) {
        let mut board = setup(rows);
        let (va, vb) = (at(&board, a), at(&board, b));
        let (code, mv) = Reader::default().connect(&mut board, va, vb);
        board.validate().unwrap();
        (code, mv.map(|m| m.to_gtp()))
    }

    fn disconnect(rows: &[&str], a: &str, b: &str) -> (Code, Option<String>) {
        let mut board = setup(rows);
        let (va, vb) = (at(&board, a), at(&board, b));
        let (code, mv) = Reader::default().disconnect(&mut board, va, vb);
        board.validate().unwrap();
        (code, mv.map(|m| m.to_gtp()))
    }

    #[test]
    fn one_string_is_connected_already() {
        let rows = [".....", ".....", ".XX..", ".....", "....."];
        assert_eq!(connect(&rows, "B3", "C3"), (Code::Win, None));
        assert_eq!(disconnect(&rows, "B3", "C3"), (Code::Fail, None));
    }

    #[test]
    fn a_bamboo_joint_stays_connected() {
        // C5-C4 and E5-E4: D5 and D4 are miai.
        let rows = [
            ".......", ".......", "..X.X..", "..X.X..", ".......", ".......", ".......",
        ];
        assert_eq!(disconnect(&rows, "C5", "E5").0, Code::Fail);
        assert_eq!(connect(&rows, "C5", "E5").0, Code::Win);
    }

    #[test]
    fn a_one_point_jump_is_cut_by_the_first_move() {
        // C4 and E4 with a white stone at D5: D4 connects, and a white cut
        // there joins D5 and cannot be captured.
        let rows = [
            ".......", ".......", "...O...", "..X.X..", ".......", ".......", ".......",
        ];
        assert_eq!(connect(&rows, "C4", "E4"), (Code::Win, Some("D4".into())));
        assert_eq!(
            disconnect(&rows, "C4", "E4"),
            (Code::Win, Some("D4".into()))
        );
    }

    #[test]
    fn a_lone_cutting_stone_in_the_open_is_captured() {
        // The same jump on an empty board: a cut at D4 has two liberties
        // and is caught (in a ladder or a net) before it escapes.
        let rows = [
            ".......", ".......", ".......", "..X.X..", ".......", ".......", ".......",
        ];
        assert_eq!(disconnect(&rows, "C4", "E4").0, Code::Fail);
    }

    #[test]
    fn a_tigers_mouth_cannot_be_cut() {
        // C4, D5 and E4: a white stone at D4 would be in atari and taken.
        let rows = [
            ".......", ".......", "...X...", "..X.X..", ".......", ".......", ".......",
        ];
        assert_eq!(disconnect(&rows, "C4", "E4").0, Code::Fail);
    }

    #[test]
    fn a_cut_whose_stone_is_caught_in_a_ladder_fails() {
        // Black C3 and D4 touch diagonally; white D3 holds one crossing
        // point. A white cut at C4 has two liberties and runs along a
        // ladder to the left edge (B3 blocks its way down).
        let rows = [
            ".........",
            ".........",
            ".........",
            ".........",
            "...X.....",
            "...XX....",
            ".XXO.....",
            ".........",
            ".........",
        ];
        let mut board = setup(&rows);
        let c4 = at(&board, "C4");
        let safe = Reader::default().safe_move(&mut board, c4, Color::White);
        assert_eq!(safe, Code::Fail, "the cutting stone is lost");
        assert_eq!(disconnect(&rows, "C3", "D4").0, Code::Fail);
        assert_eq!(connect(&rows, "C3", "D4").0, Code::Win);
    }

    #[test]
    fn a_cutting_stone_in_atari_is_captured_to_connect() {
        // White D4 cuts between C4 and E4 and has one liberty left (D3).
        let rows = [
            ".......", ".......", "...X...", "..XOX..", ".......", ".......", ".......",
        ];
        assert_eq!(connect(&rows, "C4", "E4"), (Code::Win, Some("D3".into())));
    }
}
