//! Time control: what the controller announced (`time_settings`,
//! `kgs-time_settings`, `time_left`), what each player has spent, and how
//! long the next move may think.

use crate::board::{Board, Color};

/// Time control as the controller announced it, in seconds.
#[derive(Clone, Debug, PartialEq)]
pub enum TimeControl {
    None,
    Absolute {
        main: u64,
    },
    Byoyomi {
        main: u64,
        period: u64,
        periods: u64,
    },
    Canadian {
        main: u64,
        period: u64,
        stones: u64,
    },
}

/// What the controller last said about a player's clock (`time_left`).
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct TimeLeft {
    pub seconds: i64,
    pub stones: i64,
}

/// Thinking time a move without time settings.
pub const DEFAULT_TIME_PER_MOVE: f64 = 2.0;
/// Time kept back from every move's budget for what the clock sees but
/// the search does not: reading the command, the analysis before the
/// search, answering, and the controller's own overhead.
const MOVE_OVERHEAD: f64 = 0.25;

/// Both players' clocks under the current time settings.
#[derive(Clone, Debug)]
pub struct Clock {
    pub control: TimeControl,
    /// The controller's last word on each player's clock.
    pub left: [Option<TimeLeft>; 2],
    /// Seconds each player has spent thinking under the current settings
    /// (for clocks the controller does not report).
    used: [f64; 2],
    /// Thinking time a move without time settings (`--time-per-move`).
    pub time_per_move: f64,
}

impl Default for Clock {
    fn default() -> Clock {
        Clock {
            control: TimeControl::None,
            left: [None, None],
            used: [0.0; 2],
            time_per_move: DEFAULT_TIME_PER_MOVE,
        }
    }
}

impl Clock {
    /// New time settings: the clocks start again.
    pub fn set_control(&mut self, tc: TimeControl) {
        self.control = tc;
        self.left = [None, None];
        self.used = [0.0; 2];
    }

    /// Charges `seconds` of thinking to `color`.
    pub fn charge(&mut self, color: Color, seconds: f64) {
        self.used[color.index()] += seconds;
    }

    /// Seconds `color` may think about the next move on `board`:
    /// `--time-per-move` without time settings; else the main time left
    /// spread over the moves the game may still last, or a safe share of
    /// the byo-yomi period. A fixed overhead and a tenth are always kept
    /// back, and the time the controller reports wins over our own count.
    pub fn budget(&self, board: &Board, color: Color) -> f64 {
        // Own moves still to come: about a third of the empty points,
        // never fewer than ten.
        let moves_left = (board.empty_count() as f64 / 3.0).max(10.0);
        let reported = self.left[color.index()];
        let used = self.used[color.index()];
        let spread = |left: f64| (left - MOVE_OVERHEAD).max(0.0) / moves_left;
        let budget = match self.control {
            TimeControl::None => return (self.time_per_move * 0.95).max(0.05),
            TimeControl::Absolute { main } => {
                let left = reported.map_or(main as f64 - used, |t| t.seconds as f64);
                spread(left)
            }
            TimeControl::Byoyomi { main, period, .. } => match reported {
                Some(t) if t.stones > 0 || t.seconds <= 0 => period as f64 * 0.8,
                Some(t) => spread(t.seconds as f64) + period as f64 * 0.5,
                None if used < main as f64 => spread(main as f64 - used) + period as f64 * 0.5,
                None => period as f64 * 0.8,
            },
            TimeControl::Canadian {
                main,
                period,
                stones,
            } => {
                let per_stone = period as f64 / stones.max(1) as f64;
                match reported {
                    Some(t) if t.stones > 0 => t.seconds as f64 / t.stones as f64,
                    Some(t) if t.seconds > 0 => spread(t.seconds as f64) + per_stone * 0.5,
                    Some(_) => per_stone,
                    None if used < main as f64 => spread(main as f64 - used) + per_stone * 0.5,
                    None => per_stone,
                }
            }
        };
        (budget * 0.9 - MOVE_OVERHEAD).max(0.05)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn clock(tc: TimeControl) -> (Clock, Board) {
        let mut c = Clock::default();
        c.set_control(tc);
        (c, Board::new(9))
    }

    #[test]
    fn budget_without_time_settings_is_the_time_per_move() {
        let (mut c, b) = clock(TimeControl::None);
        c.time_per_move = 3.0;
        let t = c.budget(&b, Color::Black);
        assert!(t > 2.5 && t <= 3.0, "{t}");
    }

    #[test]
    fn absolute_time_is_spread_over_the_moves_left() {
        let (mut c, b) = clock(TimeControl::Absolute { main: 300 });
        let fresh = c.budget(&b, Color::Black);
        // 81 empty points: 27 own moves to come; a tenth and the overhead
        // kept back.
        assert!(fresh > 8.0 && fresh < 11.0, "{fresh}");
        // The controller's word wins over our own count.
        c.left[0] = Some(TimeLeft {
            seconds: 10,
            stones: 0,
        });
        let short = c.budget(&b, Color::Black);
        assert!(short < 0.5, "{short}");
        // Our own count when the controller says nothing.
        c.left[0] = None;
        c.charge(Color::Black, 299.9);
        assert_eq!(c.budget(&b, Color::Black), 0.05);
    }

    #[test]
    fn byoyomi_and_canadian_periods_keep_a_margin() {
        let (mut c, b) = clock(TimeControl::Byoyomi {
            main: 0,
            period: 10,
            periods: 3,
        });
        c.left[1] = Some(TimeLeft {
            seconds: 10,
            stones: 1,
        });
        let t = c.budget(&b, Color::White);
        assert!(t > 6.0 && t < 8.0, "{t}");
        let (mut c, b) = clock(TimeControl::Canadian {
            main: 0,
            period: 60,
            stones: 10,
        });
        c.left[1] = Some(TimeLeft {
            seconds: 30,
            stones: 5,
        });
        let t = c.budget(&b, Color::White);
        assert!(t > 4.5 && t < 6.0, "{t}");
    }

    #[test]
    fn new_time_settings_restart_the_clocks() {
        let (mut c, b) = clock(TimeControl::Absolute { main: 60 });
        c.left[0] = Some(TimeLeft {
            seconds: 1,
            stones: 0,
        });
        c.charge(Color::Black, 50.0);
        c.set_control(TimeControl::Absolute { main: 60 });
        assert_eq!(c.left, [None, None]);
        assert!(c.budget(&b, Color::Black) > 1.0);
    }
}
