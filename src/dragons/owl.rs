//! The life-and-death reader: can a dragon be killed, can it be saved.
//!
//! A depth-first search over local moves, as the tactical reader searches
//! over a string's liberties, but whose leaves are judged by the eye
//! analysis instead of by liberties (eyes.texi: "the dragon is alive if any
//! of the local games ends up with a score of 2 or more"). Every node:
//!
//! 1. The **goal** is the dragon's strings still on the board, the
//!    defender's stones played in the line, and the strings of its colour
//!    that share one of its eye spaces.
//! 2. The **judgement** ([`judge`]) computes the worms (read tactically
//!    only near the goal) and the optics of the node, then sums the values
//!    of the goal's eye spaces as the chapter's local games: with the
//!    attacker moving first in every space (each `b`) the dragon still has
//!    two eyes: alive; with the defender first everywhere (each `c`) it
//!    has fewer than two, no enemy string next to it can be captured and
//!    it has no way out to open board: dead. A dragon with a way out (a
//!    wide area of empty points reachable from its liberties away from
//!    enemy stones and outside any loose net of them, through its own eye
//!    spaces, on a board not shut in by enemy stones) counts as alive, it
//!    runs, unless one of its strings can be captured tactically. Near
//!    the root the area must be wider than deep in the tree.
//! 3. Otherwise the side to move tries its **candidates**: the vital
//!    points the eye analysis gives for the goal's spaces, tactical
//!    attacks and defences of the goal's worms and of the enemy strings
//!    around it (captures make eyes; saving a cutting stone denies one),
//!    the points of the eye spaces and their margins, and the goal's
//!    liberties, best first, fewer deeper in the tree.
//!
//! The first winning move found is not always the one to name: where it
//! is no move of the other side's, a candidate both sides would win with
//! (the vital point) is named instead ([`Owl::vital`]), as a player would.
//! A failed defence is asked again move by move, wider than the search
//! ([`Owl::retry`]): iterative deepening spends the budget on the first
//! candidates, and the replies deep in the tree are read narrower than a
//! question asked after the move would read them. `owl_does_attack` and
//! `owl_does_defend` ask the other side's question after the move, with
//! these follow-ups: the answer a user gets by playing the move and asking.
//!
//! A dragon shut in a small region by a wall that cannot fall is read to
//! the end there instead ([`super::enclosed`]), at the root of a question
//! and after the move `owl_does_attack` or `owl_does_defend` asks about.
//!
//! Ko: a side may take a ko whose recapture is banned (as if a threat had
//! been played and answered) once per line; a win that needs it is a win
//! "with ko" for that side (GNU Go's codes 2 and 3, as the tactical
//! reader gives them). Where that rule finds no way at all for the side
//! asking, but the exact reading of a closed region finds one through a
//! ko, the ko is the answer ([`Exact::or_ko`]).
//!
//! Bounds: each question has a node budget, a depth limit and a time limit
//! ([`OwlLimits::DEFAULT`]); where a line is cut off, the node's eye count
//! with the side to move playing first decides (the "estimate"). Results
//! are remembered by position, target, question and remaining depth, in a
//! table that is cleared when it grows past [`TABLE_LIMIT`] entries.

use super::enclosed::Region;
use crate::board::{mix, Board, Color, Vertex, BOARD_LEN};
use crate::eyes::lookup::Oracle;
use crate::optics::{EyeEval, EyeMap, HalfEye, Optics};
use crate::reading::{Answer, Code, Limits, Reader};
use crate::worms::{TacticsMemo, Worms};
use std::collections::HashMap;
use std::rc::Rc;
use std::time::{Duration, Instant};

/// How far one life-and-death question may go.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct OwlLimits {
    /// Nodes (judged positions) per question.
    pub nodes: u64,
    /// Moves in one line.
    pub depth: usize,
    /// Candidates tried at the root and at the first reply; deeper nodes
    /// try fewer (see [`Owl::width`]).
    pub width: usize,
    /// Wall time per question.
    pub time: Duration,
}

impl OwlLimits {
    /// The defaults: 1500 nodes, 12 moves deep, 7 candidates near the
    /// root, 1.5 s (so that no question takes over 2 s).
    pub const DEFAULT: OwlLimits = OwlLimits {
        nodes: 1500,
        depth: 12,
        width: 7,
        time: Duration::from_millis(1500),
    };
}

/// Entries the table keeps before it is cleared.
pub const TABLE_LIMIT: usize = 200_000;

/// Judgements kept before they are cleared (each holds the goal and the
/// candidate lists: a few hundred bytes).
const JUDGED_LIMIT: usize = 50_000;

/// The two questions.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
enum Question {
    /// The attacker is to move.
    Attack,
    /// The defender is to move.
    Defend,
}

impl Question {
    /// The other side's question.
    fn other(self) -> Question {
        match self {
            Question::Attack => Question::Defend,
            Question::Defend => Question::Attack,
        }
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
struct Key {
    hash: u64,
    /// The stones the question started from ([`Owl::begin`]): the goal
    /// grows from them, so a position read for one dragon is not the
    /// same question for a dragon that another question saw differently.
    origin: u64,
    target: Vertex,
    question: Question,
    ko_taken: [bool; 2],
}

#[derive(Copy, Clone, Debug)]
struct Entry {
    answer: Answer,
    /// Moves of depth left when it was read (a shallower reading cannot
    /// stand in for a deeper one, unless it was exact).
    left: usize,
    /// Read to the end: every line ended in a verdict of the eyes, none
    /// was guessed at a horizon or cut off by the budget.
    exact: bool,
    /// The depth it was read at: nodes nearer the root read wider.
    depth: usize,
}

/// What the eye analysis says of a goal at one node.
#[derive(Clone, Debug)]
pub struct Judgement {
    pub verdict: Verdict,
    /// Eyes with the attacker first in every space, with the defender
    /// first in one space (its best), and with the defender first in
    /// every space.
    pub eyes_min: u8,
    pub eyes_defender_first: u8,
    pub eyes_attacker_first: u8,
    pub eyes_max: u8,
    /// Empty points reachable from the goal's liberties away from enemy
    /// stones.
    pub room: usize,
    /// Not alive, but its room is a way out deep in a reading
    /// ([`DEEP_ESCAPE_ROOM`]).
    pub runs_deep: bool,
    /// Two sure eyes, but one of its spaces has two short wall strings
    /// sharing their only outside liberty ([`shared_outside_liberty`]):
    /// read where the attacker moves at the root of its question, alive
    /// everywhere else.
    pub alive_below_root: bool,
    /// Candidate moves for each side, best first.
    attacks: Vec<Vertex>,
    defenses: Vec<Vertex>,
    /// The goal's stones.
    goal: Vec<Vertex>,
}

impl Judgement {
    /// The attacker's candidate moves, best first (none when the verdict
    /// is alive: nothing is searched then).
    pub fn attacks(&self) -> &[Vertex] {
        &self.attacks
    }

    /// The defender's candidate moves, best first.
    pub fn defenses(&self) -> &[Vertex] {
        &self.defenses
    }
}

/// One move of a line the reader shows (see [`Owl::line`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Ply {
    pub color: Color,
    pub at: Vertex,
    /// The reader says this move wins for its side (kills, or saves);
    /// false for a try: the side has no winning move and this is the
    /// first candidate the reader tries there.
    pub works: bool,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    Alive,
    Dead,
    Open,
}

/// A room this large around a dragon is a way out: it cannot be
/// surrounded before it makes eyes there or joins a friend. Asked of the
/// question's position and of the first reply, where a dragon called
/// alive too soon decides the answer.
const ESCAPE_ROOM: usize = 12;

/// The room that is a way out from [`ESCAPE_DEPTH`] moves into a reading
/// on: deep in the tree a looser judgement ends lines sooner, and what it
/// gets wrong there seldom decides the answer (12 points everywhere read
/// owl.tst about a fifth slower than 8 everywhere, this pair about 6%;
/// 8 everywhere misses four of its tests the pair passes: RESULTS.md,
/// 2026-12-01).
const DEEP_ESCAPE_ROOM: usize = 8;

/// The depth from which [`DEEP_ESCAPE_ROOM`] is enough.
const ESCAPE_DEPTH: usize = 2;

/// A point of room must not lie where, within this many steps, the enemy
/// has more stones than the dragon's side: a loose net closes before the
/// dragon gets through it.
const NET_REACH: usize = 2;

/// The empty points a dragon must reach, without crossing an enemy stone,
/// for its room to count as a way out rather than as space for eyes.
const OPEN_AREA: usize = 50;

/// The share of a question's node budget each reading of [`Owl::vital`]
/// may take.
const VITAL_SHARE: u64 = 6;

/// The share of a question's node budget each candidate gets when a
/// failed defence is asked again move by move ([`Owl::retry`]); 1: the
/// whole budget (the question's time still bounds them all).
const RETRY_SHARE: u64 = 1;

/// The share of the node budget [`Owl::confirm`] reads a found kill's
/// move again with: half (a quarter lost a test; the whole budget
/// answered the same, slower).
const CONFIRM_SHARE: u64 = 2;

/// The defender's candidates a failed defence asks again ([`Owl::retry`]):
/// more than the search's width, since the saving move is often one the
/// candidates rank just below it.
pub const RETRY_WIDTH: usize = 12;

/// Above this depth a defender's node judged dead is searched anyway.
const TRUST_DEAD_DEPTH: usize = 4;

/// What the other side's root question on the same position and target
/// was answered, as far as the caller knows ([`Owl::answer`]).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum OtherSide {
    #[default]
    Unknown,
    /// It has no winning move.
    Fails,
    /// It wins with this move.
    WinsWith(Vertex),
}

/// The reader: its table and limits outlive single questions.
pub struct Owl {
    pub limits: OwlLimits,
    table: HashMap<Key, Entry>,
    /// A tactical reader of its own, with smaller limits: it is asked at
    /// every node, about short-of-liberty strings only.
    tactics: Reader,
    /// The worms' tactical answers by neighbourhood, across nodes.
    memo: TacticsMemo,
    /// The judgements of the nodes read so far, by position, target and
    /// goal: each deepening iteration visits the nodes of the
    /// last one again, and a question's follow-ups ([`Owl::retry`],
    /// [`Owl::vital`]) and the next question on the same dragon visit the
    /// nodes of the question before.
    judged: HashMap<(u64, Vertex, u64), Option<Rc<Judgement>>>,
    /// Nodes of the last question.
    pub nodes: u64,
    /// Nodes read over every question since the reader was made: what
    /// bounds a series of questions by work rather than by the clock.
    pub read: u64,
    started: Instant,
    stopped: bool,
    /// The defender's stones: the dragon's, then those played in the
    /// current line.
    placed: Vec<Vertex>,
    ko_taken: [bool; 2],
    /// A signature of the stones the question started from.
    origin: u64,
    /// The depth the current iteration reads to.
    horizon: usize,
    /// Whether the current iteration stopped a line at its horizon and
    /// guessed from the eyes there.
    guessed: bool,
}

impl Default for Owl {
    fn default() -> Owl {
        Owl::new(OwlLimits::DEFAULT)
    }
}

