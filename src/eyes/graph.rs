//! Eye graphs as text: the diagram notation of eyes.texi ("Eye Space as
//! Local Game") and the `%`/`O` encoding `analyze_eyegraph` takes on a GTP
//! line, where `%` stands for a newline and `O` for a space.
//!
//! A diagram is a grid of characters. Vertices of the graph are `.` (eye
//! space), `!` (marginal), `X` (an attacker stone in the eye space) and `$`
//! (marginal, with an attacker stone); the annotated symbols `* < >` read
//! as `.` and `@ ( )` as `!`. A blank is not part of the graph. `|` in the
//! first or last column and `-` filling the first or last row put the
//! board's edge there, meeting at `+`.

use std::fmt;

/// What a vertex of an eye graph is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum VertexKind {
    /// `.`: eye space.
    Eye,
    /// `!`: marginal eye space, next to the attacker's outside.
    Marginal,
    /// `X`: an attacker stone inside the eye space.
    Stone,
    /// `$`: a marginal vertex holding an attacker stone.
    MarginalStone,
}

impl VertexKind {
    pub fn is_marginal(self) -> bool {
        matches!(self, VertexKind::Marginal | VertexKind::MarginalStone)
    }

    pub fn has_stone(self) -> bool {
        matches!(self, VertexKind::Stone | VertexKind::MarginalStone)
    }

    /// The symbol of a vertex with no annotation.
    pub fn symbol(self) -> char {
        match self {
            VertexKind::Eye => '.',
            VertexKind::Marginal => '!',
            VertexKind::Stone => 'X',
            VertexKind::MarginalStone => '$',
        }
    }
}

/// A vertex at (row, col) of the diagram, row 0 at the top.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct GraphVertex {
    pub row: usize,
    pub col: usize,
    pub kind: VertexKind,
}

/// Which sides of the diagram are the board's edge.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Edges {
    pub top: bool,
    pub bottom: bool,
    pub left: bool,
    pub right: bool,
}

/// An eye graph with its diagram geometry.
#[derive(Clone, Debug, PartialEq)]
pub struct EyeGraph {
    pub vertices: Vec<GraphVertex>,
    pub height: usize,
    pub width: usize,
    pub edges: Edges,
}

/// Why a diagram is not an eye graph.
#[derive(Clone, Debug, PartialEq)]
pub enum GraphError {
    UnknownSymbol(char),
    Empty,
    Disconnected,
    BadEdge(String),
}

impl fmt::Display for GraphError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GraphError::UnknownSymbol(c) => write!(f, "unknown symbol '{c}' in eye graph"),
            GraphError::Empty => f.write_str("empty eye graph"),
            GraphError::Disconnected => f.write_str("disconnected eye graph"),
            GraphError::BadEdge(why) => write!(f, "bad board edge in eye graph: {why}"),
        }
    }
}

/// Turns the GTP encoding into diagram lines: `%` ends a line, `O` is a
/// blank.
pub fn decode(encoded: &str) -> Vec<String> {
    encoded
        .split('%')
        .map(|line| line.replace('O', " "))
        .collect()
}

/// The GTP encoding of diagram lines.
pub fn encode(lines: &[String]) -> String {
    lines
        .iter()
        .map(|l| l.replace(' ', "O"))
        .collect::<Vec<_>>()
        .join("%")
}

impl EyeGraph {
    /// Parses the GTP encoding (`OO!%O.X%!...`).
    pub fn from_encoded(encoded: &str) -> Result<EyeGraph, GraphError> {
        EyeGraph::from_lines(&decode(encoded))
    }

    /// Parses diagram lines.
    pub fn from_lines<S: AsRef<str>>(lines: &[S]) -> Result<EyeGraph, GraphError> {
        let grid: Vec<Vec<char>> = lines.iter().map(|l| l.as_ref().chars().collect()).collect();
        let height = grid.len();
        let width = grid.iter().map(Vec::len).max().unwrap_or(0);
        let mut edges = Edges::default();
        let mut vertices = Vec::new();
        for (row, line) in grid.iter().enumerate() {
            for (col, &c) in line.iter().enumerate() {
                let kind = match c {
                    '.' | '*' | '<' | '>' => VertexKind::Eye,
                    '!' | '@' | '(' | ')' => VertexKind::Marginal,
                    'X' => VertexKind::Stone,
                    '$' => VertexKind::MarginalStone,
                    ' ' => continue,
                    '-' | '|' | '+' => {
                        mark_edge(&mut edges, c, row, col, height, line.len())?;
                        continue;
                    }
                    other => return Err(GraphError::UnknownSymbol(other)),
                };
                vertices.push(GraphVertex { row, col, kind });
            }
        }
        let graph = EyeGraph {
            vertices,
            height,
            width,
            edges,
        };
        graph.check_edges(&grid)?;
        if graph.vertices.is_empty() {
            return Err(GraphError::Empty);
        }
        if !graph.is_connected() {
            return Err(GraphError::Disconnected);
        }
        Ok(graph)
    }

    /// Every vertex must lie inside the edges, and an edge row or column
    /// must hold only edge marks.
    fn check_edges(&self, grid: &[Vec<char>]) -> Result<(), GraphError> {
        let e = self.edges;
        for v in &self.vertices {
            let off = (e.top && v.row == 0)
                || (e.bottom && v.row + 1 == self.height)
                || (e.left && v.col == 0)
                || (e.right && v.col + 1 == self.width);
            if off {
                return Err(GraphError::BadEdge(format!(
                    "vertex on the edge line at row {}",
                    v.row + 1
                )));
            }
        }
        for (row, line) in grid.iter().enumerate() {
            let edge_row = (e.top && row == 0) || (e.bottom && row + 1 == self.height);
            if edge_row && line.iter().any(|&c| !matches!(c, '-' | '+' | ' ')) {
                return Err(GraphError::BadEdge(format!(
                    "row {} mixes the edge with vertices",
                    row + 1
                )));
            }
        }
        Ok(())
    }

