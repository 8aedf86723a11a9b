//! Move features and their strengths: the tree's priors on big boards.
//!
//! Each legal move is described by one value in each of [`GROUPS`]
//! feature groups: its 3x3 shape (with the strings in atari around it),
//! whether it captures, saves a string from atari, puts itself or the
//! opponent in atari, how far it is from the last two moves, where it
//! stands (the distances to the two nearest edges), whether the area
//! around it is empty, and its 3x3 shape again with the four points two
//! steps away along the lines (the "big" shape: a one-point jump, a
//! two-space extension's end, a stone two lines below). As in Coulom's "Computing Elo
//! ratings of move patterns" (2007), a move's strength is the product of
//! its values' gammas, and the chance that a player chooses it is its
//! strength over the sum of the strengths of all legal moves; the gammas
//! are fitted by minorization-maximization ([`fit`]) to the moves of game
//! records (`megane patterns train`, which writes `patterns/moves.txt`).
//! On 19x19 the search cannot afford to learn from playouts alone which
//! of 361 moves are worth trying: these strengths say it first.

use super::ladder;
use crate::board::{Board, Color, Move, Vertex, STRIDE};
use once_cell::sync::Lazy;
use std::collections::HashMap;

/// Feature groups: shape, capture, escape, self-atari, atari, distance to
/// the last move, distance to the move before, place on the board (the
/// distances to the two nearest edges) and emptiness, and the big shape.
pub const GROUPS: usize = 9;

const SHAPE: usize = 0;
const CAPTURE: usize = 1;
const ESCAPE: usize = 2;
const SELF_ATARI: usize = 3;
const ATARI: usize = 4;
const LAST: usize = 5;
const LAST2: usize = 6;
const LINE: usize = 7;
const BIG: usize = 8;

/// The group names of the table file.
pub const GROUP_NAMES: [&str; GROUPS] = [
    "shape",
    "capture",
    "escape",
    "self_atari",
    "atari",
    "last",
    "last2",
    "line",
    "big",
];

/// Distances to a previous move counted apart (Coulom's d = dx + dy +
/// max(dx, dy)); farther ones share one value.
const FAR: u32 = 17;

/// One move's value in each group; the shape is a canonical 3x3 code
/// ([`shape_code`]), the others small numbers.
pub type Features = [u32; GROUPS];

/// The state of a neighbour in a shape code.
fn cell_state(board: &Board, color: Color, p: usize, orthogonal: bool) -> u32 {
    match board.cell(p) {
        0 => 0,
        3 => 5,
        c => {
            let own = (c == 1) == (color == Color::Black);
            let atari = orthogonal && board.liberty_count(Vertex::from_index(p)) == 1;
            match (own, atari) {
                (true, false) => 1,
                (true, true) => 2,
                (false, false) => 3,
                (false, true) => 4,
            }
        }
    }
}

