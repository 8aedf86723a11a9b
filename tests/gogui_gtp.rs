//! GTP-level tests of GoGui's extensions: `gogui-analyze_commands`, the
//! setup commands, and every `gfx` answer checked against GoGui's drawing
//! grammar (known keywords, vertices on the board, known colours).

mod common;
use common::Engine;

/// White eye spaces of several values on a 9x9 board, a dead black stone.
const GAME: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/regress/games/optics_values_a.sgf"
);
/// A half eye in the centre of a 9x9 board.
const HALF: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/regress/games/optics_center_half.sgf"
);

/// The drawing keywords GoGui understands in a `gfx` answer.
const KEYWORDS: [&str; 12] = [
    "BLACK",
    "CIRCLE",
    "CLEAR",
    "COLOR",
    "INFLUENCE",
    "LABEL",
    "MARK",
    "SQUARE",
    "TEXT",
    "TRIANGLE",
    "VAR",
    "WHITE",
];

/// The colour names GoGui knows, besides `#rrggbb`.
const COLORS: [&str; 10] = [
    "black", "blue", "cyan", "green", "gray", "magenta", "pink", "red", "white", "yellow",
];

fn is_vertex(word: &str, size: usize) -> bool {
    let upper = word.to_ascii_uppercase();
    let mut chars = upper.chars();
    let Some(letter) = chars.next() else {
        return false;
    };
    let columns: Vec<char> = "ABCDEFGHJKLMNOPQRSTUVWXYZ".chars().take(size).collect();
    let row: Option<usize> = chars.as_str().parse().ok();
    columns.contains(&letter) && row.is_some_and(|r| (1..=size).contains(&r))
}

fn is_color(word: &str) -> bool {
    COLORS.contains(&word)
        || word.len() == 7
            && word.starts_with('#')
            && word[1..].chars().all(|c| c.is_ascii_hexdigit())
}

/// Panics unless every line of `answer` is a drawing command GoGui can
/// show on a `size` board; returns the lines split into words.
fn check_gfx(answer: &str, size: usize) -> Vec<Vec<String>> {
    let mut lines = Vec::new();
    for line in answer.lines() {
        let words: Vec<String> = line.split_whitespace().map(String::from).collect();
        let keyword = words.first().map(String::as_str).unwrap_or("");
        assert!(
            KEYWORDS.contains(&keyword),
            "unknown gfx keyword in {line:?}"
        );
        let args = &words[1..];
        match keyword {
            "TEXT" => assert!(!args.is_empty(), "empty TEXT: {line:?}"),
            "LABEL" => {
                assert!(
                    args.len().is_multiple_of(2) && !args.is_empty(),
                    "LABEL pairs: {line:?}"
                );
                for pair in args.chunks(2) {
                    assert!(is_vertex(&pair[0], size), "LABEL vertex in {line:?}");
                }
            }
            "VAR" => {
                assert!(
                    args.len().is_multiple_of(2) && !args.is_empty(),
                    "VAR pairs: {line:?}"
                );
                for pair in args.chunks(2) {
                    assert!(
                        ["b", "w"].contains(&pair[0].to_lowercase().as_str()),
                        "{line:?}"
                    );
                    assert!(is_vertex(&pair[1], size) || pair[1].eq_ignore_ascii_case("pass"));
                }
            }
            "COLOR" => {
                assert!(args.len() >= 2, "COLOR needs a colour and points: {line:?}");
                assert!(is_color(&args[0]), "unknown colour in {line:?}");
                assert!(args[1..].iter().all(|w| is_vertex(w, size)), "{line:?}");
            }
            _ => {
                assert!(!args.is_empty(), "no points: {line:?}");
                assert!(
                    args.iter().all(|w| is_vertex(w, size)),
                    "bad vertex in {line:?}"
                );
            }
        }
        lines.push(words);
    }
    lines
}

/// The points a gfx answer gives for one keyword.
fn points_of(lines: &[Vec<String>], keyword: &str) -> Vec<String> {
    lines
        .iter()
        .filter(|w| w[0] == keyword)
        .flat_map(|w| w[1..].to_vec())
        .collect()
}

#[test]
fn analyze_commands_are_well_formed_and_known() {
    let mut e = Engine::start();
    let list = e.ok("gogui-analyze_commands");
    let types = [
        "gfx", "string", "hstring", "pstring", "hpstring", "plist", "none", "sboard", "cboard",
    ];
    for line in list.lines() {
        let parts: Vec<&str> = line.splitn(3, '/').collect();
        assert_eq!(parts.len(), 3, "type/label/command: {line:?}");
        assert!(types.contains(&parts[0]), "type of {line:?}");
        let command = parts[2].split_whitespace().next().unwrap();
        assert_eq!(e.ok(&format!("known_command {command}")), "true", "{line}");
    }
    // Each placeholder GoGui fills in is one GoGui defines.
    assert!(list
        .split(|c: char| c.is_whitespace() || c == '/')
        .filter(|w| w.starts_with('%'))
        .all(|w| ["%c", "%m", "%p", "%s"].contains(&w)));
}

