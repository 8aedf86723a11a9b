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
use once_cell::sync::Lazy;

/// Largest number of outer liberties and virtual ko threats.
pub const MAX_OUTER_LIBERTIES: usize = 5;
pub const MAX_KO_THREATS: usize = 4;

/// The realized position and the roles of its points.
#[derive(Clone, Debug)]
pub struct Realization {
    pub board: Box<Board>,
    /// Board vertex of each graph vertex, in graph order.
    pub graph_points: Vec<Vertex>,
    /// Points where either side may play: the graph, then white stones
    /// cut off from the main string (they can be captured).
    pub regular: Vec<Vertex>,
    pub outer_liberties: Vec<Vertex>,
    pub ko_threats: Vec<Vertex>,
    pub extra_eye: Vertex,
    /// A stone of the defender's main string, then one stone of each
    /// white string a bent line cut off from it: the local game counts
    /// those as part of the main string, as the eye graph sees every
    /// defender stone around it as one.
    pub main: Vec<Vertex>,
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
#[derive(Clone)]
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
const SIZES: [usize; 2] = [19, MAX_SIDE];

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
    // The white sea before the islands, to tell the strings a line cuts
    // off from those the graph encloses.
    let sea_start = grid
        .at(er, ec + if ec == 0 { 1 } else { -1 })
        .expect("on board");
    let sea = white_string(&grid, &white_rows(&grid), sea_start);
    let Some(lines) = place_islands(&mut grid, &margins, &graph_idx, strings) else {
        return Err(RealizeError("cannot connect the marginal vertices".into()));
    };

