//! The tree search's playout policy: light random play made purposeful
//! near the last move, as Monte Carlo Go programs since MoGo do.
//!
//! In order, each tried with a high probability so the playouts stay
//! varied:
//! 1. answer an atari the last move made (capture it, or save the own
//!    string by extending or by capturing one of its attackers);
//! 2. answer a string the last move left with two liberties (an
//!    opponent's put in atari where running would not get it out, an own
//!    one lengthened or saved by a capture): such a string is one move
//!    from atari, and purely random replies take or free it by chance;
//! 3. a good 3x3 shape next to the last move (hane, cut, block; the
//!    table in [`shape_table`]);
//! 4. a random legal move that fills no own eye and puts no string of two
//!    or more stones into atari.
//!
//! Self-atari of several stones is what makes light playouts misjudge
//! nakade and seki; refusing it costs one liberty count per candidate.

use super::playout::is_eye_like;
use super::rng::Rng;
use crate::board::{Board, Color, Move, Vertex, STRIDE};
use once_cell::sync::Lazy;

/// Per mille chance of following each of the first three rules when it
/// applies (the rest of the time the move falls through to the next).
const ATARI_CHANCE: usize = 900;
const TWO_LIB_CHANCE: usize = 500;
const SHAPE_CHANCE: usize = 850;

/// Random candidates inspected before the policy gives up on avoiding
/// self-atari and takes any legal non-eye move.
const RANDOM_TRIES: usize = 8;

/// The policy's move for `color`, the opponent's last move being `last`.
/// A pass only when no legal move fills no own eye.
/// `libs` is scratch for liberty lists, kept by the caller across moves.
fn choose(
    board: &mut Board,
    color: Color,
    last: Move,
    rng: &mut Rng,
    libs: &mut Vec<Vertex>,
) -> Move {
    if let Some(l) = last {
        if rng.below(1000) < ATARI_CHANCE {
            if let Some(v) = atari_answer(board, color, l, rng, libs) {
                return Some(v);
            }
        }
        if rng.below(1000) < TWO_LIB_CHANCE {
            if let Some(v) = two_lib_answer(board, color, l, rng, libs) {
                return Some(v);
            }
        }
        if rng.below(1000) < SHAPE_CHANCE {
            if let Some(v) = shape_move(board, color, l, rng) {
                return Some(v);
            }
        }
    }
    random_move(board, color, rng)
}

/// Plays the policy for both sides from `first` until two passes or
/// `max_moves` turns; `record` sees every move played. Returns the number
/// of turns and whether two passes ended it.
pub fn run(
    board: &mut Board,
    first: Color,
    last: Move,
    rng: &mut Rng,
    max_moves: usize,
    mut record: impl FnMut(Color, Vertex),
) -> (usize, bool) {
    let mut color = first;
    let mut last = last;
    let mut passes = 0;
    let mut moves = 0;
    let mut libs = Vec::with_capacity(4);
    while moves < max_moves {
        let mv = choose(board, color, last, rng, &mut libs);
        let played = board.play(color, mv);
        debug_assert!(played.is_ok(), "the policy chose an illegal move");
        moves += 1;
        match mv {
            None => {
                passes += 1;
                if passes == 2 {
                    return (moves, true);
                }
            }
            Some(v) => {
                passes = 0;
                record(color, v);
            }
        }
        last = mv;
        color = color.opponent();
    }
    (moves, false)
}

/// True if a stone of `color` at `v` is legal, fills no own eye, and does
/// not leave a string of two or more stones (or one that captures nothing
/// and has a friend beside it) with a single liberty.
pub fn acceptable(board: &mut Board, color: Color, v: Vertex) -> bool {
    let p = v.index();
    let empty_neighbours = [p + 1, p - 1, p + STRIDE, p - STRIDE]
        .into_iter()
        .filter(|&q| board.cell(q) == 0)
        .count();
    if empty_neighbours >= 2 {
        // Two liberties at least, and not an eye: only legality is left
        // to check, and a point with an empty neighbour is legal unless
        // it is the ko point, which has none.
        return true;
    }
    if is_eye_like(board, color, v) {
        return false;
    }
    match board.preview(color, v, v, 2) {
        None => false,
        Some(p) => p.own_libs >= 2 || p.captured > 0 || !has_friend(board, color, v),
    }
}

fn has_friend(board: &Board, color: Color, v: Vertex) -> bool {
    board.neighbors(v).any(|n| board.color_at(n) == Some(color))
}

