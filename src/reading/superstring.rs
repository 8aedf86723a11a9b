//! Superstrings: a string together with the strings of its color it is
//! tactically tied to (doc/reading.texi, "Superstrings"). Sometimes the
//! way to save a string is to capture what presses on its partner, and
//! the way to capture it is to take its partner's liberties.
//!
//! Two strings are tied here when they share two liberties (a bamboo joint
//! or better) or touch one shared liberty with two stones of the partner,
//! when they share one the opponent cannot usefully fill (suicide or
//! self-atari there), or when they touch diagonally with both crossing
//! points empty.

use super::pool::{points, Points};
use crate::board::{Board, Color, Vertex, STRIDE};
use std::cell::RefCell;

/// Most strings gathered: a bound on the work per node.
const MAX_MEMBERS: usize = 6;

/// Heads of the strings tied to the string at `s`, `s`'s own first.
pub(super) fn members(b: &mut Board, s: Vertex) -> Points {
    // One set of working lists serves every string examined, in every
    // call (members never calls itself).
    thread_local! {
        static SCRATCH: RefCell<Scratch> = const { RefCell::new(Scratch::new()) };
    }
    let color = b.color_at(s).expect("superstring of a stone");
    let mut heads = points();
    heads.push(b.string_head(s));
    SCRATCH.with(|scratch| {
        let scratch = &mut *scratch.borrow_mut();
        let mut k = 0;
        while k < heads.len() && heads.len() < MAX_MEMBERS {
            let h = heads[k];
            tied(b, h, color, scratch);
            for &other in &scratch.out {
                if heads.len() < MAX_MEMBERS && !heads.contains(&other) {
                    heads.push(other);
                }
            }
            k += 1;
        }
    });
    heads
}

/// Working lists of `tied`; its answer is `out`.
struct Scratch {
    out: Vec<Vertex>,
    shared: Vec<(Vertex, usize)>,
    libs: Vec<Vertex>,
    stones: Vec<Vertex>,
}

impl Scratch {
    /// Empty lists, built at compile time so the thread-local needs no
    /// first-use check.
    const fn new() -> Scratch {
        Scratch {
            out: Vec::new(),
            shared: Vec::new(),
            libs: Vec::new(),
            stones: Vec::new(),
        }
    }
}

/// The four neighbours of `v` as raw indices (border points included:
/// `color_at` is None there, and `v` on the board keeps them in the
/// array). Loops over these cost less than over `Board::neighbors`.
#[inline]
fn around(v: Vertex) -> [usize; 4] {
    let p = v.index();
    [p + 1, p - 1, p + STRIDE, p - STRIDE]
}

/// Strings of `color` tied to the string headed by `h`, into
/// `scratch.out`.
fn tied(b: &mut Board, h: Vertex, color: Color, scratch: &mut Scratch) {
    let Scratch {
        out,
        shared,
        libs,
        stones,
    } = scratch;
    out.clear();
    shared.clear();
    b.liberties_upto(h, usize::MAX, libs);
    for &lib in libs.iter() {
        // At most four neighbours: a fixed array, no allocation per point.
        let mut partners = [h; 4];
        let mut count = 0;
        for n in around(lib).map(Vertex::from_index) {
            if b.color_at(n) == Some(color) {
                let p = b.string_head(n);
                if p != h {
                    partners[count] = p;
                    count += 1;
                }
            }
        }
        if count == 0 {
            continue;
        }
        // A partner counts once per stone touching the liberty: two
        // stones of it around one shared liberty tie as firmly as two
        // shared liberties (three sides of the point are ours).
        let unfillable = unfillable(b, lib, color.opponent());
        for &p in &partners[..count] {
            match shared.iter_mut().find(|(q, _)| *q == p) {
                Some(entry) => entry.1 += 1,
                None => shared.push((p, 1)),
            }
            if unfillable && !out.contains(&p) {
                out.push(p);
            }
        }
    }
    for &(p, n) in shared.iter() {
        if n >= 2 && !out.contains(&p) {
            out.push(p);
        }
    }
    // Diagonal touches with both crossing points empty. (A stone's
    // diagonal points are all inside the array, and one of `color` is on
    // the board.)
    let step = STRIDE as isize;
    b.string_stones_into(h, stones);
    for &stone in stones.iter() {
        let i = stone.index() as isize;
        for (dx, dy) in [(1, step), (-1, step), (1, -step), (-1, -step)] {
            let at = |d: isize| Vertex::from_index((i + d) as usize);
            let (diag, across, along) = (at(dx + dy), at(dx), at(dy));
            if b.color_at(diag) == Some(color) && b.is_empty(across) && b.is_empty(along) {
                let p = b.string_head(diag);
                if p != h && !out.contains(&p) {
                    out.push(p);
                }
            }
        }
    }
}

/// Would a stone of `enemy` at the empty point `p` be illegal or stand in
/// atari?
fn unfillable(b: &mut Board, p: Vertex, enemy: Color) -> bool {
    // Quick answers without playing: two empty neighbours, or a neighbour
    // of `enemy` with three liberties, leave the stone at least two.
    let mut empty = 0;
    for n in around(p).map(Vertex::from_index) {
        if b.is_empty(n) {
            empty += 1;
        } else if b.color_at(n) == Some(enemy) && b.liberty_count(n) >= 3 {
            return false;
        }
    }
    if empty >= 2 {
        return false;
    }
    b.preview(enemy, p, p, 2).is_none_or(|m| m.own_libs <= 1)
}
