//! The end of the game as the analysis sees it: which strings are alive,
//! dead or in seki, who owns each empty point, the count, and whether the
//! game is over.
//!
//! Two views that fail differently decide life and death: tactical
//! reading (a string that can be captured and not saved is dead, an
//! invincible one alive) and ownership over random playouts from the
//! position, which the player runs ([`crate::player::score`]) and hands in
//! as each point's share of playouts that black owned at the end. A dead
//! group inside enemy territory is taken in nearly every playout; a group
//! with two eyes never is, since playouts never fill their own eyes. A
//! string the playouts leave undecided whose capture the reading refutes is
//! in seki: in a seki, the first side to fill a shared liberty puts itself
//! in atari, which random play does half of the time.
//!
//! Points count only where the playouts agree on their owner. So an open
//! board is not one colour's territory because that colour has the only
//! stone on it: its empty points are undecided, and the game is not over.

use crate::board::{Board, Color, Vertex, BOARD_LEN};
use crate::reading::Code;
use crate::worms::{self, Worms};

/// How a finished game is counted.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Rules {
    /// Territory and prisoners (GNU Go's default).
    Japanese,
    /// Area: stones and territory.
    Chinese,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Status {
    Alive,
    Dead,
    Seki,
    BlackTerritory,
    WhiteTerritory,
    Dame,
}

impl Status {
    /// The name GTP's `final_status` answers.
    pub fn name(self) -> &'static str {
        match self {
            Status::Alive => "alive",
            Status::Dead => "dead",
            Status::Seki => "seki",
            Status::BlackTerritory => "black_territory",
            Status::WhiteTerritory => "white_territory",
            Status::Dame => "dame",
        }
    }

    pub fn from_name(name: &str) -> Option<Status> {
        [
            Status::Alive,
            Status::Dead,
            Status::Seki,
            Status::BlackTerritory,
            Status::WhiteTerritory,
            Status::Dame,
        ]
        .into_iter()
        .find(|s| s.name() == name)
    }

    fn territory(color: Color) -> Status {
        match color {
            Color::Black => Status::BlackTerritory,
            Color::White => Status::WhiteTerritory,
        }
    }
}

/// A string is dead when the opponent owns its points at the end of at
/// least this share of the playouts (and has stones around it); below the other bound it is alive, and
/// between them in seki if the reading cannot capture it. (Playouts never
/// throw a string of several stones into atari, so a seki mostly survives
/// them; a dead invader in open territory is taken in a little over half of
/// them.)
const DEAD_SHARE: f64 = 0.5;
const ALIVE_SHARE: f64 = 0.3;

/// Strings lost in at least this share of the playouts are put to the
/// life-and-death reader at the end of the game: below [`ALIVE_SHARE`]
/// too, since a group whose second eye hangs on a ko the playouts keep
/// winning for it looks alive to them.
const READER_SHARE: f64 = 0.15;

/// Does a string lost in this share of the playouts need a closer look
/// (the life-and-death reader's)?
pub fn doubtful(lost_share: f64) -> bool {
    lost_share >= READER_SHARE
}
/// A region bordered by one colour is its territory when that colour owns
/// its points at the end of at least this share of the playouts, on
/// average.
const REGION_OWNED: f64 = 0.6;

/// The final status of every point of a position.
#[derive(Clone, Debug)]
pub struct Assessment {
    status: Vec<Status>,
    /// The strings, in scan order, for `final_status_list`.
    strings: Vec<(Color, Vec<Vertex>)>,
    /// Black's score minus white's before komi.
    margin: f64,
    /// Empty points nobody owns yet that one colour could still take:
    /// not touching living stones of both colours, not a seki's liberty.
    open: usize,
    /// Each stone's string's share of playouts lost.
    lost: Vec<f64>,
}

