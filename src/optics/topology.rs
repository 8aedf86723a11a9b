//! Half eyes and false eyes from the diagonals (eyes.texi, "Eye Topology"
//! and "Eye Topology with Ko").
//!
//! Each diagonal of a would-be eye point scores 0 (ours), 1 (either side
//! can take it), 2 (the enemy's), or the ko values a = 3/4 (ours unless
//! the enemy wins a ko) and b = 5/4 (the enemy's unless we win a ko); a
//! diagonal off one edge scores 1 and off the corner 0. The sum says: at
//! most 2 a proper eye, 3 a half eye, 4 or more a false eye, and the ko
//! values land strictly between.

use super::domains::on_first_line;
use super::space::EyeMap;
use super::Context;
use crate::board::{Color, Vertex};
use crate::reading::Code;
use crate::worms::scan_order;

const KO_GOOD: f32 = 0.75;
const KO_BAD: f32 = 2.0 - KO_GOOD;

/// The diagonal directions (column, row steps) in the order they are
/// examined: lower left, upper left, upper right, lower right.
const DIAGONALS: [(isize, isize); 4] = [(-1, -1), (-1, 1), (1, 1), (1, -1)];

/// What the topology says of a point.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum Kind {
    #[default]
    Plain,
    Half,
    False,
}

/// The topological analysis of one point (GNU Go's `half_eye_data`).
#[derive(Clone, Debug, PartialEq)]
pub struct HalfEye {
    /// The sum of the diagonal values; 10 where it was never computed.
    pub value: f32,
    pub kind: Kind,
    /// Moves that take the contested diagonals from us, and that secure
    /// them, the most urgent kind first.
    pub attacks: Vec<Vertex>,
    pub defenses: Vec<Vertex>,
}

impl HalfEye {
    /// What the value makes the point on eyes.texi's scale ("Eye Topology
    /// with Ko"): `proper` up to 2, `half` at 3, `false` from 4, and
    /// `proper-half` or `half-false` between, where a ko decides.
    pub fn class(&self) -> &'static str {
        let e = self.value;
        if e <= 2.0 {
            "proper"
        } else if e < 3.0 {
            "proper-half"
        } else if e <= 3.0 {
            "half"
        } else if e < 4.0 {
            "half-false"
        } else {
            "false"
        }
    }
}

impl Default for HalfEye {
    fn default() -> HalfEye {
        HalfEye {
            value: 10.0,
            kind: Kind::Plain,
            attacks: Vec::new(),
            defenses: Vec::new(),
        }
    }
}

/// A diagonal's score and, for a contested one, the move that takes it
/// from the eye's owner and the move that keeps it.
struct Diagonal {
    value: f32,
    attack: Option<Vertex>,
    defense: Option<Vertex>,
}

/// The topological eye value of `v` as an eye point of `color`, with
/// the points that attack and defend it.
pub fn topological_eye(cx: &mut Context, eyes: &EyeMap, v: Vertex, color: Color) -> HalfEye {
    let size = cx.board.size() as isize;
    let (col, row) = (v.col() as isize, v.row() as isize);
    // (priority, point) lists, most urgent first; a stable insertion keeps
    // the scan of the diagonals as the tie-break.
    let mut attacks: Vec<(u8, Vertex)> = Vec::new();
    let mut defenses: Vec<(u8, Vertex)> = Vec::new();
    let mut sum = 0.0;
    for (dc, dr) in DIAGONALS {
        let (c, r) = (col + dc, row + dr);
        let off = usize::from(!(0..size).contains(&c)) + usize::from(!(0..size).contains(&r));
        let mut d = if off > 0 {
            Diagonal {
                value: (off % 2) as f32,
                attack: None,
                defense: None,
            }
        } else {
            diagonal(
                cx,
                eyes,
                Vertex::from_col_row(c as usize, r as usize),
                color,
            )
        };
        if off == 0
            && d.value < 2.0
            && cutting_diagonal(cx, v, Vertex::from_col_row(c as usize, r as usize), color)
        {
            d.value = 2.0;
        }
        sum += d.value;
        if d.value > 0.0 && d.value < 2.0 {
            if let (Some(a), Some(df)) = (d.attack, d.defense) {
                // Uncontested-by-ko diagonals are the most urgent for both;
                // then the attacker prefers those it can win only by ko
                // the other way round, and the defender its ko ones.
                let (pa, pd) = if d.value == 1.0 {
                    (3, 3)
                } else if d.value < 1.0 {
                    (2, 1)
                } else {
                    (1, 2)
                };
                insert(&mut attacks, pa, a);
                insert(&mut defenses, pd, df);
            }
        }
    }
    HalfEye {
        value: sum,
        kind: Kind::Plain,
        attacks: best(attacks),
        defenses: best(defenses),
    }
}

fn insert(list: &mut Vec<(u8, Vertex)>, priority: u8, v: Vertex) {
    let at = list
        .iter()
        .position(|&(p, _)| p < priority)
        .unwrap_or(list.len());
    list.insert(at, (priority, v));
}

fn best(list: Vec<(u8, Vertex)>) -> Vec<Vertex> {
    let top = list.first().map_or(0, |&(p, _)| p);
    list.into_iter()
        .take_while(|&(p, _)| p == top)
        .map(|(_, v)| v)
        .collect()
}

