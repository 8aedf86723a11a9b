//! The shape facts of a worm: genus, cutting stones, lunches and
//! inessential strings (dragon.texi, "Worms").

use super::liberties::{is_ko_point, liberty_orders_upto};
use super::{scan_key, Worms};
use crate::board::{Board, Color, Vertex, BOARD_LEN};
use crate::reading::Code;

impl Worms {
    /// Genus, higher-order liberties and cutting stones of every worm.
    pub(super) fn set_shapes(&mut self, board: &Board) {
        self.set_shapes_where(board, &|_| true, true);
    }

    /// The same for the worms `which` picks (by index); the others keep
    /// no genus and count one liberty of order 2, so nothing makes them
    /// inessential. Without `full` the genus and the higher liberties are
    /// left for [`Worms::set_inessential`] to count where they matter.
    pub(super) fn set_shapes_where(
        &mut self,
        board: &Board,
        which: &dyn Fn(usize) -> bool,
        full: bool,
    ) {
        for i in 0..self.worms.len() {
            if !which(i) {
                self.worms[i].liberties2 = 1;
                continue;
            }
            if full {
                self.worms[i].genus = self.genus(board, i);
            }
            self.worms[i].cutstone = self.cutstone(board, i);
        }
        if full {
            self.set_higher_liberties_where(board, which);
        }
    }

    /// Connected pieces of the board without worm `i`, minus one. Every
    /// piece but the outside is enclosed by the worm: a first guess at its
    /// eyes.
    fn genus(&self, board: &Board, i: usize) -> i32 {
        let mut seen = vec![false; BOARD_LEN];
        let mut pieces = 0;
        for v in board.vertices() {
            if seen[v.index()] || self.index_of(v) == Some(i) {
                continue;
            }
            pieces += 1;
            seen[v.index()] = true;
            let mut stack = vec![v];
            while let Some(p) = stack.pop() {
                for n in board.neighbors(p) {
                    if !seen[n.index()] && self.index_of(n) != Some(i) {
                        seen[n.index()] = true;
                        stack.push(n);
                    }
                }
            }
        }
        pieces - 1
    }

    /// 2 if worm `i` separates two enemy worms with no common liberty, 1
    /// if the two share a liberty (a potential cut), 0 with fewer than two
    /// enemy neighbours. With three or more, GNU Go compares the first
    /// enemy worm met in scan order with the last different one; so do we.
    fn cutstone(&self, board: &Board, i: usize) -> u8 {
        let w = &self.worms[i];
        let mut touching: Vec<Vertex> = w
            .stones
            .iter()
            .flat_map(|&s| board.neighbors(s))
            .filter(|&n| board.color_at(n) == Some(w.color.opponent()))
            .collect();
        touching.sort_by_key(scan_key);
        let Some(&first) = touching.first() else {
            return 0;
        };
        let first = self.index_of(first);
        let last = touching
            .iter()
            .rev()
            .map(|&v| self.index_of(v))
            .find(|&j| j != first);
        match (first, last.flatten()) {
            (Some(a), Some(b)) if self.share_liberty(board, a, b) => 1,
            (Some(_), Some(_)) => 2,
            _ => 0,
        }
    }

    /// Do worms `a` and `b` have a liberty in common?
    fn share_liberty(&self, board: &Board, a: usize, b: usize) -> bool {
        self.worms[a].stones.iter().any(|&s| {
            board
                .neighbors(s)
                .filter(|&l| board.is_empty(l))
                .any(|l| board.neighbors(l).any(|n| self.index_of(n) == Some(b)))
        })
    }

    /// Each worm's lunch: among the enemy worms next to it, diagonals
    /// included, that the reader can capture (not a lone stone taken by
    /// ko), the juiciest, a cutting stone first and then the fewest
    /// liberties. It is kept only when it dies outright or by a ko the
    /// defender must find the first threat for.
    pub(super) fn set_lunches(&mut self, board: &Board) {
        // Only worms around a capturable one can have a lunch: most
        // positions have few, and the search below sorts every worm's
        // surroundings.
        let mut candidate = vec![false; self.worms.len()];
        for w in self.worms.iter().filter(|w| w.attack.0 != Code::Fail) {
            for &s in &w.stones {
                for v in around(board, s) {
                    if board.color_at(v) == Some(w.color.opponent()) {
                        if let Some(i) = self.index_of(v) {
                            candidate[i] = true;
                        }
                    }
                }
            }
        }
        for (i, candidate) in candidate.into_iter().enumerate() {
            if !candidate {
                self.worms[i].lunch = None;
                continue;
            }
            let best = self.best_capturable_neighbour(board, i);
            self.worms[i].lunch = best
                .filter(|&j| matches!(self.worms[j].attack.0, Code::Win | Code::KoA))
                .map(|j| self.worms[j].origin);
        }
    }