/// The tactical limits the owl's own reader uses: GNU Go's owl also reads
/// tactics shallower inside its search.
const TACTICS: Limits = Limits {
    max_depth: 30,
    three_lib_depth: 3,
    four_lib_depth: 1,
    edge_four_lib_depth: 2,
    crawl_depth: 8,
    branch_depth: 4,
    ko_depth: 4,
    pass_depth: 4,
    safe_move_depth: 1,
    budget: 600,
};

impl Owl {
    pub fn new(limits: OwlLimits) -> Owl {
        Owl {
            limits,
            table: HashMap::new(),
            tactics: Reader::new(TACTICS),
            memo: TacticsMemo::new(),
            judged: HashMap::new(),
            nodes: 0,
            read: 0,
            started: Instant::now(),
            stopped: false,
            placed: Vec::new(),
            ko_taken: [false; 2],
            origin: 0,
            horizon: limits.depth,
            guessed: false,
        }
    }

    /// Starts a question about the dragon made of `dragon`'s stones.
    fn begin(&mut self, dragon: &[Vertex]) {
        if self.table.len() > TABLE_LIMIT {
            self.table.clear();
        }
        if self.judged.len() > JUDGED_LIMIT {
            self.judged.clear();
        }
        self.nodes = 0;
        self.started = Instant::now();
        self.stopped = false;
        self.placed.clear();
        self.placed.extend_from_slice(dragon);
        self.ko_taken = [false; 2];
        self.origin = signature(dragon);
    }

    /// Can the dragon with a stone at `target` be killed, the attacker
    /// moving first? The code for the attacker and the killing move;
    /// `(Win, None)` when it is dead already.
    pub fn attack(
        &mut self,
        board: &Board,
        oracle: &mut Oracle,
        target: Vertex,
        dragon: &[Vertex],
    ) -> Answer {
        self.answer(board, oracle, target, dragon, true, OtherSide::Unknown)
    }

    /// Can it be saved, its owner moving first? `(Win, None)` when it
    /// lives without a move.
    pub fn defend(
        &mut self,
        board: &Board,
        oracle: &mut Oracle,
        target: Vertex,
        dragon: &[Vertex],
    ) -> Answer {
        self.answer(board, oracle, target, dragon, false, OtherSide::Unknown)
    }

    /// [`Owl::attack`] (`attacking`) or [`Owl::defend`], told what the
    /// other side's question on the same position and target was
    /// answered: where that side has no winning move, or wins with the
    /// very move this question finds, [`Owl::vital`] has nothing to look
    /// for.
    pub fn answer(
        &mut self,
        board: &Board,
        oracle: &mut Oracle,
        target: Vertex,
        dragon: &[Vertex],
        attacking: bool,
        other_side: OtherSide,
    ) -> Answer {
        let question = if attacking {
            Question::Attack
        } else {
            Question::Defend
        };
        self.root(board, oracle, target, dragon, question, other_side)
    }

    /// One question from the root, on a copy of `board`.
    fn root(
        &mut self,
        board: &Board,
        oracle: &mut Oracle,
        target: Vertex,
        dragon: &[Vertex],
        question: Question,
        other_side: OtherSide,
    ) -> Answer {
        self.begin(dragon);
        let mut b = board.clone();
        let exact = self.exact(&b, oracle, target, question);
        let read_to_end = exact.answer.is_some();
        let a = exact
            .answer
            .unwrap_or_else(|| self.deepen(&mut b, oracle, target, 0, question));
        self.report(question, target, a);
        let (nodes, stopped, started) = (self.nodes, self.stopped, self.started);
        let ask = Followup {
            board,
            target,
            dragon,
            end: started.checked_add(self.limits.time),
            limits: self.limits,
        };
        // A failed defence is asked again move by move: a dragon's way to
        // live is often a move the candidates rank low (an extension, a
        // connection far out), while a kill the search missed is seldom
        // one it did not try. A kill the search found is asked again too:
        // the defender's narrower replies deep in the tree may have missed
        // its save (a kill the exact reading found was read to the end).
        let a = match question {
            Question::Defend if a.0 == Code::Fail => {
                self.retry(oracle, &ask, question, (Code::Fail, None), None)
            }
            Question::Attack if !read_to_end => self.confirm(oracle, &ask, a),
            Question::Attack | Question::Defend => a,
        };
        let a = exact.or_ko(a);
        let a = match (other_side, a.1) {
            (OtherSide::Fails, _) => a,
            (OtherSide::WinsWith(o), Some(m)) if o == m => a,
            (OtherSide::WinsWith(o), _) => self.vital(oracle, &ask, question, a, Some(o)),
            _ => self.vital(oracle, &ask, question, a, None),
        };
        (self.nodes, self.stopped, self.started) = (nodes, stopped, started);
        a
    }

    /// The root's first `width` candidates for `question`'s side.
    fn root_candidates(
        &mut self,
        oracle: &mut Oracle,
        ask: &Followup,
        question: Question,
        width: usize,
    ) -> Vec<Vertex> {
        let Some(j) = self.judge_node(ask.board, oracle, ask.target) else {
            return Vec::new();
        };
        let cands = if question == Question::Attack {
            &j.attacks
        } else {
            &j.defenses
        };
        cands.iter().take(width).copied().collect()
    }

    /// A search without a winning move has read the replies to its
    /// candidates narrower than a question asked after the move would
    /// (deeper nodes try fewer moves and trust dead verdicts), and, when
    /// the budget cut it off, its first candidates deeply and its last
    /// ones hardly at all: each of the first [`RETRY_WIDTH`] candidates is
    /// asked again as a question of its own (the reply read with a root's
    /// width and depth), with a share of the budget.
    ///
    /// `best` is what the caller already holds, and `tried` a candidate
    /// already asked ([`Owl::confirm`]'s).
    fn retry(
        &mut self,
        oracle: &mut Oracle,
        ask: &Followup,
        question: Question,
        mut best: Answer,
        tried: Option<Vertex>,
    ) -> Answer {
        for c in self.root_candidates(oracle, ask, question, RETRY_WIDTH) {
            if Some(c) == tried {
                continue;
            }
            // A reading the budget cut off answers from its last finished
            // iteration, as the root question itself would. A win through
            // ko does not end the retry: a later candidate may win
            // outright.
            match ask.read(self, oracle, c, question, RETRY_SHARE, Reply::AsRoot) {
                Err(()) => break,
                Ok((k, _)) if k > best.0 => {
                    best = (k, Some(c));
                    if k == Code::Win {
                        break;
                    }
                }
                _ => {}
            }
        }
        best
    }

    /// A kill found by the search is asked again as a question of its own
    /// (the defender's reply read with a root's width and depth): deeper
    /// in the tree the defender tries fewer moves, and its saving reply
    /// may be one of those left out. Where the defender now saves, the
    /// attacker's other candidates are asked as [`Owl::retry`] asks a
    /// defender's. The defender's found saves are not asked again: that
    /// loses more answers GNU Go accepts than it finds (RESULTS.md).
    fn confirm(&mut self, oracle: &mut Oracle, ask: &Followup, a: Answer) -> Answer {
        let (code, Some(m)) = a else { return a };
        let attack = Question::Attack;
        match ask.read(self, oracle, m, attack, CONFIRM_SHARE, Reply::AsRoot) {
            Err(()) => a,
            Ok((k, _)) if k >= code => a,
            Ok((k, _)) => {
                let kept = if k > Code::Fail {
                    (k, Some(m))
                } else {
                    (Code::Fail, None)
                };
                self.retry(oracle, ask, attack, kept, Some(m))
            }
        }
    }

    /// Of the winning moves, one the other side would also win with (the
    /// vital point both want), where the first winning move is not such
    /// a point; the candidates are the root's, read while the question's
    /// time lasts. Each is asked first whether the other side wins with
    /// it: most candidates are no such point, and one reading rules them
    /// out. (Not asked where the other side's answer settles it:
    /// [`Owl::answer`].) Where the other side's question was answered
    /// with a move of its own (`theirs`), that move comes first, before
    /// the first winning move is looked at: where this side wins there
    /// too, it is the point both want, even when the first winning move
    /// is one the other side gains with only through ko.
    fn vital(
        &mut self,
        oracle: &mut Oracle,
        ask: &Followup,
        question: Question,
        a: Answer,
        theirs: Option<Vertex>,
    ) -> Answer {
        let (code, Some(m)) = a else { return a };
        if code == Code::Fail {
            return a;
        }
        // The other side's own winning move, where its question was
        // answered: the point both want if this side wins there too.
        if let Some(o) = theirs {
            match ask.quick(self, oracle, o, question) {
                Err(()) => return a,
                Ok(Some(k)) if k == code => return (code, Some(o)),
                _ => {}
            }
        }
        let other = question.other();
        match ask.quick(self, oracle, m, other) {
            Ok(Some(Code::Fail)) => {}
            _ => return a,
        }
        for c in self.root_candidates(oracle, ask, question, self.limits.width) {
            if c == m {
                continue;
            }
            match ask.quick(self, oracle, c, other) {
                Err(()) => break,
                Ok(Some(Code::Fail)) | Ok(None) => continue,
                Ok(Some(_)) => {}
            }
            match ask.quick(self, oracle, c, question) {
                Err(()) => break,
                Ok(Some(k)) if k == code => return (code, Some(c)),
                _ => {}
            }
        }
        a
    }

    /// Iterative deepening from a node at `depth`: each iteration reads
    /// two moves further, its table entries ordering the next one's
    /// moves, until a reading needs no guess at its horizon or the budget
    /// runs out. An iteration the budget cuts off has read some moves
    /// deeper than others, so its answer is biased by the order the moves
    /// were tried in; the last finished iteration answers instead.
    fn deepen(
        &mut self,
        b: &mut Board,
        oracle: &mut Oracle,
        target: Vertex,
        depth: usize,
        question: Question,
    ) -> Answer {
        let mut finished: Option<Answer> = None;
        let mut horizon = depth;
        loop {
            horizon = (horizon + 2).min(self.limits.depth);
            self.horizon = horizon;
            self.guessed = false;
            let a = self.node(b, oracle, target, depth, question);
            if self.stopped {
                return finished.unwrap_or(a);
            }
            if !self.guessed || horizon >= self.limits.depth {
                return a;
            }
            finished = Some(a);
        }
    }

    /// The answer of the dragon's region read to the end
    /// ([`Region`]), where nothing outside it can change the answer
    /// ([`Region::closed`]).
    fn exact(
        &mut self,
        b: &Board,
        oracle: &mut Oracle,
        target: Vertex,
        question: Question,
    ) -> Exact {
        let Some(j) = self.judge_node(b, oracle, target) else {
            return Exact::default();
        };
        if j.verdict == Verdict::Alive {
            return Exact::default();
        }
        let region = Region::new(b, target, &j.goal);
        log::trace!(
            "region of {target}: {:?}",
            region.as_ref().map(|r| (r.empty_points(), r.closed))
        );
        let Some(region) = region else {
            return Exact::default();
        };
        let attacking = question == Question::Attack;
        let first = if attacking { &j.attacks } else { &j.defenses };
        let deadline = self
            .started
            .checked_add(self.limits.time / super::enclosed::TIME_SHARE);
        let Some((code, m)) = region.solve(attacking, first, deadline) else {
            return Exact::default();
        };
        // Kos are left to the search, whose rule (a banned ko taken once
        // a line) the rest of the reader follows; but where the search
        // finds nothing, a closed region's ko stands ([`Exact::or_ko`]):
        // the search takes a banned ko once a line, and misses kos that
        // need more. An open region favours the attacker, so only its
        // "lives" stands.
        let lives = code == if attacking { Code::Fail } else { Code::Win };
        let trusted = if region.closed {
            matches!(code, Code::Win | Code::Fail)
        } else {
            lives
        };
        log::debug!(
            "exact {question:?} {target}: {code:?} {:?}, {} empty points, closed {}{}",
            m.map(|v| v.to_string()),
            region.empty_points(),
            region.closed,
            if trusted { "" } else { " (not trusted)" }
        );
        let ko = matches!(code, Code::KoA | Code::KoB) && m.is_some() && region.closed;
        Exact {
            answer: trusted.then_some((code, m)),
            ko: ko.then_some((code, m)),
        }
    }

