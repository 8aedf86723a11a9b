//! Reading a `.tst` suite: which lines are sent to the engine, which are
//! tests, and what each test expects.
//!
//! - Blank lines and lines starting with `#` are not sent, except that a
//!   `#?` line is the expectation of the test before it (comment and blank
//!   lines may come between).
//! - Any other line is a GTP command, sent as written. When it starts with
//!   a number (`101 eval_eye A1`), that number is its GTP id and the command
//!   is a test; otherwise it is setup (`loadsgf games/x.sgf 12`) and its
//!   answer is not looked at.
//!
//! Problems (a `#?` after a setup command, a test without a `#?`, a `#?`
//! that does not parse, a pattern that is not a regular expression) become
//! warnings with their line number; the suite still runs.

use super::expect::Expectation;

/// One line sent to the engine.
#[derive(Clone, Debug)]
pub struct Command {
    /// 1-based line number in the file.
    pub line: usize,
    /// The line as sent (without its line ending).
    pub text: String,
    /// The GTP id, for a numbered command (a test).
    pub number: Option<String>,
    /// The expectation, for a test that has one.
    pub expect: Option<Expectation>,
}

impl Command {
    /// The command without its id, for reports.
    pub fn command(&self) -> &str {
        let t = self.text.trim();
        match &self.number {
            Some(n) => t[n.len()..].trim_start(),
            None => t,
        }
    }

    /// A test is a numbered command; only those with an expectation are
    /// judged.
    pub fn is_test(&self) -> bool {
        self.number.is_some()
    }
}

/// A parsed suite.
#[derive(Clone, Debug, Default)]
pub struct Suite {
    /// Every command, in file order.
    pub commands: Vec<Command>,
    /// `line N: problem` for each questionable line.
    pub warnings: Vec<String>,
}

impl Suite {
    /// The tests that are judged (numbered, with an expectation).
    pub fn judged(&self) -> impl Iterator<Item = (&Command, &Expectation)> {
        self.commands
            .iter()
            .filter_map(|c| c.expect.as_ref().map(|e| (c, e)))
    }
}

/// The GTP id a command line starts with, if any: digits followed by a
/// blank or the end of the line.
fn leading_number(line: &str) -> Option<&str> {
    let t = line.trim_start();
    let end = t.find(|c: char| !c.is_ascii_digit()).unwrap_or(t.len());
    let rest = &t[end..];
    (end > 0 && (rest.is_empty() || rest.starts_with(char::is_whitespace))).then(|| &t[..end])
}

/// Parses a suite's text.
pub fn parse(text: &str) -> Suite {
    let mut suite = Suite::default();
    for (i, raw) in text.lines().enumerate() {
        let line_no = i + 1;
        let line = raw.trim_end_matches('\r');
        let t = line.trim();
        if t.is_empty() {
            continue;
        }
        if t.starts_with("#?") {
            attach(&mut suite, line_no, t);
            continue;
        }
        if t.starts_with('#') {
            continue;
        }
        suite.commands.push(Command {
            line: line_no,
            text: line.to_string(),
            number: leading_number(line).map(str::to_string),
            expect: None,
        });
    }
    for c in &suite.commands {
        if let (Some(n), None) = (&c.number, &c.expect) {
            suite.warnings.push(format!(
                "line {}: test {n} has no `#?` expectation; its answer is not judged",
                c.line
            ));
        }
    }
    suite.warnings.sort_by_key(|w| line_of(w));
    suite
}

