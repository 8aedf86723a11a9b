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

/// Positions whose eye spaces take every kind of value between them:
/// 9x9, 13x13 and 19x19, settled, threatened (`1222`, `0111`, `0112`,
/// `0001`, `1112`) and unsettled (`0011`, `0012`, `0022`, `0122`,
/// `1122`) spaces, spaces of value `0000`, half eyes, false eyes and
/// half eyes on a ko.
const POSITIONS: [&str; 9] = [
    "optics_values_a",
    "optics_values_b",
    "optics_values_c",
    "optics_values_d",
    "optics_values_e",
    "optics_center_half",
    "optics_ko_e2",
    "optics_dead_margin",
    "play_pyramid4_19",
];

fn game(name: &str) -> String {
    format!("{}/regress/games/{name}.sgf", env!("CARGO_MANIFEST_DIR"))
}

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

/// The `LABEL` pairs of a drawing, point and text.
fn labels_of(lines: &[Vec<String>]) -> Vec<(String, String)> {
    points_of(lines, "LABEL")
        .chunks(2)
        .map(|p| (p[0].clone(), p[1].clone()))
        .collect()
}

/// The status text: the words of the last line, `TEXT` left out.
fn text_of(lines: &[Vec<String>]) -> String {
    let last = lines.last().expect("a drawing");
    assert_eq!(last[0], "TEXT");
    last[1..].join(" ")
}

/// What GoGui needs to stay readable on a crowded 19x19 board: labels of
/// one or two characters, at most one of `MARK`, `TRIANGLE`, `SQUARE` and
/// `CIRCLE` on a point and, unless `labels_on_marks`, no label on a
/// marked point.
fn check_readable(lines: &[Vec<String>], what: &str, labels_on_marks: bool) {
    for (v, label) in labels_of(lines) {
        let n = label.chars().count();
        assert!((1..=2).contains(&n), "{what}: label {label:?} at {v}");
    }
    let mut marked = std::collections::HashMap::new();
    for keyword in ["MARK", "TRIANGLE", "SQUARE", "CIRCLE"] {
        for v in points_of(lines, keyword) {
            if let Some(other) = marked.insert(v.clone(), keyword) {
                panic!("{what}: {v} is marked both {other} and {keyword}");
            }
        }
    }
    if !labels_on_marks {
        for (v, label) in labels_of(lines) {
            assert!(
                !marked.contains_key(&v),
                "{what}: label {label} on the {} at {v}",
                marked[&v]
            );
        }
    }
}

/// One field of `eye_data COLOR VERTEX`.
fn eye_field(e: &mut Engine, color: &str, v: &str, field: &str) -> String {
    let data = e.ok(&format!("eye_data {color} {v}"));
    data.lines()
        .map(|l| l.split_whitespace().collect::<Vec<_>>())
        .find(|w| w[0] == field)
        .map(|w| w[1].to_string())
        .unwrap_or_else(|| panic!("no {field} in {data}"))
}

/// A row of `megane-eye_table`.
#[derive(Debug, Clone)]
struct Row {
    color: String,
    origin: String,
    value: String,
    label: String,
    status: String,
}

/// The rows of `megane-eye_table`, and its closing count per colour.
fn eye_table(e: &mut Engine) -> (Vec<Row>, Vec<String>) {
    let table = e.ok("megane-eye_table");
    let mut lines = table.lines();
    let header: Vec<&str> = lines.next().unwrap().split_whitespace().collect();
    assert_eq!(
        header,
        ["color", "origin", "points", "margins", "value", "label", "status"]
    );
    let (mut rows, mut counts) = (Vec::new(), Vec::new());
    for line in lines {
        let w: Vec<&str> = line.split_whitespace().collect();
        if w[0].ends_with(':') {
            counts.push(line.to_string());
            continue;
        }
        assert_eq!(w.len(), 7, "{line}");
        rows.push(Row {
            color: w[0].into(),
            origin: w[1].into(),
            value: w[4].into(),
            label: w[5].into(),
            status: w[6].into(),
        });
    }
    (rows, counts)
}