/// The score of an on-board diagonal `d` of an eye point of `color`.
fn diagonal(cx: &mut Context, eyes: &EyeMap, d: Vertex, color: Color) -> Diagonal {
    let enemy = color.opponent();
    let plain = |value| Diagonal {
        value,
        attack: None,
        defense: None,
    };
    // A solid point of our own eye space is ours, unless it is a margin,
    // lies between two margins, or the enemy captures something there.
    let e = eyes.get(d);
    if e.in_space
        && !e.marginal
        && e.marginal_neighbors < 2
        && !(cx.board.is_empty(d) && cx.captures_at(d, enemy))
    {
        return plain(0.0);
    }
    let (value, take, keep) = match cx.board.color_at(d) {
        None => {
            let mut keep = d;
            let value = match cx.safe_move(d, enemy) {
                Code::Fail => 0.0,
                Code::KoA | Code::KoB => KO_GOOD,
                Code::Win => match cx.safe_move(d, color) {
                    Code::Win => 1.0,
                    Code::KoA | Code::KoB => KO_BAD,
                    Code::Fail => {
                        // We cannot play there ourselves, but capturing an
                        // enemy string in atari next to it may shut the
                        // enemy out of it all the same.
                        match securing_capture(cx, d, color) {
                            Some(m) => {
                                keep = m;
                                1.0
                            }
                            None => 2.0,
                        }
                    }
                },
            };
            // The enemy takes an empty diagonal by playing it; we keep it
            // by playing it, or by the securing capture.
            (value, d, keep)
        }
        Some(c) if c == color => (0.0, d, d),
        Some(_) => {
            let Some(w) = cx.worms.get(d) else {
                return plain(2.0);
            };
            let (a, df) = (w.attack, w.defense);
            let value = match (a.0, df.0) {
                (Code::Fail, _) => 2.0,
                (_, Code::Fail) => 0.0,
                (Code::Win, Code::Win) => 1.0,
                (Code::Win, _) => KO_GOOD,
                (_, Code::Win) => KO_BAD,
                _ => 1.0,
            };
            // Defending the enemy string takes the diagonal from us;
            // capturing it keeps it ours.
            match (df.1, a.1) {
                (Some(take), Some(keep)) => (value, take, keep),
                _ => return plain(value),
            }
        }
    };
    if value > 0.0 && value < 2.0 {
        Diagonal {
            value,
            attack: Some(take),
            defense: Some(keep),
        }
    } else {
        plain(value)
    }
}

/// A capture by `color` of an enemy string in atari diagonal to `d`, away
/// from `d`, after which the enemy can no longer play `d` safely.
fn securing_capture(cx: &mut Context, d: Vertex, color: Color) -> Option<Vertex> {
    let enemy = color.opponent();
    let size = cx.board.size() as isize;
    for (dc, dr) in DIAGONALS {
        let (c, r) = (d.col() as isize + dc, d.row() as isize + dr);
        if !(0..size).contains(&c) || !(0..size).contains(&r) {
            continue;
        }
        let s = Vertex::from_col_row(c as usize, r as usize);
        if cx.board.color_at(s) != Some(enemy) || cx.board.liberty_count(s) != 1 {
            continue;
        }
        let lib = cx.lone_liberty(s);
        if lib != d && cx.secures(color, lib, d) {
            return Some(lib);
        }
    }
    None
}

/// An enemy string of three or more stones touching the empty point `v`
/// (off the first line) and diagonal to it cuts the eye space when two or
/// more of our strings meet at `v`: then the diagonal counts as the
/// enemy's, so a space like `.XXX.` around a cut is not read as two eyes.
/// Strings with very many liberties are left out of the count.
fn cutting_diagonal(cx: &mut Context, v: Vertex, d: Vertex, color: Color) -> bool {
    let enemy = color.opponent();
    if !cx.board.is_empty(v) || cx.board.color_at(d) != Some(enemy) || on_first_line(cx.board, v) {
        return false;
    }
    let head = cx.board.string_head(d);
    let touches = cx
        .board
        .neighbors(v)
        .any(|n| cx.board.color_at(n) == Some(enemy) && cx.board.string_head(n) == head);
    if !touches || cx.board.string_size(d) < 3 {
        return false;
    }
    let mut ours: Vec<Vertex> = Vec::new();
    for n in cx.board.neighbors(v) {
        if cx.board.color_at(n) == Some(color) {
            let h = cx.board.string_head(n);
            if !ours.contains(&h) {
                ours.push(h);
            }
        }
    }
    if ours.len() < 2 {
        return false;
    }
    ours.iter()
        .any(|&s| cx.board.liberty_count(s) <= MAX_LIBERTIES)
}

/// Strings with more liberties than this are not examined for the cut.
const MAX_LIBERTIES: usize = 20;

/// Classifies every candidate point of `color`'s eye spaces (not marginal,
/// at most one neighbour in its space) in scan order; a false eye becomes
/// a margin at once, so later points see it so.
pub fn find_half_and_false_eyes(cx: &mut Context, eyes: &mut EyeMap, half: &mut [HalfEye]) {
    find_half_and_false_eyes_where(cx, eyes, half, &|_| true);
}

/// The same, for the points of the spaces whose origin `wanted` picks.
pub fn find_half_and_false_eyes_where(
    cx: &mut Context,
    eyes: &mut EyeMap,
    half: &mut [HalfEye],
    wanted: &dyn Fn(Vertex) -> bool,
) {
    let color = eyes.color;
    let points: Vec<Vertex> = scan_order(cx.board).collect();
    for v in points {
        let e = *eyes.get(v);
        if !e.in_space || e.marginal || e.neighbors > 1 || !e.origin.is_some_and(wanted) {
            continue;
        }
        let mut h = topological_eye(cx, eyes, v, color);
        if h.value >= 4.0 {
            h.kind = Kind::False;
            let enemy = color.opponent();
            if e.esize == 1 || cx.board.is_legal(enemy, v) || cx.board.color_at(v) == Some(enemy) {
                eyes.make_marginal(cx.board, v);
            }
        } else if h.value > 2.0 {
            h.kind = Kind::Half;
        }
        half[v.index()] = h;
    }
}
