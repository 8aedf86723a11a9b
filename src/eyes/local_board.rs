//! The local game's own board: only the points where either side may
//! play, as bit sets, with the rest of the realized position folded into
//! two facts per point.
//!
//! In a realization (see `realize`) everything off the playable points is
//! fixed: the defender's main string, which no move outside can capture
//! but through its liberties here, and the attacker's invincible groups
//! (islands, lines, the corner group). So a point only needs to know
//! whether it touches the main string and whether it touches invincible
//! attacker stones. The main string is then one virtual white stone
//! adjacent to every point that touches it; a black string touching an
//! invincible stone can never be captured. With at most 64 points a
//! position is two words, a move a few mask operations, and taking a
//! move back a copy: this is what makes the exhaustive reading fast.

use crate::board::{Board, Color, IllegalMove, Vertex};

/// Most points a local board holds.
pub const MAX_POINTS: usize = 64;

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct State {
    black: u64,
    white: u64,
    /// The point `ko_color` may not retake (`NO_KO`: none).
    ko: u8,
    ko_color: Color,
    /// The main string has been captured.
    taken: bool,
    /// The stones as a base-3 number (see `key`), kept as moves are made.
    base: u64,
}

const NO_KO: u8 = u8::MAX;

/// What a position's strings say about every move at once, so that a
/// node's candidate moves are classified with a few mask tests instead of
/// a flood fill each.
#[derive(Copy, Clone, Debug)]
pub struct Survey {
    empty: u64,
    /// Liberties of the main string.
    pub main_liberties: u64,
    /// Where a black stone captures something (a white string's last
    /// liberty); the same for white capturing black.
    black_captures: u64,
    white_captures: u64,
    /// Where a stone joins a string of its colour that keeps another
    /// liberty (or, for black, that touches an invincible stone).
    black_joins_safely: u64,
    white_joins_safely: u64,
}

#[derive(Clone, Debug)]
pub struct LocalBoard {
    /// Orthogonal neighbours among the points.
    nbr: [u64; MAX_POINTS],
    /// Points next to the defender's main string.
    touches_main: u64,
    /// Points next to invincible attacker stones.
    touches_anchor: u64,
    /// Attacker stones next to each point off the local board (for move
    /// ordering only).
    outside_black: [u8; MAX_POINTS],
    /// Weight of each point in the base-3 key (the first point most
    /// significant).
    weight: [u64; MAX_POINTS],
    /// 3^n: the key's unit for the ko slot.
    ko_unit: u64,
    /// Every point.
    all: u64,
    state: State,
    stack: Vec<State>,
}

/// A point's digit in the base-3 key.
#[inline]
fn digit(stone: Option<Color>) -> u64 {
    match stone {
        None => 0,
        Some(Color::Black) => 1,
        Some(Color::White) => 2,
    }
}

/// The members of a set of points, lowest first.
#[inline]
pub(super) fn bits(mut m: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (m != 0).then(|| {
            let i = m.trailing_zeros() as usize;
            m &= m - 1;
            i
        })
    })
}

/// The points from `from` up to `to` (excluded), as a set.
pub(super) fn span(from: usize, to: usize) -> u64 {
    let below = |n: usize| if n >= 64 { u64::MAX } else { (1u64 << n) - 1 };
    below(to) & !below(from)
}