    // The board, and the white strings cut off from the main one.
    let to_vertex = |i: usize| Vertex::from_col_row(i % size, size - 1 - i / size);
    let mut board = Box::new(Board::new(size));
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
    let main_head = board.string_head(string);
    let graph_points: Vec<Vertex> = graph_idx.iter().map(|&i| to_vertex(i)).collect();
    let mut regular = graph_points.clone();
    let mut enclosed = Vec::new();
    let mut main = vec![string];
    for v in board.vertices() {
        if board.color_at(v) == Some(Color::White) && board.string_head(v) != main_head {
            // Grid row `size - 1 - row` holds board row `row`.
            if lines == Lines::Bent && sea[size - 1 - v.row()] & 1 << v.col() != 0 {
                let head = board.string_head(v);
                if !main.iter().any(|&m| board.string_head(m) == head) {
                    main.push(v);
                }
                continue;
            }
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
        main,
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
/// Where no straight line can reach a margin without passing next to
/// another graph vertex (a margin in a crowded corner, say), a second
/// attempt also tries lines with one bend. A last attempt lets a straight
/// line pass next to other vertices, as GNU Go's realization does; those
/// vertices then touch invincible stones too, so this is the last resort.
/// The islands themselves always keep away from the graph.
fn place_islands(
    grid: &mut Grid,
    margins: &[usize],
    graph: &[usize],
    strings: usize,
) -> Option<Lines> {
    [Lines::Straight, Lines::Bent, Lines::Loose]
        .into_iter()
        .find(|&lines| {
            // Each margin's islands are found on the grid as it is before
            // any is placed (placing others only takes room away), once.
            // A margin without any settles the attempt at once.
            let base = grid.clone();
            let mut choices: Vec<Choices> = margins
                .iter()
                .map(|&m| Choices {
                    base: &base,
                    m,
                    graph,
                    lines,
                    cursor: 0,
                    found: Vec::new(),
                })
                .collect();
            if choices.iter_mut().any(|c| c.get(0).is_none()) {
                return false;
            }
            let mut budget = ISLAND_TRIES;
            place_from(grid, &mut choices, strings, lines, &mut budget)
        })
}

/// How many sideways positions a block is tried in.
const OFFSETS: usize = 5;

/// A line and its island: the black stones and the two eyes.
struct Island {
    stones: Vec<usize>,
    eyes: Vec<usize>,
}

/// The islands for one margin that fit the grid before any is placed, in
/// the order they are tried, found as the search asks for them.
struct Choices<'a> {
    base: &'a Grid,
    m: usize,
    graph: &'a [usize],
    lines: Lines,
    /// The next (route, shape, offset) to look at, as one number.
    cursor: usize,
    found: Vec<Island>,
}

impl Choices<'_> {
    /// Island `j`, if there are that many.
    fn get(&mut self, j: usize) -> Option<&Island> {
        let routes = routes(self.lines);
        while self.found.len() <= j {
            // Per route: the wide block, then the long one; each with the
            // sideways offsets -4..=0.
            let route = *routes.get(self.cursor / (2 * OFFSETS))?;
            let long = self.cursor / OFFSETS % 2 == 1;
            let offset = (self.cursor % OFFSETS) as isize - (OFFSETS as isize - 1);
            self.cursor += 1;
            let loose = self.lines == Lines::Loose;
            self.found.extend(island(
                self.base, self.m, route, offset, long, self.graph, loose,
            ));
        }
        Some(&self.found[j])
    }
}

/// Which lines may join a margin to its island.
#[derive(Copy, Clone, PartialEq)]
enum Lines {
    /// Straight, touching the graph only at the margin.
    Straight,
    /// Straight or with one bend, touching the graph only at the margin;
    /// white points of the diagram the line cuts off stay part of the
    /// main string (see `Realization::main`).
    Bent,
    /// Straight, and any point of the line may touch the graph.
    Loose,
}

/// A line from a margin: `first` points in one direction, then `second`
/// points in another (none for a straight line); the island follows in
/// the direction of the last leg.
#[derive(Copy, Clone)]
struct Route {
    first: ((isize, isize), isize),
    second: ((isize, isize), isize),
}

const DIRECTIONS: [(isize, isize); 4] = [(-1, 0), (1, 0), (0, -1), (0, 1)];

/// Longest straight line tried.
const STRAIGHT_LENGTH: isize = 7;

/// The routes to try in order: straight ones from short to long, then (in
/// `Lines::Bent`) bent ones by total length.
fn routes(lines: Lines) -> &'static [Route] {
    static STRAIGHT_THEN_BENT: Lazy<Vec<Route>> = Lazy::new(|| {
        let mut out = Vec::new();
        for length in 1..=STRAIGHT_LENGTH {
            for dir in DIRECTIONS {
                out.push(Route {
                    first: (dir, length),
                    second: (dir, 0),
                });
            }
        }
        for length in 2..=8isize {
            for first in 1..length.min(5) {
                for d1 in DIRECTIONS {
                    for d2 in DIRECTIONS {
                        if d1.0 * d2.0 + d1.1 * d2.1 == 0 {
                            out.push(Route {
                                first: (d1, first),
                                second: (d2, length - first),
                            });
                        }
                    }
                }
            }
        }
        out
    });
    let all = &STRAIGHT_THEN_BENT[..];
    match lines {
        Lines::Bent => all,
        Lines::Straight | Lines::Loose => &all[..STRAIGHT_LENGTH as usize * DIRECTIONS.len()],
    }
}

/// How many island placements the search may try before giving up on a
/// graph (a crowded graph can otherwise make it try every combination).
const ISLAND_TRIES: usize = 4000;

/// Places one island of each margin's `choices` in turn, backtracking;
/// an island still fits if its points are untouched white.
fn place_from(
    grid: &mut Grid,
    choices: &mut [Choices],
    strings: usize,
    lines: Lines,
    budget: &mut usize,
) -> bool {
    let Some((first, rest)) = choices.split_first_mut() else {
        return true;
    };
    let mut j = 0;
    while let Some(island) = first.get(j) {
        j += 1;
        let points = || island.stones.iter().chain(&island.eyes);
        if points().any(|&i| grid.cell[i] != WHITE) {
            continue;
        }
        if *budget == 0 {
            return false;
        }
        *budget -= 1;
        for &i in &island.stones {
            grid.cell[i] = BLACK;
        }
        for &i in &island.eyes {
            grid.cell[i] = EMPTY;
        }
        // Each island must leave the white sea whole; a bent or loose line
        // may also cut off white points of the diagram (a loose line's
        // then join the local game).
        let whole = if lines == Lines::Straight {
            white_components(grid) == strings
        } else {
            sea_whole(grid)
        };
        if whole && place_from(grid, rest, strings, lines, budget) {
            return true;
        }
        for &i in points() {
            grid.cell[i] = WHITE;
        }
    }
    false
}

