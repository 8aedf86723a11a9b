//! Unconditional life (dragon.texi, "invincible", "unconditional_status"):
//! which strings survive even if the opponent may play any number of
//! moves in a row, and which points and stones that settles.
//!
//! For one colour the test runs on a scratch board:
//!
//! 1. Let the opponent fill all liberties of one of our strings at once,
//!    taking the last one even through a ko ban. A string that dies this
//!    way, or is left in atari, is removed for good; repeat until no more
//!    strings fall. What stands is invincible (if nothing does, nothing
//!    is settled). Isolated two-stone strings are spared: inside an enemy
//!    eye such a pair can hold a seki the enemy could never turn into
//!    unconditional life, and removing it would wrongly leave the enemy
//!    with one small eye.
//! 2. The opponent plays every liberty of the invincible strings it can,
//!    then extends its strings in atari as long as that is legal, then
//!    plays wherever a stone gets two empty neighbours (splitting big
//!    eyes), then wherever it gets one (shrinking two-point eyes).
//! 3. What is left over is settled: the invincible stones and their
//!    liberties, and every opponent string still in atari with its
//!    liberty.
//!
//! A point so settled becomes the owner's territory when empty, a dead
//! stone when the opponent's, and an alive one when the owner's. Known
//! weakness, shared with GNU Go: sekis other than the spared pair's can
//! count as dead.

use super::{scan_order, Status, Worms};
use crate::board::{Board, Color, Vertex, BOARD_LEN};

/// What the test says of one point, for one colour.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Mark {
    Open,
    /// A stone of an invincible string.
    Invincible,
    /// Any other settled point.
    Settled,
}

impl Worms {
    /// Runs the test for white, then black (black's verdict wins where
    /// both settle a point), and records each point's status and each
    /// worm's, which is that of its origin.
    pub(super) fn set_unconditional_status(&mut self, board: &Board) {
        let mut invincible = vec![false; BOARD_LEN];
        for color in [Color::White, Color::Black] {
            let marks = unconditional_life(board, color);
            for v in scan_order(board) {
                let status = match (marks[v.index()], board.color_at(v)) {
                    (Mark::Open, _) => continue,
                    (mark, Some(c)) if c == color => {
                        invincible[v.index()] |= mark == Mark::Invincible;
                        Status::Alive
                    }
                    (_, None) => Status::territory(color),
                    (_, Some(_)) => Status::Dead,
                };
                self.point_status[v.index()] = status;
            }
        }
        for w in &mut self.worms {
            w.unconditional_status = self.point_status[w.origin.index()];
            w.invincible = invincible[w.origin.index()];
        }
    }
}

/// The stones of `color`'s invincible strings, by point: strings no
/// sequence of enemy moves can capture.
pub fn invincible_stones(board: &Board, color: Color) -> Vec<bool> {
    unconditional_life(board, color)
        .into_iter()
        .map(|m| m == Mark::Invincible)
        .collect()
}

/// Steps 1 to 3 of the module comment for `color`: the mark of each point.
fn unconditional_life(board: &Board, color: Color) -> Vec<Mark> {
    let mut marks = vec![Mark::Open; BOARD_LEN];
    let mut b = board.clone();
    let spared = potential_sekis(board, color);
    if !capture_the_capturable(&mut b, color, &spared) {
        return marks;
    }
    let other = color.opponent();
    for s in string_firsts(&b, color) {
        if spared[s.index()] {
            continue;
        }
        for lib in sorted_liberties(&b, s) {
            b.trymove(other, lib);
        }
    }
    extend_out_of_atari(&mut b, other);
    fill_where_free(&mut b, other, 2);
    fill_where_free(&mut b, other, 1);
    for v in scan_order(&b) {
        match b.color_at(v) {
            Some(c) if c == color && spared[v.index()] => {}
            Some(c) if c == color => {
                marks[v.index()] = Mark::Invincible;
                for lib in sorted_liberties(&b, v) {
                    marks[lib.index()] = Mark::Settled;
                }
            }
            Some(_) if b.liberty_count(v) == 1 => {
                marks[v.index()] = Mark::Settled;
                for lib in sorted_liberties(&b, v) {
                    marks[lib.index()] = Mark::Settled;
                }
            }
            _ => {}
        }
    }
    marks
}

