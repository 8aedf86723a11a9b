//! Megane: a Go engine speaking GTP, built around eye analysis.
//!
//! Layers, each using only those above it: [`board`] (strings, liberties,
//! hashing, trymove/popgo), [`game`] (the game record, SGF), [`player`]
//! (move generation), and [`gtp`] (the protocol edge, which owns no Go logic).

pub mod analysis;
pub mod board;
pub mod dragons;
pub mod engine;
pub mod eyes;
pub mod game;
pub mod gtp;
pub mod optics;
pub mod player;
pub mod reading;
pub mod regress;
pub mod worms;
