//! The text of a run's report.
//!
//! ```text
//! FILE:N FAILED: COMMAND: expected [RE], got 'ANSWER'      (surprises; all with --verbose)
//! FILE: P passed (U unexpected passes), F failed (X expected failures, Y unexpected failures, Z unanswered) in T s
//! total, K files: ...same counts...
//! P passed, F failed                                       (always the last line)
//! ```

use super::expect::Outcome;
use super::run::{Counts, FileReport, TestResult};
use std::time::Duration;

/// One test's line.
pub fn result_line(file: &str, r: &TestResult) -> String {
    let head = format!("{file}:{}", r.number);
    let got = match &r.answer {
        Some(a) => format!("got '{a}'"),
        None => "got no answer".to_string(),
    };
    match (r.outcome, &r.expect) {
        (Some(Outcome::Ignored), _) => format!("{head} not judged: {}: {got}", r.command),
        (Some(o), Some(e)) => format!("{head} {}: {}: expected {e}, {got}", o.label(), r.command),
        _ => format!("{head} no expectation: {}: {got}", r.command),
    }
}

/// The counts, as on a summary line.
pub fn counts_text(c: &Counts, elapsed: Duration) -> String {
    format!(
        "{} passed ({} unexpected passes), {} failed ({} expected failures, \
         {} unexpected failures, {} unanswered) in {:.1}s",
        c.passed,
        c.unexpected_passes,
        c.failed,
        c.expected_failures,
        c.unexpected_failures,
        c.unanswered,
        elapsed.as_secs_f64()
    )
}

/// A file's lines: its warnings, its surprising tests (every test when
/// `verbose`), an engine failure, and its summary.
pub fn file_lines(report: &FileReport, verbose: bool) -> Vec<String> {
    let name = report.name();
    let mut out = Vec::new();
    if let Some(e) = &report.error {
        out.push(format!("{name}: ERROR: {e}"));
        return out;
    }
    for w in &report.warnings {
        out.push(format!("{name}: warning: {w}"));
    }
    for r in &report.results {
        // Without --verbose, unanswered tests are summed up by the engine
        // failure line rather than listed one by one.
        let shown = verbose
            || r.outcome
                .is_some_and(|o| o.is_surprise() && o != Outcome::Unanswered);
        if shown {
            out.push(result_line(&name, r));
        }
    }
    let counts = report.counts();
    if let Some(f) = &report.engine_failure {
        out.push(format!(
            "{name}: ENGINE FAILURE {f}; {} tests unanswered",
            counts.unanswered
        ));
    }
    out.push(format!("{name}: {}", counts_text(&counts, report.elapsed)));
    out
}

/// The closing line, `N passed, N failed`.
pub fn last_line(c: &Counts) -> String {
    format!("{} passed, {} failed", c.passed, c.failed)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::PathBuf;

    fn result(n: &str, outcome: Option<Outcome>, answer: Option<&str>) -> TestResult {
        TestResult {
            number: n.into(),
            line: 3,
            command: "countlib E5".into(),
            expect: outcome.map(|_| "[2]*".to_string()),
            answer: answer.map(str::to_string),
            outcome,
        }
    }

    #[test]
    fn lines_and_counts() {
        let report = FileReport {
            path: PathBuf::from("dir/x.tst"),
            results: vec![
                result("1", Some(Outcome::Passed), Some("2")),
                result("2", Some(Outcome::UnexpectedPass), Some("2")),
                result("3", Some(Outcome::ExpectedFailure), Some("1")),
                result("4", Some(Outcome::UnexpectedFailure), Some("1")),
                result("5", None, Some("1")),
                result("6", Some(Outcome::Ignored), Some("1")),
                result("7", Some(Outcome::Unanswered), None),
            ],
            warnings: vec!["line 9: test 5 has no `#?` expectation".into()],
            engine_failure: Some(
                "on test 7 `countlib E5` (line 3): engine died (exit status: 3)".into(),
            ),
            error: None,
            elapsed: Duration::from_millis(1240),
        };
        let c = report.counts();
        assert_eq!(
            c,
            Counts {
                passed: 2,
                failed: 3,
                unexpected_passes: 1,
                expected_failures: 1,
                unexpected_failures: 1,
                unanswered: 1,
            }
        );
        let lines = file_lines(&report, false);
        assert_eq!(
            lines,
            [
                "dir/x.tst: warning: line 9: test 5 has no `#?` expectation",
                "dir/x.tst:2 PASSED (unexpected): countlib E5: expected [2]*, got '2'",
                "dir/x.tst:4 FAILED: countlib E5: expected [2]*, got '1'",
                "dir/x.tst: ENGINE FAILURE on test 7 `countlib E5` (line 3): engine died \
                 (exit status: 3); 1 tests unanswered",
                "dir/x.tst: 2 passed (1 unexpected passes), 3 failed (1 expected failures, \
                 1 unexpected failures, 1 unanswered) in 1.2s",
            ]
        );
        let verbose = file_lines(&report, true);
        assert_eq!(verbose.len(), 10);
        assert_eq!(
            verbose[1],
            "dir/x.tst:1 passed: countlib E5: expected [2]*, got '2'"
        );
        assert_eq!(
            verbose[5],
            "dir/x.tst:5 no expectation: countlib E5: got '1'"
        );
        assert_eq!(verbose[6], "dir/x.tst:6 not judged: countlib E5: got '1'");
        assert_eq!(
            verbose[7],
            "dir/x.tst:7 UNANSWERED: countlib E5: expected [2]*, got no answer"
        );
        assert_eq!(last_line(&c), "2 passed, 3 failed");
    }
}
