//! The value of an eye space (eyes.texi, "Eye Shape" and "Eye Local Game
//! Values"): the space is drawn as an eye graph, a half eye bringing a
//! marginal point of its own as its key point, and the graph is answered
//! by the eyes layer (database, else reading, remembered for the session).
//! Vital points of the graph come back as board points.

use super::space::EyeMap;
use super::topology::{HalfEye, Kind};
use super::Context;
use crate::board::{Board, Vertex};
use crate::eyes::graph::{Edges, GraphVertex};
use crate::eyes::lookup::{Oracle, Source};
use crate::eyes::{EyeGraph, EyeValue, VertexKind};
use crate::reading::Code;
use std::cmp::Reverse;

/// Largest graph (points plus half-eye key points) sent to the eyes layer:
/// beyond it the reading would cost more than a whole position's analysis
/// should, and spaces that large are open areas, not eyes.
pub const MAX_GRAPH: usize = 8;

/// Is a graph of `points` vertices, `margins` of them marginal (half-eye
/// key points count as both), too open to be read as a local game? The
/// local game takes the space as closed off, but each margin is a point
/// where the enemy still pushes in from outside: the more of them, the
/// more the space's fate is the fight outside rather than its shape. A
/// small shape open on three sides is still a shape (`!.!` with a point
/// beside it); a space of six or more points open on three sides, or any
/// open on four, is an area still being closed off. GNU Go's database,
/// whose answers these are to match, holds no graph with four margins and
/// few of six or more points with three: for the others it falls back on
/// the size estimate, as [`compute_eyes`] does then.
pub fn too_open(points: usize, margins: usize) -> bool {
    margins > 3 || (points > 5 && margins > 2)
}

/// An evaluated eye space.
#[derive(Clone, Debug, PartialEq)]
pub struct EyeEval {
    pub value: EyeValue,
    /// The chosen vital points; given when the value depends on who moves.
    pub attack: Option<Vertex>,
    pub defense: Option<Vertex>,
    /// Where the value came from; None for the size estimate.
    pub source: Option<Source>,
}

/// How much a move at a vital point changes the eye count, 0 when the
/// space is settled (then there are no vital points to give).
pub fn urgency(v: EyeValue) -> u8 {
    let [a, b, c, d] = [v.a, v.b, v.c, v.d].map(|x| x.min(2));
    if b == c {
        0
    } else {
        d + c - b - a
    }
}

/// A graph point: a board point of the space, or the key point standing
/// for the half eye at the given point.
#[derive(Copy, Clone, Debug, PartialEq)]
enum Point {
    Board(Vertex),
    KeyOf(Vertex),
}

/// What the graph of a space gives.
struct Recognized {
    value: EyeValue,
    attacks: Vec<Vertex>,
    defenses: Vec<Vertex>,
    attack: Option<Vertex>,
    defense: Option<Vertex>,
    source: Source,
}

/// The value and vital points of the space with origin `origin`.
pub fn compute_eyes(
    cx: &mut Context,
    oracle: &mut Oracle,
    eyes: &EyeMap,
    half: &mut [HalfEye],
    origin: Vertex,
) -> EyeEval {
    let members = eyes.members(cx.board, origin);
    if let Some(r) = recognize(cx, oracle, eyes, half, &members) {
        let mut eval = EyeEval {
            value: r.value,
            attack: r.attack,
            defense: r.defense,
            source: Some(r.source),
        };
        refine_with_half_eyes(cx, oracle, eyes, half, &members, &mut eval);
        return eval;
    }
    // Too large to read, or not drawable: count the points the attacker
    // cannot simply fill from outside, two per margin.
    *oracle.counts.entry(Source::Estimate).or_default() += 1;
    let o = eyes.get(origin);
    let inner = o.esize as isize - 2 * o.msize as isize;
    let n = if inner > 3 {
        2
    } else if inner > 0 {
        1
    } else {
        0
    };
    EyeEval {
        value: EyeValue::new(n, n, n, n),
        attack: None,
        defense: None,
        source: None,
    }
}