/// (dx, dy) of the eight neighbours, in the order of a shape code.
const AROUND: [(isize, isize); 8] = [
    (-1, 1),
    (0, 1),
    (1, 1),
    (-1, 0),
    (1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
];

/// (dx, dy) of the four points two steps away along the lines.
const TWO_AWAY: [(isize, isize); 4] = [(0, 2), (-2, 0), (2, 0), (0, -2)];

/// The offset (dx, dy) under the board's symmetry `sym` (0..8: mirror
/// left-right, mirror top-bottom, swap the axes).
fn symmetric(sym: usize, (dx, dy): (isize, isize)) -> (isize, isize) {
    let x = if sym & 1 != 0 { -dx } else { dx };
    let y = if sym & 2 != 0 { -dy } else { dy };
    if sym & 4 != 0 {
        (y, x)
    } else {
        (x, y)
    }
}

/// The states of the 3x3 neighbours of `v` for `color`, by (dx, dy) + 1.
fn neighbour_states(board: &Board, color: Color, v: Vertex) -> [[u32; 3]; 3] {
    let p = v.index() as isize;
    let s = STRIDE as isize;
    let mut state = [[0u32; 3]; 3];
    for &(dx, dy) in AROUND.iter() {
        let q = (p + dy * s + dx) as usize;
        state[(dy + 1) as usize][(dx + 1) as usize] =
            cell_state(board, color, q, dx == 0 || dy == 0);
    }
    state
}

/// The shape codes of `v` seen by `color`, each the same under the
/// board's eight symmetries, from one reading of the neighbours: the 3x3
/// neighbourhood (orthogonal neighbours in six states: empty, own, own in
/// atari, enemy, enemy in atari, off the board; diagonal ones in the same
/// states without atari), and the "big" shape, the 3x3 one with the four
/// points two steps away along the lines (empty, own, enemy, off).
pub fn shape_codes(board: &Board, color: Color, v: Vertex) -> (u32, u32) {
    let state = neighbour_states(board, color, v);
    let (c, r) = (v.col() as isize, v.row() as isize);
    let n = board.size() as isize;
    let two_away = |(dx, dy): (isize, isize)| -> u32 {
        let (cc, rr) = (c + dx, r + dy);
        if cc < 0 || rr < 0 || cc >= n || rr >= n {
            return 3;
        }
        match board
            .vertex(cc as usize, rr as usize)
            .and_then(|u| board.color_at(u))
        {
            None => 0,
            Some(x) if x == color => 1,
            Some(_) => 2,
        }
    };
    let far = TWO_AWAY.map(two_away);
    let (mut small, mut big) = (u32::MAX, u32::MAX);
    for sym in 0..8 {
        let near = AROUND.iter().fold(0u32, |code, &d| {
            let (x, y) = symmetric(sym, d);
            code * 6 + state[(y + 1) as usize][(x + 1) as usize]
        });
        let whole = TWO_AWAY.iter().fold(near, |code, &d| {
            let k = TWO_AWAY.iter().position(|&t| t == symmetric(sym, d));
            code * 4 + k.map_or(0, |k| far[k])
        });
        small = small.min(near);
        big = big.min(whole);
    }
    (small, big)
}

fn distance(a: Vertex, b: Vertex) -> u32 {
    let dx = a.col().abs_diff(b.col()) as u32;
    let dy = a.row().abs_diff(b.row()) as u32;
    (dx + dy + dx.max(dy)).min(FAR)
}

/// Is there a stone within Manhattan distance `d` of `v`? (By
/// coordinates: a flat index plus an offset would wrap around a row on
/// boards near the largest size.)
fn stone_within(board: &Board, v: Vertex, d: isize) -> bool {
    let n = board.size() as isize;
    let (c, r) = (v.col() as isize, v.row() as isize);
    for dr in -d..=d {
        let w = d - dr.abs();
        for dc in -w..=w {
            let (cc, rr) = (c + dc, r + dr);
            if cc >= 0 && rr >= 0 && cc < n && rr < n {
                if let Some(u) = board.vertex(cc as usize, rr as usize) {
                    if board.color_at(u).is_some() {
                        return true;
                    }
                }
            }
        }
    }
    false
}

/// The features of `color`'s legal move at the empty point `v`; `last`
/// and `last2` are the last move and the one before it.
pub fn features(board: &mut Board, color: Color, v: Vertex, last: Move, last2: Move) -> Features {
    let mut f = [0u32; GROUPS];
    (f[SHAPE], f[BIG]) = shape_codes(board, color, v);
    let enemy = color.opponent();
    let mut own_in_atari = false;
    let mut enemy_two_libs: Option<Vertex> = None;
    for n in board.neighbors(v) {
        match board.color_at(n) {
            Some(c) if c == color => own_in_atari |= board.liberty_count(n) == 1,
            Some(c) if c == enemy && board.liberty_count(n) == 2 => enemy_two_libs = Some(n),
            _ => {}
        }
    }
    if let Some(p) = board.preview(color, v, v, 3) {
        f[CAPTURE] = match p.captured {
            0 => 0,
            1 | 2 => 1,
            _ => 2,
        };
        if own_in_atari {
            // 1: still caught (in atari, or in a ladder); 2: out.
            f[ESCAPE] = match p.own_libs {
                0 | 1 => 1,
                2 if p.captured == 0 => {
                    let mut budget = ladder::FEATURE_NODES;
                    let caught = board.trymove(color, v) && {
                        let c = ladder::captures(board, v, &mut budget);
                        board.popgo();
                        c
                    };
                    if caught {
                        1
                    } else {
                        2
                    }
                }
                _ => 2,
            };
        }
        if p.own_libs == 1 && p.captured == 0 {
            let joined = board.neighbors(v).any(|n| board.color_at(n) == Some(color));
            f[SELF_ATARI] = if joined { 2 } else { 1 };
        }
        if let Some(e) = enemy_two_libs.filter(|_| p.own_libs >= 2) {
            // An atari on an enemy string that had two liberties: 2 when
            // its escape fails (a ladder).
            f[ATARI] = 1;
            if board.trymove(color, v) {
                let mut budget = ladder::FEATURE_NODES;
                if board.color_at(e) == Some(enemy)
                    && ladder::escape_fails(board, e, enemy, &mut budget)
                {
                    f[ATARI] = 2;
                }
                board.popgo();
            }
        }
    }
    f[LAST] = last.map_or(0, |l| distance(v, l));
    f[LAST2] = last2.map_or(0, |l| distance(v, l));
    // Where on the board: the distances to the two nearest edges (the
    // 3-4 point of a corner, the third line of a side), counted apart up
    // to the sixth line, and whether the area around is empty.
    let size = board.size();
    let dx = v.col().min(size - 1 - v.col()).min(6) as u32;
    let dy = v.row().min(size - 1 - v.row()).min(6) as u32;
    let (near, far) = (dx.min(dy), dx.max(dy));
    f[LINE] = (near * 7 + far) * 2 + u32::from(!stone_within(board, v, 4));
    f
}

/// Gammas by group and value (a value not in the table: 1).
#[derive(Clone, Debug, Default)]
pub struct Gammas {
    pub groups: [HashMap<u32, f32>; GROUPS],
}

impl Gammas {
    /// Whether the table holds nothing (every strength is 1).
    pub fn is_empty(&self) -> bool {
        self.groups.iter().all(|g| g.is_empty())
    }

    /// The strength of a move with features `f`.
    pub fn strength(&self, f: &Features) -> f32 {
        self.groups
            .iter()
            .zip(f)
            .filter_map(|(group, value)| group.get(value))
            .product()
    }

    /// Reads a table: `GROUP VALUE GAMMA` lines, `#` comments.
    pub fn parse(text: &str) -> Result<Gammas, String> {
        let mut g = Gammas::default();
        for (i, line) in text.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let mut it = line.split_whitespace();
            let (Some(name), Some(value), Some(gamma), None) =
                (it.next(), it.next(), it.next(), it.next())
            else {
                return Err(format!("line {}: expected GROUP VALUE GAMMA", i + 1));
            };
            let group = GROUP_NAMES
                .iter()
                .position(|&n| n == name)
                .ok_or_else(|| format!("line {}: unknown group {name}", i + 1))?;
            let value: u32 = value
                .parse()
                .map_err(|_| format!("line {}: bad value", i + 1))?;
            let gamma: f32 = gamma
                .parse()
                .map_err(|_| format!("line {}: bad gamma", i + 1))?;
            if !(gamma.is_finite() && gamma > 0.0) {
                return Err(format!("line {}: gamma must be positive", i + 1));
            }
            g.groups[group].insert(value, gamma);
        }
        Ok(g)
    }

    /// The table as text ([`Gammas::parse`] reads it back).
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        for (g, name) in GROUP_NAMES.iter().enumerate() {
            let mut values: Vec<(&u32, &f32)> = self.groups[g].iter().collect();
            values.sort_by_key(|(v, _)| **v);
            for (v, gamma) in values {
                out.push_str(&format!("{name} {v} {gamma:.6}\n"));
            }
        }
        out
    }
}

