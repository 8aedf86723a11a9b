//! The player's share of the end-of-game judgement: ownership playouts
//! from the position, which [`crate::analysis::Analysis::assessment`] hands
//! to [`crate::analysis::status`] with the worms' and the reader's verdicts.

use super::playout::owner;
use super::policy;
use super::rng::Rng;
use crate::board::{Board, Color, Vertex, BOARD_LEN};

/// Playouts run to judge ownership.
const PLAYOUTS: usize = 256;

/// The share of playouts (from each side moving first, half each) in which
/// black owns each point at the end; `seed` makes them repeatable.
pub fn ownership(board: &Board, seed: u64) -> Vec<f64> {
    let mut rng = Rng::new(seed);
    let mut black = vec![0u32; BOARD_LEN];
    let max_moves = 3 * board.size() * board.size();
    for k in 0..PLAYOUTS {
        let mut b = board.clone();
        let first = if k % 2 == 0 {
            Color::Black
        } else {
            Color::White
        };
        settle(&mut b, first, &mut rng, max_moves);
        for v in b.vertices() {
            if owner(&b, v) > 0 {
                black[v.index()] += 1;
            }
        }
    }
    black
        .into_iter()
        .map(|n| f64::from(n) / PLAYOUTS as f64)
        .collect()
}

/// A random playout for judging ownership: it plays only the moves the
/// search's playouts accept ([`policy::acceptable`]: no own eye filled, no
/// string of several stones put in atari, since a wall thrown away at
/// random would make a living group look dead), and it takes a string the
/// last move left in atari (so that an invader does not live by chance).
fn settle(board: &mut Board, first: Color, rng: &mut Rng, max_moves: usize) {
    let mut color = first;
    let mut passes = 0;
    let mut last: Option<Vertex> = None;
    let mut libs = Vec::new();
    for _ in 0..max_moves {
        let mut chosen = last.and_then(|l| capture_near(board, color, l, &mut libs));
        if chosen.is_none() {
            let n = board.empty_count();
            let start = if n == 0 { 0 } else { rng.below(n) };
            for i in (start..n).chain(0..start) {
                let v = board.empty_point(i);
                if policy::acceptable(board, color, v) {
                    chosen = Some(v);
                    break;
                }
            }
        }
        if board.play(color, chosen).is_err() {
            break;
        }
        last = chosen;
        passes = if chosen.is_none() { passes + 1 } else { 0 };
        if passes == 2 {
            break;
        }
        color = color.opponent();
    }
}

