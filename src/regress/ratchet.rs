//! The ratchet: a small file of best pass counts, one `NAME COUNT` line per
//! suite (NAME is the file's basename), `#` comments and blank lines kept
//! as they are. A run fails when a suite's pass count falls below its line,
//! and raises the line when the count rises, so the file always holds the
//! best reached so far.

use std::fmt::Write as _;

#[derive(Clone, Debug, PartialEq, Eq)]
enum Line {
    /// A comment or blank line, kept verbatim.
    Other(String),
    Entry {
        name: String,
        best: usize,
    },
}

/// A parsed baseline file.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Baseline {
    lines: Vec<Line>,
}

/// What comparing one suite's count did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// No line yet: one was added.
    New,
    Same,
    /// Higher than the best: the line was raised from this.
    Raised(usize),
    /// Lower than this best: the run fails.
    Fell(usize),
}

impl Baseline {
    pub fn parse(text: &str) -> Result<Baseline, String> {
        let mut lines = Vec::new();
        for (i, line) in text.lines().enumerate() {
            let t = line.trim();
            if t.is_empty() || t.starts_with('#') {
                lines.push(Line::Other(line.to_string()));
                continue;
            }
            let bad = || format!("line {}: expected `NAME COUNT`, got `{t}`", i + 1);
            let mut words = t.split_whitespace();
            let (Some(name), Some(count), None) = (words.next(), words.next(), words.next()) else {
                return Err(bad());
            };
            let best = count.parse().map_err(|_| bad())?;
            lines.push(Line::Entry {
                name: name.to_string(),
                best,
            });
        }
        Ok(Baseline { lines })
    }

    /// The best count recorded for a suite.
    pub fn best(&self, name: &str) -> Option<usize> {
        self.lines.iter().find_map(|l| match l {
            Line::Entry { name: n, best } if n == name => Some(*best),
            _ => None,
        })
    }

    /// Compares a suite's pass count with its line, raising or adding the
    /// line when the count is higher or new.
    pub fn compare(&mut self, name: &str, passed: usize) -> Verdict {
        for l in &mut self.lines {
            if let Line::Entry { name: n, best } = l {
                if n == name {
                    let old = *best;
                    return match passed.cmp(&old) {
                        std::cmp::Ordering::Less => Verdict::Fell(old),
                        std::cmp::Ordering::Equal => Verdict::Same,
                        std::cmp::Ordering::Greater => {
                            *best = passed;
                            Verdict::Raised(old)
                        }
                    };
                }
            }
        }
        self.lines.push(Line::Entry {
            name: name.to_string(),
            best: passed,
        });
        Verdict::New
    }

    /// The file's text.
    pub fn render(&self) -> String {
        let mut out = String::new();
        for l in &self.lines {
            match l {
                Line::Other(t) => out.push_str(t),
                Line::Entry { name, best } => {
                    let _ = write!(out, "{name} {best}");
                }
            }
            out.push('\n');
        }
        out
    }
}

/// The report line for one suite.
pub fn verdict_line(name: &str, passed: usize, v: &Verdict) -> String {
    match v {
        Verdict::New => format!("ratchet: {name}: {passed} passed; no record yet, recorded"),
        Verdict::Same => format!("ratchet: {name}: {passed} passed, equal to the best"),
        Verdict::Raised(old) => {
            format!("ratchet: {name}: {passed} passed, above the best {old}; raised")
        }
        Verdict::Fell(best) => {
            format!("ratchet: {name}: {passed} passed, BELOW the best {best}; FAILED")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const FILE: &str = "# best so far\noptics.tst 3\n\nreading.tst   10\n";

    #[test]
    fn parse_and_render_keep_the_text() {
        let b = Baseline::parse(FILE).unwrap();
        assert_eq!(b.best("optics.tst"), Some(3));
        assert_eq!(b.best("reading.tst"), Some(10));
        assert_eq!(b.best("owl.tst"), None);
        assert_eq!(
            b.render(),
            "# best so far\noptics.tst 3\n\nreading.tst 10\n"
        );
        assert_eq!(Baseline::parse("").unwrap().render(), "");
    }

    #[test]
    fn compare_raises_keeps_and_fails() {
        let mut b = Baseline::parse(FILE).unwrap();
        assert_eq!(b.compare("optics.tst", 3), Verdict::Same);
        assert_eq!(b.compare("optics.tst", 2), Verdict::Fell(3));
        assert_eq!(b.best("optics.tst"), Some(3), "a fall changes nothing");
        assert_eq!(b.compare("reading.tst", 12), Verdict::Raised(10));
        assert_eq!(b.best("reading.tst"), Some(12));
        assert_eq!(b.compare("owl.tst", 0), Verdict::New);
        assert_eq!(
            b.render(),
            "# best so far\noptics.tst 3\n\nreading.tst 12\nowl.tst 0\n"
        );
        assert!(verdict_line("x", 1, &Verdict::Fell(2)).contains("FAILED"));
    }

    #[test]
    fn malformed_files() {
        assert!(Baseline::parse("optics.tst\n").is_err());
        assert!(Baseline::parse("optics.tst -1\n").is_err());
        assert!(Baseline::parse("optics.tst 1 2\n").is_err());
        let e = Baseline::parse("# ok\noptics.tst x\n").unwrap_err();
        assert!(e.starts_with("line 2:"), "{e}");
    }
}
