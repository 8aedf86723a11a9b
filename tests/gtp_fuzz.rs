//! Property tests: whatever bytes arrive, every command line gets exactly
//! one well-formed answer and the engine stays alive.

mod common;
use megane::engine::Engine;
use megane::gtp::Session;
use proptest::prelude::*;

/// Words that make random lines likely to reach real handlers.
const WORDS: &[&str] = &[
    "play",
    "genmove",
    "undo",
    "boardsize",
    "komi",
    "b",
    "w",
    "black",
    "white",
    "pass",
    "A1",
    "d4",
    "T19",
    "Z25",
    "z0",
    "i5",
    "loadsgf",
    "fixed_handicap",
    "set_free_handicap",
    "place_free_handicap",
    "showboard",
    "countlib",
    "findlib",
    "is_legal",
    "all_legal",
    "clear_board",
    "-1",
    "0",
    "1",
    "2",
    "9",
    "19",
    "25",
    "1e9",
    "6.5",
    "#",
    "\t",
    "time_left",
    "kgs-time_settings",
    "byoyomi",
    "echo",
    "list_stones",
    "captures",
    "color",
    "nonexistent.sgf",
    "99999999999999999999999",
    "known_command",
    "last_move",
    "move_history",
    "eye_data",
    "half_eye_data",
    "eval_eye",
    "topological_eye",
    "trymove",
    "popgo",
];

fn well_formed(answer: &str) -> bool {
    let ok_start = answer.starts_with('=') || answer.starts_with('?');
    let body = &answer[..answer.len() - 2];
    ok_start && answer.ends_with("\n\n") && !body.contains("\n\n")
}

fn line_strategy() -> impl Strategy<Value = Vec<u8>> {
    prop_oneof![
        proptest::collection::vec(any::<u8>(), 0..80),
        proptest::collection::vec(proptest::sample::select(WORDS), 0..6)
            .prop_map(|ws| ws.join(" ").into_bytes()),
        (
            0u32..1000,
            proptest::collection::vec(proptest::sample::select(WORDS), 1..5)
        )
            .prop_map(|(id, ws)| format!("{id} {}", ws.join(" ")).into_bytes()),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, .. ProptestConfig::default() })]

    /// In-process: each line yields no answer (blank/comment) or exactly
    /// one well-formed answer, and the board stays consistent.
    #[test]
    fn every_line_gets_a_well_formed_answer(lines in proptest::collection::vec(line_strategy(), 1..40)) {
        let mut session = Session::new(Engine::new(5));
        for line in &lines {
            let mut raw = line.clone();
            raw.retain(|&b| b != b'\n');
            if let Some(answer) = session.handle_line(&raw) {
                prop_assert!(well_formed(&answer), "{:?} -> {:?}", String::from_utf8_lossy(&raw), answer);
            }
            if session.finished() {
                break;
            }
            prop_assert!(session.engine.game.board().validate().is_ok());
        }
    }
}

/// The binary, fed a stream of random lines, answers one response per
/// command line and exits cleanly at EOF.
#[test]
fn binary_survives_random_streams() {
    let mut runner = proptest::test_runner::TestRunner::new(ProptestConfig {
        cases: 20,
        ..ProptestConfig::default()
    });
    let strategy = proptest::collection::vec(line_strategy(), 1..200);
    runner
        .run(&strategy, |lines| {
            let mut e = common::Engine::start();
            let mut expected = 0;
            let mut session = Session::new(Engine::new(1));
            let mut stream = Vec::new();
            for line in &lines {
                let mut raw = line.clone();
                raw.retain(|&b| b != b'\n');
                if raw.windows(4).any(|w| w == b"quit") {
                    continue;
                }
                if session.handle_line(&raw).is_some() {
                    expected += 1;
                }
                stream.extend_from_slice(&raw);
                stream.push(b'\n');
            }
            let mut stdin = e.take_stdin();
            let writer = std::thread::spawn(move || {
                use std::io::Write;
                let _ = stdin.write_all(&stream);
            });
            for _ in 0..expected {
                let a = e.read_answer();
                prop_assert!(well_formed(&a), "{a:?}");
            }
            writer.join().unwrap();
            let (rest, status) = e.finish();
            prop_assert_eq!(rest, "");
            prop_assert!(status.success());
            Ok(())
        })
        .unwrap();
}
