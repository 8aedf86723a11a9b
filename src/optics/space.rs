//! Eye spaces: a colour's domain points outside its lively strings, cut
//! into connected pieces (eyes.texi, "Eye Space"). A point of the space
//! next to the other colour's domain is marginal; two marginal points do
//! not join pieces on their own, so a margin between two enclosures keeps
//! them apart.

use super::domains::Domains;
use crate::board::{Board, Color, Vertex, BOARD_LEN};
use crate::eyes::EyeValue;
use crate::worms::{scan_key, scan_order};

/// What one point knows about the eye space of one colour it lies in
/// (GNU Go's `eye_data`, whose GTP command prints these fields).
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct EyeData {
    /// In the colour's eye space at all.
    pub in_space: bool,
    /// The space's first point in scan order; None outside any space.
    pub origin: Option<Vertex>,
    /// Points and marginal points of the whole space.
    pub esize: usize,
    pub msize: usize,
    pub value: EyeValue,
    pub marginal: bool,
    /// Orthogonal neighbours in the same space, and how many are marginal.
    pub neighbors: u8,
    pub marginal_neighbors: u8,
}

impl Default for EyeData {
    fn default() -> EyeData {
        EyeData {
            in_space: false,
            origin: None,
            esize: 0,
            msize: 0,
            value: EyeValue::new(0, 0, 0, 0),
            marginal: false,
            neighbors: 0,
            marginal_neighbors: 0,
        }
    }
}

/// One colour's eye data for every point.
#[derive(Clone, Debug)]
pub struct EyeMap {
    pub color: Color,
    pub data: Vec<EyeData>,
}

impl EyeMap {
    pub fn get(&self, v: Vertex) -> &EyeData {
        &self.data[v.index()]
    }

    /// The points of the space with origin `origin`, in scan order.
    ///
    /// A space is connected (it was grown from its origin), so they are
    /// walked from the origin rather than found by a scan of the board:
    /// a node of the owl asks for several spaces' points.
    pub fn members(&self, board: &Board, origin: Vertex) -> Vec<Vertex> {
        let mine = |v: Vertex| self.data[v.index()].origin == Some(origin);
        if !mine(origin) {
            return Vec::new();
        }
        let mut seen = [false; BOARD_LEN];
        seen[origin.index()] = true;
        let mut out = vec![origin];
        let mut i = 0;
        while i < out.len() {
            let v = out[i];
            i += 1;
            for n in board.neighbors(v) {
                if !seen[n.index()] && mine(n) {
                    seen[n.index()] = true;
                    out.push(n);
                }
            }
        }
        out.sort_unstable_by_key(scan_key);
        out
    }

    /// The origins of the spaces, in scan order.
    pub fn origins(&self, board: &Board) -> Vec<Vertex> {
        scan_order(board)
            .filter(|v| self.data[v.index()].origin == Some(*v))
            .collect()
    }

    /// Makes `v` marginal: a false eye is no eye, only a point the
    /// attacker may still play (eyes.texi, "Eye Topology").
    pub fn make_marginal(&mut self, board: &Board, v: Vertex) {
        let d = self.data[v.index()];
        let Some(origin) = d.origin else { return };
        if d.marginal {
            return;
        }
        self.data[v.index()].marginal = true;
        for n in board.neighbors(v) {
            if self.data[n.index()].origin == Some(origin) {
                self.data[n.index()].marginal_neighbors += 1;
            }
        }
        let msize = self.data[origin.index()].msize + 1;
        for p in self.members(board, origin) {
            self.data[p.index()].msize = msize;
        }
    }

    /// Sets the value of a whole space.
    pub fn set_value(&mut self, board: &Board, origin: Vertex, value: EyeValue) {
        for p in self.members(board, origin) {
            self.data[p.index()].value = value;
        }
    }
}

/// The eye spaces of `color`, from the domains.
pub fn partition(board: &Board, domains: &Domains, color: Color) -> EyeMap {
    let own = domains.of(color);
    let other = domains.of(color.opponent());
    let mut data = vec![EyeData::default(); BOARD_LEN];
    for v in board.vertices() {
        let i = v.index();
        if domains.lively[i] || !own[i] {
            continue;
        }
        // A point both colours reach belongs to the space only as a
        // margin, and only next to a point that is this colour's alone.
        let only_other_next = board
            .neighbors(v)
            .any(|n| other[n.index()] && !own[n.index()]);
        let only_own_next = board
            .neighbors(v)
            .any(|n| own[n.index()] && !other[n.index()]);
        if !other[i] {
            data[i].in_space = true;
            data[i].marginal = only_other_next;
        } else if only_own_next {
            data[i].in_space = true;
            data[i].marginal = true;
        }
    }
    let mut map = EyeMap { color, data };
    for v in scan_order(board) {
        let d = map.data[v.index()];
        if d.in_space && d.origin.is_none() {
            grow(board, &mut map, v);
        }
    }
    for v in board.vertices() {
        let Some(origin) = map.data[v.index()].origin else {
            continue;
        };
        let (mut n, mut m) = (0, 0);
        for u in board.neighbors(v) {
            let du = map.data[u.index()];
            if du.origin == Some(origin) {
                n += 1;
                m += u8::from(du.marginal);
            }
        }
        let o = map.data[origin.index()];
        let d = &mut map.data[v.index()];
        d.neighbors = n;
        d.marginal_neighbors = m;
        d.esize = o.esize;
        d.msize = o.msize;
    }
    map
}

/// Gathers the space starting at `origin`.
fn grow(board: &Board, map: &mut EyeMap, origin: Vertex) {
    let mut stack = vec![origin];
    map.data[origin.index()].origin = Some(origin);
    let (mut esize, mut msize) = (0, 0);
    while let Some(v) = stack.pop() {
        let marginal = map.data[v.index()].marginal;
        esize += 1;
        msize += usize::from(marginal);
        for n in board.neighbors(v) {
            let dn = map.data[n.index()];
            if dn.in_space && dn.origin.is_none() && !(dn.marginal && marginal) {
                map.data[n.index()].origin = Some(origin);
                stack.push(n);
            }
        }
    }
    map.data[origin.index()].esize = esize;
    map.data[origin.index()].msize = msize;
}
