//! The game record: everything needed to rebuild the position from scratch.
//!
//! `undo`, `printsgf` and `move_history` all read this one record, and the
//! board is always what replaying it gives, so they can never disagree.

use crate::board::{Color, Move, Vertex};

/// A change made to the position, in the order it happened.
#[derive(Clone, Debug, PartialEq)]
pub enum Event {
    /// A move (possibly a pass) by a player.
    Play(Color, Move),
    /// Stones added or removed without being played (SGF AB/AW/AE in a
    /// node after the first move). Vertices listed in `empty` are cleared.
    Edit {
        black: Vec<Vertex>,
        white: Vec<Vertex>,
        empty: Vec<Vertex>,
    },
}

/// Setup, then events. Komi and handicap are metadata for scoring and SGF.
#[derive(Clone, Debug, PartialEq)]
pub struct GameRecord {
    pub size: usize,
    pub komi: f64,
    /// Number of handicap stones given (GTP `get_handicap`).
    pub handicap: usize,
    /// Stones on the board before the first event (handicap, SGF root setup).
    pub setup_black: Vec<Vertex>,
    pub setup_white: Vec<Vertex>,
    pub events: Vec<Event>,
    /// Player to move when the record says so explicitly (SGF `PL`), which
    /// overrides the usual alternation after the last event.
    pub player_to_move: Option<Color>,
}

impl GameRecord {
    pub fn new(size: usize, komi: f64) -> GameRecord {
        GameRecord {
            size,
            komi,
            handicap: 0,
            setup_black: Vec::new(),
            setup_white: Vec::new(),
            events: Vec::new(),
            player_to_move: None,
        }
    }

    /// The moves played, oldest first, skipping setup edits.
    pub fn moves(&self) -> impl DoubleEndedIterator<Item = (Color, Move)> + '_ {
        self.events.iter().filter_map(|e| match e {
            Event::Play(c, m) => Some((*c, *m)),
            Event::Edit { .. } => None,
        })
    }
}
