//! `megane`: speaks GTP v2 on stdin/stdout. Diagnostics go to stderr only
//! (level from `RUST_LOG`), since stdout carries the protocol.

use megane::engine::Engine;
use megane::gtp::Session;
use std::io::{self, BufReader};
use std::process::ExitCode;

const USAGE: &str = "usage: megane [--seed N]

Speaks GTP v2 on standard input and output.

options:
  --seed N     seed for the move policy's random choices (default 1)
  -h, --help   this text
  -V, --version";

fn parse_args() -> Result<u64, lexopt::Error> {
    use lexopt::prelude::*;
    let mut seed = 1;
    let mut parser = lexopt::Parser::from_env();
    while let Some(arg) = parser.next()? {
        match arg {
            Long("seed") => seed = parser.value()?.parse()?,
            Short('h') | Long("help") => {
                println!("{USAGE}");
                std::process::exit(0);
            }
            Short('V') | Long("version") => {
                println!("megane {}", env!("CARGO_PKG_VERSION"));
                std::process::exit(0);
            }
            _ => return Err(arg.unexpected()),
        }
    }
    Ok(seed)
}

fn main() -> ExitCode {
    env_logger::Builder::from_env(env_logger::Env::default().default_filter_or("warn"))
        .target(env_logger::Target::Stderr)
        .init();
    let seed = match parse_args() {
        Ok(s) => s,
        Err(e) => {
            eprintln!("megane: {e}\n\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    let mut session = Session::new(Engine::new(seed));
    let stdin = BufReader::with_capacity(1 << 16, io::stdin().lock());
    let stdout = io::stdout().lock();
    match session.run(stdin, stdout) {
        Ok(()) => ExitCode::SUCCESS,
        // The controller went away (closed pipe): nothing left to say.
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            log::error!("i/o error: {e}");
            ExitCode::FAILURE
        }
    }
}
