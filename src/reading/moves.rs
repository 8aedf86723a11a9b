//! Candidate moves for the tactical search, best first.
//!
//! Each list is small on purpose: a move that neither takes nor gives a
//! liberty of the target string, nor changes what its neighbours can
//! capture, cannot decide a tactical fight. Ordering comes from the
//! liberties each candidate would leave ([`Board::preview`]).
//!
//! Near the root the lists are wider: the attacker also lengthens its own
//! two-liberty strings next to the target or shortens their neighbours,
//! and backfills where taking a liberty would be self-atari (also deeper
//! against two liberties); the defender
//! races against longer neighbours and tries second-order liberties and
//! eye-space vital points of longer strings. In races the defender saves
//! its strings in atari that press on the racing neighbour; a lone stone in
//! atari may turn its capture into a snapback.

use super::pool::{points, Points};
use crate::board::{Board, Color, Vertex};
use std::cell::RefCell;

/// Second-order liberties are tried against strings with this many
/// liberties or fewer (three only near the root, above this depth, for
/// both sides).
const APPROACH_LIBS: usize = 2;
const APPROACH_THREE_DEPTH: usize = 4;
/// The defender tries second-order liberties of a two-liberty string
/// above this depth.
const DEFENDER_APPROACH_DEPTH: usize = 8;

/// The defender shortens neighbours in a capturing race above this depth,
/// those with at most this many liberties.
const RACE_DEPTH: usize = 8;
const RACE_LIBS: usize = 4;
/// Above this depth the defender also lengthens its two-liberty strings
/// pressing on a racing neighbour with two liberties.
const PRESSING_DEPTH: usize = 4;
/// Superstrings widen the defender's neighbours above this depth.
const SUPERSTRING_DEPTH: usize = 8;
/// The attacker shortens the target's friends above this depth.
const FRIEND_DEPTH: usize = 8;
/// Friends with this many liberties or fewer are shortened; the defender
/// extends a partner at this many of its liberties, at the root at more.
const FRIEND_LIBS: usize = 3;
const ROOT_PARTNER_LIBS: usize = 5;
/// At its widest nodes the attacker rescues its own two-liberty strings
/// next to the target, also by shortening their other neighbours with up
/// to this many liberties.
const WEAK_CHAIN_REACH: usize = 3;
/// The defender backfills against neighbours with two liberties above
/// this depth (answered by the attacker's wider reading near the root).
const DEFENDER_BACKFILL_DEPTH: usize = 3;
/// Score added to the attacker's captures that rescue its own string in
/// atari next to the target: ahead of the approach moves that leave the
/// target's liberties as they are, behind the ataris. Deep in the tree only
/// the best few moves are tried, and the rescue may be the one that works.
const RESCUE_BONUS: i32 = 10;
/// Above this depth (GNU Go's backfill2_depth), when the defender's last
/// move shortened one of the attacker's strings next to a three-liberty
/// target to two liberties, or pulled a string next to such a one out of
/// atari, the attacker answers it: the race is lost unless that string
/// gets longer or its racer shorter.
const RACE_ANSWER_DEPTH: usize = 5;
/// Away from the widest nodes, the attacker backfills against strings with
/// two liberties above this depth (GNU Go's backfill_depth idea): the
/// defender's first replies often leave a liberty only a backfill can take.
pub(super) const BACKFILL_DEPTH: usize = 6;

/// Liberties of the target's partners in its superstring that have `max`
/// liberties or fewer themselves.
fn friends_liberties(b: &mut Board, s: Vertex, max: usize, out: &mut Vec<Vertex>) {
    for &f in super::superstring::members(b, s).iter().skip(1) {
        if b.liberty_count(f) <= max {
            push_liberties(b, f, max, out);
        }
    }
}

fn push(out: &mut Vec<Vertex>, v: Vertex) {
    if !out.contains(&v) {
        out.push(v);
    }
}

/// Adds up to `max` liberties of the string at `h` to `out`.
fn push_liberties(b: &mut Board, h: Vertex, max: usize, out: &mut Vec<Vertex>) {
    // Called for most neighbours at every node: one scratch list serves.
    thread_local! {
        static LIBS: RefCell<Vec<Vertex>> = RefCell::new(Vec::with_capacity(8));
    }
    LIBS.with(|libs| {
        let mut libs = libs.borrow_mut();
        b.liberties_upto(h, max, &mut libs);
        for &v in libs.iter() {
            push(out, v);
        }
    });
}

