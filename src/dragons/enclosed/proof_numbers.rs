//! Depth-first proof-number search (Nagai's df-pn, the search of Kishimoto
//! and Mueller's life-and-death solver) over a region's positions.
//!
//! Each position carries two numbers: how many more positions must be
//! settled, at least, to prove that the attacker wins from it (proof) and
//! to prove that it does not (disproof). The search always goes down the
//! line whose numbers are smallest, so a kill or a life is found without
//! reading every refutation of every try in full; on the closed regions
//! of GNU Go's owl suites it reads about half the positions of the
//! depth-first search and gives up on half as many regions.
//!
//! It reads the same game as the depth-first search ([`Search::rec`]): the
//! same moves in the same order, ko regimes, repetition rule and ends.
//! The root still names the first winning move in the search's order,
//! each candidate proved or disproved here.

use super::{Key, Search, Set};
use std::rc::Rc;

/// A proof or disproof number that stands for "never".
const INF: u32 = 1 << 28;

/// Expanded positions whose moves are kept (each about ten children of
/// 64 bytes: some 30 MB at most), before the table starts again.
const MOVES_KEPT: usize = 50_000;

/// A position one move leads to.
#[derive(Copy, Clone)]
pub(super) struct Child {
    key: Key,
    sig: u64,
    /// The move retakes a ko (allowed by the regime): exempt from the
    /// repetition rule, as in [`Search::try_move`].
    retake: bool,
    /// Its numbers before it is ever expanded.
    guess: (u32, u32),
}

impl Search<'_> {
    /// Whether the attacker wins from `n`; false when the reading is cut
    /// off (and `stopped` says so).
    pub(super) fn proved(&mut self, n: Key) -> bool {
        let sig = n.sig();
        if let Some(&(pn, dn)) = self.proof.get(&sig) {
            if pn == 0 || dn == 0 {
                return pn == 0;
            }
        }
        if self.stopped {
            return false;
        }
        self.mid(n, sig, INF, INF);
        !self.stopped && self.proof.get(&sig).is_some_and(|&(pn, _)| pn == 0)
    }

    /// The numbers of a position never expanded: the target's string needs
    /// as many attacker moves as it has liberties before it can be taken,
    /// so a string short of liberties is nearer a proof.
    fn guess(&self, d: Set, a: Set) -> (u32, u32) {
        if d & self.r.key != self.r.key {
            return (0, INF);
        }
        let chain = self.r.flood(self.r.key, d);
        let empty = self.r.full & !(d | a);
        let libs = (self.r.nbmask(chain) & empty).count_ones();
        (libs.max(1), 1)
    }

    /// The positions the side to move at `n` can reach, in the search's
    /// order and under the regime's ko rule, the defender's pass last.
    /// Kept by position: df-pn comes back to a position many times.
    fn moves_from(&mut self, n: &Key, sig: u64) -> Rc<[Child]> {
        if let Some(m) = self.moves.get(&sig) {
            return m.clone();
        }
        let mut out = Vec::new();
        for &p in &self.order {
            let retake = p as i16 == n.ko;
            if retake && !self.may_retake(n.att) {
                continue;
            }
            let Some((d, a, ko)) = self.r.play(n.d, n.a, p, n.att) else {
                continue;
            };
            let key = Key {
                d,
                a,
                ko,
                att: !n.att,
            };
            out.push(Child {
                key,
                sig: key.sig(),
                retake,
                guess: self.guess(d, a),
            });
        }
        if !n.att {
            let key = Key {
                d: n.d,
                a: n.a,
                ko: -1,
                att: true,
            };
            out.push(Child {
                key,
                sig: key.sig(),
                retake: false,
                guess: self.guess(n.d, n.a),
            });
        }
        let out: Rc<[Child]> = out.into();
        if self.moves.len() >= MOVES_KEPT {
            self.moves.clear();
        }
        self.moves.insert(sig, out.clone());
        out
    }

    /// Reads below `n` until its proof number reaches `thpn` or its
    /// disproof number `thdn` (or the reading is cut off), and stores the
    /// numbers.
    fn mid(&mut self, n: Key, sig: u64, thpn: u32, thdn: u32) {
        if self.stopped {
            return;
        }
        let seen = self.proof.get(&sig).copied();
        if seen.is_some_and(|(pn, dn)| pn == 0 || dn == 0) || self.count_node() {
            return;
        }
        // A position stored already was expanded, so is not alive at sight.
        if seen.is_none() && self.r.alive(n.d, n.a, &mut self.scratch) {
            self.proof.insert(sig, (INF, 0));
            return;
        }
        self.path.push(n);
        // The children and their numbers sit on one stack shared by the
        // line; none repeats a position of the line but a ko retaken.
        let base = self.kids.len();
        for &c in self.moves_from(&n, sig).iter() {
            if c.retake || !self.on_path(&c.key) {
                let v = if c.guess.0 == 0 {
                    c.guess
                } else {
                    self.proof.get(&c.sig).copied().unwrap_or(c.guess)
                };
                self.kids.push((c, v));
            }
        }
        loop {
            // The attacker to move needs one child proved, the defender
            // every child disproved; each follows the child nearest its
            // goal.
            let (mut pn, mut dn) = if n.att { (INF, 0) } else { (0, INF) };
            let (mut best, mut first, mut second) = (0, INF, INF);
            for (i, &(_, (cp, cd))) in self.kids[base..].iter().enumerate() {
                let mine = if n.att {
                    pn = pn.min(cp);
                    dn = dn.saturating_add(cd).min(INF);
                    cp
                } else {
                    pn = pn.saturating_add(cp).min(INF);
                    dn = dn.min(cd);
                    cd
                };
                if mine < first {
                    (best, first, second) = (i, mine, first);
                } else {
                    second = second.min(mine);
                }
            }
            self.proof.insert(sig, (pn, dn));
            if pn >= thpn || dn >= thdn || self.stopped {
                break;
            }
            let (c, (cp, cd)) = self.kids[base + best];
            // Past the second best child's number by a quarter (the 1 + e
            // threshold of Pawlewicz and Lew), so that the search does not
            // switch back and forth between two children nearly alike.
            let widen = |x: u32| x.saturating_add(x / 4 + 1).min(INF);
            let (tp, td) = if n.att {
                (
                    thpn.min(widen(second)),
                    (thdn - dn).saturating_add(cd).min(INF),
                )
            } else {
                (
                    (thpn - pn).saturating_add(cp).min(INF),
                    thdn.min(widen(second)),
                )
            };
            self.mid(c.key, c.sig, tp, td);
            let now = self.proof.get(&c.sig).copied().unwrap_or(c.guess);
            self.kids[base + best].1 = now;
        }
        self.kids.truncate(base);
        self.path.pop();
    }
}
