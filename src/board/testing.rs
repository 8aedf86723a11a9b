//! Test helpers shared by the layers above the board: positions from
//! diagrams and vertices from GTP names.

use super::*;

/// Builds a position from rows written top row first: `X` black, `O` white.
pub fn setup(rows: &[&str]) -> Board {
    let size = rows.len();
    let mut b = Board::new(size);
    let mut changes = Vec::new();
    for (i, line) in rows.iter().enumerate() {
        for (col, ch) in line.chars().filter(|c| !c.is_whitespace()).enumerate() {
            let v = Vertex::from_col_row(col, size - 1 - i);
            match ch {
                'X' => changes.push((v, Some(Color::Black))),
                'O' => changes.push((v, Some(Color::White))),
                _ => {}
            }
        }
    }
    b.set_stones(&changes);
    b.validate().unwrap();
    b
}

pub fn at(b: &Board, s: &str) -> Vertex {
    let col = s.as_bytes()[0];
    let col = (col - b'A' - u8::from(col > b'I')) as usize;
    let row: usize = s[1..].parse().unwrap();
    b.vertex(col, row - 1).unwrap()
}
