//! Move generation: random playouts and the move policy.

pub mod playout;
pub mod rng;
pub mod score;
pub mod simple;