/// The digits `abcd` of an eye value, more than two eyes counting as two.
fn digits(value: &str) -> [u8; 4] {
    let d: Vec<u8> = value.bytes().map(|b| (b - b'0').min(2)).collect();
    [d[0], d[1], d[2], d[3]]
}

/// What the eye space table and the drawings call a value: `unsettled`
/// when the eyes depend on who moves first (b and c differ, as `eval_eye`
/// says), `threat` when only a second move in a row changes them, `none`
/// for `0000`, else `settled`.
fn status_of(value: &str) -> &'static str {
    let [a, b, c, d] = digits(value);
    if b != c {
        "unsettled"
    } else if a < b || c < d {
        "threat"
    } else if b == 0 {
        "none"
    } else {
        "settled"
    }
}

/// The label drawn for a value: the eyes, `-` when the attacker can
/// threaten one, `+` when the defender can threaten one more, `~` when
/// both can; two digits (attacker first, defender first) when it depends
/// on who moves first.
fn label_of(value: &str) -> String {
    let [a, b, c, d] = digits(value);
    if b != c {
        return format!("{b}{c}");
    }
    let suffix = match (a < b, c < d) {
        (true, true) => "~",
        (true, false) => "-",
        (false, true) => "+",
        (false, false) => "",
    };
    format!("{b}{suffix}")
}

