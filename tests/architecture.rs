//! The layering of `src/` as ARCHITECTURE.md draws it, checked from the
//! code's own `crate::` and `super::` paths: each layer uses only layers
//! below it, the GTP edge reaches the Go only through the engine, and no
//! two files of one folder use each other in a circle.
//!
//! Test code (`tests.rs` files and everything after `#[cfg(test)]`) and
//! comments are left out: tests may build whatever they need.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The layers, lowest first. `regress` (the `.tst` runner) stands apart
/// and uses none of them.
const LAYERS: &[&str] = &[
    "board", "game", "reading", "worms", "eyes", "optics", "dragons", "analysis", "player",
    "engine", "gtp",
];

/// What the GTP edge may not reach past the engine.
const NOT_FROM_GTP: &[&str] = &["player", "reading", "optics", "dragons", "analysis"];

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// Every `.rs` file under `dir`, test files left out.
fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            files(&p, out);
        } else if p.extension().is_some_and(|e| e == "rs")
            && p.file_name().is_some_and(|n| n != "tests.rs")
        {
            out.push(p);
        }
    }
}

/// The code of a file without comments and without its test module.
fn code(path: &Path) -> String {
    let text = std::fs::read_to_string(path).unwrap();
    let text = text.split("#[cfg(test)]").next().unwrap_or("");
    text.lines()
        .filter(|l| !l.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The names that follow each `prefix` in `code` (`crate::NAME`).
fn names_after<'a>(code: &'a str, prefix: &str) -> BTreeSet<&'a str> {
    code.match_indices(prefix)
        .filter(|(i, _)| {
            // Not part of a longer path such as `megane::crate`.
            *i == 0 || !code.as_bytes()[i - 1].is_ascii_alphanumeric()
        })
        .map(|(i, _)| {
            let rest = &code[i + prefix.len()..];
            let end = rest
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                .unwrap_or(rest.len());
            &rest[..end]
        })
        .filter(|n| !n.is_empty())
        .collect()
}

/// The top-level module a file belongs to (`src/gtp/args.rs` -> `gtp`).
fn layer_of(path: &Path) -> String {
    let rel = path.strip_prefix(src()).unwrap();
    let first = rel.iter().next().unwrap().to_string_lossy().to_string();
    first.trim_end_matches(".rs").to_string()
}

fn all_files() -> Vec<PathBuf> {
    let mut out = Vec::new();
    files(&src(), &mut out);
    out
}

#[test]
fn each_layer_uses_only_layers_below_it() {
    let mut wrong = Vec::new();
    for path in all_files() {
        let layer = layer_of(&path);
        let Some(rank) = LAYERS.iter().position(|l| *l == layer) else {
            continue;
        };
        for used in names_after(&code(&path), "crate::") {
            match LAYERS.iter().position(|l| *l == used) {
                Some(r) if r > rank => wrong.push(format!("{} uses {used}", path.display())),
                _ => {}
            }
        }
    }
    assert!(wrong.is_empty(), "arrows running up:\n{}", wrong.join("\n"));
}

#[test]
fn the_gtp_edge_reaches_the_go_only_through_the_engine() {
    let mut wrong = Vec::new();
    for path in all_files().into_iter().filter(|p| layer_of(p) == "gtp") {
        for used in names_after(&code(&path), "crate::") {
            if NOT_FROM_GTP.contains(&used) {
                wrong.push(format!("{} uses crate::{used}", path.display()));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn no_circle_of_files_in_a_folder() {
    // Edges between sibling files (`super::x` or `crate::dir::x`).
    let mut edges: BTreeMap<PathBuf, BTreeSet<PathBuf>> = BTreeMap::new();
    for path in all_files() {
        let dir = path.parent().unwrap().to_path_buf();
        let stem = path.file_stem().unwrap().to_string_lossy().to_string();
        if stem == "mod" || stem == "lib" || stem == "main" {
            continue;
        }
        let code = code(&path);
        let dir_name = dir.file_name().unwrap().to_string_lossy().to_string();
        let mut used = names_after(&code, "super::");
        used.extend(names_after(&code, &format!("crate::{dir_name}::")));
        for name in used {
            let sibling = dir.join(format!("{name}.rs"));
            if sibling.exists() && sibling != path {
                edges.entry(path.clone()).or_default().insert(sibling);
            }
        }
    }
    // Depth-first search for a back edge.
    fn visit(
        at: &PathBuf,
        edges: &BTreeMap<PathBuf, BTreeSet<PathBuf>>,
        state: &mut BTreeMap<PathBuf, u8>,
        stack: &mut Vec<PathBuf>,
    ) -> Option<Vec<PathBuf>> {
        state.insert(at.clone(), 1);
        stack.push(at.clone());
        for next in edges.get(at).into_iter().flatten() {
            match state.get(next) {
                Some(1) => {
                    let from = stack.iter().position(|p| p == next).unwrap();
                    return Some(stack[from..].to_vec());
                }
                Some(_) => {}
                None => {
                    if let Some(c) = visit(next, edges, state, stack) {
                        return Some(c);
                    }
                }
            }
        }
        stack.pop();
        state.insert(at.clone(), 2);
        None
    }
    let mut state = BTreeMap::new();
    for start in edges.keys() {
        if !state.contains_key(start) {
            let circle = visit(start, &edges, &mut state, &mut Vec::new());
            assert!(circle.is_none(), "files in a circle: {circle:?}");
        }
    }
}
