//! One position's analysis: tactical reading, worms, optics and the
//! end-of-game statuses, each computed when first asked and kept until
//! the position changes.
//!
//! Every analysis command and the player read the position through one
//! [`Analysis`]; nothing else holds a cache of it. The facts are keyed by
//! the position (hash with the ko ban, and board size, since empty boards
//! of every size hash alike): a move, an undo, a trial move, a new board or
//! a loaded game all change the key, and the next question drops what was
//! known of the old position.
//!
//! Three things outlive a position, because their own keys already name
//! exactly what they answer: the reader's transposition table (keyed by
//! the position it read, with its limits), the eye oracle's remembered
//! eye graphs (keyed by the graph), and the life-and-death reader's
//! answers (keyed by the position, the question and the limits), so that
//! a question asked again gets the answer it got the first time.

pub mod status;

use crate::board::{Board, Color, Vertex};
use crate::dragons::owl::{OtherSide, Owl, OwlLimits, Ply, Verdict, RETRY_WIDTH};
use crate::dragons::semeai::{Semeai, SemeaiResult};
use crate::dragons::{DragonData, DragonOwl, DragonStatus, Dragons};
use crate::eyes::lookup::Oracle;
use crate::optics::{EyeData, EyeEval, HalfEye, Optics};
use crate::reading::{Answer, Code, Reader};
use crate::worms::{self, Worms};
pub use status::{Assessment, Rules, Status};
use std::collections::HashMap;

/// The reader judges doubted dragons for the end-of-game judgement of a
/// game still in play only when at most this many points are still open:
/// earlier, the playouts' view is what the player needs, and reading every
/// weak group at every move would cost the search its time. A game that is
/// over ([`Stage::Over`]) has its doubted dragons read however many points
/// are open.
const READER_OPEN_POINTS: usize = 6;

/// Whom the end-of-game judgement is for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Stage {
    /// The player, during the game: the life-and-death reader is asked
    /// only once few points are open ([`READER_OPEN_POINTS`]).
    Playing,
    /// The end-of-game commands (`final_score`, `final_status`), with the
    /// side to move: the game is over by agreement, so open points stay
    /// open and the reader's verdict on each doubted dragon is what
    /// decides it, as it decides the dragons of a settled board. (GNU Go
    /// plays such a game out with its full judgement of every dragon;
    /// random playouts from a position with open space let weak groups
    /// escape or live.)
    Over(Color),
}

/// The quick look for critical dragons (the player's priors): nodes per
/// question, and dragons looked at.
const QUICK_NODES: u64 = 150;
const QUICK_DRAGONS: usize = 24;

/// Dragons put to the reader per judgement, at most.
const READER_DRAGONS: usize = 24;

/// The end-of-game reading's nodes in all (positions the life-and-death
/// reader judges, over every question). Within them each question is
/// bounded by its nodes alone, so that the count of a finished game does
/// not depend on the machine's speed or load; past them the dragons left
/// are the playouts'. The most any of 102 finished GNU Go self-play games
/// read was 52,561 nodes (5.7 s on a 2-core machine; most read under
/// 15,000).
const OVER_NODES: u64 = 120_000;

/// A bound on the end-of-game reading's wall time besides, for a machine
/// many times slower or busier than [`OVER_NODES`] was measured on. It
/// replaces a shorter time per question the user set, which would make
/// the count depend on the machine.
const OVER_TIME: std::time::Duration = std::time::Duration::from_secs(90);

/// What bounds the reader's questions once the game is over.
#[derive(Copy, Clone, Debug)]
struct OverBudget {
    /// The reader's node count ([`Owl::read`]) to stop at.
    nodes: u64,
    /// The wall-clock deadline ([`Analysis::over_time`] from the start;
    /// none where the user's own time per question is longer, or lifted).
    deadline: Option<std::time::Instant>,
}

/// Answers of the life-and-death reader kept before they are cleared
/// (about a hundred bytes each, with the map's own).
const ASKED_LIMIT: usize = 100_000;

/// What names a position for the analysis.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
struct Key {
    hash: u64,
    size: usize,
}

impl Key {
    fn of(board: &Board) -> Key {
        Key {
            hash: board.hash_with_ko(),
            size: board.size(),
        }
    }
}

