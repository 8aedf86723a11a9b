//! `megane eyes-db`: generating Megane's database and checking a GNU
//! Go-format database against it.

use super::db::{parse, Database};
use super::generate::{generate, Family};
use super::lookup::{Oracle, Source};
use std::fmt::Write;

pub const USAGE: &str =
    "usage: megane eyes-db generate [--max-cells N] [--max-margins N] [--max-stones N]
       megane eyes-db check REFERENCE.db

generate  writes the database of a family of eye graphs to standard output
          (defaults: the family of patterns/eyes.db); a summary goes to stderr.
check     for every pattern of a GNU Go-format database, whether Megane (its
          database in use, else its reading) gives the same value and vital
          points; one line per pattern, then a SUMMARY line.";

/// Runs `megane eyes-db ARGS`: the text for stdout, a note for stderr, or
/// an error message.
pub fn run(args: &[String]) -> Result<(String, String), String> {
    match args.first().map(String::as_str) {
        Some("generate") => {
            let mut family = Family::DEFAULT;
            let mut rest = args[1..].iter();
            while let Some(flag) = rest.next() {
                let value = rest
                    .next()
                    .and_then(|v| v.parse::<usize>().ok())
                    .ok_or_else(|| format!("{flag} needs a number"))?;
                match flag.as_str() {
                    "--max-cells" if (1..=8).contains(&value) => family.max_cells = value,
                    "--max-margins" => family.max_margins = value,
                    "--max-stones" => family.max_stones = value,
                    _ => return Err(format!("unknown option or value: {flag} {value}")),
                }
            }
            let t = std::time::Instant::now();
            let g = generate(family);
            let note = format!(
                "{} graphs solved, {} not realizable, {} patterns in {:.1} s",
                g.solved,
                g.unrealizable,
                g.patterns,
                t.elapsed().as_secs_f64()
            );
            Ok((g.text, note))
        }
        Some("check") => {
            let [_, path] = args else {
                return Err("check takes one file".into());
            };
            let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
            let reference = parse(&text, path).map_err(|e| e.to_string())?;
            Ok((check(&reference, path), String::new()))
        }
        _ => Err(USAGE.into()),
    }
}

/// The check report: a line per reference pattern and a summary.
pub fn check(reference: &[super::db::Pattern], name: &str) -> String {
    let mut out = String::new();
    let mut oracle = Oracle::new();
    let (mut values, mut points) = (0, 0);
    for p in reference {
        let ours = oracle.answer(&p.graph);
        let same_value = ours.value == p.value;
        let sorted = |v: &[usize]| {
            let mut v = v.to_vec();
            v.sort_unstable();
            v
        };
        let same_points = sorted(&ours.attacks) == sorted(&p.attacks)
            && sorted(&ours.defenses) == sorted(&p.defenses);
        values += usize::from(same_value);
        points += usize::from(same_value && same_points);
        let _ = writeln!(
            out,
            "{} {} megane {} ({}): value {}, points {}",
            p.name,
            p.value,
            ours.value,
            ours.source.name(),
            if same_value { "same" } else { "DIFFERS" },
            if same_points { "same" } else { "differ" },
        );
    }
    let n = reference.len();
    let pct = |k: usize| {
        if n == 0 {
            0.0
        } else {
            100.0 * k as f64 / n as f64
        }
    };
    let count = |s: &[Source]| {
        s.iter()
            .map(|s| oracle.counts.get(s).copied().unwrap_or(0))
            .sum::<u64>()
    };
    let from_db = count(&[Source::Database]) as usize;
    let _ = writeln!(
        out,
        "SUMMARY {name}: {n} patterns (wildcards read as `.`); from Megane's database {from_db} \
         ({:.1}%), read {}, estimated {}; same value {values}/{n} = {:.2}%; same value and \
         vital points {points}/{n} = {:.2}%",
        pct(from_db),
        count(&[Source::Reading, Source::Remembered]),
        count(&[Source::Estimate]),
        pct(values),
        pct(points),
    );
    out
}

/// Loads `--eyes-db PATH`.
pub fn load(path: &str) -> Result<Database, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    Database::from_text(&text, path).map_err(|e| e.to_string())
}
