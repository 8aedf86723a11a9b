//! A memo of tactical answers keyed by the neighbourhood of a string.
//!
//! A life-and-death search asks for the worms of thousands of positions
//! that differ by a few moves, most of them far from any given worm. The
//! tactical reader's own cache is keyed by the whole position, so it
//! misses every time; this memo keys a worm's answers by its stones and
//! every point in a box `REACH` points around them (colours and the ko
//! point), so a worm nothing has come near keeps its answers from node to
//! node. Reading that runs further than the box (a long ladder) can be
//! answered from a neighbourhood that matched; the searches that use this
//! accept that, as GNU Go's owl accepts its shallower reading.

use crate::board::{mix, Board, Color, FastMap, Vertex};
use crate::reading::Answer;

/// Points each side of a string's bounding box that its key covers.
const REACH: usize = 5;

/// Entries kept before the memo starts afresh.
const LIMIT: usize = 100_000;

/// Attack and defence answers of strings, by neighbourhood (the keys are
/// sums of splitmix words: [`FastMap`] needs no SipHash over them).
#[derive(Default, Debug)]
pub struct TacticsMemo {
    answers: FastMap<u64, (Answer, Answer)>,
}

impl TacticsMemo {
    pub fn new() -> TacticsMemo {
        TacticsMemo::default()
    }

    pub fn clear(&mut self) {
        self.answers.clear();
    }

    pub fn len(&self) -> usize {
        self.answers.len()
    }

    pub fn is_empty(&self) -> bool {
        self.answers.is_empty()
    }

    pub(super) fn get(&self, key: u64) -> Option<(Answer, Answer)> {
        self.answers.get(&key).copied()
    }

    pub(super) fn put(&mut self, key: u64, answers: (Answer, Answer)) {
        if self.answers.len() >= LIMIT {
            self.answers.clear();
        }
        self.answers.insert(key, answers);
    }
}

/// The key of the string at `origin` with stones `stones`: the string's
/// origin and every stone and the ko point in its box widened by `REACH`.
pub(super) fn key(board: &Board, origin: Vertex, stones: &[Vertex]) -> u64 {
    let n = board.size();
    let (mut c0, mut c1, mut r0, mut r1) = (n, 0, n, 0);
    for s in stones {
        c0 = c0.min(s.col());
        c1 = c1.max(s.col());
        r0 = r0.min(s.row());
        r1 = r1.max(s.row());
    }
    let (c0, r0) = (c0.saturating_sub(REACH), r0.saturating_sub(REACH));
    let (c1, r1) = ((c1 + REACH).min(n - 1), (r1 + REACH).min(n - 1));
    let mut h = mix(origin.index() as u64 ^ ((n as u64) << 32));
    for c in c0..=c1 {
        for r in r0..=r1 {
            let v = Vertex::from_col_row(c, r);
            let stone = match board.color_at(v) {
                None => continue,
                Some(Color::Black) => 1,
                Some(Color::White) => 2,
            };
            h = h.wrapping_add(mix((v.index() as u64) << 2 | stone));
        }
    }
    if let Some((k, _)) = board.ko_point() {
        h = h.wrapping_add(mix((k.index() as u64) << 2 | 3));
    }
    h
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::testing::{at, setup};

    #[test]
    fn a_far_stone_keeps_the_key_and_a_near_one_changes_it() {
        let b = setup(&[
            "...........",
            "...........",
            "...........",
            "...XO......",
            "...........",
            "...........",
            "...........",
            "...........",
            "...........",
            "...........",
            "...........",
        ]);
        let s = at(&b, "E8");
        let k = key(&b, s, &b.string_stones(s));
        let mut far = b.clone();
        assert!(far.trymove(Color::Black, at(&b, "K1")));
        assert_eq!(key(&far, s, &far.string_stones(s)), k);
        let mut near = b.clone();
        assert!(near.trymove(Color::Black, at(&b, "H6")));
        assert_ne!(key(&near, s, &near.string_stones(s)), k);
    }
}
