//! GTP-level tests of `dragon_data`: GNU Go's layout (a `VERTEX:` line,
//! then `name value` lines padded to 24 columns), the fields Megane
//! prints, and what it answers for an empty, an invalid or no vertex.

mod common;
use common::Engine;

/// A 9x9 position with a dragon of each status: white's corner group
/// (the straight three B1 C1 D1, critical at C1), black's dead H2 J2, and
/// two alive walls.
const MIXED: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/regress/games/dragons_mixed.sgf"
);

/// The fields `dragon_data` prints, in GNU Go's order.
const FIELDS: [&str; 15] = [
    "color",
    "origin",
    "size",
    "effective_size",
    "owl_status",
    "status",
    "neighbors",
    "hostile_neighbors",
    "owl_attack_code",
    "owl_attack_point",
    "owl_attack_certain",
    "owl_defense_code",
    "owl_defense_point",
    "owl_defense_certain",
    "strings",
];

/// One `VERTEX:` block, split into its header vertex and its fields.
struct Record {
    vertex: String,
    fields: Vec<(String, String)>,
}

impl Record {
    fn get(&self, name: &str) -> &str {
        &self
            .fields
            .iter()
            .find(|(n, _)| n == name)
            .unwrap_or_else(|| panic!("no {name} in {}", self.vertex))
            .1
    }

    /// A list field's vertices.
    fn list(&self, name: &str) -> Vec<String> {
        self.get(name)
            .split_whitespace()
            .map(String::from)
            .collect()
    }
}

/// The records of a `dragon_data` answer, each line checked against
/// GNU Go's layout.
fn records(answer: &str) -> Vec<Record> {
    let mut out: Vec<Record> = Vec::new();
    for line in answer.lines() {
        if let Some(v) = line.strip_suffix(':') {
            assert!(!v.contains(' '), "header {line:?}");
            out.push(Record {
                vertex: v.to_string(),
                fields: Vec::new(),
            });
            continue;
        }
        // The name, padded with spaces to column 24, then the value;
        // lists end with a space after each vertex, as GNU Go's do.
        let (name, value) = line.split_at(24.min(line.len()));
        assert_eq!(name.trim_end().len(), name.trim_end().trim().len());
        assert!(name.ends_with(' '), "padded name in {line:?}");
        let name = name.trim_end().to_string();
        if name == "neighbors" || name == "strings" {
            assert!(value.is_empty() || value.ends_with(' '), "{line:?}");
        }
        out.last_mut()
            .expect("a header first")
            .fields
            .push((name, value.to_string()));
    }
    for r in &out {
        let names: Vec<&str> = r.fields.iter().map(|(n, _)| n.as_str()).collect();
        assert_eq!(names, FIELDS, "{}", r.vertex);
    }
    out
}