/// A question put to the life-and-death reader: the stone named is the
/// target, the first vertex of the `Does` questions the move.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
enum Asked {
    Attack(Vertex),
    Defend(Vertex),
    DoesAttack(Vertex, Vertex),
    DoesDefend(Vertex, Vertex),
}

/// The facts of the position named by `key`, each None until asked.
#[derive(Default)]
struct Facts {
    worms: Option<Worms>,
    optics: Option<Optics>,
    dragons: Option<Dragons>,
    assessment: Option<(Rules, Stage, Assessment)>,
}

/// The analysis of the current position, with the session-long reader and
/// eye oracle.
pub struct Analysis {
    /// Tactical reading, with its transposition table.
    pub reader: Reader,
    /// Eye values from the database, or read and remembered this session.
    pub eyes: Oracle,
    /// The life-and-death reader, with its table.
    pub owl: Owl,
    /// The capturing-race reader.
    pub semeai: Semeai,
    /// What the life-and-death reader answered, by position, question and
    /// the limits it read under, with whether it read to the end (see
    /// [`Analysis::ask_owl`]); cleared past [`ASKED_LIMIT`] answers.
    asked: HashMap<(Key, Asked, OwlLimits), (Answer, bool)>,
    /// The end-of-game reading's nodes in all ([`OVER_NODES`]; tests set
    /// others).
    pub over_nodes: u64,
    /// The end-of-game reading's wall time in all ([`OVER_TIME`]; tests
    /// lift it, so that a loaded machine does not cut their reading).
    pub over_time: std::time::Duration,
    key: Option<Key>,
    facts: Facts,
}

impl Default for Analysis {
    fn default() -> Analysis {
        Analysis::new()
    }
}

impl Analysis {
    pub fn new() -> Analysis {
        Analysis {
            reader: Reader::default(),
            eyes: Oracle::new(),
            owl: Owl::default(),
            semeai: Semeai::default(),
            asked: HashMap::new(),
            over_nodes: OVER_NODES,
            over_time: OVER_TIME,
            key: None,
            facts: Facts::default(),
        }
    }

    /// Reads one move deeper (1) or shallower (-1) in every tactical depth
    /// limit (GTP's `increase_depths`, `decrease_depths`). Everything
    /// known was read under the old limits, so it goes.
    pub fn shift_depths(&mut self, delta: isize) {
        self.reader.shift_depths(delta);
        self.facts = Facts::default();
        self.asked.clear();
    }

    /// Drops what was known when `board` is not the analysed position.
    fn focus(&mut self, board: &Board) {
        let key = Key::of(board);
        if self.key != Some(key) {
            self.key = Some(key);
            self.facts = Facts::default();
        }
    }

    /// The worms of `board`.
    pub fn worms(&mut self, board: &Board) -> &Worms {
        self.focus(board);
        let reader = &mut self.reader;
        self.facts
            .worms
            .get_or_insert_with(|| Worms::compute(board, reader))
    }

    /// The optics of `board` (its worms first).
    fn optics(&mut self, board: &Board) -> &mut Optics {
        self.worms(board);
        let Facts { worms, optics, .. } = &mut self.facts;
        let worms = worms.as_ref().expect("computed above");
        optics
            .get_or_insert_with(|| Optics::compute(board, worms, &mut self.reader, &mut self.eyes))
    }

    /// The dragons of `board` (worms and optics first).
    pub fn dragons(&mut self, board: &Board) -> &Dragons {
        self.optics(board);
        let Facts {
            worms,
            optics,
            dragons,
            ..
        } = &mut self.facts;
        let (worms, optics) = (
            worms.as_ref().expect("computed"),
            optics.as_ref().expect("computed"),
        );
        dragons.get_or_insert_with(|| Dragons::compute(board, worms, optics, &mut self.reader))
    }

    /// The eye data of `v` for `color`'s eye spaces.
    pub fn eye_data(&mut self, board: &Board, color: Color, v: Vertex) -> EyeData {
        *self.optics(board).eyes(color).get(v)
    }

    /// The topological record of `v`.
    pub fn half_eye_data(&mut self, board: &Board, v: Vertex) -> HalfEye {
        self.optics(board).half_eye(v).clone()
    }

    /// The eye space of `color` (of either colour with None) at `v`, with
    /// its value and vital points; None when `v` is in no such space.
    pub fn eval_eye(&mut self, board: &Board, color: Option<Color>, v: Vertex) -> Option<EyeEval> {
        self.optics(board);
        let Facts { worms, optics, .. } = &mut self.facts;
        let (worms, optics) = (worms.as_ref()?, optics.as_mut()?);
        optics.eval_eye(board, worms, &mut self.reader, &mut self.eyes, v, color)
    }