/// The table Megane plays with (`patterns/moves.txt`).
pub static GAMMAS: Lazy<Gammas> =
    Lazy::new(|| Gammas::parse(include_str!("../../patterns/moves.txt")).unwrap_or_default());

/// One position of the training set: every candidate's features and the
/// index of the move played.
pub struct Sample {
    pub candidates: Vec<Features>,
    pub chosen: usize,
}

/// The candidates of a position as the tree expands them: legal moves
/// that fill no own eye.
pub fn candidates(board: &Board, color: Color) -> Vec<Vertex> {
    board
        .vertices()
        .filter(|&v| {
            board.is_empty(v)
                && board.is_legal(color, v)
                && !super::playout::is_eye_like(board, color, v)
        })
        .collect()
}

/// Fits the gammas to the samples by minorization-maximization: each
/// round updates one group at a time, every value's gamma becoming its
/// wins over the sum, across the positions it appears in, of its
/// teammates' strength over the position's total (with one virtual win
/// and one virtual loss against a move of strength 1, which keeps rare
/// values near 1). Values seen fewer than `min_count` times keep gamma 1.
pub fn fit(samples: &[Sample], rounds: usize, min_count: u32) -> Gammas {
    // Dense indices of the values seen often enough.
    let mut counts: [HashMap<u32, u32>; GROUPS] = Default::default();
    for s in samples {
        for f in &s.candidates {
            for g in 0..GROUPS {
                *counts[g].entry(f[g]).or_insert(0) += 1;
            }
        }
    }
    let mut index: [HashMap<u32, usize>; GROUPS] = Default::default();
    let mut values: Vec<(usize, u32)> = Vec::new();
    for g in 0..GROUPS {
        let mut keys: Vec<u32> = counts[g]
            .iter()
            .filter(|(_, &c)| c >= min_count)
            .map(|(&k, _)| k)
            .collect();
        keys.sort_unstable();
        for k in keys {
            index[g].insert(k, values.len());
            values.push((g, k));
        }
    }
    let none = usize::MAX;
    // Each candidate as its dense indices.
    let dense: Vec<Vec<[usize; GROUPS]>> = samples
        .iter()
        .map(|s| {
            s.candidates
                .iter()
                .map(|f| {
                    let mut d = [none; GROUPS];
                    for g in 0..GROUPS {
                        d[g] = index[g].get(&f[g]).copied().unwrap_or(none);
                    }
                    d
                })
                .collect()
        })
        .collect();
    let mut wins = vec![0f64; values.len()];
    for (s, d) in samples.iter().zip(&dense) {
        for &i in &d[s.chosen] {
            if i != none {
                wins[i] += 1.0;
            }
        }
    }
    let mut gamma = vec![1f64; values.len()];
    let strength = |gamma: &[f64], d: &[usize; GROUPS]| -> f64 {
        d.iter()
            .filter(|&&i| i != none)
            .map(|&i| gamma[i])
            .product()
    };
    for _ in 0..rounds {
        for g in 0..GROUPS {
            let mut denom = vec![0f64; values.len()];
            let mut strengths = Vec::new();
            for d in &dense {
                strengths.clear();
                strengths.extend(d.iter().map(|c| strength(&gamma, c)));
                let total: f64 = strengths.iter().sum();
                if total <= 0.0 {
                    continue;
                }
                for (c, s) in d.iter().zip(&strengths) {
                    let i = c[g];
                    if i != none {
                        denom[i] += s / gamma[i] / total;
                    }
                }
            }
            for (i, &(group, _)) in values.iter().enumerate() {
                if group == g {
                    let prior = 2.0 / (gamma[i] + 1.0);
                    gamma[i] = (wins[i] + 1.0) / (denom[i] + prior);
                }
            }
        }
    }
    let mut out = Gammas::default();
    for (i, &(g, k)) in values.iter().enumerate() {
        out.groups[g].insert(k, gamma[i] as f32);
    }
    out
}

