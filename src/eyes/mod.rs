//! Eyes: eye graphs and the local game behind `analyze_eyegraph`
//! (eyes.texi: "Eye Space as Local Game", "Graphs", "Eye Local Game
//! Values"). Needs only the board: each graph is realized on a private
//! board and read there, whatever the engine's current game.

pub mod canon;
pub mod db;
pub mod generate;
pub mod graph;
pub mod local_board;
pub mod local_game;
pub mod lookup;
pub mod realize;
pub mod value;

pub use graph::{EyeGraph, GraphError, VertexKind};
pub use local_game::{Evaluation, LocalGame, TooLarge};
pub use value::EyeValue;

use crate::board::Color;
use std::fmt;

/// The reading setting: outer liberties of the defender's string and
/// virtual ko threats (positive: the defender may ignore that many ko
/// threats; negative: the attacker may).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Setting {
    pub outer_liberties: usize,
    pub ko_threats: i32,
    /// Draw white points enclosed by the graph as `.` (GNU Go 3.8 does, as
    /// they are played on like eye space) rather than blank (GNU Go 3.9.1,
    /// whose prefixed form this setting otherwise follows).
    pub draw_enclosed: bool,
}

impl Setting {
    /// What `analyze_eyegraph` without a prefix uses, which answers as GNU
    /// Go 3.8 does.
    pub const DEFAULT: Setting = Setting {
        outer_liberties: 2,
        ko_threats: 0,
        draw_enclosed: true,
    };

    pub fn new(outer_liberties: usize, ko_threats: i32) -> Option<Setting> {
        let ok = outer_liberties <= realize::MAX_OUTER_LIBERTIES
            && ko_threats.unsigned_abs() as usize <= realize::MAX_KO_THREATS;
        ok.then_some(Setting {
            outer_liberties,
            ko_threats,
            draw_enclosed: false,
        })
    }
}

/// Largest graph accepted: beyond it the reading's memory and time grow
/// past what an interactive command should take.
pub const MAX_GRAPH_VERTICES: usize = 24;

/// Why a graph could not be analyzed.
#[derive(Clone, Debug, PartialEq)]
pub enum AnalyzeError {
    Graph(GraphError),
    TooManyVertices(usize),
    Unrealizable(String),
    TooLarge,
    /// The watcher stopped the reading.
    Stopped,
}

impl fmt::Display for AnalyzeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AnalyzeError::Graph(e) => write!(f, "{e}"),
            AnalyzeError::TooManyVertices(n) => {
                write!(
                    f,
                    "eye graph too large: {n} vertices, at most {MAX_GRAPH_VERTICES}"
                )
            }
            AnalyzeError::Unrealizable(why) => write!(f, "cannot realize eye graph: {why}"),
            AnalyzeError::TooLarge => f.write_str("eye graph too large to read exhaustively"),
            AnalyzeError::Stopped => f.write_str("interrupted"),
        }
    }
}

/// An analyzed graph: the value, and the diagram annotated with vital
/// points (`*` for both sides, `<` attack, `>` defense; `@ ( )` the same
/// on marginal vertices).
#[derive(Clone, Debug, PartialEq)]
pub struct Analysis {
    pub value: EyeValue,
    pub diagram: Vec<String>,
    /// Positions the reading visited.
    pub nodes: u64,
}

/// Analyzes a graph given in the GTP encoding.
pub fn analyze_eyegraph(encoded: &str, setting: Setting) -> Result<Analysis, AnalyzeError> {
    let graph = EyeGraph::from_encoded(encoded).map_err(AnalyzeError::Graph)?;
    analyze(&graph, setting)
}

/// Analyzes a parsed graph.
pub fn analyze(graph: &EyeGraph, setting: Setting) -> Result<Analysis, AnalyzeError> {
    analyze_watched(graph, setting, None)
}

/// [`analyze`], with a watcher that sees the reading's progress and may
/// stop it.
pub fn analyze_watched(
    graph: &EyeGraph,
    setting: Setting,
    progress: Option<local_game::Progress>,
) -> Result<Analysis, AnalyzeError> {
    if graph.len() > MAX_GRAPH_VERTICES {
        return Err(AnalyzeError::TooManyVertices(graph.len()));
    }
    let threats = setting.ko_threats.unsigned_abs() as usize;
    let r = realize::realize(graph, setting.outer_liberties, threats)
        .map_err(|e| AnalyzeError::Unrealizable(e.0))?;
    if r.playable().len() > local_game::MAX_KEYED_POINTS {
        return Err(AnalyzeError::TooManyVertices(graph.len()));
    }
    let points = r.graph_points.clone();
    let enclosed = r.enclosed.clone();
    let komaster = match setting.ko_threats {
        0 => None,
        k if k > 0 => Some(Color::White),
        _ => Some(Color::Black),
    };
    let mut game = LocalGame::new(r, komaster, local_game::DEFAULT_BUDGET);
    if let Some(p) = progress {
        game.watch(p);
    }
    let eval = game.evaluate().map_err(|TooLarge| match game.stopped() {
        true => AnalyzeError::Stopped,
        false => AnalyzeError::TooLarge,
    })?;
    let mut diagram = graph.render(|i| {
        let kind = graph.vertices[i].kind;
        let attack = eval.attacks.contains(&points[i]);
        let defense = eval.defenses.contains(&points[i]);
        marked(kind, attack, defense)
    });
    // White points enclosed by the graph are eye space to be played on.
    for (row, col) in enclosed.into_iter().filter(|_| setting.draw_enclosed) {
        let mut line: Vec<char> = diagram[row].chars().collect();
        line[col] = '.';
        diagram[row] = line.into_iter().collect();
    }
    Ok(Analysis {
        value: eval.value,
        diagram,
        nodes: game.nodes(),
    })
}

/// The symbol of a vertex with its vital-point marks.
pub fn marked(kind: VertexKind, attack: bool, defense: bool) -> char {
    match (kind, attack, defense) {
        (VertexKind::Eye, true, true) => '*',
        (VertexKind::Eye, true, false) => '<',
        (VertexKind::Eye, false, true) => '>',
        (VertexKind::Marginal, true, true) => '@',
        (VertexKind::Marginal, true, false) => '(',
        (VertexKind::Marginal, false, true) => ')',
        (kind, _, _) => kind.symbol(),
    }
}

#[cfg(test)]
mod tests;
