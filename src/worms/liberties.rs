//! Liberties of higher order and ko points.
//!
//! A liberty of order n is an empty point that `n` stones of the worm's
//! colour could connect to the worm, and no fewer (dragon.texi). The path
//! may run through other strings of the same colour, but its added stones
//! may not touch an enemy stone, may not pass through a ko, and may not go
//! through a first-order liberty pinched between two enemy stones (or an
//! enemy stone and the edge). The counts tell how loosely a worm is
//! surrounded: knight's moves and one-point jumps of the enemy already
//! close the net.

use super::{Worm, Worms};
use crate::board::{Board, Color, Vertex, BOARD_LEN};

impl Worms {
    /// Fills in `liberties2..4` of every worm.
    pub(super) fn set_higher_liberties_where(
        &mut self,
        board: &Board,
        which: &dyn Fn(usize) -> bool,
    ) {
        for (i, w) in self.worms.iter_mut().enumerate() {
            if !which(i) {
                continue;
            }
            let [_, l2, l3, l4] = liberty_orders(board, w);
            w.liberties2 = l2;
            w.liberties3 = l3;
            w.liberties4 = l4;
        }
    }
}

/// How many liberties of orders 1 to 4 the worm has.
pub(super) fn liberty_orders(board: &Board, worm: &Worm) -> [usize; 4] {
    liberty_orders_upto(board, worm, 4)
}

/// How many liberties of orders 1 to `last` the worm has (0 for the
/// orders past it: each costs a walk over the worm's surroundings).
///
/// Each order grows from the one before: walk from the worm through its
/// own colour's stones and through the liberties already found (except
/// pinched first-order ones, and never onward from a ko point); every
/// empty point next to the walk, new and not touching the enemy, is a
/// liberty of the next order.
pub(super) fn liberty_orders_upto(board: &Board, worm: &Worm, last: usize) -> [usize; 4] {
    let enemy = worm.color.opponent();
    let mut found = vec![false; BOARD_LEN];
    let mut passable = vec![false; BOARD_LEN];
    let mut counts = [0; 4];
    for &s in &worm.stones {
        for n in board.neighbors(s) {
            if board.is_empty(n) && !found[n.index()] {
                found[n.index()] = true;
                passable[n.index()] = !pinched(board, n, enemy);
                counts[0] += 1;
            }
        }
    }
    for count in &mut counts[1..last.clamp(1, 4)] {
        let new = next_order(board, worm, &found, &passable);
        *count = new.len();
        for v in new {
            found[v.index()] = true;
            passable[v.index()] = true;
        }
    }
    counts
}

/// The liberties of the next order, given those `found` so far.
fn next_order(board: &Board, worm: &Worm, found: &[bool], passable: &[bool]) -> Vec<Vertex> {
    let enemy = worm.color.opponent();
    let mut visited = vec![false; BOARD_LEN];
    let mut new = Vec::new();
    let mut stack = vec![worm.origin];
    visited[worm.origin.index()] = true;
    while let Some(v) = stack.pop() {
        for n in board.neighbors(v) {
            let i = n.index();
            if board.is_empty(n) && !found[i] && !visited[i] && !touches(board, n, enemy) {
                visited[i] = true;
                new.push(n);
            }
        }
        if is_ko_point(board, v) {
            continue;
        }
        for n in board.neighbors(v) {
            let i = n.index();
            if !visited[i] && (passable[i] || board.color_at(n) == Some(worm.color)) {
                visited[i] = true;
                stack.push(n);
            }
        }
    }
    new
}

/// Is the empty point `v` flanked by `enemy` stones (or an enemy stone and
/// the edge) on opposite sides, so that the worm cannot grow through it?
fn pinched(board: &Board, v: Vertex, enemy: Color) -> bool {
    let closed = |col: Option<usize>, row: Option<usize>| -> bool {
        match col.zip(row).and_then(|(c, r)| board.vertex(c, r)) {
            Some(n) => board.color_at(n) == Some(enemy),
            None => true,
        }
    };
    let (c, r) = (v.col(), v.row());
    let vertical = closed(Some(c), r.checked_sub(1)) && closed(Some(c), Some(r + 1));
    let horizontal = closed(c.checked_sub(1), Some(r)) && closed(Some(c + 1), Some(r));
    vertical || horizontal
}

/// Does a stone of `color` stand next to `v`?
pub(super) fn touches(board: &Board, v: Vertex, color: Color) -> bool {
    board.neighbors(v).any(|n| board.color_at(n) == Some(color))
}

/// GNU Go's ko point: a lone stone in atari whose capture would be a ko
/// capture, or an empty point where a move would be a ko capture (judged
/// for the side opposite the stone below it, or above it on the bottom
/// edge). Reading and shape both refuse to pass through such points.
pub fn is_ko_point(board: &Board, v: Vertex) -> bool {
    match board.color_at(v) {
        Some(c) => {
            board.string_size(v) == 1
                && board.liberty_count(v) == 1
                && board
                    .neighbors(v)
                    .find(|&n| board.is_empty(n))
                    .is_some_and(|lib| board.ko_capture(c.opponent(), lib).is_some())
        }
        None => {
            let below = match v.row() {
                0 => board.vertex(v.col(), 1),
                r => board.vertex(v.col(), r - 1),
            };
            below
                .and_then(|n| board.color_at(n))
                .is_some_and(|c| board.ko_capture(c.opponent(), v).is_some())
        }
    }
}