impl LocalBoard {
    /// The local board of `points` on a realized `board`; the strings of
    /// the stones `main` together make the defender's main string. Every
    /// stone off `points` must belong to it or to an invincible attacker
    /// group.
    pub fn new(board: &Board, points: &[Vertex], main: &[Vertex]) -> LocalBoard {
        assert!(
            points.len() <= MAX_POINTS,
            "too many points for a local board"
        );
        let main: Vec<Vertex> = main.iter().map(|&v| board.string_head(v)).collect();
        let index = |v: Vertex| points.iter().position(|&p| p == v);
        let mut b = LocalBoard {
            nbr: [0; MAX_POINTS],
            touches_main: 0,
            touches_anchor: 0,
            outside_black: [0; MAX_POINTS],
            weight: [0; MAX_POINTS],
            ko_unit: 3u64.saturating_pow(points.len() as u32),
            all: span(0, points.len()),
            state: State {
                black: 0,
                white: 0,
                ko: NO_KO,
                ko_color: Color::Black,
                taken: false,
                base: 0,
            },
            stack: Vec::with_capacity(128),
        };
        for i in 0..points.len() {
            b.weight[i] = 3u64.saturating_pow((points.len() - 1 - i) as u32);
        }
        for (i, &v) in points.iter().enumerate() {
            match board.color_at(v) {
                Some(Color::Black) => b.state.black |= 1 << i,
                Some(Color::White) => b.state.white |= 1 << i,
                None => {}
            }
            b.state.base += b.weight[i] * digit(board.color_at(v));
            for n in board.neighbors(v) {
                if let Some(j) = index(n) {
                    b.nbr[i] |= 1 << j;
                } else if board.color_at(n) == Some(Color::White)
                    && main.contains(&board.string_head(n))
                {
                    b.touches_main |= 1 << i;
                } else if board.color_at(n) == Some(Color::Black) {
                    b.touches_anchor |= 1 << i;
                    b.outside_black[i] += 1;
                }
            }
        }
        b
    }

    /// The empty points.
    #[inline]
    pub fn empty(&self) -> u64 {
        self.all & !(self.state.black | self.state.white)
    }

    #[inline]
    pub fn is_empty(&self, p: usize) -> bool {
        (self.state.black | self.state.white) & (1 << p) == 0
    }

    /// Has the main string been captured?
    #[inline]
    pub fn main_taken(&self) -> bool {
        self.state.taken
    }

    /// The position as two stone masks, for repetition checks.
    #[inline]
    pub fn position(&self) -> (u64, u64) {
        (self.state.black, self.state.white)
    }

    /// The position after a quiet move (one that captures nothing).
    #[inline]
    pub fn position_after_quiet(&self, color: Color, p: usize) -> (u64, u64) {
        match color {
            Color::Black => (self.state.black | 1 << p, self.state.white),
            Color::White => (self.state.black, self.state.white | 1 << p),
        }
    }

    #[inline]
    fn neighbours_of(&self, set: u64) -> u64 {
        bits(set).fold(0, |acc, i| acc | self.nbr[i])
    }

    /// The string of stones of `stones` containing `seed`, grown from
    /// its frontier.
    #[inline]
    fn string(&self, seed: u64, stones: u64) -> u64 {
        self.string_and_border(seed, stones).0
    }

    /// The string of stones of `stones` containing `seed`, and every
    /// point next to it.
    #[inline]
    fn string_and_border(&self, seed: u64, stones: u64) -> (u64, u64) {
        let mut g = seed;
        let mut border = 0;
        let mut frontier = seed;
        loop {
            let around = self.neighbours_of(frontier);
            border |= around;
            let grown = around & stones & !g;
            if grown == 0 {
                return (g, border);
            }
            g |= grown;
            frontier = grown;
        }
    }

    /// The white stones joined to the main string.
    #[inline]
    fn main_string(&self, white: u64) -> u64 {
        let seed = white & self.touches_main;
        if seed == 0 {
            0
        } else {
            self.string(seed, white)
        }
    }

    /// Liberties of the main string (on this board) given the stones.
    #[inline]
    fn main_liberties_in(&self, black: u64, white: u64) -> u64 {
        let empty = self.all & !(black | white);
        empty & (self.touches_main | self.neighbours_of(self.main_string(white)))
    }

    /// Liberties of the main string.
    pub fn main_liberties(&self) -> u64 {
        self.main_liberties_in(self.state.black, self.state.white)
    }

    /// The common case, quickly: a move to an empty point with no enemy
    /// stone and no main string to take next to it, and an empty
    /// neighbour or a safe joint. Such a move is legal and quiet.
    #[inline]
    fn plain(&self, color: Color, p: usize) -> bool {
        let bit = 1u64 << p;
        let s = &self.state;
        let occupied = s.black | s.white;
        if occupied & bit != 0 {
            return false;
        }
        let foe_near = match color {
            Color::Black => self.nbr[p] & s.white != 0 || self.touches_main & bit != 0,
            Color::White => self.nbr[p] & s.black != 0,
        };
        !foe_near
            && (self.nbr[p] & self.all & !occupied != 0
                || color == Color::Black && self.touches_anchor & bit != 0)
    }