    /// `color`'s eye spaces: each origin with its points, in scan order.
    pub fn eye_spaces(&mut self, board: &Board, color: Color) -> Vec<(Vertex, Vec<Vertex>)> {
        let eyes = self.optics(board).eyes(color);
        let mut spaces: Vec<(Vertex, Vec<Vertex>)> = Vec::new();
        for v in worms::scan_order(board) {
            let Some(origin) = eyes.get(v).origin else {
                continue;
            };
            match spaces.iter_mut().find(|(o, _)| *o == origin) {
                Some((_, points)) => points.push(v),
                None => spaces.push((origin, vec![v])),
            }
        }
        spaces
    }

    /// The topological eye value of `v` as an eye point of `color`.
    pub fn topological_eye(&mut self, board: &Board, color: Color, v: Vertex) -> HalfEye {
        self.optics(board);
        let Facts { worms, optics, .. } = &self.facts;
        match (worms, optics) {
            (Some(w), Some(o)) => o.topological_eye(board, w, &mut self.reader, v, color),
            _ => HalfEye::default(),
        }
    }

    /// The end-of-game judgement of `board` under `rules` for `stage`, from
    /// `ownership` (each point's share of playouts black owned at the end,
    /// the player's) when not yet known. Near the end of the game (few
    /// open points), or whenever the game is over, the dragons the
    /// playouts doubt, and those the reader's static judgement does not
    /// call alive, are put to the life-and-death reader, whose dead and
    /// alive verdicts stand over the playouts'.
    pub fn assessment(
        &mut self,
        board: &Board,
        rules: Rules,
        stage: Stage,
        ownership: impl FnOnce(&Board) -> Vec<f64>,
    ) -> &Assessment {
        self.worms(board);
        if self
            .facts
            .assessment
            .as_ref()
            .is_none_or(|(r, st, _)| *r != rules || *st != stage)
        {
            let shares = ownership(board);
            let worms = self.facts.worms.as_ref().expect("computed above");
            let first = Assessment::new(board, worms, rules, &shares, &|_| None);
            let over = matches!(stage, Stage::Over(_));
            let judged = if over || first.open_points() <= READER_OPEN_POINTS {
                let verdicts = self.reader_verdicts(board, &first, stage);
                let worms = self.facts.worms.as_ref().expect("computed above");
                let dragons = self
                    .facts
                    .dragons
                    .as_ref()
                    .expect("computed by the verdicts");
                let verdict = |v: Vertex| {
                    let o = dragons.origin(v)?;
                    verdicts.iter().find(|(d, _)| *d == o).and_then(|(_, s)| *s)
                };
                Assessment::new(board, worms, rules, &shares, &verdict)
            } else {
                first
            };
            self.facts.assessment = Some((rules, stage, judged));
        }
        &self.facts.assessment.as_ref().expect("just computed").2
    }

