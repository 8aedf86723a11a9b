//! The position: stones in a flat array with a border, strings kept
//! incrementally, and a change trail that makes `trymove`/`popgo` cheap.
//!
//! Strings are circular linked lists of stones (`next`), each stone naming
//! its string's representative (`head`); stone and liberty counts live at the
//! head. Every write to these arrays goes through one setter which, inside a
//! `trymove`, records the old value, so `popgo` is an exact rewind whatever
//! `play` did (merges, captures, ko). This is the scheme of GNU Go's board.texi
//! ("Incremental Board"), written afresh.

use super::coord::{Color, Move, Vertex, BOARD_LEN, MAX_SIZE, STRIDE};
use super::zobrist::{KEYS, KO_KEYS};
use std::fmt;

const EMPTY: u16 = 0;
const BORDER: u16 = 3;

#[inline]
fn stone(color: Color) -> u16 {
    color as u16 + 1
}

/// Is the head `h` in `heads` (a list of at most four)? Kept inline: as
/// a call to `slice::contains` it cost more than the loop.
#[inline(always)]
#[allow(clippy::manual_contains)]
fn listed(heads: &[u16], h: u16) -> bool {
    heads.iter().any(|&x| x == h)
}

/// Indices of the per-point arrays in `Board::arrays`. They live in one
/// block so that a trail entry names any slot by one flat index, and
/// `popgo` rewinds with a plain store per entry.
const CELL: usize = 0;
const HEAD: usize = 1;
const NEXT: usize = 2;
const LIBS: usize = 3;
const COUNT: usize = 4;
const EMPTY_AT: usize = 5;
const EMPTY_POS: usize = 6;
const N_ARRAYS: usize = 7;

/// Why a move was refused.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum IllegalMove {
    Occupied,
    Suicide,
    Ko,
    OffBoard,
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            IllegalMove::Occupied => "occupied point",
            IllegalMove::Suicide => "suicide",
            IllegalMove::Ko => "ko",
            IllegalMove::OffBoard => "off the board",
        })
    }
}

/// One undoable write: the slot's index in the flattened `arrays`, and
/// the value before.
#[derive(Copy, Clone, Debug)]
struct Change {
    slot: u16,
    old: u16,
}

/// What `trymove` saves besides the trail: the scalars a move changes.
#[derive(Copy, Clone, Debug)]
struct Frame {
    trail_len: usize,
    hash: u64,
    ko: u16,
    ko_color: Option<Color>,
    n_empty: u16,
    captured: [u32; 2],
}

/// A move's effect, as [`Board::preview`] tells it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Preview {
    /// Liberties of the string the new stone belongs to.
    pub own_libs: usize,
    /// Stones captured.
    pub captured: usize,
    /// Liberties of the target string afterwards; 0 if captured.
    pub target_libs: usize,
}

/// A Go position of size 1..=25.
#[derive(Clone)]
pub struct Board {
    size: usize,
    /// The per-point arrays, indexed by the constants above: `CELL` (0
    /// empty, 1 black, 2 white, 3 border), `HEAD`, `NEXT`, and at a head
    /// `LIBS` and `COUNT`; `EMPTY_AT` lists the empty points in no
    /// particular order (for random move selection) and `EMPTY_POS` says
    /// where each sits in that list.
    arrays: [[u16; BOARD_LEN]; N_ARRAYS],
    n_empty: u16,
    hash: u64,
    /// The point the player `ko_color` may not retake this turn (0: none).
    ko: u16,
    ko_color: Option<Color>,
    /// Stones captured by black (index 0) and white (index 1).
    captured: [u32; 2],
    trail: Vec<Change>,
    frames: Vec<Frame>,
    /// Scratch marks for liberty counting; not part of the position.
    mark: [u32; BOARD_LEN],
    mark_gen: u32,
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for row in (0..self.size).rev() {
            for col in 0..self.size {
                let c = match self.color_at(Vertex::from_col_row(col, row)) {
                    Some(Color::Black) => 'X',
                    Some(Color::White) => 'O',
                    None => '.',
                };
                write!(f, "{c}")?;
            }
            writeln!(f)?;
        }
        Ok(())
    }
}