    /// Does the attacker's move `m` kill the dragon at `target` (the
    /// defender answering)? The attacker's code.
    pub fn does_attack(
        &mut self,
        board: &Board,
        oracle: &mut Oracle,
        m: Vertex,
        target: Vertex,
        dragon: &[Vertex],
    ) -> Code {
        self.does(
            board,
            oracle,
            m,
            target,
            dragon,
            Question::Attack,
            Reply::AsMove,
        )
    }

    /// Does the defender's move `m` save it? The defender's code.
    pub fn does_defend(
        &mut self,
        board: &Board,
        oracle: &mut Oracle,
        m: Vertex,
        target: Vertex,
        dragon: &[Vertex],
    ) -> Code {
        self.does(
            board,
            oracle,
            m,
            target,
            dragon,
            Question::Defend,
            Reply::AsMove,
        )
    }

    /// The code of the move `m` for the side `question` names, the other
    /// side answering as `reply` says.
    #[allow(clippy::too_many_arguments)]
    fn does(
        &mut self,
        board: &Board,
        oracle: &mut Oracle,
        m: Vertex,
        target: Vertex,
        dragon: &[Vertex],
        question: Question,
        reply: Reply,
    ) -> Code {
        self.begin(dragon);
        let Some(owner) = board.color_at(target) else {
            return Code::Fail;
        };
        let attacking = question == Question::Attack;
        let (mover, gone) = if attacking {
            (owner.opponent(), Code::Win)
        } else {
            (owner, Code::Fail)
        };
        let next = question.other();
        let mut b = board.clone();
        let Some(ko) = self.play(&mut b, mover, m) else {
            return Code::Fail;
        };
        if !attacking {
            self.placed.push(m);
        }
        let code = if b.is_empty(target) {
            gone
        } else if reply == Reply::AsMove {
            // The user's question about one move is the other side's
            // question after it, with its follow-ups ([`Owl::root`]), as
            // `play` and `owl_attack`/`owl_defend` would answer it. Its
            // dragon is the stones placed so far (the defender's move
            // among them).
            let after = self.placed.clone();
            let a = self.root(&b, oracle, target, &after, next, OtherSide::Fails);
            a.0.invert()
        } else {
            let exact = if reply == Reply::Brief {
                Exact::default()
            } else {
                self.exact(&b, oracle, target, next)
            };
            let depth = if reply == Reply::AsRoot { 0 } else { 1 };
            exact
                .answer
                .unwrap_or_else(|| self.deepen(&mut b, oracle, target, depth, next))
                .0
                .invert()
        };
        if !attacking {
            self.placed.pop();
        }
        self.unplay(&mut b, mover, ko);
        let code = cap(code, ko);
        // The user's question about one move answers as the root question
        // does ([`Owl::root`]): where the move is the closed region's way
        // through ko, and the search finds nothing with it, the ko. (The
        // region is read only then: most moves asked about work or not
        // without it.)
        if code == Code::Fail && reply == Reply::AsMove {
            // Its time share counts from now, not from the start of the
            // question after the move.
            self.started = Instant::now();
            if let Some((k, Some(r))) = self.exact(board, oracle, target, question).ko {
                if r == m {
                    return k;
                }
            }
        }
        code
    }

    /// The judgement of the dragon at `target` as the board stands, kept
    /// as a search's root node keeps it (a question asked next about the
    /// dragon does not judge the position again).
    pub fn judge(
        &mut self,
        board: &Board,
        oracle: &mut Oracle,
        target: Vertex,
        dragon: &[Vertex],
    ) -> Option<Rc<Judgement>> {
        self.begin(dragon);
        self.judge_node(board, oracle, target)
    }

    /// Whether the last question was read to the end: no line was cut
    /// off by the node or time budget (GNU Go's `owl_attack_certain`).
    pub fn finished(&self) -> bool {
        !self.stopped
    }

    /// A line of up to `plies` moves against the dragon, the attacker
    /// first, each move asked of the reader on a private copy of `board`:
    /// the reader remembers no principal variation, so each side's move
    /// is its answer to `attack` or `defend` in the position the line has
    /// reached, or, where it has no winning move, the first candidate it
    /// tries ([`Ply::works`] false). The first move comes from `first`,
    /// the attack already read in `board`: a reading cut off by the
    /// budget can answer differently when asked again, and the line must
    /// start from the answer shown with it. The line stops when a side
    /// has nothing to play, when the dragon is captured, or at a move the
    /// board refuses (a banned ko).
    pub fn line(
        &mut self,
        board: &Board,
        oracle: &mut Oracle,
        target: Vertex,
        dragon: &[Vertex],
        first: Answer,
        plies: usize,
    ) -> Vec<Ply> {
        let Some(color) = board.color_at(target) else {
            return Vec::new();
        };
        let mut b = board.clone();
        let mut placed = dragon.to_vec();
        let mut line = Vec::new();
        for i in 0..plies {
            let attacker = i % 2 == 0;
            let answer = if i == 0 {
                first
            } else if attacker {
                self.attack(&b, oracle, target, &placed)
            } else {
                self.defend(&b, oracle, target, &placed)
            };
            let (at, works) = match answer {
                (Code::Fail, _) => {
                    let Some(j) = self.judge(&b, oracle, target, &placed) else {
                        break;
                    };
                    let tries = if attacker { j.attacks() } else { j.defenses() };
                    match tries.first() {
                        Some(&m) => (m, false),
                        None => break,
                    }
                }
                (_, Some(m)) => (m, true),
                (_, None) => break,
            };
            let mover = if attacker { color.opponent() } else { color };
            if b.play(mover, Some(at)).is_err() {
                break;
            }
            line.push(Ply {
                color: mover,
                at,
                works,
            });
            if !attacker {
                placed.push(at);
            }
            if b.is_empty(target) {
                break;
            }
        }
        line
    }

    fn report(&self, what: Question, target: Vertex, a: Answer) {
        log::debug!(
            "owl {what:?} {target}: {:?} {:?} in {} nodes, {:.0} ms{}",
            a.0,
            a.1.map(|v| v.to_string()),
            self.nodes,
            self.started.elapsed().as_secs_f64() * 1000.0,
            if self.stopped { " (budget spent)" } else { "" }
        );
    }

    /// Plays `m` for `color`, taking a banned ko once per line per side.
    /// Some(true) when the move took such a ko; None when it cannot be
    /// played.
    fn play(&mut self, b: &mut Board, color: Color, m: Vertex) -> Option<bool> {
        if b.trymove(color, m) {
            return Some(false);
        }
        let side = side(color);
        if !self.ko_taken[side] && b.tryko(color, m) {
            self.ko_taken[side] = true;
            return Some(true);
        }
        None
    }

    fn unplay(&mut self, b: &mut Board, color: Color, ko: bool) {
        b.popgo();
        if ko {
            self.ko_taken[side(color)] = false;
        }
    }

    fn out_of_budget(&mut self) -> bool {
        if !self.stopped
            && (self.nodes >= self.limits.nodes || self.started.elapsed() >= self.limits.time)
        {
            self.stopped = true;
        }
        self.stopped
    }

    /// Candidates tried at `depth`: the full width near the root, then
    /// fewer.
    fn width(&self, depth: usize) -> usize {
        match depth {
            0 | 1 => self.limits.width,
            2 | 3 => self.limits.width.saturating_sub(2).max(2),
            _ => 3,
        }
    }

    fn key(&self, b: &Board, target: Vertex, question: Question) -> Key {
        Key {
            hash: b.hash_with_ko(),
            origin: self.origin,
            target,
            question,
            ko_taken: self.ko_taken,
        }
    }

    /// The table's answer for a node `left` moves from the horizon at
    /// `depth`. An entry read deeper in a line read narrower (fewer
    /// candidates, a dead verdict trusted), so it stands in for a node
    /// nearer the root only when it was read the same way or read to the
    /// end; otherwise a follow-up question asked as a root would get back
    /// the narrow reading it is meant to widen.
    fn lookup(&self, key: &Key, left: usize, depth: usize) -> Option<Entry> {
        let question = key.question;
        self.table
            .get(key)
            .filter(|e| {
                e.exact
                    || (e.left >= left
                        && (e.depth <= depth
                            || self.reads_as(e.depth, question) == self.reads_as(depth, question)))
            })
            .copied()
    }

    /// How a node at `depth` is read: its width, and whether a dead
    /// verdict is searched there.
    fn reads_as(&self, depth: usize, question: Question) -> (usize, bool) {
        (self.width(depth), search_dead(depth, question))
    }

    /// The judgement of the node `b`, remembered by position, target and
    /// goal: lines that reach one position by different defender's moves
    /// (some captured, some joined to the goal since) judge it alike when
    /// the goal they make is the same.
    fn judge_node(
        &mut self,
        b: &Board,
        oracle: &mut Oracle,
        target: Vertex,
    ) -> Option<Rc<Judgement>> {
        let goal = goal_stones(b, target, &self.placed);
        let key = (b.hash_with_ko(), target, signature(&goal));
        if let Some(j) = self.judged.get(&key) {
            return j.clone();
        }
        let j = judge(b, &mut self.tactics, &mut self.memo, oracle, target, goal).map(Rc::new);
        if let Some(j) = &j {
            trace_leaf(b, target, j);
        }
        self.judged.insert(key, j.clone());
        j
    }

