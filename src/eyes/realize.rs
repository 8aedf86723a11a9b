//! Realizing an eye graph on a private board, so that its local game can
//! be read with real Go rules (captures, ko, suicide) by the board module.
//!
//! The defender (white) is one string filling the board around the eye
//! space, so it has no eyes and no liberties but the ones we give it:
//! - the empty vertices of the graph;
//! - `outer_liberties` points along an invincible black group in one
//!   corner, which black may fill, one by one;
//! - an extra one-point eye in another corner, used to tell one eye from
//!   two (eyes.texi, "Eye Space as Local Game": the tactical question
//!   "can black capture white?" only separates two eyes from fewer).
//!
//! Marginal vertices get a black line from the vertex to a small invincible
//! black island in the white sea, so black can play there from outside.
//! Virtual ko threats are points beside the corner group that only black
//! fills: each one a ko threat the komaster may use.

use super::graph::EyeGraph;
use crate::board::{Board, Color, Vertex};

/// Largest number of outer liberties and virtual ko threats.
pub const MAX_OUTER_LIBERTIES: usize = 5;
pub const MAX_KO_THREATS: usize = 4;

/// The realized position and the roles of its points.
#[derive(Clone, Debug)]
pub struct Realization {
    pub board: Board,
    /// Board vertex of each graph vertex, in graph order.
    pub graph_points: Vec<Vertex>,
    /// Points where either side may play: the graph, then white stones
    /// cut off from the main string (they can be captured).
    pub regular: Vec<Vertex>,
    pub outer_liberties: Vec<Vertex>,
    pub ko_threats: Vec<Vertex>,
    pub extra_eye: Vertex,
    /// A stone of the defender's main string.
    pub string: Vertex,
    /// Diagram (row, column) of the white points the graph encloses (cut
    /// off from the main string): they are played like eye space.
    pub enclosed: Vec<(usize, usize)>,
}

impl Realization {
    /// The points the local game is played on, in the order the reading
    /// keys them: the graph and the white points it encloses, the outer
    /// liberties, the virtual threat points, the extra eye.
    pub fn playable(&self) -> Vec<Vertex> {
        let mut points = self.regular.clone();
        points.extend(&self.outer_liberties);
        points.extend(&self.ko_threats);
        points.push(self.extra_eye);
        points
    }
}

/// Why a graph could not be put on a board.
#[derive(Clone, Debug, PartialEq)]
pub struct RealizeError(pub String);

const EMPTY: u8 = 0;
const BLACK: u8 = 1;
const WHITE: u8 = 2;

/// A scratch grid, row 0 at the top, before it becomes a board.
struct Grid {
    size: usize,
    cell: Vec<u8>,
    /// Points that must stay as they are (graph, corner structures).
    fixed: Vec<bool>,
    /// The diagram's rectangle: rows r0..=r1, columns c0..=c1.
    diagram: (isize, isize, isize, isize),
}

impl Grid {
    fn at(&self, r: isize, c: isize) -> Option<usize> {
        let s = self.size as isize;
        (r >= 0 && c >= 0 && r < s && c < s).then(|| r as usize * self.size + c as usize)
    }
}

/// Board side used for realizations: room for the graph, the corner
/// structures and the islands, and still a fast board.
const SIZES: [usize; 2] = [19, 25];

/// Realizes `graph` with the given outer liberties and virtual ko threats.
pub fn realize(
    graph: &EyeGraph,
    outer_liberties: usize,
    ko_threats: usize,
) -> Result<Realization, RealizeError> {
    let mut last = RealizeError("no board size fits".into());
    for size in SIZES {
        match realize_on(graph, outer_liberties, ko_threats, size) {
            Ok(r) => return Ok(r),
            Err(e) => last = e,
        }
    }
    Err(last)
}