impl Board {
    /// An empty board. Panics only on a size outside 1..=25, which callers
    /// check first (GTP answers `unacceptable size`).
    pub fn new(size: usize) -> Board {
        assert!((1..=MAX_SIZE).contains(&size), "board size {size}");
        let mut b = Board {
            size,
            arrays: [[0; BOARD_LEN]; N_ARRAYS],
            n_empty: 0,
            hash: 0,
            ko: 0,
            ko_color: None,
            captured: [0; 2],
            trail: Vec::with_capacity(1024),
            frames: Vec::with_capacity(64),
            mark: [0; BOARD_LEN],
            mark_gen: 0,
        };
        b.arrays[CELL] = [BORDER; BOARD_LEN];
        for row in 0..size {
            for col in 0..size {
                let p = Vertex::from_col_row(col, row).index();
                b.arrays[CELL][p] = EMPTY;
                b.arrays[EMPTY_POS][p] = b.n_empty;
                b.arrays[EMPTY_AT][b.n_empty as usize] = p as u16;
                b.n_empty += 1;
            }
        }
        b
    }

    pub fn size(&self) -> usize {
        self.size
    }

    /// Every vertex of the board, row by row from the bottom-left (A1).
    pub fn vertices(&self) -> impl Iterator<Item = Vertex> {
        let size = self.size;
        (0..size).flat_map(move |row| (0..size).map(move |col| Vertex::from_col_row(col, row)))
    }

    /// The vertex at (col, row) if it lies on this board.
    pub fn vertex(&self, col: usize, row: usize) -> Option<Vertex> {
        (col < self.size && row < self.size).then(|| Vertex::from_col_row(col, row))
    }

    /// True for points of the playing area (not the border).
    #[inline]
    pub fn on_board(&self, index: usize) -> bool {
        index < BOARD_LEN && self.arrays[CELL][index] != BORDER
    }

    /// The raw contents of array index `p`: 0 empty, 1 black, 2 white, 3
    /// off the board (for pattern codes built from several points).
    #[inline(always)]
    pub fn cell(&self, p: usize) -> u8 {
        self.arrays[CELL][p] as u8
    }

    #[inline]
    pub fn color_at(&self, v: Vertex) -> Option<Color> {
        match self.arrays[CELL][v.index()] {
            1 => Some(Color::Black),
            2 => Some(Color::White),
            _ => None,
        }
    }

    #[inline]
    pub fn is_empty(&self, v: Vertex) -> bool {
        self.arrays[CELL][v.index()] == EMPTY
    }

