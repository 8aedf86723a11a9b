//! Eye values of graphs from the database, from the reading when the
//! database has no pattern, and from an estimate when the reading refuses.
//!
//! GNU Go assumes 2222 for any graph its database lacks. Megane reads such
//! a graph itself (bounded: the reading refuses graphs too large for its
//! node budget or memory cap) and keeps the answer for the session; only a
//! graph the reading refuses gets the estimate.

use super::canon::Canonical;
use super::db::{labelled, vital_points, Database};
use super::graph::{EyeGraph, VertexKind};
use super::value::EyeValue;
use super::{analyze, Setting};
use once_cell::sync::OnceCell;
use std::collections::HashMap;

/// The database compiled into the binary (`patterns/eyes.db`).
pub const EMBEDDED: &str = include_str!("../../patterns/eyes.db");

static ACTIVE: OnceCell<Database> = OnceCell::new();

/// Sets the database for this process (`--eyes-db PATH`); fails if one is
/// already in use.
pub fn use_database(db: Database) -> Result<(), Database> {
    ACTIVE.set(db)
}

/// The database in use: the one set, else the embedded one (parsed on
/// first use).
pub fn database() -> &'static Database {
    ACTIVE.get_or_init(|| {
        Database::from_text(EMBEDDED, "patterns/eyes.db").expect("the embedded eyes.db parses")
    })
}

/// Where an answer came from.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Source {
    Database,
    Reading,
    /// Remembered from an earlier reading this session.
    Remembered,
    Estimate,
}

impl Source {
    /// The word `eye_shape` and `eyes-db check` show.
    pub fn name(self) -> &'static str {
        match self {
            Source::Database => "database",
            Source::Reading => "reading",
            Source::Remembered => "remembered",
            Source::Estimate => "estimate",
        }
    }
}

/// A graph's value and vital points (vertex indices of the graph asked).
#[derive(Clone, Debug, PartialEq)]
pub struct Answer {
    pub value: EyeValue,
    pub attacks: Vec<usize>,
    pub defenses: Vec<usize>,
    pub source: Source,
}

impl Answer {
    /// The graph's diagram with this answer's vital points marked.
    pub fn diagram(&self, graph: &EyeGraph) -> Vec<String> {
        graph.render(|i| {
            let (a, d) = (self.attacks.contains(&i), self.defenses.contains(&i));
            super::marked(graph.vertices[i].kind, a, d)
        })
    }
}

/// The estimate for a graph nothing else answers: a space of seven or
/// more points without attacker stones makes two eyes whoever plays first
/// (the largest shapes killable by one move have six: the rabbity six and
/// the flower six); a smaller or stone-filled one is called one eye.
pub fn estimate(graph: &EyeGraph) -> EyeValue {
    let open = graph
        .vertices
        .iter()
        .filter(|v| v.kind == VertexKind::Eye)
        .count();
    if open >= 7 {
        EyeValue::new(2, 2, 2, 2)
    } else {
        EyeValue::new(1, 1, 1, 1)
    }
}

/// Answers eye graphs, remembering what it had to read.
#[derive(Default)]
pub struct Oracle {
    /// Canonical code -> the answer in canonical vertex order.
    read: HashMap<Vec<u8>, (EyeValue, Vec<usize>, Vec<usize>)>,
    /// How many answers came from each source.
    pub counts: HashMap<Source, u64>,
}

impl Oracle {
    pub fn new() -> Oracle {
        Oracle::default()
    }

    pub fn answer(&mut self, graph: &EyeGraph) -> Answer {
        self.answer_with(graph, Setting::DEFAULT.outer_liberties)
    }

    /// The answer when the defender's string has `outer_liberties` outside
    /// the eye space: the database holds the default setting's answers; a
    /// string shorter of liberties is read (and remembered apart).
    pub fn answer_with(&mut self, graph: &EyeGraph, outer_liberties: usize) -> Answer {
        let answer = self.find(graph, outer_liberties);
        *self.counts.entry(answer.source).or_default() += 1;
        answer
    }

    fn find(&mut self, graph: &EyeGraph, outer_liberties: usize) -> Answer {
        let setting = Setting {
            outer_liberties,
            ..Setting::DEFAULT
        };
        if setting == Setting::DEFAULT {
            if let Some(m) = database().find_diagram(graph) {
                return Answer {
                    value: m.pattern.value,
                    attacks: m.attacks(),
                    defenses: m.defenses(),
                    source: Source::Database,
                };
            }
        }
        let kinds: Vec<VertexKind> = graph.vertices.iter().map(|v| v.kind).collect();
        let mut canonical = labelled(graph, &kinds).canonical();
        // Readings under another setting are remembered under their own key.
        canonical.code.push(outer_liberties as u8);
        if let Some((value, a, d)) = self.read.get(&canonical.code) {
            return Answer {
                value: *value,
                attacks: a.iter().map(|&k| canonical.order[k]).collect(),
                defenses: d.iter().map(|&k| canonical.order[k]).collect(),
                source: Source::Remembered,
            };
        }
        match analyze(graph, setting) {
            Ok(a) => {
                let (attacks, defenses) = vital_points(graph, &a.diagram);
                self.remember(&canonical, a.value, &attacks, &defenses);
                Answer {
                    value: a.value,
                    attacks,
                    defenses,
                    source: Source::Reading,
                }
            }
            Err(_) => Answer {
                value: estimate(graph),
                attacks: vec![],
                defenses: vec![],
                source: Source::Estimate,
            },
        }
    }

    fn remember(&mut self, c: &Canonical, value: EyeValue, attacks: &[usize], defenses: &[usize]) {
        let place = |v: &usize| c.order.iter().position(|u| u == v).expect("a vertex");
        self.read.insert(
            c.code.clone(),
            (
                value,
                attacks.iter().map(place).collect(),
                defenses.iter().map(place).collect(),
            ),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn graph(encoded: &str) -> EyeGraph {
        EyeGraph::from_encoded(encoded).unwrap()
    }

    #[test]
    fn small_graphs_come_from_the_database() {
        let mut o = Oracle::new();
        let a = o.answer(&graph("..."));
        assert_eq!(
            (a.value.to_string().as_str(), a.source),
            ("1122", Source::Database)
        );
        assert_eq!(a.attacks, vec![1]);
        assert_eq!(a.defenses, vec![1]);
    }

    #[test]
    fn unknown_graphs_are_read_once_then_remembered() {
        let mut o = Oracle::new();
        // Seven points in a row: beyond the embedded family's size.
        let first = o.answer(&graph("......."));
        assert_eq!(first.source, Source::Reading);
        assert_eq!(first.value.to_string(), "2222");
        // The same graph drawn otherwise is remembered, its points mapped.
        let bent = graph("....%OOO.%OOO.%OOO.");
        let again = o.answer(&bent);
        assert_eq!(again.source, Source::Remembered);
        assert_eq!(again.value, first.value);
        assert_eq!(o.counts[&Source::Reading], 1);
    }

    #[test]
    fn refused_graphs_get_the_estimate() {
        let big = ".........%.........%.........";
        let mut o = Oracle::new();
        let a = o.answer(&graph(big));
        assert_eq!(a.source, Source::Estimate);
        assert_eq!(a.value.to_string(), "2222");
    }
}