    /// Is the graph one piece (orthogonal adjacency)?
    fn is_connected(&self) -> bool {
        let mut seen = vec![false; self.vertices.len()];
        let mut stack = vec![0];
        seen[0] = true;
        while let Some(i) = stack.pop() {
            for (j, seen_j) in seen.iter_mut().enumerate() {
                if !*seen_j && self.adjacent(i, j) {
                    *seen_j = true;
                    stack.push(j);
                }
            }
        }
        seen.iter().all(|&s| s)
    }

    /// Are vertices `i` and `j` neighbours on the board?
    pub fn adjacent(&self, i: usize, j: usize) -> bool {
        let (a, b) = (self.vertices[i], self.vertices[j]);
        a.row.abs_diff(b.row) + a.col.abs_diff(b.col) == 1
    }

    /// Number of vertices.
    pub fn len(&self) -> usize {
        self.vertices.len()
    }

    pub fn is_empty(&self) -> bool {
        self.vertices.is_empty()
    }

    /// The diagram with each vertex drawn by `symbol`, every line padded to
    /// the full width, edges drawn from the edge flags (as GNU Go prints
    /// its analysed graphs).
    pub fn render(&self, symbol: impl Fn(usize) -> char) -> Vec<String> {
        let mut grid = vec![vec![' '; self.width]; self.height];
        let e = self.edges;
        for (row, line) in grid.iter_mut().enumerate() {
            let edge_row = (e.top && row == 0) || (e.bottom && row + 1 == self.height);
            for (col, c) in line.iter_mut().enumerate() {
                let edge_col = (e.left && col == 0) || (e.right && col + 1 == self.width);
                *c = match (edge_row, edge_col) {
                    (true, true) => '+',
                    (true, false) => '-',
                    (false, true) => '|',
                    (false, false) => ' ',
                };
            }
        }
        for (i, v) in self.vertices.iter().enumerate() {
            grid[v.row][v.col] = symbol(i);
        }
        grid.into_iter().map(|l| l.into_iter().collect()).collect()
    }
}

/// Records which side an edge mark stands for.
fn mark_edge(
    edges: &mut Edges,
    c: char,
    row: usize,
    col: usize,
    height: usize,
    len: usize,
) -> Result<(), GraphError> {
    let mut horizontal = |row: usize| {
        if row == 0 {
            edges.top = true;
            Ok(())
        } else if row + 1 == height {
            edges.bottom = true;
            Ok(())
        } else {
            Err(GraphError::BadEdge(format!(
                "'-' on an inner row {}",
                row + 1
            )))
        }
    };
    match c {
        '-' => horizontal(row),
        '|' => {
            if col == 0 {
                edges.left = true;
                Ok(())
            } else if col + 1 == len {
                edges.right = true;
                Ok(())
            } else {
                Err(GraphError::BadEdge(format!("'|' inside row {}", row + 1)))
            }
        }
        _ => {
            horizontal(row)?;
            if col == 0 {
                edges.left = true;
            } else {
                edges.right = true;
            }
            Ok(())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codec_round_trip() {
        let lines = decode("OO!%O.X%!...");
        assert_eq!(lines, vec!["  !", " .X", "!..."]);
        assert_eq!(encode(&lines), "OO!%O.X%!...");
    }

    #[test]
    fn parses_kinds_and_annotations() {
        let g = EyeGraph::from_encoded("(<.%$X*").unwrap();
        let kinds: Vec<VertexKind> = g.vertices.iter().map(|v| v.kind).collect();
        use VertexKind::*;
        assert_eq!(kinds, vec![Marginal, Eye, Eye, MarginalStone, Stone, Eye]);
        assert_eq!((g.height, g.width), (2, 3));
    }

    #[test]
    fn corner_and_edges() {
        let g = EyeGraph::from_encoded("|.%|.*.%+---").unwrap();
        assert!(g.edges.left && g.edges.bottom && !g.edges.top && !g.edges.right);
        assert_eq!(g.len(), 4);
        let drawn = g.render(|_| '.');
        assert_eq!(drawn, vec!["|.  ", "|...", "+---"]);
        let g = EyeGraph::from_encoded("---%.").unwrap();
        assert!(g.edges.top);
        assert_eq!(g.render(|_| '.'), vec!["---", ".  "]);
        let g = EyeGraph::from_encoded(".|").unwrap();
        assert!(g.edges.right);
    }

    #[test]
    fn errors() {
        assert_eq!(
            EyeGraph::from_encoded("?"),
            Err(GraphError::UnknownSymbol('?'))
        );
        assert_eq!(
            EyeGraph::from_encoded("x."),
            Err(GraphError::UnknownSymbol('x'))
        );
        assert_eq!(EyeGraph::from_encoded(""), Err(GraphError::Empty));
        assert_eq!(EyeGraph::from_encoded("OO"), Err(GraphError::Empty));
        assert_eq!(EyeGraph::from_encoded(".O."), Err(GraphError::Disconnected));
        assert_eq!(
            EyeGraph::from_encoded(".%%."),
            Err(GraphError::Disconnected)
        );
        assert!(matches!(
            EyeGraph::from_encoded(".|."),
            Err(GraphError::BadEdge(_))
        ));
        assert!(matches!(
            EyeGraph::from_encoded("|.%-.-"),
            Err(GraphError::BadEdge(_))
        ));
    }
}