impl Assessment {
    /// Judges `board` from `black_share`, each point's share of playouts
    /// that black owned at the end (by vertex index), the worms' tactical
    /// verdicts and, where given, the life-and-death reader's verdict on a
    /// stone's dragon (`dragon_dead`: Some(true) dead, Some(false) alive).
    pub fn new(
        board: &Board,
        worms: &Worms,
        rules: Rules,
        black_share: &[f64],
        dragon_dead: &dyn Fn(Vertex) -> Option<bool>,
    ) -> Assessment {
        let strings = worms::strings(board);
        let lost_share = |color: Color, v: Vertex| match color {
            Color::Black => 1.0 - black_share[v.index()],
            Color::White => black_share[v.index()],
        };
        let mut share = vec![0.0f64; BOARD_LEN];
        for (color, stones) in &strings {
            let lost: f64 =
                stones.iter().map(|&v| lost_share(*color, v)).sum::<f64>() / stones.len() as f64;
            for v in stones {
                share[v.index()] = lost;
            }
        }
        let undecided = |v: Vertex| (ALIVE_SHARE..DEAD_SHARE).contains(&share[v.index()]);
        let mut status = vec![Status::Dame; BOARD_LEN];
        for (color, stones) in &strings {
            let w = worms.get(stones[0]);
            let invincible = w.is_some_and(|w| w.invincible);
            let lost = w.is_some_and(|w| w.attack.0 == Code::Win && w.defense.0 == Code::Fail);
            let safe = w.is_some_and(|w| w.attack.0 == Code::Fail);
            // Dead among enemy stones, not merely lost in open play: the
            // empty points around it reach the opponent's stones.
            let enclosed = || reaches(board, stones, color.opponent());
            // A seki needs a partner: an undecided enemy string sharing a
            // liberty with this one.
            let partner = || {
                stones.iter().any(|&s| {
                    board.neighbors(s).filter(|&l| board.is_empty(l)).any(|l| {
                        board
                            .neighbors(l)
                            .any(|e| board.color_at(e) == Some(color.opponent()) && undecided(e))
                    })
                })
            };
            let lost_in_playouts = share[stones[0].index()];
            let reader = dragon_dead(stones[0]);
            // A string the playouts keep is alive unless the reader says
            // dead: a seki is a string the playouts leave undecided.
            let s = if invincible || reader != Some(true) && lost_in_playouts < ALIVE_SHARE {
                Status::Alive
            } else if reader == Some(true)
                || reader.is_none() && (lost || lost_in_playouts >= DEAD_SHARE && enclosed())
            {
                // The reader's dead verdict stands; without one, the
                // tactical loss or the playouts' decide.
                Status::Dead
            } else if safe && partner() {
                Status::Seki
            } else {
                Status::Alive
            };
            log::debug!(
                "final status of {}: {} (lost in {:.0}% of playouts)",
                stones[0].to_gtp(),
                s.name(),
                100.0 * lost_in_playouts
            );
            for v in stones {
                status[v.index()] = s;
            }
        }
        // A dead string whose every enemy neighbour is dead too is not
        // dead: the stones that would take it are taken first (stones left
        // inside a dead invader, or the short side of a race with one).
        // Judged on the verdicts above, so that a dead invader is not
        // revived in turn by the stones it surrounds.
        let verdicts = status.clone();
        for (color, stones) in &strings {
            if verdicts[stones[0].index()] != Status::Dead {
                continue;
            }
            let mut enemies = stones
                .iter()
                .flat_map(|&s| board.neighbors(s))
                .filter(|&n| board.color_at(n) == Some(color.opponent()))
                .peekable();
            if enemies.peek().is_some() && enemies.all(|n| verdicts[n.index()] == Status::Dead) {
                log::debug!(
                    "final status of {}: alive (only dead stones touch it)",
                    stones[0].to_gtp()
                );
                for v in stones {
                    status[v.index()] = Status::Alive;
                }
            }
        }
        let mut a = Assessment {
            status,
            strings,
            margin: 0.0,
            open: 0,
            lost: share,
        };
        a.margin = a.count(board, rules, black_share);
        a
    }

    pub fn status(&self, v: Vertex) -> Status {
        self.status[v.index()]
    }