/// The answer to an atari around the last move `l` (an opponent stone):
/// capture the opponent string at or beside `l` that is in atari, or save
/// an own string beside `l` that the move put in atari.
fn atari_answer(
    board: &mut Board,
    color: Color,
    l: Vertex,
    rng: &mut Rng,
    libs: &mut Vec<Vertex>,
) -> Option<Vertex> {
    let mut found = Picks::default();
    let opponent = color.opponent();
    let (short, m) = stones_with_liberties(board, l, 1);
    for &(s, c) in &short[..m] {
        board.liberties_upto(s, 1, libs);
        let lib = libs[0];
        if c == opponent {
            if board.is_legal(color, lib) {
                found.push(lib);
            }
        } else {
            // Our string in atari: run if that gains liberties, or take an
            // attacker in atari.
            if board
                .preview(color, lib, lib, 3)
                .is_some_and(|p| p.own_libs >= 2)
            {
                found.push(lib);
            }
            if let Some(v) = capture_attacker(board, color, s, libs) {
                found.push(v);
            }
        }
    }
    found.pick(rng)
}

/// A move for a string at or beside the last move `l` with two
/// liberties: an opponent's put in atari where running at its other
/// liberty would still leave it at most two, an own one lengthened to
/// three liberties or more, or saved by capturing an attacker in atari.
/// One of those found, at random.
fn two_lib_answer(
    board: &mut Board,
    color: Color,
    l: Vertex,
    rng: &mut Rng,
    libs: &mut Vec<Vertex>,
) -> Option<Vertex> {
    let mut found = Picks::default();
    let opponent = color.opponent();
    let mut seen = [Vertex::from_index(0); 5];
    let mut seen_n = 0;
    let (short, m) = stones_with_liberties(board, l, 2);
    for &(s, c) in &short[..m] {
        let h = board.string_head(s);
        if seen[..seen_n].contains(&h) {
            continue;
        }
        seen[seen_n] = h;
        seen_n += 1;
        board.liberties_upto(s, 2, libs);
        let (a, b) = (libs[0], libs[1]);
        for (x, y) in [(a, b), (b, a)] {
            if found.is_full() {
                break;
            }
            if c == opponent {
                let atari_ok = board
                    .preview(color, x, s, 2)
                    .is_some_and(|p| p.own_libs >= 2 && p.target_libs == 1);
                if !atari_ok {
                    continue;
                }
                // The escape, read without playing the atari: its
                // liberties then less x, which the atari fills.
                let escape = board
                    .preview(opponent, y, s, 4)
                    .map_or(0, |p| p.target_libs);
                if escape.saturating_sub(1) <= 2 {
                    found.push(x);
                }
            } else if board
                .preview(color, x, s, 3)
                .is_some_and(|p| p.target_libs >= 3)
            {
                found.push(x);
            }
        }
        if c == color {
            if let Some(v) = capture_attacker(board, color, s, libs) {
                found.push(v);
            }
        }
    }
    found.pick(rng)
}

/// The moves a playout rule found, up to eight, without allocating: one
/// is drawn at random.
#[derive(Default)]
struct Picks {
    found: [Option<Vertex>; 8],
    n: usize,
}

impl Picks {
    /// Adds `v` if there is room (a rule finds a handful at most).
    fn push(&mut self, v: Vertex) {
        if let Some(slot) = self.found.get_mut(self.n) {
            *slot = Some(v);
            self.n += 1;
        }
    }

    fn is_full(&self) -> bool {
        self.n == self.found.len()
    }

    /// One of the moves found, uniformly; None if there are none.
    fn pick(&self, rng: &mut Rng) -> Option<Vertex> {
        (self.n > 0)
            .then(|| self.found[rng.below(self.n)])
            .flatten()
    }
}

/// The stones at or beside the last move `l` whose strings have exactly
/// `libs` liberties, with their colours, and how many (a string touching
/// `l` twice is listed twice): gathered before the caller's reading marks
/// the board, without allocating.
fn stones_with_liberties(board: &Board, l: Vertex, libs: usize) -> ([(Vertex, Color); 5], usize) {
    let (around, k) = point_and_neighbors(board, l);
    let mut out = [(l, Color::Black); 5];
    let mut n = 0;
    for &s in &around[..k] {
        if let Some(c) = board.color_at(s) {
            if board.liberty_count(s) == libs {
                out[n] = (s, c);
                n += 1;
            }
        }
    }
    (out, n)
}