/// A legal capture by `color` of a string in atari at or next to `last`.
fn capture_near(
    board: &mut Board,
    color: Color,
    last: Vertex,
    libs: &mut Vec<Vertex>,
) -> Option<Vertex> {
    let (around, k) = policy::point_and_neighbors(board, last);
    for &s in &around[..k] {
        if board.color_at(s) != Some(color.opponent()) {
            continue;
        }
        board.liberties_upto(s, 2, libs);
        if libs.len() == 1 && board.is_legal(color, libs[0]) {
            return Some(libs[0]);
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::{Analysis, Assessment, Rules, Stage, Status};
    use crate::board::testing::setup as board;
    use crate::dragons::DragonStatus;
    use crate::reading::Code;
    use std::time::Duration;

    /// The judgement as the player makes it: these ownership playouts,
    /// then the analysis (and the reader, on a finished board).
    fn assess(b: &Board, rules: Rules) -> Assessment {
        assess_at(b, rules, Stage::Playing)
    }

    /// The reader is bounded by its nodes alone, so that the answers do
    /// not depend on the machine's speed or load: its time per question
    /// and the end-of-game reading's time in all are lifted.
    fn assess_at(b: &Board, rules: Rules, stage: Stage) -> Assessment {
        read(b, rules, stage, |_| {}).0
    }

    /// The same with the reader's limits changed by `set` first, and the
    /// number of positions the reader judged.
    fn read(
        b: &Board,
        rules: Rules,
        stage: Stage,
        set: impl FnOnce(&mut Analysis),
    ) -> (Assessment, u64) {
        let mut analysis = Analysis::new();
        analysis.owl.limits.time = Duration::MAX;
        analysis.over_time = Duration::MAX;
        set(&mut analysis);
        let a = analysis
            .assessment(b, rules, stage, |b| ownership(b, 1))
            .clone();
        (a, analysis.owl.read)
    }

    #[test]
    fn a_dead_stone_in_territory_counts_twice_under_territory_rules() {
        // A wall on the middle column; a lone white stone deep in black's
        // side cannot live.
        let b = board(&[
            "....XO...",
            "....XO...",
            "....XO...",
            "....XO...",
            ".O..XO...",
            "....XO...",
            "....XO...",
            "....XO...",
            "....XO...",
        ]);
        let a = assess(&b, Rules::Japanese);
        let dead = Vertex::from_col_row(1, 4);
        assert_eq!(a.status(dead), Status::Dead);
        assert_eq!(a.status(Vertex::from_col_row(4, 0)), Status::Alive);
        assert_eq!(a.status(Vertex::from_col_row(0, 0)), Status::BlackTerritory);
        assert_eq!(a.status(Vertex::from_col_row(8, 8)), Status::WhiteTerritory);
        // Black: 36 points (35 empty + the dead stone) and 1 prisoner;
        // white: 27.
        assert_eq!(a.margin(), 37.0 - 27.0);
        // Area: black 36 + 9 stones, white 27 + 9.
        assert_eq!(assess(&b, Rules::Chinese).margin(), 45.0 - 36.0);
        assert_eq!(a.list(&b, Status::Dead), vec![vec![dead]]);
    }

    /// The end of a GNU Go self-play game (9x9, level 1, white to move
    /// after two passes).
    const GAME_END: [&str; 9] = [
        ".X.XOO...",
        "OOXXXO.OO",
        ".OOOXOOOX",
        "..XX.XOXX",
        ".O..X.XX.",
        "..O....O.",
        ".OXX.X.O.",
        "OX.....XX",
        ".X.......",
    ];

    #[test]
    fn a_finished_game_with_open_points_asks_the_reader() {
        // The end of a GNU Go self-play game ([`GAME_END`]), passed out
        // with space still open, and a black stone added at C2 (without
        // it, white's B6 starts a fight whose answer depends on how far
        // the reader reads): white's stones on the left are dead,
        // but random playouts through the open points let them escape or
        // live often enough.
        let mut rows = GAME_END;
        rows[7] = "OXX....XX";
        let b = board(&rows);
        let b8 = Vertex::from_col_row(1, 7);
        let b5 = Vertex::from_col_row(1, 4);
        let playing = assess_at(&b, Rules::Japanese, Stage::Playing);
        assert!(playing.open_points() > 6, "too open for the reader in play");
        assert_ne!(playing.status(b8), Status::Dead);
        let over = assess_at(&b, Rules::Japanese, Stage::Over(Color::Black));
        assert_eq!(over.status(b8), Status::Dead);
        assert_eq!(over.status(b5), Status::Dead);
        // Black's stones stay alive, and the dead white stones make black
        // the winner by a wide margin.
        assert_eq!(over.status(Vertex::from_col_row(2, 2)), Status::Alive);
        assert!(over.margin() > playing.margin() + 20.0);
    }

    #[test]
    fn the_end_of_the_game_does_not_depend_on_the_readers_clock() {
        // White's group on the left of [`GAME_END`] is critical, and
        // whether a reading of it finds the save depends on how far it
        // gets. With the reader's time per question far too short for any
        // reading, the finished game is still read as far as the reader's
        // nodes alone take it: the same count, after the same number of
        // judged positions. (Few nodes per question keep the test short;
        // the end-of-game reading's own wall-time bound is lifted, so
        // that a loaded machine cannot cut it either.)
        let b = board(&GAME_END);
        let with_time = |time: Duration| {
            read(&b, Rules::Japanese, Stage::Over(Color::White), |a| {
                a.owl.limits.nodes = 200;
                a.owl.limits.time = time;
            })
        };
        let (hurried, hurried_nodes) = with_time(Duration::from_nanos(1));
        let (unhurried, unhurried_nodes) = with_time(Duration::MAX);
        assert!(unhurried_nodes > 1000, "{unhurried_nodes} nodes read");
        assert_eq!(hurried_nodes, unhurried_nodes);
        for v in b.vertices() {
            assert_eq!(hurried.status(v), unhurried.status(v), "{v}");
        }
    }

    #[test]
    fn a_critical_group_whose_saves_fall_to_the_question_after_them_is_dead() {
        // In [`GAME_END`], white to move, the reader's search calls white's
        // group on the left critical and saves it at B6; but the question
        // after B6 kills it (black's C5), and so it does after white's
        // other first candidates. The game over with white to move, the
        // group is dead, as GNU Go 3.8 counts it (B+46.5).
        let b = board(&GAME_END);
        let b8 = Vertex::from_col_row(1, 7);
        let mut analysis = Analysis::default();
        analysis.owl.limits.time = Duration::MAX;
        let DragonStatus::Critical(_, Some(save)) = analysis.dragon_status(&b, b8) else {
            panic!("the search should call the group critical, with a save");
        };
        assert_eq!(analysis.owl_does_defend(&b, save, b8), Code::Fail);
        let over = assess_at(&b, Rules::Japanese, Stage::Over(Color::White));
        assert_eq!(over.status(b8), Status::Dead);
        assert_eq!(over.status(Vertex::from_col_row(1, 8)), Status::Alive);
        assert!(over.margin() > 40.0, "black wins by {}", over.margin());
    }

    #[test]
    fn a_group_holding_enemy_stones_the_playouts_never_take_is_read() {
        // White's corner group encloses a bulky five in which black has
        // two stones. The playouts never throw white's wall into atari nor
        // find the vital point, so they keep white alive; the reader kills
        // it (black plays inside, and white cannot make two eyes).
        let b = board(&[
            "XX.OX....",
            "..OOX....",
            "OOOXX....",
            "XXXX.....",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
        ]);
        let white = Vertex::from_col_row(3, 7);
        let inside = Vertex::from_col_row(0, 8);
        let black_share = ownership(&b, 1);
        assert!(black_share[white.index()] < 0.15, "the playouts keep white");
        let over = assess_at(&b, Rules::Japanese, Stage::Over(Color::Black));
        assert_eq!(over.status(white), Status::Dead);
        assert_eq!(over.status(inside), Status::Alive);
        // The whole board is black's.
        assert!(over.margin() > 60.0);
    }

    /// White's corner group with a straight three on the edge: black's
    /// move in its middle kills, white's there lives.
    const STRAIGHT_THREE: [&str; 9] = [
        "...OX....",
        "OOOOX....",
        "XXXXX....",
        ".........",
        ".........",
        ".........",
        ".........",
        ".........",
        ".........",
    ];

    #[test]
    fn a_group_the_side_to_move_kills_in_one_move_is_dead_once_the_game_is_over() {
        // [`STRAIGHT_THREE`]: the game over with black to move, it is
        // dead, as play would go on; with white to move the playouts
        // decide it, and they keep it alive.
        let b = board(&STRAIGHT_THREE);
        let white = Vertex::from_col_row(3, 8);
        let corner = Vertex::from_col_row(0, 7);
        let mut analysis = Analysis::default();
        analysis.owl.limits.time = Duration::MAX;
        assert!(matches!(
            analysis.dragon_status(&b, white),
            DragonStatus::Critical(..)
        ));
        let black_to_move = assess_at(&b, Rules::Japanese, Stage::Over(Color::Black));
        assert_eq!(black_to_move.status(white), Status::Dead);
        assert_eq!(black_to_move.status(corner), Status::Dead);
        assert_eq!(
            black_to_move.status(Vertex::from_col_row(4, 8)),
            Status::Alive
        );
        let white_to_move = assess_at(&b, Rules::Japanese, Stage::Over(Color::White));
        assert_eq!(white_to_move.status(white), Status::Alive);
        assert_eq!(white_to_move.status(corner), Status::Alive);
    }

    #[test]
    fn the_end_of_the_game_reads_no_further_than_its_node_budget() {
        // [`STRAIGHT_THREE`] with black to move is dead once read; with no
        // nodes left for the end-of-game reading, the group is left to the
        // playouts, which keep it alive.
        let b = board(&STRAIGHT_THREE);
        let white = Vertex::from_col_row(3, 8);
        let count = |over_nodes: u64| {
            let over = Stage::Over(Color::Black);
            let (a, _) = read(&b, Rules::Japanese, over, |a| a.over_nodes = over_nodes);
            a.status(white)
        };
        assert_eq!(count(0), Status::Alive);
        assert_eq!(count(1_000_000), Status::Dead);
    }
}
