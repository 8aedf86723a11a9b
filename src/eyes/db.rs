//! The eye-shape database: GNU Go's textual format (eyes.texi, "Eye
//! Shape"), read into patterns and an index for matching eye graphs up to
//! isomorphism.
//!
//! A file is a list of patterns:
//!
//! ```text
//! Pattern 1203
//!
//! |.*.!
//! +----
//!
//! :1122
//! ```
//!
//! `#` starts a comment line. A diagram uses the eye-graph symbols (see
//! `graph`), the vital-point annotations `* < > @ ( )`, `x` for a vertex that
//! may be empty or hold an attacker stone, and the edge marks `| - +`.
//!
//! Matching: a vertex is labelled by its kind (`.`, `!`, `X`, `$`) and by
//! how many board edges it touches (0, 1, or 2 in a corner); two graphs
//! match when an isomorphism keeps every label. Each wildcard is expanded
//! into its two kinds when the index is built; where two patterns claim
//! the same graph the earlier one wins, as in GNU Go.

use super::canon::Labelled;
use super::graph::{EyeGraph, VertexKind};
use super::value::EyeValue;
use nom::bytes::complete::{tag, take_while1};
use nom::character::complete::{one_of, space0};
use nom::combinator::{all_consuming, map_res, recognize};
use nom::multi::count;
use nom::sequence::preceded;
use nom::{IResult, Parser};
use std::collections::HashMap;
use std::fmt;

/// One pattern of the file.
#[derive(Clone, Debug, PartialEq)]
pub struct Pattern {
    pub name: String,
    /// The diagram rows as written.
    pub diagram: Vec<String>,
    pub graph: EyeGraph,
    /// Vertices drawn `x`.
    pub wildcards: Vec<bool>,
    pub value: EyeValue,
    /// Vertices marked as attack (`* < @ (`) and defense (`* > @ )`)
    /// points.
    pub attacks: Vec<usize>,
    pub defenses: Vec<usize>,
    /// Line of the file where the pattern starts.
    pub line: usize,
}

/// A parse error, naming the file and line.
#[derive(Clone, Debug, PartialEq)]
pub struct DbError {
    pub file: String,
    pub line: usize,
    pub message: String,
}

impl fmt::Display for DbError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.file, self.line, self.message)
    }
}

impl std::error::Error for DbError {}

/// Wildcards a pattern may have: each doubles the index entries.
pub const MAX_WILDCARDS: usize = 10;

/// The matching label of a vertex: its kind and the board edges it
/// touches.
pub fn label(kind: VertexKind, edges: usize) -> u8 {
    let k = match kind {
        VertexKind::Eye => 0,
        VertexKind::Marginal => 1,
        VertexKind::Stone => 2,
        VertexKind::MarginalStone => 3,
    };
    k * 3 + edges.min(2) as u8
}

/// How many board edges vertex `i` of a diagram touches.
pub fn edges_touched(graph: &EyeGraph, i: usize) -> usize {
    let v = graph.vertices[i];
    let e = graph.edges;
    usize::from(e.top && v.row == 1)
        + usize::from(e.bottom && v.row + 2 == graph.height)
        + usize::from(e.left && v.col == 1)
        + usize::from(e.right && v.col + 2 == graph.width)
}

/// The labelled graph of a diagram, with the kinds given.
pub fn labelled(graph: &EyeGraph, kinds: &[VertexKind]) -> Labelled {
    let n = graph.len();
    let labels = (0..n)
        .map(|i| label(kinds[i], edges_touched(graph, i)))
        .collect();
    let adjacency = (0..n)
        .map(|i| {
            (0..n)
                .filter(|&j| graph.adjacent(i, j))
                .fold(0u64, |m, j| m | 1 << j)
        })
        .collect();
    Labelled { labels, adjacency }
}

