//! The player: one move decision ([`genmove`]) over a Monte Carlo tree
//! search ([`search`], [`tree`]) with its playouts ([`playout`],
//! [`policy`]), the clock ([`clock`]), the komi it searches for
//! ([`dynamic_komi`]) and the end-of-game ownership playouts ([`score`]).

pub mod clock;
pub mod dynamic_komi;
pub mod genmove;
pub mod ladder;
pub mod patterns;
pub mod playout;
pub mod policy;
pub mod rng;
pub mod score;
pub mod search;
pub mod simple;
pub mod tree;

/// Test positions for the move policies.
#[cfg(test)]
pub(crate) mod testing {
    use crate::board::Vertex;
    use crate::game::{Game, GameRecord};

    /// A game whose setup is drawn top row first: `X` black, `O` white.
    pub fn game(rows: &[&str], komi: f64) -> Game {
        let size = rows.len();
        let mut record = GameRecord::new(size, komi);
        for (i, line) in rows.iter().enumerate() {
            for (col, ch) in line.chars().enumerate() {
                let v = Vertex::from_col_row(col, size - 1 - i);
                match ch {
                    'X' => record.setup_black.push(v),
                    'O' => record.setup_white.push(v),
                    _ => {}
                }
            }
        }
        Game::from_record(record).unwrap()
    }
}