#[test]
fn every_gfx_command_draws_valid_markup() {
    let mut e = Engine::start();
    e.ok(&format!("loadsgf {GAME}"));
    let size = 9;
    for command in [
        "megane-eye_spaces black",
        "megane-eye_spaces white",
        "megane-half_eyes",
        "megane-vital_points black",
        "megane-vital_points white",
        "megane-eval_eye A1",
        "megane-eval_eye B3",
        "megane-eval_eye E5",
        "megane-capturable_worms",
    ] {
        let answer = e.ok(command);
        let lines = check_gfx(&answer, size);
        assert_eq!(
            lines.last().unwrap()[0],
            "TEXT",
            "{command} ends with its summary"
        );
    }
}

#[test]
fn eye_space_drawing_agrees_with_eye_data() {
    let mut e = Engine::start();
    e.ok(&format!("loadsgf {GAME}"));
    let lines = check_gfx(&e.ok("megane-eye_spaces white"), 9);
    // Every coloured point is in white's eye space, with the origin of the
    // colour group it is drawn in; every marked point is marginal.
    for line in lines.iter().filter(|w| w[0] == "COLOR") {
        let origin_of = |e: &mut Engine, v: &str| {
            e.ok(&format!("eye_data white {v}"))
                .lines()
                .next()
                .unwrap()
                .to_string()
        };
        let first = origin_of(&mut e, &line[2]);
        assert!(!first.ends_with("PASS"));
        for v in &line[3..] {
            assert_eq!(
                origin_of(&mut e, v),
                first,
                "{v} in the space of {}",
                line[2]
            );
        }
    }
    for v in points_of(&lines, "MARK") {
        let data = e.ok(&format!("eye_data white {v}"));
        assert!(data.contains("\nmarginal             1"), "{v}: {data}");
    }
    // Each label is the value eye_data prints at that origin.
    let labels = points_of(&lines, "LABEL");
    assert!(!labels.is_empty());
    for pair in labels.chunks(2) {
        let data = e.ok(&format!("eye_data white {}", pair[0]));
        assert!(
            data.contains(&format!("\nvalue                {}", pair[1])),
            "{data}"
        );
    }
}

#[test]
fn eval_eye_drawing_matches_eval_eye() {
    let mut e = Engine::start();
    e.ok(&format!("loadsgf {GAME}"));
    for v in ["A1", "B1", "B3", "E3", "E5", "H9", "J1"] {
        let plain = e.ok(&format!("eval_eye {v}"));
        let lines = check_gfx(&e.ok(&format!("megane-eval_eye {v}")), 9);
        let text = lines.last().unwrap()[1..].join(" ");
        if plain == "-1" {
            assert!(text.ends_with("is in no eye space"), "{v}: {text}");
            continue;
        }
        let numbers: Vec<&str> = plain.split_whitespace().collect();
        // The words give eval_eye's two numbers in order.
        let count = |n: &str| match n {
            "0" => "no eye".to_string(),
            "1" => "1 eye".to_string(),
            n => format!("{n} eyes"),
        };
        let first = text
            .find(&count(numbers[0]))
            .expect("first number in words");
        let second = text
            .rfind(&count(numbers[1]))
            .expect("second number in words");
        assert!(first <= second, "{v}: {text}");
        if numbers.len() == 4 {
            assert_eq!(points_of(&lines, "TRIANGLE"), vec![numbers[2].to_string()]);
            assert_eq!(points_of(&lines, "SQUARE"), vec![numbers[3].to_string()]);
        }
    }
}

#[test]
fn capturable_worms_are_the_attackable_ones() {
    let mut e = Engine::start();
    e.ok(&format!("loadsgf {GAME}"));
    let lines = check_gfx(&e.ok("megane-capturable_worms"), 9);
    let red = lines.iter().filter(|w| w[0] == "COLOR" && w[1] == "red");
    for v in red.flat_map(|w| w[2..].to_vec()) {
        let data = e.ok(&format!("worm_data {v}"));
        assert!(!data.contains("attack_code          0\n"), "{v}: {data}");
        assert!(data.contains("defense_code         0\n"), "{v}: {data}");
    }
}

#[test]
fn half_eye_drawing_matches_half_eye_data() {
    let mut e = Engine::start();
    e.ok(&format!("loadsgf {HALF}"));
    let lines = check_gfx(&e.ok("megane-half_eyes"), 9);
    let labels = points_of(&lines, "LABEL");
    assert!(!labels.is_empty(), "the position has a half eye");
    for pair in labels.chunks(2) {
        let data = e.ok(&format!("half_eye_data {}", pair[0]));
        assert!(
            data.starts_with(&format!("value                {}", pair[1])),
            "{data}"
        );
        assert!(
            data.contains("HALF_EYE") || data.contains("FALSE_EYE"),
            "{data}"
        );
        for a in data.lines().filter(|l| l.starts_with("attack_point")) {
            let p = a.split_whitespace().last().unwrap().to_string();
            assert!(points_of(&lines, "TRIANGLE").contains(&p), "{p} drawn");
        }
    }
}

