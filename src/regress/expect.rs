//! The `#? [RE]` expectation line of a `.tst` suite and how an answer is
//! judged against it.
//!
//! Grammar, after `#?` and optional blanks:
//!
//! ```text
//! [RE]      the answer must match RE
//! [!RE]     the answer must not match RE
//! [RE]*     as above, but the test is expected to fail (a known weakness)
//! [RE]&     the answer is not judged (it is only shown with --verbose)
//! ```
//!
//! RE runs from the first `[` to the last `]` of the line; blanks may sit
//! between the `]` and the flags.
//!
//! Matching follows GNU Go's own runners (regress.awk, regress.pl): the
//! pattern is wrapped as `^` + RE + `$` **without a group**, so a top-level
//! alternation anchors only its ends. `[1 T15|O13|P12]` means "starts with
//! `1 T15`, or contains `O13`, or ends with `P12`", and GNU Go's suites are
//! scored with that reading (reading.tst tests 27 and 64 pass only so). Group
//! the alternatives, `[1 (T15|O13|P12)]`, to mean a whole answer.
//!
//! The answer is the first line of the reply body: the text after `=` or
//! `?` and the command's id, with surrounding blanks removed. Error replies
//! are matched the same way, on their message (`? illegal move` gives the
//! answer `illegal move`), as GNU Go's runners do.

use regex::Regex;
use std::fmt;

/// One parsed `#?` line.
#[derive(Clone, Debug)]
pub struct Expectation {
    /// The pattern as written, without the leading `!`.
    pub pattern: String,
    /// `[!RE]`: the test passes when the answer does not match.
    pub negate: bool,
    /// `[RE]*`: the test is expected to fail.
    pub expect_failure: bool,
    /// `[RE]&`: the answer is not judged.
    pub ignore: bool,
    /// The compiled `^RE$`, or why it does not compile.
    regex: Result<Regex, String>,
}

/// How one test came out.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Matched, as expected (`passed` in GNU Go's reports).
    Passed,
    /// Matched although marked `*` (`PASSED`): a weakness was fixed.
    UnexpectedPass,
    /// Did not match, and was marked `*` (`failed`).
    ExpectedFailure,
    /// Did not match, unmarked (`FAILED`): something broke.
    UnexpectedFailure,
    /// No answer: the engine died or timed out before answering.
    Unanswered,
    /// `&`: not judged, not counted.
    Ignored,
}

impl Outcome {
    /// The word used in reports, GNU Go's where it has one.
    pub fn label(self) -> &'static str {
        match self {
            Outcome::Passed => "passed",
            Outcome::UnexpectedPass => "PASSED (unexpected)",
            Outcome::ExpectedFailure => "failed (expected)",
            Outcome::UnexpectedFailure => "FAILED",
            Outcome::Unanswered => "UNANSWERED",
            Outcome::Ignored => "not judged",
        }
    }

    /// Results a non-verbose report shows: the surprises.
    pub fn is_surprise(self) -> bool {
        matches!(
            self,
            Outcome::UnexpectedPass | Outcome::UnexpectedFailure | Outcome::Unanswered
        )
    }
}

impl Expectation {
    /// Parses a whole `#?` line (leading blanks allowed).
    pub fn parse(line: &str) -> Result<Expectation, String> {
        let rest = line
            .trim()
            .strip_prefix("#?")
            .ok_or("an expectation line starts with `#?`")?
            .trim_start();
        let inner = rest.strip_prefix('[').ok_or("expected `[` after `#?`")?;
        let close = inner.rfind(']').ok_or("missing `]`")?;
        let (body, flags) = (&inner[..close], inner[close + 1..].trim());
        if let Some(c) = flags.chars().find(|&c| c != '*' && c != '&') {
            return Err(format!(
                "unexpected `{c}` after `]` (only `*` and `&` may follow)"
            ));
        }
        let (negate, pattern) = match body.strip_prefix('!') {
            Some(p) => (true, p),
            None => (false, body),
        };
        Ok(Expectation::new(
            pattern,
            negate,
            flags.contains('*'),
            flags.contains('&'),
        ))
    }

    /// An expectation from its parts.
    pub fn new(pattern: &str, negate: bool, expect_failure: bool, ignore: bool) -> Expectation {
        let regex = Regex::new(&format!("^{pattern}$")).map_err(|e| e.to_string());
        Expectation {
            pattern: pattern.to_string(),
            negate,
            expect_failure,
            ignore,
            regex,
        }
    }

