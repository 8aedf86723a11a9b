//! Optics: eye spaces on the board and what they are worth (eyes.texi,
//! "Eye Space", "Eye Topology", "Eye Topology with Ko", "False Margins",
//! "Functions in optics.c").
//!
//! One pass per position, in the order each step needs the last:
//! [`domains`] (where each colour could make eyes, from the lively
//! strings), [`space`] (the domains cut into eye spaces with their margins),
//! [`topology`] (half and false eyes from the diagonals; a false eye
//! becomes a margin), and [`value`] (each space drawn as an eye graph and
//! answered by the eyes layer). The engine keeps the result until the
//! position changes.

pub mod domains;
pub mod space;
pub mod topology;
pub mod value;

use crate::board::{Board, Color, Vertex, BOARD_LEN};
use crate::eyes::lookup::Oracle;
use crate::reading::{Code, Reader};
use crate::worms::Worms;
pub use space::{EyeData, EyeMap};
pub use topology::{HalfEye, Kind};
pub use value::{urgency, EyeEval};

/// What every step reads: the position (a private copy the reading may try
/// moves on), its worms and the tactical reader.
pub struct Context<'a> {
    pub board: &'a mut Board,
    pub worms: &'a Worms,
    pub reader: &'a mut Reader,
}

impl Context<'_> {
    /// Can `color` play `v` without being captured (GNU Go's codes)?
    pub fn safe_move(&mut self, v: Vertex, color: Color) -> Code {
        self.reader.safe_move(self.board, v, color)
    }

    /// Would a stone of `color` at `v` capture something?
    pub fn captures_at(&self, v: Vertex, color: Color) -> bool {
        self.board.neighbors(v).any(|n| {
            self.board.color_at(n) == Some(color.opponent()) && self.board.liberty_count(n) == 1
        })
    }

    /// The liberty of a string in atari.
    pub fn lone_liberty(&mut self, s: Vertex) -> Vertex {
        let mut out = Vec::with_capacity(1);
        self.board.liberties_upto(s, 1, &mut out);
        out.first().copied().unwrap_or(s)
    }

    /// After `color` plays `m`, can the opponent no longer play `p`
    /// safely?
    pub fn secures(&mut self, color: Color, m: Vertex, p: Vertex) -> bool {
        if !self.board.trymove(color, m) {
            return false;
        }
        let r = self.safe_move(p, color.opponent()) == Code::Fail;
        self.board.popgo();
        r
    }
}

/// The optics of one position.
#[derive(Clone, Debug)]
pub struct Optics {
    black: EyeMap,
    white: EyeMap,
    half: Vec<HalfEye>,
}

impl Optics {
    /// Analyzes `board` (its worms already computed).
    pub fn compute(
        board: &Board,
        worms: &Worms,
        reader: &mut Reader,
        oracle: &mut Oracle,
    ) -> Optics {
        let mut board = board.clone();
        let Optics {
            mut black,
            mut white,
            mut half,
        } = Optics::partitioned(&mut board, worms, reader, &[Color::Black, Color::White]);
        let mut cx = Context {
            board: &mut board,
            worms,
            reader,
        };
        topology::find_half_and_false_eyes(&mut cx, &mut black, &mut half);
        topology::find_half_and_false_eyes(&mut cx, &mut white, &mut half);
        for eyes in [&mut black, &mut white] {
            for origin in eyes.origins(cx.board) {
                let e = value::compute_eyes(&mut cx, oracle, eyes, &mut half, origin);
                eyes.set_value(cx.board, origin, e.value);
            }
        }
        Optics { black, white, half }
    }

    /// The eye spaces of `color` alone, before their half and false eyes
    /// are found and with no values: the first step of a life-and-death
    /// question about one dragon, which then picks the spaces it needs
    /// ([`Optics::find_half_eyes_in`]) and evaluates them
    /// ([`Optics::eval_eye`]). The other colour's map is empty. The
    /// reading tries moves on `board` and takes them back.
    pub fn spaces(board: &mut Board, worms: &Worms, reader: &mut Reader, color: Color) -> Optics {
        Optics::partitioned(board, worms, reader, &[color])
    }

