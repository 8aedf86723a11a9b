//! GoGui's extensions: the analyze command list, the board setup commands,
//! and Megane's eye analyses drawn as `gfx` answers.
//!
//! A `gfx` answer is one drawing command per line (GoGui's manual,
//! "Analyze Commands"): `COLOR color points`, `LABEL point text ...`,
//! `MARK`, `TRIANGLE`, `SQUARE`, `CIRCLE` with points, and `TEXT words`
//! for the status bar. Every drawing here only formats what the engine
//! already answers to `eye_data`, `half_eye_data`, `eval_eye` and
//! `worm_data`, so the pictures and the text commands never disagree.

use super::args::{arg_color, arg_vertex, err, no_trial_moves, Args, Reply};
use super::parse::{color, vertex};
use crate::board::{Color, Vertex};
use crate::engine::{urgency, Code, Engine, EyeData, EyeEval, Kind};

/// The analyze commands GoGui offers in its menu: `type/label/command`,
/// `%c` a colour chosen in the dialog, `%p` a clicked point, `%s` text.
const ANALYZE_COMMANDS: &str = "\
gfx/Eye spaces/megane-eye_spaces %c
gfx/Half and false eyes/megane-half_eyes
gfx/Vital points/megane-vital_points %c
gfx/Eval eye at point/megane-eval_eye %p
gfx/Capturable worms/megane-capturable_worms
gfx/Search (live)/megane-search_gfx %m
string/Eye space table/megane-eye_table
hpstring/Eval eye/eval_eye %p
hpstring/Eye data/eye_data %c %p
hpstring/Half eye data/half_eye_data %p
pstring/Topological eye/topological_eye %c %p
hpstring/Worm data/worm_data %p
string/Analyze eye graph/analyze_eyegraph %s";

/// `gogui-analyze_commands`.
pub fn analyze_commands(_: &mut Engine, _: &Args) -> Reply {
    Ok(ANALYZE_COMMANDS.to_string())
}

/// `gogui-title`: the window title GoGui shows. GoGui asks once, when it
/// attaches, so the title names the engine, not the changing position.
pub fn title(_: &mut Engine, _: &Args) -> Reply {
    Ok(format!("Megane {}", env!("CARGO_PKG_VERSION")))
}

/// `gogui-setup b A1 w B2 ...`: stones set up on an empty board, as GoGui
/// sends a position that has setup stones instead of moves. Nothing
/// changes unless every pair is valid.
pub fn setup(engine: &mut Engine, args: &Args) -> Reply {
    if !args.words.len().is_multiple_of(2) {
        return err("expected color and point pairs");
    }
    let (mut black, mut white) = (Vec::new(), Vec::new());
    for pair in args.words.chunks(2) {
        let c = color(pair[0]).ok_or("invalid color")?;
        let v = vertex(engine.game.board(), pair[1]).ok_or("invalid coordinate")?;
        match c {
            Color::Black => black.push(v),
            Color::White => white.push(v),
        }
    }
    engine
        .game
        .setup(&black, &white)
        .map_err(|e| e.to_string())?;
    Ok(String::new())
}

/// `gogui-setup_player COLOR`: who moves next in a set-up position.
pub fn setup_player(engine: &mut Engine, args: &Args) -> Reply {
    let c = arg_color(args)?;
    engine.game.set_player(c);
    Ok(String::new())
}

/// Background colours for eye spaces, told apart from stones and from each
/// other; spaces beyond the list take them again in turn.
const PALETTE: [&str; 8] = [
    "#ff9999", "#99ccff", "#99ee99", "#ffcc66", "#cc99ff", "#66dddd", "#ff99dd", "#cccc66",
];

/// Appends the points of `more` not yet in `list`.
fn add_new(list: &mut Vec<Vertex>, more: &[Vertex]) {
    for &v in more {
        if !list.contains(&v) {
            list.push(v);
        }
    }
}

/// A gfx answer being drawn: empty point lists draw nothing, and the
/// status-bar text comes last.
#[derive(Default)]
struct Drawing {
    lines: Vec<String>,
}

impl Drawing {
    /// `KEYWORD points`, or nothing when there are none.
    fn points(&mut self, keyword: &str, vs: &[Vertex]) {
        if !vs.is_empty() {
            self.lines.push(format!("{keyword}{}", points(vs)));
        }
    }