    /// Why the pattern is not a valid regular expression, if it is not.
    /// Such a pattern matches nothing (so `[!...]` always passes), as in
    /// GNU Go's Python reference runner.
    pub fn regex_error(&self) -> Option<&str> {
        self.regex.as_ref().err().map(String::as_str)
    }

    /// Whether the answer satisfies the pattern (negation applied).
    pub fn accepts(&self, answer: &str) -> bool {
        let hit = self.regex.as_ref().is_ok_and(|re| re.is_match(answer));
        hit != self.negate
    }

    /// The outcome of a test that got this answer.
    pub fn judge(&self, answer: &str) -> Outcome {
        if self.ignore {
            return Outcome::Ignored;
        }
        match (self.accepts(answer), self.expect_failure) {
            (true, false) => Outcome::Passed,
            (true, true) => Outcome::UnexpectedPass,
            (false, true) => Outcome::ExpectedFailure,
            (false, false) => Outcome::UnexpectedFailure,
        }
    }

    /// The outcome of a test that got no answer.
    pub fn unanswered(&self) -> Outcome {
        if self.ignore {
            Outcome::Ignored
        } else {
            Outcome::Unanswered
        }
    }
}

/// Shown as written: `[!RE]*`.
impl fmt::Display for Expectation {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        let bang = if self.negate { "!" } else { "" };
        let star = if self.expect_failure { "*" } else { "" };
        let amp = if self.ignore { "&" } else { "" };
        write!(f, "[{bang}{}]{star}{amp}", self.pattern)
    }
}

