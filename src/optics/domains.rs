//! Domains: which points could become eye space of each colour
//! (eyes.texi, "Functions in optics.c": `make_domains`; "False Margins").
//!
//! Only lively strings count; the others are invisible, as if already
//! captured. A colour's domain grows from its lively stones and their
//! empty neighbours, then spreads to a point wherever an orthogonal
//! neighbour and a diagonal next to that neighbour together carry enough
//! of the colour's strength. A lively enemy stone next to a point raises
//! the bar there and weakens it, and the first line is weaker: that keeps
//! the domain from leaking past knight's moves, two-space jumps and under
//! third-line stones, and gives the corner its own rule.

use super::Context;
use crate::board::{Board, Color, Vertex, BOARD_LEN, STRIDE};
use crate::reading::Code;
use crate::worms::{scan_order, Worms};

/// A string is lively unless it is inessential or lost for good (it can be
/// captured and not defended).
pub fn lively(worms: &Worms, v: Vertex) -> bool {
    worms
        .get(v)
        .is_some_and(|w| !w.inessential && (w.attack.0 == Code::Fail || w.defense.0 != Code::Fail))
}

/// The two diagonal points flanking each orthogonal direction.
const PAIRS: [(isize, isize); 8] = [
    (STRIDE as isize, STRIDE as isize + 1),
    (STRIDE as isize, STRIDE as isize - 1),
    (-(STRIDE as isize), -(STRIDE as isize) + 1),
    (-(STRIDE as isize), -(STRIDE as isize) - 1),
    (1, STRIDE as isize + 1),
    (1, -(STRIDE as isize) + 1),
    (-1, STRIDE as isize - 1),
    (-1, -(STRIDE as isize) - 1),
];

fn offset(v: Vertex, d: isize) -> usize {
    (v.index() as isize + d) as usize
}

pub fn on_first_line(board: &Board, v: Vertex) -> bool {
    let last = board.size() - 1;
    v.row() == 0 || v.col() == 0 || v.row() == last || v.col() == last
}

/// Both colours' domains, and the points found to be false margins.
pub struct Domains {
    pub lively: Vec<bool>,
    pub black: Vec<bool>,
    pub white: Vec<bool>,
}

impl Domains {
    pub fn of(&self, color: Color) -> &[bool] {
        match color {
            Color::Black => &self.black,
            Color::White => &self.white,
        }
    }
}

pub fn compute(cx: &mut Context) -> Domains {
    let mut lively = vec![false; BOARD_LEN];
    for v in cx.board.vertices() {
        lively[v.index()] = self::lively(cx.worms, v);
    }
    let mut false_margins = vec![false; BOARD_LEN];
    // Black is done first and marks the false margins for both colours
    // among the points next to its lively stones; white then keeps clear
    // of the marked points.
    let black = primary(cx, Color::Black, &lively, &mut false_margins, true);
    let white = primary(cx, Color::White, &lively, &mut false_margins, false);
    Domains {
        lively,
        black,
        white,
    }
}

/// One colour's domain.
fn primary(
    cx: &mut Context,
    color: Color,
    lively: &[bool],
    false_margins: &mut [bool],
    mark_false_margins: bool,
) -> Vec<bool> {
    let mut domain = vec![false; BOARD_LEN];
    // Strength a point lends its neighbours, and the bar a point must
    // clear to join.
    let mut strength = vec![0i8; BOARD_LEN];
    let mut bar = vec![0i8; BOARD_LEN];
    let mut open = Vec::new();
    let vertices: Vec<Vertex> = scan_order(cx.board).collect();
    for &v in &vertices {
        let i = v.index();
        if lively[i] {
            if cx.board.color_at(v) == Some(color) {
                domain[i] = true;
                strength[i] = 1;
            } else {
                strength[i] = -1;
            }
            continue;
        }
        let (mut own, mut enemy) = (false, false);
        for n in cx.board.neighbors(v) {
            if lively[n.index()] {
                if cx.board.color_at(n) == Some(color) {
                    own = true;
                } else {
                    enemy = true;
                }
            }
        }
        if own {
            let empty = cx.board.is_empty(v);
            let joins = if mark_false_margins {
                let fm = empty
                    && (false_margin(cx, v, color, lively)
                        || false_margin(cx, v, color.opponent(), lively));
                false_margins[i] = fm;
                !fm
            } else {
                !empty || !false_margins[i]
            };
            if joins {
                domain[i] = true;
                strength[i] = 1;
            }
        } else {
            open.push(v);
        }
        if enemy {
            bar[i] = 1;
            strength[i] -= 1;
        } else if on_first_line(cx.board, v) {
            strength[i] -= 1;
        }
    }
    // Joining only ever raises strengths, so the domain is the same in
    // whatever order the points are tried: a point is tried again only
    // when one of the eight around it (the points its pairs are made of)
    // has joined, not in sweeps over every open point.
    let mut is_open = vec![false; BOARD_LEN];
    for &v in &open {
        is_open[v.index()] = true;
    }
    let mut queued = is_open.clone();
    let mut queue = open;
    while let Some(v) = queue.pop() {
        queued[v.index()] = false;
        let joins = PAIRS.iter().any(|&(o, d)| {
            let (o, d) = (offset(v, o), offset(v, d));
            cx.board.on_board(d) && strength[o] + strength[d] > bar[v.index()]
        });
        if !joins {
            continue;
        }
        domain[v.index()] = true;
        strength[v.index()] += 1;
        is_open[v.index()] = false;
        for (o, d) in PAIRS {
            for u in [offset(v, -o), offset(v, -d)] {
                if is_open[u] && !queued[u] {
                    queued[u] = true;
                    queue.push(Vertex::from_index(u));
                }
            }
        }
    }
    domain
}

/// Is the empty point `v` a false margin of `color`'s eye space: next to
/// stones of both colours, one of them a dead-looking enemy string, with an
/// enemy string there that cannot be captured, and the enemy unable to play
/// at `v` safely? Then `v` is no margin of the eye: the enemy cannot use
/// it.
fn false_margin(cx: &mut Context, v: Vertex, color: Color, lively: &[bool]) -> bool {
    let enemy = color.opponent();
    let (mut black, mut white) = (false, false);
    let mut dead_enemy = false;
    let mut solid_enemy = false;
    for n in cx.board.neighbors(v) {
        match cx.board.color_at(n) {
            Some(Color::Black) => black = true,
            Some(Color::White) => white = true,
            None => {}
        }
        if cx.board.color_at(n) == Some(enemy) {
            if !lively[n.index()] {
                dead_enemy = true;
            } else if cx.worms.get(n).is_some_and(|w| w.attack.0 == Code::Fail) {
                solid_enemy = true;
            }
        }
    }
    black && white && dead_enemy && solid_enemy && cx.safe_move(v, enemy) == Code::Fail
}