    /// One node of the search, `question` saying who moves: the mover's
    /// code and move.
    fn node(
        &mut self,
        b: &mut Board,
        oracle: &mut Oracle,
        target: Vertex,
        depth: usize,
        question: Question,
    ) -> Answer {
        let attacking = question == Question::Attack;
        // The mover's code when the dragon is gone, and when it lives.
        let (gone, lives) = if attacking {
            (Code::Win, Code::Fail)
        } else {
            (Code::Fail, Code::Win)
        };
        let Some(owner) = b.color_at(target) else {
            return (gone, None);
        };
        let mover = if attacking { owner.opponent() } else { owner };
        let left = self.horizon.saturating_sub(depth);
        let key = self.key(b, target, question);
        if let Some(e) = self.lookup(&key, left, depth) {
            self.guessed |= !e.exact;
            return e.answer;
        }
        self.nodes += 1;
        self.read += 1;
        let Some(j) = self.judge_node(b, oracle, target) else {
            return (gone, None);
        };
        let candidates = if attacking { &j.attacks } else { &j.defenses };
        if depth <= 1 {
            log::debug!(
                "{question:?} d{depth} {:?} eyes {}/{}/{}/{} room {} cands {:?}",
                j.verdict,
                j.eyes_min,
                j.eyes_attacker_first,
                j.eyes_defender_first,
                j.eyes_max,
                j.room,
                candidates
                    .iter()
                    .take(self.width(depth))
                    .map(|v| v.to_string())
                    .collect::<Vec<_>>()
            );
        }
        let verdict = match j.verdict {
            Verdict::Open if j.runs_deep && depth >= ESCAPE_DEPTH => Verdict::Alive,
            Verdict::Open if j.alive_below_root && (depth > 0 || !attacking) => Verdict::Alive,
            Verdict::Dead if search_dead(depth, question) => Verdict::Open,
            v => v,
        };
        let (answer, exact) = match verdict {
            Verdict::Alive => ((lives, None), true),
            Verdict::Dead => ((gone, None), true),
            Verdict::Open if left == 0 || self.out_of_budget() => {
                self.guessed = true;
                // The estimate: the eyes with the mover playing first.
                let two = if attacking {
                    j.eyes_attacker_first >= 2
                } else {
                    j.eyes_defender_first >= 2
                };
                ((if two { lives } else { gone }, None), false)
            }
            Verdict::Open => {
                // Whether a line below this node is guessed.
                let outer = std::mem::replace(&mut self.guessed, false);
                let mut best: Answer = (Code::Fail, None);
                let width = self.width(depth);
                let next = question.other();
                // The best move of an earlier, shallower reading first.
                let mut order: Vec<Vertex> = candidates.iter().take(width).copied().collect();
                if let Some(m) = self.table.get(&key).and_then(|e| e.answer.1) {
                    order.retain(|&c| c != m);
                    order.insert(0, m);
                }
                for &m in &order {
                    let Some(ko) = self.play(b, mover, m) else {
                        continue;
                    };
                    if !attacking {
                        self.placed.push(m);
                    }
                    let code = if b.is_empty(target) {
                        gone
                    } else {
                        self.node(b, oracle, target, depth + 1, next).0.invert()
                    };
                    if !attacking {
                        self.placed.pop();
                    }
                    self.unplay(b, mover, ko);
                    let code = cap(code, ko);
                    if code > best.0 {
                        best = (code, Some(m));
                    }
                    if best.0 == Code::Win || self.stopped {
                        break;
                    }
                }
                let exact = !self.stopped && !self.guessed;
                self.guessed |= outer;
                (best, exact)
            }
        };
        if !self.stopped || exact {
            self.table.insert(
                key,
                Entry {
                    answer,
                    left,
                    exact,
                    depth,
                },
            );
        }
        answer
    }
}

/// What the exact reading of a dragon's region ([`Owl::exact`]) says.
#[derive(Copy, Clone, Debug, Default)]
struct Exact {
    /// Its answer, where it can be trusted.
    answer: Option<Answer>,
    /// A win through ko for the side to move in a closed region (left to
    /// the search, which reads kos by its own rule).
    ko: Option<Answer>,
}

impl Exact {
    /// The search's answer `a`, or the closed region's ko where the
    /// search found no way at all: the ko is real, though the search's
    /// rule (one banned ko a line) could not win it.
    fn or_ko(&self, a: Answer) -> Answer {
        match self.ko {
            Some(ko) if a.0 == Code::Fail => ko,
            _ => a,
        }
    }
}

/// How the reply to a single move is read ([`Owl::does`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Reply {
    /// As the other side's root question after the move, follow-ups
    /// included (`owl_does_*`).
    AsMove,
    /// As a question of its own, with a root's width and depth
    /// ([`Owl::retry`]).
    AsRoot,
    /// As a move, without the exact reading of the region, which alone
    /// may take a third of the question's time ([`Followup::quick`]).
    Brief,
}

/// The follow-up questions a root question asks about single moves, within
/// its time.
struct Followup<'a> {
    board: &'a Board,
    target: Vertex,
    dragon: &'a [Vertex],
    /// When the root question's time is over.
    end: Option<Instant>,
    limits: OwlLimits,
}

impl<'a> Followup<'a> {
    /// Follow-up questions bounded by nodes only (for tests).
    #[cfg(test)]
    fn without_clock(
        board: &'a Board,
        target: Vertex,
        dragon: &'a [Vertex],
        limits: OwlLimits,
    ) -> Self {
        Followup {
            board,
            target,
            dragon,
            end: None,
            limits,
        }
    }

    /// The code of `p` for `q`'s side as [`Owl::vital`] reads it (a
    /// sixth of the budget, the reply [`Reply::Brief`]: this reading only
    /// picks among winning moves): None when that
    /// reading was cut off, Err when the root question's time is spent.
    fn quick(
        &self,
        owl: &mut Owl,
        oracle: &mut Oracle,
        p: Vertex,
        q: Question,
    ) -> Result<Option<Code>, ()> {
        let (c, finished) = self.read(owl, oracle, p, q, VITAL_SHARE, Reply::Brief)?;
        Ok(finished.then_some(c))
    }

    /// The code of `p` for `q`'s side (`owl_does_*`), read with a `share`
    /// of the node budget, and whether the reading finished (the code
    /// otherwise is its last finished iteration's); Err when the root
    /// question's time is spent.
    fn read(
        &self,
        owl: &mut Owl,
        oracle: &mut Oracle,
        p: Vertex,
        q: Question,
        share: u64,
        reply: Reply,
    ) -> Result<(Code, bool), ()> {
        if let Some(end) = self.end {
            owl.limits.time = end.checked_duration_since(Instant::now()).ok_or(())?;
        }
        owl.limits.nodes = self.limits.nodes / share;
        let c = owl.does(self.board, oracle, p, self.target, self.dragon, q, reply);
        owl.limits = self.limits;
        Ok((c, !owl.stopped))
    }
}

/// The log target of [`trace_leaf`].
const LEAF_LOG: &str = "megane::owl_leaves";

/// Writes a judged position settled by its verdict (alive or dead) to the
/// `megane::owl_leaves` trace log, for `scripts/owl_judgement_check.py`,
/// which asks GNU Go whether it agrees: `verdict|target|size|black
/// stones|white stones`, the stones comma-separated. A room that is a way
/// out only deep in a reading ([`Judgement::runs_deep`]) settles lines
/// there, so it is written as alive too.
fn trace_leaf(b: &Board, target: Vertex, j: &Judgement) {
    let verdict = if j.runs_deep {
        Verdict::Alive
    } else {
        j.verdict
    };
    if verdict == Verdict::Open || !log::log_enabled!(target: LEAF_LOG, log::Level::Trace) {
        return;
    }
    let mut stones = [Vec::new(), Vec::new()];
    for v in b.vertices() {
        if let Some(c) = b.color_at(v) {
            stones[side(c)].push(v.to_string());
        }
    }
    log::trace!(
        target: LEAF_LOG,
        "{verdict:?}|{target}|{}|{}|{}",
        b.size(),
        stones[0].join(","),
        stones[1].join(",")
    );
}

/// Whether a node at `depth` searches a dead verdict: at the attacker's
/// root, so the answer names the move that keeps the dragon dead; and near
/// the root for the defender, since the eye count misses what moves
/// outside the eye spaces can add (an extension along the edge, a hane
/// that widens the space).
fn search_dead(depth: usize, question: Question) -> bool {
    match question {
        Question::Attack => depth == 0,
        Question::Defend => depth < TRUST_DEAD_DEPTH,
    }
}

/// A signature of a set of distinct stones, whatever their order.
fn signature(stones: &[Vertex]) -> u64 {
    stones
        .iter()
        .fold(0u64, |h, v| h.wrapping_add(mix(v.index() as u64)))
}

fn side(color: Color) -> usize {
    match color {
        Color::Black => 0,
        Color::White => 1,
    }
}

/// A result reached by taking a banned ko is at best a ko the taker must
/// win by finding the first threat.
fn cap(code: Code, ko: bool) -> Code {
    if ko {
        code.min(Code::KoB)
    } else {
        code
    }
}

/// Points within `reach` steps (king's moves) of a goal stone.
fn near_mask(board: &Board, goal: &[Vertex], reach: usize) -> Vec<bool> {
    let mut near = vec![false; BOARD_LEN];
    for &s in goal {
        let (c, r) = (s.col(), s.row());
        let n = board.size();
        for dc in c.saturating_sub(reach)..=(c + reach).min(n - 1) {
            for dr in r.saturating_sub(reach)..=(r + reach).min(n - 1) {
                near[Vertex::from_col_row(dc, dr).index()] = true;
            }
        }
    }
    near
}

/// The goal's stones: the strings of the target's colour holding the
/// target or a stone of `placed` (a placed point no longer holding such a
/// stone adds nothing), the target's string first, and then every string
/// of that colour sharing two liberties with the goal (see
/// [`join_solid_neighbors`]).
fn goal_stones(board: &Board, target: Vertex, placed: &[Vertex]) -> Vec<Vertex> {
    let Some(color) = board.color_at(target) else {
        return Vec::new();
    };
    let mut in_goal = vec![false; BOARD_LEN];
    let mut goal = Vec::new();
    let add = |b: &Board, v: Vertex, in_goal: &mut Vec<bool>, goal: &mut Vec<Vertex>| {
        if b.color_at(v) != Some(color) || in_goal[v.index()] {
            return;
        }
        for s in b.string_stones(v) {
            in_goal[s.index()] = true;
            goal.push(s);
        }
    };
    add(board, target, &mut in_goal, &mut goal);
    for &p in placed {
        add(board, p, &mut in_goal, &mut goal);
    }
    join_solid_neighbors(board, color, &mut in_goal, &mut goal);
    goal
}

/// Adds to the goal, until none is left, each string of `color` that
/// shares two liberties with it (with one goal string or two): when the
/// opponent fills one, the string joins at the other (as in the dragons'
/// two-liberty rule: the bamboo joint, the diagonal with both crossing
/// points empty). The dragon at the root mostly holds such strings
/// already; this adds the ones a defender's move ties on, so a move that
/// connects to a living group lives with it, as the whole-board dragons
/// of the position after it would say.
fn join_solid_neighbors(board: &Board, color: Color, in_goal: &mut [bool], goal: &mut Vec<Vertex>) {
    let mut is_liberty = vec![false; BOARD_LEN];
    let mut start = 0;
    let mut stones = Vec::new();
    while start < goal.len() {
        // The liberties of the stones added since the last pass.
        let mut liberties = Vec::new();
        for &s in &goal[start..] {
            for n in board.neighbors(s) {
                if board.is_empty(n) && !is_liberty[n.index()] {
                    is_liberty[n.index()] = true;
                    liberties.push(n);
                }
            }
        }
        start = goal.len();
        // A string sharing one liberty with the goal so far may share a
        // second with stones added later: each pass looks at all again.
        let mut looked_at = vec![false; BOARD_LEN];
        for l in liberties {
            for n in board.neighbors(l) {
                if board.color_at(n) != Some(color) || in_goal[n.index()] || looked_at[n.index()] {
                    continue;
                }
                board.string_stones_into(n, &mut stones);
                let mut shared = 0;
                let mut counted = [None; 2];
                'count: for &x in &stones {
                    looked_at[x.index()] = true;
                    for m in board.neighbors(x) {
                        if is_liberty[m.index()] && !counted.contains(&Some(m)) {
                            counted[shared] = Some(m);
                            shared += 1;
                            if shared == 2 {
                                break 'count;
                            }
                        }
                    }
                }
                if shared == 2 {
                    for &x in &stones {
                        in_goal[x.index()] = true;
                        looked_at[x.index()] = true;
                        goal.push(x);
                    }
                }
            }
        }
    }
}