/// The pattern one line holds a part of.
enum Line<'a> {
    Blank,
    Comment,
    Header(&'a str),
    Value(EyeValue),
    Row(&'a str),
}

fn header(input: &str) -> IResult<&str, &str> {
    preceded(
        (tag("Pattern"), take_while1(|c: char| c == ' ' || c == '\t')),
        recognize(take_while1(|c: char| !c.is_whitespace())),
    )
    .parse(input)
}

fn value_line(input: &str) -> IResult<&str, EyeValue> {
    map_res(
        preceded(tag(":"), recognize(count(one_of("012"), 4))),
        |digits: &str| EyeValue::parse(digits).ok_or("not an eye value"),
    )
    .parse(input)
}

fn classify(line: &str) -> Result<Line<'_>, String> {
    let trimmed = line.trim_end();
    if trimmed.is_empty() {
        return Ok(Line::Blank);
    }
    if trimmed.trim_start().starts_with('#') {
        return Ok(Line::Comment);
    }
    if trimmed.starts_with("Pattern") {
        return all_consuming((header, space0))
            .parse(trimmed)
            .map(|(_, (name, _))| Line::Header(name))
            .map_err(|_| format!("malformed pattern header `{trimmed}`"));
    }
    if trimmed.starts_with(':') {
        // Anything after the four digits is a comment.
        return value_line(trimmed)
            .map(|(_, v)| Line::Value(v))
            .map_err(|_| format!("malformed value line `{trimmed}`"));
    }
    Ok(Line::Row(trimmed))
}

/// Parses a whole file; `file` names it in errors.
pub fn parse(text: &str, file: &str) -> Result<Vec<Pattern>, DbError> {
    let err = |line: usize, message: String| DbError {
        file: file.to_string(),
        line,
        message,
    };
    let mut patterns = Vec::new();
    let mut open: Option<(String, usize, Vec<String>)> = None;
    for (k, raw) in text.lines().enumerate() {
        let n = k + 1;
        match classify(raw).map_err(|m| err(n, m))? {
            Line::Blank | Line::Comment => {}
            Line::Header(name) => {
                if let Some((name, at, _)) = &open {
                    return Err(err(*at, format!("pattern {name} has no value line")));
                }
                open = Some((name.to_string(), n, Vec::new()));
            }
            Line::Row(row) => match &mut open {
                Some((_, _, rows)) => rows.push(row.to_string()),
                None => return Err(err(n, format!("diagram row outside a pattern: `{row}`"))),
            },
            Line::Value(value) => {
                let Some((name, at, rows)) = open.take() else {
                    return Err(err(n, "value line outside a pattern".into()));
                };
                let pattern = compile(name, rows, value, at).map_err(|m| err(at, m))?;
                patterns.push(pattern);
            }
        }
    }
    if let Some((name, at, _)) = open {
        return Err(err(at, format!("pattern {name} has no value line")));
    }
    Ok(patterns)
}

/// Builds a pattern from its diagram rows.
fn compile(
    name: String,
    diagram: Vec<String>,
    value: EyeValue,
    line: usize,
) -> Result<Pattern, String> {
    if diagram.is_empty() {
        return Err(format!("pattern {name} has no diagram"));
    }
    let plain: Vec<String> = diagram.iter().map(|r| r.replace('x', ".")).collect();
    let graph = EyeGraph::from_lines(&plain).map_err(|e| format!("pattern {name}: {e}"))?;
    let symbol = |i: usize| {
        let v = graph.vertices[i];
        diagram[v.row].chars().nth(v.col).unwrap_or(' ')
    };
    let n = graph.len();
    let wildcards: Vec<bool> = (0..n).map(|i| symbol(i) == 'x').collect();
    if wildcards.iter().filter(|&&w| w).count() > MAX_WILDCARDS {
        return Err(format!(
            "pattern {name} has more than {MAX_WILDCARDS} wildcards"
        ));
    }
    let (attacks, defenses) = vital_points(&graph, &diagram);
    Ok(Pattern {
        name,
        diagram,
        graph,
        wildcards,
        value,
        attacks,
        defenses,
        line,
    })
}

/// The vertices an annotated diagram of `graph` marks as attack points
/// (`* < @ (`) and as defense points (`* > @ )`).
pub fn vital_points<S: AsRef<str>>(graph: &EyeGraph, diagram: &[S]) -> (Vec<usize>, Vec<usize>) {
    let symbol = |i: usize| {
        let v = graph.vertices[i];
        diagram[v.row].as_ref().chars().nth(v.col).unwrap_or(' ')
    };
    let marked = |set: &str| {
        (0..graph.len())
            .filter(|&i| set.contains(symbol(i)))
            .collect()
    };
    (marked("*<@("), marked("*>@)"))
}

/// A match: the pattern, and for each of its vertices the vertex of the
/// matched graph.
#[derive(Clone, Debug, PartialEq)]
pub struct Match<'a> {
    pub pattern: &'a Pattern,
    pub map: Vec<usize>,
}

