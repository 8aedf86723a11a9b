//! SGF through GTP: printsgf then loadsgf gives back the same position,
//! and a failed loadsgf changes nothing.

mod common;
use common::Engine;

fn position(e: &mut Engine) -> Vec<String> {
    [
        "query_boardsize",
        "list_stones black",
        "list_stones white",
        "captures b",
        "captures w",
        "get_komi",
        "move_history",
    ]
    .iter()
    .map(|c| e.ok(c))
    .collect()
}

#[test]
fn printsgf_then_loadsgf_round_trips() {
    let dir = std::env::temp_dir().join(format!("megane-sgf-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("game.sgf");
    let mut e = Engine::start_with(&["--seed", "11"]);
    e.ok("boardsize 9");
    e.ok("komi 6.5");
    e.ok("fixed_handicap 2");
    for _ in 0..30 {
        e.ok("genmove w");
        e.ok("genmove b");
    }
    e.ok("play w pass");
    let before = position(&mut e);
    let to_move = "black";
    e.ok(&format!("printsgf {}", file.display()));
    let mut other = Engine::start();
    assert_eq!(other.ok(&format!("loadsgf {}", file.display())), to_move);
    assert_eq!(position(&mut other), before);
    assert_eq!(other.ok("get_handicap"), "2");
    // The SGF printed to stdout is the same text.
    let printed = e.ok("printsgf");
    assert_eq!(
        printed.trim_end(),
        std::fs::read_to_string(&file).unwrap().trim_end()
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn failed_loadsgf_changes_nothing() {
    let dir = std::env::temp_dir().join(format!("megane-bad-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let bad = dir.join("bad.sgf");
    std::fs::write(&bad, "this is not an SGF file").unwrap();
    let mut e = Engine::start();
    e.ok("boardsize 9");
    e.ok("komi 7.5");
    e.ok("play b e5");
    let before = position(&mut e);
    let parse_error = e.send(&format!("loadsgf {}", bad.display()));
    assert!(
        parse_error.starts_with(&format!("? cannot open or parse '{}': ", bad.display())),
        "{parse_error:?}"
    );
    assert_eq!(
        e.send(&format!("loadsgf {}/missing.sgf", dir.display())),
        format!("? cannot open or parse '{}/missing.sgf'\n\n", dir.display())
    );
    assert_eq!(e.send("loadsgf"), "? missing filename\n\n");
    assert_eq!(position(&mut e), before);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn loadsgf_stops_at_move_number_or_vertex() {
    let dir = std::env::temp_dir().join(format!("megane-until-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let f = dir.join("g.sgf");
    std::fs::write(
        &f,
        "(;GM[1]FF[4]SZ[9]KM[7.5];B[cc];W[gg];B[cg];W[];B[gc];W[hg])",
    )
    .unwrap();
    let mut e = Engine::start();
    let path = f.display().to_string();
    assert_eq!(e.ok(&format!("loadsgf {path} 3")), "black");
    assert_eq!(e.ok("move_history"), "white G3\nblack C7");
    assert_eq!(e.ok(&format!("loadsgf {path} C3")), "black");
    assert_eq!(e.ok("move_history"), "white G3\nblack C7");
    assert_eq!(e.ok(&format!("loadsgf {path}")), "black");
    assert_eq!(e.ok("last_move"), "white H3");
    assert_eq!(e.ok("get_komi"), " 7.5");
    std::fs::remove_dir_all(&dir).unwrap();
}
