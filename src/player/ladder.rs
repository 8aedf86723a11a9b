//! A small ladder reader for the player: the move features need to know
//! whether a string short of liberties can be chased down by ataris, for
//! every legal move, and cannot afford the tactical reader.
//!
//! It reads only ataris and single extensions, under a budget of ataris
//! tried; a ladder that outlasts the budget counts as escaped, so a short
//! budget errs on the side of the string living.

use crate::board::{Board, Color, Vertex};

/// Ataris read for a move's features before a ladder counts as escaped.
pub const FEATURE_NODES: u32 = 200;

/// Is the string at `s`, with two liberties, captured in a ladder (its
/// opponent moving first: an atari on either liberty, the owner extending
/// from the other, until it has three liberties or none)? Capturing an
/// attacker's string in atari counts as an escape.
pub fn captures(board: &mut Board, s: Vertex, budget: &mut u32) -> bool {
    captures_with(board, s, budget, &mut Vec::with_capacity(8))
}

/// The string at `s` of `owner`'s, in atari, `owner` to move: does
/// extending fail to save it (in a ladder)? Capturing a neighbour in
/// atari counts as saving it.
pub fn escape_fails(board: &mut Board, s: Vertex, owner: Color, budget: &mut u32) -> bool {
    escape_fails_with(board, s, owner, budget, &mut Vec::with_capacity(8))
}

/// [`captures`] with a scratch list that the whole reading shares (each
/// step is done with it before it reads deeper), so that one ladder
/// allocates once.
fn captures_with(
    board: &mut Board,
    s: Vertex,
    budget: &mut u32,
    scratch: &mut Vec<Vertex>,
) -> bool {
    let Some(owner) = board.color_at(s) else {
        return true;
    };
    board.liberties_upto(s, 3, scratch);
    if scratch.len() != 2 {
        return scratch.len() < 2;
    }
    let libs = [scratch[0], scratch[1]];
    for a in libs {
        if *budget == 0 {
            return false;
        }
        *budget -= 1;
        if !board.trymove(owner.opponent(), a) {
            continue;
        }
        // An atari whose stone can be taken at once does not hold.
        let caught =
            board.liberty_count(a) > 1 && escape_fails_with(board, s, owner, budget, scratch);
        board.popgo();
        if caught {
            return true;
        }
    }
    false
}

/// [`escape_fails`] with [`captures_with`]'s shared scratch list.
fn escape_fails_with(
    board: &mut Board,
    s: Vertex,
    owner: Color,
    budget: &mut u32,
    scratch: &mut Vec<Vertex>,
) -> bool {
    board.adjacent_strings(s, scratch);
    if scratch.iter().any(|&e| board.liberty_count(e) == 1) {
        return false;
    }
    board.liberties_upto(s, 1, scratch);
    let Some(&e) = scratch.first() else {
        return true;
    };
    if !board.trymove(owner, e) {
        return true;
    }
    let caught = match board.liberty_count(s) {
        0 | 1 => true,
        2 => captures_with(board, s, budget, scratch),
        _ => false,
    };
    board.popgo();
    caught
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::board::testing::{at, setup as board};

    /// White's E5 is in atari; extending to F5 leaves two liberties and a
    /// ladder towards the upper right that works for Black on the empty
    /// board (a ladder breaker: a white stone on G8).
    pub(in crate::player) const LADDER: [&str; 9] = [
        ".........",
        ".........",
        ".........",
        "....X....",
        "...XO....",
        "....XX...",
        ".........",
        ".........",
        ".........",
    ];

    #[test]
    fn a_ladder_on_open_board_works_and_a_breaker_stops_it() {
        let rows = LADDER;
        let mut b = board(&rows);
        let e5 = at(&b, "E5");
        let mut budget = FEATURE_NODES;
        assert!(escape_fails(&mut b, e5, Color::White, &mut budget));
        assert!(budget < FEATURE_NODES - 3, "the ladder was read");
        assert_eq!(b.stack_depth(), 0, "every trymove is taken back");
        // With no budget left the ladder counts as escaped.
        let mut budget = 1;
        assert!(!escape_fails(&mut b, e5, Color::White, &mut budget));
        // A white stone in the ladder's path breaks it.
        let mut rows = rows;
        rows[1] = "......O..";
        let mut b = board(&rows);
        let mut budget = FEATURE_NODES;
        assert!(!escape_fails(&mut b, e5, Color::White, &mut budget));
        // So does a capture of an attacker in atari.
        let mut b = board(&[
            ".........",
            ".........",
            ".........",
            "....X....",
            "..OXO....",
            "...OXX...",
            ".........",
            ".........",
            ".........",
        ]);
        let mut budget = FEATURE_NODES;
        assert!(!escape_fails(&mut b, e5, Color::White, &mut budget));
        assert_eq!(budget, FEATURE_NODES, "nothing to read");
    }
}