    /// The domains cut into eye spaces for `colors` (the others' maps
    /// empty), with no half eyes found yet.
    fn partitioned(
        board: &mut Board,
        worms: &Worms,
        reader: &mut Reader,
        colors: &[Color],
    ) -> Optics {
        let domains = domains::compute(&mut Context {
            board,
            worms,
            reader,
        });
        let map = |color: Color| {
            if colors.contains(&color) {
                space::partition(board, &domains, color)
            } else {
                EyeMap {
                    color,
                    data: vec![EyeData::default(); BOARD_LEN],
                }
            }
        };
        Optics {
            black: map(Color::Black),
            white: map(Color::White),
            half: vec![HalfEye::default(); BOARD_LEN],
        }
    }

    /// Finds the half and false eyes of `color`'s spaces with the given
    /// origins (a false eye becomes a margin, as in the full analysis),
    /// reading on `board` (its moves taken back).
    pub fn find_half_eyes_in(
        &mut self,
        board: &mut Board,
        worms: &Worms,
        reader: &mut Reader,
        color: Color,
        origins: &[Vertex],
    ) {
        let eyes = match color {
            Color::Black => &mut self.black,
            Color::White => &mut self.white,
        };
        let mut cx = Context {
            board,
            worms,
            reader,
        };
        topology::find_half_and_false_eyes_where(&mut cx, eyes, &mut self.half, &|o| {
            origins.contains(&o)
        });
    }

    pub fn eyes(&self, color: Color) -> &EyeMap {
        match color {
            Color::Black => &self.black,
            Color::White => &self.white,
        }
    }

    /// The topological record of `v` as the analysis left it.
    pub fn half_eye(&self, v: Vertex) -> &HalfEye {
        &self.half[v.index()]
    }

    /// The eye space at `v` evaluated afresh with its vital points; black's
    /// space first where both colours have one; None outside any.
    pub fn eval_eye(
        &mut self,
        board: &Board,
        worms: &Worms,
        reader: &mut Reader,
        oracle: &mut Oracle,
        v: Vertex,
        color: Option<Color>,
    ) -> Option<EyeEval> {
        let mut scratch = board.clone();
        self.eval_eye_on(&mut scratch, worms, reader, oracle, v, color)
    }

    /// [`Optics::eval_eye`] reading on `scratch`, a copy of the position
    /// the caller lends (the reading puts it back as it was): a caller
    /// evaluating several spaces copies the board once.
    pub fn eval_eye_on(
        &mut self,
        scratch: &mut Board,
        worms: &Worms,
        reader: &mut Reader,
        oracle: &mut Oracle,
        v: Vertex,
        color: Option<Color>,
    ) -> Option<EyeEval> {
        let color = [Color::Black, Color::White]
            .into_iter()
            .filter(|&c| color.is_none_or(|want| want == c))
            .find(|&c| self.eyes(c).get(v).in_space)?;
        let origin = self.eyes(color).get(v).origin?;
        let eyes = match color {
            Color::Black => &self.black,
            Color::White => &self.white,
        };
        let mut cx = Context {
            board: scratch,
            worms,
            reader,
        };
        Some(value::compute_eyes(
            &mut cx,
            oracle,
            eyes,
            &mut self.half,
            origin,
        ))
    }

    /// The topological eye value of `v` as an eye point of `color`: the
    /// analysis' own record where it made one for this colour, else
    /// computed now against the final eye spaces.
    pub fn topological_eye(
        &self,
        board: &Board,
        worms: &Worms,
        reader: &mut Reader,
        v: Vertex,
        color: Color,
    ) -> HalfEye {
        let e = self.eyes(color).get(v);
        let recorded = &self.half[v.index()];
        if e.in_space && recorded.value != HalfEye::default().value {
            return recorded.clone();
        }
        in_context(board, worms, reader, |cx| {
            topology::topological_eye(cx, self.eyes(color), v, color)
        })
    }
}

/// Runs `f` on a private copy of `board`, which the reading inside may
/// try moves on.
fn in_context<R>(
    board: &Board,
    worms: &Worms,
    reader: &mut Reader,
    f: impl FnOnce(&mut Context) -> R,
) -> R {
    let mut board = board.clone();
    f(&mut Context {
        board: &mut board,
        worms,
        reader,
    })
}

#[cfg(test)]
mod tests;