    /// The reader's verdict (Some(true) dead, Some(false) alive, None
    /// critical or not asked) on each dragon `first` doubts, the most
    /// doubted first, then on each dragon (the biggest first) whose eyes
    /// do not make it alive at a glance; by origin, at most
    /// [`READER_DRAGONS`] of them.
    ///
    /// Once the game is over ([`Stage::Over`]), a critical dragon that its
    /// attacker kills outright is dead when the attacker is the side to
    /// move: play would go on with the killing move (GNU Go 3.8's
    /// `final_status` counts it so too). Not where that move is a ko
    /// capture: the reader counts any capture of the dragon a kill, but
    /// the owner may retake. With its owner to move it is dead when no
    /// save stands as the question after it ([`Analysis::owner_saves`]):
    /// the reader's saves are its weaker side
    /// (`scripts/reading_failures.py`), and a critical dragon with a save
    /// stays undecided, for the playouts. A kill through a ko stays
    /// undecided too: the ko may be over a part of the dragon only
    /// (counting the whole dragon dead for a ko the attacker takes first
    /// turned one finished 13x13 game's count from GNU Go's B+8.5 to
    /// B+32.5). During the game a critical dragon stays undecided.
    fn reader_verdicts(
        &mut self,
        board: &Board,
        first: &Assessment,
        stage: Stage,
    ) -> Vec<(Vertex, Option<bool>)> {
        let mut doubted: Vec<(f64, Vertex)> = self
            .dragons(board)
            .all()
            .iter()
            .map(|d| {
                let lost = d.iter().map(|&v| first.lost_share(v)).fold(0.0, f64::max);
                (lost, d[0])
            })
            .filter(|&(lost, _)| status::doubtful(lost))
            .collect();
        doubted.sort_by(|a, b| b.0.total_cmp(&a.0));
        doubted.truncate(READER_DRAGONS);
        // The playouts keep a group that cannot make two eyes when the
        // stones that would kill it are few and inside its eye space (a
        // bulky five holding two enemy stones): random play seldom finds
        // the vital point. So a dragon whose own eyes do not make it
        // alive at a glance is read too, however the playouts see it.
        let mut rest: Vec<Vec<Vertex>> = self
            .dragons(board)
            .all()
            .iter()
            .filter(|d| doubted.iter().all(|&(_, o)| o != d[0]))
            .cloned()
            .collect();
        rest.sort_by_key(|d| std::cmp::Reverse(d.len()));
        for d in rest {
            if doubted.len() >= READER_DRAGONS {
                break;
            }
            if self
                .glance(board, &d)
                .is_some_and(|(_, verdict)| verdict != Verdict::Alive)
            {
                doubted.push((0.0, d[0]));
            }
        }
        // Once the game is over, nodes bound each question and the whole
        // reading (see [`OVER_NODES`]).
        let saved = self.owl.limits;
        let budget = match stage {
            Stage::Over(_) => Some(OverBudget {
                nodes: self.owl.read + self.over_nodes,
                deadline: std::time::Instant::now()
                    .checked_add(self.over_time)
                    .filter(|_| saved.time < self.over_time),
            }),
            Stage::Playing => None,
        };
        let verdicts = doubted
            .into_iter()
            .map(|(_, o)| {
                if !self.budget_left(budget) {
                    return (o, None);
                }
                let Some(owl) = self.dragon_owl(board, o) else {
                    return (o, Some(false));
                };
                let verdict = match owl.status() {
                    DragonStatus::Dead => Some(true),
                    DragonStatus::Alive => Some(false),
                    DragonStatus::Critical(..) => {
                        let taken = match (stage, owl.attack, board.color_at(o)) {
                            (Stage::Over(to_move), (Code::Win, Some(m)), Some(owner))
                                if to_move != owner =>
                            {
                                board.ko_capture(to_move, m).is_none()
                            }
                            (Stage::Over(to_move), _, Some(owner)) if to_move == owner => {
                                let save = owl.defense.and_then(|((_, m), _)| m);
                                !self.owner_saves(board, o, save, budget)
                            }
                            _ => false,
                        };
                        taken.then_some(true)
                    }
                };
                (o, verdict)
            })
            .collect();
        self.owl.limits = saved;
        verdicts
    }

    /// Whether `budget` (none: the limits stand) leaves the reader
    /// another question, whose time it then sets to what is left of the
    /// budget's (unbounded where the budget has no deadline).
    fn budget_left(&mut self, budget: Option<OverBudget>) -> bool {
        let Some(budget) = budget else {
            return true;
        };
        if self.owl.read >= budget.nodes {
            return false;
        }
        let Some(t) = budget.deadline else {
            self.owl.limits.time = std::time::Duration::MAX;
            return true;
        };
        let left = t.saturating_duration_since(std::time::Instant::now());
        self.owl.limits.time = left;
        !left.is_zero()
    }