    /// The points of a status: stone statuses one string a line, point
    /// statuses on one line, as GNU Go lists them.
    pub fn list(&self, board: &Board, wanted: Status) -> Vec<Vec<Vertex>> {
        match wanted {
            Status::Alive | Status::Dead | Status::Seki => self
                .strings
                .iter()
                .filter(|(_, stones)| self.status(stones[0]) == wanted)
                .map(|(_, stones)| stones.clone())
                .collect(),
            _ => {
                let points: Vec<Vertex> = worms::scan_order(board)
                    .filter(|&v| board.is_empty(v) && self.status(v) == wanted)
                    .collect();
                if points.is_empty() {
                    Vec::new()
                } else {
                    vec![points]
                }
            }
        }
    }

    /// Black's score minus white's, komi not included.
    pub fn margin(&self) -> f64 {
        self.margin
    }

    /// `color`'s lead with `komi` given to white.
    pub fn lead(&self, color: Color, komi: f64) -> f64 {
        match color {
            Color::Black => self.margin - komi,
            Color::White => komi - self.margin,
        }
    }

    /// Is the game over as far as the count goes: every empty point owned
    /// by one colour, a seki's liberty, or a neutral point between living
    /// stones of both colours?
    pub fn settled(&self) -> bool {
        self.open == 0
    }

    /// The share of playouts in which the string at `v` was lost, as
    /// [`Assessment::new`] measured it (0 for an empty point).
    pub fn lost_share(&self, v: Vertex) -> f64 {
        self.lost[v.index()]
    }

    /// Empty points still open (see [`Assessment::settled`]).
    pub fn open_points(&self) -> usize {
        self.open
    }

    /// `color`'s stones judged dead.
    pub fn dead_stones(&self, color: Color) -> Vec<Vertex> {
        self.strings
            .iter()
            .filter(|(c, stones)| *c == color && self.status(stones[0]) == Status::Dead)
            .flat_map(|(_, stones)| stones.iter().copied())
            .collect()
    }

    /// Is the empty point `v` the only liberty of a string beside it that
    /// is not dead and that living enemy stones touch (they could take
    /// it)? A string in atari among dead stones only is safe: its last
    /// liberty is territory.
    fn is_last_liberty_of_living(&self, board: &Board, v: Vertex) -> bool {
        let mut stones = Vec::new();
        board.neighbors(v).any(|n| {
            let Some(c) = board.color_at(n) else {
                return false;
            };
            if board.liberty_count(n) != 1 || self.status[n.index()] == Status::Dead {
                return false;
            }
            board.string_stones_into(n, &mut stones);
            stones.iter().any(|&s| {
                board.neighbors(s).any(|e| {
                    board.color_at(e) == Some(c.opponent())
                        && self.status[e.index()] != Status::Dead
                })
            })
        })
    }

    /// Is the empty point `v` neutral: beside living stones of both
    /// colours, or beside a string in seki?
    fn neutral(&self, board: &Board, v: Vertex) -> bool {
        let (mut black, mut white) = (false, false);
        for n in board.neighbors(v) {
            match (board.color_at(n), self.status[n.index()]) {
                (Some(_), Status::Seki) => return true,
                (Some(_), Status::Dead) | (None, _) => {}
                (Some(Color::Black), _) => black = true,
                (Some(Color::White), _) => white = true,
            }
        }
        black && white
    }