/// `v` and its neighbours on the board: the points a last move at `v` can
/// have put in atari. Without allocating (playouts call this every move).
pub(super) fn point_and_neighbors(board: &Board, v: Vertex) -> ([Vertex; 5], usize) {
    let mut around = [v; 5];
    let mut k = 1;
    for m in board.neighbors(v) {
        around[k] = m;
        k += 1;
    }
    (around, k)
}

/// A liberty that captures an opponent string in atari touching the own
/// string at `s`.
fn capture_attacker(
    board: &mut Board,
    color: Color,
    s: Vertex,
    libs: &mut Vec<Vertex>,
) -> Option<Vertex> {
    // The strings in atari among its neighbours (`libs` is then free for
    // their liberties); a string has few such at once.
    let mut in_atari = [Vertex::from_index(0); 8];
    let mut n = 0;
    board.adjacent_strings(s, libs);
    for &h in libs.iter() {
        if board.liberty_count(h) == 1 && n < in_atari.len() {
            in_atari[n] = h;
            n += 1;
        }
    }
    for &h in &in_atari[..n] {
        board.liberties_upto(h, 1, libs);
        if board.is_legal(color, libs[0]) {
            return Some(libs[0]);
        }
    }
    None
}

/// A random empty point among the eight around `l` whose surroundings
/// match a good shape for `color`, and which is acceptable.
fn shape_move(board: &mut Board, color: Color, l: Vertex, rng: &mut Rng) -> Option<Vertex> {
    let p = l.index();
    let mut found = [Vertex::from_index(0); 8];
    let mut n = 0;
    for q in [
        p + STRIDE - 1,
        p + STRIDE,
        p + STRIDE + 1,
        p - 1,
        p + 1,
        p - STRIDE - 1,
        p - STRIDE,
        p - STRIDE + 1,
    ] {
        if !board.on_board(q) {
            continue;
        }
        let v = Vertex::from_index(q);
        if board.is_empty(v) && is_good_shape(board, v) && acceptable(board, color, v) {
            found[n] = v;
            n += 1;
        }
    }
    (n > 0).then(|| found[rng.below(n)])
}

/// A uniformly random acceptable move; after [`RANDOM_TRIES`] refusals,
/// the first legal move that fills no own eye (scanning on from a random
/// start); a pass if none.
pub fn random_move(board: &mut Board, color: Color, rng: &mut Rng) -> Move {
    let n = board.empty_count();
    if n == 0 {
        return None;
    }
    for _ in 0..RANDOM_TRIES.min(n) {
        let v = board.empty_point(rng.below(n));
        if acceptable(board, color, v) {
            return Some(v);
        }
    }
    super::playout::random_move(board, color, rng)
}

// --- 3x3 shapes -----------------------------------------------------------

/// The contents of a neighbour in a shape code: the board's own cell
/// values. The shape set holds every shape with its colours swapped too, so
/// one table serves both players.
const EMPTY: u16 = 0;
const BLACK: u16 = 1;
const WHITE: u16 = 2;
const EDGE: u16 = 3;

/// The eight neighbours of `p` as a 16-bit code, two bits each, in the
/// order north-west, north, north-east, west, east, south-west, south,
/// south-east.
#[inline(always)]
fn neighbourhood(board: &Board, p: usize) -> u16 {
    let c = |q: usize| u16::from(board.cell(q));
    (c(p + STRIDE - 1) << 14)
        | (c(p + STRIDE) << 12)
        | (c(p + STRIDE + 1) << 10)
        | (c(p - 1) << 8)
        | (c(p + 1) << 6)
        | (c(p - STRIDE - 1) << 4)
        | (c(p - STRIDE) << 2)
        | c(p - STRIDE + 1)
}

/// Is a move at the empty point `v` a good 3x3 shape (for either player:
/// the shapes hold with the colours swapped)?
#[inline]
pub fn is_good_shape(board: &Board, v: Vertex) -> bool {
    SHAPES[neighbourhood(board, v.index()) as usize]
}

