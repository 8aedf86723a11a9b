//! The local game of an eye space, read exhaustively on its realization.
//!
//! The question behind every digit of an eye value is tactical: with
//! black (the attacker) to move, or white (the defender) to move, can
//! black capture the white string? White may pass, black may not; black
//! wins when the string is captured. Asked once with white's extra eye
//! and once without it, the answers separate 0, 1 and 2 eyes (eyes.texi,
//! "Eye Space as Local Game" and "Eye Local Game Values").
//!
//! Ko and repetition: simple ko is the board's; besides, no move may
//! recreate a position already on the current line of play (positional
//! superko), so every line ends. A result that leaned on such a ban about
//! a position above the node is not stored in the transposition table,
//! since another line may reach the node with a different history.

use super::local_board::{bits, span, LocalBoard, Survey};
use super::realize::Realization;
use super::value::EyeValue;
use crate::board::{Color, FastMap, IllegalMove, Vertex};

/// A point of the local board (an index).
type Pt = usize;

type SparseTable = FastMap<u64, u8>;

/// Known results, four bits a position: bit 0 set if known for black to
/// move, bit 1 its value; bits 2 and 3 the same for white to move. A
/// plain array for the positions without a ko ban when they fit in a few
/// tens of megabytes, as for every graph up to GNU Go's limit; a hash map
/// for the rest.
struct Table {
    /// Positions without a ko ban, indexed by their base-3 number (below
    /// `limit`; the vector may be longer, left from an earlier reading).
    dense: Vec<u8>,
    limit: u64,
    /// The dense entries set so far, to give the array back clean.
    dirty: Vec<u32>,
    /// Positions with a ko ban (rare), and every position when there are
    /// too many points for a dense array.
    sparse: SparseTable,
}

/// Largest dense table, in entries (bytes).
const DENSE_LIMIT: u64 = 96 << 20;

/// Most entries of a sparse table: with the hash map's overhead, about
/// 150 MB, keeping the whole reading under 256 MiB.
const SPARSE_LIMIT: usize = 6 << 20;

/// Largest dense array kept for the next reading: zeroing a fresh array
/// for every small graph would cost more than reading it.
const SPARE_LIMIT: usize = 16 << 20;

thread_local! {
    /// A clean dense array left by the last reading.
    static SPARE: std::cell::RefCell<Vec<u8>> = const { std::cell::RefCell::new(Vec::new()) };
}

impl Table {
    fn for_points(points: usize) -> Table {
        let (dense, limit) = match 3u64.checked_pow(points as u32) {
            Some(n) if n <= DENSE_LIMIT => {
                let mut dense = SPARE.with(|s| std::mem::take(&mut *s.borrow_mut()));
                if dense.len() < n as usize {
                    dense = vec![0; n as usize];
                }
                (dense, n)
            }
            _ => (Vec::new(), 0),
        };
        Table {
            dense,
            limit,
            dirty: Vec::new(),
            sparse: SparseTable::default(),
        }
    }

    #[inline]
    fn get(&self, key: u64) -> u8 {
        if key < self.limit {
            self.dense[key as usize]
        } else {
            self.sparse.get(&key).copied().unwrap_or(0)
        }
    }

    #[inline]
    fn set_bits(&mut self, key: u64, bits: u8) {
        if key < self.limit {
            let e = &mut self.dense[key as usize];
            if *e == 0 {
                self.dirty.push(key as u32);
            }
            *e |= bits;
        } else {
            *self.sparse.entry(key).or_insert(0) |= bits;
        }
    }

    fn full(&self) -> bool {
        self.sparse.len() > SPARSE_LIMIT
    }
}

impl Drop for Table {
    /// Cleans the dense array and keeps it for the next reading, if small.
    fn drop(&mut self) {
        if self.dense.len() > SPARE_LIMIT {
            return;
        }
        for &k in &self.dirty {
            self.dense[k as usize] = 0;
        }
        let dense = std::mem::take(&mut self.dense);
        SPARE.with(|s| {
            let mut spare = s.borrow_mut();
            if dense.len() > spare.len() {
                *spare = dense;
            }
        });
    }
}

const BLACK: Color = Color::Black;