/// Moves that save the string at `f`, in atari: its liberty and the
/// captures of its neighbours in atari.
fn save_from_atari(b: &mut Board, f: Vertex, out: &mut Vec<Vertex>) {
    push_liberties(b, f, 1, out);
    capture_neighbours(b, f, out);
}

/// The captures of the neighbours in atari of the string at `f`.
fn capture_neighbours(b: &mut Board, f: Vertex, out: &mut Vec<Vertex>) {
    let mut around = points();
    b.adjacent_strings(f, &mut around);
    for &e in &around {
        if b.liberty_count(e) == 1 {
            push_liberties(b, e, 1, out);
        }
    }
}

/// Backfilling: where a side (`a`) cannot take the liberty `lib` without
/// putting itself in atari, it first lengthens its strings next to `lib`
/// (their other liberties, captures of their neighbours in atari), plays
/// next to `lib`, or ataris an enemy string with two liberties there.
fn backfill(b: &mut Board, a: Color, lib: Vertex, out: &mut Vec<Vertex>) {
    if b.ko_point() == Some((lib, a)) {
        return;
    }
    if b.preview(a, lib, lib, 2).is_some_and(|m| m.own_libs != 1) {
        return;
    }
    let mut own = points();
    let mut enemies = points();
    for n in b.neighbors(lib) {
        if b.is_empty(n) {
            // An approach: the stone at `lib` would gain a liberty there.
            push(out, n);
        } else if b.color_at(n) == Some(a) {
            let h = b.string_head(n);
            if !own.contains(&h) {
                own.push(h);
            }
        } else if b.liberty_count(n) == 2 {
            enemies.push(n);
        }
    }
    // An atari on an enemy string there, whose capture would give the
    // stone at `lib` room.
    for &n in enemies.iter() {
        push_liberties(b, n, 2, out);
    }
    for &h in own.iter() {
        if b.liberty_count(h) <= 2 {
            push_liberties(b, h, 2, out);
        }
        capture_neighbours(b, h, out);
    }
}

/// Empty points next to at least `touching` liberties that are not
/// liberties themselves: nets, approach moves and hanes.
fn second_order(b: &Board, libs: &[Vertex], out: &mut Vec<Vertex>, touching: usize) {
    for &lib in libs {
        for n in b.neighbors(lib) {
            if b.is_empty(n)
                && !libs.contains(&n)
                && (touching <= 1
                    || b.neighbors(n).filter(|v| libs.contains(v)).count() >= touching)
            {
                push(out, n);
            }
        }
    }
}

/// Is `lib`, a liberty of the string at `s`, the front of a crawl along
/// the edge: on the first line, next to a stone of the string there that
/// the opponent's wall already holds from inside?
fn crawl_front(b: &Board, s: Vertex, lib: Vertex) -> bool {
    let Some(color) = b.color_at(s) else {
        return false;
    };
    let head = b.string_head(s);
    let first_line = |v: Vertex| b.neighbors(v).count() < 4;
    first_line(lib)
        && b.neighbors(lib).any(|n| {
            first_line(n)
                && b.color_at(n) == Some(color)
                && b.string_head(n) == head
                && b.neighbors(n)
                    .any(|w| !first_line(w) && b.color_at(w) == Some(color.opponent()))
        })
}

/// Is the string at `s`, with three liberties `libs`, crawling along the
/// edge? A crawl keeps three liberties at every step and only its end (a
/// corner, a friend of either side) decides it, however deep that is.
pub(super) fn crawling(b: &Board, s: Vertex, libs: &[Vertex]) -> bool {
    libs.len() == 3 && libs.iter().any(|&lib| crawl_front(b, s, lib))
}

/// Blocks of a crawl: the empty points just inside its fronts, the moves
/// (not liberties) that keep it on the edge.
fn crawl_blocks(b: &Board, s: Vertex, libs: &[Vertex], out: &mut Vec<Vertex>) {
    for &lib in libs {
        if !crawl_front(b, s, lib) {
            continue;
        }
        for n in b.neighbors(lib) {
            if b.is_empty(n) && !libs.contains(&n) && b.neighbors(n).count() == 4 {
                push(out, n);
            }
        }
    }
}

/// The attacker's moves against a crawl read past its usual depth: its
/// blocks, or where there is none (the defender turned away from the
/// edge, or reached a corner) the liberties.
pub(super) fn crawl_moves(b: &Board, s: Vertex, libs: &[Vertex]) -> Points {
    let mut out = points();
    crawl_blocks(b, s, libs, &mut out);
    if out.is_empty() {
        out.extend_from_slice(libs);
    }
    out
}

