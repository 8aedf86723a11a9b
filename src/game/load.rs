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
///
/// Like GNU Go, loading also stops (successfully) before the first move of
/// the file that cannot be played: onto a stone, or with a coordinate off
/// the board ([`LoadedSgf::stopped_at`]); the moves before it stay. We stop
/// before a suicide or a simple-ko retake as well, where GNU Go plays the
/// suicide and ignores ko (see [`Game::from_record_prefix`]).
pub fn load_game(loaded: LoadedSgf, until: LoadUntil) -> Result<(Game, Color), GameError> {
    let LoadedSgf {
        mut record,
        komi,
        stopped_at,
    } = loaded;
    // Without KM, a common default: 5.5, or 0.5 in a handicap game.
    record.komi = komi.unwrap_or(if record.handicap > 0 { 0.5 } else { 5.5 });
    let (record, until_stop) = truncate(record, until);
    let (game, illegal) = Game::from_record_prefix(record)?;
    // The earliest stop wins: an illegal move lies before the `until` cut
    // (which was made first), and the reader's stop is after every event.
    let to_move = illegal
        .map(|(_, color)| color)
        .or(until_stop)
        .or(stopped_at)
        .unwrap_or_else(|| game.to_move());
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

    fn load(text: &str, until: LoadUntil) -> (Game, Color) {
        load_game(parse_record(text).unwrap(), until).unwrap()
    }

    fn history(g: &Game) -> Vec<String> {
        let gtp = |m: Option<Vertex>| m.map_or("PASS".into(), |v| v.to_gtp());
        g.record()
            .moves()
            .map(|(c, m)| format!("{} {}", c.letter(), gtp(m)))
            .collect()
    }

    /// Formerly a failed load: like GNU Go, loading stops before a move
    /// onto a stone, keeps the moves before it, and answers that move's
    /// player.
    #[test]
    fn occupied_point_stops_loading() {
        let (g, c) = load("(;GM[1]FF[4]SZ[9]\n;B[ee];W[ee];B[cc])", LoadUntil::End);
        assert_eq!(history(&g), ["B E5"]);
        assert_eq!(c, Color::White);
        assert_eq!(g.record().player_to_move, None);
        // Onto a setup stone, with PL overridden by the stop.
        let (g, c) = load("(;SZ[9]AB[ee]PL[W];B[ee])", LoadUntil::End);
        assert_eq!(history(&g), Vec::<String>::new());
        assert_eq!(c, Color::Black);
        assert_eq!(g.board().empty_count(), 80);
        // Undo still works on what was loaded.
        let (mut g, _) = load("(;SZ[9];B[ee];W[cc];B[cc];W[dd])", LoadUntil::End);
        assert_eq!(history(&g), ["B E5", "W C7"]);
        g.undo().unwrap();
        assert_eq!(history(&g), ["B E5"]);
    }

    /// Formerly a parse error: a move with one coordinate off the board
    /// stops loading there (GNU Go: "Move at [20] ignored").
    #[test]
    fn off_board_move_stops_loading() {
        let (g, c) = load("(;GM[1]FF[4]SZ[9]\n;B[ja];W[cc])", LoadUntil::End);
        assert_eq!(history(&g), Vec::<String>::new());
        assert!(g.board_is_empty());
        assert_eq!(c, Color::Black);
        let (g, c) = load("(;SZ[9];B[ee];W[]B[cc];W[aj];B[dd])", LoadUntil::End);
        assert_eq!(history(&g), ["B E5", "W PASS", "B C7"]);
        assert_eq!(c, Color::White);
        // Both coordinates off is a pass, not a stop.
        let (g, c) = load("(;SZ[9];B[ee];W[jj])", LoadUntil::End);
        assert_eq!(history(&g), ["B E5", "W PASS"]);
        assert_eq!(c, Color::Black);
    }

    /// We stop before a suicide (GNU Go plays it and loads on) and before a
    /// simple-ko retake (GNU Go ignores ko).
    #[test]
    fn suicide_and_ko_stop_loading() {
        let (g, c) = load("(;SZ[9];W[ah];W[bi];B[ai];W[ee])", LoadUntil::End);
        assert_eq!(history(&g), ["W A2", "W B1"]);
        assert_eq!(c, Color::Black);
        assert_eq!(g.board().captures(Color::White), 0);
        // Black D3 takes the ko at C3; white retakes at once.
        let ko = "(;SZ[5];B[bc];W[db];B[cb];W[dd];B[cd];W[ec];B[ea];W[cc];B[dc];W[cc])";
        let (g, c) = load(ko, LoadUntil::End);
        assert_eq!(g.record().moves().count(), 9);
        assert_eq!(g.board().captures(Color::Black), 1);
        assert_eq!(c, Color::White);
    }

    /// The earliest stop wins among an illegal move, the requested
    /// stopping point and an off-board move.
    #[test]
    fn earliest_stop_wins() {
        let text = "(;SZ[9];B[ee];W[cc];B[ee];W[gg];B[ja])";
        let (g, c) = load(text, LoadUntil::MoveNumber(2));
        assert_eq!((history(&g), c), (vec!["B E5".into()], Color::White));
        let (g, c) = load(text, LoadUntil::MoveNumber(4));
        assert_eq!(
            (history(&g), c),
            (vec!["B E5".into(), "W C7".into()], Color::Black)
        );
        let (g, c) = load(text, LoadUntil::Vertex(Vertex::from_col_row(6, 2)));
        assert_eq!(
            (history(&g), c),
            (vec!["B E5".into(), "W C7".into()], Color::Black)
        );
        let text = "(;SZ[9];B[ee];W[cc];B[ja];W[gg])";
        let (g, c) = load(text, LoadUntil::MoveNumber(3));
        assert_eq!((g.record().moves().count(), c), (2, Color::Black));
        let (g, c) = load(text, LoadUntil::MoveNumber(100));
        assert_eq!((g.record().moves().count(), c), (2, Color::Black));
        let (g, c) = load(text, LoadUntil::Vertex(Vertex::from_col_row(6, 2)));
        assert_eq!((g.record().moves().count(), c), (2, Color::Black));
    }

    /// Formerly failed loads, now as in GNU Go.
    #[test]
    fn lenient_files_load() {
        let (g, c) = load("(;SZ[9]KM[abc];B[ee])", LoadUntil::End);
        assert_eq!((g.komi(), c), (0.0, Color::White));
        let (g, c) = load("(;GM[1]FF[4]SZ[9]PL[2])", LoadUntil::End);
        assert_eq!((g.size(), c), (9, Color::White));
        let (_, c) = load("(;SZ[9]PL[1])", LoadUntil::End);
        assert_eq!(c, Color::Black);
        for text in [
            "Some text.\n(;GM[1]FF[4]SZ[9];B[ee];W[cc])\nMore text.\n",
            "(;GM[1]FF[4]SZ[9];B[ee];W[cc]\n",
        ] {
            let (g, c) = load(text, LoadUntil::End);
            assert_eq!(history(&g), ["B E5", "W C7"]);
            assert_eq!((g.komi(), c), (5.5, Color::Black));
        }
    }
}
