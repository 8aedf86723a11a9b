//! `megane`: speaks GTP v2 on stdin/stdout. Diagnostics go to stderr only
//! (level from `RUST_LOG`), since stdout carries the protocol.

mod eyes_db;
mod patterns;

use megane::engine::Engine;
use megane::gtp::Session;
use std::io::{self, BufReader};
use std::process::ExitCode;

const USAGE: &str = "usage: megane [--seed N] [--time-per-move S | --playouts N] [--threads N]
              [--ponder] [--dynamic-komi MODE] [--max-memory MB] [--never-resign]
              [--eyes-db PATH] [--chinese-rules]
              [--owl-nodes N] [--owl-seconds S]
       megane eyes-db (generate | check) ...

Speaks GTP v2 on standard input and output.

options:
  --seed N        seed of the search's random choices (default 1)
  --time-per-move S
                  thinking time a move when the controller sends no time
                  settings (default 2; time_settings and time_left rule
                  otherwise)
  --playouts N    playouts a move instead (deterministic for a seed with
                  one thread; every move command uses it)
  --threads N     search threads (default 1)
  --ponder        after each move it plays, search on the opponent's time
                  until the next command arrives (default off; the
                  moves then depend on the controller's timing)
  --dynamic-komi MODE
                  the komi the search plays for: handicap (7 points a
                  handicap stone given to White, fading to none by the
                  time half the board's points have been played),
                  adaptive (that, and points conceded by the side far
                  ahead or asked for by the side far behind, as its
                  searches' win rates say; fading as the board fills),
                  auto (the default: adaptive on 19x19 and larger
                  boards, handicap on smaller ones) or off (the game's
                  komi always)
  --max-memory MB memory for the search trees (default 1024)
  --never-resign  play every game out (default: resign when the best
                  move wins under 6% of the playouts)
  --eyes-db PATH  the eye-shape database to use instead of the built-in one
  --chinese-rules count the final score by area (stones and territory);
                  the default counts territory and prisoners, as GNU Go
  --owl-nodes N   positions the life-and-death reader may judge for one
                  question (owl_attack, dragon_status, ...; default 1500)
  --owl-seconds S its time for one question (default 1.5; 0: no time
                  limit, so the answers depend on the nodes alone; the
                  end-of-game commands read by nodes alone)
  --mode gtp      accepted for command lines written for GNU Go
  -h, --help      this text
  -V, --version

megane eyes-db: generates or checks eye-shape databases (megane eyes-db --help).
megane patterns train: fits the move features' gammas to games (megane patterns --help).";

struct Options {
    seed: u64,
    playouts: Option<u64>,
    time_per_move: f64,
    threads: usize,
    max_memory_mb: usize,
    never_resign: bool,
    ponder: bool,
    dynamic_komi: megane::engine::DynamicKomiMode,
    eyes_db: Option<String>,
    chinese_rules: bool,
    owl_nodes: u64,
    owl_seconds: f64,
}

fn parse_args() -> Result<Options, lexopt::Error> {
    use lexopt::prelude::*;
    let mut options = Options {
        seed: 1,
        playouts: None,
        time_per_move: megane::engine::DEFAULT_TIME_PER_MOVE,
        threads: 1,
        max_memory_mb: 1024,
        never_resign: false,
        ponder: false,
        dynamic_komi: megane::engine::DynamicKomiMode::Auto,
        eyes_db: None,
        chinese_rules: false,
        owl_nodes: megane::engine::OwlLimits::DEFAULT.nodes,
        owl_seconds: megane::engine::OwlLimits::DEFAULT.time.as_secs_f64(),
    };
    let mut parser = lexopt::Parser::from_env();
    while let Some(arg) = parser.next()? {
        match arg {
            Long("seed") => options.seed = parser.value()?.parse()?,
            Long("playouts") => {
                let n: u64 = parser.value()?.parse()?;
                if n == 0 {
                    return Err("--playouts: 0 playouts cannot choose a move".into());
                }
                options.playouts = Some(n);
            }
            Long("time-per-move") => {
                let s: f64 = parser.value()?.parse()?;
                if !(s.is_finite() && s > 0.0) {
                    return Err(format!(
                        "--time-per-move: {s} is not a positive number of seconds"
                    )
                    .into());
                }
                options.time_per_move = s;
            }
            Long("threads") => {
                let n: usize = parser.value()?.parse()?;
                if !(1..=256).contains(&n) {
                    return Err(format!("--threads: {n} is not between 1 and 256").into());
                }
                options.threads = n;
            }
            Long("max-memory") => {
                let mb: usize = parser.value()?.parse()?;
                if !(16..=1 << 20).contains(&mb) {
                    return Err(
                        format!("--max-memory: {mb} MB is not between 16 and 1048576").into(),
                    );
                }
                options.max_memory_mb = mb;
            }
            Long("owl-nodes") => {
                let n: u64 = parser.value()?.parse()?;
                if n == 0 {
                    return Err("--owl-nodes: the reader needs at least one node".into());
                }
                options.owl_nodes = n;
            }
            Long("owl-seconds") => {
                let s: f64 = parser.value()?.parse()?;
                if !(s.is_finite() && s >= 0.0) {
                    return Err("--owl-seconds: a number of seconds, 0 or more".into());
                }
                options.owl_seconds = s;
            }
            Long("never-resign") => options.never_resign = true,
            Long("ponder") => options.ponder = true,
            Long("dynamic-komi") => {
                let mode = parser.value()?.string()?;
                options.dynamic_komi = megane::engine::DynamicKomiMode::parse(&mode).ok_or(
                    format!("--dynamic-komi: '{mode}' is not off, handicap, adaptive or auto"),
                )?;
            }
            Long("eyes-db") => options.eyes_db = Some(parser.value()?.string()?),
            Long("chinese-rules") => options.chinese_rules = true,
            Long("mode") => {
                let mode = parser.value()?.string()?;
                if mode != "gtp" {
                    return Err(format!("unsupported mode '{mode}' (only gtp)").into());
                }
            }
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
    Ok(options)
}

/// `megane eyes-db ...`.
fn eyes_db(args: &[String]) -> ExitCode {
    if args.iter().any(|a| a == "-h" || a == "--help") {
        println!("{}", eyes_db::USAGE);
        return ExitCode::SUCCESS;
    }
    match eyes_db::run(args) {
        Ok((out, note)) => {
            print!("{out}");
            if !note.is_empty() {
                eprintln!("{note}");
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("megane eyes-db: {e}");
            ExitCode::from(2)
        }
    }
}

/// `megane patterns ...`.
fn patterns(args: &[String]) -> ExitCode {
    if args.is_empty() || args.iter().any(|a| a == "-h" || a == "--help") {
        println!("{}", patterns::USAGE);
        return ExitCode::SUCCESS;
    }
    match patterns::run(args) {
        Ok((out, note)) => {
            print!("{out}");
            eprintln!("{note}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("megane patterns: {e}");
            ExitCode::from(2)
        }
    }
}

fn main() -> ExitCode {
    env_logger::Builder::from_env(env_logger::Env::default().default_filter_or("warn"))
        .target(env_logger::Target::Stderr)
        .init();
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("eyes-db") {
        return eyes_db(&args[1..]);
    }
    if args.first().map(String::as_str) == Some("patterns") {
        return patterns(&args[1..]);
    }
    let options = match parse_args() {
        Ok(o) => o,
        Err(e) => {
            eprintln!("megane: {e}\n\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    if let Some(path) = options.eyes_db {
        match eyes_db::load(&path) {
            Ok(db) => {
                let _ = megane::eyes::lookup::use_database(db);
            }
            Err(e) => {
                eprintln!("megane: {e}");
                return ExitCode::from(2);
            }
        }
    }
    let mut engine = Engine::new(options.seed);
    let player = &mut engine.player;
    player.options.playouts = options.playouts;
    player.clock.time_per_move = options.time_per_move;
    player.options.search = megane::engine::SearchConfig {
        threads: options.threads,
        max_memory: options.max_memory_mb << 20,
    };
    if options.never_resign {
        player.options.resign_below = None;
    }
    player.options.ponder = options.ponder;
    player.dynamic_komi.mode = options.dynamic_komi;
    if options.chinese_rules {
        engine.rules = megane::engine::Rules::Chinese;
    }
    engine.analysis.owl.limits.nodes = options.owl_nodes;
    engine.analysis.owl.limits.time = if options.owl_seconds == 0.0 {
        std::time::Duration::MAX
    } else {
        std::time::Duration::from_secs_f64(options.owl_seconds)
    };
    // The capturing-race reader keeps its own node budget but follows the
    // reader's clock: `--owl-seconds 0` makes its answers deterministic too.
    engine.analysis.semeai.limits.time = engine.analysis.owl.limits.time;
    let mut session = Session::new(engine);
    // Not `lock()`: the reader thread owns standard input.
    let stdin = BufReader::with_capacity(1 << 16, io::stdin());
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
