//! The end of the game: which strings are alive, dead or in seki, whose
//! territory each empty point is, and the score.
//!
//! Life and death at the end comes from two views that fail differently:
//! tactical reading (a string that can be captured and not saved is dead,
//! an invincible one alive) and ownership over random playouts from the
//! final position (a dead group inside enemy territory is taken in nearly
//! every playout; a group with two eyes never is, since playouts never
//! fill their own eyes). A string the playouts leave undecided whose
//! capture the reading refutes is in seki: in a seki, the first side to
//! fill a shared liberty puts itself in atari, which random play does
//! half of the time.

use super::playout::owner;
use super::policy;
use super::rng::Rng;
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
}

/// Playouts run to judge ownership.
const PLAYOUTS: usize = 256;
/// A string is dead when the opponent owns its points at the end of at
/// least this share of the playouts; below the other bound it is alive,
/// and between them in seki if the reading cannot capture it. (Playouts
/// never throw a string of several stones into atari, so a seki mostly
/// survives them; a dead invader in open territory is taken in a little
/// over half of them.)
const DEAD_SHARE: f64 = 0.5;
const ALIVE_SHARE: f64 = 0.3;

/// The final status of every point of a position.
pub struct Assessment {
    status: Vec<Status>,
    /// The strings, in scan order, for `final_status_list`.
    strings: Vec<(Color, Vec<Vertex>)>,
    /// Black's score minus white's before komi.
    margin: f64,
}

