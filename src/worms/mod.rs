//! Worms: the facts GNU Go gathers about every string of stones before any
//! larger analysis (doc/dragon.texi, node "Worms"): size and effective size,
//! liberties of orders one to four, cutting stones, genus, tactical status,
//! lunches, inessential strings and unconditional life.
//!
//! Later layers (dragons, move generation, GTP's `worm_data`) read these
//! rather than recomputing them, so they are computed once per position by
//! [`Worms::compute`]. Each fact lives in its own file: `size.rs`
//! (effective size), `liberties.rs` (higher-order liberties and ko points),
//! `shape.rs` (genus, cutting stones, lunches, inessential strings) and
//! `unconditional.rs` (life against any number of consecutive moves).
//!
//! Everything walks the board in GNU Go's scan order, top row first and
//! left to right: where an answer depends on which of several equal
//! candidates comes first (a worm's origin, which lunch wins a tie), this
//! keeps ours the same as GNU Go's.

mod liberties;
mod memo;
mod shape;
mod size;
mod unconditional;

#[cfg(test)]
mod tests;

use crate::board::{Board, Color, Vertex, BOARD_LEN};
use crate::reading::{Answer, Code, Reader};

pub use liberties::is_ko_point;
pub use memo::TacticsMemo;
pub use unconditional::invincible_stones;

/// A point's standing under unconditional play (dragon.texi,
/// "unconditional_status").
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum Status {
    /// Nothing is settled.
    #[default]
    Unknown,
    /// A stone that can never be captured, or one whose point would be its
    /// owner's unconditional territory once captured.
    Alive,
    /// A stone standing in the opponent's unconditional territory.
    Dead,
    /// An empty point that white (or black) owns unconditionally.
    WhiteTerritory,
    BlackTerritory,
}

impl Status {
    /// The word GNU Go prints for it.
    pub fn name(self) -> &'static str {
        match self {
            Status::Unknown => "unknown",
            Status::Alive => "alive",
            Status::Dead => "dead",
            Status::WhiteTerritory => "white_territory",
            Status::BlackTerritory => "black_territory",
        }
    }

    /// The territory status of `color`.
    fn territory(color: Color) -> Status {
        match color {
            Color::White => Status::WhiteTerritory,
            Color::Black => Status::BlackTerritory,
        }
    }
}

/// Everything known about one worm (a string of stones).
#[derive(Clone, Debug)]
pub struct Worm {
    pub color: Color,
    /// The first stone in scan order: the worm's name.
    pub origin: Vertex,
    /// The stones, in scan order.
    pub stones: Vec<Vertex>,
    /// Stones plus a share of the empty points nearer to this worm than to
    /// any other (see `size.rs`).
    pub effective_size: f32,
    pub liberties: usize,
    /// Liberties of order 2, 3 and 4 (see `liberties.rs`).
    pub liberties2: usize,
    pub liberties3: usize,
    pub liberties4: usize,
    /// The origin of a neighbouring enemy worm that is easy to capture.
    pub lunch: Option<Vertex>,
    /// 2 for a cutting stone, 1 for a potential one, else 0.
    pub cutstone: u8,
    /// Cuts found by the connection patterns: always 0 until those exist
    /// (GNU Go too prints 0 before it has looked at dragons).
    pub cutstone2: u8,
    /// Connected pieces of the rest of the board, minus one: a rough count
    /// of eyes. -1 only for a worm covering the board.
    pub genus: i32,
    /// Lives only if a surrounding enemy string dies (see `shape.rs`).
    pub inessential: bool,
    /// Can never be captured, even by any number of moves in a row.
    pub invincible: bool,
    pub unconditional_status: Status,
    /// The tactical attack: code and move, `(Fail, None)` when it is safe.
    pub attack: Answer,
    /// The tactical defence, looked for only when the attack succeeds.
    pub defense: Answer,
}