    fn color(&mut self, color: &str, vs: &[Vertex]) {
        self.points(&format!("COLOR {color}"), vs);
    }

    /// `LABEL point text ...` from the pairs.
    fn labels(&mut self, pairs: &[(Vertex, String)]) {
        if !pairs.is_empty() {
            let text: String = pairs
                .iter()
                .map(|(v, t)| format!(" {} {t}", v.to_gtp()))
                .collect();
            self.lines.push(format!("LABEL{text}"));
        }
    }

    /// The answer, ending with the status-bar text.
    fn finish(mut self, text: String) -> Reply {
        self.lines.push(format!("TEXT {text}"));
        Ok(self.lines.join("\n"))
    }
}

fn points(vs: &[Vertex]) -> String {
    vs.iter().map(|v| format!(" {}", v.to_gtp())).collect()
}

/// `megane-eye_spaces COLOR`: each of COLOR's eye spaces in its own
/// background colour, its margins marked, its value on its origin.
pub fn eye_spaces(engine: &mut Engine, args: &Args) -> Reply {
    let c = arg_color(args)?;
    no_trial_moves(engine, "eye spaces")?;
    let spaces = engine.eye_spaces(c);
    let mut d = Drawing::default();
    let mut margins = Vec::new();
    let mut labels = Vec::new();
    for (k, (origin, members)) in spaces.iter().enumerate() {
        d.color(PALETTE[k % PALETTE.len()], members);
        margins.extend(members.iter().filter(|&&v| engine.eye_data(c, v).marginal));
        labels.push((*origin, engine.eye_data(c, *origin).value.to_string()));
    }
    d.points("MARK", &margins);
    d.labels(&labels);
    d.finish(format!(
        "{} eye spaces of {}, {} marginal points",
        spaces.len(),
        c.name(),
        margins.len()
    ))
}

/// `megane-half_eyes`: every half eye and false eye with its topological
/// value, the moves that take its contested diagonals (triangles) and the
/// moves that secure them (squares).
pub fn half_eyes(engine: &mut Engine, _: &Args) -> Reply {
    no_trial_moves(engine, "half eyes")?;
    let board = engine.game.board().clone();
    let (mut labels, mut attacks, mut defenses) = (Vec::new(), Vec::new(), Vec::new());
    let (mut half, mut fake) = (0, 0);
    for v in crate::worms::scan_order(&board) {
        let h = engine.half_eye_data(v);
        match h.kind {
            Kind::Half => half += 1,
            Kind::False => fake += 1,
            Kind::Plain => continue,
        }
        labels.push((v, format!("{:.2}", h.value)));
        add_new(&mut attacks, &h.attacks);
        add_new(&mut defenses, &h.defenses);
    }
    let mut d = Drawing::default();
    d.labels(&labels);
    d.points("TRIANGLE", &attacks);
    d.points("SQUARE", &defenses);
    d.finish(format!("{half} half eyes, {fake} false eyes"))
}

/// `megane-vital_points COLOR`: for each of COLOR's eye spaces whose value
/// depends on who moves first, the attacker's vital point (triangle) and
/// the defender's (square), with the value on the origin.
pub fn vital_points(engine: &mut Engine, args: &Args) -> Reply {
    let c = arg_color(args)?;
    no_trial_moves(engine, "vital points")?;
    let (mut labels, mut attacks, mut defenses) = (Vec::new(), Vec::new(), Vec::new());
    let spaces = engine.eye_spaces(c);
    for (origin, _) in &spaces {
        let Some(e) = engine.eval_eye_of(Some(c), *origin) else {
            continue;
        };
        if urgency(e.value) == 0 {
            continue;
        }
        labels.push((*origin, e.value.to_string()));
        attacks.extend(e.attack);
        defenses.extend(e.defense);
    }
    let mut d = Drawing::default();
    d.labels(&labels);
    d.points("TRIANGLE", &attacks);
    d.points("SQUARE", &defenses);
    d.finish(format!(
        "{} of {} eye spaces of {} depend on who moves first",
        labels.len(),
        spaces.len(),
        c.name()
    ))
}