    fn best_capturable_neighbour(&self, board: &Board, i: usize) -> Option<usize> {
        let w = &self.worms[i];
        let mut near: Vec<Vertex> = w
            .stones
            .iter()
            .flat_map(|&s| around(board, s))
            .filter(|&n| board.color_at(n) == Some(w.color.opponent()))
            .collect();
        near.sort_by_key(scan_key);
        near.dedup();
        let mut best: Option<usize> = None;
        for v in near {
            let Some(j) = self.index_of(v) else {
                continue;
            };
            let e = &self.worms[j];
            if e.attack.0 == Code::Fail || is_ko_point(board, v) {
                continue;
            }
            let better = best.is_none_or(|b| {
                let b = &self.worms[b];
                (e.cutstone, std::cmp::Reverse(e.liberties))
                    > (b.cutstone, std::cmp::Reverse(b.liberties))
            });
            if better {
                best = Some(j);
            }
        }
        best
    }

    /// Marks the inessential worms: those with no life of their own unless
    /// a surrounding enemy string dies. GNU Go's conservative test: genus
    /// zero, no second-order liberties, not a cutting stone, no lunch, and
    /// removed from the board it leaves a cavity bordered by one colour
    /// only with fewer than three empty edge points. With `lazy` the
    /// second-order liberties and then the genus are counted here, last,
    /// for the worms that pass the cheap tests (they, and the third and
    /// fourth orders, are left 0 for the others).
    pub(super) fn set_inessential(&mut self, board: &Board, lazy: bool) {
        for i in 0..self.worms.len() {
            let w = &self.worms[i];
            if w.genus != 0 || w.liberties2 != 0 || w.cutstone != 0 || w.lunch.is_some() {
                continue;
            }
            if lazy {
                // Only the second order decides here.
                let [_, l2, l3, l4] = liberty_orders_upto(board, &self.worms[i], 2);
                let w = &mut self.worms[i];
                (w.liberties2, w.liberties3, w.liberties4) = (l2, l3, l4);
                if l2 != 0 {
                    continue;
                }
                self.worms[i].genus = self.genus(board, i);
                if self.worms[i].genus != 0 {
                    continue;
                }
            }
            let (border, edge) = self.cavity(board, i);
            self.worms[i].inessential = border.len() == 1 && edge < 3;
        }
    }

    /// The region of worm `i` and the empty points connected to it: the
    /// colours of the stones around it, and how many of its empty points
    /// lie on the edge.
    fn cavity(&self, board: &Board, i: usize) -> (Vec<Color>, usize) {
        let n = board.size();
        let mut seen = vec![false; BOARD_LEN];
        let mut border = Vec::new();
        let mut edge = 0;
        let start = self.worms[i].origin;
        seen[start.index()] = true;
        let mut stack = vec![start];
        while let Some(p) = stack.pop() {
            if board.is_empty(p)
                && (p.col() == 0 || p.row() == 0 || p.col() == n - 1 || p.row() == n - 1)
            {
                edge += 1;
            }
            for q in board.neighbors(p) {
                if seen[q.index()] {
                    continue;
                }
                match board.color_at(q) {
                    Some(c) if self.index_of(q) != Some(i) => {
                        if !border.contains(&c) {
                            border.push(c);
                        }
                    }
                    _ => {
                        seen[q.index()] = true;
                        stack.push(q);
                    }
                }
            }
        }
        (border, edge)
    }
}

/// The up to eight points around `v`, diagonals included.
fn around(board: &Board, v: Vertex) -> impl Iterator<Item = Vertex> + '_ {
    let (c, r) = (v.col() as isize, v.row() as isize);
    (-1..=1)
        .flat_map(move |dc| (-1..=1).map(move |dr| (c + dc, r + dr)))
        .filter(move |&(x, y)| (x, y) != (c, r) && x >= 0 && y >= 0)
        .filter_map(move |(x, y)| board.vertex(x as usize, y as usize))
}
