//! The semeai reader: a capturing race between two adjacent dragons of
//! opposite colours (dragon.texi, "Semeai"; GTP's `analyze_semeai`).
//!
//! The question is asked from dragon A's side, A's owner moving first: can
//! A survive (by capturing B, by seki, or by living on its own), and can B
//! be killed? The reader answers with a bounded minimax over local moves
//! whose values, from A's side, are ordered: A captured (0), both stand
//! (1: seki, or independent life), B captured with A standing (2).
//!
//! - **Moves**: the liberties of both dragons (outside, shared and eye
//!   liberties), the liberties of any string next to either dragon that
//!   is in atari (captures and rescues), and the pass, which is how a side
//!   keeps a seki.
//! - **Leaves**: a captured dragon ends the line: A captured is lost; B
//!   captured is won only when A then has two eyes or room, else A has
//!   merely survived (the value of a seki). At the horizon, after
//!   two passes, or when the budget runs out, the race is counted
//!   ([`count`]): each dragon's outside liberties, its eyes (small empty
//!   regions only its colour borders, a lone point with enemy diagonals
//!   being false) and what they are worth in liberties, and the liberties
//!   the two share, by the usual rules of capturing races: with no eyes on
//!   either side the shared liberties cost the one who fills them (seki
//!   when neither can approach), an eye against none takes the shared
//!   liberties for its side, two eyes are life.
//! - **Bounds**: iterative deepening two plies at a time up to
//!   [`SemeaiLimits::depth`], a node budget and a time limit; the answer
//!   comes from the deepest iteration that finished (so with no time limit
//!   it depends on the node budget alone), candidates are ordered by the
//!   count one move on and remembered in a table by position.
//!
//! Ko is not read as such: a ko the board bans is a move not available,
//! so the codes are 0 or 1 (GNU Go's 2 and 3 never come from here).

use crate::board::{Board, Color, Vertex, BOARD_LEN};
use crate::reading::Code;
use std::collections::HashMap;
use std::time::{Duration, Instant};

/// How far one semeai question may go.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct SemeaiLimits {
    /// Nodes (positions counted or searched) per question.
    pub nodes: u64,
    /// Moves in one line.
    pub depth: usize,
    /// Candidates tried at each node below the root (the root tries all).
    pub width: usize,
    /// Wall time per question; zero for none (the nodes alone bound it).
    pub time: Duration,
}

impl SemeaiLimits {
    /// The defaults: 6000 nodes, 14 moves deep, 8 candidates a node,
    /// 1.5 s. Each node counts the race once for every candidate it
    /// orders, so 6000 nodes take up to about 1.9 s on semeai.tst with no
    /// time limit (40000 scored two answers more but took up to 15 s).
    pub const DEFAULT: SemeaiLimits = SemeaiLimits {
        nodes: 6_000,
        depth: 14,
        width: 8,
        time: Duration::from_millis(1500),
    };
}

/// The answer to one question, from A's side with A's owner first.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct SemeaiResult {
    /// Whether A survives (GNU Go's "semeai defense result").
    pub defense: Code,
    /// Whether B is killed ("semeai attack result").
    pub attack: Code,
    /// The move that does it; None where a pass is as good (or nothing
    /// helps).
    pub mv: Option<Vertex>,
    /// Read to the end within the budget.
    pub certain: bool,
}

/// Values from A's side.
const LOST: u8 = 0;
const BOTH_STAND: u8 = 1;
const WON: u8 = 2;

/// Liberties an eye of each size is worth to its owner in a race (the
/// opponent must fill it, and a big eye gives more than its points).
const EYE_LIBERTIES: [usize; 8] = [0, 1, 2, 3, 5, 8, 12, 17];

/// A region larger than this is not counted as an eye.
const MAX_EYE: usize = 7;

/// Liberties enough for a dragon that has captured its neighbour to be
/// taken for alive without two eyes (semeai.tst: 65 answers right with 4,
/// 68 with 5, 67 with 7, 64 with 8 where such a dragon counted as lost).
const ROOM: usize = 5;

/// Nodes between two looks at the clock.
const CLOCK_EVERY: u64 = 256;