/// The share of `samples` whose chosen move is the strongest candidate.
pub fn top_one(gammas: &Gammas, samples: &[Sample]) -> f64 {
    if samples.is_empty() {
        return 0.0;
    }
    let hits = samples
        .iter()
        .filter(|s| {
            let best = s
                .candidates
                .iter()
                .enumerate()
                .max_by(|a, b| gammas.strength(a.1).total_cmp(&gammas.strength(b.1)))
                .map(|(i, _)| i);
            best == Some(s.chosen)
        })
        .count();
    hits as f64 / samples.len() as f64
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::board::testing::{at, setup};

    /// White's stone on E6 (9x9) has one liberty, E7: Black captures there.
    pub(in crate::player) const CAPTURE_9: [&str; 9] = [
        ".........",
        ".........",
        ".........",
        "...XOX...",
        "....X....",
        ".........",
        ".........",
        ".........",
        ".........",
    ];

    /// The same on 19x19: White's K11 is in atari at K12.
    pub(in crate::player) fn capture_19() -> Vec<&'static str> {
        let mut rows = vec!["..................."; 19];
        rows[8] = "........XOX........";
        rows[9] = ".........X.........";
        rows
    }

    #[test]
    fn a_shape_and_its_mirror_have_one_code() {
        let b = setup(&[
            ".........",
            ".........",
            "...X.....",
            "...O.....",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
        ]);
        // E7 and C7 see the same stones mirrored.
        let shape_code = |b: &Board, c, v| shape_codes(b, c, v).0;
        let e = shape_code(&b, Color::Black, at(&b, "E7"));
        let c = shape_code(&b, Color::Black, at(&b, "C7"));
        assert_eq!(e, c);
        // The colours matter.
        assert_ne!(e, shape_code(&b, Color::White, at(&b, "E7")));
    }

    #[test]
    fn the_big_shape_sees_two_steps_along_the_lines_under_every_symmetry() {
        let b = setup(&[
            ".........",
            ".........",
            "...X.....",
            "...O..X..",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
        ]);
        let code = |v: &str, c: Color| shape_codes(&b, c, at(&b, v)).1;
        let shape_code = |b: &Board, c, v| shape_codes(b, c, v).0;
        // E6 and C6 see the same 3x3 mirrored, but only E6 has a stone
        // two steps away (G6; C6's mirror point, A6, is empty).
        assert_eq!(shape_code(&b, Color::Black, at(&b, "E6")), {
            shape_code(&b, Color::Black, at(&b, "C6"))
        });
        assert_ne!(code("E6", Color::Black), code("C6", Color::Black));
        // A stone two steps to the right of one point and two steps below
        // another, nothing else near: one code.
        let lone = setup(&[
            ".........",
            ".........",
            ".........",
            ".........",
            "....X....",
            ".........",
            ".........",
            ".........",
            ".........",
        ]);
        let big = |v: &str| shape_codes(&lone, Color::White, at(&lone, v)).1;
        assert_eq!(big("C5"), big("E7"));
        assert_eq!(big("C5"), big("G5"));
        assert_ne!(big("C5"), big("C4"));
        // Two steps off the board are told from empty points.
        assert_ne!(big("B5"), big("C5"));
    }

    #[test]
    fn a_capture_and_the_distance_to_the_last_move_are_seen() {
        let mut b = setup(&CAPTURE_9);
        let (v, last) = (at(&b, "E7"), at(&b, "E5"));
        let f = features(&mut b, Color::Black, v, Some(last), None);
        assert_eq!(f[CAPTURE], 1);
        assert_eq!(f[LAST], 2 + 2);
        assert_eq!(f[LAST2], 0);
    }

    #[test]
    fn a_ladder_is_read() {
        // White's E5 is in atari; extending to F5 leaves two liberties and
        // a ladder that works for Black on the empty board, and not when a
        // white stone stands in its path.
        let rows = super::super::ladder::tests::LADDER;
        let mut b = setup(&rows);
        let v = at(&b, "F5");
        let f = features(&mut b, Color::White, v, None, None);
        assert_eq!(f[ESCAPE], 1, "the ladder works");
        let mut rows2 = rows;
        rows2[1] = "......O..";
        let mut b = setup(&rows2);
        let f = features(&mut b, Color::White, v, None, None);
        assert_eq!(f[ESCAPE], 2, "the ladder breaker saves it");
    }

    #[test]
    fn the_fit_prefers_the_value_that_is_chosen() {
        // Two candidates a position; the one with value 1 in the capture
        // group is chosen three times in four.
        let mut a = [0u32; GROUPS];
        a[CAPTURE] = 1;
        let b = [0u32; GROUPS];
        let samples: Vec<Sample> = (0..400)
            .map(|i| Sample {
                candidates: vec![a, b],
                chosen: usize::from(i % 4 == 0),
            })
            .collect();
        let g = fit(&samples, 20, 1);
        let ratio = g.strength(&a) / g.strength(&b);
        assert!((ratio - 3.0).abs() < 0.2, "ratio {ratio}");
        assert_eq!(top_one(&g, &samples), 0.75);
    }

    #[test]
    fn the_table_in_use_reads_and_ranks_a_capture_over_a_lone_edge_move() {
        let table = Gammas::parse(include_str!("../../patterns/moves.txt")).unwrap();
        assert!(!table.is_empty());
        let mut b = setup(&capture_19());
        let last = Some(at(&b, "K10"));
        let capture = at(&b, "K12");
        let edge = at(&b, "A1");
        let fc = features(&mut b, Color::Black, capture, last, None);
        let fe = features(&mut b, Color::Black, edge, last, None);
        assert!(GAMMAS.strength(&fc) > 10.0 * GAMMAS.strength(&fe));
    }

    #[test]
    fn a_table_reads_back_what_it_wrote() {
        let mut g = Gammas::default();
        g.groups[SHAPE].insert(12345, 2.5);
        g.groups[LINE].insert(1, 0.25);
        let back = Gammas::parse(&g.to_text()).unwrap();
        assert_eq!(back.groups[SHAPE].get(&12345), Some(&2.5));
        assert_eq!(back.groups[LINE].get(&1), Some(&0.25));
        assert!(Gammas::parse("shape x 1").is_err());
        assert!(Gammas::parse("nothing 1 1").is_err());
        assert!(Gammas::parse("line 1 -1").is_err());
    }
}