#[test]
fn every_dragon_has_a_record_in_gnu_gos_layout() {
    // The reader by its nodes alone: answers that do not depend on load.
    let mut e = Engine::start_with(&["--owl-seconds", "0"]);
    e.ok(&format!("loadsgf {MIXED}"));
    let all = records(&e.ok("dragon_data"));
    let stones: Vec<Vec<String>> = e
        .ok("dragon_stones")
        .lines()
        .map(|l| l.split_whitespace().map(String::from).collect())
        .collect();
    assert_eq!(all.len(), stones.len());
    let statuses = e.ok("dragon_status");
    for (r, stones) in all.iter().zip(&stones) {
        // Headed by the origin, in dragon_stones' order; the size and
        // the strings are its stones'.
        assert_eq!(r.vertex, r.get("origin"));
        assert_eq!(r.vertex, stones[0]);
        assert_eq!(r.get("size"), stones.len().to_string());
        let strings = r.list("strings");
        assert!(!strings.is_empty() && strings.iter().all(|s| stones.contains(s)));
        let worms: usize = strings
            .iter()
            .map(|s| e.ok(&format!("worm_stones {s}")).split_whitespace().count())
            .sum();
        assert_eq!(worms, stones.len(), "{}: the strings cover it", r.vertex);
        assert_eq!(e.ok(&format!("color {}", r.vertex)), r.get("color"));
        // The status is dragon_status's, the owl points its critical
        // points.
        let status = r.get("status");
        assert_eq!(r.get("owl_status"), status);
        let line = format!("{}: {status}", r.vertex);
        let said = statuses
            .lines()
            .find(|l| l.starts_with(&format!("{}:", r.vertex)))
            .unwrap();
        assert!(said.starts_with(&line), "{said} / {line}");
        match status {
            "alive" => {
                assert_eq!(r.get("owl_attack_code"), "0");
                assert_eq!(r.get("owl_defense_code"), "0");
            }
            "dead" => {
                assert_ne!(r.get("owl_attack_code"), "0");
                assert_eq!(r.get("owl_defense_code"), "0");
            }
            _ => {
                let expect = format!(
                    "{line} {} {}",
                    r.get("owl_attack_point"),
                    r.get("owl_defense_point")
                );
                assert_eq!(said, expect);
            }
        }
        for certain in ["owl_attack_certain", "owl_defense_certain"] {
            assert!(["YES", "NO"].contains(&r.get(certain)));
        }
        // Neighbours are dragon origins; the hostile ones counted.
        let neighbors = r.list("neighbors");
        let hostile = neighbors
            .iter()
            .filter(|n| e.ok(&format!("color {n}")) != r.get("color"))
            .count();
        assert_eq!(r.get("hostile_neighbors"), hostile.to_string());
        for n in neighbors {
            assert!(all.iter().any(|o| o.vertex == n), "{n} is an origin");
        }
    }
    // Each status is there, as the position was made.
    let status_of = |v: &str| all.iter().find(|r| r.vertex == v).unwrap().get("status");
    assert_eq!(status_of("A4"), "critical");
    assert_eq!(status_of("H2"), "dead");
    assert_eq!(status_of("F9"), "alive");
    let corner = all.iter().find(|r| r.vertex == "A4").unwrap();
    assert_eq!(corner.get("owl_attack_point"), "C1");
    assert_eq!(corner.get("owl_defense_point"), "C1");
    assert_eq!(corner.get("owl_attack_code"), "5");
}

#[test]
fn one_stone_asks_for_its_dragon_under_its_own_name() {
    // The reader by its nodes alone: answers that do not depend on load.
    let mut e = Engine::start_with(&["--owl-seconds", "0"]);
    e.ok(&format!("loadsgf {MIXED}"));
    // A stone that is not the origin heads the record; the origin field
    // names the dragon, as in GNU Go.
    let one = records(&e.ok("dragon_data j2"));
    assert_eq!(one.len(), 1);
    assert_eq!(one[0].vertex, "J2");
    assert_eq!(one[0].get("origin"), "H2");
    let all = records(&e.ok("dragon_data"));
    let h2 = all.iter().find(|r| r.vertex == "H2").unwrap();
    assert_eq!(one[0].fields, h2.fields);
}

#[test]
fn empty_invalid_and_trial_positions() {
    let mut e = Engine::start();
    e.ok("boardsize 9");
    // No stones: no dragons.
    assert_eq!(e.ok("dragon_data"), "");
    // An empty point answers as GNU Go does.
    assert_eq!(e.ok("dragon_data E5"), "E5 empty");
    e.ok("play black E5");
    assert_eq!(e.ok("dragon_data d4"), "D4 empty");
    let one = records(&e.ok("dragon_data E5"));
    assert_eq!(one[0].get("neighbors"), "");
    assert_eq!(one[0].get("strings"), "E5 ");
    assert_eq!(one[0].get("status"), "alive");
    for bad in [
        "dragon_data Z9",
        "dragon_data J10",
        "dragon_data black",
        "dragon_data 5",
    ] {
        assert_eq!(e.send(bad), "? invalid coordinate\n\n", "{bad}");
    }
    // The dragons of the game's position only, as GNU Go.
    e.ok("trymove white D5");
    assert_eq!(
        e.send("dragon_data"),
        "? dragon data unavailable when stackp > 0\n\n"
    );
    e.ok("popgo");
    assert_eq!(records(&e.ok("dragon_data")).len(), 1);
}
