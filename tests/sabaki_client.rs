//! A real client: Sabaki's GTP library (`@sabaki/gtp`, from npm) attaches
//! the binary and runs tests/sabaki/check.js (attach, syncs with handicap
//! and undo, lz-genmove_analyze, lz-analyze and kata-analyze stopped as
//! Sabaki stops them). Runs only where `node` is on the PATH and the
//! library is installed (`npm ci --prefix tests/sabaki`); otherwise it says
//! so and passes.

use std::path::Path;
use std::process::Command;

#[test]
fn sabaki_gtp_library_attaches_and_analyses() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/sabaki");
    if !dir.join("node_modules/@sabaki/gtp").is_dir() {
        eprintln!("skipped: @sabaki/gtp not installed (npm ci --prefix tests/sabaki)");
        return;
    }
    let Ok(version) = Command::new("node").arg("--version").output() else {
        eprintln!("skipped: node not found");
        return;
    };
    assert!(version.status.success(), "node --version failed");
    let out = Command::new("node")
        .arg(dir.join("check.js"))
        .arg(env!("CARGO_BIN_EXE_megane"))
        .output()
        .expect("node runs");
    let text = String::from_utf8_lossy(&out.stdout);
    let errors = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{text}{errors}");
    assert!(text.contains("all well-formed"), "{text}");
}
