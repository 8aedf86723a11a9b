//! Canonical forms of small vertex-labelled graphs, so that eye shapes can
//! be matched up to isomorphism with one hash lookup.
//!
//! The database stores each eye graph by its canonical code; an eye space
//! found on the board is put in canonical form too, and the two orders of
//! vertices map the pattern's vital points back to the board.
//!
//! The method is the usual one for small graphs: colour refinement (a
//! vertex's colour becomes its old colour with the multiset of its
//! neighbours' colours, until nothing splits), then, while some colours are
//! shared, each vertex of the first shared colour is singled out in turn and
//! the search goes on; the smallest code over the leaves is canonical. Eye
//! graphs are small and rarely very symmetric, so the search stays tiny.

use super::local_board::bits;
use crate::board::mix;

/// A graph with a label per vertex and adjacency as bit masks (at most 64
/// vertices).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Labelled {
    pub labels: Vec<u8>,
    pub adjacency: Vec<u64>,
}

/// A canonical form: the code (equal for isomorphic graphs only) and the
/// canonical order of the vertices (`order[k]` is the vertex put at place
/// `k`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Canonical {
    pub code: Vec<u8>,
    pub order: Vec<usize>,
}

impl Labelled {
    /// A graph from labels and an edge list.
    pub fn new(labels: Vec<u8>, edges: &[(usize, usize)]) -> Labelled {
        let mut adjacency = vec![0u64; labels.len()];
        for &(a, b) in edges {
            adjacency[a] |= 1 << b;
            adjacency[b] |= 1 << a;
        }
        Labelled { labels, adjacency }
    }

    pub fn len(&self) -> usize {
        self.labels.len()
    }

    pub fn is_empty(&self) -> bool {
        self.labels.is_empty()
    }

    /// The canonical form.
    pub fn canonical(&self) -> Canonical {
        assert!(self.len() <= 64, "too many vertices for a canonical form");
        let colours = self.refine(self.labels.iter().map(|&l| l as u32).collect());
        let mut best: Option<Canonical> = None;
        self.search(colours, &mut best);
        best.expect("a graph has at least one leaf")
    }

    /// Splits colour classes by the colours around each vertex until
    /// stable. Colours are ranks of sorted signatures (a colour and a hash
    /// of the multiset of colours around), so they depend on the graph
    /// only, not on the numbering of its vertices; a hash collision could
    /// only leave a class unsplit, which the search then splits.
    fn refine(&self, mut colours: Vec<u32>) -> Vec<u32> {
        let n = self.len();
        let mut classes = distinct(&colours);
        let mut signatures: Vec<(u32, u64)> = vec![(0, 0); n];
        let mut sorted: Vec<(u32, u64)> = Vec::with_capacity(n);
        loop {
            for v in 0..n {
                let around = bits(self.adjacency[v])
                    .map(|w| mix(u64::from(colours[w])))
                    .fold(0u64, u64::wrapping_add);
                signatures[v] = (colours[v], around);
            }
            sorted.clear();
            sorted.extend_from_slice(&signatures);
            sorted.sort_unstable();
            sorted.dedup();
            for v in 0..n {
                colours[v] = sorted.binary_search(&signatures[v]).expect("present") as u32;
            }
            if sorted.len() == classes {
                return colours;
            }
            classes = sorted.len();
        }
    }

    /// Individualizes the vertices of the first shared colour in turn;
    /// keeps the smallest leaf.
    fn search(&self, colours: Vec<u32>, best: &mut Option<Canonical>) {
        let n = self.len();
        let mut count = vec![0usize; n];
        for &c in &colours {
            count[c as usize] += 1;
        }
        let Some(shared) = (0..n as u32).find(|&c| count[c as usize] > 1) else {
            let leaf = self.leaf(&colours);
            if best.as_ref().is_none_or(|b| leaf.code < b.code) {
                *best = Some(leaf);
            }
            return;
        };
        for v in 0..n {
            if colours[v] != shared {
                continue;
            }
            // v before the rest of its class: double every colour, and
            // lift the others of the class by one.
            let split: Vec<u32> = (0..n)
                .map(|w| 2 * colours[w] + u32::from(colours[w] == shared && w != v))
                .collect();
            self.search(self.refine(split), best);
        }
    }

    /// The code of a discrete colouring: labels in colour order, then the
    /// upper triangle of the adjacency matrix.
    fn leaf(&self, colours: &[u32]) -> Canonical {
        let n = self.len();
        let mut order: Vec<usize> = (0..n).collect();
        order.sort_by_key(|&v| colours[v]);
        let mut code: Vec<u8> = order.iter().map(|&v| self.labels[v]).collect();
        let mut byte = 0u8;
        let mut used = 0;
        for i in 0..n {
            for j in i + 1..n {
                byte = byte << 1 | u8::from(self.adjacency[order[i]] & 1 << order[j] != 0);
                used += 1;
                if used == 8 {
                    code.push(byte);
                    (byte, used) = (0, 0);
                }
            }
        }
        if used > 0 {
            code.push(byte << (8 - used));
        }
        Canonical { code, order }
    }
}