    /// Plays `color` at `p` on a copy of the state. Returns the new state
    /// and the number of stones captured, or why the move is illegal.
    fn simulate(
        &self,
        color: Color,
        p: usize,
        respect_ko: bool,
    ) -> Result<(State, u32), IllegalMove> {
        let bit = 1u64 << p;
        let s = self.state;
        if (s.black | s.white) & bit != 0 {
            return Err(IllegalMove::Occupied);
        }
        if respect_ko && s.ko == p as u8 && s.ko_color == color {
            return Err(IllegalMove::Ko);
        }
        let all = self.all;
        if self.plain(color, p) {
            let (black, white) = match color {
                Color::Black => (s.black | bit, s.white),
                Color::White => (s.black, s.white | bit),
            };
            return Ok((
                State {
                    black,
                    white,
                    ko: NO_KO,
                    ko_color: color.opponent(),
                    taken: s.taken,
                    base: s.base + self.weight[p] * digit(Some(color)),
                },
                0,
            ));
        }
        let (mut black, mut white) = (s.black, s.white);
        match color {
            Color::Black => black |= bit,
            Color::White => white |= bit,
        }
        let mut captured = 0u32;
        let mut captured_at = 0usize;
        let mut taken = s.taken;
        match color {
            Color::Black => {
                // The main string, wherever it touches this point.
                let near_white = self.nbr[p] & white != 0;
                let main = if near_white || self.touches_main & bit != 0 {
                    self.main_string(white)
                } else {
                    0
                };
                if !taken && (self.touches_main & bit != 0 || self.nbr[p] & main != 0) {
                    let empty = all & !(black | white);
                    if empty & (self.touches_main | self.neighbours_of(main)) == 0 {
                        taken = true;
                        white &= !main;
                        captured += main.count_ones();
                    }
                }
                let mut done = main;
                for q in bits(self.nbr[p] & white & !done) {
                    if done & (1 << q) != 0 {
                        continue;
                    }
                    let g = self.string(1 << q, white);
                    done |= g;
                    if all & !(black | white) & self.neighbours_of(g) == 0 {
                        white &= !g;
                        captured += g.count_ones();
                        captured_at = q;
                    }
                }
            }
            Color::White => {
                let mut done = 0u64;
                for q in bits(self.nbr[p] & black) {
                    if done & (1 << q) != 0 {
                        continue;
                    }
                    let g = self.string(1 << q, black);
                    done |= g;
                    if g & self.touches_anchor != 0 {
                        continue;
                    }
                    if all & !(black | white) & self.neighbours_of(g) == 0 {
                        black &= !g;
                        captured += g.count_ones();
                        captured_at = q;
                    }
                }
            }
        }
        // Suicide: the new stone's string left without liberties.
        let empty = all & !(black | white);
        let (own, joined) = match color {
            Color::Black => {
                let g = self.string(bit, black);
                (g, g & self.touches_anchor != 0)
            }
            Color::White => {
                let g = self.string(bit, white);
                (g, g & self.touches_main != 0)
            }
        };
        if !taken {
            let alive = match (color, joined) {
                (Color::Black, true) => true,
                (Color::White, true) => self.main_liberties_in(black, white) != 0,
                _ => empty & self.neighbours_of(own) != 0,
            };
            if !alive {
                return Err(IllegalMove::Suicide);
            }
        }
        // Simple ko: one stone taken by a lone stone left in atari there.
        let lone = own == bit && !joined && empty & self.nbr[p] == 1 << captured_at;
        let ko = if captured == 1 && lone && !taken {
            captured_at as u8
        } else {
            NO_KO
        };
        let base = s.base + self.weight[p] * digit(Some(color))
            - self.weights(s.black & !black)
            - 2 * self.weights(s.white & !white);
        Ok((
            State {
                black,
                white,
                ko,
                ko_color: color.opponent(),
                taken,
                base,
            },
            captured,
        ))
    }

