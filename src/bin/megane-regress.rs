//! `megane-regress`: runs GNU Go-style `.tst` regression suites against a
//! GTP engine (Megane by default). See `regress/README.md`.

use megane::regress::ratchet::{verdict_line, Baseline, Verdict};
use megane::regress::report::{counts_text, file_lines, last_line};
use megane::regress::{run_files, split_command, Counts, Settings};
use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant};

const USAGE: &str = "usage: megane-regress [OPTIONS] FILE.tst...

Runs GNU Go-style .tst regression suites against a GTP engine, one engine
process per file, started in the file's folder.

options:
  -e, --engine CMD    engine command line, split on blanks ('...' and \"...\"
                      quote); default: the megane binary beside this one,
                      else megane on PATH
  -v, --verbose       list every test, not only the unexpected results
  -j, --jobs N        run N files at once (default 1)
  -t, --timeout S     seconds allowed for each answer (default 60); on a
                      timeout or crash the rest of that file counts as failed
      --ratchet FILE  compare each file's pass count with the best count in
                      FILE (lines `NAME.tst COUNT`): fail when lower, raise
                      FILE when higher
  -h, --help          this text
  -V, --version

The last line is `N passed, N failed`: passed counts every test whose answer
matched (unexpected passes included), failed every other judged test
(expected failures and unanswered tests included).

exit status: 0 when all is as expected; 1 on an unexpected failure, an engine
crash or timeout, or a warning about a file (with --ratchet, only a count
below its best or an engine crash or timeout); 2 on a usage error, an
unreadable file, or an engine that cannot be started.";

struct Options {
    engine: Option<String>,
    verbose: bool,
    jobs: usize,
    timeout: Duration,
    ratchet: Option<PathBuf>,
    files: Vec<PathBuf>,
}

fn parse_args() -> Result<Options, lexopt::Error> {
    use lexopt::prelude::*;
    let mut o = Options {
        engine: None,
        verbose: false,
        jobs: 1,
        timeout: Duration::from_secs(60),
        ratchet: None,
        files: Vec::new(),
    };
    let mut parser = lexopt::Parser::from_env();
    while let Some(arg) = parser.next()? {
        match arg {
            Short('e') | Long("engine") => o.engine = Some(parser.value()?.string()?),
            Short('v') | Long("verbose") => o.verbose = true,
            Short('j') | Long("jobs") => {
                o.jobs = parser.value()?.parse()?;
                if o.jobs == 0 {
                    return Err("--jobs must be at least 1".into());
                }
            }
            Short('t') | Long("timeout") => {
                let s: f64 = parser.value()?.parse()?;
                o.timeout = Duration::try_from_secs_f64(s)
                    .ok()
                    .filter(|d| !d.is_zero())
                    .ok_or("--timeout must be a positive number of seconds")?;
            }
            Long("ratchet") => o.ratchet = Some(parser.value()?.into()),
            Short('h') | Long("help") => {
                println!("{USAGE}");
                std::process::exit(0);
            }
            Short('V') | Long("version") => {
                println!("megane-regress {}", env!("CARGO_PKG_VERSION"));
                std::process::exit(0);
            }
            Value(v) => o.files.push(v.into()),
            _ => return Err(arg.unexpected()),
        }
    }
    if o.files.is_empty() {
        return Err("no .tst file given".into());
    }
    Ok(o)
}

/// The engine when none is given: `megane` beside this executable (both
/// are built into the same folder), else `megane` on PATH.
fn default_engine() -> Vec<String> {
    let exe = format!("megane{}", std::env::consts::EXE_SUFFIX);
    let beside = std::env::current_exe()
        .ok()
        .and_then(|p| p.parent().map(|d| d.join(&exe)))
        .filter(|p| p.is_file());
    vec![beside.map_or("megane".to_string(), |p| p.display().to_string())]
}

fn basename(p: &Path) -> String {
    p.file_name()
        .map_or_else(|| p.display().to_string(), |n| n.to_string_lossy().into())
}

fn usage_error(msg: &str) -> ExitCode {
    eprintln!("megane-regress: {msg}\n\n{USAGE}");
    ExitCode::from(2)
}

fn main() -> ExitCode {
    let o = match parse_args() {
        Ok(o) => o,
        Err(e) => return usage_error(&e.to_string()),
    };
    let engine = match &o.engine {
        None => default_engine(),
        Some(cmd) => match split_command(cmd) {
            Ok(words) if !words.is_empty() => words,
            Ok(_) => return usage_error("--engine is empty"),
            Err(e) => return usage_error(&format!("--engine: {e}")),
        },
    };
    let mut baseline = match &o.ratchet {
        None => None,
        Some(path) => {
            let text = match std::fs::read_to_string(path) {
                Ok(t) => t,
                Err(e) => return usage_error(&format!("cannot read {}: {e}", path.display())),
            };
            match Baseline::parse(&text) {
                Ok(b) => Some(b),
                Err(e) => return usage_error(&format!("{}: {e}", path.display())),
            }
        }
    };
    if baseline.is_some() {
        let mut seen = HashSet::new();
        if let Some(dup) = o
            .files
            .iter()
            .map(|f| basename(f))
            .find(|n| !seen.insert(n.clone()))
        {
            return usage_error(&format!("--ratchet: two files are named {dup}"));
        }
    }

    let settings = Settings {
        engine,
        timeout: o.timeout,
    };
    let start = Instant::now();
    let mut total = Counts::default();
    let (mut errors, mut engine_failures, mut warnings) = (0, 0, 0);
    let mut passes = Vec::new();
    run_files(&o.files, &settings, o.jobs, |report| {
        for line in file_lines(&report, o.verbose) {
            println!("{line}");
        }
        if report.error.is_some() {
            errors += 1;
            return;
        }
        engine_failures += usize::from(report.engine_failure.is_some());
        warnings += report.warnings.len();
        let c = report.counts();
        total.add(&c);
        passes.push((basename(&report.path), c.passed));
    });
    let files = o.files.len();
    println!(
        "total, {files} file{}: {}",
        if files == 1 { "" } else { "s" },
        counts_text(&total, start.elapsed())
    );

    let mut fell = false;
    if let (Some(b), Some(path)) = (baseline.as_mut(), &o.ratchet) {
        let mut changed = false;
        for (name, passed) in &passes {
            let v = b.compare(name, *passed);
            fell |= matches!(v, Verdict::Fell(_));
            changed |= matches!(v, Verdict::New | Verdict::Raised(_));
            println!("{}", verdict_line(name, *passed, &v));
        }
        if changed {
            match std::fs::write(path, b.render()) {
                Ok(()) => println!("ratchet: updated {}", path.display()),
                Err(e) => {
                    println!("ratchet: cannot write {}: {e}", path.display());
                    errors += 1;
                }
            }
        }
    }
    println!("{}", last_line(&total));

    let failed = if o.ratchet.is_some() {
        fell || engine_failures > 0
    } else {
        total.unexpected_failures > 0 || engine_failures > 0 || warnings > 0
    };
    if errors > 0 {
        ExitCode::from(2)
    } else if failed {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}