/// The shapes, as 3x3 diagrams with the move in the middle. `X` and `O`
/// are stones of the two colours (either may be the mover: each shape is
/// also read with the colours swapped), `.` empty, `#` off the board, `?`
/// anything, `x` anything but an `X` stone, `o` anything but an `O` stone.
/// They are the classic MoGo shapes: hane, cut, and their edge forms.
const SHAPE_DIAGRAMS: &[&str] = &[
    // hane that encloses a stone
    "XOX ... ???",
    // hane that leaves no cut
    "XO. ... ?.?",
    // bend around a stone (magari)
    "XO? X.. x.?",
    // diagonal attachment
    ".O. X.. ...",
    // cutting where the cut is open
    "XO? O.o ?o?",
    // cutting through a peep
    "XO? O.X ???",
    // pushing between two stones (de)
    "?X? O.O ooo",
    // cutting a knight's move
    "OX? o.O ???",
    // on the edge: chasing along the side
    "X.? O.? ###",
    // on the edge: blocking a cut
    "OX? X.O ###",
    // on the edge: blocking the connection underneath
    "?X? x.O ###",
    // on the edge: descending (sagari)
    "?XO x.x ###",
    // on the edge: cutting
    "?OX X.O ###",
];

/// Every neighbourhood code, true where some shape matches in some
/// rotation, reflection or colour swap.
static SHAPES: Lazy<Vec<bool>> = Lazy::new(shape_table);

/// Builds [`SHAPES`].
fn shape_table() -> Vec<bool> {
    let mut table = vec![false; 1 << 16];
    for diagram in SHAPE_DIAGRAMS {
        let cells: Vec<char> = diagram.chars().filter(|c| !c.is_whitespace()).collect();
        debug_assert_eq!(cells.len(), 9);
        for grid in symmetries(&cells) {
            for swap in [false, true] {
                for code in 0..(1u32 << 16) {
                    if matches(&grid, code as u16, swap) {
                        table[code as usize] = true;
                    }
                }
            }
        }
    }
    table
}

/// The eight rotations and reflections of a 3x3 grid (row-major).
fn symmetries(cells: &[char]) -> Vec<[char; 9]> {
    let at = |g: &[char; 9], r: usize, c: usize| g[r * 3 + c];
    let mut base = [' '; 9];
    base.copy_from_slice(cells);
    let mut out = Vec::new();
    let mut g = base;
    for _ in 0..4 {
        out.push(g);
        let mut mirrored = [' '; 9];
        for r in 0..3 {
            for c in 0..3 {
                mirrored[r * 3 + c] = at(&g, r, 2 - c);
            }
        }
        out.push(mirrored);
        let mut rotated = [' '; 9];
        for r in 0..3 {
            for c in 0..3 {
                rotated[r * 3 + c] = at(&g, 2 - c, r);
            }
        }
        g = rotated;
    }
    out
}

