//! Effective size: what capturing a worm is worth directly. A worm counts
//! its stones plus half of every empty point at least as close to it as to
//! any other worm, a point shared by several nearest worms being split
//! evenly between them. Points more than [`REACH`] steps from every stone
//! count for nobody, so a lone stone in a wide open area is not credited
//! with the whole area.
//!
//! The sum is kept in single precision and added up point by point in scan
//! order, as GNU Go does, so the printed two decimals agree with its.

use super::{scan_order, Worms};
use crate::board::{Board, BOARD_LEN};

/// Farthest distance, in steps through empty points, that still counts.
const REACH: usize = 4;

impl Worms {
    pub(super) fn set_effective_sizes(&mut self, board: &Board) {
        let nearest = self.nearest_worms(board);
        for v in scan_order(board) {
            let near = &nearest[v.index()];
            let share = if board.is_empty(v) {
                0.5 / near.len() as f64
            } else {
                1.0
            };
            for &i in near {
                let w = &mut self.worms[i];
                w.effective_size = (f64::from(w.effective_size) + share) as f32;
            }
        }
    }

    /// For every point, the worms nearest to it, found by growing all
    /// worms at once one step at a time: a point reached in step `d` takes
    /// the union of its neighbours' worms from step `d - 1`. A stone's
    /// nearest worm is its own; points beyond [`REACH`] have none.
    fn nearest_worms(&self, board: &Board) -> Vec<Vec<usize>> {
        let mut near: Vec<Vec<usize>> = vec![Vec::new(); BOARD_LEN];
        let mut dist = vec![usize::MAX; BOARD_LEN];
        for v in scan_order(board) {
            if let Some(i) = self.index_of(v) {
                near[v.index()].push(i);
                dist[v.index()] = 0;
            }
        }
        for d in 1..=REACH {
            let mut reached = false;
            for v in scan_order(board) {
                if dist[v.index()] != usize::MAX {
                    continue;
                }
                let mut union = Vec::new();
                for n in board.neighbors(v) {
                    if dist[n.index()] == d - 1 {
                        for &i in &near[n.index()] {
                            if !union.contains(&i) {
                                union.push(i);
                            }
                        }
                    }
                }
                if !union.is_empty() {
                    dist[v.index()] = d;
                    near[v.index()] = union;
                    reached = true;
                }
            }
            if !reached {
                break;
            }
        }
        near
    }
}
