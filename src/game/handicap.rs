//! Fixed handicap placement, as GTP's `fixed_handicap` defines it: the
//! star points of the 3-3 line on small boards, of the 4-4 line from 12x12.

use crate::board::{Board, Vertex};

/// Most fixed handicap stones a board of `size` takes: nine where the board
/// has a centre and sides (odd sizes from 9), four on other boards from 7,
/// none below.
pub fn max_fixed_handicap(size: usize) -> usize {
    match size {
        0..=6 => 0,
        s if s >= 9 && s % 2 == 1 => 9,
        _ => 4,
    }
}

/// The `n` fixed handicap points for a board, or None if `n` is not
/// between 2 and [`max_fixed_handicap`].
pub fn fixed_handicap_points(board: &Board, n: usize) -> Option<Vec<Vertex>> {
    let size = board.size();
    if n < 2 || n > max_fixed_handicap(size) {
        return None;
    }
    let low = if size <= 11 { 2 } else { 3 };
    let high = size - 1 - low;
    let mid = size / 2;
    // (col, row) with row 0 at the bottom. The corners go first in the
    // order players place them: upper right, lower left, upper left, lower
    // right; then the centre for odd counts and the side points.
    let mut points = vec![(high, high), (low, low)];
    if n >= 3 {
        points.push((low, high));
    }
    if n >= 4 {
        points.push((high, low));
    }
    if n >= 6 {
        points.push((low, mid));
        points.push((high, mid));
    }
    if n >= 8 {
        points.push((mid, low));
        points.push((mid, high));
    }
    if n % 2 == 1 && n >= 5 {
        points.push((mid, mid));
    }
    Some(
        points
            .into_iter()
            .filter_map(|(c, r)| board.vertex(c, r))
            .collect(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(size: usize, n: usize) -> Vec<String> {
        let b = Board::new(size);
        let mut v: Vec<_> = fixed_handicap_points(&b, n)
            .unwrap()
            .into_iter()
            .map(|v| v.to_gtp())
            .collect();
        v.sort();
        v
    }

    #[test]
    fn nine_stones_on_19x19_are_the_star_points() {
        let mut expect: Vec<String> = ["D4", "K4", "Q4", "D10", "K10", "Q10", "D16", "K16", "Q16"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        expect.sort();
        assert_eq!(names(19, 9), expect);
    }

    #[test]
    fn counts_and_lines() {
        assert_eq!(names(9, 2), vec!["C3", "G7"]);
        assert_eq!(names(13, 5), {
            let mut v = vec!["D10", "K10", "G7", "D4", "K4"];
            v.sort();
            v
        });
        assert_eq!(max_fixed_handicap(6), 0);
        assert_eq!(max_fixed_handicap(8), 4);
        assert_eq!(max_fixed_handicap(10), 4);
        assert_eq!(max_fixed_handicap(25), 9);
        assert!(fixed_handicap_points(&Board::new(9), 1).is_none());
        assert!(fixed_handicap_points(&Board::new(7), 5).is_none());
        for size in 7..=25 {
            for n in 2..=max_fixed_handicap(size) {
                assert_eq!(
                    fixed_handicap_points(&Board::new(size), n).unwrap().len(),
                    n
                );
            }
        }
    }
}