/// A started engine with the named game loaded, and its board size.
/// The engine on a position; the life-and-death reader by its nodes alone
/// (no time limit), so that its answers, which the dragon drawings show,
/// do not depend on the machine's load.
fn load(name: &str) -> (Engine, usize) {
    let mut e = Engine::start_with(&["--owl-seconds", "0"]);
    e.ok(&format!("loadsgf {}", game(name)));
    let size = e.ok("query_boardsize").parse().unwrap();
    (e, size)
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
    // Each label is the short form of the value eye_data prints there.
    let labels = labels_of(&lines);
    assert!(!labels.is_empty());
    for (v, label) in labels {
        assert_eq!(label, label_of(&eye_field(&mut e, "white", &v, "value")));
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
        // The vital points: one circle where both sides play the same
        // point, else the attacker's triangle and the defender's square.
        let (attack, defense) = match numbers[..] {
            [_, _, a, d] => (a.to_string(), d.to_string()),
            _ => ("PASS".to_string(), "PASS".to_string()),
        };
        let drawn = |k: &str| points_of(&lines, k);
        let one = |p: &str| -> Vec<String> {
            [p].into_iter()
                .filter(|p| *p != "PASS")
                .map(String::from)
                .collect()
        };
        if attack == defense {
            assert_eq!(drawn("CIRCLE"), one(&attack), "{v}");
            assert!(drawn("TRIANGLE").is_empty() && drawn("SQUARE").is_empty());
        } else {
            assert_eq!(drawn("TRIANGLE"), one(&attack), "{v}");
            assert_eq!(drawn("SQUARE"), one(&defense), "{v}");
            assert!(drawn("CIRCLE").is_empty());
        }
        check_readable(&lines, v, false);
        // The label is the short value, on an empty point other than the
        // clicked one (GoGui marks that), unless the marks take every
        // point of the space.
        let value = text.split("value ").nth(1).unwrap()[..4].to_string();
        let named = format!(
            "{value} ({}), label {}:",
            status_of(&value),
            label_of(&value)
        );
        assert!(text.contains(&named), "{text}");
        // Red and yellow mean what they mean in "Vital points".
        let colour = points_of(&lines, "COLOR")[0].clone();
        match status_of(&value) {
            "unsettled" => assert_eq!(colour, "#ff9999"),
            "threat" => assert_eq!(colour, "#ffdd77"),
            _ => assert!(!["#ff9999", "#ffdd77"].contains(&colour.as_str())),
        }
        let space = points_of(&lines, "COLOR")[1..].to_vec();
        let labels = labels_of(&lines);
        match labels.len() {
            0 => {
                for p in space {
                    let marked = ["TRIANGLE", "SQUARE", "CIRCLE"]
                        .iter()
                        .any(|k| points_of(&lines, k).contains(&p));
                    assert!(p == v || marked, "{v}: {p} is free for the label");
                }
            }
            _ => {
                assert_eq!(labels, [(labels[0].0.clone(), label_of(&value))]);
                assert_ne!(labels[0].0, v);
                assert_eq!(e.ok(&format!("color {}", labels[0].0)), "empty");
            }
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
    let labels = labels_of(&lines);
    assert!(!labels.is_empty(), "the position has a half eye");
    for (v, label) in labels {
        // `h` a half eye, `f` a false eye, `k` where the value has the
        // fraction of a ko diagonal.
        let data = e.ok(&format!("half_eye_data {v}"));
        let value: f64 = data.split_whitespace().nth(1).unwrap().parse().unwrap();
        let kind = if data.contains("HALF_EYE") { "h" } else { "f" };
        assert!(data.contains("HALF_EYE") || data.contains("FALSE_EYE"));
        let ko = if value.fract() != 0.0 { "k" } else { "" };
        assert_eq!(label, format!("{kind}{ko}"), "{data}");
        // Attack points are triangles, defense points squares, a point
        // that is both a circle.
        let of = |l: &str| l.split_whitespace().last().unwrap().to_string();
        let both = points_of(&lines, "CIRCLE");
        for a in data.lines().filter(|l| l.starts_with("attack_point")) {
            let p = of(a);
            assert!(points_of(&lines, "TRIANGLE").contains(&p) || both.contains(&p));
        }
        for d in data.lines().filter(|l| l.starts_with("defense_point")) {
            let p = of(d);
            assert!(points_of(&lines, "SQUARE").contains(&p) || both.contains(&p));
        }
    }
    assert!(text_of(&lines).starts_with("h (yellow) = half eye (1)"));
}

#[test]
fn eye_table_lists_every_space_of_both_colours() {
    for name in POSITIONS {
        let (mut e, _) = load(name);
        let (rows, counts) = eye_table(&mut e);
        for color in ["black", "white"] {
            let mine: Vec<&Row> = rows.iter().filter(|r| r.color == color).collect();
            // Every row is a space of its colour, with eye_data's value,
            // the label the drawings give it and what it leaves open.
            for r in &mine {
                assert_eq!(eye_field(&mut e, color, &r.origin, "origin"), r.origin);
                assert_eq!(eye_field(&mut e, color, &r.origin, "value"), r.value);
                assert_eq!(r.status, status_of(&r.value), "{name} {r:?}");
                let label = if r.status == "none" {
                    ".".into()
                } else {
                    label_of(&r.value)
                };
                assert_eq!(r.label, label, "{name} {r:?}");
            }
            // The drawing colours every space not of value 0000 once.
            let lines = check_gfx(&e.ok(&format!("megane-eye_spaces {color}")), 19);
            let drawn = lines.iter().filter(|w| w[0] == "COLOR").count();
            assert_eq!(drawn, mine.iter().filter(|r| r.status != "none").count());
            let count = |s: &str| mine.iter().filter(|r| r.status == s).count();
            let line = format!(
                "{color}: {} unsettled, {} threat, {} settled, {} none",
                count("unsettled"),
                count("threat"),
                count("settled"),
                count("none")
            );
            assert!(counts.contains(&line), "{name}: {line} in {counts:?}");
        }
    }
}

#[test]
fn eye_drawings_are_readable() {
    for name in POSITIONS {
        let (mut e, size) = load(name);
        let (rows, _) = eye_table(&mut e);
        let mut commands: Vec<String> = [
            "megane-eye_spaces black",
            "megane-eye_spaces white",
            "megane-vital_points black",
            "megane-vital_points white",
            "megane-half_eyes",
            "megane-capturable_worms",
        ]
        .map(String::from)
        .to_vec();
        commands.extend(rows.iter().map(|r| format!("megane-eval_eye {}", r.origin)));
        for command in commands {
            let what = format!("{name}: {command}");
            let lines = check_gfx(&e.ok(&command), size);
            let half_eyes = command == "megane-half_eyes";
            // Two half eyes can be each other's contested diagonal.
            check_readable(&lines, &what, half_eyes);
            for (v, label) in labels_of(&lines) {
                let stone = e.ok(&format!("color {v}"));
                if stone == "empty" {
                    continue;
                }
                // Only the half eye drawing labels stones: an eye point
                // that holds a capturable stone of the other colour.
                assert!(
                    half_eyes,
                    "{what}: label {label} on the {stone} stone at {v}"
                );
                let owner = if stone == "black" { "white" } else { "black" };
                assert_ne!(eye_field(&mut e, owner, &v, "origin"), "PASS", "{what} {v}");
            }
        }
    }
}

#[test]
fn no_drawing_for_spaces_worth_nothing() {
    let mut zero = 0;
    for name in POSITIONS {
        let (mut e, size) = load(name);
        let (rows, _) = eye_table(&mut e);
        zero += rows.iter().filter(|r| r.value == "0000").count();
        for color in ["black", "white"] {
            for command in ["megane-eye_spaces", "megane-vital_points"] {
                let lines = check_gfx(&e.ok(&format!("{command} {color}")), size);
                let mut drawn: Vec<String> = Vec::new();
                for w in &lines {
                    match w[0].as_str() {
                        "COLOR" => drawn.extend(w[2..].iter().cloned()),
                        "MARK" => drawn.extend(w[1..].iter().cloned()),
                        "LABEL" => drawn.extend(w[1..].iter().step_by(2).cloned()),
                        _ => {}
                    }
                }
                for v in drawn {
                    let value = eye_field(&mut e, color, &v, "value");
                    assert_ne!(value, "0000", "{name}: {command} {color} draws {v}");
                }
            }
            // Every other space has its label, on one of its points.
            let lines = check_gfx(&e.ok(&format!("megane-eye_spaces {color}")), size);
            let labels = labels_of(&lines);
            for r in rows
                .iter()
                .filter(|r| r.color == color && r.status != "none")
            {
                let here = labels
                    .iter()
                    .filter(|(v, _)| eye_field(&mut e, color, v, "origin") == r.origin)
                    .map(|(_, l)| l.clone())
                    .collect::<Vec<_>>();
                assert_eq!(here, vec![r.label.clone()], "{name}: {r:?}");
            }
            // And the status text counts the others.
            let mine = rows.iter().filter(|r| r.color == color);
            let none = mine.clone().filter(|r| r.status == "none").count();
            let text = text_of(&lines);
            let count = match mine.count() {
                0 => format!("no {color} eye spaces"),
                n => format!("{none} of {n} {color} spaces are 0000, not drawn"),
            };
            assert!(text.ends_with(&count), "{name}: {text}");
        }
    }
    assert!(zero > 10, "the positions have spaces of value 0000");
}

#[test]
fn vital_points_agree_with_the_table() {
    let mut seen = Vec::new();
    for name in POSITIONS {
        let (mut e, size) = load(name);
        let (rows, _) = eye_table(&mut e);
        for color in ["black", "white"] {
            let mine: Vec<&Row> = rows.iter().filter(|r| r.color == color).collect();
            let unsettled: Vec<&&Row> = mine.iter().filter(|r| r.status == "unsettled").collect();
            let threats: Vec<&&Row> = mine.iter().filter(|r| r.status == "threat").collect();
            let lines = check_gfx(&e.ok(&format!("megane-vital_points {color}")), size);
            let text = text_of(&lines);
            // The count is the table's, and the spaces are named with
            // their values.
            let verb = if unsettled.len() == 1 {
                "depends"
            } else {
                "depend"
            };
            let head = format!(
                "{} of {} {color} spaces {verb} on who moves first",
                unsettled.len(),
                mine.len()
            );
            assert!(text.starts_with(&head), "{name}: {text}");
            if !threats.is_empty() {
                let part = format!("{} only on a second move in a row", threats.len());
                assert!(text.contains(&part), "{name}: {text}");
            }
            for r in unsettled.iter().chain(&threats).take(6) {
                assert!(
                    text.contains(&format!("{} {}", r.origin, r.value)),
                    "{text}"
                );
                seen.push(r.value.clone());
            }
            // One label per unsettled or threatened space, the table's,
            // on a red or a yellow space; none only where the vital points
            // take every point of the space.
            let labels = labels_of(&lines);
            let marks: Vec<String> = ["TRIANGLE", "SQUARE", "CIRCLE"]
                .iter()
                .flat_map(|k| points_of(&lines, k))
                .collect();
            for r in unsettled.iter().chain(&threats) {
                let space: Vec<String> = lines
                    .iter()
                    .filter(|w| w[0] == "COLOR" && w[2..].contains(&r.origin))
                    .flat_map(|w| w[2..].to_vec())
                    .collect();
                assert!(!space.is_empty(), "{name}: {r:?} drawn");
                let labelled = labels.iter().filter(|(v, _)| space.contains(v)).count();
                let free = space.iter().filter(|p| !marks.contains(p)).count();
                assert_eq!(labelled, usize::from(free > 0), "{name}: {r:?}");
            }
            for (v, label) in &labels {
                let origin = eye_field(&mut e, color, v, "origin");
                let row = mine.iter().find(|r| r.origin == origin).unwrap();
                assert_eq!(&row.label, label, "{name}: {row:?}");
                let background = if row.status == "unsettled" {
                    "#ff9999"
                } else {
                    "#ffdd77"
                };
                let coloured = lines
                    .iter()
                    .any(|w| w[0] == "COLOR" && w[1] == background && w[2..].contains(v));
                assert!(coloured, "{name}: {v} on {background}");
            }
            // Vital points are eval_eye's, for the unsettled spaces only.
            let (mut vital, mut complete): (Vec<String>, bool) = (Vec::new(), true);
            for r in &unsettled {
                // eval_eye reads a point in both colours' spaces as black's.
                let other = if color == "black" { "white" } else { "black" };
                if eye_field(&mut e, other, &r.origin, "origin") != "PASS" {
                    complete = false;
                    continue;
                }
                let answer = e.ok(&format!("eval_eye {}", r.origin));
                let words: Vec<&str> = answer.split_whitespace().collect();
                assert_eq!(words.len(), 4, "{name}: {r:?} has vital points");
                vital.extend(words[2..].iter().map(|w| w.to_string()));
            }
            for keyword in ["TRIANGLE", "SQUARE", "CIRCLE"] {
                for p in points_of(&lines, keyword) {
                    assert!(vital.contains(&p) || !complete, "{name}: {keyword} {p}");
                }
            }
        }
    }
    // Among them a space only a second attacker move takes an eye from,
    // listed as a threat, not as depending on who moves first.
    for value in ["1222", "0112", "0011", "1122", "0122"] {
        assert!(seen.iter().any(|v| v == value), "{value} in {seen:?}");
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

/// Positions with dragons of every status between them: dead, critical
/// (one point for both sides, or two; several critical dragons sharing
/// points), alive, on 9x9, 13x13 and 19x19 boards. `connect_miai` holds
/// critical dragons whose attack and defence points differ, with no point
/// both sides want (lone `A` and `D` labels).
const DRAGON_POSITIONS: [&str; 9] = [
    "dragons_mixed",
    "connect_miai",
    "ladder_breaker",
    "race_outside",
    "race_shared",
    "net_geta",
    "play_bulky5_13",
    "play_capture_two_13",
    "play_pyramid4_19",
];

/// One dragon as `dragon_status` and `dragon_stones` give it: origin,
/// stones, status word, and the attack and defence points of a critical
/// one.
#[derive(Debug)]
struct DragonRow {
    origin: String,
    stones: Vec<String>,
    status: String,
    attack: Option<String>,
    defense: Option<String>,
}

fn dragons(e: &mut Engine) -> Vec<DragonRow> {
    let stones = e.ok("dragon_stones");
    let statuses = e.ok("dragon_status");
    let point = |w: Option<&&str>| w.filter(|w| **w != "PASS").map(|w| w.to_string());
    stones
        .lines()
        .zip(statuses.lines())
        .map(|(s, st)| {
            let stones: Vec<String> = s.split_whitespace().map(String::from).collect();
            let words: Vec<&str> = st.split_whitespace().collect();
            assert_eq!(words[0], format!("{}:", stones[0]));
            DragonRow {
                origin: stones[0].clone(),
                stones,
                status: words[1].to_string(),
                attack: point(words.get(2)),
                defense: point(words.get(3)),
            }
        })
        .collect()
}

/// The points a gfx answer colours with `colour`.
fn coloured(lines: &[Vec<String>], colour: &str) -> Vec<String> {
    lines
        .iter()
        .filter(|w| w[0] == "COLOR" && w[1] == colour)
        .flat_map(|w| w[2..].to_vec())
        .collect()
}

fn sorted(mut v: Vec<String>) -> Vec<String> {
    v.sort();
    v.dedup();
    v
}

#[test]
fn dragon_status_drawing_colours_every_dragon_by_its_status() {
    let mut seen = Vec::new();
    for name in DRAGON_POSITIONS {
        let (mut e, size) = load(name);
        let rows = dragons(&mut e);
        let lines = check_gfx(&e.ok("megane-dragon_status"), size);
        check_readable(&lines, name, false);
        // Dead dragons red, critical ones yellow with their A and D
        // points, alive ones not coloured.
        let of = |status: &str| -> Vec<String> {
            rows.iter()
                .filter(|r| r.status == status)
                .flat_map(|r| r.stones.clone())
                .collect()
        };
        assert_eq!(
            sorted(coloured(&lines, "red")),
            sorted(of("dead")),
            "{name}"
        );
        let mut expected: Vec<(String, String)> = Vec::new();
        for r in rows.iter().filter(|r| r.status == "critical") {
            for (p, letter) in [(&r.attack, "A"), (&r.defense, "D")] {
                let Some(p) = p else { continue };
                match expected.iter_mut().find(|(q, _)| q == p) {
                    Some((_, l)) if !l.contains(letter) => *l = "AD".into(),
                    Some(_) => {}
                    None => expected.push((p.clone(), letter.into())),
                }
            }
        }
        let mut labels = labels_of(&lines);
        labels.sort();
        expected.sort();
        assert_eq!(labels, expected, "{name}");
        let mut yellow = of("critical");
        yellow.extend(expected.iter().map(|(p, _)| p.clone()));
        assert_eq!(sorted(coloured(&lines, "yellow")), sorted(yellow), "{name}");
        for (p, label) in &labels {
            assert_eq!(
                e.ok(&format!("color {p}")),
                "empty",
                "{name}: {label} at {p}"
            );
            seen.push(label.clone());
        }
        assert!(lines.iter().all(|w| w[0] != "VAR"));
        // The status bar counts them as dragon_status does and names the
        // critical ones with their points.
        let count = |s: &str| rows.iter().filter(|r| r.status == s).count();
        let head = format!(
            "{} dragons: {} critical (yellow), {} dead (red), {} alive",
            rows.len(),
            count("critical"),
            count("dead"),
            count("alive")
        );
        let text = text_of(&lines);
        assert!(text.starts_with(&head), "{name}: {text}");
        for r in rows.iter().filter(|r| r.status == "critical") {
            assert!(text.contains(&r.origin), "{name}: {text}");
            if let Some(a) = &r.attack {
                assert!(text.contains(&format!("attack {a}")), "{name}: {text}");
            }
        }
        for (status, _) in [("dead", 0), ("critical", 0), ("alive", 0)] {
            if count(status) > 0 {
                seen.push(status.to_string());
            }
        }
    }
    for wanted in ["dead", "critical", "alive", "A", "D", "AD"] {
        assert!(seen.iter().any(|s| s == wanted), "{wanted} in {seen:?}");
    }
}

#[test]
fn life_and_death_drawing_reads_the_clicked_dragon() {
    for name in DRAGON_POSITIONS {
        let (mut e, size) = load(name);
        let rows = dragons(&mut e);
        for r in &rows {
            // The origin, and the dragon's last stone (another name for
            // the same dragon).
            for v in [r.origin.clone(), r.stones.last().unwrap().clone()] {
                let what = format!("{name}: megane-life_death {v}");
                let lines = check_gfx(&e.ok(&format!("megane-life_death {v}")), size);
                check_readable(&lines, &what, false);
                let background = match r.status.as_str() {
                    "dead" => "red",
                    "critical" => "yellow",
                    _ => "#99ee99",
                };
                // The dragon's stones in the colour of its status, and the
                // labelled points with them.
                let colours: Vec<&Vec<String>> = lines.iter().filter(|w| w[0] == "COLOR").collect();
                assert_eq!(colours.len(), 1, "{what}");
                assert_eq!(colours[0][1], background, "{what}");
                let labels = labels_of(&lines);
                let mut expected = r.stones.clone();
                expected.extend(labels.iter().map(|(p, _)| p.clone()));
                assert_eq!(sorted(colours[0][2..].to_vec()), sorted(expected), "{what}");
                // The variation: the attacker first, turns alternating, on
                // distinct empty points, starting at the attack the status
                // names.
                let var: Vec<String> = points_of(&lines, "VAR");
                let stone = e.ok(&format!("color {v}"));
                let attacker = if stone == "black" { "w" } else { "b" };
                for (i, pair) in var.chunks(2).enumerate() {
                    let mover = if i % 2 == 0 { attacker } else { &stone[..1] };
                    assert_eq!(pair[0].to_lowercase(), mover, "{what}: {var:?}");
                    assert_eq!(e.ok(&format!("color {}", pair[1])), "empty", "{what}");
                }
                let var_points: Vec<&String> = var.iter().skip(1).step_by(2).collect();
                assert_eq!(
                    sorted(var_points.iter().map(|p| p.to_string()).collect()).len(),
                    var_points.len(),
                    "{what}"
                );
                if let Some(a) = &r.attack {
                    assert_eq!(var_points.first().copied(), Some(a), "{what}");
                }
                // Labels: the defence point alone, off the variation.
                for (p, label) in &labels {
                    assert!(!var_points.contains(&p), "{what}: {label} on the variation");
                    assert_eq!(e.ok(&format!("color {p}")), "empty");
                    match label.as_str() {
                        "D" => assert_eq!(r.defense.as_ref(), Some(p), "{what}"),
                        "A" => assert_eq!(r.attack.as_ref(), Some(p), "{what}"),
                        _ => panic!("{what}: label {label}"),
                    }
                }
                // The status bar: the dragon, its status, the codes.
                let text = text_of(&lines);
                let head = format!("{stone} dragon {} ({} stone", r.origin, r.stones.len());
                assert!(text.starts_with(&head), "{what}: {text}");
                assert!(
                    text.contains(&format!("): {};", r.status)),
                    "{what}: {text}"
                );
                match r.status.as_str() {
                    "alive" => assert!(text.contains("owl_attack 0"), "{text}"),
                    "dead" => assert!(text.contains("owl_defend 0"), "{text}"),
                    _ => {
                        let a = r.attack.clone().unwrap_or("PASS".into());
                        let d = r.defense.clone().unwrap_or("PASS".into());
                        assert!(text.contains(&format!(" {a}, owl_defend ")), "{text}");
                        assert!(text.contains(&format!(" {d}")), "{text}");
                    }
                }
            }
        }
    }
}

#[test]
fn life_and_death_on_an_empty_or_invalid_point() {
    let (mut e, size) = load("dragons_mixed");
    let lines = check_gfx(&e.ok("megane-life_death B1"), size);
    assert_eq!(lines.len(), 1);
    assert_eq!(
        text_of(&lines),
        "B1 is empty: click a stone to read its dragon"
    );
    for bad in [
        "megane-life_death",
        "megane-life_death Z9",
        "megane-life_death pass",
    ] {
        assert!(e.send(bad).starts_with("? "), "{bad}");
    }
    // The drawings describe the game's position, not a trial one.
    e.ok("trymove black B1");
    assert!(e.send("megane-dragon_status").starts_with("? "));
    assert!(e.send("megane-life_death A4").starts_with("? "));
    e.ok("popgo");
    // An empty board has no dragons to draw.
    e.ok("clear_board");
    let lines = check_gfx(&e.ok("megane-dragon_status"), size);
    assert_eq!(
        text_of(&lines),
        "0 dragons: 0 critical (yellow), 0 dead (red), 0 alive"
    );
}