/// Judges the dragon at `target` whose goal ([`goal_stones`]) is `goal`:
/// None when the target is gone.
fn judge(
    board: &Board,
    tactics: &mut Reader,
    memo: &mut TacticsMemo,
    oracle: &mut Oracle,
    target: Vertex,
    goal: Vec<Vertex>,
) -> Option<Judgement> {
    let color = board.color_at(target)?;
    let enemy = color.opponent();
    // Strings of the goal and those touching it are read with up to three
    // liberties (a lunch, a goal string short of liberties); others near
    // it with up to two.
    let near = near_mask(board, &goal, 3);
    let mut touching = vec![false; BOARD_LEN];
    for &s in &goal {
        touching[s.index()] = true;
        for n in board.neighbors(s) {
            touching[n.index()] = true;
            // An enemy stone one empty point away: inside an eye space
            // when it can be captured.
            if board.is_empty(n) {
                for m in board.neighbors(n) {
                    touching[m.index()] = true;
                }
            }
        }
    }
    // One copy of the board for every reading below (each takes its
    // moves back).
    let mut scratch = board.clone();
    let worms = Worms::compute_local(&mut scratch, tactics, memo, &|v| {
        if touching[v.index()] {
            3
        } else if near[v.index()] {
            2
        } else {
            0
        }
    });
    // The goal's spaces: those next to it as it grows over the strings
    // sharing one of them. Found once before the half and false eyes (to
    // pick the spaces worth that work) and again after, since a false eye
    // turned margin no longer joins strings; the second growth is within
    // the first.
    let mut optics = Optics::spaces(&mut scratch, &worms, tactics, color);
    let (_, wanted) = grow_goal(board, goal.clone(), optics.eyes(color), color);
    optics.find_half_eyes_in(&mut scratch, &worms, tactics, color, &wanted);
    let eyes = optics.eyes(color).clone();
    let (goal, spaces) = grow_goal(board, goal, &eyes, color);

    // The local games.
    let mut evals: Vec<(Vertex, EyeEval)> = Vec::new();
    for &origin in &spaces {
        if let Some(e) =
            optics.eval_eye_on(&mut scratch, &worms, tactics, oracle, origin, Some(color))
        {
            evals.push((origin, e));
        }
    }
    if log::log_enabled!(log::Level::Trace) {
        for (o, e) in &evals {
            log::trace!(
                "space {o} size {} value {:?} src {:?} att {:?} def {:?}",
                eyes.get(*o).esize,
                e.value,
                e.source,
                e.attack,
                e.defense
            );
        }
    }
    let (mut sum_b, mut sum_c, mut swing) = (0u8, 0u8, 0u8);
    let (mut sum_a, mut sum_d) = (0u8, 0u8);
    for (_, e) in &evals {
        let v = e.value;
        sum_a = sum_a.saturating_add(v.a);
        sum_b = sum_b.saturating_add(v.b);
        sum_c = sum_c.saturating_add(v.c);
        sum_d = sum_d.saturating_add(v.d);
        swing = swing.max(v.c.saturating_sub(v.b));
    }
    let _ = (sum_a, sum_d);
    let eyes_defender_first = sum_b.saturating_add(swing);
    let eyes_attacker_first = sum_c.saturating_sub(swing).max(sum_b);

    // The goal's worms and the enemy strings around it, tactically.
    let mut goal_weak: Vec<(Vertex, Answer, Answer)> = Vec::new();
    let mut lunches: Vec<(Vertex, Answer, Answer)> = Vec::new();
    let mut seen = vec![false; BOARD_LEN];
    for &s in &goal {
        let Some(w) = worms.get(s) else { continue };
        if !seen[w.origin.index()] {
            seen[w.origin.index()] = true;
            if w.attack.0 != Code::Fail {
                goal_weak.push((w.origin, w.attack, w.defense));
            }
        }
        for n in board.neighbors(s) {
            if board.color_at(n) != Some(enemy) {
                continue;
            }
            let Some(w) = worms.get(n) else { continue };
            if seen[w.origin.index()] {
                continue;
            }
            seen[w.origin.index()] = true;
            if w.attack.0 != Code::Fail {
                lunches.push((w.origin, w.attack, w.defense));
            }
        }
    }

    // Room to run, outside the goal's own eye spaces.
    let room = room(board, &goal, enemy, &|p| {
        eyes.get(p).origin.is_some_and(|o| spaces.contains(&o))
    });

    // Room is a way out only where the board is open beyond it: a dragon
    // shut in by enemy stones must make its eyes there, which is read.
    // Neither room nor eyes save a dragon one of whose strings can be
    // captured (a net, a ladder, a cut): that is read too. (Each test is
    // made only when the ones before it leave the answer open.)
    let way_out = goal_weak.is_empty()
        && room >= DEEP_ESCAPE_ROOM
        && !enclosed(board, &goal, enemy, OPEN_AREA);
    let runs_free = way_out && room >= ESCAPE_ROOM;
    let two_eyes = goal_weak.is_empty()
        && !runs_free
        && sure_eyes(board, &mut scratch, &eyes, &optics, &evals, color) >= 2;
    // Two eyes whose walls the attacker can squeeze from one outside
    // point: only the attacker's own first move is read (everywhere below
    // the root the dragon counts as alive, as the eyes say).
    let alive_below_root = two_eyes
        && evals
            .iter()
            .any(|(o, _)| shared_outside_liberty(&mut scratch, &eyes, *o, color));
    let alive = runs_free || two_eyes && !alive_below_root;
    let runs_deep = way_out && !alive;
    let verdict = if alive {
        Verdict::Alive
    } else if sum_c < 2 && lunches.is_empty() && room <= 2 && goal_weak.is_empty() {
        Verdict::Dead
    } else {
        Verdict::Open
    };
    if verdict == Verdict::Alive {
        return Some(Judgement {
            verdict,
            eyes_min: sum_b,
            eyes_defender_first,
            eyes_attacker_first,
            eyes_max: sum_c,
            room,
            runs_deep: false,
            alive_below_root: false,
            attacks: Vec::new(),
            defenses: Vec::new(),
            goal,
        });
    }

    // Candidates, scored.
    let mut attack_score = vec![0i32; BOARD_LEN];
    let mut defense_score = vec![0i32; BOARD_LEN];
    for (origin, e) in &evals {
        let urgent = e.value.b < e.value.c;
        if let Some(m) = e.attack {
            attack_score[m.index()] += if urgent { 120 } else { 40 };
        }
        if let Some(m) = e.defense {
            defense_score[m.index()] += if urgent { 120 } else { 40 };
        }
        for p in eyes.members(board, *origin) {
            if board.is_empty(p) {
                let base = if eyes.get(p).marginal { 25 } else { 20 };
                attack_score[p.index()] += base;
                defense_score[p.index()] += base;
            }
        }
    }
    for &(_, attack, defense) in &goal_weak {
        if let Some(m) = attack.1 {
            attack_score[m.index()] += 90;
        }
        if let Some(m) = defense.1 {
            defense_score[m.index()] += 90;
        }
    }
    for &(origin, attack, defense) in &lunches {
        if let Some(m) = attack.1 {
            defense_score[m.index()] += 80;
        }
        if let Some(m) = defense.1 {
            attack_score[m.index()] += 70;
        }
        if attack.0 == Code::Win && matches!(defense.0, Code::KoA | Code::KoB) {
            if let Some(m) = enlarged_sacrifice(&mut scratch, origin, enemy) {
                attack_score[m.index()] += SACRIFICE;
            }
        }
    }
    // Liberties of the goal: the fewer a string has, the more its
    // liberties matter to both sides.
    let mut in_goal = vec![false; BOARD_LEN];
    for &s in &goal {
        in_goal[s.index()] = true;
    }
    let mut libs = Vec::new();
    let b = &mut scratch;
    let mut seen = vec![false; BOARD_LEN];
    for &s in &goal {
        let head = b.string_head(s);
        if seen[head.index()] {
            continue;
        }
        seen[head.index()] = true;
        libs.clear();
        b.liberties_upto(s, 6, &mut libs);
        let urgency = match libs.len() {
            1 => 60,
            2 => 35,
            3 => 15,
            _ => 8,
        };
        for &l in &libs {
            // One step further out: where the space is widened or blocked.
            for n in board.neighbors(l) {
                if board.is_empty(n) && !libs.contains(&n) {
                    attack_score[n.index()] += 4;
                    defense_score[n.index()] += 4;
                    // A jump that reaches a friendly string outside the
                    // goal: a connection to try, and a cut to prevent.
                    if touches_friend(board, n, color, &in_goal) {
                        defense_score[n.index()] += CONNECT / 2;
                        attack_score[n.index()] += CONNECT / 3;
                    }
                }
            }
            // A liberty shared with a friendly string outside the goal
            // connects at once.
            if touches_friend(board, l, color, &in_goal) {
                defense_score[l.index()] += CONNECT;
                attack_score[l.index()] += CONNECT * 2 / 3;
            }
            attack_score[l.index()] += urgency;
            defense_score[l.index()] += urgency;
            // A liberty leading outward is where the dragon runs and where
            // it is blocked.
            let open = board.neighbors(l).filter(|&n| board.is_empty(n)).count() as i32;
            attack_score[l.index()] += 3 * open;
            defense_score[l.index()] += 3 * open;
        }
    }
    let pick = |score: &[i32], mover: Color, b: &Board| -> Vec<Vertex> {
        let mut list: Vec<(i32, Vertex)> = b
            .vertices()
            .filter(|&v| score[v.index()] > 0 && b.is_empty(v))
            .filter(|&v| b.is_legal(mover, v) || b.ko_capture(mover, v).is_some())
            .map(|v| (score[v.index()], v))
            .collect();
        list.sort_by(|x, y| y.0.cmp(&x.0).then(x.1.index().cmp(&y.1.index())));
        list.into_iter().map(|(_, v)| v).collect()
    };
    let attacks = pick(&attack_score, enemy, board);
    let defenses = pick(&defense_score, color, board);
    Some(Judgement {
        verdict,
        eyes_min: sum_b,
        eyes_defender_first,
        eyes_attacker_first,
        eyes_max: sum_c,
        room,
        runs_deep,
        alive_below_root,
        attacks,
        defenses,
        goal,
    })
}

/// The eyes of the goal's spaces that count for certain life, each with
/// the attacker moving first (its `b`): those of the spaces sealed (every
/// neighbour of their points in the space or a stone of `color`: through
/// any other point the attacker approaches from outside, which a space's
/// own value does not see), firmly held ([`firmly_held`]) and with no
/// point the attacker can spoil with a move that threatens more
/// ([`double_threat`]).
fn sure_eyes(
    board: &Board,
    scratch: &mut Board,
    eyes: &EyeMap,
    optics: &Optics,
    evals: &[(Vertex, EyeEval)],
    color: Color,
) -> u8 {
    evals
        .iter()
        .filter(|(o, _)| {
            let members = eyes.members(board, *o);
            // The cheap tests first: this runs at every node judged.
            members.iter().all(|&p| {
                board
                    .neighbors(p)
                    .all(|n| board.color_at(n) == Some(color) || eyes.get(n).origin == Some(*o))
            }) && firmly_held(scratch, eyes, *o, &members, color)
                && !members
                    .iter()
                    .any(|&p| double_threat(scratch, optics.half_eye(p), color))
        })
        .map(|(_, e)| e.value.b)
        .fold(0u8, |a, b| a.saturating_add(b))
}