    /// Marks territory and dame on the empty points and dead stones,
    /// counts the open points, and returns black's score minus white's.
    ///
    /// A region (empty points and dead stones, connected) bordered by the
    /// living stones of one colour is that colour's territory when the
    /// playouts agree: that colour owns the region's points at the end of
    /// [`REGION_OWNED`] of them on average. Random playouts are noisy (an
    /// invader lives now and then even in a closed area), so the region's
    /// mean decides, not each point. A region bordered by both colours is
    /// no one's: dame at the end of a game, open board before it.
    fn count(&mut self, board: &Board, rules: Rules, black_share: &[f64]) -> f64 {
        let mut seen = vec![false; BOARD_LEN];
        let (mut black, mut white) = (0i64, 0i64);
        let open =
            |v: Vertex, status: &[Status]| board.is_empty(v) || status[v.index()] == Status::Dead;
        for start in board.vertices() {
            if seen[start.index()] || !open(start, &self.status) {
                continue;
            }
            let mut region = vec![start];
            seen[start.index()] = true;
            let (mut by_black, mut by_white) = (false, false);
            let mut i = 0;
            while i < region.len() {
                let v = region[i];
                i += 1;
                for n in board.neighbors(v) {
                    if open(n, &self.status) {
                        if !seen[n.index()] {
                            seen[n.index()] = true;
                            region.push(n);
                        }
                        continue;
                    }
                    match board.color_at(n) {
                        Some(Color::Black) => by_black = true,
                        Some(Color::White) => by_white = true,
                        None => {}
                    }
                }
            }
            let mean_black =
                region.iter().map(|v| black_share[v.index()]).sum::<f64>() / region.len() as f64;
            // Dead stones inside a region only one side borders make it
            // that side's even where the playouts doubt it: the reader's
            // dead verdict stands over them (a group they keep alive by
            // winning its ko).
            let dead_of = |c: Color| region.iter().any(|&v| board.color_at(v) == Some(c));
            let owner = match (by_black, by_white) {
                (true, false) if mean_black >= REGION_OWNED || dead_of(Color::White) => {
                    Some(Color::Black)
                }
                (false, true) if 1.0 - mean_black >= REGION_OWNED || dead_of(Color::Black) => {
                    Some(Color::White)
                }
                _ => None,
            };
            for &v in &region {
                let dead = board.color_at(v);
                if dead.is_none() {
                    let last_liberty = self.is_last_liberty_of_living(board, v);
                    // Whoever fills the last liberty of a living string
                    // captures or must connect: a point still to be played,
                    // not territory (as GNU Go counts).
                    let mark = owner.filter(|_| !last_liberty);
                    self.status[v.index()] = mark.map_or(Status::Dame, Status::territory);
                    if mark.is_none() && !last_liberty && !self.neutral(board, v) {
                        self.open += 1;
                    }
                    if last_liberty {
                        continue;
                    }
                }
                let points = match owner {
                    Some(Color::Black) => &mut black,
                    Some(Color::White) => &mut white,
                    None => continue,
                };
                *points += 1;
                // A dead stone is also a prisoner under territory rules.
                if rules == Rules::Japanese && dead.is_some() {
                    *points += 1;
                }
            }
        }
        match rules {
            Rules::Japanese => {
                black += i64::from(board.captures(Color::Black));
                white += i64::from(board.captures(Color::White));
            }
            Rules::Chinese => {
                for (color, stones) in &self.strings {
                    if self.status(stones[0]) != Status::Dead {
                        match color {
                            Color::Black => black += stones.len() as i64,
                            Color::White => white += stones.len() as i64,
                        }
                    }
                }
            }
        }
        (black - white) as f64
    }
}

/// Do the empty points around `stones` (flooded through empty points)
/// touch a stone of `color`?
fn reaches(board: &Board, stones: &[Vertex], color: Color) -> bool {
    let mut seen = vec![false; BOARD_LEN];
    let mut todo: Vec<Vertex> = Vec::new();
    for &s in stones {
        seen[s.index()] = true;
        todo.extend(board.neighbors(s));
    }
    while let Some(v) = todo.pop() {
        if std::mem::replace(&mut seen[v.index()], true) {
            continue;
        }
        match board.color_at(v) {
            Some(c) if c == color => return true,
            Some(_) => {}
            None => todo.extend(board.neighbors(v).filter(|n| !seen[n.index()])),
        }
    }
    false
}