    /// The survey of the current position.
    pub fn survey(&self) -> Survey {
        let s = &self.state;
        let empty = self.all & !(s.black | s.white);
        let seed = s.white & self.touches_main;
        let (main, main_border) = if seed == 0 {
            (0, 0)
        } else {
            self.string_and_border(seed, s.white)
        };
        let main_liberties = if s.taken {
            0
        } else {
            empty & (self.touches_main | main_border)
        };
        let mut sv = Survey {
            empty,
            main_liberties,
            black_captures: 0,
            white_captures: 0,
            black_joins_safely: 0,
            white_joins_safely: 0,
        };
        let lone = |libs: u64| libs & libs.wrapping_sub(1) == 0;
        if lone(main_liberties) {
            sv.black_captures |= main_liberties;
        } else {
            sv.white_joins_safely |= main_liberties;
        }
        let mut rest = s.white & !main;
        while rest != 0 {
            let (g, border) = self.string_and_border(rest & rest.wrapping_neg(), s.white);
            rest &= !g;
            let libs = empty & border;
            if lone(libs) {
                sv.black_captures |= libs;
            } else {
                sv.white_joins_safely |= libs;
            }
        }
        let mut rest = s.black;
        while rest != 0 {
            let (g, border) = self.string_and_border(rest & rest.wrapping_neg(), s.black);
            rest &= !g;
            let libs = empty & border;
            if g & self.touches_anchor == 0 && lone(libs) {
                sv.white_captures |= libs;
            } else {
                sv.black_joins_safely |= libs;
            }
        }
        sv
    }

    /// `quiet` with the position's survey: is the move legal, and if so
    /// does it capture nothing? (`None`: illegal.)
    #[inline]
    pub fn quiet_in(&self, sv: &Survey, color: Color, p: usize) -> Option<bool> {
        if self.state.taken {
            // No suicide rule is left to check: the slow way.
            return self.quiet(color, p);
        }
        let bit = 1u64 << p;
        if sv.empty & bit == 0 || self.state.ko == p as u8 && self.state.ko_color == color {
            return None;
        }
        let (captures, safe) = match color {
            Color::Black => (
                sv.black_captures,
                sv.black_joins_safely | self.touches_anchor,
            ),
            Color::White => (sv.white_captures, sv.white_joins_safely),
        };
        if captures & bit != 0 {
            Some(false)
        } else if self.nbr[p] & sv.empty != 0 || safe & bit != 0 {
            Some(true)
        } else {
            None
        }
    }

    /// `worth_filling` with the position's survey.
    #[inline]
    pub fn worth_filling_in(&self, sv: &Survey, p: usize) -> bool {
        if self.state.taken {
            return self.worth_filling(p);
        }
        let black_may_play = sv.black_captures | sv.black_joins_safely | self.touches_anchor;
        self.nbr[p] & sv.empty != 0 || (sv.white_captures | black_may_play) & (1 << p) != 0
    }

    /// Plays a legal move, remembering how to take it back.
    pub fn trymove(&mut self, color: Color, p: usize) -> bool {
        self.try_play(color, p).is_ok()
    }

    /// Plays a move if legal (remembering how to take it back), else says
    /// why not.
    pub fn try_play(&mut self, color: Color, p: usize) -> Result<(), IllegalMove> {
        let (s, _) = self.simulate(color, p, true)?;
        self.stack.push(self.state);
        self.state = s;
        Ok(())
    }

    /// Plays a move already known to be legal and to capture nothing.
    #[inline]
    pub fn play_quiet(&mut self, color: Color, p: usize) {
        self.stack.push(self.state);
        match color {
            Color::Black => self.state.black |= 1 << p,
            Color::White => self.state.white |= 1 << p,
        }
        self.state.ko = NO_KO;
        self.state.base += self.weight[p] * digit(Some(color));
    }

    /// Is the move legal, and if so does it capture nothing? (`None`:
    /// illegal.)
    #[inline]
    pub fn quiet(&self, color: Color, p: usize) -> Option<bool> {
        self.simulate(color, p, true).ok().map(|(_, n)| n == 0)
    }

    /// White's useful moves: where black could play (a point black cannot
    /// play on is white's own eye) or which capture.
    pub fn worth_filling(&self, p: usize) -> bool {
        let all = self.all;
        if self.nbr[p] & all & !(self.state.black | self.state.white) != 0 {
            return true;
        }
        match self.simulate(Color::White, p, false) {
            Ok((_, n)) if n > 0 => true,
            _ => !matches!(
                self.simulate(Color::Black, p, false),
                Err(IllegalMove::Suicide)
            ),
        }
    }