/// Most points a reading may key on: the key, 3^n times (n + 1) ko
/// slots, must fit in 64 bits.
pub const MAX_KEYED_POINTS: usize = 36;
const WHITE: Color = Color::White;

/// The reading gave up: the graph is too large for the node budget.
#[derive(Clone, Debug, PartialEq)]
pub struct TooLarge;

/// An eye value with its vital points (board vertices).
#[derive(Clone, Debug, PartialEq)]
pub struct Evaluation {
    pub value: EyeValue,
    pub attacks: Vec<Vertex>,
    pub defenses: Vec<Vertex>,
}

/// Result of one tactical question: who wins, and the earliest position
/// of the current line that a repetition ban referred to while reading it
/// (`FREE` if none). A result whose bans all refer to the node's own
/// position or later ones holds for every line reaching the node, so the
/// table may keep it; one that leaned on an earlier position may not.
#[derive(Copy, Clone)]
struct Outcome {
    win: bool,
    depends_on: usize,
}

/// No repetition ban was involved.
const FREE: usize = usize::MAX;

/// Most candidate moves at a node: every keyed point.
const MAX_MOVES: usize = MAX_KEYED_POINTS + 1;

/// A node's candidate moves, kept on the stack: the reading allocates
/// nothing per node.
#[derive(Copy, Clone)]
struct MoveList {
    len: usize,
    buf: [u8; MAX_MOVES],
}

impl Default for MoveList {
    fn default() -> Self {
        MoveList {
            len: 0,
            buf: [0; MAX_MOVES],
        }
    }
}

impl MoveList {
    fn push(&mut self, v: Pt) {
        self.buf[self.len] = v as u8;
        self.len += 1;
    }
}

impl IntoIterator for MoveList {
    type Item = Pt;
    type IntoIter =
        std::iter::Map<std::iter::Take<std::array::IntoIter<u8, MAX_MOVES>>, fn(u8) -> Pt>;
    fn into_iter(self) -> Self::IntoIter {
        self.buf.into_iter().take(self.len).map(|v| v as Pt)
    }
}

/// A child position as the table sees it.
enum Child {
    /// The opponent's result there.
    Known(bool),
    /// The move would repeat the position at this index of the line.
    Repeats(usize),
    /// Not in the table; `quiet` if legal and capturing nothing.
    Unknown { quiet: bool },
    /// Illegal, whatever happens (ko retakes by the komaster excepted:
    /// those are `Unknown`).
    Illegal,
}

/// The status of the white string: can black kill moving first, can
/// white live moving first.
#[derive(Copy, Clone)]
struct Life {
    attack: bool,
    defense: bool,
}

pub struct LocalGame {
    board: LocalBoard,
    /// Board vertex of each local point, to report vital points.
    vertices: Vec<Vertex>,
    /// The graph's points, the outer liberties, the virtual ko threat
    /// points, as sets.
    regular: u64,
    outer_liberties: u64,
    ko_threats: u64,
    extra_eye: Pt,
    komaster: Option<Color>,
    /// The positions on the current line.
    line: Vec<(u64, u64)>,
    /// Indices of the line's positions made by moves that may have
    /// captured. A quiet move adds a stone, so it cannot repeat any
    /// position from the last of these on: only the ones before need a
    /// look.
    loud: Vec<usize>,
    table: Table,
    /// Eye values of positions already evaluated.
    values: FastMap<u64, EyeValue>,
    nodes: u64,
    budget: u64,
    /// Told the node count now and then; answers false to stop the
    /// reading (an interrupt). None: nothing watches.
    progress: Option<Progress>,
    /// The reading was stopped by `progress`.
    stopped: bool,
}

/// A watcher of a long reading: gets the positions visited so far and
/// answers whether to go on.
pub type Progress = Box<dyn FnMut(u64) -> bool>;

/// Positions between two calls of the progress watcher (a fraction of a
/// second of reading).
const PROGRESS_EVERY: u64 = 1 << 20;

/// How many positions the reading may visit before giving up: enough for
/// every graph GNU Go accepts (the largest take a few hundred million
/// visits, most of them table hits), so that no input runs unbounded.
pub const DEFAULT_BUDGET: u64 = 400_000_000;