/// A half eye whose own vital points lie inside the space may be better
/// read as a plain eye point; and a half eye that hangs on a ko is worth
/// fighting for when winning it gives more eyes (one such ko at most: two
/// kos cannot both be won).
fn refine_with_half_eyes(
    cx: &mut Context,
    oracle: &mut Oracle,
    eyes: &EyeMap,
    half: &mut [HalfEye],
    members: &[Vertex],
    eval: &mut EyeEval,
) {
    let origin = members.first().and_then(|&v| eyes.get(v).origin);
    let mut combination: Option<(Vertex, Option<Vertex>, Option<Vertex>)> = None;
    let mut ko_half_eyes = Vec::new();
    for &v in members {
        let h = &half[v.index()];
        if h.kind != Kind::Half {
            continue;
        }
        if combination.is_none() {
            let inside = |p: &&Vertex| eyes.get(**p).origin == origin;
            let a = h.attacks.iter().find(inside).copied();
            let d = h.defenses.iter().find(inside).copied();
            if a.is_some() || d.is_some() {
                combination = Some((v, a, d));
            }
        }
        if h.value < 3.0 {
            ko_half_eyes.push(v);
        }
    }
    if let Some((v, ca, cd)) = combination {
        if let Some(r) = recognize_as_plain(cx, oracle, eyes, half, members, v) {
            if let Some(ca) = ca {
                if eval.value.b > r.value.b && r.attacks.contains(&ca) {
                    eval.value.a = r.value.a;
                    eval.value.b = r.value.b;
                    eval.attack = r.attack;
                }
            }
            if let Some(cd) = cd {
                if eval.value.c < r.value.c && r.defenses.contains(&cd) {
                    eval.value.c = r.value.c;
                    eval.value.d = r.value.d;
                    eval.defense = r.defense;
                }
            }
            if eval.value.b != eval.value.c {
                eval.attack = eval.attack.or(ca).or(cd);
                eval.defense = eval.defense.or(cd);
            }
        }
    }
    if let [v] = ko_half_eyes[..] {
        if let Some(r) = recognize_as_plain(cx, oracle, eyes, half, members, v) {
            if eval.value.c < r.value.c {
                eval.value = r.value;
                eval.attack = r.attack;
                eval.defense = r.defense;
            }
        }
    }
}

/// The space read with the half eye at `v` taken as a plain eye point.
fn recognize_as_plain(
    cx: &mut Context,
    oracle: &mut Oracle,
    eyes: &EyeMap,
    half: &mut [HalfEye],
    members: &[Vertex],
    v: Vertex,
) -> Option<Recognized> {
    half[v.index()].kind = Kind::Plain;
    let r = recognize(cx, oracle, eyes, half, members);
    half[v.index()].kind = Kind::Half;
    r
}

/// Draws the space as a graph and asks the eyes layer; None when the
/// space is too large or too open, cannot be drawn, or only an estimate is
/// known.
fn recognize(
    cx: &mut Context,
    oracle: &mut Oracle,
    eyes: &EyeMap,
    half: &[HalfEye],
    members: &[Vertex],
) -> Option<Recognized> {
    let (graph, points) = draw(cx.board, eyes, half, members)?;
    let outer = outer_liberties(cx.board, eyes, members);
    let answer = oracle.answer_with(&graph, outer);
    if answer.source == Source::Estimate {
        return None;
    }
    let expand = |list: &[usize], pick: fn(&HalfEye) -> &Vec<Vertex>| -> Vec<Vertex> {
        let mut out: Vec<Vertex> = Vec::new();
        for &i in list {
            match points[i] {
                Point::Board(v) => out.push(v),
                Point::KeyOf(h) => out.extend(pick(&half[h.index()]).iter().copied()),
            }
        }
        out
    };
    let mut attacks = expand(&answer.attacks, |h| &h.attacks);
    let defenses = expand(&answer.defenses, |h| &h.defenses);
    let mut value = answer.value;
    // The graph takes a marginal enemy stone as joined to the outside. When
    // it is not joined yet, the enemy's vital point may be suicide on the
    // board: then the enemy cannot start the fight, and moving first gains
    // him nothing over the owner's own first move.
    let enemy = eyes.color.opponent();
    if urgency(value) > 0
        && !attacks.is_empty()
        && attacks.iter().all(|&p| !cx.board.is_legal(enemy, p))
    {
        value.a = value.c;
        value.b = value.c;
        attacks.clear();
    }
    let (mut attack, mut defense) = (None, None);
    if urgency(value) > 0 {
        attack = choose(cx, eyes, &attacks, &defenses, None);
        defense = choose(cx, eyes, &defenses, &attacks, Some((eyes.color, attack)));
    }
    Some(Recognized {
        value,
        attacks,
        defenses,
        attack,
        defense,
        source: answer.source,
    })
}