impl Worm {
    fn new(board: &Board, color: Color, origin: Vertex, stones: Vec<Vertex>) -> Worm {
        Worm {
            color,
            origin,
            stones,
            effective_size: 0.0,
            liberties: board.liberty_count(origin),
            liberties2: 0,
            liberties3: 0,
            liberties4: 0,
            lunch: None,
            cutstone: 0,
            cutstone2: 0,
            genus: 0,
            inessential: false,
            invincible: false,
            unconditional_status: Status::Unknown,
            attack: (Code::Fail, None),
            defense: (Code::Fail, None),
        }
    }

    pub fn size(&self) -> usize {
        self.stones.len()
    }
}

/// Marks a point that belongs to no worm in [`Worms::id`].
const NO_WORM: u16 = u16::MAX;

/// The worms of one position.
#[derive(Clone, Debug)]
pub struct Worms {
    board_size: usize,
    /// The worm of each point (by array index), or [`NO_WORM`].
    id: Vec<u16>,
    /// In scan order of their origins.
    worms: Vec<Worm>,
    /// Unconditional status of every point, empty ones included.
    point_status: Vec<Status>,
}

impl Default for Worms {
    fn default() -> Worms {
        Worms {
            board_size: 0,
            id: vec![NO_WORM; BOARD_LEN],
            worms: Vec::new(),
            point_status: vec![Status::Unknown; BOARD_LEN],
        }
    }
}

/// The points of the board in GNU Go's order: top row first, left to right.
pub fn scan_order(board: &Board) -> impl Iterator<Item = Vertex> {
    let n = board.size();
    (0..n)
        .rev()
        .flat_map(move |row| (0..n).map(move |col| Vertex::from_col_row(col, row)))
}

/// The origin of the string at the stone `v`, as its worm has it (its
/// first stone in scan order), read from the board alone; `v` itself for
/// an empty point.
pub fn string_origin(board: &Board, v: Vertex) -> Vertex {
    board
        .string_stones(v)
        .into_iter()
        .min_by_key(|s| (std::cmp::Reverse(s.row()), s.col()))
        .unwrap_or(v)
}

/// Every string of the board with its colour, its stones in scan order,
/// the strings ordered by their first stones: what the worms are made of,
/// and what `worm_stones` lists without any reading.
pub fn strings(board: &Board) -> Vec<(Color, Vec<Vertex>)> {
    // One scan: a string is listed at its first stone met, and every
    // stone joins its string's list (by the head) in scan order.
    let mut slot = vec![u16::MAX; BOARD_LEN];
    let mut out: Vec<(Color, Vec<Vertex>)> = Vec::new();
    for v in scan_order(board) {
        let Some(color) = board.color_at(v) else {
            continue;
        };
        let head = board.string_head(v).index();
        if slot[head] == u16::MAX {
            slot[head] = out.len() as u16;
            out.push((color, Vec::with_capacity(board.string_size(v))));
        }
        out[slot[head] as usize].1.push(v);
    }
    out
}

/// Sort key putting vertices in scan order.
pub fn scan_key(v: &Vertex) -> (std::cmp::Reverse<usize>, usize) {
    (std::cmp::Reverse(v.row()), v.col())
}

impl Worms {
    /// All worm facts of `board`. The reader answers the tactical
    /// questions; the board itself is left as it was.
    pub fn compute(board: &Board, reader: &mut Reader) -> Worms {
        let mut w = Worms::strings(board);
        w.set_effective_sizes(board);
        w.set_unconditional_status(board);
        w.set_tactics(board, reader);
        w.set_shapes(board);
        w.set_lunches(board);
        w.set_inessential(board, false);
        w
    }