/// Are all the liberties `libs` on the first line? A string held to the
/// edge that way can only crawl along it, and even four liberties may
/// not save it (the corner, the attacker's stones ahead).
pub(super) fn on_edge(b: &Board, libs: &[Vertex]) -> bool {
    libs.iter().all(|&l| b.neighbors(l).count() < 4)
}

/// Is the string at `h` (two liberties) one its owner could lengthen to
/// four liberties or more at either liberty, whenever it must? GNU Go's
/// test for a chain link not worth defending ahead of time.
fn escapes_easily(b: &mut Board, h: Vertex) -> bool {
    let Some(c) = b.color_at(h) else {
        return true;
    };
    let mut hl = points();
    b.liberties_upto(h, 2, &mut hl);
    hl.iter()
        .all(|&l| b.preview(c, l, l, 4).is_some_and(|p| p.own_libs >= 4))
}

/// Did the move at `m` take a liberty of the string at `h`?
fn touches(b: &Board, m: Vertex, h: Vertex) -> bool {
    let head = b.string_head(h);
    let c = b.color_at(h);
    b.neighbors(m)
        .any(|v| b.color_at(v) == c && b.string_head(v) == head)
}

/// A move of the line, as the attacker's candidates answer it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Last {
    pub at: Vertex,
    /// It lengthened a string of its side that was in atari.
    pub escaped: bool,
}

/// Does a stone of `color` at the empty point `m` join a string of its
/// own in atari (pulling it out, or at least trying)?
pub fn saves_from_atari(b: &Board, color: Color, m: Vertex) -> bool {
    b.neighbors(m)
        .any(|n| b.color_at(n) == Some(color) && b.liberty_count(n) == 1)
}

/// Does the defender's last move call for the attacker's answer at its
/// string at `h` (two liberties, no easy escape)? When it shortened `h`,
/// or when it pulled out of atari a string of the defender's next to
/// `h`: that string, racing `h`, would otherwise have been captured,
/// so the race against `h` is on again.
fn race_answer(b: &mut Board, last: Last, h: Vertex) -> bool {
    b.liberty_count(h) == 2
        && (touches(b, last.at, h) || (last.escaped && neighbours(b, last.at, h)))
        && !escapes_easily(b, h)
}

/// Is the string at `h` next to the string at `m`?
fn neighbours(b: &mut Board, m: Vertex, h: Vertex) -> bool {
    let head = b.string_head(h);
    let mut around = points();
    b.adjacent_strings(m, &mut around);
    around.iter().any(|&e| b.string_head(e) == head)
}

/// Does the attacker of the string at `s` with `libs` liberties answer
/// the defender's last move (see [`attack_moves`])? Near the root,
/// against three liberties, when it shortened one of the attacker's
/// strings next to the target to two, or saved from atari a string next
/// to one with two; against two liberties, only in the second case (the
/// target's own liberties answer a mere shortening, but a string just
/// pulled out of atari races the attacker's again, and must be
/// shortened before it captures and frees the target). (Only asked at
/// the narrower nodes, outside ladders: the widest answer every such
/// string anyway.)
pub fn answers_race(b: &mut Board, s: Vertex, libs: usize, depth: usize, last: Last) -> bool {
    let wanted = match libs {
        2 => last.escaped,
        3 => true,
        _ => false,
    };
    if !wanted || depth >= RACE_ANSWER_DEPTH {
        return false;
    }
    let mut chain = points();
    b.adjacent_strings(s, &mut chain);
    chain.iter().any(|&h| race_answer(b, last, h))
}