#[test]
fn eye_table_lists_every_space_of_both_colours() {
    let mut e = Engine::start();
    e.ok(&format!("loadsgf {GAME}"));
    let table = e.ok("megane-eye_table");
    let rows: Vec<Vec<&str>> = table
        .lines()
        .skip(1)
        .map(|l| l.split_whitespace().collect())
        .collect();
    let white = check_gfx(&e.ok("megane-eye_spaces white"), 9);
    let origins = points_of(&white, "LABEL");
    let white_rows: Vec<&Vec<&str>> = rows.iter().filter(|r| r[0] == "white").collect();
    assert_eq!(white_rows.len(), origins.len() / 2);
    for (row, pair) in white_rows.iter().zip(origins.chunks(2)) {
        assert_eq!((row[1], row[4]), (pair[0].as_str(), pair[1].as_str()));
    }
}

#[test]
fn setup_places_stones_and_player() {
    let mut e = Engine::start();
    e.ok("boardsize 9");
    e.ok("gogui-setup b C3 w D4 b E5");
    assert_eq!(e.ok("list_stones black"), "E5 C3");
    assert_eq!(e.ok("list_stones white"), "D4");
    e.ok("gogui-setup_player w");
    assert!(e.ok("printsgf").contains("PL[W]"));
    // A move hands the turn on as usual.
    e.ok("play w A1");
    assert!(!e.ok("printsgf").contains("PL["));
}

#[test]
fn bad_setup_changes_nothing() {
    let mut e = Engine::start();
    e.ok("boardsize 9");
    e.ok("play b E5");
    for bad in [
        "gogui-setup b C3", // board not empty
        "gogui-setup b",    // no point
        "gogui-setup x C3", // not a colour
        "gogui-setup_player purple",
    ] {
        assert!(e.send(bad).starts_with('?'), "{bad}");
        assert_eq!(e.ok("list_stones black"), "E5", "{bad}");
    }
    e.ok("clear_board");
    for bad in [
        "gogui-setup b Z9",
        "gogui-setup b C3 w C3",
        "gogui-setup b C3 w",
    ] {
        assert!(e.send(bad).starts_with('?'), "{bad}");
        assert_eq!(e.ok("list_stones black"), "", "{bad}");
    }
}

#[test]
fn search_drawing_labels_candidates_and_leaves_the_position() {
    let mut e = Engine::start_with(&["--playouts", "300"]);
    e.ok("boardsize 9");
    e.ok("play b E5");
    let lines = check_gfx(&e.ok("megane-search_gfx w"), 9);
    let labels = points_of(&lines, "LABEL");
    assert!(!labels.is_empty());
    for pair in labels.chunks(2) {
        let pct: f64 = pair[1].trim_end_matches('%').parse().unwrap();
        assert!((0.0..=100.0).contains(&pct), "{pair:?}");
        assert_eq!(e.ok(&format!("color {}", pair[0])), "empty");
    }
    // The variation starts with white, the side searched for.
    let var = lines.iter().find(|w| w[0] == "VAR").expect("a variation");
    assert!(var[1].eq_ignore_ascii_case("w"));
    assert_eq!(e.ok("list_stones black"), "E5");
    assert_eq!(e.ok("list_stones white"), "");
    assert!(e.send("megane-search_gfx purple").starts_with("? "));
}

#[test]
fn live_graphics_go_to_stderr_while_the_search_runs() {
    use std::io::{Read, Write};
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_megane"))
        .args(["--playouts", "1000000000"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("megane starts");
    let mut stdin = child.stdin.take().unwrap();
    stdin
        .write_all(b"boardsize 9\nmegane-search_gfx b\n")
        .unwrap();
    stdin.flush().unwrap();
    // Standard error is read on a thread; the interrupt goes once two live
    // drawings have come (however loaded the machine), or after a minute.
    let (tx, rx) = std::sync::mpsc::channel::<String>();
    let stderr = child.stderr.take().unwrap();
    let reader = std::thread::spawn(move || {
        use std::io::BufRead;
        let mut all = String::new();
        for line in std::io::BufReader::new(stderr).lines() {
            let line = line.unwrap_or_default();
            if line == "gogui-gfx:" {
                let _ = tx.send(line.clone());
            }
            all.push_str(&line);
            all.push('\n');
        }
        all
    });
    for _ in 0..2 {
        let _ = rx.recv_timeout(std::time::Duration::from_secs(60));
    }
    // GoGui's interrupt ends the search; the answer still comes.
    stdin.write_all(b"# interrupt\nquit\n").unwrap();
    drop(stdin);
    let mut out = String::new();
    child
        .stdout
        .take()
        .unwrap()
        .read_to_string(&mut out)
        .unwrap();
    let err = reader.join().unwrap();
    child.wait().unwrap();
    assert!(out.contains("\n= LABEL"), "{out}");
    let blocks: Vec<&str> = err.split("gogui-gfx:\n").skip(1).collect();
    assert!(blocks.len() >= 2, "live drawings while searching: {err}");
    for block in &blocks[..blocks.len() - 1] {
        let drawing = block.split("\n\n").next().unwrap();
        check_gfx(drawing, 9);
    }
    // The last one clears the board for the answer.
    assert!(blocks.last().unwrap().starts_with("CLEAR"));
}