    /// The worm facts a life-and-death search needs at each of its
    /// nodes: as [`Worms::compute`], but a worm is read tactically only
    /// when it has at most `reach(s)` liberties for one of its stones `s`
    /// (0 far from the fight); the rest count as safe, and only worms with
    /// a nonzero reach get their shape facts. Far strings do not change
    /// the eyes of the group under study, and reading them at every node
    /// was most of its cost. Effective sizes and unconditional status
    /// (whole-board measures no local question uses) are left out, and a
    /// genus (a whole-board flood fill per worm) is counted only where the
    /// inessential test gets that far.
    ///
    /// `memo` keeps the answers by each worm's neighbourhood from one call
    /// to the next (see [`TacticsMemo`]). The reading tries its moves on
    /// `board` and takes them back (the caller lends one copy to all).
    pub fn compute_local(
        board: &mut Board,
        reader: &mut Reader,
        memo: &mut TacticsMemo,
        reach: &dyn Fn(Vertex) -> usize,
    ) -> Worms {
        let mut w = Worms::strings(board);
        let reach: Vec<usize> = w
            .worms
            .iter()
            .map(|worm| worm.stones.iter().map(|&s| reach(s)).max().unwrap_or(0))
            .collect();
        let close: Vec<bool> = reach.iter().map(|&r| r > 0).collect();
        for (worm, &reach) in w.worms.iter_mut().zip(&reach) {
            if worm.liberties > reach {
                continue;
            }
            let key = memo::key(board, worm.origin, &worm.stones);
            if let Some((attack, defense)) = memo.get(key) {
                (worm.attack, worm.defense) = (attack, defense);
                continue;
            }
            worm.attack = reader.attack(board, worm.origin);
            if worm.attack.0 != Code::Fail {
                worm.defense = reader.find_defense(board, worm.origin);
            }
            memo.put(key, (worm.attack, worm.defense));
        }
        w.set_shapes_where(board, &|i| close[i], false);
        w.set_lunches(board);
        w.set_inessential(board, true);
        w
    }

    /// One worm per string, numbered in scan order of their origins, with
    /// the facts the board already knows (stones, liberties).
    fn strings(board: &Board) -> Worms {
        let mut w = Worms {
            board_size: board.size(),
            ..Worms::default()
        };
        for (color, stones) in strings(board) {
            let n = w.worms.len() as u16;
            for s in &stones {
                w.id[s.index()] = n;
            }
            w.worms.push(Worm::new(board, color, stones[0], stones));
        }
        w
    }

    /// Size of the board these worms were computed on (0 before any).
    pub fn board_size(&self) -> usize {
        self.board_size
    }

    /// The worm a stone belongs to; None for an empty point.
    pub fn get(&self, v: Vertex) -> Option<&Worm> {
        self.index_of(v).map(|i| &self.worms[i])
    }

    /// Every worm, in scan order of their origins.
    pub fn iter(&self) -> impl Iterator<Item = &Worm> {
        self.worms.iter()
    }

    /// Unconditional status of any point: a stone's is its worm's, an
    /// empty point's says whose unconditional territory it is.
    pub fn status_at(&self, v: Vertex) -> Status {
        match self.get(v) {
            Some(w) => w.unconditional_status,
            None => self
                .point_status
                .get(v.index())
                .copied()
                .unwrap_or_default(),
        }
    }

    fn index_of(&self, v: Vertex) -> Option<usize> {
        match self.id.get(v.index()) {
            Some(&i) if i != NO_WORM => Some(i as usize),
            _ => None,
        }
    }

    /// Attack every worm; defend those the attack kills. As in GNU Go, a
    /// worm whose defence is not found but whose attacking move is not one
    /// of its liberties gets that move tried as a defence: a distant
    /// attack point is often a shared vital point.
    fn set_tactics(&mut self, board: &Board, reader: &mut Reader) {
        let mut b = board.clone();
        for w in &mut self.worms {
            w.attack = reader.attack(&mut b, w.origin);
        }
        for w in &mut self.worms {
            if w.attack.0 == Code::Fail {
                continue;
            }
            let defense = reader.find_defense(&mut b, w.origin);
            w.defense = if defense.0 != Code::Fail {
                defense
            } else {
                distant_attack_defends(&mut b, reader, w).unwrap_or((Code::Fail, None))
            };
        }
    }
}

/// Does the worm's own move at its attack point, when that point is not a
/// liberty, leave it short of a clean capture? The defence it gives.
fn distant_attack_defends(b: &mut Board, reader: &mut Reader, w: &Worm) -> Option<Answer> {
    let ap = w.attack.1?;
    if b.neighbors(ap).any(|n| w.stones.contains(&n)) {
        return None;
    }
    let code = reader.does_defend(b, ap, w.origin);
    (code != Code::Fail).then_some((code, Some(ap)))
}