/// Liberties outside the space of the owner's strings around it, counted
/// up to the local game's default of two: a group short of liberties
/// outside (the bent four in the corner with no outside liberty, say)
/// must be read as it is, not as the database's comfortable default.
fn outer_liberties(board: &mut Board, eyes: &EyeMap, members: &[Vertex]) -> usize {
    let enough = crate::eyes::Setting::DEFAULT.outer_liberties;
    let origin = members.first().and_then(|&v| eyes.get(v).origin);
    let mut heads: Vec<Vertex> = Vec::new();
    for &v in members {
        for n in board.neighbors(v) {
            if board.color_at(n) == Some(eyes.color) && !heads.contains(&board.string_head(n)) {
                heads.push(board.string_head(n));
            }
        }
    }
    let mut outside: Vec<Vertex> = Vec::new();
    let mut libs = Vec::new();
    for h in heads {
        board.liberties_upto(h, usize::MAX, &mut libs);
        for &l in &libs {
            if eyes.get(l).origin != origin && !outside.contains(&l) {
                outside.push(l);
                if outside.len() >= enough {
                    return enough;
                }
            }
        }
    }
    outside.len()
}

/// The vital point to give, from `points` (the graph's points of attack,
/// or of defence when `defender` holds the owner and the attacker's
/// choice); `others` are the points of the other side.
///
/// The defender's choice is ranked, in this order: a point it can play
/// safely; the very point the attacker would choose, then any point that
/// is vital for the attacker as well (taking the point the enemy needs is
/// the sound defence, and gives one key point for both sides where the
/// shape has one); then the most solid space around it. The attacker's
/// choice goes by the solid space, and where points are still equal
/// (images of one another in a symmetric shape: the two margins of a
/// square, the two ends of `!..!`) by the lowest row, then the leftmost
/// column. That last order is arbitrary as Go goes; it is where GNU Go's
/// graph matching, which leaves the choice to the order of the board,
/// most often lands.
///
/// Solid space: an orthogonal neighbour in the space counts twice, thrice
/// if it holds a stone, a diagonal one once, margins not at all; a point
/// out of touch with the space (a move on a half eye's diagonal) still
/// gets a fair score.
///
/// (Preferring a marginal point next, as GNU Go's patterns often do,
/// would agree with GNU Go a little more often, but misleads the
/// life-and-death reader, which tries the chosen point first. So does
/// keeping the attacker off false eyes: GNU Go prefers another margin to
/// one in a symmetric shape, but a throw-in on a false eye is often the
/// killing move.)
fn choose(
    cx: &mut Context,
    eyes: &EyeMap,
    points: &[Vertex],
    others: &[Vertex],
    defender: Option<(crate::board::Color, Option<Vertex>)>,
) -> Option<Vertex> {
    let mut best: Option<(VitalRank, Vertex)> = None;
    for &p in points {
        let solid = solidity(cx.board, eyes, p);
        let rank = match defender {
            Some((color, attack)) => VitalRank {
                safe: cx.safe_move(p, color) == Code::Win,
                attackers: attack == Some(p),
                both: others.contains(&p),
                solid,
                order: None,
            },
            None => VitalRank {
                safe: true,
                attackers: false,
                both: false,
                solid,
                order: Some((Reverse(p.row()), Reverse(p.col()))),
            },
        };
        if best.is_none_or(|(r, _)| rank > r) {
            best = Some((rank, p));
        }
    }
    best.map(|(_, p)| p)
}

/// How a candidate vital point ranks (see [`choose`]): fields compared in
/// order, `true` above `false`, the first best kept on ties. `order` (the
/// attacker's only) puts lower rows first, then columns to the left.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct VitalRank {
    safe: bool,
    attackers: bool,
    both: bool,
    solid: i32,
    order: Option<(Reverse<usize>, Reverse<usize>)>,
}

/// The solid space around `p` (see [`choose`]).
fn solidity(board: &Board, eyes: &EyeMap, p: Vertex) -> i32 {
    let size = board.size() as isize;
    let mut score = 0;
    for (dc, dr) in [
        (0, -1),
        (-1, 0),
        (0, 1),
        (1, 0),
        (-1, -1),
        (-1, 1),
        (1, 1),
        (1, -1),
    ] {
        let (c, r) = (p.col() as isize + dc, p.row() as isize + dr);
        if !(0..size).contains(&c) || !(0..size).contains(&r) {
            continue;
        }
        let n = Vertex::from_col_row(c as usize, r as usize);
        let e = eyes.get(n);
        if e.in_space && !e.marginal {
            score += 1;
            if dc == 0 || dr == 0 {
                score += 1 + i32::from(!board.is_empty(n));
            }
        }
    }
    if score == 0 {
        2
    } else {
        score
    }
}