impl Assessment {
    /// Judges `board`; `seed` makes the playouts repeatable.
    pub fn new(board: &Board, worms: &Worms, rules: Rules, seed: u64) -> Assessment {
        let strings = worms::strings(board);
        let owned = ownership(board, seed);
        let mut status = vec![Status::Dame; BOARD_LEN];
        let mut share = vec![0.0f64; BOARD_LEN];
        for (color, stones) in &strings {
            let lost: f64 = stones
                .iter()
                .map(|v| match color {
                    Color::Black => 1.0 - owned[v.index()],
                    Color::White => owned[v.index()],
                })
                .sum::<f64>()
                / stones.len() as f64;
            for v in stones {
                share[v.index()] = lost;
            }
        }
        let undecided = |v: Vertex| (ALIVE_SHARE..DEAD_SHARE).contains(&share[v.index()]);
        for (color, stones) in &strings {
            let w = worms.get(stones[0]);
            let invincible = w.is_some_and(|w| w.invincible);
            let lost = w.is_some_and(|w| w.attack.0 == Code::Win && w.defense.0 == Code::Fail);
            let safe = w.is_some_and(|w| w.attack.0 == Code::Fail);
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
            let s = if invincible || share[stones[0].index()] < ALIVE_SHARE {
                Status::Alive
            } else if lost || share[stones[0].index()] >= DEAD_SHARE {
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
                100.0 * share[stones[0].index()]
            );
            for v in stones {
                status[v.index()] = s;
            }
        }
        let mut a = Assessment {
            status,
            strings,
            margin: 0.0,
        };
        a.margin = a.count(board, rules);
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

    /// Is the empty point `v` the only liberty of a string beside it that
    /// is not dead?
    fn is_last_liberty_of_living(&self, board: &Board, v: Vertex) -> bool {
        board.neighbors(v).any(|n| {
            board.color_at(n).is_some()
                && board.liberty_count(n) == 1
                && self.status[n.index()] != Status::Dead
        })
    }

    /// Marks territory and dame on the empty points and dead stones, and
    /// returns black's score minus white's.
    fn count(&mut self, board: &Board, rules: Rules) -> f64 {
        let mut seen = vec![false; BOARD_LEN];
        let (mut black, mut white) = (0i64, 0i64);
        let open =
            |v: Vertex, status: &[Status]| board.is_empty(v) || status[v.index()] == Status::Dead;
        for start in board.vertices() {
            if seen[start.index()] || !open(start, &self.status) {
                continue;
            }
            // One region: empty points and dead stones, with the colours
            // of the living stones around it.
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
            // The liberties a seki shares touch both colours: dame.
            let owner = match (by_black, by_white) {
                (true, false) => Some(Color::Black),
                (false, true) => Some(Color::White),
                _ => None,
            };
            let mark = match owner {
                Some(Color::Black) => Status::BlackTerritory,
                Some(Color::White) => Status::WhiteTerritory,
                None => Status::Dame,
            };
            for &v in &region {
                let dead = board.color_at(v);
                if dead.is_none() && self.is_last_liberty_of_living(board, v) {
                    // Whoever fills it captures or must connect: a point
                    // still to be played, not territory (as GNU Go counts).
                    continue;
                }
                if dead.is_none() {
                    self.status[v.index()] = mark;
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

/// The share of playouts (from each side moving first, half each) in which
/// black owns each point at the end.
fn ownership(board: &Board, seed: u64) -> Vec<f64> {
    let mut rng = Rng::new(seed);
    let mut black = vec![0u32; BOARD_LEN];
    let max_moves = 3 * board.size() * board.size();
    for k in 0..PLAYOUTS {
        let mut b = board.clone();
        let first = if k % 2 == 0 {
            Color::Black
        } else {
            Color::White
        };
        settle(&mut b, first, &mut rng, max_moves);
        for v in b.vertices() {
            if owner(&b, v) > 0 {
                black[v.index()] += 1;
            }
        }
    }
    black
        .into_iter()
        .map(|n| f64::from(n) / PLAYOUTS as f64)
        .collect()
}

/// A random playout for judging ownership: it plays only the moves the
/// search's playouts accept ([`policy::acceptable`]: no own eye filled, no
/// string of several stones put in atari, since a wall thrown away at
/// random would make a living group look dead), and it takes a string the
/// last move left in atari (so that an invader does not live by chance).
fn settle(board: &mut Board, first: Color, rng: &mut Rng, max_moves: usize) {
    let mut color = first;
    let mut passes = 0;
    let mut last: Option<Vertex> = None;
    let mut libs = Vec::new();
    for _ in 0..max_moves {
        let mut chosen = last.and_then(|l| capture_near(board, color, l, &mut libs));
        if chosen.is_none() {
            let n = board.empty_count();
            let start = if n == 0 { 0 } else { rng.below(n) };
            for i in (start..n).chain(0..start) {
                let v = board.empty_point(i);
                if policy::acceptable(board, color, v) {
                    chosen = Some(v);
                    break;
                }
            }
        }
        if board.play(color, chosen).is_err() {
            break;
        }
        last = chosen;
        passes = if chosen.is_none() { passes + 1 } else { 0 };
        if passes == 2 {
            break;
        }
        color = color.opponent();
    }
}

/// A legal capture by `color` of a string in atari at or next to `last`.
fn capture_near(
    board: &mut Board,
    color: Color,
    last: Vertex,
    libs: &mut Vec<Vertex>,
) -> Option<Vertex> {
    let (around, k) = policy::point_and_neighbors(board, last);
    for &s in &around[..k] {
        if board.color_at(s) != Some(color.opponent()) {
            continue;
        }
        board.liberties_upto(s, 2, libs);
        if libs.len() == 1 && board.is_legal(color, libs[0]) {
            return Some(libs[0]);
        }
    }
    None
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
    use crate::board::testing::setup as board;
    use crate::reading::Reader;

    fn assess(b: &Board, rules: Rules) -> Assessment {
        let worms = Worms::compute(b, &mut Reader::default());
        Assessment::new(b, &worms, rules, 1)
    }

    #[test]
    fn scores_are_written_as_sgf_results() {
        assert_eq!(format_score(3.5), "B+3.5");
        assert_eq!(format_score(-0.5), "W+0.5");
        assert_eq!(format_score(7.0), "B+7.0");
        assert_eq!(format_score(0.0), "0");
    }

    #[test]
    fn a_dead_stone_in_territory_counts_twice_under_territory_rules() {
        // A wall on the middle column; a lone white stone deep in black's
        // side cannot live.
        let b = board(&[
            "....XO...",
            "....XO...",
            "....XO...",
            "....XO...",
            ".O..XO...",
            "....XO...",
            "....XO...",
            "....XO...",
            "....XO...",
        ]);
        let a = assess(&b, Rules::Japanese);
        let dead = Vertex::from_col_row(1, 4);
        assert_eq!(a.status(dead), Status::Dead);
        assert_eq!(a.status(Vertex::from_col_row(4, 0)), Status::Alive);
        assert_eq!(a.status(Vertex::from_col_row(0, 0)), Status::BlackTerritory);
        assert_eq!(a.status(Vertex::from_col_row(8, 8)), Status::WhiteTerritory);
        // Black: 36 points (35 empty + the dead stone) and 1 prisoner;
        // white: 27.
        assert_eq!(a.margin(), 37.0 - 27.0);
        // Area: black 36 + 9 stones, white 27 + 9.
        assert_eq!(assess(&b, Rules::Chinese).margin(), 45.0 - 36.0);
        assert_eq!(a.list(&b, Status::Dead), vec![vec![dead]]);
    }
}
