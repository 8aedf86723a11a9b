//! The generator of `patterns/eyes.db`: every eye graph of a family, up
//! to isomorphism, solved by Megane's own local-game reading.
//!
//! The family: connected grid shapes (polyominoes without holes) of up to
//! `max_cells` cells, placed in free space, against the bottom edge and in
//! the lower left corner (the other edges and corners are the same graphs
//! turned), each cell labelled `.`, `!`, `X` or `$` with at most
//! `max_margins` marginal vertices (`!`, `$`) and at most `max_stones`
//! attacker stones (`X`, `$`). Shapes that cannot occur are left out: a
//! marginal vertex needs a side open to the attacker's outside, so a cell
//! whose four sides are cells or the board's edge is never marginal. A
//! shape with a hole is left out because its graph does not say what
//! fills the hole.
//!
//! Graphs equal up to isomorphism (labels and edges kept) are solved once;
//! then two patterns that differ only in one vertex being `.` or `X`, with
//! the same value and the same vital points elsewhere, merge into one with
//! an `x` there, until no pair merges. The output depends on the family
//! alone: the same family always gives the same bytes.

use super::db::{labelled, write_pattern};
use super::graph::{EyeGraph, VertexKind};
use super::value::EyeValue;
use super::{analyze, Setting};
use std::collections::{BTreeMap, BTreeSet, HashSet};

/// Which graphs the database holds.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Family {
    pub max_cells: usize,
    pub max_margins: usize,
    pub max_stones: usize,
}

impl Family {
    /// The family of `patterns/eyes.db`.
    pub const DEFAULT: Family = Family {
        max_cells: 5,
        max_margins: 2,
        max_stones: 2,
    };
}

/// A generated database and how it came about.
pub struct Generated {
    pub text: String,
    /// Distinct graphs solved, and those the realization refused.
    pub solved: usize,
    pub unrealizable: usize,
    /// Patterns written (after wildcard merging).
    pub patterns: usize,
}

/// Where a shape sits.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Place {
    Free,
    Edge,
    Corner,
}

type Cell = (usize, usize);

/// The fixed polyominoes of each size up to `n`, each as sorted cells
/// with the smallest row and column 0.
fn polyominoes(n: usize) -> Vec<Vec<Cell>> {
    let mut out = Vec::new();
    let mut level: BTreeSet<Vec<Cell>> = BTreeSet::from([vec![(0, 0)]]);
    for _ in 1..=n {
        out.extend(level.iter().cloned());
        let mut next = BTreeSet::new();
        for p in &level {
            for &(r, c) in p {
                for (dr, dc) in [(-1, 0), (1, 0), (0, -1), (0, 1)] {
                    let (nr, nc) = (r as isize + dr, c as isize + dc);
                    let mut cells: Vec<(isize, isize)> =
                        p.iter().map(|&(a, b)| (a as isize, b as isize)).collect();
                    if cells.contains(&(nr, nc)) {
                        continue;
                    }
                    cells.push((nr, nc));
                    let (r0, c0) = (
                        cells.iter().map(|x| x.0).min().unwrap_or(0),
                        cells.iter().map(|x| x.1).min().unwrap_or(0),
                    );
                    let mut q: Vec<Cell> = cells
                        .iter()
                        .map(|&(a, b)| ((a - r0) as usize, (b - c0) as usize))
                        .collect();
                    q.sort_unstable();
                    next.insert(q);
                }
            }
        }
        level = next;
    }
    out
}

/// Does the shape, placed, enclose a non-cell (unreachable from the open
/// board around it, the board's edges being walls)? Such a point would be
/// a defender stone cut off from the wall: the graph would not tell it.
fn has_hole(cells: &[Cell], place: Place) -> bool {
    // The bounding box with a ring of open points on the sides that are
    // not the board's edge.
    let (top, left) = (1, usize::from(place != Place::Corner));
    let bottom = usize::from(place == Place::Free);
    let h = cells.iter().map(|c| c.0).max().unwrap_or(0) + 1 + top + bottom;
    let w = cells.iter().map(|c| c.1).max().unwrap_or(0) + 1 + left + 1;
    let filled = |r: usize, c: usize| r >= top && c >= left && cells.contains(&(r - top, c - left));
    let mut seen = vec![false; h * w];
    let mut stack = vec![(0usize, w - 1)];
    seen[w - 1] = true;
    while let Some((r, c)) = stack.pop() {
        let around = [
            (r.wrapping_sub(1), c),
            (r + 1, c),
            (r, c.wrapping_sub(1)),
            (r, c + 1),
        ];
        for (a, b) in around {
            if a < h && b < w && !seen[a * w + b] && !filled(a, b) {
                seen[a * w + b] = true;
                stack.push((a, b));
            }
        }
    }
    let open = seen.iter().filter(|&&s| s).count();
    open + cells.len() < h * w
}