impl Match<'_> {
    /// The matched graph's attack points.
    pub fn attacks(&self) -> Vec<usize> {
        self.pattern.attacks.iter().map(|&p| self.map[p]).collect()
    }

    pub fn defenses(&self) -> Vec<usize> {
        self.pattern.defenses.iter().map(|&p| self.map[p]).collect()
    }
}

/// The patterns and their index by canonical code.
pub struct Database {
    pub patterns: Vec<Pattern>,
    /// Canonical code -> (pattern, the pattern variant's canonical order).
    index: HashMap<Vec<u8>, (usize, Vec<usize>)>,
}

impl Database {
    pub fn new(patterns: Vec<Pattern>) -> Database {
        let mut index = HashMap::with_capacity(2 * patterns.len());
        for (p, pattern) in patterns.iter().enumerate() {
            let free: Vec<usize> = (0..pattern.graph.len())
                .filter(|&i| pattern.wildcards[i])
                .collect();
            for choice in 0..1u32 << free.len() {
                let mut kinds: Vec<VertexKind> =
                    pattern.graph.vertices.iter().map(|v| v.kind).collect();
                for (bit, &i) in free.iter().enumerate() {
                    if choice >> bit & 1 == 1 {
                        kinds[i] = VertexKind::Stone;
                    }
                }
                let c = labelled(&pattern.graph, &kinds).canonical();
                index.entry(c.code).or_insert((p, c.order));
            }
        }
        Database { patterns, index }
    }

    /// Parses and indexes a file.
    pub fn from_text(text: &str, file: &str) -> Result<Database, DbError> {
        parse(text, file).map(Database::new)
    }

    /// Number of distinct graphs the index holds.
    pub fn graphs(&self) -> usize {
        self.index.len()
    }

    /// The pattern matching a labelled graph (see `label`), if any.
    pub fn find(&self, graph: &Labelled) -> Option<Match<'_>> {
        let c = graph.canonical();
        let (p, order) = self.index.get(&c.code)?;
        let mut map = vec![0; order.len()];
        for (k, &pattern_vertex) in order.iter().enumerate() {
            map[pattern_vertex] = c.order[k];
        }
        Some(Match {
            pattern: &self.patterns[*p],
            map,
        })
    }

    /// The pattern matching a diagram's graph, if any.
    pub fn find_diagram(&self, graph: &EyeGraph) -> Option<Match<'_>> {
        let kinds: Vec<VertexKind> = graph.vertices.iter().map(|v| v.kind).collect();
        self.find(&labelled(graph, &kinds))
    }
}

