//! A command's arguments and the helpers every handler shares to read
//! them (colours, vertices, moves) and to format lists, with GTP's and GNU
//! Go's error strings.

use super::input::Watch;
use super::parse::{color, move_word, vertex, words};
use crate::board::{Color, Move, Vertex};
use crate::engine::Engine;

/// A command's answer: the text after `= `, or the message after `? `.
pub type Reply = Result<String, String>;

/// The arguments of one command, and its view of the input that follows
/// (so that a long command stops on `# interrupt`).
pub struct Args<'a> {
    /// The argument text as given (after preprocessing), for `echo`.
    pub raw: &'a str,
    pub words: Vec<&'a str>,
    pub watch: Watch,
}

impl<'a> Args<'a> {
    /// Arguments of a command that nothing can interrupt.
    pub fn new(raw: &'a str) -> Args<'a> {
        Args::watched(raw, Watch::detached())
    }

    /// Arguments of a command in a live session.
    pub fn watched(raw: &'a str, watch: Watch) -> Args<'a> {
        Args {
            raw,
            words: words(raw),
            watch,
        }
    }

    pub fn get(&self, i: usize) -> Option<&'a str> {
        self.words.get(i).copied()
    }
}

pub fn err<T>(msg: &str) -> Result<T, String> {
    Err(msg.to_string())
}

/// Vertices as GTP lists them: top row first, left to right.
pub fn vertex_list(mut vs: Vec<Vertex>) -> String {
    vs.sort_by_key(|v| (std::cmp::Reverse(v.row()), v.col()));
    vs.iter().map(|v| v.to_gtp()).collect::<Vec<_>>().join(" ")
}

pub fn arg_color(args: &Args) -> Result<Color, String> {
    args.get(0)
        .and_then(color)
        .ok_or_else(|| "invalid color".to_string())
}

/// The `i`th argument as a vertex of the board.
pub fn arg_vertex(engine: &Engine, args: &Args, i: usize) -> Result<Vertex, String> {
    args.get(i)
        .and_then(|w| vertex(engine.game.board(), w))
        .ok_or_else(|| "invalid coordinate".to_string())
}

/// A vertex argument that must name an existing stone.
pub fn arg_stone(engine: &Engine, args: &Args) -> Result<Vertex, String> {
    let v = arg_vertex(engine, args, 0)?;
    if engine.game.board().is_empty(v) {
        return err("vertex must not be empty");
    }
    Ok(v)
}

/// The `COLOR VERTEX|pass` pair of `play` and `is_legal`.
pub fn arg_move(engine: &Engine, args: &Args) -> Result<(Color, Move), String> {
    let bad = "invalid color or coordinate";
    let c = args.get(0).and_then(color).ok_or(bad)?;
    let board = engine.game.board();
    let mv = args.get(1).and_then(|w| move_word(board, w)).ok_or(bad)?;
    Ok((c, mv))
}

/// The `COLOR VERTEX` arguments of the eye commands.
pub fn arg_color_vertex(engine: &Engine, args: &Args) -> Result<(Color, Vertex), String> {
    let board = engine.game.board();
    match (
        args.get(0).and_then(color),
        args.get(1).and_then(|w| vertex(board, w)),
    ) {
        (Some(c), Some(v)) => Ok((c, v)),
        _ => err("invalid color or coordinate"),
    }
}

/// The eye analysis describes the game's position, not a trial one.
pub fn no_trial_moves(engine: &Engine, what: &str) -> Result<(), String> {
    if engine.game.board().stack_depth() > 0 {
        return Err(format!("{what} unavailable when stackp > 0"));
    }
    Ok(())
}

/// Field name and value lines as GNU Go's data commands print them.
pub fn fields(lines: &[(String, String)]) -> String {
    lines
        .iter()
        .map(|(k, v)| format!("{k:<21}{v}"))
        .collect::<Vec<_>>()
        .join("\n")
}