/// The answer a reply body is judged by: its first line, trimmed.
pub fn answer_of(body: &str) -> &str {
    body.lines().next().unwrap_or("").trim()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn e(line: &str) -> Expectation {
        Expectation::parse(line).unwrap()
    }

    #[test]
    fn plain_pattern_is_anchored() {
        let x = e("#? [1]");
        assert!(!x.negate && !x.expect_failure && !x.ignore);
        assert_eq!(x.judge("1"), Outcome::Passed);
        assert_eq!(x.judge("10"), Outcome::UnexpectedFailure);
        assert_eq!(x.judge("01"), Outcome::UnexpectedFailure);
        assert_eq!(x.judge(""), Outcome::UnexpectedFailure);
        assert_eq!(e("#? [1 1]").judge("1 1"), Outcome::Passed);
        assert_eq!(e("#? [1 1]").judge("1 1 A1"), Outcome::UnexpectedFailure);
    }

    #[test]
    fn alternatives() {
        let x = e("#? [1|2]");
        assert!(x.accepts("1") && x.accepts("2"));
        assert!(!x.accepts("3") && !x.accepts("") && !x.accepts("31"));
        // Ungrouped, as in GNU Go: `^1|2$` also takes "12" (`^1`) and "32" (`2$`).
        assert!(x.accepts("12") && x.accepts("32"));
        let x = e("#? [(1|2)]");
        assert!(x.accepts("1") && !x.accepts("12") && !x.accepts("32"));
        let x = e("#? [B14|D17]");
        assert!(x.accepts("B14") && x.accepts("D17") && !x.accepts("B1"));
        let x = e("#? [(2|3) P5]");
        assert!(x.accepts("2 P5") && x.accepts("3 P5") && !x.accepts("1 P5"));
    }

    /// `^` + RE + `$` with no group, as in GNU Go's runners: a top-level
    /// `|` anchors only the outer alternatives.
    #[test]
    fn top_level_alternation_anchors_only_its_ends() {
        let x = e("#? [1 T15|O13|P12]");
        assert!(x.accepts("1 T15"));
        assert!(x.accepts("1 P12"), "ends with P12");
        assert!(x.accepts("3 O13 x"), "contains O13");
        assert!(x.accepts("1 T15 A1"), "starts with 1 T15");
        assert!(!x.accepts("1 O16"));
        assert!(!x.accepts("0"));
    }

    #[test]
    fn negation() {
        let x = e("#? [!0]");
        assert!(x.negate);
        assert_eq!(x.pattern, "0");
        assert_eq!(x.judge("1 A1"), Outcome::Passed);
        assert_eq!(x.judge("0"), Outcome::UnexpectedFailure);
        assert_eq!(x.judge(""), Outcome::Passed);
        let x = e("#? [!P13|Q13]");
        assert!(!x.accepts("P13") && !x.accepts("Q13") && x.accepts("R13"));
    }

    #[test]
    fn stars_and_ampersands() {
        let x = e("#? [0]*");
        assert!(x.expect_failure && !x.ignore);
        assert_eq!(x.judge("1 A1"), Outcome::ExpectedFailure);
        assert_eq!(x.judge("0"), Outcome::UnexpectedPass);
        let x = e("#? [!1]*");
        assert_eq!(x.judge("1"), Outcome::ExpectedFailure);
        assert_eq!(x.judge("0"), Outcome::UnexpectedPass);
        let x = e("#? [0]&");
        assert!(x.ignore);
        assert_eq!(x.judge("0"), Outcome::Ignored);
        assert_eq!(x.judge("1"), Outcome::Ignored);
        assert_eq!(x.unanswered(), Outcome::Ignored);
        assert_eq!(e("#? [0]").unanswered(), Outcome::Unanswered);
        assert!(e("#? [0] * ").expect_failure);
    }

    #[test]
    fn multi_token_answers() {
        let x = e("#? [1 (S11|S13)]");
        assert_eq!(x.judge("1 S13"), Outcome::Passed);
        assert_eq!(x.judge("1 S11"), Outcome::Passed);
        assert_eq!(x.judge("1 S12"), Outcome::UnexpectedFailure);
        assert_eq!(x.judge("2 S13"), Outcome::UnexpectedFailure);
        assert_eq!(x.judge("1  S13"), Outcome::UnexpectedFailure);
        let x = e("#? [1 2 S11 (S11|S13)]");
        assert!(x.accepts("1 2 S11 S13") && !x.accepts("1 2 S13 S11"));
        let x = e("#? [0 1 (N16|N13) N16]*");
        assert_eq!(x.judge("0 1 N13 N16"), Outcome::UnexpectedPass);
        // Regex classes and repetition work too.
        let x = e("#? [[A-C][0-9]+ .*]");
        assert!(x.accepts("B12 whatever") && !x.accepts("D1 x"));
    }

    #[test]
    fn whitespace_handling() {
        // Blanks around the line, after `#?` and before the flags.
        let x = e("   #?[1]   ");
        assert_eq!(x.pattern, "1");
        let x = e("#?    [!P13]   *  ");
        assert!(x.negate && x.expect_failure);
        // Blanks inside the brackets are part of the pattern.
        let x = e("#? [ 1 ]");
        assert_eq!(x.pattern, " 1 ");
        assert!(!x.accepts("1"));
        // The answer is the reply body's first line, trimmed.
        assert_eq!(answer_of("1 S13  "), "1 S13");
        assert_eq!(answer_of("  1 S13\nmore\nlines"), "1 S13");
        assert_eq!(answer_of(""), "");
        assert_eq!(answer_of("\nsecond"), "");
        assert!(e("#? [1 S13]").accepts(answer_of("1 S13 \r")));
    }

    #[test]
    fn brackets_inside_the_pattern() {
        // The pattern runs to the last `]`.
        let x = e("#? [[AB]1]*");
        assert_eq!(x.pattern, "[AB]1");
        assert!(x.expect_failure && x.accepts("A1") && !x.accepts("C1"));
    }

    #[test]
    fn malformed_lines() {
        assert!(Expectation::parse("#? 1").is_err());
        assert!(Expectation::parse("#? [1").is_err());
        assert!(Expectation::parse("#? [1]x").is_err());
        assert!(Expectation::parse("# [1]").is_err());
        // An invalid regex parses, matches nothing, and says why.
        let x = e("#? [(1]");
        assert!(x.regex_error().is_some());
        assert_eq!(x.judge("(1"), Outcome::UnexpectedFailure);
        assert_eq!(e("#? [!(1]").judge("(1"), Outcome::Passed);
        assert!(e("#? [1]").regex_error().is_none());
    }

    #[test]
    fn displays_as_written() {
        for line in ["[1 (S11|S13)]", "[!0]", "[0]*", "[x]&", "[!P13]*"] {
            assert_eq!(e(&format!("#? {line}")).to_string(), line);
        }
    }
}