    /// Does the owner of the critical dragon at `o`, to move, have a save
    /// that stands as the question after it (`owl_does_defend`: the
    /// attacker's full question, with its follow-ups)? The search's save
    /// rests on the attacker's replies deep in its tree, which try fewer
    /// moves than a question does: a save found there can fall to the
    /// question after it. The search's save `found` is asked first, then
    /// the owner's first candidates at the root ([`RETRY_WIDTH`], as a
    /// failed defence's retry asks them). Where `budget` runs out first,
    /// the dragon counts as saved. (A reading its nodes cut off counts as
    /// read: at the end of the game nodes bound each question, and an
    /// open position is seldom read to the end.)
    fn owner_saves(
        &mut self,
        board: &Board,
        o: Vertex,
        found: Option<Vertex>,
        budget: Option<OverBudget>,
    ) -> bool {
        let stones = self.dragon_of(board, o);
        let Some(anchor) = self.dragons(board).anchor(board, o) else {
            return true;
        };
        let candidates: Vec<Vertex> = self
            .owl
            .judge(board, &mut self.eyes, anchor, &stones)
            .map(|j| j.defenses().iter().take(RETRY_WIDTH).copied().collect())
            .unwrap_or_default();
        let others = candidates.into_iter().filter(|&c| Some(c) != found);
        for m in found.into_iter().chain(others) {
            if !self.budget_left(budget) {
                return true;
            }
            let ((code, _), _) = self.ask_owl(board, Asked::DoesDefend(m, anchor));
            if code != Code::Fail || !self.budget_left(budget) {
                return true;
            }
        }
        false
    }

    // --- Life and death of the dragon at a stone ---

    /// The stones of the dragon at `v` (empty for an empty point).
    fn dragon_of(&mut self, board: &Board, v: Vertex) -> Vec<Vertex> {
        self.dragons(board)
            .stones(v)
            .map(<[Vertex]>::to_vec)
            .unwrap_or_default()
    }

    /// What the reader says of the dragon at the stone `v`: its attack,
    /// then (when it kills) its defence, both read with the dragon's
    /// anchor ([`Dragons::anchor`]) as the target; a critical dragon's
    /// attack checked by the question after it. Kept for the position;
    /// None for an empty point.
    pub fn dragon_owl(&mut self, board: &Board, v: Vertex) -> Option<DragonOwl> {
        let anchor = self.dragons(board).anchor(board, v)?;
        let (mut attack, attack_certain) = self.ask_owl(board, Asked::Attack(anchor));
        let defense = (attack.0 != Code::Fail).then(|| self.ask_owl(board, Asked::Defend(anchor)));
        // A critical dragon's attack is the move a user is shown to play:
        // it stands only as far as the defender's own question after it
        // (`owl_does_attack`, with that question's follow-ups) agrees.
        // The search's kill rests on narrower replies deep in its tree.
        if let (Some(((d, _), _)), (a, Some(m))) = (defense, attack) {
            if d != Code::Fail && a != Code::Fail {
                let ((after, _), _) = self.ask_owl(board, Asked::DoesAttack(m, anchor));
                attack = match after.min(a) {
                    Code::Fail => (Code::Fail, None),
                    k => (k, Some(m)),
                };
            }
        }
        Some(DragonOwl {
            attack,
            attack_certain,
            defense,
        })
    }

    /// The life-and-death reader's answer to `asked` in `board`, and
    /// whether it read to the end. Kept by position, also after the
    /// position changes: the reader's table remembers what each question
    /// read, and a question asked again would read through what the first
    /// one (and those since) left there, and could answer otherwise. A
    /// user asking twice, asking `owl_attack` of a dragon after
    /// `dragon_status`, or coming back to a position after trying a
    /// move, gets the answer already given.
    ///
    /// A question names its string by any of its stones; it is asked
    /// about the string's origin, so that every stone of a string gets
    /// the same answer (the reader keys its table and grows its goal from
    /// the stone it is given, and once answered two stones of one string
    /// with two different saving moves).
    fn ask_owl(&mut self, board: &Board, asked: Asked) -> (Answer, bool) {
        // From the board: an answer kept for a position come back to
        // needs no worms.
        let origin = |v: Vertex| crate::worms::string_origin(board, v);
        let asked = match asked {
            Asked::Attack(v) => Asked::Attack(origin(v)),
            Asked::Defend(v) => Asked::Defend(origin(v)),
            Asked::DoesAttack(m, v) => Asked::DoesAttack(m, origin(v)),
            Asked::DoesDefend(m, v) => Asked::DoesDefend(m, origin(v)),
        };
        let key = (Key::of(board), asked, self.owl.limits);
        if let Some(&r) = self.asked.get(&key) {
            return r;
        }
        let (Asked::Attack(target)
        | Asked::Defend(target)
        | Asked::DoesAttack(_, target)
        | Asked::DoesDefend(_, target)) = asked;
        let dragon = self.dragon_of(board, target);
        // The other side's root question, answered here, tells the reader
        // whether a vital point both sides want is still to be looked for.
        let other = match asked {
            Asked::Attack(v) => Some(Asked::Defend(v)),
            Asked::Defend(v) => Some(Asked::Attack(v)),
            Asked::DoesAttack(..) | Asked::DoesDefend(..) => None,
        };
        let kept = other.and_then(|o| self.asked.get(&(key.0, o, key.2)));
        let other_side = match kept {
            Some(&((Code::Fail, _), _)) => OtherSide::Fails,
            Some(&((_, Some(m)), _)) => OtherSide::WinsWith(m),
            _ => OtherSide::Unknown,
        };
        let (owl, eyes) = (&mut self.owl, &mut self.eyes);
        let answer = match asked {
            Asked::Attack(v) => owl.answer(board, eyes, v, &dragon, true, other_side),
            Asked::Defend(v) => owl.answer(board, eyes, v, &dragon, false, other_side),
            Asked::DoesAttack(m, v) => (owl.does_attack(board, eyes, m, v, &dragon), None),
            Asked::DoesDefend(m, v) => (owl.does_defend(board, eyes, m, v, &dragon), None),
        };
        let r = (answer, self.owl.finished());
        if self.asked.len() >= ASKED_LIMIT {
            self.asked.clear();
        }
        self.asked.insert(key, r);
        r
    }

