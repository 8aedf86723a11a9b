//! A game in progress: the record and the board it replays to.
//!
//! The board is derived from the record (setup, then events); `undo` and
//! loading rebuild it by replaying, so the two cannot drift apart. Every
//! operation that can fail checks first and changes nothing on failure.

use super::record::{Event, GameRecord};
use crate::board::{Board, Color, IllegalMove, Move, Vertex, MAX_SIZE};
use std::fmt;

/// Why a game operation was refused.
#[derive(Clone, Debug, PartialEq)]
pub enum GameError {
    Illegal(IllegalMove),
    BadSize(usize),
    CannotUndo,
    BoardNotEmpty,
    /// A record that does not replay (an SGF move onto a stone, say).
    BadRecord(String),
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::Illegal(e) => write!(f, "illegal move ({e})"),
            GameError::BadSize(n) => write!(f, "unacceptable size {n}"),
            GameError::CannotUndo => f.write_str("cannot undo"),
            GameError::BoardNotEmpty => f.write_str("board not empty"),
            GameError::BadRecord(why) => write!(f, "record does not replay: {why}"),
        }
    }
}

impl From<IllegalMove> for GameError {
    fn from(e: IllegalMove) -> Self {
        GameError::Illegal(e)
    }
}

/// Where a replay stopped: the event's index, its player and why.
type Stop = (usize, Color, IllegalMove);

#[derive(Clone, Debug)]
pub struct Game {
    record: GameRecord,
    board: Board,
    /// Stone hashes of every position so far, oldest first: the starting
    /// position, then one per event. Positional superko looks here.
    positions: Vec<u64>,
}

impl Game {
    pub fn new(size: usize, komi: f64) -> Game {
        Game::from_record(GameRecord::new(size, komi)).expect("an empty record always replays")
    }

    /// Replays a record into a game; fails if its size is out of range or
    /// one of its moves is illegal.
    pub fn from_record(record: GameRecord) -> Result<Game, GameError> {
        match Game::replay(record)? {
            (game, None) => Ok(game),
            (_, Some((i, _, e))) => Err(GameError::BadRecord(format!("event {}: {e}", i + 1))),
        }
    }

    /// Replays as much of a record as is legal, for loading files: stops
    /// before the first move that cannot be played (onto a stone, a
    /// suicide, a simple-ko retake), which is dropped with everything after
    /// it. Returns the game and, when it stopped, the index of that event in
    /// `record.events` and its player; the game then has no explicit player
    /// to move. Fails only on a size out of range.
    ///
    /// GNU Go stops only on an occupied point: it executes suicides and
    /// ignores ko when loading. We stop on those too, since the board never
    /// holds a position our own rules could not reach.
    pub fn from_record_prefix(
        record: GameRecord,
    ) -> Result<(Game, Option<(usize, Color)>), GameError> {
        let (game, stop) = Game::replay(record)?;
        Ok((game, stop.map(|(i, color, _)| (i, color))))
    }