/// The diagram of a shape at a place, cells drawn by `symbol`.
fn diagram(cells: &[Cell], place: Place, symbol: impl Fn(usize) -> char) -> Vec<String> {
    let h = cells.iter().map(|c| c.0).max().unwrap_or(0) + 1;
    let w = cells.iter().map(|c| c.1).max().unwrap_or(0) + 1;
    let left = usize::from(place == Place::Corner);
    let mut rows = vec![vec![' '; w + left]; h];
    for row in rows.iter_mut().take(h) {
        if left == 1 {
            row[0] = '|';
        }
    }
    for (i, &(r, c)) in cells.iter().enumerate() {
        rows[r][c + left] = symbol(i);
    }
    let mut out: Vec<String> = rows.into_iter().map(|r| r.into_iter().collect()).collect();
    match place {
        Place::Free => {}
        Place::Edge => out.push("-".repeat(w)),
        Place::Corner => out.push(format!("+{}", "-".repeat(w))),
    }
    out
}

/// Can the cell be marginal: has it a side that is neither a cell nor
/// the board's edge?
fn open_side(cells: &[Cell], i: usize, place: Place) -> bool {
    let (r, c) = cells[i];
    let bottom = cells.iter().map(|x| x.0).max().unwrap_or(0);
    let edge_below = place != Place::Free && r == bottom;
    let edge_left = place == Place::Corner && c == 0;
    let cell = |a: Option<usize>, b: Option<usize>| match (a, b) {
        (Some(a), Some(b)) => cells.contains(&(a, b)),
        _ => false,
    };
    !cell(r.checked_sub(1), Some(c))
        || !edge_below && !cell(Some(r + 1), Some(c))
        || !edge_left && !cell(Some(r), c.checked_sub(1))
        || !cell(Some(r), Some(c + 1))
}

const KINDS: [VertexKind; 4] = [
    VertexKind::Eye,
    VertexKind::Marginal,
    VertexKind::Stone,
    VertexKind::MarginalStone,
];

/// Every labelling of a placed shape within the family, in a fixed order.
fn labellings(cells: &[Cell], place: Place, family: Family) -> Vec<Vec<VertexKind>> {
    let open: Vec<bool> = (0..cells.len())
        .map(|i| open_side(cells, i, place))
        .collect();
    let mut out = Vec::new();
    let mut kinds = vec![VertexKind::Eye; cells.len()];
    fn go(
        i: usize,
        open: &[bool],
        family: Family,
        margins: usize,
        stones: usize,
        kinds: &mut Vec<VertexKind>,
        out: &mut Vec<Vec<VertexKind>>,
    ) {
        if i == kinds.len() {
            out.push(kinds.clone());
            return;
        }
        for kind in KINDS {
            let m = margins + usize::from(kind.is_marginal());
            let s = stones + usize::from(kind.has_stone());
            if m > family.max_margins || s > family.max_stones || kind.is_marginal() && !open[i] {
                continue;
            }
            kinds[i] = kind;
            go(i + 1, open, family, m, s, kinds, out);
        }
    }
    go(0, &open, family, 0, 0, &mut kinds, &mut out);
    out
}

/// A solved graph: its diagram (annotated) and value.
struct Solved {
    place: Place,
    cells: Vec<Cell>,
    kinds: Vec<VertexKind>,
    annotated: Vec<String>,
    value: EyeValue,
}

/// Generates the database text of a family.
pub fn generate(family: Family) -> Generated {
    let mut seen: HashSet<Vec<u8>> = HashSet::new();
    let mut solved = Vec::new();
    let mut unrealizable = 0;
    let shapes = polyominoes(family.max_cells);
    for place in [Place::Free, Place::Edge, Place::Corner] {
        for cells in shapes.iter().filter(|c| !has_hole(c, place)) {
            for kinds in labellings(cells, place, family) {
                let plain = diagram(cells, place, |i| kinds[i].symbol());
                let Ok(graph) = EyeGraph::from_lines(&plain) else {
                    continue;
                };
                let code = labelled_code(&graph);
                if !seen.insert(code) {
                    continue;
                }
                match analyze(&graph, Setting::DEFAULT) {
                    // The answer must draw the graph asked (a realization
                    // that cut wall points off would draw them too).
                    Ok(a)
                        if EyeGraph::from_lines(&a.diagram).map(|g| g.len()) == Ok(graph.len()) =>
                    {
                        solved.push(Solved {
                            place,
                            cells: cells.clone(),
                            kinds,
                            annotated: a.diagram,
                            value: a.value,
                        })
                    }
                    _ => unrealizable += 1,
                }
            }
        }
    }
    let count = solved.len();
    let merged = merge_wildcards(solved);
    let mut text = header(family, count, unrealizable, merged.len());
    // Smaller graphs first; then free, edge, corner; then enumeration
    // order. A name is the size, the place (f, e, c) and a running number
    // within those: `3c2` is the second three-point corner pattern.
    let mut group = (0, Place::Free);
    let mut number = 0;
    for ((size, place, _), diagram, value) in &merged {
        if (*size, *place) != group {
            (group, number) = ((*size, *place), 0);
        }
        number += 1;
        let letter = match place {
            Place::Free => 'f',
            Place::Edge => 'e',
            Place::Corner => 'c',
        };
        write_pattern(
            &mut text,
            &format!("{size}{letter}{number}"),
            diagram,
            *value,
        );
    }
    Generated {
        text,
        solved: count,
        unrealizable,
        patterns: merged.len(),
    }
}