/// "1 eye", "2 eyes", "no eye".
fn eyes_in_words(n: u8) -> String {
    match n {
        0 => "no eye".into(),
        1 => "1 eye".into(),
        n => format!("{n} eyes"),
    }
}

/// `megane-eval_eye VERTEX`: the eye space at a clicked point, its vital
/// points, and `eval_eye`'s numbers in words.
pub fn eval_eye(engine: &mut Engine, args: &Args) -> Reply {
    let v = arg_vertex(engine, args, 0)?;
    no_trial_moves(engine, "eye evaluation")?;
    let owner = [Color::Black, Color::White]
        .into_iter()
        .find(|&c| engine.eye_data(c, v).in_space);
    let Some((owner, e)) = owner.and_then(|c| engine.eval_eye_of(Some(c), v).map(|e| (c, e)))
    else {
        return Drawing::default().finish(format!("{} is in no eye space", v.to_gtp()));
    };
    let data = engine.eye_data(owner, v);
    let origin = data.origin.unwrap_or(v);
    let members = engine
        .eye_spaces(owner)
        .into_iter()
        .find(|(o, _)| *o == origin)
        .map(|(_, m)| m)
        .unwrap_or_default();
    let mut d = Drawing::default();
    d.color(PALETTE[0], &members);
    d.labels(&[(origin, e.value.to_string())]);
    d.points("TRIANGLE", e.attack.as_slice());
    d.points("SQUARE", e.defense.as_slice());
    d.finish(describe(owner, origin, &data, &e))
}

/// `eval_eye`'s answer in words.
fn describe(owner: Color, origin: Vertex, data: &EyeData, e: &EyeEval) -> String {
    let attacker = owner.opponent();
    let mut text = format!(
        "{} eye space at {} ({} points, {} marginal), value {}: {} if {} moves first, {} if {} moves first",
        owner.name(),
        origin.to_gtp(),
        data.esize,
        data.msize,
        e.value,
        eyes_in_words(e.value.b),
        attacker.name(),
        eyes_in_words(e.value.c),
        owner.name(),
    );
    if urgency(e.value) > 0 {
        if let Some(a) = e.attack {
            text.push_str(&format!("; {} attacks at {}", attacker.name(), a.to_gtp()));
        }
        if let Some(d) = e.defense {
            text.push_str(&format!("; {} defends at {}", owner.name(), d.to_gtp()));
        }
    }
    text
}

/// `megane-capturable_worms`: strings tactical reading can capture, red
/// when they cannot be saved, yellow when they can; attack points as
/// triangles, defense points as squares.
pub fn capturable_worms(engine: &mut Engine, _: &Args) -> Reply {
    let worms = engine.worms();
    let (mut dead, mut critical) = (Vec::new(), Vec::new());
    let (mut attacks, mut defenses) = (Vec::new(), Vec::new());
    for w in worms.iter() {
        if w.attack.0 == Code::Fail {
            continue;
        }
        if w.defense.0 == Code::Fail {
            dead.extend(&w.stones);
        } else {
            critical.extend(&w.stones);
            add_new(&mut defenses, w.defense.1.as_slice());
        }
        add_new(&mut attacks, w.attack.1.as_slice());
    }
    let mut d = Drawing::default();
    d.color("red", &dead);
    d.color("yellow", &critical);
    d.points("TRIANGLE", &attacks);
    d.points("SQUARE", &defenses);
    d.finish(format!(
        "{} stones cannot be saved, {} can be captured or saved",
        dead.len(),
        critical.len()
    ))
}

/// `megane-eye_table`: one line per eye space of either colour: colour,
/// origin, points, marginal points, value.
pub fn eye_table(engine: &mut Engine, _: &Args) -> Reply {
    no_trial_moves(engine, "eye table")?;
    let mut lines = vec![format!(
        "{:<6} {:<6} {:>6} {:>7} {:>5}",
        "color", "origin", "points", "margins", "value"
    )];
    for c in [Color::Black, Color::White] {
        for (origin, _) in engine.eye_spaces(c) {
            let d = engine.eye_data(c, origin);
            lines.push(format!(
                "{:<6} {:<6} {:>6} {:>7} {:>5}",
                c.name(),
                origin.to_gtp(),
                d.esize,
                d.msize,
                d.value.to_string()
            ));
        }
    }
    Ok(lines.join("\n"))
}
