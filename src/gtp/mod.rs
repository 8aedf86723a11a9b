//! The protocol edge: reads GTP v2 lines, dispatches through the command
//! table, writes answers. It owns no Go logic.

pub mod args;
pub mod commands;
mod gogui;
pub mod input;
pub mod parse;
mod showboard;
pub mod stream;

use crate::engine::Engine;
use args::Args;
use input::{preprocess, spawn_reader, Input, RawLine, Watch};
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
    /// Streamed commands (`lz-analyze`...) answer their lines at once, on a
    /// fixed budget, since no later input can stop them here.
    pub fn handle_line(&mut self, raw: &[u8]) -> Option<String> {
        let mut out = Vec::new();
        match self.execute(raw, None, &mut out) {
            Ok(true) => Some(String::from_utf8_lossy(&out).into_owned()),
            Ok(false) => None,
            Err(e) => unreachable!("writing to memory failed: {e}"),
        }
    }

    /// Answers one raw line onto `out`; false for lines GTP skips. With a
    /// watch on the live input, streamed commands stream.
    fn execute(
        &mut self,
        raw: &[u8],
        watch: Option<Watch>,
        out: &mut dyn Write,
    ) -> io::Result<bool> {
        let Some(line) = preprocess(raw) else {
            return Ok(false);
        };
        let parsed = match command_line(&line) {
            Ok(p) => p,
            Err(LineError::MissingCommand(id)) => {
                out.write_all(format_reply(id, Err("missing command".into())).as_bytes())?;
                return Ok(true);
            }
            Err(LineError::BadId) => {
                out.write_all(format_reply(None, Err("invalid id".into())).as_bytes())?;
                return Ok(true);
            }
        };
        log::debug!("command {} {}", parsed.name, parsed.args);
        if let (Some(watch), Some(handler)) = (watch.clone(), stream::find(parsed.name)) {
            let args = Args::watched(parsed.args, watch.clone());
            let mut s = stream::Stream::live(out, parsed.id, watch);
            let reply = handler(&mut self.engine, &args, &mut s);
            s.finish(reply)?;
            return Ok(true);
        }
        let reply = match commands::find(parsed.name) {
            Some(handler) => {
                let args = Args::watched(parsed.args, watch.unwrap_or_else(Watch::detached));
                let reply = handler(&mut self.engine, &args);
                if parsed.name == "quit" {
                    self.quit = true;
                }
                reply
            }
            None => Err("unknown command".into()),
        };
        out.write_all(format_reply(parsed.id, reply).as_bytes())?;
        Ok(true)
    }

    /// Reads commands until EOF or `quit`, answering each in order. A
    /// thread reads the input ahead, so that a running command sees new
    /// lines arrive (analysis streams stop; `# interrupt` stops a search).
    /// Lines already read at EOF are still answered. A closed output ends
    /// the session quietly; read errors end it too.
    pub fn run<R: BufRead + Send + 'static, W: Write>(
        &mut self,
        input: R,
        mut output: W,
    ) -> io::Result<()> {
        let reader = spawn_reader(input);
        while !self.quit {
            match reader.next() {
                Input::Eof => break,
                Input::Error(e) => return Err(e),
                Input::Line(_, RawLine::TooLong) => {
                    output.write_all(format_reply(None, Err("line too long".into())).as_bytes())?
                }
                Input::Line(n, RawLine::Line(raw)) => {
                    self.execute(&raw, Some(reader.watch(n)), &mut output)?;
                    output.flush()?;
                    // With `--ponder`, after a played move the engine
                    // searches on until the next line arrives.
                    if !self.quit {
                        let watch = reader.watch(n);
                        self.engine.ponder(&|| watch.input_arrived());
                    }
                }
            }
            output.flush()?;
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