    /// Replays `record` up to its first illegal event, which is returned
    /// with its index and player; the game's record ends before it.
    fn replay(mut record: GameRecord) -> Result<(Game, Option<Stop>), GameError> {
        if !(1..=MAX_SIZE).contains(&record.size) {
            return Err(GameError::BadSize(record.size));
        }
        let mut board = Board::new(record.size);
        let mut setup: Vec<(Vertex, Option<Color>)> = Vec::new();
        setup.extend(record.setup_black.iter().map(|&v| (v, Some(Color::Black))));
        setup.extend(record.setup_white.iter().map(|&v| (v, Some(Color::White))));
        board.set_stones(&setup);
        let mut positions = vec![board.hash()];
        let mut stop = None;
        for (i, event) in record.events.iter().enumerate() {
            match event {
                Event::Play(color, mv) => {
                    if let Err(e) = board.play(*color, *mv) {
                        stop = Some((i, *color, e));
                        break;
                    }
                }
                Event::Edit {
                    black,
                    white,
                    empty,
                } => edit(&mut board, black, white, empty),
            }
            positions.push(board.hash());
        }
        if let Some((i, _, _)) = stop {
            record.events.truncate(i);
            record.player_to_move = None;
        }
        Ok((
            Game {
                record,
                board,
                positions,
            },
            stop,
        ))
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    pub fn record(&self) -> &GameRecord {
        &self.record
    }

    pub fn size(&self) -> usize {
        self.record.size
    }

    pub fn komi(&self) -> f64 {
        self.record.komi
    }

    pub fn set_komi(&mut self, komi: f64) {
        self.record.komi = komi;
    }

    /// Empties the board and forgets the moves; size and komi stay.
    pub fn clear(&mut self) {
        *self = Game::new(self.record.size, self.record.komi);
    }

    /// Plays a move under simple ko and no suicide, as GTP's `play` does.
    /// Positional superko is not enforced here, because a controller's
    /// `play` reports a move its rules allowed; see [`Game::repeats_position`].
    pub fn play(&mut self, color: Color, mv: Move) -> Result<(), GameError> {
        if self.board.stack_depth() > 0 {
            // Trial moves vanish, but only once the move is known legal.
            let mut base = self.board.clone();
            while base.stack_depth() > 0 {
                base.popgo();
            }
            base.play(color, mv)?;
            self.board = base;
        } else {
            self.board.play(color, mv)?;
        }
        self.record.events.push(Event::Play(color, mv));
        self.record.player_to_move = None;
        self.positions.push(self.board.hash());
        Ok(())
    }

    /// Plays a trial move on top of the game (GTP `trymove`, or `tryko`
    /// with `ignore_ko`), outside the record. [`Game::pop_trial`] takes it
    /// back; playing a move, undo or any new game drops all of them.
    /// False, changing nothing, for an illegal move.
    pub fn try_move(&mut self, color: Color, v: Vertex, ignore_ko: bool) -> bool {
        if ignore_ko {
            self.board.tryko(color, v)
        } else {
            self.board.trymove(color, v)
        }
    }

    /// Takes back the last trial move; false if there is none.
    pub fn pop_trial(&mut self) -> bool {
        if self.board.stack_depth() == 0 {
            return false;
        }
        self.board.popgo();
        true
    }

    /// Would `color` playing `v` recreate an earlier whole-board position
    /// (positional superko)? False for illegal moves too.
    pub fn repeats_position(&mut self, color: Color, v: Vertex) -> bool {
        if !self.board.trymove(color, v) {
            return false;
        }
        let hash = self.board.hash();
        self.board.popgo();
        self.positions.contains(&hash)
    }

    /// Legal under simple ko and suicide, and no repetition of an earlier
    /// position: what our own move generation plays.
    pub fn is_legal_superko(&mut self, color: Color, v: Vertex) -> bool {
        self.board.is_legal(color, v) && !self.repeats_position(color, v)
    }

    /// Takes back the last move. Setup stones (handicap, SGF setup) and
    /// edits are not moves and stop the undo.
    pub fn undo(&mut self) -> Result<(), GameError> {
        match self.record.events.last() {
            Some(Event::Play(..)) => {
                let mut record = self.record.clone();
                record.events.pop();
                record.player_to_move = None;
                *self = Game::from_record(record).map_err(|_| GameError::CannotUndo)?;
                Ok(())
            }
            _ => Err(GameError::CannotUndo),
        }
    }

    /// The last move played, if the last event is a move.
    pub fn last_move(&self) -> Option<(Color, Move)> {
        match self.record.events.last() {
            Some(Event::Play(c, m)) => Some((*c, *m)),
            _ => None,
        }
    }

    /// Whose turn it is: an explicit SGF `PL`, else the opponent of the
    /// last mover, else white after a handicap, else black.
    pub fn to_move(&self) -> Color {
        if let Some(c) = self.record.player_to_move {
            return c;
        }
        match self.record.moves().next_back() {
            Some((c, _)) => c.opponent(),
            None if self.record.handicap > 0 => Color::White,
            None => Color::Black,
        }
    }

    /// True when no stone is on the board.
    pub fn board_is_empty(&self) -> bool {
        self.board.empty_count() == self.size() * self.size()
    }

    /// Puts handicap stones for black on an empty board. They are setup,
    /// not moves: the history restarts after them.
    pub fn place_handicap(&mut self, stones: &[Vertex]) -> Result<(), GameError> {
        if !self.board_is_empty() {
            return Err(GameError::BoardNotEmpty);
        }
        let mut record = GameRecord::new(self.record.size, self.record.komi);
        record.setup_black = stones.to_vec();
        record.setup_black.sort();
        record.handicap = stones.len();
        *self = Game::from_record(record)?;
        Ok(())
    }

    /// Sets up stones of both colours on an empty board (GoGui's
    /// `gogui-setup`): the position starts from them, with no moves. A
    /// point given twice, or given to both colours, is refused.
    pub fn setup(&mut self, black: &[Vertex], white: &[Vertex]) -> Result<(), GameError> {
        if !self.board_is_empty() {
            return Err(GameError::BoardNotEmpty);
        }
        let mut all: Vec<Vertex> = black.iter().chain(white).copied().collect();
        all.sort();
        if all.windows(2).any(|w| w[0] == w[1]) {
            return Err(GameError::BadRecord("a point is set up twice".into()));
        }
        let mut record = GameRecord::new(self.record.size, self.record.komi);
        record.setup_black = black.to_vec();
        record.setup_white = white.to_vec();
        record.setup_black.sort();
        record.setup_white.sort();
        *self = Game::from_record(record)?;
        Ok(())
    }

    /// Says who moves next, whatever the alternation would say (as SGF's
    /// `PL` does); the next move played hands the turn on as usual.
    pub fn set_player(&mut self, color: Color) {
        self.record.player_to_move = Some(color);
    }

    /// The number of handicap stones given in this game.
    pub fn handicap(&self) -> usize {
        self.record.handicap
    }
}

/// Applies a recorded edit (stones added or removed) to a board.
fn edit(board: &mut Board, black: &[Vertex], white: &[Vertex], empty: &[Vertex]) {
    let mut changes: Vec<(Vertex, Option<Color>)> = Vec::new();
    changes.extend(empty.iter().map(|&v| (v, None)));
    changes.extend(black.iter().map(|&v| (v, Some(Color::Black))));
    changes.extend(white.iter().map(|&v| (v, Some(Color::White))));
    board.set_stones(&changes);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(g: &Game, col: usize, row: usize) -> Vertex {
        g.board().vertex(col, row).unwrap()
    }

    /// Black B3 C4 C2, white D4 D2 E3 C3; black D3 captures C3 and takes
    /// a ko: white may not retake at C3 at once.
    fn ko_game() -> Game {
        let mut g = Game::new(5, 0.0);
        for (c, col, row) in [
            (Color::Black, 1, 2),
            (Color::White, 3, 3),
            (Color::Black, 2, 3),
            (Color::White, 3, 1),
            (Color::Black, 2, 1),
            (Color::White, 4, 2),
            (Color::Black, 4, 4),
            (Color::White, 2, 2),
            (Color::Black, 3, 2),
        ] {
            g.play(c, Some(v(&g, col, row))).unwrap();
        }
        g
    }

    #[test]
    fn failed_play_changes_nothing() {
        let mut g = Game::new(9, 6.5);
        let a = v(&g, 2, 2);
        g.play(Color::Black, Some(a)).unwrap();
        let before = g.record().clone();
        assert!(g.play(Color::White, Some(a)).is_err());
        assert_eq!(g.record(), &before);
        assert_eq!(g.to_move(), Color::White);
    }

    #[test]
    fn undo_restores_captures_and_ko() {
        let mut g = ko_game();
        assert_eq!(g.board().captures(Color::Black), 1);
        assert!(g.board().ko_point().is_some());
        g.play(Color::White, None).unwrap();
        assert!(g.board().ko_point().is_none());
        g.undo().unwrap();
        assert!(g.board().ko_point().is_some());
        g.undo().unwrap();
        assert_eq!(g.board().captures(Color::Black), 0);
        assert_eq!(g.board().color_at(v(&g, 2, 2)), Some(Color::White));
    }

    #[test]
    fn superko_detects_a_repeat() {
        // A ko: after black captures, white retakes at once is simple ko;
        // after two passes the retake is legal but repeats a position.
        let mut g = ko_game();
        let retake = v(&g, 2, 2);
        assert!(!g.board().is_legal(Color::White, retake));
        g.play(Color::White, None).unwrap();
        g.play(Color::Black, None).unwrap();
        assert!(g.board().is_legal(Color::White, retake));
        assert!(g.repeats_position(Color::White, retake));
        assert!(!g.is_legal_superko(Color::White, retake));
        // Plain play still accepts it (the controller's rules decide).
        g.play(Color::White, Some(retake)).unwrap();
    }

    #[test]
    fn replaying_a_prefix() {
        let mut r = GameRecord::new(9, 0.0);
        let (a, b) = (Vertex::from_col_row(4, 4), Vertex::from_col_row(2, 2));
        r.player_to_move = Some(Color::White);
        r.events = vec![
            Event::Play(Color::Black, Some(a)),
            Event::Play(Color::White, None),
            Event::Edit {
                black: vec![],
                white: vec![b],
                empty: vec![],
            },
            Event::Play(Color::Black, Some(b)),
            Event::Play(Color::White, Some(a)),
        ];
        // The whole record must replay for `from_record`...
        assert!(matches!(
            Game::from_record(r.clone()),
            Err(GameError::BadRecord(_))
        ));
        // ...while the prefix stops before the first illegal move.
        let (g, stop) = Game::from_record_prefix(r.clone()).unwrap();
        assert_eq!(stop, Some((3, Color::Black)));
        assert_eq!(g.record().events, r.events[..3]);
        assert_eq!(g.record().player_to_move, None);
        assert_eq!(g.to_move(), Color::Black);
        assert_eq!(g.board().color_at(b), Some(Color::White));
        r.events.truncate(3);
        let (g, stop) = Game::from_record_prefix(r.clone()).unwrap();
        assert_eq!(stop, None);
        assert_eq!(g.record(), &r);
        assert_eq!(g.to_move(), Color::White);
        r.size = 0;
        assert_eq!(
            Game::from_record_prefix(r).err(),
            Some(GameError::BadSize(0))
        );
    }

    #[test]
    fn handicap_is_setup_not_moves() {
        let mut g = Game::new(9, 0.5);
        let stones = [v(&g, 2, 2), v(&g, 6, 6)];
        g.place_handicap(&stones).unwrap();
        assert_eq!(g.handicap(), 2);
        assert_eq!(g.to_move(), Color::White);
        assert_eq!(g.undo(), Err(GameError::CannotUndo));
        assert_eq!(g.place_handicap(&stones), Err(GameError::BoardNotEmpty));
    }
}