/// Does `code` (as [`neighbourhood`] writes it) fit the grid? `X` is
/// Black and `O` White, or the other way round with `swap`.
fn matches(grid: &[char; 9], code: u16, swap: bool) -> bool {
    let (x, o) = if swap { (WHITE, BLACK) } else { (BLACK, WHITE) };
    let mut k = 0;
    for (i, &ch) in grid.iter().enumerate() {
        if i == 4 {
            continue;
        }
        let shift = 2 * (7 - k);
        k += 1;
        let cell = (code >> shift) & 3;
        let ok = match ch {
            '?' => true,
            '.' => cell == EMPTY,
            '#' => cell == EDGE,
            'X' => cell == x,
            'O' => cell == o,
            'x' => cell != x,
            'o' => cell != o,
            _ => false,
        };
        if !ok {
            return false;
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::board::testing::{at, setup as board};

    /// Black's answers to White's last move at `last`, by `rule`, in 20
    /// playouts' worth of random draws.
    fn black_answers(
        rows: &[&str],
        last: &str,
        rule: fn(&mut Board, Color, Vertex, &mut Rng, &mut Vec<Vertex>) -> Option<Vertex>,
    ) -> (Board, Vec<Option<Vertex>>) {
        let mut b = board(rows);
        let mut rng = Rng::new(5);
        let last = at(&b, last);
        let answers = (0..20)
            .map(|_| rule(&mut b, Color::Black, last, &mut rng, &mut Vec::new()))
            .collect();
        (b, answers)
    }

    #[test]
    fn captures_the_last_stone_when_in_atari() {
        // White's last move A2 has one liberty left, A1.
        let rows = [".....", ".....", "X....", "OX...", "....."];
        let (b, answers) = black_answers(&rows, "A2", atari_answer);
        assert!(answers.iter().all(|&mv| mv == Some(at(&b, "A1"))));
    }

    #[test]
    fn a_short_string_is_put_in_atari_on_the_side_it_cannot_run_from() {
        // White's last move C2 has two liberties. Black D2 leaves it C1 to
        // run to, where it gets two liberties only; Black C1 would let it
        // run out at D2.
        let rows = [".....", ".....", "..X..", ".XO..", "....."];
        let (b, answers) = black_answers(&rows, "C2", two_lib_answer);
        assert!(
            answers.iter().all(|&mv| mv == Some(at(&b, "D2"))),
            "{answers:?}"
        );
    }

    #[test]
    fn an_own_short_string_is_lengthened() {
        // White's last move C1 leaves Black's C3-C2 with C4 and D3;
        // either extension gives it three liberties or more.
        let rows = [".....", ".....", ".OX..", ".OXO.", "..O.."];
        let (b, answers) = black_answers(&rows, "C1", two_lib_answer);
        let wanted = [at(&b, "C4"), at(&b, "D3")];
        assert!(
            answers
                .iter()
                .all(|mv| mv.is_some_and(|v| wanted.contains(&v))),
            "{answers:?}"
        );
    }

    #[test]
    fn saves_a_string_by_extending() {
        // White's last move C3 ataris the black stone at C2: extending to
        // D2 gives it three liberties.
        let mut b = board(&[
            ".....", //
            ".....", //
            "..O..", //
            ".OX..", //
            "..O..",
        ]);
        let mut rng = Rng::new(1);
        let last = at(&b, "C3");
        let mv = atari_answer(&mut b, Color::Black, last, &mut rng, &mut Vec::new());
        assert_eq!(mv, Some(at(&b, "D2")));
    }

    #[test]
    fn never_fills_own_eye_and_avoids_big_self_atari() {
        let mut b = board(&[
            ".X...", //
            "XX...", //
            ".....", //
            ".....", //
            ".....",
        ]);
        let eye = at(&b, "A5");
        assert!(!acceptable(&mut b, Color::Black, eye));
        let mut rng = Rng::new(3);
        for _ in 0..200 {
            assert_ne!(random_move(&mut b, Color::Black, &mut rng), Some(eye));
        }
    }

    #[test]
    fn self_atari_of_two_stones_is_refused_but_a_throw_in_is_not() {
        // Black at C1 would join B1 with one liberty left.
        let mut b = board(&[
            ".....", //
            ".....", //
            "OO...", //
            "XXO..", //
            ".X.O.",
        ]);
        let c1 = at(&b, "C1");
        assert!(!acceptable(&mut b, Color::Black, c1));
        // A lone white stone at A1 with one liberty is allowed.
        let mut b = board(&[
            ".....", //
            ".....", //
            ".....", //
            "..X..", //
            ".X...",
        ]);
        let a1 = at(&b, "A1");
        assert!(acceptable(&mut b, Color::White, a1));
    }

    #[test]
    fn shape_table_is_symmetric_and_selective() {
        let matched = SHAPES.iter().filter(|&&m| m).count();
        assert!(matched > 100 && matched < 1 << 14, "{matched}");
        // The enclosing hane, read both ways up and for both colours.
        let b = board(&[
            ".....", //
            ".XOX.", //
            ".....", //
            ".....", //
            ".....",
        ]);
        let under = at(&b, "C3");
        assert!(is_good_shape(&b, under));
        let far = at(&b, "C1");
        assert!(!is_good_shape(&b, far));
        // Every shape comes with its colours swapped.
        let swap = |code: usize| {
            (0..8).fold(0, |acc, k| {
                let cell = (code >> (2 * k)) & 3;
                let swapped = match cell {
                    1 => 2,
                    2 => 1,
                    c => c,
                };
                acc | (swapped << (2 * k))
            })
        };
        assert!((0..1 << 16).all(|c| SHAPES[c] == SHAPES[swap(c)]));
    }

    #[test]
    fn playouts_end_and_are_deterministic() {
        for size in [5, 9, 13, 19] {
            let run_once = |seed| {
                let mut b = Board::new(size);
                let mut rng = Rng::new(seed);
                let mut n = 0;
                let (moves, two) = run(
                    &mut b,
                    Color::Black,
                    None,
                    &mut rng,
                    3 * size * size,
                    |_, _| n += 1,
                );
                (moves, two, n, super::super::playout::area_score(&b))
            };
            let a = run_once(5);
            assert_eq!(a, run_once(5));
            assert!(a.1, "size {size}: no two passes in {} moves", a.0);
        }
    }
}