    /// The four orthogonal neighbours that are on the board.
    #[inline]
    pub fn neighbors(&self, v: Vertex) -> impl Iterator<Item = Vertex> + '_ {
        let p = v.index();
        [p + 1, p - 1, p + STRIDE, p - STRIDE]
            .into_iter()
            .filter(move |&n| self.arrays[CELL][n] != BORDER)
            .map(Vertex::from_index)
    }

    /// Zobrist hash of the stones alone: equal positions, equal hashes
    /// (what positional superko compares).
    #[inline]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// Hash of stones and ko point, for caches that must not confuse a
    /// position with a ko ban and one without.
    #[inline]
    pub fn hash_with_ko(&self) -> u64 {
        if self.ko == 0 {
            self.hash
        } else {
            self.hash ^ KO_KEYS[self.ko as usize]
        }
    }

    /// The point `color` may not play this turn because of simple ko.
    pub fn ko_point(&self) -> Option<(Vertex, Color)> {
        match (self.ko, self.ko_color) {
            (0, _) | (_, None) => None,
            (k, Some(c)) => Some((Vertex::from_index(k as usize), c)),
        }
    }

    /// If a stone of `color` at the empty point `v` would be a ko capture
    /// (every neighbour an enemy stone, exactly one of them taken), the
    /// point of the stone it takes. Legality (the ko ban) is not asked.
    pub fn ko_capture(&self, color: Color, v: Vertex) -> Option<Vertex> {
        if !self.is_empty(v) {
            return None;
        }
        // A string of two or more counts once per neighbour, but any count
        // above one says "no ko" already; a lone stone touches `v` once.
        let mut taken = None;
        let mut count = 0;
        for n in self.neighbors(v) {
            if self.color_at(n) != Some(color.opponent()) {
                return None;
            }
            if self.liberty_count(n) == 1 {
                count += self.string_size(n);
                taken = Some(n);
            }
        }
        taken.filter(|_| count == 1)
    }

    /// Stones captured so far by `color`.
    pub fn captures(&self, color: Color) -> u32 {
        self.captured[color.index()]
    }

    /// Number of empty points.
    pub fn empty_count(&self) -> usize {
        self.n_empty as usize
    }

    /// The `i`th entry of the empty-point list (order is arbitrary).
    #[inline]
    pub fn empty_point(&self, i: usize) -> Vertex {
        Vertex::from_index(self.arrays[EMPTY_AT][i] as usize)
    }

    /// Representative stone of the string at `v` (which must be a stone):
    /// two stones are in one string exactly when their heads are equal.
    #[inline]
    pub fn string_head(&self, v: Vertex) -> Vertex {
        Vertex::from_index(self.arrays[HEAD][v.index()] as usize)
    }

    /// Liberties of the string at `v`; 0 for an empty point.
    #[inline]
    pub fn liberty_count(&self, v: Vertex) -> usize {
        if self.arrays[CELL][v.index()] == EMPTY {
            0
        } else {
            self.arrays[LIBS][self.arrays[HEAD][v.index()] as usize] as usize
        }
    }

    /// Stones in the string at `v`; 0 for an empty point.
    #[inline]
    pub fn string_size(&self, v: Vertex) -> usize {
        if self.arrays[CELL][v.index()] == EMPTY {
            0
        } else {
            self.arrays[COUNT][self.arrays[HEAD][v.index()] as usize] as usize
        }
    }

    /// The stones of the string at `v`, in list order.
    pub fn string_stones(&self, v: Vertex) -> Vec<Vertex> {
        let mut out = Vec::new();
        self.string_stones_into(v, &mut out);
        out
    }

    /// The stones of the string at `v`, in list order, into `out` (cleared
    /// first), for callers that reuse one list.
    pub fn string_stones_into(&self, v: Vertex, out: &mut Vec<Vertex>) {
        out.clear();
        if self.color_at(v).is_none() {
            return;
        }
        let start = v.index();
        let mut s = start;
        loop {
            out.push(Vertex::from_index(s));
            s = self.arrays[NEXT][s] as usize;
            if s == start {
                break;
            }
        }
    }

    /// The liberties of the string at `v`, sorted by array index.
    pub fn liberties(&mut self, v: Vertex) -> Vec<Vertex> {
        let mut out = Vec::new();
        self.liberties_upto(v, usize::MAX, &mut out);
        out.sort();
        out
    }

    /// Simple-ko and suicide legality of a stone of `color` at `v`.
    pub fn check_move(&self, color: Color, v: Vertex) -> Result<(), IllegalMove> {
        let p = v.index();
        self.check_point(color, p)?;
        if self.has_liberty_after(color, p) {
            Ok(())
        } else {
            Err(IllegalMove::Suicide)
        }
    }

    /// Every legality test but suicide: on the board, empty, not banned by
    /// ko.
    #[inline]
    fn check_point(&self, color: Color, p: usize) -> Result<(), IllegalMove> {
        if !self.on_board(p) {
            return Err(IllegalMove::OffBoard);
        }
        if self.arrays[CELL][p] != EMPTY {
            return Err(IllegalMove::Occupied);
        }
        if p == self.ko as usize && self.ko_color == Some(color) {
            return Err(IllegalMove::Ko);
        }
        Ok(())
    }

    #[inline]
    pub fn is_legal(&self, color: Color, v: Vertex) -> bool {
        self.check_move(color, v).is_ok()
    }

    /// Would a stone of `color` at the empty point `p` have a liberty,
    /// counting the liberties its captures would make?
    #[inline]
    fn has_liberty_after(&self, color: Color, p: usize) -> bool {
        let own = stone(color);
        for n in [p + 1, p - 1, p + STRIDE, p - STRIDE] {
            let c = self.arrays[CELL][n];
            if c == EMPTY {
                return true;
            }
            if c == BORDER {
                continue;
            }
            let libs = self.arrays[LIBS][self.arrays[HEAD][n] as usize];
            if (c == own) == (libs > 1) {
                return true;
            }
        }
        false
    }

    /// Plays a move (a pass clears the ko ban). An illegal move changes
    /// nothing.
    pub fn play(&mut self, color: Color, mv: Move) -> Result<(), IllegalMove> {
        match mv {
            None => {
                self.clear_ko();
                Ok(())
            }
            Some(v) => {
                self.check_move(color, v)?;
                self.place(color, v.index());
                Ok(())
            }
        }
    }

    /// Plays `v` for `color` if legal and remembers how to take it back with
    /// [`Board::popgo`]. Returns false, changing nothing, if illegal.
    pub fn trymove(&mut self, color: Color, v: Vertex) -> bool {
        if self.check_move(color, v).is_err() {
            return false;
        }
        self.push_frame();
        self.place(color, v.index());
        true
    }

    /// Like [`Board::trymove`] but ignoring the ko ban: reading's
    /// conditional ko capture, where a ko threat and its answer are
    /// assumed to have been played elsewhere first.
    pub fn tryko(&mut self, color: Color, v: Vertex) -> bool {
        let p = v.index();
        if !self.on_board(p) || self.arrays[CELL][p] != EMPTY || !self.has_liberty_after(color, p) {
            return false;
        }
        self.push_frame();
        self.place(color, p);
        true
    }

    /// What a stone of `color` at `v` would do, told without playing it
    /// (reading orders its candidates by this): None if the move is
    /// illegal, else the liberties of the string the stone would join, the
    /// stones it would capture, and the liberties the string at `target`
    /// would have afterwards (0 if it would be captured, or if `target` is
    /// an empty point). The new string's liberties are counted up to `cap`
    /// only (so are the target's when the stone joins it): a big string's
    /// are not walked for a number the caller caps anyway.
    pub fn preview(
        &mut self,
        color: Color,
        v: Vertex,
        target: Vertex,
        cap: usize,
    ) -> Option<Preview> {
        let p = v.index();
        self.check_point(color, p).ok()?;
        let own = stone(color);
        let enemy = stone(color.opponent());
        let mut friends = [0u16; 4];
        let mut n_friends = 0;
        let mut taken = [0u16; 4];
        let mut n_taken = 0;
        let mut foes = [0u16; 4];
        let mut n_foes = 0;
        // The suicide test rides on this one look at the neighbours (it is
        // `has_liberty_after`'s): an empty point, a friend with a liberty
        // to spare, or an enemy with none to spare.
        let mut empties = 0;
        let mut breathes = false;
        for n in [p + 1, p - 1, p + STRIDE, p - STRIDE] {
            let c = self.arrays[CELL][n];
            let h = self.arrays[HEAD][n];
            if c == EMPTY {
                empties += 1;
            } else if c == own {
                breathes |= self.arrays[LIBS][h as usize] > 1;
                if !listed(&friends[..n_friends], h) {
                    friends[n_friends] = h;
                    n_friends += 1;
                }
            } else if c == enemy {
                breathes |= self.arrays[LIBS][h as usize] <= 1;
                if !listed(&foes[..n_foes], h) {
                    foes[n_foes] = h;
                    n_foes += 1;
                    if self.arrays[LIBS][h as usize] == 1 {
                        taken[n_taken] = h;
                        n_taken += 1;
                    }
                }
            }
        }
        if empties == 0 && !breathes {
            return None;
        }
        let friends = &friends[..n_friends];
        let taken = &taken[..n_taken];
        let captured = taken
            .iter()
            .map(|&h| self.arrays[COUNT][h as usize] as usize)
            .sum();
        // The new string's liberties: the empty neighbours of `p` and of
        // its friends' stones (not `p` itself), and every captured stone
        // next to `p` or to a friend.
        let mut own_libs = empties;
        if let [h] = friends {
            // One friend: its liberties but `p`, and `p`'s empty neighbours
            // that are not already its liberties.
            let fresh = [p + 1, p - 1, p + STRIDE, p - STRIDE]
                .into_iter()
                .filter(|&n| self.arrays[CELL][n] == EMPTY && !self.touches(n, *h))
                .count();
            own_libs = self.arrays[LIBS][*h as usize] as usize - 1 + fresh;
        } else if !friends.is_empty() {
            // Several friends: marks keep a liberty they share (or one
            // next to `p`, or `p` itself) from counting twice.
            let gen = self.next_mark();
            self.mark[p] = gen;
            for n in [p + 1, p - 1, p + STRIDE, p - STRIDE] {
                if self.arrays[CELL][n] == EMPTY {
                    self.mark[n] = gen;
                }
            }
            for &h in friends {
                if own_libs >= cap {
                    break;
                }
                own_libs += self.mark_liberties(h as usize, gen, cap - own_libs);
            }
        }
        let t = target.index();
        let target_head = self.arrays[HEAD][t];
        let target_cell = self.arrays[CELL][t];
        let mut target_gain = 0;
        for &h in taken {
            let start = h as usize;
            let mut st = start;
            loop {
                let around = [st + 1, st - 1, st + STRIDE, st - STRIDE];
                if around.iter().any(|&n| {
                    n == p || (self.arrays[CELL][n] == own && listed(friends, self.arrays[HEAD][n]))
                }) {
                    own_libs += 1;
                }
                if target_cell == own
                    && around.iter().any(|&n| {
                        self.arrays[CELL][n] == own && self.arrays[HEAD][n] == target_head
                    })
                {
                    target_gain += 1;
                }
                st = self.arrays[NEXT][st] as usize;
                if st == start {
                    break;
                }
            }
        }
        let own_libs = own_libs.min(cap);
        let before = || self.arrays[LIBS][target_head as usize] as usize;
        let target_libs = if target_cell == own {
            if listed(friends, target_head) {
                own_libs
            } else {
                before() + target_gain
            }
        } else if target_cell == enemy {
            if listed(taken, target_head) {
                0
            } else if listed(&foes[..n_foes], target_head) {
                before() - 1
            } else {
                before()
            }
        } else {
            0
        };
        Some(Preview {
            own_libs,
            captured,
            target_libs,
        })
    }

    /// The liberties of the string at `v`, at most `max` of them, into
    /// `out` (cleared first) in board order of discovery. Reading calls
    /// this at every node, so it allocates nothing, and stops walking the
    /// string once it has found as many liberties as the string has.
    pub fn liberties_upto(&mut self, v: Vertex, max: usize, out: &mut Vec<Vertex>) {
        out.clear();
        if self.color_at(v).is_none() {
            return;
        }
        let start = v.index();
        let stop = max.min(self.arrays[LIBS][self.arrays[HEAD][start] as usize] as usize);
        let gen = self.next_mark();
        let mut s = start;
        loop {
            for n in [s + 1, s - 1, s + STRIDE, s - STRIDE] {
                if self.arrays[CELL][n] == EMPTY && self.mark[n] != gen {
                    self.mark[n] = gen;
                    out.push(Vertex::from_index(n));
                    if out.len() >= stop {
                        return;
                    }
                }
            }
            s = self.arrays[NEXT][s] as usize;
            if s == start {
                return;
            }
        }
    }

    /// The strings of the other color touching the string at `v`, one
    /// stone (the head) of each, into `out` (cleared first): GNU Go's
    /// "chain links", whose capture can save a string.
    pub fn adjacent_strings(&mut self, v: Vertex, out: &mut Vec<Vertex>) {
        out.clear();
        let Some(c) = self.color_at(v) else {
            return;
        };
        let enemy = stone(c.opponent());
        let gen = self.next_mark();
        let start = v.index();
        let mut s = start;
        loop {
            for n in [s + 1, s - 1, s + STRIDE, s - STRIDE] {
                if self.arrays[CELL][n] == enemy {
                    let h = self.arrays[HEAD][n] as usize;
                    if self.mark[h] != gen {
                        self.mark[h] = gen;
                        out.push(Vertex::from_index(h));
                    }
                }
            }
            s = self.arrays[NEXT][s] as usize;
            if s == start {
                return;
            }
        }
    }

    /// A pass inside reading: clears the ko ban, undone by `popgo`.
    pub fn trypass(&mut self) {
        self.push_frame();
        self.clear_ko();
    }

    /// Takes back the last `trymove`/`trypass`.
    pub fn popgo(&mut self) {
        let frame = self.frames.pop().expect("popgo without trymove");
        let slots = self.arrays.as_flattened_mut();
        for c in self.trail.drain(frame.trail_len..).rev() {
            slots[c.slot as usize] = c.old;
        }
        self.hash = frame.hash;
        self.ko = frame.ko;
        self.ko_color = frame.ko_color;
        self.n_empty = frame.n_empty;
        self.captured = frame.captured;
    }

    /// How many `trymove`s are outstanding.
    pub fn stack_depth(&self) -> usize {
        self.frames.len()
    }

    fn push_frame(&mut self) {
        self.frames.push(Frame {
            trail_len: self.trail.len(),
            hash: self.hash,
            ko: self.ko,
            ko_color: self.ko_color,
            n_empty: self.n_empty,
            captured: self.captured,
        });
    }

    fn clear_ko(&mut self) {
        self.ko = 0;
        self.ko_color = None;
    }

    /// The one way to write a per-point array: logs the old value while a
    /// `trymove` is outstanding.
    #[inline]
    fn set(&mut self, array: usize, i: usize, value: u16) {
        let slot = &mut self.arrays[array][i];
        let old = *slot;
        *slot = value;
        if !self.frames.is_empty() {
            self.trail.push(Change {
                slot: (array * BOARD_LEN + i) as u16,
                old,
            });
        }
    }

    fn remove_empty(&mut self, p: usize) {
        let pos = self.arrays[EMPTY_POS][p] as usize;
        let last = self.n_empty as usize - 1;
        let moved = self.arrays[EMPTY_AT][last];
        self.set(EMPTY_AT, pos, moved);
        self.set(EMPTY_POS, moved as usize, pos as u16);
        self.n_empty -= 1;
    }

    fn add_empty(&mut self, p: usize) {
        let pos = self.n_empty as usize;
        self.set(EMPTY_AT, pos, p as u16);
        self.set(EMPTY_POS, p, pos as u16);
        self.n_empty += 1;
    }

    fn next_mark(&mut self) -> u32 {
        self.mark_gen = self.mark_gen.wrapping_add(1);
        if self.mark_gen == 0 {
            self.mark = [0; BOARD_LEN];
            self.mark_gen = 1;
        }
        self.mark_gen
    }

    /// Is the empty point `lib` adjacent to the string headed by `h`?
    #[inline]
    fn touches(&self, lib: usize, h: u16) -> bool {
        [lib + 1, lib - 1, lib + STRIDE, lib - STRIDE]
            .into_iter()
            .any(|n| {
                self.arrays[CELL][n] != EMPTY
                    && self.arrays[CELL][n] != BORDER
                    && self.arrays[HEAD][n] == h
            })
    }

    /// Counts the liberties of the string headed by `h` from scratch.
    fn count_liberties(&mut self, h: usize) -> u16 {
        let gen = self.next_mark();
        self.mark_liberties(h, gen, usize::MAX) as u16
    }

    /// Marks with `gen` the liberties of the string headed by `h` not
    /// marked yet, and counts them, stopping at `max`.
    fn mark_liberties(&mut self, h: usize, gen: u32, max: usize) -> usize {
        let mut libs = 0;
        let mut s = h;
        loop {
            for n in [s + 1, s - 1, s + STRIDE, s - STRIDE] {
                if self.arrays[CELL][n] == EMPTY && self.mark[n] != gen {
                    self.mark[n] = gen;
                    libs += 1;
                    if libs >= max {
                        return libs;
                    }
                }
            }
            s = self.arrays[NEXT][s] as usize;
            if s == h {
                break;
            }
        }
        libs
    }

    /// Puts a stone on a point known to be legal, then merges, captures and
    /// sets the ko ban.
    fn place(&mut self, color: Color, p: usize) {
        let own = stone(color);
        let enemy = stone(color.opponent());
        self.set(CELL, p, own);
        self.remove_empty(p);
        self.hash ^= KEYS[color.index()][p];

        let around = [p + 1, p - 1, p + STRIDE, p - STRIDE];
        let mut friends = [0u16; 4];
        let mut n_friends = 0;
        let mut foes = [0u16; 4];
        let mut n_foes = 0;
        let mut empties = 0;
        for &n in &around {
            let c = self.arrays[CELL][n];
            if c == EMPTY {
                empties += 1;
            } else if c == own {
                let h = self.arrays[HEAD][n];
                if !listed(&friends[..n_friends], h) {
                    friends[n_friends] = h;
                    n_friends += 1;
                }
            } else if c == enemy {
                let h = self.arrays[HEAD][n];
                if !listed(&foes[..n_foes], h) {
                    foes[n_foes] = h;
                    n_foes += 1;
                }
            }
        }

        // Join the new stone with its friends, keeping the largest head so
        // the fewest stones need relabelling.
        let mut h = p;
        self.set(HEAD, p, p as u16);
        self.set(NEXT, p, p as u16);
        self.set(COUNT, p, 1);
        match n_friends {
            0 => self.set(LIBS, p, empties),
            1 => {
                // The friend loses `p` and gains the new stone's empty
                // neighbours it did not already touch.
                let f = friends[0];
                let mut libs = self.arrays[LIBS][f as usize] - 1;
                for &n in &around {
                    if self.arrays[CELL][n] == EMPTY && !self.touches(n, f) {
                        libs += 1;
                    }
                }
                h = self.merge(f as usize, p);
                self.set(LIBS, h, libs);
            }
            _ => {
                // The largest friend keeps its liberties but `p`; the new
                // stone and the other friends add those it does not touch.
                // Walking only the smaller strings is what makes this cheap.
                let big = *friends[..n_friends]
                    .iter()
                    .max_by_key(|&&f| self.arrays[COUNT][f as usize])
                    .expect("two or more friends");
                let gen = self.next_mark();
                let mut libs = self.arrays[LIBS][big as usize] - 1;
                for &n in &around {
                    if self.arrays[CELL][n] == EMPTY && !self.touches(n, big) {
                        self.mark[n] = gen;
                        libs += 1;
                    }
                }
                for &f in &friends[..n_friends] {
                    if f == big {
                        continue;
                    }
                    let start = f as usize;
                    let mut s = start;
                    loop {
                        for n in [s + 1, s - 1, s + STRIDE, s - STRIDE] {
                            if self.arrays[CELL][n] == EMPTY && self.mark[n] != gen {
                                self.mark[n] = gen;
                                if !self.touches(n, big) {
                                    libs += 1;
                                }
                            }
                        }
                        s = self.arrays[NEXT][s] as usize;
                        if s == start {
                            break;
                        }
                    }
                }
                for &f in &friends[..n_friends] {
                    h = self.merge(f as usize, h);
                }
                self.set(LIBS, h, libs);
            }
        }

        let mut captured_total = 0u32;
        let mut last_captured = 0;
        for &f in &foes[..n_foes] {
            let f = f as usize;
            let libs = self.arrays[LIBS][f] - 1;
            self.set(LIBS, f, libs);
            if libs == 0 {
                captured_total += self.capture(f, own);
                last_captured = f;
            }
        }
        self.captured[color.index()] += captured_total;

        let h = self.arrays[HEAD][p] as usize;
        if captured_total == 1 && self.arrays[COUNT][h] == 1 && self.arrays[LIBS][h] == 1 {
            self.ko = last_captured as u16;
            self.ko_color = Some(color.opponent());
        } else {
            self.clear_ko();
        }
    }

    /// Joins the strings headed by `a` and `b`; returns the surviving head.
    fn merge(&mut self, a: usize, b: usize) -> usize {
        if a == b {
            return a;
        }
        let (big, small) = if self.arrays[COUNT][a] >= self.arrays[COUNT][b] {
            (a, b)
        } else {
            (b, a)
        };
        let mut s = small;
        loop {
            self.set(HEAD, s, big as u16);
            s = self.arrays[NEXT][s] as usize;
            if s == small {
                break;
            }
        }
        // Splice the two circular lists.
        let nb = self.arrays[NEXT][big];
        let ns = self.arrays[NEXT][small];
        self.set(NEXT, big, ns);
        self.set(NEXT, small, nb);
        let total = self.arrays[COUNT][big] + self.arrays[COUNT][small];
        self.set(COUNT, big, total);
        big
    }

    /// Removes the string headed by `h`; each neighbouring string of the
    /// capturer (`own`) gains one liberty per removed stone it touched.
    fn capture(&mut self, h: usize, own: u16) -> u32 {
        let mut removed = 0;
        let mut s = h;
        loop {
            let color = if self.arrays[CELL][s] == 1 { 0 } else { 1 };
            self.set(CELL, s, EMPTY);
            self.add_empty(s);
            self.hash ^= KEYS[color][s];
            removed += 1;
            let mut seen = [0u16; 4];
            let mut n_seen = 0;
            for n in [s + 1, s - 1, s + STRIDE, s - STRIDE] {
                if self.arrays[CELL][n] == own {
                    let nh = self.arrays[HEAD][n];
                    if !listed(&seen[..n_seen], nh) {
                        seen[n_seen] = nh;
                        n_seen += 1;
                        let libs = self.arrays[LIBS][nh as usize] + 1;
                        self.set(LIBS, nh as usize, libs);
                    }
                }
            }
            s = self.arrays[NEXT][s] as usize;
            if s == h {
                break;
            }
        }
        removed
    }

    /// Replaces the stones at some points without playing (SGF setup,
    /// handicap). Strings are rebuilt from scratch; a string left without
    /// liberties stays on the board, as the setup said. Clears the ko ban.
    /// Not allowed inside `trymove`.
    pub fn set_stones(&mut self, changes: &[(Vertex, Option<Color>)]) {
        assert!(self.frames.is_empty(), "set_stones inside trymove");
        for &(v, c) in changes {
            let p = v.index();
            if !self.on_board(p) {
                continue;
            }
            self.arrays[CELL][p] = c.map_or(EMPTY, stone);
        }
        self.rebuild();
    }

    /// Recomputes every derived array (strings, liberties, empty list, hash)
    /// from the stones alone.
    fn rebuild(&mut self) {
        self.trail.clear();
        self.frames.clear();
        for array in [HEAD, NEXT, LIBS, COUNT] {
            self.arrays[array] = [0; BOARD_LEN];
        }
        self.derive_strings();
    }

    /// Flood-fills strings from the cells and fills head/next/count/libs,
    /// the empty list and the hash.
    fn derive_strings(&mut self) {
        self.n_empty = 0;
        self.hash = 0;
        self.clear_ko();
        for p in 0..BOARD_LEN {
            if self.arrays[CELL][p] == EMPTY {
                self.arrays[EMPTY_POS][p] = self.n_empty;
                self.arrays[EMPTY_AT][self.n_empty as usize] = p as u16;
                self.n_empty += 1;
            }
        }
        let mut done = [false; BOARD_LEN];
        let mut stones = Vec::with_capacity(BOARD_LEN);
        for p in 0..BOARD_LEN {
            let c = self.arrays[CELL][p];
            if c == EMPTY || c == BORDER || done[p] {
                continue;
            }
            self.hash ^= KEYS[(c - 1) as usize][p];
            // Collect the string by flood fill, then link it.
            stones.clear();
            stones.push(p);
            done[p] = true;
            let mut i = 0;
            while i < stones.len() {
                let s = stones[i];
                for n in [s + 1, s - 1, s + STRIDE, s - STRIDE] {
                    if self.arrays[CELL][n] == c && !done[n] {
                        done[n] = true;
                        stones.push(n);
                        self.hash ^= KEYS[(c - 1) as usize][n];
                    }
                }
                i += 1;
            }
            for (k, &s) in stones.iter().enumerate() {
                self.arrays[HEAD][s] = p as u16;
                self.arrays[NEXT][s] = stones[(k + 1) % stones.len()] as u16;
            }
            self.arrays[COUNT][p] = stones.len() as u16;
            let libs = self.count_liberties(p);
            self.arrays[LIBS][p] = libs;
        }
    }

    /// Checks every incrementally kept fact against a recomputation from the
    /// stones alone. Tests run it after random play/undo sequences; it is
    /// far too slow for play.
    pub fn validate(&self) -> Result<(), String> {
        let mut fresh = Board::new(self.size);
        fresh.arrays[CELL] = self.arrays[CELL];
        fresh.derive_strings();
        if fresh.hash != self.hash {
            return Err("hash differs from recomputation".into());
        }
        if fresh.n_empty != self.n_empty {
            return Err(format!(
                "{} empties listed, {} on board",
                self.n_empty, fresh.n_empty
            ));
        }
        for i in 0..self.n_empty as usize {
            let p = self.arrays[EMPTY_AT][i] as usize;
            if self.arrays[CELL][p] != EMPTY || self.arrays[EMPTY_POS][p] as usize != i {
                return Err(format!("empty list broken at slot {i}"));
            }
        }
        for p in 0..BOARD_LEN {
            if self.arrays[CELL][p] == EMPTY || self.arrays[CELL][p] == BORDER {
                continue;
            }
            let v = Vertex::from_index(p);
            // Same partition: the heads may differ, the strings may not.
            let mine: Vec<_> = {
                let mut s = self.string_stones(v);
                s.sort();
                s
            };
            let theirs: Vec<_> = {
                let mut s = fresh.string_stones(v);
                s.sort();
                s
            };
            if mine != theirs {
                return Err(format!("string at {v} is {mine:?}, should be {theirs:?}"));
            }
            if mine
                .iter()
                .any(|s| self.arrays[HEAD][s.index()] != self.arrays[HEAD][p])
            {
                return Err(format!("string at {v} has several heads"));
            }
            if self.string_size(v) != fresh.string_size(v) {
                return Err(format!("string at {v}: wrong stone count"));
            }
            if self.liberty_count(v) != fresh.liberty_count(v) {
                return Err(format!(
                    "string at {v}: {} liberties kept, {} counted",
                    self.liberty_count(v),
                    fresh.liberty_count(v)
                ));
            }
        }
        if self.ko != 0 && self.arrays[CELL][self.ko as usize] != EMPTY {
            return Err("ko point is occupied".into());
        }
        Ok(())
    }
}
