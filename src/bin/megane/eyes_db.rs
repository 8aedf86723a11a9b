//! `megane eyes-db`: generating Megane's database and checking a GNU
//! Go-format database against it.

use megane::eyes::db::{parse, Database};
use megane::eyes::generate::{generate, Family};
use megane::eyes::lookup::{Oracle, Source};
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
pub fn check(reference: &[megane::eyes::db::Pattern], name: &str) -> String {
    let mut out = String::new();
    let mut oracle = Oracle::new();
    let (mut values, mut points) = (0, 0);
    let mut classes: std::collections::BTreeMap<Difference, usize> = Default::default();
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
        let class = if same_value {
            String::new()
        } else {
            let c = classify(p);
            *classes.entry(c).or_default() += 1;
            format!(" [{}]", c.name())
        };
        let _ = writeln!(
            out,
            "{} {} megane {} ({}): value {}, points {}{class}",
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
    let listed: Vec<String> = classes
        .iter()
        .map(|(c, k)| format!("{} {k}", c.name()))
        .collect();
    let _ = writeln!(out, "CLASSES {name}: {}", listed.join(", "));
    out
}

/// Why a reference pattern's value is not Megane's, tried in this order.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Difference {
    /// Some other filling of the `x` vertices (as `X`) gives the file's
    /// value: the file claims a value for every filling that holds for
    /// some only.
    Wildcard,
    /// An empty vertex whose every neighbour is an attacker stone: the
    /// file's value counts a move there that is suicide.
    Suicide,
    /// The file's value is the local game's under other surroundings
    /// (fewer outer liberties, or ko threats for one side): a cautious
    /// value for a shape whose life depends on what is around it.
    Surroundings,
    /// None of the above: the hand-entered value is not the local game's.
    Value,
}

impl Difference {
    pub fn name(self) -> &'static str {
        match self {
            Difference::Wildcard => "wildcard",
            Difference::Suicide => "suicide",
            Difference::Surroundings => "surroundings",
            Difference::Value => "value",
        }
    }
}

/// Whether an attacker stone at empty vertex `i` would join only
/// attacker stones whose one liberty inside the graph is `i`: with the
/// defender's wall all around, a suicide.
fn fills_last_liberty(g: &megane::eyes::graph::EyeGraph, i: usize) -> bool {
    let stone = |j: usize| g.vertices[j].kind.has_stone();
    let mut group: Vec<usize> = (0..g.len())
        .filter(|&j| j != i && g.adjacent(i, j))
        .collect();
    if group.is_empty() || !group.iter().all(|&j| stone(j)) {
        return false;
    }
    let mut k = 0;
    while k < group.len() {
        let at = group[k];
        for j in (0..g.len()).filter(|&j| j != at && g.adjacent(at, j)) {
            if j != i && !stone(j) {
                return false;
            }
            if stone(j) && !group.contains(&j) {
                group.push(j);
            }
        }
        k += 1;
    }
    true
}

/// Most wildcards whose fillings are all read (2^n graphs).
const MAX_WILDCARDS_TRIED: usize = 6;

/// Classifies a pattern whose value differs from Megane's default reading.
pub fn classify(p: &megane::eyes::db::Pattern) -> Difference {
    use megane::eyes::graph::VertexKind;
    use megane::eyes::{analyze, Setting};
    let value_of =
        |g: &megane::eyes::graph::EyeGraph, s: Setting| analyze(g, s).ok().map(|a| a.value);
    let wild: Vec<usize> = (0..p.graph.len()).filter(|&i| p.wildcards[i]).collect();
    if !wild.is_empty() && wild.len() <= MAX_WILDCARDS_TRIED {
        for mask in 1..(1u32 << wild.len()) {
            let mut g = p.graph.clone();
            for (bit, &i) in wild.iter().enumerate() {
                if mask >> bit & 1 == 1 {
                    let v = &mut g.vertices[i];
                    v.kind = if v.kind.is_marginal() {
                        VertexKind::MarginalStone
                    } else {
                        VertexKind::Stone
                    };
                }
            }
            if value_of(&g, Setting::DEFAULT) == Some(p.value) {
                return Difference::Wildcard;
            }
        }
    }
    let g = &p.graph;
    let suicide =
        (0..g.len()).any(|i| g.vertices[i].kind == VertexKind::Eye && fills_last_liberty(g, i));
    if suicide {
        return Difference::Suicide;
    }
    let settings = (0..=2).flat_map(|libs| (-1..=1).map(move |k| (libs, k)));
    for (libs, threats) in settings.filter(|&s| s != (2, 0)) {
        if Setting::new(libs, threats).and_then(|s| value_of(g, s)) == Some(p.value) {
            return Difference::Surroundings;
        }
    }
    Difference::Value
}

/// Loads `--eyes-db PATH`.
pub fn load(path: &str) -> Result<Database, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    Database::from_text(&text, path).map_err(|e| e.to_string())
}