/// The score as SGF's `RE` writes it and GNU Go's `final_score` answers:
/// `B+3.5`, `W+0.5`, or `0` for a draw.
pub fn format_score(margin: f64) -> String {
    if margin.abs() < 1e-9 {
        "0".to_string()
    } else if margin > 0.0 {
        format!("B+{margin:.1}")
    } else {
        format!("W+{:.1}", -margin)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_are_written_as_sgf_results() {
        assert_eq!(format_score(3.5), "B+3.5");
        assert_eq!(format_score(-0.5), "W+0.5");
        assert_eq!(format_score(7.0), "B+7.0");
        assert_eq!(format_score(0.0), "0");
    }

    #[test]
    fn stones_that_only_dead_stones_touch_are_not_dead() {
        // Black's corner group is dead (two liberties, H1 and J4, inside
        // White's wall); White's three stones inside it can be taken at
        // H1, but the stones that would take them are themselves taken.
        let board = crate::board::testing::setup(&[
            ".........",
            ".........",
            ".........",
            ".........",
            "OOOOOOOOO",
            ".....OOO.",
            ".....OXXX",
            ".....OXOO",
            ".....OX.O",
        ]);
        let worms = Worms::compute(&board, &mut crate::reading::Reader::default());
        let at = |name: &str| crate::board::testing::at(&board, name);
        // The playouts give White everything but doubt the corner: Black's
        // group lost in 60% of them, White's three stones in 45%.
        let mut black_share = vec![0.0; BOARD_LEN];
        for v in ["G3", "H3", "J3", "G2", "G1"] {
            black_share[at(v).index()] = 0.4;
        }
        for v in ["H2", "J2", "J1", "H1"] {
            black_share[at(v).index()] = 0.45;
        }
        let a = Assessment::new(&board, &worms, Rules::Japanese, &black_share, &|_| None);
        assert_eq!(a.status(at("G3")), Status::Dead);
        assert_eq!(a.status(at("H2")), Status::Alive);
        assert_eq!(a.status(at("F1")), Status::Alive);
        // A lone dead stone in territory that no enemy stone touches stays
        // dead (nothing took it yet).
        let mut board = board.clone();
        board.play(Color::Black, Some(at("B8"))).unwrap();
        let worms = Worms::compute(&board, &mut crate::reading::Reader::default());
        black_share[at("B8").index()] = 0.0;
        let a = Assessment::new(&board, &worms, Rules::Japanese, &black_share, &|_| None);
        assert_eq!(a.status(at("B8")), Status::Dead);
    }

    #[test]
    fn a_group_the_reader_kills_gives_its_region_to_the_other_side() {
        // Black's corner group has one eye space, walled in by White; the
        // playouts keep it (a ko they win, say): Black owns its points in
        // 80% of them. The reader says dead.
        let board = crate::board::testing::setup(&[
            ".........",
            ".........",
            ".........",
            ".........",
            "OOOOO....",
            "XXXXO....",
            "...XO....",
            "...XO....",
            "...XO....",
        ]);
        let worms = Worms::compute(&board, &mut crate::reading::Reader::default());
        let at = |name: &str| crate::board::testing::at(&board, name);
        let mut black_share = vec![0.0; BOARD_LEN];
        for v in board.vertices() {
            if v.col() < 4 && v.row() < 4 {
                black_share[v.index()] = 0.8;
            }
        }
        let black = |v: Vertex| (board.color_at(v) == Some(Color::Black)).then_some(true);
        let a = Assessment::new(&board, &worms, Rules::Japanese, &black_share, &black);
        assert_eq!(a.status(at("A4")), Status::Dead);
        assert_eq!(a.status(at("A1")), Status::WhiteTerritory);
        // Without the verdict the playouts' judgement stands.
        let a = Assessment::new(&board, &worms, Rules::Japanese, &black_share, &|_| None);
        assert_eq!(a.status(at("A4")), Status::Alive);
        assert_eq!(a.status(at("A1")), Status::BlackTerritory);
    }

    #[test]
    fn status_names_round_trip() {
        for s in [Status::Alive, Status::Seki, Status::Dame] {
            assert_eq!(Status::from_name(s.name()), Some(s));
        }
        assert_eq!(Status::from_name("asleep"), None);
    }
}
