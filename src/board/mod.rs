//! The board: a flat array with a border, strings kept incrementally, a
//! Zobrist hash, and `trymove`/`popgo` for reading. Every analysis layer
//! stands on this module, so it is small, exact and checked by `validate`.

mod coord;
mod fasthash;
mod position;
mod zobrist;

#[cfg(test)]
pub(crate) mod testing;
#[cfg(test)]
mod tests;

pub use coord::{column_letter, move_to_gtp, Color, Move, Vertex, BOARD_LEN, MAX_SIZE, STRIDE};
pub use fasthash::{FastHasher, FastMap};
pub use position::{Board, IllegalMove, Preview};
pub use zobrist::{mix, splitmix64};
