//! The protocol edge: reads GTP v2 lines, dispatches through the command
//! table, writes answers. It owns no Go logic.

pub mod commands;
mod gogui;
pub mod input;
pub mod parse;
mod showboard;

use crate::engine::Engine;
use commands::Args;
use input::{preprocess, read_line, RawLine};
use parse::{command_line, LineError};
use std::io::{self, BufRead, Write};

/// A GTP session: the engine and whether `quit` was seen.
pub struct Session {
    pub engine: Engine,
    quit: bool,
}

impl Session {
    pub fn new(engine: Engine) -> Session {
        Session {
            engine,
            quit: false,
        }
    }

    /// True once `quit` has been answered.
    pub fn finished(&self) -> bool {
        self.quit
    }

    /// Answers one raw input line; None for lines GTP says to skip
    /// (blank, comment only). The answer includes the closing blank line.
    pub fn handle_line(&mut self, raw: &[u8]) -> Option<String> {
        let line = preprocess(raw)?;
        let parsed = match command_line(&line) {
            Ok(p) => p,
            Err(LineError::MissingCommand(id)) => {
                return Some(format_reply(id, Err("missing command".into())))
            }
            Err(LineError::BadId) => return Some(format_reply(None, Err("invalid id".into()))),
        };
        let reply = match commands::find(parsed.name) {
            Some(handler) => {
                log::debug!("command {} {}", parsed.name, parsed.args);
                let reply = handler(&mut self.engine, &Args::new(parsed.args));
                if parsed.name == "quit" {
                    self.quit = true;
                }
                reply
            }
            None => Err("unknown command".into()),
        };
        Some(format_reply(parsed.id, reply))
    }

    /// Reads commands until EOF or `quit`, answering each. A closed output
    /// ends the session quietly; read errors end it too.
    pub fn run<R: BufRead, W: Write>(&mut self, mut input: R, mut output: W) -> io::Result<()> {
        while !self.quit {
            let answer = match read_line(&mut input)? {
                None => break,
                Some(RawLine::TooLong) => Some(format_reply(None, Err("line too long".into()))),
                Some(RawLine::Line(raw)) => self.handle_line(&raw),
            };
            if let Some(answer) = answer {
                output.write_all(answer.as_bytes())?;
                output.flush()?;
            }
        }
        Ok(())
    }
}

/// `=id text\n\n` or `?id message\n\n`. Blank lines inside a text would
/// end the answer early for the controller, so they get a space.
pub fn format_reply(id: Option<u64>, reply: Result<String, String>) -> String {
    let (mark, text) = match reply {
        Ok(t) => ('=', t),
        Err(m) => ('?', m),
    };
    let id = id.map(|n| n.to_string()).unwrap_or_default();
    let mut text = text;
    while text.contains("\n\n") {
        text = text.replace("\n\n", "\n \n");
    }
    format!("{mark}{id} {}\n\n", text.trim_end_matches('\n'))
}