impl LocalGame {
    /// Sets up the reading; `komaster` is the player who may ignore ko
    /// threats while virtual threats remain.
    pub fn new(r: Realization, komaster: Option<Color>, budget: u64) -> LocalGame {
        let vertices = r.playable();
        let board = LocalBoard::new(&r.board, &vertices, &r.main);
        let n = vertices.len();
        let (a, b) = (r.regular.len(), r.regular.len() + r.outer_liberties.len());
        let c = b + r.ko_threats.len();
        let start = board.position();
        LocalGame {
            board,
            vertices,
            regular: span(0, a),
            outer_liberties: span(a, b),
            ko_threats: span(b, c),
            extra_eye: c,
            komaster,
            line: vec![start],
            loud: Vec::new(),
            table: Table::for_points(n),
            values: FastMap::default(),
            nodes: 0,
            budget,
            progress: None,
            stopped: false,
        }
    }

    /// Lets `progress` watch the reading (and stop it).
    pub fn watch(&mut self, progress: Progress) {
        self.progress = Some(progress);
    }

    /// Was the reading stopped by its watcher?
    pub fn stopped(&self) -> bool {
        self.stopped
    }

    /// Positions visited so far.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    fn captured(&self) -> bool {
        self.board.main_taken()
    }

    /// Would black's stone at `v` capture the main string?
    fn captures_string(&self, v: Pt) -> bool {
        self.board.captures_main(v)
    }

    /// The line index of a position equal to `hash`, among those that
    /// the position after a quiet move could repeat.
    fn repeated_quietly(&self, hash: (u64, u64)) -> Option<usize> {
        let horizon = self.loud.last().copied().unwrap_or(0);
        self.line[..horizon].iter().position(|&h| h == hash)
    }

    fn key(&self) -> (u64, u64) {
        self.board.key()
    }

    /// Plays a move for `color`; with `komaster` rights, a ko retake
    /// first spends a virtual ko threat. Refuses moves that repeat a
    /// position on the line. Returns the number of board moves made (0 if
    /// refused) and, if a repetition ban refused it, the line index of the
    /// position it would have repeated.
    fn play(&mut self, color: Color, v: Pt) -> (usize, Option<usize>) {
        let mut made = 0;
        match self.board.try_play(color, v) {
            Ok(()) => {}
            Err(IllegalMove::Ko) if self.komaster == Some(color) => {
                let threats = self.ko_threats & self.board.empty();
                if threats == 0 {
                    return (0, None);
                }
                let t = threats.trailing_zeros() as Pt;
                // The opponent answers a threat, then the ko is retaken.
                if !self.board.trymove(BLACK, t) {
                    return (0, None);
                }
                if !self.board.trymove(color, v) {
                    self.board.popgo();
                    return (0, None);
                }
                made = 1;
            }
            Err(_) => return (0, None),
        }
        made += 1;
        let hash = self.board.position();
        if let Some(at) = self.line.iter().position(|&h| h == hash) {
            for _ in 0..made {
                self.board.popgo();
            }
            return (0, Some(at));
        }
        self.loud.push(self.line.len());
        self.line.push(hash);
        (made, None)
    }

    /// `play` for a move known to be legal and capture nothing.
    fn play_quiet(&mut self, color: Color, v: Pt) -> (usize, Option<usize>) {
        let after = self.board.position_after_quiet(color, v);
        if let Some(at) = self.repeated_quietly(after) {
            return (0, Some(at));
        }
        self.board.play_quiet(color, v);
        self.line.push(after);
        (1, None)
    }

    /// May a result reading from the current node be kept in the table?
    /// Only if every ban it met referred to this node's position (the
    /// last on the line) or to later ones.
    fn cacheable(&self, depends_on: usize) -> bool {
        depends_on == FREE || depends_on + 1 >= self.line.len()
    }

    fn undo(&mut self, made: usize) {
        self.line.pop();
        if self.loud.last() == Some(&self.line.len()) {
            self.loud.pop();
        }
        for _ in 0..made {
            self.board.popgo();
        }
    }

    /// Black's candidate moves: the empty graph points, the first empty
    /// outer liberty and virtual threat point (they are interchangeable),
    /// and the extra eye.
    fn black_moves(&self) -> MoveList {
        self.ordered(self.black_move_set())
    }

    fn black_move_set(&self) -> u64 {
        let empty = self.board.empty();
        let lowest = |set: u64| set & set.wrapping_neg();
        empty & (self.regular | 1 << self.extra_eye)
            | lowest(empty & self.outer_liberties)
            | lowest(empty & self.ko_threats)
    }

    /// The moves of a set, most promising first (for either side: points
    /// next to much empty space and next to black stones, the attacker's
    /// reach), equals in point order.
    fn ordered(&self, set: u64) -> MoveList {
        let mut keyed = [0u16; MAX_MOVES];
        let mut len = 0;
        for v in bits(set) {
            let score = self.board.neighbour_score(v) as u16;
            keyed[len] = (255 - score) << 8 | v as u16;
            len += 1;
        }
        // Insertion sort: a handful of moves, keys all distinct.
        for i in 1..len {
            let k = keyed[i];
            let mut j = i;
            while j > 0 && keyed[j - 1] > k {
                keyed[j] = keyed[j - 1];
                j -= 1;
            }
            keyed[j] = k;
        }
        let mut moves = MoveList::default();
        for &k in &keyed[..len] {
            moves.push((k & 0xff) as Pt);
        }
        moves
    }

    /// White's candidate moves: empty graph points only (filling outer
    /// liberties or its own extra eye never helps white).
    fn white_moves(&self) -> MoveList {
        self.ordered(self.board.empty() & self.regular)
    }

    fn count_node(&mut self) -> Result<(), TooLarge> {
        self.nodes += 1;
        if self.nodes.is_multiple_of(PROGRESS_EVERY) {
            if let Some(go_on) = self.progress.as_mut() {
                self.stopped |= !go_on(self.nodes);
            }
        }
        if self.stopped
            || self.nodes > self.budget
            || (self.nodes.is_multiple_of(4096) && self.table_full())
        {
            Err(TooLarge)
        } else {
            Ok(())
        }
    }

    fn lookup(&self, key: u64, shift: u8) -> Option<bool> {
        let entry = self.table.get(key) >> shift;
        (entry & 1 == 1).then_some(entry & 2 == 2)
    }

    fn store(&mut self, key: u64, shift: u8, win: bool) {
        self.table.set_bits(key, (1 | u8::from(win) << 1) << shift);
    }

    /// Has the table outgrown its memory bound?
    fn table_full(&self) -> bool {
        self.table.full()
    }

    /// Black to move: can black capture the string?
    fn attack(&mut self) -> Result<Outcome, TooLarge> {
        self.count_node()?;
        let (base, key) = self.key();
        if let Some(win) = self.lookup(key, 0) {
            return Ok(Outcome {
                win,
                depends_on: FREE,
            });
        }
        let set = self.black_move_set();
        let survey = self.board.survey();
        let libs = survey.main_liberties;
        if libs & libs.wrapping_sub(1) == 0 && set & libs != 0 {
            self.store(key, 0, true);
            return Ok(Outcome {
                win: true,
                depends_on: FREE,
            });
        }
        self.search(BLACK, set, &survey, base, key)
    }

    /// White to move: can white keep the string alive? White tries moves
    /// where black could play (or which capture), then passing.
    fn defend(&mut self) -> Result<Outcome, TooLarge> {
        self.count_node()?;
        let (base, key) = self.key();
        if let Some(win) = self.lookup(key, 2) {
            return Ok(Outcome {
                win,
                depends_on: FREE,
            });
        }
        // Filling a point black cannot play on only wastes white's own eye
        // space, unless it captures.
        let survey = self.board.survey();
        let moves = bits(self.board.empty() & self.regular)
            .filter(|&v| self.board.worth_filling_in(&survey, v))
            .fold(0u64, |set, v| set | 1 << v);
        self.search(WHITE, moves, &survey, base, key)
    }

    /// The OR node for `color` over the set of `moves`: wins if some move
    /// leaves the opponent losing; white also has the pass. The children
    /// the table already knows are looked at first: one known win settles
    /// the node without any reading. Only the rest are put in order.
    fn search(
        &mut self,
        color: Color,
        moves: u64,
        survey: &Survey,
        base: u64,
        key: u64,
    ) -> Result<Outcome, TooLarge> {
        let shift = if color == BLACK { 0 } else { 2 };
        let mut depends_on = FREE;
        let mut unknown = 0u64;
        let mut quiet = 0u64;
        for v in bits(moves) {
            match self.quiet_child(color, v, survey, base) {
                Child::Known(false) => {
                    self.store(key, shift, true);
                    return Ok(Outcome {
                        win: true,
                        depends_on: FREE,
                    });
                }
                Child::Known(true) => {}
                Child::Repeats(at) => depends_on = depends_on.min(at),
                Child::Unknown { quiet: q } => {
                    unknown |= 1 << v;
                    quiet |= u64::from(q) << v;
                }
                Child::Illegal => {}
            }
        }
        for v in self.ordered(unknown) {
            let Some(reply) = self.reply_to(color, v, quiet & (1 << v) != 0, &mut depends_on)?
            else {
                continue;
            };
            if !reply.win {
                if self.cacheable(reply.depends_on) {
                    self.store(key, shift, true);
                }
                return Ok(Outcome {
                    win: true,
                    depends_on: reply.depends_on,
                });
            }
            depends_on = depends_on.min(reply.depends_on);
        }
        let mut win = false;
        if color == WHITE {
            // The pass: same position, black to move.
            let reply = match self.lookup(key, 0) {
                Some(win) => Outcome {
                    win,
                    depends_on: FREE,
                },
                None => self.attack()?,
            };
            depends_on = depends_on.min(reply.depends_on);
            win = !reply.win;
        }
        if self.cacheable(depends_on) {
            self.store(key, shift, win);
        }
        Ok(Outcome { win, depends_on })
    }

    /// What the table says of the position after `color` plays `v`, when
    /// the move is quiet (legal, captures nothing): then the child's key
    /// follows from the parent's, and the move need not be played.
    fn quiet_child(&self, color: Color, v: Pt, survey: &Survey, base: u64) -> Child {
        match self.board.quiet_in(survey, color, v) {
            None if self.komaster == Some(color) => return Child::Unknown { quiet: false },
            None => return Child::Illegal,
            Some(false) => return Child::Unknown { quiet: false },
            Some(true) => {}
        }
        let child = self.board.key_after_quiet(base, color, v);
        match self.lookup(child, if color == BLACK { 2 } else { 0 }) {
            None => Child::Unknown { quiet: true },
            Some(win) => {
                let after = self.board.position_after_quiet(color, v);
                match self.repeated_quietly(after) {
                    Some(at) => Child::Repeats(at),
                    None => Child::Known(win),
                }
            }
        }
    }

    /// The opponent's outcome after `color` plays `v`, by playing it; None
    /// if the move cannot be played (`depends_on` is lowered when a repetition
    /// ban refused it).
    fn reply_to(
        &mut self,
        color: Color,
        v: Pt,
        quiet: bool,
        depends_on: &mut usize,
    ) -> Result<Option<Outcome>, TooLarge> {
        let (made, banned) = if quiet {
            self.play_quiet(color, v)
        } else {
            self.play(color, v)
        };
        if let Some(at) = banned {
            *depends_on = (*depends_on).min(at);
        }
        if made == 0 {
            return Ok(None);
        }
        let reply = if color == WHITE {
            self.attack()
        } else if self.captured() {
            Ok(Outcome {
                win: false,
                depends_on: FREE,
            })
        } else {
            self.defend()
        };
        self.undo(made);
        reply.map(Some)
    }

    /// Runs `f` with or without the extra eye (without it, white fills
    /// the eye first); None if white cannot fill it.
    fn with_eye<T>(
        &mut self,
        have_eye: bool,
        f: impl FnOnce(&mut Self) -> Result<T, TooLarge>,
    ) -> Result<Option<T>, TooLarge> {
        if have_eye {
            return f(self).map(Some);
        }
        if !self.board.trymove(WHITE, self.extra_eye) {
            return Ok(None);
        }
        let result = f(self);
        self.board.popgo();
        result.map(Some)
    }

    /// The string's status with or without the extra eye; dead when
    /// captured, or when white cannot fill the eye.
    fn life(&mut self, have_eye: bool) -> Result<Life, TooLarge> {
        const DEAD: Life = Life {
            attack: true,
            defense: false,
        };
        if self.captured() {
            return Ok(DEAD);
        }
        let life = self.with_eye(have_eye, |g| {
            let attack = g.attack()?.win;
            let defense = !attack || g.defend()?.win;
            Ok(Life { attack, defense })
        })?;
        Ok(life.unwrap_or(DEAD))
    }

    /// In a critical position (with or without the eye): black's moves
    /// that kill, or white's moves that live.
    fn vital_points(&mut self, have_eye: bool, color: Color) -> Result<Vec<Pt>, TooLarge> {
        let points = self.with_eye(have_eye, |g| {
            let mut points = Vec::new();
            if color == BLACK {
                for v in g.black_moves() {
                    if g.captures_string(v) {
                        points.push(v);
                        continue;
                    }
                    let kills = g.after(BLACK, v, |g| Ok(g.captured() || !g.defend()?.win))?;
                    if kills == Some(true) {
                        points.push(v);
                    }
                }
            } else {
                for v in g.white_moves() {
                    if g.after(WHITE, v, |g| Ok(!g.attack()?.win))? == Some(true) {
                        points.push(v);
                    }
                }
            }
            Ok(points)
        })?;
        Ok(points.unwrap_or_default())
    }

    /// Plays `v` for `color`, evaluates with `f`, takes the move back.
    /// None if the move cannot be played.
    fn after<T>(
        &mut self,
        color: Color,
        v: Pt,
        f: impl FnOnce(&mut Self) -> Result<T, TooLarge>,
    ) -> Result<Option<T>, TooLarge> {
        let (made, _) = self.play(color, v);
        if made == 0 {
            return Ok(None);
        }
        let result = f(self);
        self.undo(made);
        result.map(Some)
    }

    /// The eye value of the current position and its vital points.
    ///
    /// The four digits follow from the string's status with and without
    /// the extra eye. Alive without it: two eyes, and the first digit says
    /// what one black move threatens. Critical without it: 2 eyes if white
    /// moves first; moving first black makes 0 (a chimera, 0022, when even
    /// the extra eye does not save white) or 1, and the first digit asks
    /// whether black's move leaves a 0011 shape. Dead without it: the extra
    /// eye tells 1 from 0, and threats by either side settle the outer
    /// digits.
    pub fn evaluate(&mut self) -> Result<Evaluation, TooLarge> {
        let eval = self.evaluate_here(true)?;
        if !self.captured() {
            let key = self.key().1;
            self.values.insert(key, eval.value);
        }
        Ok(eval)
    }

    /// The eye value alone, remembered per position: the refinements of
    /// the outer digits ask for it again and again on the same positions.
    fn value(&mut self) -> Result<EyeValue, TooLarge> {
        if self.captured() {
            return Ok(EyeValue::new(0, 0, 0, 0));
        }
        let key = self.key().1;
        if let Some(&v) = self.values.get(&key) {
            return Ok(v);
        }
        let value = self.evaluate_here(false)?.value;
        self.values.insert(key, value);
        Ok(value)
    }

    /// The value, and with `points` the vital points; without them, the
    /// loops over candidate moves stop as soon as a digit is settled.
    fn evaluate_here(&mut self, points: bool) -> Result<Evaluation, TooLarge> {
        if self.captured() {
            // Nothing left to make eyes with, and nothing either side can
            // threaten.
            return Ok(Evaluation {
                value: EyeValue::new(0, 0, 0, 0),
                attacks: vec![],
                defenses: vec![],
            });
        }
        let mut attacks = Vec::new();
        let mut defenses = Vec::new();
        let without = self.life(false)?;
        let value = if !without.attack {
            // 0222, 1222, 2222: which black moves threaten, and how much?
            let mut a = 2;
            for v in self.black_moves() {
                if a == 0 && !points {
                    break;
                }
                let threat = self.after(BLACK, v, |g| {
                    Ok(if !g.life(false)?.attack {
                        None
                    } else {
                        Some(g.life(true)?.attack)
                    })
                })?;
                match threat.flatten() {
                    Some(true) => {
                        if a != 0 {
                            attacks.clear();
                        }
                        a = 0;
                        attacks.push(v);
                    }
                    Some(false) if a != 0 => {
                        a = 1;
                        attacks.push(v);
                    }
                    _ => {}
                }
            }
            EyeValue::new(a, 2, 2, 2)
        } else if without.defense {
            // 0022, 0122, 1122.
            if points {
                defenses = self.vital_points(false, WHITE)?;
            }
            let with = self.life(true)?;
            if with.attack {
                if points {
                    attacks = self.vital_points(true, BLACK)?;
                }
                EyeValue::new(0, 0, 2, 2)
            } else {
                let mut a = 1;
                for v in self.vital_points(false, BLACK)? {
                    if a == 0 && !points {
                        break;
                    }
                    let Some(v2) = self.after(BLACK, v, |g| g.value())? else {
                        continue;
                    };
                    if v2.b == 0 && v2.c == 1 && v2.d == 1 {
                        if a == 1 {
                            attacks.clear();
                        }
                        a = 0;
                        attacks.push(v);
                    } else if a == 1 {
                        attacks.push(v);
                    }
                }
                EyeValue::new(a, 1, 2, 2)
            }
        } else {
            let with = self.life(true)?;
            if !with.attack {
                // 0111, 0112, 1111, 1112.
                let (mut a, mut d) = (1, 1);
                for v in self.black_moves() {
                    if a == 0 && !points {
                        break;
                    }
                    let hurt = self.after(BLACK, v, |g| {
                        Ok(if g.life(true)?.attack {
                            Some(g.value()?.d == 1)
                        } else {
                            None
                        })
                    })?;
                    if hurt.flatten() == Some(true) {
                        attacks.push(v);
                        a = 0;
                    }
                }
                for v in self.white_moves() {
                    if d == 2 && !points {
                        break;
                    }
                    let helps = self.after(WHITE, v, |g| {
                        Ok(if g.life(false)?.defense {
                            Some(g.value()?.a == 1)
                        } else {
                            None
                        })
                    })?;
                    if helps.flatten() == Some(true) {
                        defenses.push(v);
                        d = 2;
                    }
                }
                EyeValue::new(a, 1, 1, d)
            } else if with.defense {
                // 0011, 0012.
                if points {
                    attacks = self.vital_points(true, BLACK)?;
                }
                let mut d = 1;
                for v in self.vital_points(true, WHITE)? {
                    if d == 2 && !points {
                        break;
                    }
                    let Some(v2) = self.after(WHITE, v, |g| g.value())? else {
                        continue;
                    };
                    if v2.a == 1 && v2.b == 1 && v2.c == 2 {
                        if d == 1 {
                            defenses.clear();
                        }
                        d = 2;
                        defenses.push(v);
                    } else if d == 1 {
                        defenses.push(v);
                    }
                }
                EyeValue::new(0, 0, 1, d)
            } else {
                // 0000, 0001, 0002: what can one white move threaten?
                let mut d = 0;
                for v in self.white_moves() {
                    if d == 2 && !points {
                        break;
                    }
                    let threat = self.after(WHITE, v, |g| {
                        Ok(if g.life(true)?.defense {
                            Some(g.life(false)?.defense)
                        } else {
                            None
                        })
                    })?;
                    match threat.flatten() {
                        Some(true) => {
                            if d == 1 {
                                defenses.clear();
                            }
                            d = 2;
                            defenses.push(v);
                        }
                        Some(false) if d != 2 => {
                            d = 1;
                            defenses.push(v);
                        }
                        _ => {}
                    }
                }
                EyeValue::new(0, 0, 0, d)
            }
        };
        Ok(Evaluation {
            value,
            attacks: attacks.into_iter().map(|p| self.vertices[p]).collect(),
            defenses: defenses.into_iter().map(|p| self.vertices[p]).collect(),
        })
    }
}