    /// The status of the dragon at the stone `v` (alive for an empty
    /// point).
    pub fn dragon_status(&mut self, board: &Board, v: Vertex) -> DragonStatus {
        self.dragon_owl(board, v)
            .map_or(DragonStatus::Alive, |r| r.status())
    }

    /// GNU Go's dragon record of the dragon at the stone `v`; None for an
    /// empty point.
    pub fn dragon_data(&mut self, board: &Board, v: Vertex) -> Option<DragonData> {
        let owl = self.dragon_owl(board, v)?;
        let dragons = self.dragons(board);
        let stones = dragons.stones(v)?.to_vec();
        let neighbors = dragons.neighbors(board, v);
        let worms = self.worms(board);
        let mut strings = Vec::new();
        let mut effective_size = 0.0;
        for &s in &stones {
            if let Some(w) = worms.get(s).filter(|w| w.origin == s) {
                strings.push(s);
                effective_size += w.effective_size;
            }
        }
        let color = board.color_at(v)?;
        Some(DragonData {
            origin: stones[0],
            color,
            stones,
            effective_size,
            strings,
            neighbors: neighbors
                .into_iter()
                .filter_map(|o| board.color_at(o).map(|c| (o, c)))
                .collect(),
            owl,
        })
    }

    /// The reader's line against the dragon at `v`, the attacker first
    /// (see [`Owl::line`]): it starts from the attack
    /// [`Analysis::dragon_owl`] keeps and, like that, reads with the
    /// dragon's anchor as the target.
    pub fn owl_line(&mut self, board: &Board, v: Vertex, plies: usize) -> Vec<Ply> {
        let Some(record) = self.dragon_owl(board, v) else {
            return Vec::new();
        };
        let dragon = self.dragon_of(board, v);
        let Some(anchor) = self.dragons(board).anchor(board, v) else {
            return Vec::new();
        };
        let first = record.attack;
        self.owl
            .line(board, &mut self.eyes, anchor, &dragon, first, plies)
    }

    /// The critical dragons of `board` a quick look finds: each with its
    /// colour, attacking move and saving move. Only dragons the reader's
    /// judgement leaves open (neither two sure eyes nor a way out) are
    /// read, biggest first, each with [`QUICK_NODES`] nodes, and none
    /// after `deadline` (with None, the nodes alone bound it, so the
    /// answer does not depend on the machine).
    pub fn critical_dragons(
        &mut self,
        board: &Board,
        deadline: Option<std::time::Instant>,
    ) -> Vec<(Color, Option<Vertex>, Option<Vertex>)> {
        let mut dragons: Vec<Vec<Vertex>> = self.dragons(board).all().to_vec();
        dragons.sort_by_key(|d| std::cmp::Reverse(d.len()));
        let saved = self.owl.limits;
        let mut out = Vec::new();
        for d in dragons.iter().take(QUICK_DRAGONS) {
            let now = std::time::Instant::now();
            if deadline.is_some_and(|t| now >= t) {
                break;
            }
            let Some((anchor, Verdict::Open)) = self.glance(board, d) else {
                continue;
            };
            let Some(color) = board.color_at(anchor) else {
                continue;
            };
            self.owl.limits.nodes = QUICK_NODES;
            if let Some(t) = deadline {
                self.owl.limits.time = t.saturating_duration_since(now).min(saved.time);
            }
            let attack = self.owl.attack(board, &mut self.eyes, anchor, d);
            let (owl, eyes) = (&mut self.owl, &mut self.eyes);
            let status = DragonStatus::from_answers(attack, || owl.defend(board, eyes, anchor, d));
            self.owl.limits = saved;
            if let DragonStatus::Critical(a, b) = status {
                out.push((color, a, b));
            }
        }
        self.owl.limits = saved;
        out
    }