fn realize_on(
    graph: &EyeGraph,
    libs: usize,
    threats: usize,
    size: usize,
) -> Result<Realization, RealizeError> {
    assert!(libs <= MAX_OUTER_LIBERTIES && threats <= MAX_KO_THREATS);
    let s = size as isize;
    let (h, w) = (graph.height as isize, graph.width as isize);
    if h > s + 1 || w > s + 1 {
        return Err(RealizeError("eye graph too large for the board".into()));
    }
    // Where diagram row 0 and column 0 land: edge lines fall off the board.
    let e = graph.edges;
    let top = if e.top {
        -1
    } else if e.bottom {
        s - h + 1
    } else {
        (s - h) / 2
    };
    let left = if e.left {
        -1
    } else if e.right {
        s - w + 1
    } else {
        (s - w) / 2
    };

    let mut grid = Grid {
        size,
        cell: vec![WHITE; size * size],
        fixed: vec![false; size * size],
        diagram: (top, top + h - 1, left, left + w - 1),
    };
    let mut graph_idx = Vec::with_capacity(graph.len());
    for v in &graph.vertices {
        let i = grid
            .at(top + v.row as isize, left + v.col as isize)
            .ok_or_else(|| RealizeError("eye graph vertex off the board".into()))?;
        grid.cell[i] = if v.kind.has_stone() { BLACK } else { EMPTY };
        grid.fixed[i] = true;
        graph_idx.push(i);
    }
    // Footprint of the graph, with a safety ring, to keep corners apart.
    let (r0, r1) = (top.max(0), (top + h - 1).min(s - 1));
    let (c0, c1) = (left.max(0), (left + w - 1).min(s - 1));
    let clear_of_graph = |r: isize, c: isize, span: isize| -> bool {
        // A span x span corner square must stay two points from the graph.
        let (rr0, rr1, cc0, cc1) = corner_square(r, c, span, s);
        rr1 + 2 < r0 || rr0 > r1 + 2 || cc1 + 2 < c0 || cc0 > c1 + 2
    };
    // Corners as (row, col, row step, col step), from the one farthest
    // from the graph's centre.
    let centre = ((r0 + r1) / 2, (c0 + c1) / 2);
    let mut corners = [
        (0, 0, 1, 1),
        (0, s - 1, 1, -1),
        (s - 1, 0, -1, 1),
        (s - 1, s - 1, -1, -1),
    ];
    corners.sort_by_key(|&(r, c, _, _)| -((r - centre.0).abs() + (c - centre.1).abs()));
    let mut free = corners
        .iter()
        .filter(|&&(r, c, _, _)| clear_of_graph(r, c, 7));
    let &(gr, gc, dr, dc) = free
        .next()
        .ok_or_else(|| RealizeError("no room for the outer group".into()))?;
    let &(er, ec, _, _) = free
        .next()
        .ok_or_else(|| RealizeError("no room for the extra eye".into()))?;

    let (outer, threat_points) = place_corner_group(&mut grid, (gr, gc, dr, dc), libs, threats);
    let extra = grid.at(er, ec).expect("corner on board");
    grid.cell[extra] = EMPTY;
    for (r, c) in [
        (er, ec),
        (er + if er == 0 { 1 } else { -1 }, ec),
        (er, ec + if ec == 0 { 1 } else { -1 }),
    ] {
        let i = grid.at(r, c).expect("on board");
        grid.fixed[i] = true;
    }

    let margins: Vec<usize> = graph
        .vertices
        .iter()
        .zip(&graph_idx)
        .filter(|(v, _)| v.kind.is_marginal())
        .map(|(_, &i)| i)
        .collect();
    let strings = white_components(&grid);
    if !place_islands(&mut grid, &margins, &graph_idx, strings) {
        return Err(RealizeError("cannot connect the marginal vertices".into()));
    }

    // The board, and the white strings cut off from the main one.
    let to_vertex = |i: usize| Vertex::from_col_row(i % size, size - 1 - i / size);
    let mut board = Board::new(size);
    let stones: Vec<(Vertex, Option<Color>)> = (0..size * size)
        .filter_map(|i| match grid.cell[i] {
            BLACK => Some((to_vertex(i), Some(Color::Black))),
            WHITE => Some((to_vertex(i), Some(Color::White))),
            _ => None,
        })
        .collect();
    board.set_stones(&stones);
    let extra_eye = to_vertex(extra);
    let string = board
        .neighbors(extra_eye)
        .next()
        .expect("the extra eye has neighbours");
    let main = board.string_head(string);
    let graph_points: Vec<Vertex> = graph_idx.iter().map(|&i| to_vertex(i)).collect();
    let mut regular = graph_points.clone();
    let mut enclosed = Vec::new();
    for v in board.vertices() {
        if board.color_at(v) == Some(Color::White) && board.string_head(v) != main {
            regular.push(v);
            let (row, col) = ((size - 1 - v.row()) as isize - top, v.col() as isize - left);
            if row >= 0 && col >= 0 && row < h && col < w {
                enclosed.push((row as usize, col as usize));
            }
        }
    }
    Ok(Realization {
        board,
        graph_points,
        regular,
        outer_liberties: outer.into_iter().map(to_vertex).collect(),
        ko_threats: threat_points.into_iter().map(to_vertex).collect(),
        extra_eye,
        string,
        enclosed,
    })
}