fn labelled_code(graph: &EyeGraph) -> Vec<u8> {
    let kinds: Vec<VertexKind> = graph.vertices.iter().map(|v| v.kind).collect();
    labelled(graph, &kinds).canonical().code
}

/// Where a pattern goes in the file: size, place, enumeration order.
type Key = (usize, Place, usize);

/// A pattern being merged: its cells, their symbols (`x` where merged),
/// the annotated diagram and the value.
type Draft = (Vec<Cell>, Vec<char>, Vec<String>, EyeValue);

/// Patterns alike but for one vertex: place, cells, that vertex, the
/// symbols with it blanked.
type Twin = (Place, Vec<Cell>, usize, Vec<char>);

/// Merges patterns into `x` wildcards; returns (key, diagram, value) in
/// output order.
fn merge_wildcards(solved: Vec<Solved>) -> Vec<(Key, Vec<String>, EyeValue)> {
    // A pattern: cells drawn with `x` where merged; keyed by its place,
    // shape and drawing.
    let mut patterns: BTreeMap<Key, Draft> = BTreeMap::new();
    for (k, s) in solved.into_iter().enumerate() {
        let drawn: Vec<char> = s.kinds.iter().map(|k| k.symbol()).collect();
        patterns.insert(
            (s.cells.len(), s.place, k),
            (s.cells, drawn, s.annotated, s.value),
        );
    }
    loop {
        // Index by (place, cells, drawing with one vertex blanked).
        let mut by_shape: BTreeMap<Twin, Vec<Key>> = BTreeMap::new();
        for (key, (cells, drawn, _, _)) in &patterns {
            for i in 0..drawn.len() {
                if matches!(drawn[i], '.' | 'X') {
                    let mut blank = drawn.clone();
                    blank[i] = '?';
                    by_shape
                        .entry((key.1, cells.clone(), i, blank))
                        .or_default()
                        .push(*key);
                }
            }
        }
        let mut merged_any = false;
        let mut gone: BTreeSet<Key> = BTreeSet::new();
        for ((_, _, i, _), keys) in by_shape {
            if keys.len() != 2 || keys.iter().any(|k| gone.contains(k)) {
                continue;
            }
            let (empty_key, stone_key) = if patterns[&keys[0]].1[i] == '.' {
                (keys[0], keys[1])
            } else {
                (keys[1], keys[0])
            };
            let (e, s) = (&patterns[&empty_key], &patterns[&stone_key]);
            let at = cell_at(empty_key.1, &e.0, i);
            if e.3 != s.3 || !same_points_but(&e.2, &s.2, at) {
                continue;
            }
            let mut m = e.clone();
            m.1[i] = 'x';
            let range = char_range(&m.2[at.0], at.1);
            m.2[at.0].replace_range(range, "x");
            patterns.insert(empty_key, m);
            patterns.remove(&stone_key);
            gone.insert(empty_key);
            gone.insert(stone_key);
            merged_any = true;
        }
        if !merged_any {
            break;
        }
    }
    patterns
        .into_iter()
        .map(|(key, (_, _, diagram, value))| (key, diagram, value))
        .collect()
}

/// The byte range of character `c` of a row.
fn char_range(row: &str, c: usize) -> std::ops::Range<usize> {
    let start = row
        .char_indices()
        .nth(c)
        .map(|(b, _)| b)
        .unwrap_or(row.len());
    let end = row
        .char_indices()
        .nth(c + 1)
        .map(|(b, _)| b)
        .unwrap_or(row.len());
    start..end
}

/// (row, column) in the diagram of cell `i` (see `diagram`: a corner's
/// diagram has the edge column first).
fn cell_at(place: Place, cells: &[Cell], i: usize) -> (usize, usize) {
    (cells[i].0, cells[i].1 + usize::from(place == Place::Corner))
}