/// Whether the eye point whose topology is `h` (a proper eye with two
/// diagonals the enemy can take, value 2: one more makes it half) can be
/// spoiled by an enemy move that also puts a string of `color` next to it
/// in atari, the stone standing (two liberties, or a capture). The owner
/// can answer one threat, not both: the eye is the attacker's to take
/// unless reading says otherwise, so it is no sure eye. An eye with one
/// such diagonal, or with none, stays proper whatever the attacker does.
fn double_threat(b: &mut Board, h: &HalfEye, color: Color) -> bool {
    (2.0..3.0).contains(&h.value)
        && h.attacks.iter().any(|&a| {
            b.neighbors(a)
                .any(|n| b.color_at(n) == Some(color) && b.liberty_count(n) == 2)
                && stone_stands(b, color.opponent(), a)
        })
}

/// Whether a stone of `color` at `p` could be played and would not stand
/// in atari without capturing: the attacker's stone that is not taken at
/// once.
fn stone_stands(b: &mut Board, color: Color, p: Vertex) -> bool {
    b.preview(color, p, p, 2)
        .is_some_and(|m| m.own_libs >= 2 || m.captured > 0)
}

/// Whether the strings of `color` around the eye space at `origin`
/// (points `members`) hold it firmly: one string, or strings each with
/// two liberties the attacker cannot take from inside the space, that is
/// liberties outside it or points of it where an enemy stone could not be
/// played or would stand in atari without capturing. Where the attacker
/// can press one of several strings to a single liberty from inside, the
/// space is an eye only as long as that string need not fill it: cutting
/// points inside the space, the shapes "under the stones". Its value,
/// read as a local game of empty points, does not see that.
fn firmly_held(
    b: &mut Board,
    eyes: &EyeMap,
    origin: Vertex,
    members: &[Vertex],
    color: Color,
) -> bool {
    let heads = wall_heads(b, members, color);
    if heads.len() <= 1 {
        return true;
    }
    let enemy = color.opponent();
    let mut libs = Vec::new();
    heads.iter().all(|&h| {
        b.liberties_upto(h, 8, &mut libs);
        let mut held = 0;
        for &l in &libs {
            let inside = eyes.get(l).origin == Some(origin);
            if !inside || !stone_stands(b, enemy, l) {
                held += 1;
            }
        }
        held >= 2
    })
}

/// The strings of `color` next to the points `members` (one stone of
/// each).
fn wall_heads(b: &Board, members: &[Vertex], color: Color) -> Vec<Vertex> {
    let mut heads: Vec<Vertex> = Vec::new();
    for &p in members {
        for n in b.neighbors(p) {
            if b.color_at(n) == Some(color) {
                let h = b.string_head(n);
                if !heads.contains(&h) {
                    heads.push(h);
                }
            }
        }
    }
    heads
}

/// Whether two strings of `color` walling the space at `origin`, each
/// with at most three liberties, have one and the same single liberty
/// outside the space, where an enemy stone could be played. The attacker approaches that point, and the stone on it
/// puts both short of liberties at once: the owner fills a point of the
/// space to save them and the eye is gone. [`firmly_held`] counts the
/// outside point as held for each string alone; the space's value does
/// not see it.
fn shared_outside_liberty(b: &mut Board, eyes: &EyeMap, origin: Vertex, color: Color) -> bool {
    let members = eyes.members(b, origin);
    let heads = wall_heads(b, &members, color);
    if heads.len() < 2 {
        return false;
    }
    let mut libs = Vec::new();
    let mut outside: Vec<Vertex> = Vec::new();
    for &h in &heads {
        b.liberties_upto(h, 4, &mut libs);
        if libs.len() > 3 {
            continue;
        }
        let mut out = libs.iter().filter(|&&l| eyes.get(l).origin != Some(origin));
        if let (Some(&x), None) = (out.next(), out.next()) {
            outside.push(x);
        }
    }
    let enemy = color.opponent();
    outside
        .iter()
        .enumerate()
        .any(|(i, &x)| outside[i + 1..].contains(&x) && b.is_legal(enemy, x))
}

/// Score of a move connecting the goal to a friendly string outside it.
const CONNECT: i32 = 40;

/// Score of the attacker's move that makes a sacrifice bigger
/// ([`enlarged_sacrifice`]); 40 and 60 answered the suites alike.
const SACRIFICE: i32 = 60;

/// For the attacker's string at `origin`, in atari next to the goal (the
/// judgement asks only where a ko alone could save it): the point that
/// fills its last liberty and joins it to another string of the
/// attacker's, still in atari and capturing nothing. The defender who
/// takes the bigger string gets a bigger space, one the attacker can play
/// back into (under the stones) and kill, where retaking the ko would
/// have left the defender the choice. None when the string has more
/// liberties or there is no such move.
fn enlarged_sacrifice(b: &mut Board, origin: Vertex, attacker: Color) -> Option<Vertex> {
    let mut libs = Vec::new();
    b.liberties_upto(origin, 2, &mut libs);
    let [l] = libs[..] else { return None };
    let head = b.string_head(origin);
    let joins = b
        .neighbors(l)
        .any(|n| b.color_at(n) == Some(attacker) && b.string_head(n) != head);
    let p = b.preview(attacker, l, origin, 2)?;
    (joins && p.own_libs == 1 && p.captured == 0).then_some(l)
}

/// Does `p` touch a stone of `color` that is not in the goal?
fn touches_friend(board: &Board, p: Vertex, color: Color, in_goal: &[bool]) -> bool {
    board
        .neighbors(p)
        .any(|n| board.color_at(n) == Some(color) && !in_goal[n.index()])
}

/// The goal grown over the strings of `color` touching a non-marginal
/// point of one of its eye spaces, and the origins of those spaces.
fn grow_goal(
    board: &Board,
    mut goal: Vec<Vertex>,
    eyes: &EyeMap,
    color: Color,
) -> (Vec<Vertex>, Vec<Vertex>) {
    let mut in_goal = vec![false; BOARD_LEN];
    for &s in &goal {
        in_goal[s.index()] = true;
    }
    let mut spaces: Vec<Vertex> = Vec::new();
    let mut i = 0;
    while i < goal.len() {
        let s = goal[i];
        i += 1;
        for n in board.neighbors(s) {
            let Some(origin) = eyes.get(n).origin else {
                continue;
            };
            if spaces.contains(&origin) {
                continue;
            }
            spaces.push(origin);
            for p in eyes.members(board, origin) {
                if eyes.get(p).marginal {
                    continue;
                }
                for q in board.neighbors(p) {
                    if board.color_at(q) == Some(color) && !in_goal[q.index()] {
                        for t in board.string_stones(q) {
                            in_goal[t.index()] = true;
                            goal.push(t);
                        }
                    }
                }
            }
        }
    }
    (goal, spaces)
}

/// Whether the empty points and friendly stones reachable from the goal
/// without crossing an enemy stone number fewer than `limit`: the dragon
/// is shut in, and what room it has is for eyes, not for running.
fn enclosed(board: &Board, goal: &[Vertex], enemy: Color, limit: usize) -> bool {
    let mut seen = vec![false; BOARD_LEN];
    let mut stack: Vec<Vertex> = Vec::new();
    for &s in goal {
        if !seen[s.index()] {
            seen[s.index()] = true;
            stack.push(s);
        }
    }
    let mut count = 0;
    while let Some(p) = stack.pop() {
        if board.is_empty(p) {
            count += 1;
            if count >= limit {
                return false;
            }
        }
        for n in board.neighbors(p) {
            if !seen[n.index()] && board.color_at(n) != Some(enemy) {
                seen[n.index()] = true;
                stack.push(n);
            }
        }
    }
    true
}

/// Whether the enemy has more stones than `enemy`'s opponent within `r`
/// steps (Manhattan distance) of `p`.
fn enemy_dominates(board: &Board, p: Vertex, enemy: Color, r: usize) -> bool {
    let n = board.size();
    let (c, w) = (p.col(), p.row());
    let mut balance = 0i32;
    for x in c.saturating_sub(r)..=(c + r).min(n - 1) {
        let dx = x.abs_diff(c);
        let reach = r - dx;
        for y in w.saturating_sub(reach)..=(w + reach).min(n - 1) {
            match board.color_at(Vertex::from_col_row(x, y)) {
                Some(col) if col == enemy => balance += 1,
                Some(_) => balance -= 1,
                None => {}
            }
        }
    }
    balance > 0
}

