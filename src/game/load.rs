//! `loadsgf`: a parsed SGF record turned into a game, possibly stopped
//! before a given move number or before the first move at a vertex.

use super::record::{Event, GameRecord};
use super::sgf::LoadedSgf;
use super::state::{Game, GameError};
use crate::board::{Color, Vertex};

/// Where loading stops.
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum LoadUntil {
    /// The whole main line.
    End,
    /// Before move number `n` (counting moves and passes from 1).
    MoveNumber(usize),
    /// Before the first move played at this vertex.
    Vertex(Vertex),
}

/// Builds the game and tells whose turn it is: the player of the move
/// where loading stopped, or the player to move after the last one.
pub fn load_game(loaded: LoadedSgf, until: LoadUntil) -> Result<(Game, Color), GameError> {
    let LoadedSgf { mut record, komi } = loaded;
    // Without KM, a common default: 5.5, or 0.5 in a handicap game.
    record.komi = komi.unwrap_or(if record.handicap > 0 { 0.5 } else { 5.5 });
    let (record, stopped_at) = truncate(record, until);
    let game = Game::from_record(record)?;
    let to_move = stopped_at.unwrap_or_else(|| game.to_move());
    Ok((game, to_move))
}

/// Cuts the record's events before the stopping move; returns the color
/// of that move when loading stopped early.
fn truncate(mut record: GameRecord, until: LoadUntil) -> (GameRecord, Option<Color>) {
    let mut moves_seen = 0;
    let stop = record.events.iter().position(|e| match (e, until) {
        (Event::Play(..), LoadUntil::MoveNumber(n)) => {
            moves_seen += 1;
            moves_seen >= n
        }
        (Event::Play(_, Some(v)), LoadUntil::Vertex(at)) => *v == at,
        _ => false,
    });
    match stop {
        Some(i) => {
            let color = match record.events[i] {
                Event::Play(c, _) => c,
                Event::Edit { .. } => unreachable!("only moves stop loading"),
            };
            record.events.truncate(i);
            record.player_to_move = None;
            (record, Some(color))
        }
        None => (record, None),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::sgf::parse_record;

    const GAME: &str = "(;GM[1]FF[4]SZ[9]KM[7.5];B[cc];W[gg];B[cg];W[];B[gc];W[tt];B[ee];W[hg])";

    #[test]
    fn whole_file_and_turn() {
        let (g, c) = load_game(parse_record(GAME).unwrap(), LoadUntil::End).unwrap();
        assert_eq!(g.record().moves().count(), 8);
        assert_eq!(c, Color::Black);
        assert_eq!(g.komi(), 7.5);
    }

    #[test]
    fn stops_before_move_number() {
        let (g, c) = load_game(parse_record(GAME).unwrap(), LoadUntil::MoveNumber(3)).unwrap();
        assert_eq!(g.record().moves().count(), 2);
        assert_eq!(c, Color::Black);
        let (g, c) = load_game(parse_record(GAME).unwrap(), LoadUntil::MoveNumber(1)).unwrap();
        assert_eq!(g.record().moves().count(), 0);
        assert_eq!(c, Color::Black);
        let (g, _) = load_game(parse_record(GAME).unwrap(), LoadUntil::MoveNumber(100)).unwrap();
        assert_eq!(g.record().moves().count(), 8);
    }

    #[test]
    fn stops_before_vertex() {
        let loaded = parse_record(GAME).unwrap();
        let e5 = Vertex::from_col_row(4, 4);
        let (g, c) = load_game(loaded, LoadUntil::Vertex(e5)).unwrap();
        assert_eq!(g.record().moves().count(), 6);
        assert_eq!(c, Color::Black);
    }

    #[test]
    fn default_komi() {
        let (g, _) = load_game(parse_record("(;SZ[9];B[ee])").unwrap(), LoadUntil::End).unwrap();
        assert_eq!(g.komi(), 5.5);
    }

    #[test]
    fn illegal_move_in_file_fails() {
        let bad = parse_record("(;SZ[9];B[ee];W[ee])").unwrap();
        assert!(load_game(bad, LoadUntil::End).is_err());
    }
}