    pub fn popgo(&mut self) {
        self.state = self.stack.pop().expect("popgo without trymove");
    }

    /// Would black at `p` capture the main string?
    pub fn captures_main(&self, p: usize) -> bool {
        !self.state.taken && self.main_liberties() == 1 << p
    }

    /// For move ordering: empty neighbours and attacker stones around `p`.
    #[inline]
    pub fn neighbour_score(&self, p: usize) -> i32 {
        // A point has at most four neighbours: a short loop beats a
        // population count on processors without the instruction.
        let few = |mut m: u64| {
            let mut n = 0;
            while m != 0 {
                m &= m - 1;
                n += 1;
            }
            n
        };
        let e = few(self.empty() & self.nbr[p]);
        let b = few(self.state.black & self.nbr[p]) + self.outside_black[p] as i32;
        2 * e + 3 * b
    }

    /// The key of the position after a quiet move (one that captures
    /// nothing, so no ko follows), from the base-3 number of this one.
    #[inline]
    pub fn key_after_quiet(&self, base: u64, color: Color, p: usize) -> u64 {
        base + digit(Some(color)) * self.weight[p]
    }

    /// The position as a base-3 number (0 empty, 1 black, 2 white per
    /// point, the first point most significant), and the table key: that
    /// number plus 3^n times the ko slot (0: no ko, else the ko point + 1),
    /// so that positions without a ko come first.
    #[inline]
    pub fn key(&self) -> (u64, u64) {
        let base = self.state.base;
        let ko = if self.state.ko == NO_KO {
            0
        } else {
            self.state.ko as u64 + 1
        };
        (base, base + ko * self.ko_unit)
    }

    /// The sum of the key weights of a set of points.
    fn weights(&self, set: u64) -> u64 {
        bits(set).map(|i| self.weight[i]).sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eyes::graph::EyeGraph;
    use crate::eyes::realize::realize;

    /// The local board of a graph, with its points in graph order, then
    /// two outer liberties and the extra eye.
    fn local(encoded: &str) -> LocalBoard {
        let g = EyeGraph::from_encoded(encoded).unwrap();
        let r = realize(&g, 2, 0).unwrap();
        LocalBoard::new(&r.board, &r.playable(), &r.main)
    }

    #[test]
    fn filling_the_last_liberties_captures_the_main_string() {
        // ".": point 0; outer liberties 1, 2; extra eye 3.
        let mut b = local(".");
        assert_eq!(b.main_liberties().count_ones(), 4);
        assert!(b.trymove(Color::Black, 1));
        assert!(b.trymove(Color::Black, 2));
        // Two eyes left: black may fill neither.
        assert!(!b.captures_main(0) && !b.trymove(Color::Black, 0));
        assert!(!b.trymove(Color::Black, 3));
        // Once white fills its extra eye, the last liberty captures.
        assert!(b.trymove(Color::White, 3));
        assert!(b.captures_main(0));
        assert!(b.trymove(Color::Black, 0));
        assert!(b.main_taken());
    }

    #[test]
    fn suicide_and_capture_inside() {
        // ".X.": black stone at 1 with liberties 0 and 2.
        let mut b = local(".X.");
        assert!(b.trymove(Color::White, 0));
        // White at 2 captures the black stone (no outside contact).
        assert!(b.trymove(Color::White, 2));
        assert!(b.is_empty(1));
        // Black back at 1 has no liberty and captures nothing: suicide.
        assert!(!b.trymove(Color::Black, 1));
        b.popgo();
        b.popgo();
        assert!(!b.is_empty(1));
    }

    #[test]
    fn margins_touch_invincible_stones() {
        // "!.": black at the margin is connected outside and cannot be
        // captured even with no liberty of its own on the local board.
        let mut b = local("!.");
        assert!(b.trymove(Color::Black, 0));
        assert!(b.trymove(Color::White, 1));
        assert!(!b.is_empty(0), "a margin stone is never captured");
    }

    #[test]
    fn key_is_base_three() {
        let mut b = local("..");
        let (base, _) = b.key();
        assert_eq!(base, 0);
        b.trymove(Color::White, 0);
        let n = 5;
        assert_eq!(b.key().0, 2 * 3u64.pow(n - 1));
    }
}
