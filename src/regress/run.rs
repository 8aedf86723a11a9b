//! Running suites: one engine process per file, started in the file's
//! folder (so `loadsgf games/x.sgf` finds its game), every command sent in
//! order and every test judged as its answer arrives.
//!
//! When the engine dies or a command times out, the file stops there: the
//! engine is killed, the test in flight and every later test of the file
//! count as failed (unanswered), and the report names the last test that
//! was answered.

use super::client::{read_text, Engine};
use super::expect::{answer_of, Outcome};
use super::tst::{self, Command};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

/// How to run each file.
#[derive(Clone, Debug)]
pub struct Settings {
    /// The engine's program and arguments.
    pub engine: Vec<String>,
    /// Time allowed for each answer.
    pub timeout: Duration,
}

/// One numbered command and what became of it.
#[derive(Clone, Debug)]
pub struct TestResult {
    pub number: String,
    /// Line of the command in the file.
    pub line: usize,
    /// The command without its number.
    pub command: String,
    /// The expectation as written (`[!RE]*`), if the test has one.
    pub expect: Option<String>,
    /// The judged answer (first line of the reply, trimmed); None when
    /// the engine gave no answer.
    pub answer: Option<String>,
    /// None for a test without expectation.
    pub outcome: Option<Outcome>,
}

/// Tallies, with GNU Go's meanings: `passed` counts every judged test whose
/// answer matched (expected and unexpected passes), `failed` every one whose
/// answer did not match or never came (expected failures, unexpected
/// failures, unanswered). `&` tests and tests without `#?` count nowhere.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    pub passed: usize,
    pub failed: usize,
    pub unexpected_passes: usize,
    pub expected_failures: usize,
    pub unexpected_failures: usize,
    pub unanswered: usize,
}

impl Counts {
    pub fn add_outcome(&mut self, o: Outcome) {
        match o {
            Outcome::Passed => self.passed += 1,
            Outcome::UnexpectedPass => {
                self.passed += 1;
                self.unexpected_passes += 1;
            }
            Outcome::ExpectedFailure => {
                self.failed += 1;
                self.expected_failures += 1;
            }
            Outcome::UnexpectedFailure => {
                self.failed += 1;
                self.unexpected_failures += 1;
            }
            Outcome::Unanswered => {
                self.failed += 1;
                self.unanswered += 1;
            }
            Outcome::Ignored => {}
        }
    }

    pub fn add(&mut self, o: &Counts) {
        self.passed += o.passed;
        self.failed += o.failed;
        self.unexpected_passes += o.unexpected_passes;
        self.expected_failures += o.expected_failures;
        self.unexpected_failures += o.unexpected_failures;
        self.unanswered += o.unanswered;
    }
}

/// Everything about one file's run.
#[derive(Clone, Debug)]
pub struct FileReport {
    /// The path as given.
    pub path: PathBuf,
    /// Every numbered command, in order.
    pub results: Vec<TestResult>,
    /// Problems in the file (see [`tst::parse`]).
    pub warnings: Vec<String>,
    /// The engine died or timed out: what, where, last test answered.
    pub engine_failure: Option<String>,
    /// The file could not be read or the engine not started: nothing ran.
    pub error: Option<String>,
    pub elapsed: Duration,
}

impl FileReport {
    /// The name used in reports: the path as given.
    pub fn name(&self) -> String {
        self.path.display().to_string()
    }

    pub fn counts(&self) -> Counts {
        let mut c = Counts::default();
        for o in self.results.iter().filter_map(|r| r.outcome) {
            c.add_outcome(o);
        }
        c
    }
}

/// The folder a suite runs in.
fn suite_dir(path: &Path) -> PathBuf {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    dir.canonicalize().unwrap_or(dir)
}

fn result_of(c: &Command) -> TestResult {
    TestResult {
        number: c.number.clone().unwrap_or_default(),
        line: c.line,
        command: c.command().to_string(),
        expect: c.expect.as_ref().map(|e| e.to_string()),
        answer: None,
        outcome: None,
    }
}

/// Runs one suite.
pub fn run_file(path: &Path, settings: &Settings) -> FileReport {
    let start = Instant::now();
    let mut report = FileReport {
        path: path.to_path_buf(),
        results: Vec::new(),
        warnings: Vec::new(),
        engine_failure: None,
        error: None,
        elapsed: Duration::ZERO,
    };
    let text = match read_text(path) {
        Ok(t) => t,
        Err(e) => {
            report.error = Some(format!("cannot read {}: {e}", path.display()));
            return report;
        }
    };
    let suite = tst::parse(&text);
    report.warnings = suite.warnings.clone();
    let mut engine = match Engine::start(&settings.engine, &suite_dir(path)) {
        Ok(e) => e,
        Err(e) => {
            report.error = Some(format!(
                "cannot start engine `{}`: {e}",
                settings.engine.join(" ")
            ));
            return report;
        }
    };
    let mut last_answered: Option<String> = None;
    let mut commands = suite.commands.iter();
    while let Some(c) = commands.next() {
        match engine.send(&c.text, settings.timeout) {
            Ok(reply) => {
                if !c.is_test() {
                    continue;
                }
                let mut r = result_of(c);
                let answer = answer_of(&reply.body).to_string();
                r.outcome = c.expect.as_ref().map(|e| e.judge(&answer));
                r.answer = Some(answer);
                last_answered = c.number.clone();
                report.results.push(r);
            }
            Err(e) => {
                let what = match &c.number {
                    Some(n) => format!("test {n}"),
                    None => "setup command".to_string(),
                };
                report.engine_failure = Some(format!(
                    "on {what} `{}` (line {}): {e}; last test answered: {}",
                    c.command(),
                    c.line,
                    last_answered.as_deref().unwrap_or("none")
                ));
                for c in std::iter::once(c).chain(commands.by_ref()) {
                    if c.is_test() {
                        let mut r = result_of(c);
                        r.outcome = c.expect.as_ref().map(|e| e.unanswered());
                        report.results.push(r);
                    }
                }
                break;
            }
        }
    }
    if report.engine_failure.is_none() {
        engine.finish();
    }
    report.elapsed = start.elapsed();
    report
}

/// Runs the files on `jobs` threads, handing each report to `each` in the
/// order of `paths` as soon as it and those before it are done.
pub fn run_files<F: FnMut(FileReport)>(
    paths: &[PathBuf],
    settings: &Settings,
    jobs: usize,
    mut each: F,
) {
    let next = AtomicUsize::new(0);
    let (tx, rx) = mpsc::channel();
    thread::scope(|s| {
        for _ in 0..jobs.clamp(1, paths.len().max(1)) {
            let tx = tx.clone();
            let next = &next;
            s.spawn(move || loop {
                let i = next.fetch_add(1, Ordering::SeqCst);
                if i >= paths.len() || tx.send((i, run_file(&paths[i], settings))).is_err() {
                    break;
                }
            });
        }
        drop(tx);
        let mut done = BTreeMap::new();
        let mut want = 0;
        for (i, report) in rx {
            done.insert(i, report);
            while let Some(r) = done.remove(&want) {
                each(r);
                want += 1;
            }
        }
    });
}