/// Writes one pattern in the file format.
pub fn write_pattern(out: &mut String, name: &str, diagram: &[String], value: EyeValue) {
    out.push_str(&format!("Pattern {name}\n\n"));
    for row in diagram {
        out.push_str(row.trim_end());
        out.push('\n');
    }
    out.push_str(&format!("\n:{value}\n\n"));
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &str = "\
# a comment
Pattern 1

 .*.
 !

:1122

Pattern 2

|x.
+--

:0011
";

    #[test]
    fn parses_patterns_with_points_and_wildcards() {
        let ps = parse(SAMPLE, "sample.db").unwrap();
        assert_eq!(ps.len(), 2);
        assert_eq!(ps[0].name, "1");
        assert_eq!(ps[0].value.to_string(), "1122");
        assert_eq!(ps[0].graph.len(), 4);
        assert_eq!(ps[0].attacks, ps[0].defenses);
        assert_eq!(ps[0].attacks.len(), 1);
        assert_eq!(ps[1].wildcards, vec![true, false]);
        assert_eq!(ps[1].line, 9);
    }

    #[test]
    fn errors_name_file_and_line() {
        let e = parse("Pattern 1\n\n..\n\n:1x22\n", "f.db").unwrap_err();
        assert_eq!((e.file.as_str(), e.line), ("f.db", 5));
        let e = parse("Pattern 1\n..\nPattern 2\n.\n:1111\n", "f.db").unwrap_err();
        assert_eq!(e.line, 1);
        let e = parse("..\n", "f.db").unwrap_err();
        assert_eq!(e.line, 1);
        let e = parse("Pattern 1\n.?.\n:1111\n", "f.db").unwrap_err();
        assert!(e.message.contains("pattern 1"), "{e}");
    }

    fn graph(encoded: &str) -> EyeGraph {
        EyeGraph::from_encoded(encoded).unwrap()
    }

    #[test]
    fn matches_up_to_rotation_reflection_and_shape() {
        let db = Database::from_text(SAMPLE, "s").unwrap();
        // Pattern 1 is a path of four with the margin at one end, its vital
        // point the third vertex from the margin.
        for g in ["!...", "...!", "!%.%.%.", ".%.%.%!", "!.%O..", "..%O.!"] {
            let m = db.find_diagram(&graph(g)).unwrap_or_else(|| panic!("{g}"));
            assert_eq!(m.pattern.name, "1");
            let g = graph(g);
            let vital = m.attacks()[0];
            let next: Vec<usize> = (0..g.len()).filter(|&j| g.adjacent(vital, j)).collect();
            assert_eq!(next.len(), 2);
            assert!(next.iter().all(|&j| !g.vertices[j].kind.is_marginal()));
        }
        assert!(db.find_diagram(&graph("..!.")).is_none());
    }

    #[test]
    fn wildcards_match_both_kinds_and_edges_must_agree() {
        let db = Database::from_text(SAMPLE, "s").unwrap();
        for g in ["|..%+--", "|X.%+--", "..|%--+", "+--%|X."] {
            assert_eq!(
                db.find_diagram(&graph(g)).map(|m| m.pattern.name.as_str()),
                Some("2"),
                "{g}"
            );
        }
        // The same graph off the corner, or on one edge only, is another
        // graph.
        assert!(db.find_diagram(&graph("..")).is_none());
        assert!(db.find_diagram(&graph("|..")).is_none());
        // The wildcard is the corner vertex; a stone on the other one is
        // another graph.
        assert!(db.find_diagram(&graph("|.X%+--")).is_none());
    }

    #[test]
    fn a_half_eye_key_point_is_adjacent_to_its_half_eye() {
        // eyes.texi ("Eye Shape"): the space `a...` whose `a` is a half eye
        // with key point `b` (not a grid neighbour of the rest) is matched
        // as `b` marginal, adjacent to `a` only: the graph of `!....`.
        let db = Database::from_text("Pattern h\n\n!....\n\n:1222\n", "s").unwrap();
        let eye = label(VertexKind::Eye, 0);
        let key = label(VertexKind::Marginal, 0);
        // Vertices: a, then the rest of the row, then b.
        let graph = Labelled::new(
            vec![eye, eye, eye, eye, key],
            &[(0, 1), (1, 2), (2, 3), (0, 4)],
        );
        let m = db.find(&graph).expect("matched");
        assert_eq!(m.pattern.name, "h");
        // The pattern's margin maps to b, its far end to the row's end.
        assert_eq!(m.map[0], 4);
        assert_eq!(m.map[4], 3);
        // The key point joined at the other end gives the same path; joined
        // to a branching vertex, another graph.
        let cut = Labelled::new(
            vec![eye, eye, eye, eye, key],
            &[(0, 1), (1, 2), (2, 3), (3, 4)],
        );
        assert_eq!(
            db.find(&cut).map(|m| m.pattern.name.clone()),
            Some("h".into())
        );
        let star = Labelled::new(
            vec![eye, eye, eye, eye, key],
            &[(0, 1), (1, 2), (1, 3), (0, 4)],
        );
        assert!(db.find(&star).is_none());
    }

    #[test]
    fn earlier_patterns_win() {
        let text = "Pattern a\n\n..\n\n:1111\n\nPattern b\n\nx.\n\n:0000\n";
        let db = Database::from_text(text, "s").unwrap();
        assert_eq!(db.find_diagram(&graph("..")).unwrap().pattern.name, "a");
        assert_eq!(db.find_diagram(&graph("X.")).unwrap().pattern.name, "b");
    }

    #[test]
    fn written_patterns_read_back() {
        let mut out = String::new();
        let diagram = vec!["|.*.".to_string(), "+---".to_string()];
        write_pattern(&mut out, "7", &diagram, EyeValue::new(1, 1, 2, 2));
        let ps = parse(&out, "w").unwrap();
        assert_eq!(ps[0].diagram, diagram);
        assert_eq!(ps[0].value, EyeValue::new(1, 1, 2, 2));
    }
}