/// The eye graph of a space, and what each graph vertex stands for; None
/// when it has more than [`MAX_GRAPH`] vertices or is [`too_open`].
fn draw(
    board: &mut Board,
    eyes: &EyeMap,
    half: &[HalfEye],
    members: &[Vertex],
) -> Option<(EyeGraph, Vec<Point>)> {
    let keys = members
        .iter()
        .filter(|v| half[v.index()].kind == Kind::Half)
        .count();
    if members.len() + keys > MAX_GRAPH {
        return None;
    }
    let mut cells: Vec<(usize, usize, VertexKind, Point)> = Vec::new();
    let taken = |cells: &[(usize, usize, VertexKind, Point)], c: usize, r: usize| {
        cells.iter().any(|&(cc, rr, _, _)| cc == c && rr == r)
    };
    for &v in members {
        let e = eyes.get(v);
        let stone = !board.is_empty(v);
        let kind = match (e.marginal, stone) {
            (true, true) => VertexKind::MarginalStone,
            (true, false) => VertexKind::Marginal,
            (false, true) => VertexKind::Stone,
            (false, false) => VertexKind::Eye,
        };
        cells.push((v.col(), v.row(), kind, Point::Board(v)));
    }
    // A dead enemy string with no liberty inside the space (its last
    // liberties are false margins, left out of the space) could never be
    // taken in the graph as drawn, though the owner takes it at will on
    // the board. One such liberty joins the graph as a plain point: the
    // enemy cannot play there (it would be self-atari), the owner's move
    // there captures. This is how `(X)` makes its eye.
    let enemy = eyes.color.opponent();
    let mut libs: Vec<Vertex> = Vec::new();
    let mut seen: Vec<Vertex> = Vec::new();
    for &v in members {
        if board.color_at(v) != Some(enemy) || seen.contains(&board.string_head(v)) {
            continue;
        }
        seen.push(board.string_head(v));
        board.liberties_upto(v, usize::MAX, &mut libs);
        if libs
            .iter()
            .any(|&l| eyes.get(l).origin == eyes.get(v).origin)
        {
            continue;
        }
        if let Some(&l) = libs.iter().find(|&&l| !taken(&cells, l.col(), l.row())) {
            cells.push((l.col(), l.row(), VertexKind::Eye, Point::Board(l)));
        }
    }
    if cells.len() + keys > MAX_GRAPH {
        return None;
    }
    let margins = cells
        .iter()
        .filter(|c| matches!(c.2, VertexKind::Marginal | VertexKind::MarginalStone))
        .count();
    if too_open(cells.len() + keys, margins + keys) {
        return None;
    }
    // Each half eye's key point goes on a free neighbouring cell that
    // touches nothing else of the graph, preferably off the edge.
    for &v in members
        .iter()
        .filter(|v| half[v.index()].kind == Kind::Half)
    {
        let mut spots: Vec<(usize, usize)> = board
            .neighbors(v)
            .map(|n| (n.col(), n.row()))
            .filter(|&(c, r)| {
                !taken(&cells, c, r)
                    && board
                        .neighbors(Vertex::from_col_row(c, r))
                        .all(|m| m == v || !taken(&cells, m.col(), m.row()))
            })
            .collect();
        let last = board.size() - 1;
        spots.sort_by_key(|&(c, r)| usize::from(c == 0 || r == 0 || c == last || r == last));
        let &(c, r) = spots.first()?;
        cells.push((c, r, VertexKind::Marginal, Point::KeyOf(v)));
    }
    let last = board.size() - 1;
    let min_c = cells.iter().map(|x| x.0).min()?;
    let max_c = cells.iter().map(|x| x.0).max()?;
    let min_r = cells.iter().map(|x| x.1).min()?;
    let max_r = cells.iter().map(|x| x.1).max()?;
    // A space with margins is drawn without the board's edges, as GNU
    // Go's eye graphs are: the local game takes an enemy stone on a margin
    // as joined to the outside, and in a corner that idealized stone cuts
    // the corner point off from the owner's wall (an edge-drawn `!...!`
    // bent round a corner reads 0011 where the open shape reads 0111),
    // while on the board the margin is often a false eye or a point the
    // enemy cannot hold. A closed space keeps its edges: there the edge is
    // what it is (the comb and the bent four on the first line).
    let open = margins + keys > 0;
    let edges = Edges {
        top: !open && max_r == last,
        bottom: !open && min_r == 0,
        left: !open && min_c == 0,
        right: !open && max_c == last,
    };
    let vertices = cells
        .iter()
        .map(|&(c, r, kind, _)| GraphVertex {
            row: max_r - r + usize::from(edges.top),
            col: c - min_c + usize::from(edges.left),
            kind,
        })
        .collect();
    let graph = EyeGraph {
        vertices,
        height: max_r - min_r + 1 + usize::from(edges.top) + usize::from(edges.bottom),
        width: max_c - min_c + 1 + usize::from(edges.left) + usize::from(edges.right),
        edges,
    };
    Some((graph, cells.into_iter().map(|x| x.3).collect()))
}