/// The line number a warning starts with, for ordering.
fn line_of(warning: &str) -> usize {
    warning
        .strip_prefix("line ")
        .and_then(|w| w.split(':').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or(0)
}

/// Gives the `#?` line to the latest command, which must be a test that
/// has no expectation yet.
fn attach(suite: &mut Suite, line_no: usize, text: &str) {
    let expect = match Expectation::parse(text) {
        Ok(e) => e,
        Err(why) => {
            suite.warnings.push(format!(
                "line {line_no}: malformed expectation `{text}` ({why}); ignored"
            ));
            return;
        }
    };
    let problem = match suite.commands.last_mut() {
        None => Some("comes before any command".to_string()),
        Some(c) if c.number.is_none() => Some(format!(
            "follows the unnumbered command `{}`",
            c.text.trim()
        )),
        Some(c) if c.expect.is_some() => Some(format!(
            "is a second expectation for test {}",
            c.number.as_deref().unwrap_or("")
        )),
        Some(c) => {
            if let Some(why) = expect.regex_error() {
                suite.warnings.push(format!(
                    "line {line_no}: `{text}` is not a valid regular expression, \
                     so it matches nothing: {}",
                    why.lines().last().unwrap_or(why)
                ));
            }
            c.expect = Some(expect);
            None
        }
    };
    if let Some(p) = problem {
        suite.warnings.push(format!(
            "line {line_no}: the expectation `{text}` {p}; ignored"
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SUITE: &str = "\
# A comment
boardsize 9

play b e5   # trailing comment, sent as is
1 color e5
#? [black]
  # indented comment
2 is_legal w e5
# a comment between a test and its expectation
#? [0]*

loadsgf games/x.sgf 12
10 countlib e5
#? [!0]
3 name\r
#?[Megane|GNU Go]&\r
";

    #[test]
    fn setup_and_tests() {
        let s = parse(SUITE);
        assert!(s.warnings.is_empty(), "{:?}", s.warnings);
        let texts: Vec<_> = s.commands.iter().map(|c| c.text.as_str()).collect();
        assert_eq!(
            texts,
            [
                "boardsize 9",
                "play b e5   # trailing comment, sent as is",
                "1 color e5",
                "2 is_legal w e5",
                "loadsgf games/x.sgf 12",
                "10 countlib e5",
                "3 name",
            ]
        );
        let numbers: Vec<_> = s.commands.iter().map(|c| c.number.as_deref()).collect();
        assert_eq!(
            numbers,
            [
                None,
                None,
                Some("1"),
                Some("2"),
                None,
                Some("10"),
                Some("3")
            ]
        );
        let lines: Vec<_> = s.commands.iter().map(|c| c.line).collect();
        assert_eq!(lines, [2, 4, 5, 8, 12, 13, 15]);
        let judged: Vec<_> = s
            .judged()
            .map(|(c, e)| (c.command().to_string(), e.to_string()))
            .collect();
        assert_eq!(
            judged,
            [
                ("color e5".into(), "[black]".into()),
                ("is_legal w e5".into(), "[0]*".into()),
                ("countlib e5".into(), "[!0]".into()),
                ("name".into(), "[Megane|GNU Go]&".into()),
            ] as [(String, String); 4]
        );
        assert!(s.commands[0].expect.is_none() && !s.commands[0].is_test());
    }

    #[test]
    fn numbers_need_a_blank_after_them() {
        assert_eq!(leading_number("101 eval_eye A1"), Some("101"));
        assert_eq!(leading_number("  7\tname"), Some("7"));
        assert_eq!(leading_number("7"), Some("7"));
        assert_eq!(leading_number("7name"), None);
        assert_eq!(leading_number("name 7"), None);
        assert_eq!(leading_number(""), None);
    }

    #[test]
    fn missing_expectation() {
        let s = parse("1 name\n2 version\n#? [1]\n3 name\n");
        assert_eq!(s.judged().count(), 1);
        assert_eq!(s.commands.len(), 3);
        assert_eq!(
            s.warnings,
            [
                "line 1: test 1 has no `#?` expectation; its answer is not judged",
                "line 4: test 3 has no `#?` expectation; its answer is not judged",
            ]
        );
    }

    #[test]
    fn misplaced_expectations() {
        let s = parse("#? [1]\nboardsize 9\n#? [2]\n1 name\n#? [a]\n#? [b]\n");
        let judged: Vec<_> = s.judged().map(|(_, e)| e.pattern.clone()).collect();
        assert_eq!(judged, ["a"]);
        assert_eq!(s.warnings.len(), 3, "{:?}", s.warnings);
        assert!(s.warnings[0].starts_with("line 1: ") && s.warnings[0].contains("before any"));
        assert!(s.warnings[1].starts_with("line 3: ") && s.warnings[1].contains("unnumbered"));
        assert!(s.warnings[2].starts_with("line 6: ") && s.warnings[2].contains("second"));
    }

    #[test]
    fn malformed_expectations_are_warned_about() {
        let s = parse("1 name\n#? Megane\n2 name\n#? [(]\n");
        assert_eq!(
            s.judged().count(),
            1,
            "an invalid regex still judges (and fails)"
        );
        assert_eq!(s.warnings.len(), 3, "{:?}", s.warnings);
        assert!(s.warnings[0].starts_with("line 1: test 1 has no"));
        assert!(s.warnings[1].starts_with("line 2: malformed"));
        assert!(s.warnings[2].starts_with("line 4: ") && s.warnings[2].contains("regular"));
    }

    #[test]
    fn empty_and_comment_only_files() {
        assert!(parse("").commands.is_empty());
        let s = parse("# nothing\n\n   \n# at all\n");
        assert!(s.commands.is_empty() && s.warnings.is_empty());
    }
}