fn distinct(colours: &[u32]) -> usize {
    let mut sorted = colours.to_vec();
    sorted.sort_unstable();
    sorted.dedup();
    sorted.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The graph with its vertices renumbered: vertex v becomes perm[v].
    fn renumbered(g: &Labelled, perm: &[usize]) -> Labelled {
        let n = g.len();
        let mut labels = vec![0; n];
        let mut adjacency = vec![0u64; n];
        for v in 0..n {
            labels[perm[v]] = g.labels[v];
            for w in bits(g.adjacency[v]) {
                adjacency[perm[v]] |= 1 << perm[w];
            }
        }
        Labelled { labels, adjacency }
    }

    /// A small deterministic generator of permutations.
    fn shuffles(n: usize, count: usize) -> Vec<Vec<usize>> {
        let mut x = 0x2545_F491_4F6C_DD1Du64;
        (0..count)
            .map(|_| {
                let mut p: Vec<usize> = (0..n).collect();
                for i in (1..n).rev() {
                    x ^= x << 13;
                    x ^= x >> 7;
                    x ^= x << 17;
                    p.swap(i, (x % (i as u64 + 1)) as usize);
                }
                p
            })
            .collect()
    }

    fn path(labels: &[u8]) -> Labelled {
        let edges: Vec<_> = (1..labels.len()).map(|i| (i - 1, i)).collect();
        Labelled::new(labels.to_vec(), &edges)
    }

    #[test]
    fn renumbering_keeps_the_code_and_the_order_maps_vertices() {
        // A 2x3 block with a tail, mixed labels.
        let g = Labelled::new(
            vec![0, 1, 0, 2, 0, 0, 3],
            &[
                (0, 1),
                (1, 2),
                (3, 4),
                (4, 5),
                (0, 3),
                (1, 4),
                (2, 5),
                (5, 6),
            ],
        );
        let c = g.canonical();
        for perm in shuffles(g.len(), 50) {
            let h = renumbered(&g, &perm);
            let d = h.canonical();
            assert_eq!(c.code, d.code);
            // Place k holds vertices with the same label, and the map
            // between the two orders is an isomorphism.
            for k in 0..g.len() {
                assert_eq!(g.labels[c.order[k]], h.labels[d.order[k]]);
            }
            let map = |v: usize| d.order[c.order.iter().position(|&u| u == v).unwrap()];
            for v in 0..g.len() {
                for w in bits(g.adjacency[v]) {
                    assert!(h.adjacency[map(v)] & 1 << map(w) != 0);
                }
            }
        }
    }

    #[test]
    fn reflections_of_a_path_are_the_same_graph() {
        assert_eq!(
            path(&[1, 0, 0, 2]).canonical().code,
            path(&[2, 0, 0, 1]).canonical().code
        );
    }

    #[test]
    fn labels_and_edges_tell_graphs_apart() {
        // Same shape, a label moved from an end to the middle.
        assert_ne!(
            path(&[1, 0, 0]).canonical().code,
            path(&[0, 1, 0]).canonical().code
        );
        // Same labels: a path of four against a star of four.
        let star = Labelled::new(vec![0; 4], &[(0, 1), (0, 2), (0, 3)]);
        assert_ne!(path(&[0; 4]).canonical().code, star.canonical().code);
        // A square against a path of four.
        let square = Labelled::new(vec![0; 4], &[(0, 1), (1, 2), (2, 3), (3, 0)]);
        assert_ne!(square.canonical().code, path(&[0; 4]).canonical().code);
    }

    #[test]
    fn symmetric_graphs_are_handled() {
        // A cycle of eight and a 3x3 grid: every vertex alike, or nearly.
        let cycle = Labelled::new(
            vec![0; 8],
            &(0..8).map(|i| (i, (i + 1) % 8)).collect::<Vec<_>>(),
        );
        let mut grid_edges = Vec::new();
        for r in 0..3 {
            for c in 0..3 {
                if c < 2 {
                    grid_edges.push((3 * r + c, 3 * r + c + 1));
                }
                if r < 2 {
                    grid_edges.push((3 * r + c, 3 * r + c + 3));
                }
            }
        }
        let grid = Labelled::new(vec![0; 9], &grid_edges);
        for g in [cycle, grid] {
            let c = g.canonical();
            for perm in shuffles(g.len(), 10) {
                assert_eq!(renumbered(&g, &perm).canonical().code, c.code);
            }
        }
    }
}