/// The rows and columns a `span` square at corner (r, c) covers.
fn corner_square(r: isize, c: isize, span: isize, s: isize) -> (isize, isize, isize, isize) {
    let (rr0, rr1) = if r == 0 {
        (0, span - 1)
    } else {
        (s - span, s - 1)
    };
    let (cc0, cc1) = if c == 0 {
        (0, span - 1)
    } else {
        (s - span, s - 1)
    };
    (rr0, rr1, cc0, cc1)
}

/// The invincible black group in a corner, in local coordinates (row
/// `u` away from the corner's edge, column `v` along it):
///
/// ```text
/// u=5  O O O O O O O
/// u=4  L L L L L X O     L: outer liberties (white when not in use)
/// u=3  X X X X X X O
/// u=2  X . X . X X O     two eyes
/// u=1  X X X X X X O
/// u=0  T T T T X X O     T: virtual ko threat points (empty)
/// ```
fn place_corner_group(
    grid: &mut Grid,
    (r, c, dr, dc): (isize, isize, isize, isize),
    libs: usize,
    threats: usize,
) -> (Vec<usize>, Vec<usize>) {
    let mut set = |u: isize, v: isize, value: u8| -> usize {
        let i = grid
            .at(r + u * dr, c + v * dc)
            .expect("corner group on board");
        grid.cell[i] = value;
        grid.fixed[i] = true;
        i
    };
    for u in 0..=5 {
        for v in 0..=6 {
            let value = match (u, v) {
                (5, _) | (_, 6) => WHITE,
                (2, 1) | (2, 3) => EMPTY,
                (4, v) if v < 5 => {
                    if (v as usize) < libs {
                        EMPTY
                    } else {
                        WHITE
                    }
                }
                (0, v) if v < 4 => {
                    if (v as usize) < threats {
                        EMPTY
                    } else {
                        BLACK
                    }
                }
                _ => BLACK,
            };
            set(u, v, value);
        }
    }
    let outer = (0..libs as isize).map(|v| set(4, v, EMPTY)).collect();
    let threat_points = (0..threats as isize).map(|v| set(0, v, EMPTY)).collect();
    (outer, threat_points)
}

/// Connects every marginal vertex to an invincible black island through
/// a straight black line, keeping the white sea in one piece and away
/// from the rest of the graph. Backtracks over the choices.
/// `strings` is the number of white strings before any island: the sea
/// and the white points the graph itself encloses. Islands must not cut
/// the sea, so the count must not change.
///
/// Where no line can reach a margin without passing next to another graph
/// vertex (a margin in a crowded corner, say), a second attempt lets the
/// line do so; the islands themselves still keep away from the graph.
/// GNU Go's realization allows the same.
fn place_islands(grid: &mut Grid, margins: &[usize], graph: &[usize], strings: usize) -> bool {
    [false, true].into_iter().any(|loose| {
        let mut budget = ISLAND_TRIES;
        place_from(grid, margins, graph, strings, loose, &mut budget)
    })
}

/// How many island placements the search may try before giving up on a
/// graph (a crowded graph can otherwise make it try every combination).
const ISLAND_TRIES: usize = 4000;

fn place_from(
    grid: &mut Grid,
    margins: &[usize],
    graph: &[usize],
    strings: usize,
    loose: bool,
    budget: &mut usize,
) -> bool {
    let Some((&m, rest)) = margins.split_first() else {
        return true;
    };
    let m_rc = ((m / grid.size) as isize, (m % grid.size) as isize);
    for length in 1..=7isize {
        for dir in [(-1, 0), (1, 0), (0, -1), (0, 1)] {
            for long in [false, true] {
                for offset in -4..=0isize {
                    let Some((stones, eyes)) =
                        island(grid, m, m_rc, dir, length, offset, long, graph, loose)
                    else {
                        continue;
                    };
                    if *budget == 0 {
                        return false;
                    }
                    *budget -= 1;
                    let saved = grid.cell.clone();
                    for &i in &stones {
                        grid.cell[i] = BLACK;
                    }
                    for &i in &eyes {
                        grid.cell[i] = EMPTY;
                    }
                    // Each island must leave the white sea whole; a loose
                    // line may also cut off white points of the diagram,
                    // which then join the local game.
                    let whole = if loose {
                        sea_whole(grid)
                    } else {
                        white_components(grid) == strings
                    };
                    if whole && place_from(grid, rest, graph, strings, loose, budget) {
                        return true;
                    }
                    grid.cell = saved;
                }
            }
        }
    }
    false
}