/// Entries the table keeps before it is cleared.
const TABLE_LIMIT: usize = 400_000;

/// One dragon in the race as a node stands.
struct Side {
    color: Color,
    /// The dragon's stones as given: its strings are the ones still on
    /// the board through any of them.
    stones: Vec<Vertex>,
    /// The stone whose capture ends the race.
    target: Vertex,
}

/// The race counted at one node.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct Facts {
    /// All liberties of the dragon.
    libs: Vec<Vertex>,
    /// Liberties not shared with the other dragon nor in its eyes.
    outside: usize,
    /// Eyes (a region of seven or more points counts two).
    eyes: usize,
    /// What its eyes are worth in liberties.
    eye_libs: usize,
}

impl Facts {
    fn own(&self) -> usize {
        self.outside + self.eye_libs
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
struct Key {
    hash: u64,
    to_move: Color,
    passes: u8,
}

/// The reader: a question's two dragons, its budget and its table.
pub struct Semeai {
    pub limits: SemeaiLimits,
    /// Nodes of the last question.
    pub nodes: u64,
    table: HashMap<Key, (u8, usize)>,
    started: Instant,
    stopped: bool,
    horizon: usize,
    /// Trial moves on the board before the question (its depth 0).
    base: usize,
}

impl Default for Semeai {
    fn default() -> Semeai {
        Semeai::new(SemeaiLimits::DEFAULT)
    }
}

impl Semeai {
    pub fn new(limits: SemeaiLimits) -> Semeai {
        Semeai {
            limits,
            nodes: 0,
            table: HashMap::new(),
            started: Instant::now(),
            stopped: false,
            horizon: 0,
            base: 0,
        }
    }

    /// The race between the dragon of `a` (stones `dragon_a`) and the one
    /// of `b` (`dragon_b`), `a`'s owner moving first. None when the two
    /// are not stones of opposite colours.
    pub fn analyze(
        &mut self,
        board: &Board,
        a: Vertex,
        dragon_a: &[Vertex],
        b: Vertex,
        dragon_b: &[Vertex],
    ) -> Option<SemeaiResult> {
        let (ca, cb) = (board.color_at(a)?, board.color_at(b)?);
        if ca == cb {
            return None;
        }
        let sides = [
            Side {
                color: ca,
                stones: with_target(dragon_a, a),
                target: a,
            },
            Side {
                color: cb,
                stones: with_target(dragon_b, b),
                target: b,
            },
        ];
        self.table.clear();
        self.nodes = 0;
        self.started = Instant::now();
        self.stopped = false;
        self.base = board.stack_depth();
        let mut board = board.clone();
        let mut answer = (BOTH_STAND, None);
        let mut horizon = 0;
        loop {
            horizon = (horizon + 2).min(self.limits.depth);
            self.horizon = horizon;
            let found = self.root(&mut board, &sides);
            if self.stopped {
                break;
            }
            answer = found;
            if horizon >= self.limits.depth {
                break;
            }
        }
        if horizon == 2 && self.stopped {
            // Not even the first iteration finished: the count decides.
            answer = (count(&mut board, &sides, ca), None);
        }
        let (value, mv) = answer;
        let code = |win: bool| if win { Code::Win } else { Code::Fail };
        Some(SemeaiResult {
            defense: code(value >= BOTH_STAND),
            attack: code(value == WON),
            mv: if value == LOST { None } else { mv },
            certain: !self.stopped,
        })
    }

    /// One iteration from the root: its value and best move. A pass is
    /// kept where it keeps a seki (or both alive) and no move does
    /// better; a race won is answered by a move that wins it, where one
    /// is found, as GNU Go names the killing move.
    fn root(&mut self, b: &mut Board, sides: &[Side; 2]) -> (u8, Option<Vertex>) {
        let us = sides[0].color;
        let mut best = (self.after(b, sides, us, None, 0, LOST, WON), None);
        let b_libs = dragon_libs(b, &sides[1]);
        for m in self.candidates(b, sides, us, usize::MAX) {
            if self.stopped {
                break;
            }
            // Past a won pass, only a move on B's liberties names the kill.
            if best.0 == WON && !b_libs.contains(&m) {
                continue;
            }
            let floor = best.0.min(WON - 1);
            let v = self.after(b, sides, us, Some(m), 0, floor, WON);
            if v > best.0 || (v == WON && best.1.is_none()) {
                best = (v, Some(m));
                if v == WON {
                    break;
                }
            }
        }
        best
    }

    /// The value after `color` plays `m` (None: passes) at `depth`, or
    /// None when `m` is illegal.
    #[allow(clippy::too_many_arguments)]
    fn after(
        &mut self,
        b: &mut Board,
        sides: &[Side; 2],
        color: Color,
        m: Option<Vertex>,
        passes: u8,
        alpha: u8,
        beta: u8,
    ) -> u8 {
        let worst = if color == sides[0].color { LOST } else { WON };
        match m {
            None => {
                b.trypass();
                let v = self.node(b, sides, color.opponent(), passes + 1, alpha, beta);
                b.popgo();
                v
            }
            Some(m) => {
                if !b.trymove(color, m) {
                    return worst;
                }
                let v = self.node(b, sides, color.opponent(), 0, alpha, beta);
                b.popgo();
                v
            }
        }
    }

    /// The value of a node, `to_move` to play, within (alpha, beta).
    fn node(
        &mut self,
        b: &mut Board,
        sides: &[Side; 2],
        to_move: Color,
        passes: u8,
        alpha: u8,
        beta: u8,
    ) -> u8 {
        if captured(b, &sides[0]) {
            return LOST;
        }
        if captured(b, &sides[1]) {
            return won(b, sides);
        }
        self.nodes += 1;
        let depth = b.stack_depth() - self.base;
        if passes >= 2 || depth >= self.horizon || self.out_of_budget() {
            return count(b, sides, to_move);
        }
        let left = self.horizon - depth;
        let key = Key {
            hash: b.hash_with_ko(),
            to_move,
            passes,
        };
        if let Some(&(v, l)) = self.table.get(&key) {
            if l >= left {
                return v;
            }
        }
        let maximize = to_move == sides[0].color;
        let window = (alpha, beta);
        let (mut alpha, mut beta) = (alpha, beta);
        let mut best = if maximize { LOST } else { WON };
        let mut moves: Vec<Option<Vertex>> = self
            .candidates(b, sides, to_move, self.limits.width)
            .into_iter()
            .map(Some)
            .collect();
        moves.push(None);
        for m in moves {
            let v = self.after(b, sides, to_move, m, passes, alpha, beta);
            if maximize {
                best = best.max(v);
                alpha = alpha.max(v);
            } else {
                best = best.min(v);
                beta = beta.min(v);
            }
            if alpha >= beta || self.stopped {
                break;
            }
        }
        if !self.stopped {
            if self.table.len() > TABLE_LIMIT {
                self.table.clear();
            }
            // A value outside the window it was read with is a bound, not
            // exact: only exact ones are kept.
            let full = window == (LOST, WON);
            if full || (best > window.0 && best < window.1) {
                self.table.insert(key, (best, left));
            }
        }
        best
    }

    /// The side to move's candidates, best first by the count one move on,
    /// at most `width` of them.
    fn candidates(
        &mut self,
        b: &mut Board,
        sides: &[Side; 2],
        to_move: Color,
        width: usize,
    ) -> Vec<Vertex> {
        let mut points = Vec::new();
        for side in sides {
            let strings = strings(b, side);
            for &s in &strings {
                for l in b.liberties(s) {
                    push_new(&mut points, l);
                }
                // Neighbours in atari: their capture, or their rescue.
                for n in adjacent_strings(b, s) {
                    if b.liberty_count(n) == 1 {
                        for l in b.liberties(n) {
                            push_new(&mut points, l);
                        }
                    }
                }
            }
        }
        let maximize = to_move == sides[0].color;
        let mut scored = Vec::new();
        for p in points {
            if !b.trymove(to_move, p) {
                continue;
            }
            let value = if captured(b, &sides[0]) {
                LOST
            } else if captured(b, &sides[1]) {
                won(b, sides)
            } else {
                count(b, sides, to_move.opponent())
            };
            // Tie-break: own liberties after the move, less the enemy's.
            let (mine, theirs) = if maximize { (0, 1) } else { (1, 0) };
            let margin = dragon_libs(b, &sides[mine]).len() as i64
                - dragon_libs(b, &sides[theirs]).len() as i64;
            b.popgo();
            let good = if maximize { value } else { WON - value };
            scored.push((std::cmp::Reverse((good, margin)), p));
        }
        scored.sort();
        scored.into_iter().take(width).map(|(_, p)| p).collect()
    }

    fn out_of_budget(&mut self) -> bool {
        if self.stopped {
            return true;
        }
        if self.nodes >= self.limits.nodes
            || (!self.limits.time.is_zero()
                && self.nodes.is_multiple_of(CLOCK_EVERY)
                && self.started.elapsed() >= self.limits.time)
        {
            self.stopped = true;
        }
        self.stopped
    }
}

/// `stones` with `target` in it.
fn with_target(stones: &[Vertex], target: Vertex) -> Vec<Vertex> {
    let mut out = stones.to_vec();
    push_new(&mut out, target);
    out
}

fn push_new(list: &mut Vec<Vertex>, v: Vertex) {
    if !list.contains(&v) {
        list.push(v);
    }
}

/// Whether the race is over for `side`: its target stone is gone.
fn captured(b: &Board, side: &Side) -> bool {
    b.color_at(side.target) != Some(side.color)
}

/// The heads of the side's strings still on the board.
fn strings(b: &Board, side: &Side) -> Vec<Vertex> {
    let mut heads = Vec::new();
    for &s in &side.stones {
        if b.color_at(s) == Some(side.color) {
            push_new(&mut heads, b.string_head(s));
        }
    }
    heads
}

/// The strings next to the string at `s`, by their heads.
fn adjacent_strings(b: &mut Board, s: Vertex) -> Vec<Vertex> {
    let mut out = Vec::new();
    b.adjacent_strings(s, &mut out);
    out
}

/// All liberties of the side's strings.
fn dragon_libs(b: &mut Board, side: &Side) -> Vec<Vertex> {
    let mut libs = Vec::new();
    for s in strings(b, side) {
        for l in b.liberties(s) {
            push_new(&mut libs, l);
        }
    }
    libs
}

/// B is captured: the race is won if A lives now, with two eyes (the
/// space B leaves among them) or room enough to make them ([`ROOM`]
/// liberties). Otherwise A has only survived B, a weak group still among
/// enemies: no better than a seki (GNU Go's `1 0`), so a side prefers a
/// capture that lives. (Counting it a loss, as a dragon GNU Go calls dead
/// whatever the race does, scored fewer semeai.tst answers: 64 against 68
/// with ROOM 5.)
fn won(b: &mut Board, sides: &[Side; 2]) -> u8 {
    let libs = dragon_libs(b, &sides[0]);
    let f = facts(b, sides[0].color, &libs, &[]);
    if f.eyes >= 2 || libs.len() >= ROOM {
        WON
    } else {
        BOTH_STAND
    }
}

/// The race as it stands, counted, with `to_move` to play: the value from
/// A's side.
fn count(b: &mut Board, sides: &[Side; 2], to_move: Color) -> u8 {
    let libs = [dragon_libs(b, &sides[0]), dragon_libs(b, &sides[1])];
    let shared: Vec<Vertex> = libs[0]
        .iter()
        .copied()
        .filter(|l| libs[1].contains(l))
        .collect();
    let facts = [
        facts(b, sides[0].color, &libs[0], &shared),
        facts(b, sides[1].color, &libs[1], &shared),
    ];
    let first = usize::from(to_move != sides[0].color);
    let outcome = race(&facts[first], &facts[1 - first], shared.len());
    // The outcome from A's side.
    match (outcome, first) {
        (Race::MoverKills, 0) | (Race::SecondKills, 1) => WON,
        (Race::Seki, _) => BOTH_STAND,
        _ => LOST,
    }
}

/// A dragon's liberties sorted into outside and eye liberties.
fn facts(b: &Board, color: Color, libs: &[Vertex], shared: &[Vertex]) -> Facts {
    let mut seen = vec![false; BOARD_LEN];
    let mut f = Facts {
        libs: libs.to_vec(),
        ..Facts::default()
    };
    for &l in libs {
        if shared.contains(&l) || seen[l.index()] {
            continue;
        }
        match eye_region(b, color, l, shared, &mut seen) {
            Some(region) if !false_eye(b, color, &region) => {
                f.eyes += if region.len() >= MAX_EYE { 2 } else { 1 };
                f.eye_libs += EYE_LIBERTIES[region.len().min(MAX_EYE)];
            }
            _ => f.outside += 1,
        }
    }
    f
}

/// The empty region through `start` when it is an eye of `color`: at most
/// [`MAX_EYE`] points, bordered by `color`'s stones only, none of them a
/// shared liberty. Marks the region's points in `seen` when it is one.
fn eye_region(
    b: &Board,
    color: Color,
    start: Vertex,
    shared: &[Vertex],
    seen: &mut [bool],
) -> Option<Vec<Vertex>> {
    let mut region = vec![start];
    let mut i = 0;
    while i < region.len() {
        let p = region[i];
        i += 1;
        if shared.contains(&p) {
            return None;
        }
        for n in b.neighbors(p) {
            match b.color_at(n) {
                Some(c) if c != color => return None,
                Some(_) => {}
                None => {
                    if !region.contains(&n) {
                        region.push(n);
                        if region.len() > MAX_EYE {
                            return None;
                        }
                    }
                }
            }
        }
    }
    for p in &region {
        seen[p.index()] = true;
    }
    Some(region)
}

/// A one-point eye whose diagonals the opponent holds: two of them in the
/// open, one on the edge (eyes.texi's false eye, without its half eyes).
fn false_eye(b: &Board, color: Color, region: &[Vertex]) -> bool {
    let [p] = region else {
        return false;
    };
    let (col, row) = (p.col() as isize, p.row() as isize);
    let mut on_board = 0;
    let mut enemy = 0;
    for (dc, dr) in [(-1, -1), (-1, 1), (1, -1), (1, 1)] {
        let (c, r) = (col + dc, row + dr);
        if c < 0 || r < 0 {
            continue;
        }
        let Some(d) = b.vertex(c as usize, r as usize) else {
            continue;
        };
        on_board += 1;
        if b.color_at(d) == Some(color.opponent()) {
            enemy += 1;
        }
    }
    enemy >= if on_board < 4 { 1 } else { 2 }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Race {
    MoverKills,
    SecondKills,
    Seki,
}

/// The capturing race counted, `mover` to play against `second`, `shared`
/// liberties between them.
fn race(mover: &Facts, second: &Facts, shared: usize) -> Race {
    match (mover.eyes >= 2, second.eyes >= 2) {
        (true, true) => return Race::Seki,
        (true, false) => return Race::MoverKills,
        (false, true) => return Race::SecondKills,
        _ => {}
    }
    let (x, y) = (mover.own(), second.own());
    // Whoever is ahead by more than `approach` kills; otherwise seki.
    let ahead = |approach: usize| {
        if x >= y + approach {
            Race::MoverKills
        } else if y > x + approach {
            Race::SecondKills
        } else {
            Race::Seki
        }
    };
    match (mover.eyes > 0, second.eyes > 0) {
        // No eyes: filling a shared liberty costs the filler one too, so
        // the last one is never filled.
        (false, false) => ahead(shared.saturating_sub(1)),
        // An eye against none: the shared liberties are the eye's.
        (true, false) => {
            if x + shared >= y {
                Race::MoverKills
            } else {
                Race::SecondKills
            }
        }
        (false, true) => {
            if x >= y + shared {
                Race::MoverKills
            } else {
                Race::SecondKills
            }
        }
        // Eyes on both sides: the shared liberties must be filled by the
        // killer, at no cost to the eyes; seki when neither gets there.
        (true, true) => ahead(shared),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::testing::{at, setup};

    fn ask(b: &Board, a: &str, bb: &str) -> SemeaiResult {
        let (a, bb) = (at(b, a), at(b, bb));
        let mut s = Semeai::new(SemeaiLimits {
            time: Duration::ZERO,
            ..SemeaiLimits::DEFAULT
        });
        s.analyze(b, a, &b.string_stones(a), bb, &b.string_stones(bb))
            .unwrap()
    }

    fn codes(r: &SemeaiResult) -> (u8, u8) {
        (r.defense.gtp(), r.attack.gtp())
    }

    /// Black's B4-B7 against white's C4-C7 on the top edge, each with
    /// the liberties in the column beside it (none shared, no eyes), the
    /// walls below them with plenty. `d7` is what stands at D7.
    fn columns(d7: char) -> Board {
        let top = format!(".XO{d7}X..");
        setup(&[
            &top, ".XO.X..", ".XO.X..", ".XO.X..", "OOXXX..", "OOX....", "..X....",
        ])
    }

    #[test]
    fn equal_liberties_the_first_to_move_wins() {
        let b = columns('.');
        let black = ask(&b, "B7", "C7");
        assert_eq!(codes(&black), (1, 1));
        let m = black.mv.expect("a move is needed");
        assert!(["D4", "D5", "D6", "D7"].contains(&m.to_gtp().as_str()));
        let white = ask(&b, "C7", "B7");
        assert_eq!(codes(&white), (1, 1));
    }

    #[test]
    fn more_liberties_win_moving_second() {
        // D7 black: white is down to three liberties against four.
        let b = columns('X');
        assert_eq!(codes(&ask(&b, "C7", "B7")), (0, 0));
        assert_eq!(ask(&b, "C7", "B7").mv, None, "a lost race answers PASS");
        assert_eq!(codes(&ask(&b, "B7", "C7")), (1, 1));
    }

    #[test]
    fn two_shared_liberties_and_nothing_else_are_seki() {
        let b = setup(&[
            ".......", "OOOO...", "XXXO...", "..XO...", "OOOX...", "XXXX...", ".......",
        ]);
        for (a, bb) in [("A5", "A3"), ("A3", "A5")] {
            let r = ask(&b, a, bb);
            assert_eq!(
                codes(&r),
                (1, 0),
                "{a} against {bb}: {:?}",
                r.mv.map(|v| v.to_gtp())
            );
            assert_eq!(r.mv, None, "nothing to play in a seki");
        }
    }

    #[test]
    fn bad_questions_have_no_answer() {
        let b = columns('.');
        let (p, e) = (at(&b, "B7"), at(&b, "A7"));
        let mut s = Semeai::default();
        assert!(s.analyze(&b, p, &[p], p, &[p]).is_none(), "same colour");
        assert!(s.analyze(&b, p, &[p], e, &[]).is_none(), "empty point");
    }

    #[test]
    fn race_counts() {
        let f = |outside, eyes, eye_libs| Facts {
            libs: Vec::new(),
            outside,
            eyes,
            eye_libs,
        };
        // No eyes, no shared liberties: the mover wins with as many.
        assert_eq!(race(&f(2, 0, 0), &f(2, 0, 0), 0), Race::MoverKills);
        assert_eq!(race(&f(1, 0, 0), &f(2, 0, 0), 0), Race::SecondKills);
        // Two shared liberties and nothing else: seki.
        assert_eq!(race(&f(0, 0, 0), &f(0, 0, 0), 2), Race::Seki);
        assert_eq!(race(&f(1, 0, 0), &f(0, 0, 0), 2), Race::MoverKills);
        // An eye takes the shared liberties.
        assert_eq!(race(&f(0, 1, 1), &f(3, 0, 0), 2), Race::MoverKills);
        assert_eq!(race(&f(3, 0, 0), &f(0, 1, 1), 2), Race::MoverKills);
        assert_eq!(race(&f(2, 0, 0), &f(0, 1, 1), 2), Race::SecondKills);
        // Two eyes live.
        assert_eq!(race(&f(0, 0, 0), &f(0, 2, 2), 0), Race::SecondKills);
    }
}
