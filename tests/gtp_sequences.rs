//! A sequence fuzzer: random mixes of valid and invalid commands, chosen
//! from the whole command table with arguments that often make sense
//! (board sizes changing between searches, moves at tiny playout counts,
//! undo, loadsgf, trial moves, handicap, every analysis command). Every
//! line must get one well-formed answer, the board must stay consistent,
//! and nothing may panic.
//!
//! `cargo test` runs a bounded slice. The soak runs on demand for as long
//! as asked: `MEGANE_SOAK_SECONDS=600 cargo test --release --test
//! gtp_sequences -- --nocapture --exact soak` (or `make soak`), and prints how many
//! commands it ran.

use megane::engine::{DynamicKomiMode, Engine};
use megane::gtp::commands::COMMANDS;
use megane::gtp::Session;
use std::time::{Duration, Instant};

/// xorshift64*: the fuzzer's own generator, so that a failing seed can be
/// replayed.
struct Gen(u64);

impl Gen {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn pick<'a>(&mut self, xs: &[&'a str]) -> &'a str {
        xs[self.below(xs.len())]
    }
}

/// Commands weighted towards the ones that change the game or search.
const HOT: &[&str] = &[
    "boardsize",
    "clear_board",
    "play",
    "play",
    "play",
    "genmove",
    "genmove",
    "reg_genmove",
    "kgs-genmove_cleanup",
    "undo",
    "undo",
    "loadsgf",
    "trymove",
    "tryko",
    "popgo",
    "fixed_handicap",
    "place_free_handicap",
    "set_free_handicap",
    "komi",
    "final_score",
    "final_status_list",
    "top_moves",
];