    /// The reader's judgement at a glance (no search) of the dragon made
    /// of `stones`, with the anchor it judged it at; None for no dragon.
    fn glance(&mut self, board: &Board, stones: &[Vertex]) -> Option<(Vertex, Verdict)> {
        let anchor = self.dragons(board).anchor(board, *stones.first()?)?;
        let judged = self.owl.judge(board, &mut self.eyes, anchor, stones)?;
        Some((anchor, judged.verdict))
    }

    pub fn owl_attack(&mut self, board: &Board, v: Vertex) -> Answer {
        self.ask_owl(board, Asked::Attack(v)).0
    }

    pub fn owl_defend(&mut self, board: &Board, v: Vertex) -> Answer {
        self.ask_owl(board, Asked::Defend(v)).0
    }

    pub fn owl_does_attack(&mut self, board: &Board, m: Vertex, v: Vertex) -> Code {
        self.ask_owl(board, Asked::DoesAttack(m, v)).0 .0
    }

    pub fn owl_does_defend(&mut self, board: &Board, m: Vertex, v: Vertex) -> Code {
        self.ask_owl(board, Asked::DoesDefend(m, v)).0 .0
    }

    /// The capturing race between the dragons at the stones `a` and `b`
    /// (opposite colours), `a`'s owner moving first; None when they are
    /// not stones of opposite colours.
    pub fn analyze_semeai(&mut self, board: &Board, a: Vertex, b: Vertex) -> Option<SemeaiResult> {
        let (da, db) = (self.dragon_of(board, a), self.dragon_of(board, b));
        self.semeai.analyze(board, a, &da, b, &db)
    }

    // --- Tactical reading on the position (a private copy is tried on) ---

    pub fn attack(&mut self, board: &Board, s: Vertex) -> Answer {
        self.reader.attack(&mut board.clone(), s)
    }

    pub fn find_defense(&mut self, board: &Board, s: Vertex) -> Answer {
        self.reader.find_defense(&mut board.clone(), s)
    }

    pub fn ladder_attack(&mut self, board: &Board, s: Vertex) -> Answer {
        self.reader.ladder_attack(&mut board.clone(), s)
    }

    pub fn does_attack(&mut self, board: &Board, m: Vertex, s: Vertex) -> Code {
        self.reader.does_attack(&mut board.clone(), m, s)
    }

    pub fn does_defend(&mut self, board: &Board, m: Vertex, s: Vertex) -> Code {
        self.reader.does_defend(&mut board.clone(), m, s)
    }

    /// Can the strings at `s1` and `s2` be connected, their owner moving
    /// first (see [`Reader::connect`])?
    pub fn connect(&mut self, board: &Board, s1: Vertex, s2: Vertex) -> Answer {
        self.reader.connect(&mut board.clone(), s1, s2)
    }

    /// Can the strings at `s1` and `s2` be cut apart, their opponent
    /// moving first (see [`Reader::disconnect`])?
    pub fn disconnect(&mut self, board: &Board, s1: Vertex, s2: Vertex) -> Answer {
        self.reader.disconnect(&mut board.clone(), s1, s2)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn facts_follow_the_position() {
        let mut a = Analysis::new();
        let mut board = Board::new(9);
        assert!(a.worms(&board).iter().next().is_none());
        let v = Vertex::from_col_row(2, 2);
        board.play(Color::Black, Some(v)).unwrap();
        assert_eq!(a.worms(&board).iter().count(), 1, "a move changes the key");
        // Empty boards of two sizes hash alike; the size tells them apart.
        let small = Board::new(5);
        assert!(a.worms(&small).iter().next().is_none());
        let big = Board::new(7);
        a.eye_spaces(&big, Color::Black);
        assert!(a.worms(&big).iter().next().is_none());
    }
}