/// The line and island for margin `m` along `route`, then a block 3 deep
/// and 5 wide (or 5 deep and 3 wide when `long`) with two eyes, shifted
/// sideways by `offset`. None if it does not fit in untouched white or
/// comes near another graph vertex.
fn island(
    grid: &Grid,
    m: usize,
    route: Route,
    offset: isize,
    long: bool,
    graph: &[usize],
    loose: bool,
) -> Option<Island> {
    let (deep, wide) = if long { (5, 3) } else { (3, 5) };
    if -offset >= wide {
        return None;
    }
    let (mut r, mut c) = ((m / grid.size) as isize, (m % grid.size) as isize);
    let mut stones = Vec::new();
    let mut eyes = Vec::new();
    for ((dr, dc), n) in [route.first, route.second] {
        for _ in 0..n {
            (r, c) = (r + dr, c + dc);
            stones.push(grid.at(r, c)?);
        }
    }
    let length = stones.len() as isize;
    let ((dr, dc), _) = if route.second.1 > 0 {
        route.second
    } else {
        route.first
    };
    let (lr, lc) = (dc.abs(), dr.abs());
    let at = |a: isize, b: isize| grid.at(r + a * dr + b * lr, c + a * dc + b * lc);
    for a in 1..=deep {
        for b in 0..wide {
            let i = at(a, offset + b)?;
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
    Some(Island { stones, eyes })
}

/// A set of grid points as one bit mask per row (bit c: column c).
type Rows = [u32; MAX_SIDE];

/// The largest grid side.
const MAX_SIDE: usize = 25;

/// The white points of the grid.
fn white_rows(grid: &Grid) -> Rows {
    let mut rows = [0; MAX_SIDE];
    for (r, row) in grid.cell.chunks(grid.size).enumerate() {
        for (c, &cell) in row.iter().enumerate() {
            if cell == WHITE {
                rows[r] |= 1 << c;
            }
        }
    }
    rows
}

/// Spreads `seed` along the runs of `open` in one row, both ways, in five
/// doubling steps (a Kogge-Stone fill).
fn row_fill(seed: u32, open: u32) -> u32 {
    let (mut up, mut down) = (seed & open, seed & open);
    let (mut pu, mut pd) = (open, open);
    for shift in [1, 2, 4, 8, 16] {
        up |= pu & (up << shift);
        pu &= pu << shift;
        down |= pd & (down >> shift);
        pd &= pd >> shift;
    }
    up | down
}

/// The points of `open` connected to `seed` within `open`.
fn flood(seed: &Rows, open: &Rows, size: usize) -> Rows {
    let mut reach = [0; MAX_SIDE];
    for r in 0..size {
        reach[r] = seed[r] & open[r];
    }
    loop {
        let mut changed = false;
        let rows = (0..size).chain((0..size).rev());
        for r in rows {
            let above = if r > 0 { reach[r - 1] } else { 0 };
            let below = if r + 1 < size { reach[r + 1] } else { 0 };
            let grown = row_fill(reach[r] | (above | below) & open[r], open[r]);
            if grown != reach[r] {
                reach[r] = grown;
                changed = true;
            }
        }
        if !changed {
            return reach;
        }
    }
}

/// The white string containing grid point `start`.
fn white_string(grid: &Grid, white: &Rows, start: usize) -> Rows {
    let mut seed = [0; MAX_SIDE];
    seed[start / grid.size] = 1 << (start % grid.size);
    flood(&seed, white, grid.size)
}

/// Are all white points outside the diagram in one string?
fn sea_whole(grid: &Grid) -> bool {
    let n = grid.size;
    let (r0, r1, c0, c1) = grid.diagram;
    let white = white_rows(grid);
    let mut outside = [0; MAX_SIDE];
    for (r, row) in outside.iter_mut().enumerate().take(n) {
        let r = r as isize;
        *row = if r >= r0 && r <= r1 {
            let cols = |c: isize| {
                if c <= 0 {
                    0
                } else {
                    (1u32 << c.min(n as isize)) - 1
                }
            };
            white[r as usize] & !(cols(c1 + 1) & !cols(c0))
        } else {
            white[r as usize]
        };
    }
    let Some(r) = (0..n).find(|&r| outside[r] != 0) else {
        return false;
    };
    let start = r * n + outside[r].trailing_zeros() as usize;
    let sea = white_string(grid, &white, start);
    (0..n).all(|r| outside[r] & !sea[r] == 0)
}

/// Number of white strings on the grid.
fn white_components(grid: &Grid) -> usize {
    let n = grid.size;
    let mut left = white_rows(grid);
    let mut count = 0;
    while let Some(r) = (0..n).find(|&r| left[r] != 0) {
        let start = r * n + left[r].trailing_zeros() as usize;
        let string = white_string(grid, &left, start);
        for (row, taken) in left.iter_mut().zip(string) {
            *row &= !taken;
        }
        count += 1;
    }
    count
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `row_fill` the slow way: grow one step at a time.
    fn row_fill_by_steps(seed: u32, open: u32) -> u32 {
        let mut m = seed & open;
        loop {
            let grown = (m | m << 1 | m >> 1) & open;
            if grown == m {
                return m;
            }
            m = grown;
        }
    }

    #[test]
    fn row_fill_spreads_along_runs_only() {
        let mut x = 0x9E37_79B9_7F4A_7C15u64;
        for _ in 0..20_000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let (open, seed) = ((x >> 32) as u32, (x as u32) & (x >> 16) as u32);
            assert_eq!(row_fill(seed, open), row_fill_by_steps(seed, open));
        }
    }

    fn grid_of(rows: &[&str]) -> Grid {
        let size = rows.len();
        let cell = rows
            .iter()
            .flat_map(|r| r.bytes())
            .map(|b| match b {
                b'O' => WHITE,
                b'X' => BLACK,
                _ => EMPTY,
            })
            .collect();
        Grid {
            size,
            cell,
            fixed: vec![false; size * size],
            diagram: (1, 2, 1, 2),
        }
    }

    #[test]
    fn white_strings_are_counted_and_the_sea_checked() {
        let g = grid_of(&["OOOO", "OXXO", "OXOX", "OXXO"]);
        // The ring, the enclosed stone, the lower right corner.
        assert_eq!(white_components(&g), 3);
        // Outside the diagram (rows and columns 1..=2) the white points are
        // the ring and the corner: two strings.
        assert!(!sea_whole(&g));
        let g = grid_of(&["OOOO", "OX.O", "O.OO", "OOOO"]);
        assert_eq!(white_components(&g), 1);
        assert!(sea_whole(&g));
    }

    /// The graph points next to black stones that are not themselves
    /// graph points.
    fn touching_outside_black(encoded: &str) -> Vec<usize> {
        let graph = EyeGraph::from_encoded(encoded).unwrap();
        let r = realize(&graph, 2, 0).unwrap();
        let graph_black = |v: Vertex| r.graph_points.contains(&v);
        (0..graph.len())
            .filter(|&i| {
                r.board
                    .neighbors(r.graph_points[i])
                    .any(|n| r.board.color_at(n) == Some(Color::Black) && !graph_black(n))
            })
            .collect()
    }

    #[test]
    fn a_boxed_in_margin_gets_a_bent_line_that_touches_no_other_vertex() {
        // Every straight line from the margin (vertex 3) passes next to
        // another vertex; a bent one does not.
        let encoded = "OO..%OOO.%O!O.%..X.%OOO.%-----";
        let graph = EyeGraph::from_encoded(encoded).unwrap();
        let margin = (0..graph.len())
            .find(|&i| graph.vertices[i].kind.is_marginal())
            .unwrap();
        assert_eq!(touching_outside_black(encoded), vec![margin]);
        // The wall points the line cuts off stay part of the main string:
        // nothing but graph points is played on.
        let r = realize(&graph, 2, 0).unwrap();
        assert_eq!(r.regular.len(), graph.len());
        assert!(r.main.len() > 1);
    }
}