/// The attacker's candidates against the string at `s` with liberties
/// `libs` (at least two); `wide` at the nodes that may afford more (the
/// root). `last` is the defender's move just played, when the attacker
/// answers it ([`answers_race`]).
pub fn attack_moves(
    b: &mut Board,
    s: Vertex,
    libs: &[Vertex],
    depth: usize,
    wide: bool,
    ladder: bool,
    last: Option<Last>,
) -> Points {
    let mut out = points();
    out.extend_from_slice(libs);
    // Blocks of a crawl along the edge, tried first (they must survive
    // the narrow deep nodes).
    let mut blocks = points();
    let mut rescues = points();
    if !ladder {
        if libs.len() <= APPROACH_LIBS || (libs.len() == 3 && depth < APPROACH_THREE_DEPTH) {
            second_order(b, libs, &mut out, 1);
        } else if libs.len() == 3 {
            crawl_blocks(b, s, libs, &mut blocks);
        }
        // Shortening a friend the target could join through a shared
        // liberty keeps it from escaping by the connection.
        if depth < FRIEND_DEPTH {
            friends_liberties(b, s, FRIEND_LIBS, &mut out);
        }
        // The attacker's own strings next to the target short of
        // liberties keep it from escaping by capture. Those in atari are
        // saved by extending or by capturing another neighbour; at the
        // widest nodes, those with two liberties (a race the target might
        // win) are also lengthened, or their other neighbours shortened.
        // Deeper, near the root, such a string the defender's last move
        // has just shortened, or raced again by pulling a neighbour of
        // it out of atari, against a target with three liberties (or
        // two, for the neighbour pulled out), is answered too
        // (lengthened, a neighbour in atari captured, the string just
        // moved shortened): left alone it loses the race, so the
        // target's liberties are the wrong moves. Not if it can escape
        // easily whenever it must.
        let mut chain = points();
        b.adjacent_strings(s, &mut chain);
        chain.retain(|&h| match b.liberty_count(h) {
            1 => true,
            2 if wide => true,
            2 => last.is_some_and(|m| race_answer(b, m, h)),
            _ => false,
        });
        let head = b.string_head(s);
        let mut around = points();
        for &h in &chain {
            if b.liberty_count(h) == 1 {
                push_liberties(b, h, 1, &mut out);
                // Capturing the stones that hold it in atari takes the
                // defender's threat away: ranked ahead of quiet moves.
                capture_neighbours(b, h, &mut rescues);
                for &m in &rescues {
                    push(&mut out, m);
                }
                continue;
            }
            push_liberties(b, h, 2, &mut out);
            // The defender's string that just moved next to it (the one
            // racing it), when it has two liberties: shortened. (`last`
            // is only given at the narrower nodes.)
            if let Some(m) = last.map(|l| l.at) {
                if b.liberty_count(m) == 2 && neighbours(b, m, h) {
                    push_liberties(b, m, 2, &mut out);
                }
            }
            let reach = if wide { WEAK_CHAIN_REACH } else { 1 };
            b.adjacent_strings(h, &mut around);
            for &e in &around {
                let m = b.liberty_count(e);
                if b.string_head(e) != head && m <= reach {
                    push_liberties(b, e, m, &mut out);
                }
            }
        }
    }
    let a = b.color_at(s).expect("target is a stone").opponent();
    if !ladder && (wide || (libs.len() <= 2 && depth < BACKFILL_DEPTH)) {
        for &lib in libs {
            backfill(b, a, lib, &mut out);
        }
    }
    if !ladder && wide {
        // Also where a short partner's liberty cannot be filled at once.
        let mut friend_libs = points();
        friends_liberties(b, s, 2, &mut friend_libs);
        for &lib in friend_libs.iter() {
            backfill(b, a, lib, &mut out);
        }
    }
    out.retain(|m| !blocks.contains(m));
    order(b, &mut out, |b, m| {
        let Some(p) = b.preview(a, m, s, 4) else {
            // Illegal now (perhaps a banned ko capture): last.
            return Some(i32::MIN / 2);
        };
        if p.target_libs == 0 {
            return Some(1000);
        }
        let target = p.target_libs as i32;
        let own = p.own_libs as i32;
        let self_atari = if own == 1 { 50 } else { 0 };
        let rescue = if rescues.contains(&m) {
            RESCUE_BONUS
        } else {
            0
        };
        Some(-20 * target + 3 * own.min(4) - self_atari + rescue)
    });
    if blocks.is_empty() {
        return out;
    }
    blocks.extend_from_slice(&out);
    blocks
}