/// Step 1: removes every string of `color` the opponent can capture by
/// filling its liberties, over and over. True if some string survives.
fn capture_the_capturable(b: &mut Board, color: Color, spared: &[bool]) -> bool {
    loop {
        let mut captured = false;
        let firsts: Vec<Vertex> = string_firsts(b, color)
            .into_iter()
            .filter(|s| !spared[s.index()])
            .collect();
        for &s in &firsts {
            if b.color_at(s) == Some(color) {
                captured |= fill_liberties(b, s, color.opponent());
            }
        }
        if !captured {
            return !firsts.is_empty();
        }
    }
}

/// Lets `other` play every liberty of the string at `s`. If that captures
/// it or leaves it in atari (then the last liberty is taken, ko or not),
/// the moves stay and the answer is true; otherwise they are taken back.
fn fill_liberties(b: &mut Board, s: Vertex, other: Color) -> bool {
    let depth = b.stack_depth();
    for lib in sorted_liberties(b, s) {
        b.trymove(other, lib);
    }
    if b.is_empty(s) {
        return true;
    }
    if b.liberty_count(s) == 1 {
        if let Some(&last) = sorted_liberties(b, s).first() {
            if b.tryko(other, last) {
                return true;
            }
        }
    }
    while b.stack_depth() > depth {
        b.popgo();
    }
    false
}

/// Two-stone strings of `color` with no other stone of theirs and no edge
/// among the points around them: inside an enemy eye they may live in
/// seki (dragon.texi), so step 1 does not remove them and they are never
/// called invincible.
fn potential_sekis(board: &Board, color: Color) -> Vec<bool> {
    let mut spared = vec![false; BOARD_LEN];
    for s in string_firsts(board, color) {
        let stones = board.string_stones(s);
        if stones.len() == 2 && stones.iter().all(|&v| isolated(board, v, s)) {
            for v in stones {
                spared[v.index()] = true;
            }
        }
    }
    spared
}

/// Are all eight points around `v` on the board and free of stones of
/// its colour outside the string of `s`?
fn isolated(board: &Board, v: Vertex, s: Vertex) -> bool {
    let (c, r) = (v.col(), v.row());
    let color = board.color_at(v);
    (0..3).all(|i| {
        (0..3).all(|j| {
            let (x, y) = ((c + i).checked_sub(1), (r + j).checked_sub(1));
            match x.zip(y).and_then(|(x, y)| board.vertex(x, y)) {
                None => false,
                Some(n) => {
                    board.color_at(n) != color || board.string_head(n) == board.string_head(s)
                }
            }
        })
    })
}

/// Step 2's extensions: `other` plays the last liberty of each of its
/// strings in atari, as long as some such move is legal.
fn extend_out_of_atari(b: &mut Board, other: Color) {
    let mut moved = true;
    while moved {
        moved = false;
        for v in scan_order(b).collect::<Vec<_>>() {
            if b.color_at(v) != Some(other) || b.liberty_count(v) != 1 {
                continue;
            }
            if let Some(&lib) = sorted_liberties(b, v).first() {
                moved |= b.trymove(other, lib);
            }
        }
    }
}

/// Step 2's filling: `other` plays every empty point with at least `free`
/// empty neighbours, until none is left or none is legal.
fn fill_where_free(b: &mut Board, other: Color, free: usize) {
    let mut moved = true;
    while moved {
        moved = false;
        for v in scan_order(b).collect::<Vec<_>>() {
            if b.is_empty(v)
                && b.neighbors(v).filter(|&n| b.is_empty(n)).count() >= free
                && b.trymove(other, v)
            {
                moved = true;
            }
        }
    }
}

/// The first stone, in scan order, of each string of `color`.
fn string_firsts(b: &Board, color: Color) -> Vec<Vertex> {
    let mut seen = Vec::new();
    let mut firsts = Vec::new();
    for v in scan_order(b) {
        if b.color_at(v) == Some(color) {
            let h = b.string_head(v);
            if !seen.contains(&h) {
                seen.push(h);
                firsts.push(v);
            }
        }
    }
    firsts
}

/// The liberties of the string at `v`, in scan order.
fn sorted_liberties(b: &Board, v: Vertex) -> Vec<Vertex> {
    let mut libs: Vec<Vertex> = b
        .string_stones(v)
        .into_iter()
        .flat_map(|s| b.neighbors(s))
        .filter(|&n| b.is_empty(n))
        .collect();
    libs.sort_by_key(super::scan_key);
    libs.dedup();
    libs
}
