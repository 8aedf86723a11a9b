//! The game: the record, the position it replays to, handicap and SGF.

mod handicap;
mod load;
mod record;
pub mod sgf;
mod state;

pub use handicap::{fixed_handicap_points, max_fixed_handicap};
pub use load::{load_game, LoadUntil};
pub use record::{Event, GameRecord};
pub use state::{Game, GameError};