/// A scratch folder of this test binary, holding copies of the suites'
/// games: loadsgf reads them there, and nothing the fuzzer does can
/// change a file of the project. The tests of one run share it, so none
/// can remove it when it ends; the folders of earlier runs whose process
/// is gone are removed instead, once a run.
fn scratch() -> std::path::PathBuf {
    static SWEEP: std::sync::Once = std::sync::Once::new();
    let tmp = std::env::temp_dir();
    SWEEP.call_once(|| {
        let gone = |pid: &str| {
            let proc_dir = std::path::Path::new("/proc");
            proc_dir.is_dir() && !proc_dir.join(pid).exists()
        };
        for entry in std::fs::read_dir(&tmp).into_iter().flatten().flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            if let Some(pid) = name.strip_prefix("megane-sequences-") {
                if gone(pid) {
                    let _ = std::fs::remove_dir_all(entry.path());
                }
            }
        }
    });
    let dir = tmp.join(format!("megane-sequences-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// One argument word: a colour, a vertex (sometimes off the board), a
/// number, a status, a file, or junk.
fn word(g: &mut Gen, size: usize, sgfs: &[String]) -> String {
    match g.below(12) {
        0..=1 => g
            .pick(&["b", "w", "black", "white", "B", "W", "x"])
            .to_string(),
        2..=5 => {
            let span = if g.below(8) == 0 { 26 } else { size.max(1) };
            let col = g.below(span);
            let letter = (b'A' + col as u8 + u8::from(col >= 8)) as char;
            format!("{letter}{}", 1 + g.below(span))
        }
        6 => g.pick(&["pass", "PASS", "resign"]).to_string(),
        7 => g
            .pick(&[
                "0", "1", "2", "3", "5", "7", "9", "13", "19", "-1", "26", "6.5", "1e9",
            ])
            .to_string(),
        8 => g
            .pick(&[
                "alive",
                "dead",
                "seki",
                "black_territory",
                "dame",
                "nonsense",
            ])
            .to_string(),
        9 if !sgfs.is_empty() => sgfs[g.below(sgfs.len())].clone(),
        9 => "/nonexistent.sgf".to_string(),
        10 => g
            .pick(&["true", "false", "ownership", "interval", "maxmoves", "10"])
            .to_string(),
        _ => g
            .pick(&["", "%", "é", "\t", "-", "xyz", "A0", "Z99"])
            .to_string(),
    }
}

/// A command line: a command from the table (more often a hot one) with
/// zero to four argument words.
fn line(g: &mut Gen, size: usize, sgfs: &[String]) -> String {
    let name = if g.below(2) == 0 {
        g.pick(HOT)
    } else {
        COMMANDS[g.below(COMMANDS.len())].name
    };
    if name == "quit" || name == "analyze_eyegraph" && g.below(4) != 0 {
        return "name".to_string();
    }
    // echo_err's copy on standard error would only bury the soak's report.
    let name = if name == "echo_err" { "echo" } else { name };
    if name == "printsgf" {
        // Written only into the scratch folder, never over a test file.
        let file = scratch().join("out.sgf");
        return format!("printsgf {}", file.display());
    }
    let n = match name {
        "play" | "trymove" | "tryko" | "is_legal" => 2,
        "boardsize" => {
            // Mostly small boards, so the searches stay quick.
            let s = g.pick(&["1", "2", "3", "5", "7", "9", "9", "13", "19", "0", "26"]);
            return format!("boardsize {s}");
        }
        _ => g.below(5),
    };
    let args: Vec<String> = (0..n).map(|_| word(g, size, sgfs)).collect();
    format!("{name} {}", args.join(" "))
}

fn well_formed(answer: &str) -> bool {
    let ok_start = answer.starts_with('=') || answer.starts_with('?');
    ok_start && answer.ends_with("\n\n") && !answer[..answer.len() - 2].contains("\n\n")
}

/// Runs one random sequence of `len` lines from `seed`; returns the number
/// of command lines answered.
fn run_sequence(seed: u64, len: usize, sgfs: &[String]) -> usize {
    let mut g = Gen(seed | 1);
    let mut engine = Engine::new(seed);
    // Tiny searches: the fuzzer tests sequences, not strength.
    engine.player.options.playouts = Some(1 + g.below(40) as u64);
    // Some sequences ponder between commands, for up to 200 playouts.
    engine.player.options.ponder = seed.is_multiple_of(3);
    // And some search for a dynamic komi in every game, or never.
    engine.player.dynamic_komi.mode = match seed % 4 {
        0 => DynamicKomiMode::Adaptive,
        1 => DynamicKomiMode::Off,
        2 => DynamicKomiMode::Auto,
        _ => DynamicKomiMode::Handicap,
    };
    let mut session = Session::new(engine);
    let mut answered = 0;
    for _ in 0..len {
        let size = session.engine.game.size();
        let text = line(&mut g, size, sgfs);
        let answer = session
            .handle_line(text.as_bytes())
            .unwrap_or_else(|| panic!("seed {seed}: no answer to {text:?}"));
        assert!(well_formed(&answer), "seed {seed}: {text:?} -> {answer:?}");
        if let Err(e) = session.engine.game.board().validate() {
            panic!("seed {seed}: board broken after {text:?}: {e}");
        }
        let looks = std::cell::Cell::new(g.below(200));
        session.engine.ponder(&|| {
            looks.set(looks.get().saturating_sub(1));
            looks.get() == 0
        });
        answered += 1;
    }
    answered
}

/// Copies of (up to 40 of) the suites' games in the scratch folder.
fn sgf_files() -> Vec<String> {
    let games = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("regress/games");
    let mut files: Vec<std::path::PathBuf> = std::fs::read_dir(games)
        .map(|d| {
            d.filter_map(|e| e.ok())
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|e| e == "sgf"))
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    files.truncate(40);
    let dir = scratch();
    files
        .iter()
        .filter_map(|f| {
            let copy = dir.join(f.file_name()?);
            std::fs::copy(f, &copy).ok()?;
            Some(copy.display().to_string())
        })
        .collect()
}

#[test]
fn random_command_sequences_never_break_the_engine() {
    let sgfs = sgf_files();
    let mut total = 0;
    for seed in 1..=24u64 {
        total += run_sequence(seed * 7919, 80, &sgfs);
    }
    assert_eq!(total, 24 * 80);
}

/// The soak: as many sequences as `MEGANE_SOAK_SECONDS` allows (none when
/// it is not set).
#[test]
fn soak() {
    let Some(secs) = std::env::var("MEGANE_SOAK_SECONDS")
        .ok()
        .and_then(|s| s.parse::<u64>().ok())
    else {
        return;
    };
    let sgfs = sgf_files();
    let start = Instant::now();
    let (mut commands, mut sequences) = (0, 0u64);
    let base = std::env::var("MEGANE_SOAK_SEED")
        .ok()
        .and_then(|s| s.parse::<u64>().ok())
        .unwrap_or(1_000_003);
    while start.elapsed() < Duration::from_secs(secs) {
        commands += run_sequence(base + sequences, 200, &sgfs);
        sequences += 1;
    }
    println!(
        "soak: {commands} commands in {sequences} sequences, {:.0} s, no panic",
        start.elapsed().as_secs_f64()
    );
}

/// The binary, fed random sequences with `# interrupt` lines among them,
/// answers every command line well-formed and exits cleanly at EOF.
#[test]
fn binary_answers_sequences_with_interrupts() {
    use std::io::{BufRead, BufReader, Write};
    use std::process::{Command, Stdio};
    let sgfs = sgf_files();
    for seed in 1..=4u64 {
        let mut g = Gen(seed * 104_729);
        let mut text = String::new();
        let mut expected = 0;
        for _ in 0..60 {
            if g.below(6) == 0 {
                text.push_str("# interrupt\n");
            }
            text.push_str(&line(&mut g, 9, &sgfs));
            text.push('\n');
            expected += 1;
        }
        let mut child = Command::new(env!("CARGO_BIN_EXE_megane"))
            .args(["--playouts", "30", "--seed", &seed.to_string()])
            // Even seeds ponder: every line is read ahead, so the end of
            // the input is what stops the last pondering.
            .args(if seed.is_multiple_of(2) {
                &["--ponder"][..]
            } else {
                &[]
            })
            .current_dir(scratch())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("megane starts");
        let mut stdin = child.stdin.take().unwrap();
        let writer = std::thread::spawn(move || {
            let _ = stdin.write_all(text.as_bytes());
        });
        let mut out = BufReader::new(child.stdout.take().unwrap());
        let mut answers = 0;
        let mut answer = String::new();
        let mut l = String::new();
        while out.read_line(&mut l).unwrap() > 0 {
            answer.push_str(&l);
            if l == "\n" {
                assert!(well_formed(&answer), "seed {seed}: {answer:?}");
                answers += 1;
                answer.clear();
            }
            l.clear();
        }
        writer.join().unwrap();
        assert!(child.wait().unwrap().success(), "seed {seed}");
        assert_eq!(answers, expected, "seed {seed}");
    }
}
