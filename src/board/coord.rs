//! Colors and vertices: the vocabulary every layer shares.
//!
//! A [`Vertex`] is an index into the board's flat array (row-major, with a
//! one-point border all round), so layers can use it directly as an array
//! index. Converting to human coordinates needs the board size only for GTP's
//! row numbers and SGF's letters, which count from different edges.

use std::fmt;

/// Largest board side we support (GTP allows up to 25).
pub const MAX_SIZE: usize = 25;
/// Distance between vertically adjacent points in the flat array.
pub const STRIDE: usize = MAX_SIZE + 2;
/// Length of every per-point array: the playing area plus its border.
pub const BOARD_LEN: usize = STRIDE * STRIDE;

/// A stone color, or a player.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Color {
    Black,
    White,
}

impl Color {
    #[inline]
    pub fn opponent(self) -> Color {
        match self {
            Color::Black => Color::White,
            Color::White => Color::Black,
        }
    }

    /// 0 for black, 1 for white: an index into per-color tables.
    #[inline]
    pub fn index(self) -> usize {
        self as usize
    }

    /// Lower-case English name, as GTP answers print it.
    pub fn name(self) -> &'static str {
        match self {
            Color::Black => "black",
            Color::White => "white",
        }
    }

    /// The one-letter SGF property name (`B` or `W`).
    pub fn letter(self) -> char {
        match self {
            Color::Black => 'B',
            Color::White => 'W',
        }
    }
}

/// A point on the board: an index into the flat array.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Vertex(u16);

impl Vertex {
    /// The vertex at column `col` and row `row`, both counted from 0 at the
    /// lower-left corner (GTP's `A1`). Callers check bounds against the size.
    #[inline]
    pub fn from_col_row(col: usize, row: usize) -> Vertex {
        debug_assert!(col < MAX_SIZE && row < MAX_SIZE);
        Vertex(((row + 1) * STRIDE + col + 1) as u16)
    }

    /// Wraps a raw array index (which may be a border point).
    #[inline]
    pub fn from_index(index: usize) -> Vertex {
        debug_assert!(index < BOARD_LEN);
        Vertex(index as u16)
    }

    #[inline]
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// Column counted from 0 at the left edge.
    #[inline]
    pub fn col(self) -> usize {
        self.index() % STRIDE - 1
    }

    /// Row counted from 0 at the bottom edge (GTP row 1).
    #[inline]
    pub fn row(self) -> usize {
        self.index() / STRIDE - 1
    }

    /// GTP notation (`A1`..`Z25`, no `I`), upper case.
    pub fn to_gtp(self) -> String {
        format!("{}{}", column_letter(self.col()), self.row() + 1)
    }
}

impl fmt::Display for Vertex {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", column_letter(self.col()), self.row() + 1)
    }
}

/// GTP's column letter: A..Z skipping I.
pub fn column_letter(col: usize) -> char {
    let c = b'A' + col as u8;
    (if c >= b'I' { c + 1 } else { c }) as char
}

/// A move: a stone at a vertex, or a pass.
pub type Move = Option<Vertex>;

/// GTP text for a move: the vertex, or `PASS`.
pub fn move_to_gtp(mv: Move) -> String {
    match mv {
        Some(v) => v.to_gtp(),
        None => "PASS".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gtp_letters_skip_i() {
        assert_eq!(column_letter(7), 'H');
        assert_eq!(column_letter(8), 'J');
        assert_eq!(column_letter(24), 'Z');
        assert_eq!(Vertex::from_col_row(8, 0).to_gtp(), "J1");
        assert_eq!(Vertex::from_col_row(0, 18).to_gtp(), "A19");
    }

    #[test]
    fn col_row_round_trip() {
        for col in 0..MAX_SIZE {
            for row in 0..MAX_SIZE {
                let v = Vertex::from_col_row(col, row);
                assert_eq!((v.col(), v.row()), (col, row));
            }
        }
    }
}