/// Empty points reachable from the goal's liberties in up to four steps,
/// through points with no enemy stone next to them and not under a net
/// ([`enemy_dominates`]): the room the dragon has to run or to make eyes
/// in the open. Points of the goal's own eye
/// spaces (`inside`) are crossed without a step and not counted: a group
/// whose liberties all lie in small spaces of its own still runs to the
/// open board beyond them.
fn room(board: &Board, goal: &[Vertex], enemy: Color, inside: &dyn Fn(Vertex) -> bool) -> usize {
    let mut seen = vec![false; BOARD_LEN];
    let mut frontier: Vec<Vertex> = Vec::new();
    for &s in goal {
        for n in board.neighbors(s) {
            if board.is_empty(n) && !seen[n.index()] {
                seen[n.index()] = true;
                frontier.push(n);
            }
        }
    }
    let mut count = 0;
    for _ in 0..4 {
        let mut next = Vec::new();
        let mut i = 0;
        while i < frontier.len() {
            let p = frontier[i];
            i += 1;
            if board.neighbors(p).any(|n| board.color_at(n) == Some(enemy))
                || enemy_dominates(board, p, enemy, NET_REACH)
            {
                continue;
            }
            // The goal's own spaces are no room, but the dragon runs
            // through them: what lies beyond is reached in the same step.
            let through = inside(p);
            if !through {
                count += 1;
            }
            for n in board.neighbors(p) {
                if board.is_empty(n) && !seen[n.index()] {
                    seen[n.index()] = true;
                    if through {
                        frontier.push(n);
                    } else {
                        next.push(n);
                    }
                }
            }
        }
        frontier = next;
    }
    count
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::testing::{at, setup};

    /// White above (alive with four eyes on the top row), black's corner
    /// group below it with `bottom` as its first line.
    fn corner(bottom: &str) -> Board {
        setup(&[
            ".O.O.O.", "OOOOOOO", "OOOOOOO", "OOOOOOO", "XXXXOOO", "XXXXOOO", bottom,
        ])
    }

    /// The judgement of the dragon of the string at `target` on the board
    /// `rows` draws.
    fn judgement(rows: &[&str], target: &str) -> Rc<Judgement> {
        let b = setup(rows);
        let t = at(&b, target);
        let dragon = b.string_stones(t);
        Owl::default()
            .judge(&b, &mut Oracle::new(), t, &dragon)
            .expect("a stone at the target")
    }

    fn ask(b: &Board, target: &str) -> (Answer, Answer) {
        let mut owl = Owl::default();
        let mut oracle = Oracle::new();
        let t = at(b, target);
        let dragon = b.string_stones(t);
        let attack = owl.attack(b, &mut oracle, t, &dragon);
        let defend = owl.defend(b, &mut oracle, t, &dragon);
        (attack, defend)
    }

    #[test]
    fn a_ko_the_region_reading_finds_stands_where_the_search_finds_nothing() {
        // White's corner lives only through a ko: after C4 D4 B3, Black's
        // C3 takes D3 and White takes back at D3, and with B2 White has
        // B1 for an eye and C3 as long as it wins the ko. The search's own
        // ko rule (one banned ko a line) finds no way; the reading of the
        // closed region finds the ko.
        let b = setup(&[
            ".........",
            ".........",
            ".........",
            ".........",
            "XXXXX....",
            "OO..X....",
            "O..OX....",
            "O.OXX....",
            "O.OOX....",
        ]);
        let t = at(&b, "C2");
        let dragon: Vec<Vertex> = ["A4", "B4", "A3", "D3", "A2", "C2", "A1", "C1", "D1"]
            .iter()
            .map(|v| at(&b, v))
            .collect();
        // Nodes alone bound it, so the answer does not depend on the
        // machine's speed.
        let mut owl = Owl::new(OwlLimits {
            time: Duration::MAX,
            ..OwlLimits::DEFAULT
        });
        let mut oracle = Oracle::new();
        let (code, m) = owl.defend(&b, &mut oracle, t, &dragon);
        assert!(matches!(code, Code::KoA | Code::KoB), "{code:?}");
        // Asked about that move alone, the reader answers the same.
        let m = m.expect("a move");
        assert_eq!(owl.does_defend(&b, &mut oracle, m, t, &dragon), code);
    }

    #[test]
    fn a_sacrifice_is_made_bigger_by_joining_another_string_in_atari() {
        // Black's H2, H1 and J1 in atari at J2 next to White's corner:
        // J2 joins them to J3 and leaves the five stones in atari, a
        // bigger sacrifice. With J4 black, J3's string would have more
        // liberties, and J2 would save them rather than sacrifice them.
        let rows = [
            ".........",
            ".........",
            ".........",
            "....XXXX.",
            "....X..XX",
            "...X.OOX.",
            "...X.OOOX",
            "...X.OOX.",
            ".....OOXX",
        ];
        let mut b = setup(&rows);
        let h1 = at(&b, "H1");
        assert_eq!(
            enlarged_sacrifice(&mut b, h1, Color::Black),
            Some(at(&b, "J2"))
        );
        let mut more = rows;
        more[5] = "...X.OOXX";
        let mut b = setup(&more);
        assert_eq!(enlarged_sacrifice(&mut b, h1, Color::Black), None);
        // A string with two liberties is no sacrifice yet.
        let mut two = rows;
        two[7] = "...X.OO..";
        two[8] = ".....OOX.";
        let mut b = setup(&two);
        assert_eq!(enlarged_sacrifice(&mut b, h1, Color::Black), None);
    }

    #[test]
    fn straight_three_is_settled_by_its_middle_point() {
        let b = corner("...XOOO");
        let (attack, defend) = ask(&b, "A3");
        assert_eq!(attack, (Code::Win, Some(at(&b, "B1"))));
        assert_eq!(defend, (Code::Win, Some(at(&b, "B1"))));
    }

    /// What [`Owl::vital`] names in the straight three of
    /// `straight_three_is_settled_by_its_middle_point` for `question`,
    /// handed `first` as its first winning move and told `theirs` as the
    /// other side's.
    fn straight_three_vital(question: Question, first: &str, theirs: Option<&str>) -> Answer {
        let b = corner("...XOOO");
        let mut owl = Owl::default();
        let mut oracle = Oracle::new();
        let t = at(&b, "A3");
        let dragon = b.string_stones(t);
        owl.begin(&dragon);
        let ask = Followup::without_clock(&b, t, &dragon, owl.limits);
        let first = (Code::Win, Some(at(&b, first)));
        owl.vital(
            &mut oracle,
            &ask,
            question,
            first,
            theirs.map(|v| at(&b, v)),
        )
    }

    #[test]
    fn of_two_first_moves_the_one_both_sides_want_is_named() {
        // Straight three: the attacker's move at an end point is no point
        // of the defender's (the middle answers it), the middle is both
        // sides' vital point. Handed the end point as its first winning
        // move, the reader names the middle instead.
        let b = corner("...XOOO");
        let middle = Some(at(&b, "B1"));
        let named = |first| straight_three_vital(Question::Attack, first, None);
        assert_eq!(named("A1"), (Code::Win, middle));
        // A first move the other side also wins with stands.
        assert_eq!(named("B1"), (Code::Win, middle));
    }

    #[test]
    fn the_other_sides_winning_move_is_named_where_this_side_wins_there_too() {
        // Straight three again, now the defender's question. Told that the
        // attacker wins at the middle, a defender handed an end point as
        // its first winning move names the middle, where it lives too;
        // told of the other end, where it does not live, it does not name
        // that.
        let b = corner("...XOOO");
        let named = |theirs| straight_three_vital(Question::Defend, "A1", Some(theirs));
        assert_eq!(named("B1"), (Code::Win, Some(at(&b, "B1"))));
        assert_ne!(named("C1"), (Code::Win, Some(at(&b, "C1"))));
    }

    #[test]
    fn a_kill_stands_whatever_the_other_side_is_said_to_have() {
        // What the caller tells is its own word (here the defender is
        // said to have no save, which it has, or to save at the kill's
        // point): it spares the vital-point search, not the kill.
        let b = corner("...XOOO");
        let mut owl = Owl::default();
        let mut oracle = Oracle::new();
        let t = at(&b, "A3");
        let dragon = b.string_stones(t);
        let told = owl.answer(&b, &mut oracle, t, &dragon, true, OtherSide::Fails);
        assert_eq!(told.0, Code::Win);
        let m = told.1.expect("a killing move");
        let again = owl.answer(&b, &mut oracle, t, &dragon, true, OtherSide::WinsWith(m));
        assert_eq!(again, told);
        assert_eq!(owl.attack(&b, &mut oracle, t, &dragon).0, Code::Win);
    }

    #[test]
    fn a_failed_defence_asks_each_candidate_again() {
        // Each of the root's defences asked on its own: the straight
        // three's middle saves it; nothing saves a two-point space.
        let mut oracle = Oracle::new();
        let mut retried = |bottom: &str| {
            let b = corner(bottom);
            let t = at(&b, "A3");
            let dragon = b.string_stones(t);
            let mut owl = Owl::default();
            owl.begin(&dragon);
            let ask = Followup::without_clock(&b, t, &dragon, owl.limits);
            let a = owl.retry(
                &mut oracle,
                &ask,
                Question::Defend,
                (Code::Fail, None),
                None,
            );
            (a.0, a.1.map(|v| v.to_string()))
        };
        assert_eq!(retried("...XOOO"), (Code::Win, Some("B1".to_string())));
        assert_eq!(retried("..XXOOO"), (Code::Fail, None));
    }

    #[test]
    fn a_found_kill_is_asked_again() {
        // Straight three in the corner: a "kill" at an end point, as a
        // search whose replies were too narrow might report it, is asked
        // again and refuted (the middle answers it), and the attacker's
        // other candidates are asked in its place; a kill at the middle
        // stands.
        let mut oracle = Oracle::new();
        let b = corner("...XOOO");
        let t = at(&b, "A3");
        let dragon = b.string_stones(t);
        let mut confirmed = |found: &str| {
            let mut owl = Owl::default();
            owl.begin(&dragon);
            let ask = Followup::without_clock(&b, t, &dragon, owl.limits);
            let a = owl.confirm(&mut oracle, &ask, (Code::Win, Some(at(&b, found))));
            (a.0, a.1.map(|v| v.to_string()))
        };
        assert_eq!(confirmed("A1"), (Code::Win, Some("B1".to_string())));
        assert_eq!(confirmed("B1"), (Code::Win, Some("B1".to_string())));
        // Where no kill exists, none is named.
        let alive = corner(".X.XOOO");
        let t = at(&alive, "A3");
        let dragon = alive.string_stones(t);
        let mut owl = Owl::default();
        owl.begin(&dragon);
        let ask = Followup::without_clock(&alive, t, &dragon, owl.limits);
        let fake = (Code::Win, Some(at(&alive, "A1")));
        assert_eq!(owl.confirm(&mut oracle, &ask, fake), (Code::Fail, None));
    }

    #[test]
    fn judgements_kept_from_other_questions_change_no_answer() {
        // One reader asked about several positions and dragons, in turn,
        // answers each as a fresh reader does: a kept judgement is found
        // only for its own position, target and goal.
        let cases = [
            ("...XOOO", "A3"),
            ("..XXOOO", "A3"),
            (".X.XOOO", "A3"),
            ("...XOOO", "E1"),
            ("...XOOO", "A3"),
        ];
        let mut owl = Owl::default();
        let mut oracle = Oracle::new();
        for (bottom, target) in cases {
            let b = corner(bottom);
            let t = at(&b, target);
            let dragon = b.string_stones(t);
            let shared = (
                owl.attack(&b, &mut oracle, t, &dragon),
                owl.defend(&b, &mut oracle, t, &dragon),
            );
            assert_eq!(shared, ask(&b, target), "{bottom} {target}");
        }
        assert!(!owl.judged.is_empty(), "the judgements are kept");
        // Both dragons of one position, judged one after the other.
        let b = corner("...XOOO");
        for target in ["A3", "E1"] {
            let t = at(&b, target);
            owl.begin(&b.string_stones(t));
            let j = owl.judge_node(&b, &mut oracle, t).expect("a stone");
            assert!(j.goal.contains(&t), "{target}: its own judgement");
        }
    }

    #[test]
    fn defenders_stones_that_make_one_goal_share_a_judgement() {
        // The dragon's stones alone, then with a stone of its own string
        // and with a stone no longer on the board (captured in the line):
        // the goal is the same, and so is the judgement.
        let b = corner(".X.XOOO");
        let t = at(&b, "A3");
        let mut owl = Owl::default();
        let mut oracle = Oracle::new();
        owl.begin(&[t]);
        let first = owl.judge_node(&b, &mut oracle, t).expect("a stone");
        for extra in ["B3", "C1"] {
            owl.placed.push(at(&b, extra));
            let again = owl.judge_node(&b, &mut oracle, t).expect("a stone");
            assert!(Rc::ptr_eq(&first, &again), "{extra}: judged once");
            owl.placed.pop();
        }
        assert_eq!(owl.judged.len(), 1);
    }

    #[test]
    fn a_dragons_judgement_is_kept_for_the_question_after_it() {
        // `Owl::judge` (the critical dragons' quick look) and the root of
        // the question asked next judge the position once.
        let b = corner(".X.XOOO");
        let t = at(&b, "A3");
        let mut owl = Owl::default();
        let mut oracle = Oracle::new();
        let first = owl.judge(&b, &mut oracle, t, &[t]).expect("a stone");
        owl.begin(&[t]);
        let root = owl.judge_node(&b, &mut oracle, t).expect("a stone");
        assert!(Rc::ptr_eq(&first, &root));
        assert_eq!(owl.judged.len(), 1);
    }

    #[test]
    fn two_eyes_live_and_one_eye_dies() {
        let b = corner(".X.XOOO");
        assert_eq!(ask(&b, "A3").0 .0, Code::Fail, "two eyes cannot be killed");
        let b = corner("..XXOOO");
        let (attack, defend) = ask(&b, "A3");
        assert_eq!(attack.0, Code::Win, "one eye: dead as it stands");
        assert_eq!(defend.0, Code::Fail, "a two-point eye cannot make two");
    }

    #[test]
    fn the_enclosing_group_is_alive() {
        let b = corner("...XOOO");
        let (attack, defend) = ask(&b, "E1");
        assert_eq!(attack.0, Code::Fail);
        assert_eq!(defend, (Code::Win, None), "alive without a move: PASS");
    }

    #[test]
    fn a_space_counts_for_life_only_when_its_walls_hold_it() {
        // White's corner space walled by its main string and a lone stone
        // at B2 whose every liberty is a point inside the space where a
        // black stone keeps two liberties: black presses it from inside,
        // so the space settles nothing without reading. Joined to the
        // wall by B3, only the lone stone at A1 remains, and a black stone
        // on either of its liberties would stand in atari: the space is
        // held and the dragon lives as it stands.
        let judged = |rows: &[&str]| judgement(rows, "D4").verdict;
        let pressed = judged(&[
            ".......", ".......", "XXXXX..", "OOOOX..", "...OX..", ".O.OX..", "O..OX..",
        ]);
        let held = judged(&[
            ".......", ".......", "XXXXX..", "OOOOX..", ".O.OX..", ".O.OX..", "O..OX..",
        ]);
        assert_ne!(pressed, Verdict::Alive);
        assert_eq!(held, Verdict::Alive);
    }

    #[test]
    fn two_wall_strings_with_one_outside_liberty_between_them_are_read_at_the_root() {
        // White's corner: E1 and F2 wall the space C2-D2-E2-D1 and share
        // their one liberty outside it, F1. A black stone there puts both
        // in atari and White fills the space to save them: two eyes that
        // only a reading at the attacker's root can trust. With F1
        // White's, the walls hold and the dragon lives at a glance.
        let rows = |bottom| {
            [
                ".........",
                ".........",
                ".........",
                ".........",
                ".........",
                "XXXXXXX..",
                "XOOOOXX..",
                "OO...OX..",
                bottom,
            ]
        };
        let open = rows(".OO.O.X..");
        let j = judgement(&open, "B3");
        assert_ne!(j.verdict, Verdict::Alive);
        assert!(j.alive_below_root);
        assert!(!j.attacks().is_empty());
        let (attack, _) = ask(&setup(&open), "B3");
        assert_eq!(attack.0, Code::Fail, "the root's reading finds it alive");
        assert_eq!(judgement(&rows(".OO.OOX.."), "B3").verdict, Verdict::Alive);
    }

    #[test]
    fn an_eye_spoiled_by_a_move_that_also_ataris_is_no_sure_eye() {
        // White's eyes at B6 and C5 are sealed and held, but Black's D6
        // takes one of C5's two open diagonals and puts D7 in atari: White
        // saves D7 at C7 and Black's D4 makes C5 false, or White takes D4
        // and Black's C7 captures D7 and makes B6 false.
        let rows = [
            ".X.X.....",
            "XX.XX....",
            "XO.OX....",
            "O.O.XX...",
            "OO.OO.X..",
            "OOO.XX...",
            "XXXXX....",
            ".........",
            ".........",
        ];
        assert_ne!(judgement(&rows, "B5").verdict, Verdict::Alive);
        let b = setup(&rows);
        let (attack, defend) = ask(&b, "B5");
        assert_eq!(attack, (Code::Win, Some(at(&b, "D6"))));
        assert_eq!(defend.0, Code::Win);
    }

    #[test]
    fn room_to_run_does_not_save_a_stone_that_can_be_taken() {
        // A white stone on open board: with three liberties it runs; in
        // atari, black takes it however much room lies beyond its
        // liberty (its friends on both sides keep that room from being
        // a net).
        let verdict = |rows: &[&str]| {
            let j = judgement(rows, "E5");
            (j.verdict, j.room)
        };
        let free = verdict(&[
            ".........",
            ".........",
            ".........",
            ".........",
            "...XO....",
            ".........",
            ".........",
            ".........",
            ".........",
        ]);
        let caught = verdict(&[
            ".........",
            ".........",
            ".........",
            "...O.O...",
            "...XOX...",
            "....X....",
            ".........",
            ".........",
            ".........",
        ]);
        assert_eq!(free.0, Verdict::Alive);
        assert!(caught.1 >= ESCAPE_ROOM, "room {}", caught.1);
        assert_ne!(caught.0, Verdict::Alive);
    }

    #[test]
    fn a_loose_net_is_no_way_out() {
        // A white stone with all its liberties free. Open board around it
        // is a way out; black stones three points off on every side close
        // around it before it gets through.
        let open = judgement(
            &[
                ".........",
                ".........",
                ".........",
                ".........",
                "....O....",
                ".........",
                ".........",
                ".........",
                ".........",
            ],
            "E5",
        );
        let netted = judgement(
            &[
                ".........",
                "....X....",
                ".........",
                ".........",
                ".X..O..X.",
                ".........",
                ".........",
                "....X....",
                ".........",
            ],
            "E5",
        );
        assert_eq!(open.verdict, Verdict::Alive, "room {}", open.room);
        assert!(netted.room < ESCAPE_ROOM, "room {}", netted.room);
        assert_ne!(netted.verdict, Verdict::Alive);
    }

    #[test]
    fn a_middling_room_is_a_way_out_only_deep_in_a_reading() {
        // A white stone with black stones three points off on three sides
        // and a fourth `below` rows under it (three rows under: two
        // columns to the left as well).
        let judged = |below: usize| {
            let mut rows = [
                ".........",
                ".........",
                "....X....",
                ".........",
                ".X..O..X.",
                ".........",
                ".........",
                ".........",
                ".........",
            ];
            rows[4 + below] = if below == 3 { "..X......" } else { "....X...." };
            judgement(&rows, "E5")
        };
        // Further off: room enough for a line deep in the tree, not for
        // the question's position.
        let j = judged(3);
        assert!(
            (DEEP_ESCAPE_ROOM..ESCAPE_ROOM).contains(&j.room),
            "room {}",
            j.room
        );
        assert_ne!(j.verdict, Verdict::Alive);
        assert!(j.runs_deep);
        // Two rows under it: the room is too small even deep.
        let j = judged(2);
        assert!(j.room < DEEP_ESCAPE_ROOM, "room {}", j.room);
        assert!(!j.runs_deep);
    }

    #[test]
    fn a_dragon_runs_through_its_own_spaces() {
        // A lone stone whose four liberties are (say) its own eye spaces:
        // they are no room, but the open board beyond them is.
        let b = setup(&[
            ".........",
            ".........",
            ".........",
            ".........",
            "....X....",
            ".........",
            ".........",
            ".........",
            ".........",
        ]);
        let x = at(&b, "E5");
        let libs: Vec<Vertex> = b.neighbors(x).collect();
        let r = room(&b, &[x], Color::White, &|p| libs.contains(&p));
        assert!(r >= ESCAPE_ROOM, "room {r}");
        assert_eq!(room(&b, &[x], Color::White, &|_| true), 0);
    }

    #[test]
    fn a_stone_shut_in_by_a_wall_has_no_way_out() {
        let rows = [
            "....XXO..",
            "....X.O..",
            "....X.O..",
            "....XXO..",
            ".O..X.O..",
            "....X.O..",
            "....XXO..",
            "....X.O..",
            "....XXO..",
        ];
        let b = setup(&rows);
        let o = at(&b, "B5");
        assert!(enclosed(&b, &[o], Color::Black, OPEN_AREA));
        // Its room is wide, but shut in: it is read, and dies.
        let mut owl = Owl::default();
        let mut oracle = Oracle::new();
        let j = owl.judge(&b, &mut oracle, o, &[o]).unwrap();
        assert!(j.room >= ESCAPE_ROOM, "room {}", j.room);
        assert_ne!(j.verdict, Verdict::Alive);
        assert_eq!(ask(&b, "B5").0 .0, Code::Win);
        // A gap in the wall opens the area beyond it.
        let mut gap = rows;
        gap[0] = "......O..";
        let b = setup(&gap);
        assert!(!enclosed(&b, &[at(&b, "B5")], Color::Black, OPEN_AREA));
    }

    #[test]
    fn every_question_is_bounded() {
        // An open 19x19 board with a few scattered stones: the budget, not
        // the position, ends the search.
        let mut b = Board::new(19);
        for (c, v) in [
            (Color::Black, "D4"),
            (Color::White, "Q16"),
            (Color::Black, "C17"),
            (Color::White, "D16"),
        ] {
            let v = at(&b, v);
            b.play(c, Some(v)).unwrap();
        }
        let mut owl = Owl::default();
        let mut oracle = Oracle::new();
        let t = at(&b, "D16");
        owl.attack(&b, &mut oracle, t, &[t]);
        assert!(owl.nodes <= OwlLimits::DEFAULT.nodes);
    }

    #[test]
    fn a_narrow_reading_does_not_answer_a_wider_node() {
        let mut owl = Owl::default();
        let key = Key {
            hash: 1,
            origin: 2,
            target: Vertex::from_col_row(0, 0),
            question: Question::Defend,
            ko_taken: [false; 2],
        };
        let entry = |depth, exact| Entry {
            answer: (Code::Fail, None),
            left: 8,
            exact,
            depth,
        };
        // Read at depth 4 (three candidates, dead trusted): no answer
        // for the root, which tries seven, nor for depth 2.
        owl.table.insert(key, entry(4, false));
        assert!(owl.lookup(&key, 2, 0).is_none());
        assert!(owl.lookup(&key, 2, 2).is_none());
        // The same node deeper, or read the same way, takes it.
        assert!(owl.lookup(&key, 2, 6).is_some());
        assert!(owl.lookup(&key, 2, 5).is_some());
        // Read at depth 1 stands for the root's defender (same width,
        // dead searched at both), but never with less depth left.
        owl.table.insert(key, entry(1, false));
        assert!(owl.lookup(&key, 8, 0).is_some());
        assert!(owl.lookup(&key, 9, 0).is_none());
        // A reading that ended every line in a verdict stands anywhere.
        owl.table.insert(key, entry(4, true));
        assert!(owl.lookup(&key, 12, 0).is_some());
    }

    #[test]
    fn a_string_sharing_two_liberties_with_the_goal_joins_it() {
        // Black's E7 has tied F7 to the living group above by the
        // diagonal E7-D8, both crossing points (D7, E8) empty: White
        // fills one, Black connects at the other. The goal holds the
        // group and its two eyes, A9 and C9.
        let rows = [
            ".X.XO....",
            "XXXX.O...",
            "OOO.XXO..",
            "...OOO...",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
        ];
        let b = setup(&rows);
        let goal = goal_stones(&b, at(&b, "F7"), &[at(&b, "F7")]);
        assert!(goal.contains(&at(&b, "A8")) && goal.contains(&at(&b, "D9")));
        assert_eq!(goal.len(), 8);
        assert_eq!(judgement(&rows, "F7").verdict, Verdict::Alive);
        // With White on E8 the diagonal is one liberty: F7's string is
        // read alone.
        let mut cut = rows;
        cut[1] = "XXXXOO...";
        let b = setup(&cut);
        assert_eq!(goal_stones(&b, at(&b, "F7"), &[at(&b, "F7")]).len(), 2);
    }
}
