//! The `showboard` diagram, laid out as GNU Go draws it: column letters
//! above and below, row numbers both sides, `X` black, `O` white, `+` on
//! star points, and the capture counts beside the lowest rows.

use crate::board::{column_letter, Board, Color, Vertex};

/// Star points drawn as `+`: the 3-3 points (4-4 from 12x12) and, on odd
/// boards, the centre (and the side points from 12x12). Boards under 6 get
/// the centre, and 5x5 its 2-2 points too.
fn is_star_point(size: usize, col: usize, row: usize) -> bool {
    let odd = size % 2 == 1;
    let mid = size / 2;
    if size < 6 {
        let centre = odd && col == mid && row == mid;
        let two_two = size == 5 && [1, 3].contains(&col) && [1, 3].contains(&row);
        return centre || two_two;
    }
    let d = if size <= 11 { 2 } else { 3 };
    let line = |x: usize| x == d || x == size - 1 - d;
    if line(col) && line(row) {
        return true;
    }
    if !odd {
        return false;
    }
    if size <= 11 {
        col == mid && row == mid
    } else {
        (col == mid || line(col)) && (row == mid || line(row))
    }
}

/// The diagram, starting with a newline so that it begins below `= `.
pub fn diagram(board: &Board) -> String {
    let size = board.size();
    let letters: String = (0..size)
        .map(|c| format!(" {}", column_letter(c)))
        .collect();
    let mut out = format!("\n  {letters}\n");
    // Row labels (1-based) that carry the capture captions.
    let (white_row, black_row) = if size < 10 {
        (2, 1)
    } else {
        (size - 8, size - 9)
    };
    for row in (0..size).rev() {
        out.push_str(&format!("{:2}", row + 1));
        for col in 0..size {
            let v = Vertex::from_col_row(col, row);
            let c = match board.color_at(v) {
                Some(Color::Black) => 'X',
                Some(Color::White) => 'O',
                None if is_star_point(size, col, row) => '+',
                None => '.',
            };
            out.push(' ');
            out.push(c);
        }
        out.push_str(&format!(" {}", row + 1));
        if row + 1 == white_row {
            out.push_str(&format!(
                "     WHITE (O) has captured {} stones",
                board.captures(Color::White)
            ));
        }
        if row + 1 == black_row {
            out.push_str(&format!(
                "     BLACK (X) has captured {} stones",
                board.captures(Color::Black)
            ));
        }
        out.push('\n');
    }
    out.push_str(&format!("  {letters}"));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn star_points() {
        let stars = |size: usize| -> Vec<String> {
            let b = Board::new(size);
            b.vertices()
                .filter(|v| is_star_point(size, v.col(), v.row()))
                .map(|v| v.to_gtp())
                .collect()
        };
        assert_eq!(stars(19).len(), 9);
        assert_eq!(stars(9), vec!["C3", "G3", "E5", "C7", "G7"]);
        assert_eq!(stars(13).len(), 9);
        assert_eq!(stars(10).len(), 4);
        assert_eq!(stars(3), vec!["B2"]);
        assert_eq!(stars(1), vec!["A1"]);
        assert!(stars(4).is_empty());
    }

    #[test]
    fn small_board_layout() {
        let b = Board::new(2);
        assert_eq!(
            diagram(&b),
            "\n   A B\n 2 . . 2     WHITE (O) has captured 0 stones\n 1 . . 1     BLACK (X) has captured 0 stones\n   A B"
        );
    }
}