/// Are two annotated diagrams the same except at (r, c), where the empty
/// one must carry no annotation?
fn same_points_but(empty: &[String], stone: &[String], (r, c): (usize, usize)) -> bool {
    if empty[r].chars().nth(c) != Some('.') {
        return false;
    }
    empty.len() == stone.len()
        && empty.iter().zip(stone).enumerate().all(|(k, (a, b))| {
            a.chars()
                .zip(b.chars())
                .enumerate()
                .all(|(j, (x, y))| (k == r && j == c) || x == y)
        })
}

/// The header of a generated file.
fn header(family: Family, solved: usize, unrealizable: usize, patterns: usize) -> String {
    format!(
        "# Megane eye-shape database, generated by `megane eyes-db generate`\n\
         # (src/eyes/generate.rs); do not edit, regenerate.\n\
         #\n\
         # Family: connected grid shapes without holes of up to {} cells, in free\n\
         # space, on the bottom edge and in the lower left corner; each cell `.`,\n\
         # `!`, `X` or `$`, with at most {} marginal vertices and at most {}\n\
         # attacker stones; a marginal vertex needs a side open to the outside.\n\
         # Each graph up to isomorphism (labels: kind and board edges touched)\n\
         # solved once by Megane's local-game reading with 2 outer liberties and\n\
         # no ko threats (analyze_eyegraph's default); vital points as it marks\n\
         # them. Patterns differing only in one `.`/`X` vertex, with the same\n\
         # value and points, merged into `x`. A pattern's name is its size,\n\
         # its place (f free, e edge, c corner) and a number within those.\n\
         #\n\
         # {} graphs solved, {} not realizable, {} patterns.\n\
         #\n\
         # Symbols: . eye space, ! marginal, X attacker stone, $ marginal with an\n\
         # attacker stone, x . or X; * vital for both, < attack, > defense, and\n\
         # @ ( ) the same on marginal vertices; | - + the board's edge.\n\
         # The colon line is the eye value (eyes.texi, \"Eye Local Game Values\").\n\n",
        family.max_cells, family.max_margins, family.max_stones, solved, unrealizable, patterns
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eyes::db::Database;

    #[test]
    fn polyomino_counts_are_the_known_ones() {
        // Fixed polyominoes of 1 to 5 cells: 1, 2, 6, 19, 63.
        let mut by_size = [0; 6];
        for p in polyominoes(5) {
            by_size[p.len()] += 1;
        }
        assert_eq!(by_size[1..], [1, 2, 6, 19, 63]);
    }

    #[test]
    fn holes_are_found() {
        let ring: Vec<Cell> = vec![
            (0, 0),
            (0, 1),
            (0, 2),
            (1, 0),
            (1, 2),
            (2, 0),
            (2, 1),
            (2, 2),
        ];
        assert!(has_hole(&ring, Place::Free));
        // An L: open in free space and against the bottom edge; in the
        // lower left corner it shuts the corner point in.
        let l: Vec<Cell> = vec![(0, 0), (0, 1), (1, 1)];
        assert!(!has_hole(&l, Place::Free));
        assert!(!has_hole(&l, Place::Edge));
        assert!(has_hole(&l, Place::Corner));
        // A U open at the top, against the bottom edge: open.
        let u: Vec<Cell> = vec![(0, 0), (0, 2), (1, 0), (1, 1), (1, 2)];
        assert!(!has_hole(&u, Place::Edge));
        // Upside down against the edge it shuts a point in.
        let n: Vec<Cell> = vec![(0, 0), (0, 1), (0, 2), (1, 0), (1, 2)];
        assert!(has_hole(&n, Place::Edge));
        assert!(!has_hole(&n, Place::Free));
    }

    #[test]
    fn generation_is_deterministic_and_reads_back() {
        let family = Family {
            max_cells: 3,
            max_margins: 1,
            max_stones: 1,
        };
        let a = generate(family);
        let b = generate(family);
        assert_eq!(a.text, b.text);
        let db = Database::from_text(&a.text, "generated").unwrap();
        assert_eq!(db.patterns.len(), a.patterns);
        // Every graph of the family is found, with the value the reading
        // gives it.
        for g in ["...", "!..", ".X.", "|.%|.%+-", "..%--"] {
            let graph = EyeGraph::from_encoded(g).unwrap();
            let m = db
                .find_diagram(&graph)
                .unwrap_or_else(|| panic!("{g} not found"));
            assert_eq!(
                m.pattern.value,
                analyze(&graph, Setting::DEFAULT).unwrap().value,
                "{g}"
            );
        }
    }
}