/// The line and island for margin `m` in direction `dir`: `length` line
/// points, then a block 3 deep and 5 wide (or 5 deep and 3 wide when
/// `long`) with two eyes, shifted sideways by `offset`. None if it does not
/// fit in untouched white or comes near another graph vertex.
#[allow(clippy::too_many_arguments)]
fn island(
    grid: &Grid,
    m: usize,
    (mr, mc): (isize, isize),
    (dr, dc): (isize, isize),
    length: isize,
    offset: isize,
    long: bool,
    graph: &[usize],
    loose: bool,
) -> Option<(Vec<usize>, Vec<usize>)> {
    let (deep, wide) = if long { (5, 3) } else { (3, 5) };
    if -offset >= wide {
        return None;
    }
    let (lr, lc) = (dc.abs(), dr.abs());
    let at = |a: isize, b: isize| grid.at(mr + a * dr + b * lr, mc + a * dc + b * lc);
    let mut stones = Vec::new();
    let mut eyes = Vec::new();
    for a in 1..=length {
        stones.push(at(a, 0)?);
    }
    for a in 1..=deep {
        for b in 0..wide {
            let i = at(length + a, offset + b)?;
            let eye = if long {
                b == 1 && (a == 2 || a == 4)
            } else {
                a == 2 && (b == 1 || b == 3)
            };
            if eye {
                eyes.push(i);
            } else {
                stones.push(i);
            }
        }
    }
    if stones
        .iter()
        .chain(&eyes)
        .any(|&i| grid.cell[i] != WHITE || grid.fixed[i])
    {
        return None;
    }
    // Only the line's first point may touch the graph, and only at `m`
    // (when `loose`, any point of the line may).
    let n = grid.size as isize;
    let neighbours = |i: usize| {
        let (r, c) = ((i / grid.size) as isize, (i % grid.size) as isize);
        [(r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)]
            .into_iter()
            .filter(move |&(a, b)| a >= 0 && b >= 0 && a < n && b < n)
            .map(move |(a, b)| (a * n + b) as usize)
    };
    for (k, &i) in stones.iter().chain(&eyes).enumerate() {
        let allowed = |j: usize| (k == 0 && j == m) || (loose && (k as isize) < length);
        if neighbours(i).any(|j| graph.contains(&j) && !allowed(j)) {
            return None;
        }
    }
    Some((stones, eyes))
}

/// Marks in `seen` the white string containing `start`.
fn fill_white(grid: &Grid, start: usize, seen: &mut [bool]) {
    let n = grid.size;
    seen[start] = true;
    let mut stack = vec![start];
    while let Some(i) = stack.pop() {
        let (r, c) = ((i / n) as isize, (i % n) as isize);
        for (a, b) in [(r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)] {
            if let Some(j) = grid.at(a, b) {
                if grid.cell[j] == WHITE && !seen[j] {
                    seen[j] = true;
                    stack.push(j);
                }
            }
        }
    }
}

/// Are all white points outside the diagram in one string?
fn sea_whole(grid: &Grid) -> bool {
    let n = grid.size;
    let (r0, r1, c0, c1) = grid.diagram;
    let outside = |i: usize| {
        let (r, c) = ((i / n) as isize, (i % n) as isize);
        !(r >= r0 && r <= r1 && c >= c0 && c <= c1)
    };
    let Some(start) = (0..n * n).find(|&i| grid.cell[i] == WHITE && outside(i)) else {
        return false;
    };
    let mut seen = vec![false; n * n];
    fill_white(grid, start, &mut seen);
    (0..n * n).all(|i| grid.cell[i] != WHITE || seen[i] || !outside(i))
}

/// Number of white strings on the grid.
fn white_components(grid: &Grid) -> usize {
    let n = grid.size;
    let mut seen = vec![false; n * n];
    let mut count = 0;
    for start in 0..n * n {
        if grid.cell[start] == WHITE && !seen[start] {
            count += 1;
            fill_white(grid, start, &mut seen);
        }
    }
    count
}