/// The defender's candidates for the string at `s` with liberties `libs`;
/// `wide` at the nodes that may afford more (the root).
pub fn defense_moves(
    b: &mut Board,
    s: Vertex,
    libs: &[Vertex],
    depth: usize,
    wide: bool,
    ladder: bool,
) -> Points {
    let d = b.color_at(s).expect("target is a stone");
    let mut out = points();
    let mut chain = points();
    b.adjacent_strings(s, &mut chain);
    let mut partner_libs = points();
    if !ladder && depth < SUPERSTRING_DEPTH {
        // Neighbours of the string's partners count as its own, and
        // extending a partner strengthens the tie.
        let mut more = points();
        for &h in super::superstring::members(b, s).iter().skip(1) {
            b.adjacent_strings(h, &mut more);
            for &m in more.iter() {
                push(&mut chain, m);
            }
            // At the root, more of them: the one that matters may join a
            // third string or take a liberty of an enemy.
            let max = if wide { ROOT_PARTNER_LIBS } else { FRIEND_LIBS };
            push_liberties(b, h, max, &mut partner_libs);
        }
    }
    // Capturing a neighbour in atari gives liberties.
    for &h in &chain {
        if b.liberty_count(h) == 1 {
            push_liberties(b, h, 1, &mut out);
        }
    }
    for &lib in libs {
        push(&mut out, lib);
    }
    if !ladder && libs.len() == 1 && b.string_size(s) == 1 {
        // A lone stone in atari: shortening the strings its capturer
        // would join to two liberties makes the capture a snapback.
        let lib = libs[0];
        let mut joined = points();
        for n in b.neighbors(lib) {
            if b.color_at(n) == Some(d.opponent()) && b.liberty_count(n) == 2 {
                push(&mut joined, b.string_head(n));
            }
        }
        for &h in joined.iter() {
            push_liberties(b, h, 2, &mut out);
        }
    }
    if !ladder && libs.len() >= 2 {
        // Counter-ataris on neighbours with two liberties; near the root,
        // shortening neighbours with at most one liberty more than the
        // string (a capturing race).
        let racing = depth < RACE_DEPTH;
        // At the root, races against neighbours two liberties longer: the
        // string's liberties may be more than they look.
        let reach = libs.len() + if wide { 2 } else { 1 };
        let head = b.string_head(s);
        let mut around = points();
        for &h in &chain {
            let n = b.liberty_count(h);
            if n == 2 || (racing && n <= reach.min(RACE_LIBS)) {
                push_liberties(b, h, n, &mut out);
                if n == 2 && depth < DEFENDER_BACKFILL_DEPTH {
                    // Where the counter-atari would be self-atari, prepare
                    // it.
                    let mut hl = points();
                    b.liberties_upto(h, 2, &mut hl);
                    for &lib in hl.iter() {
                        backfill(b, d, lib, &mut out);
                    }
                }
                if racing {
                    // Our other strings pressing on that neighbour keep
                    // it short of liberties: save those in atari. Near
                    // the root, against a neighbour with two liberties,
                    // also lengthen those with two: the attacker may
                    // shorten one to threaten a double atari whose capture
                    // would win the race (the attacker's wide moves
                    // include that approach).
                    b.adjacent_strings(h, &mut around);
                    for &f in &around {
                        if b.string_head(f) == head {
                            continue;
                        }
                        match b.liberty_count(f) {
                            1 => save_from_atari(b, f, &mut out),
                            2 if n == 2 && depth < PRESSING_DEPTH => {
                                push_liberties(b, f, 2, &mut out)
                            }
                            _ => {}
                        }
                    }
                }
            }
        }
        // Second-order liberties: extensions that keep the liberties, eye
        // shape. Deep for two liberties, near the root for three (as the
        // attacker's approaches), at the root for all.
        if (libs.len() == 2 && depth < DEFENDER_APPROACH_DEPTH)
            || (libs.len() == 3 && (wide || depth < APPROACH_THREE_DEPTH))
        {
            second_order(b, libs, &mut out, 1);
        } else if wide {
            // Of a longer string's, those touching two liberties: the
            // vital points of its eye space.
            second_order(b, libs, &mut out, 2);
        }
    }
    for &v in partner_libs.iter() {
        push(&mut out, v);
    }
    let lone = b.string_size(s) == 1;
    order(b, &mut out, |b, m| {
        let Some(p) = b.preview(d, m, s, 5) else {
            return Some(i32::MIN / 2);
        };
        let libs = p.target_libs as i32;
        let took = p.captured as i32;
        // A move leaving one liberty helps only if it captured something.
        // Once the string has two stones or more it loses for sure (the
        // attacker takes the last liberty, and only a lone stone's capture
        // can be a snapback): not read at all.
        let hopeless = libs <= 1 && took == 0;
        if hopeless && !lone {
            return None;
        }
        Some(10 * libs.min(5) + 5 * took.min(4) - if hopeless { 100 } else { 0 })
    });
    out
}

/// Sorts candidates by score, best first; ties keep their order. A move
/// scored None is dropped.
fn order(
    b: &mut Board,
    moves: &mut Vec<Vertex>,
    mut score: impl FnMut(&mut Board, Vertex) -> Option<i32>,
) {
    // Every node orders its moves: one scratch list serves (scoring never
    // orders again).
    thread_local! {
        static SCORED: RefCell<Vec<(i32, Vertex)>> = const { RefCell::new(Vec::new()) };
    }
    SCORED.with(|scored| {
        let mut scored = scored.borrow_mut();
        scored.clear();
        scored.extend(moves.iter().filter_map(|&m| Some((score(b, m)?, m))));
        scored.sort_by_key(|&(sc, _)| std::cmp::Reverse(sc));
        moves.clear();
        moves.extend(scored.iter().map(|&(_, m)| m));
    });
}
