//! GoGui's extensions: the analyze command list, the board setup commands,
//! and Megane's eye and life-and-death analyses drawn as `gfx` answers.
//!
//! A `gfx` answer is one drawing command per line (GoGui's manual,
//! "Analyze Commands"): `COLOR color points`, `LABEL point text ...`,
//! `MARK`, `TRIANGLE`, `SQUARE`, `CIRCLE` with points, `VAR b A1 w B2 ...`
//! for a variation of numbered stones, and `TEXT words` for the status
//! bar. Every drawing here only formats what the engine already answers
//! to `eye_data`, `half_eye_data`, `eval_eye`, `worm_data`, `dragon_data`
//! and `dragon_status`, so the pictures and the text commands never
//! disagree.
//!
//! The drawings are made to be read on a full 19x19 board, where a point
//! has room for two characters: labels are one or two characters (an eye
//! value `abcd` is labelled short, in full in the status text and the eye
//! space table), a point carries at most one mark (a point both sides
//! want is one circle, not a triangle on a square), labels keep off marks,
//! spaces worth nothing (`0000`) are not drawn, and the status text says
//! what each label, colour and mark stands for.

use super::args::{arg_color, arg_vertex, err, no_trial_moves, Args, Reply};
use super::parse::{color, vertex};
use crate::board::{move_to_gtp, Board, Color, Vertex};
use crate::engine::{
    urgency, Code, DragonData, DragonStatus, Engine, EyeData, EyeEval, EyeValue, Kind, Ply,
};

/// The analyze commands GoGui offers in its menu: `type/label/command`,
/// `%c` a colour chosen in the dialog, `%p` a clicked point, `%s` text.
const ANALYZE_COMMANDS: &str = "\
gfx/Eye spaces/megane-eye_spaces %c
gfx/Half and false eyes/megane-half_eyes
gfx/Vital points/megane-vital_points %c
gfx/Eval eye at point/megane-eval_eye %p
gfx/Capturable worms/megane-capturable_worms
gfx/Dragon status/megane-dragon_status
gfx/Life and death at point/megane-life_death %p
gfx/Search (live)/megane-search_gfx %m
string/Eye space table/megane-eye_table
hpstring/Eval eye/eval_eye %p
hpstring/Eye data/eye_data %c %p
hpstring/Half eye data/half_eye_data %p
pstring/Topological eye/topological_eye %c %p
hpstring/Worm data/worm_data %p
hpstring/Dragon data/dragon_data %p
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
/// other, and from the red and yellow that mean unsettled and threatened
/// spaces elsewhere; spaces beyond the list take them again in turn.
const PALETTE: [&str; 8] = [
    "#99ccff", "#99ee99", "#cc99ff", "#66dddd", "#cccc66", "#ff99dd", "#aaaaee", "#ddbb99",
];

/// "Vital points" and "Eval eye at point" backgrounds: a space whose eyes
/// depend on who moves first, and one that only an unanswered threat
/// changes.
const UNSETTLED: &str = "#ff9999";
const THREATENED: &str = "#ffdd77";

/// "Half and false eyes" backgrounds: half eyes take `THREATENED`.
const FALSE_EYE: &str = "#bbbbbb";

/// At most this many spaces are named in a status line; the rest are
/// counted ("and 3 more").
const NAMED: usize = 6;

/// The digits of an eye value `abcd` (eyes.texi, "Eye Local Game Values":
/// the eyes if the attacker moves twice, if the attacker moves first, if
/// the defender moves first, if the defender moves twice), more than two
/// eyes counting as two.
fn digits(v: EyeValue) -> [u8; 4] {
    [v.a, v.b, v.c, v.d].map(|x| x.min(2))
}

/// What an eye space's value leaves open. "Depends on who moves first"
/// means what it means for `eval_eye`: b and c differ (GNU Go's
/// `min_eyes` and `max_eyes`), and then the space has vital points.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Status {
    /// `0000`: no eye, and no move threatens to make one. Not drawn.
    Nothing,
    /// The same eyes however play goes there: `1111`, `2222`.
    Settled,
    /// Who moves first changes nothing (b = c), but a second move in a
    /// row does: an unanswered threat (`1222`, `0111`, `0001`, `0112`).
    Threat,
    /// The eyes depend on who moves first (b < c): `0011`, `1122`, `0122`.
    Unsettled,
}

impl Status {
    fn of(v: EyeValue) -> Status {
        let [a, b, c, d] = digits(v);
        if urgency(v) > 0 {
            Status::Unsettled
        } else if a < b || c < d {
            Status::Threat
        } else if b == 0 {
            Status::Nothing
        } else {
            Status::Settled
        }
    }

    /// The word the eye space table prints.
    fn word(self) -> &'static str {
        match self {
            Status::Nothing => "none",
            Status::Settled => "settled",
            Status::Threat => "threat",
            Status::Unsettled => "unsettled",
        }
    }
}

/// The one- or two-character label of an eye value: the eyes (`2`, `1`)
/// when who moves first does not matter, with `-` when the attacker,
/// moving twice, takes eyes (a < b), `+` when the defender, moving twice,
/// makes more (d > c), `~` when both can; else the eyes if the attacker moves first, then if the
/// defender does (`12` for `1122` and `0122`). The full value is in the
/// status text and the eye space table.
fn short_label(v: EyeValue) -> String {
    let [a, b, c, d] = digits(v);
    if b != c {
        return format!("{b}{c}");
    }
    let threat = match (a < b, c < d) {
        (true, true) => "~",
        (true, false) => "-",
        (false, true) => "+",
        (false, false) => "",
    };
    format!("{b}{threat}")
}

/// The key to the value labels drawn for `owner`'s spaces, naming each
/// kind present with its labels.
fn value_key(owner: Color, labels: &[String]) -> String {
    let attacker = owner.opponent().name();
    let defender = owner.name();
    let mut distinct: Vec<&str> = Vec::new();
    for l in labels {
        if !distinct.contains(&l.as_str()) {
            distinct.push(l);
        }
    }
    distinct.sort_by(|x, y| y.cmp(x));
    let with = |pick: &dyn Fn(&str) -> bool| -> String {
        let some: Vec<&str> = distinct.iter().copied().filter(|l| pick(l)).collect();
        some.join(", ")
    };
    let kinds: [(String, String); 5] = [
        (with(&|l| l.len() == 1), "eyes".into()),
        (
            with(&|l| l.bytes().all(|b| b.is_ascii_digit()) && l.len() == 2),
            format!("eyes if {attacker} / {defender} moves first"),
        ),
        (
            with(&|l| l.ends_with('-')),
            format!("{attacker} can threaten eyes"),
        ),
        (
            with(&|l| l.ends_with('+')),
            format!("{defender} can threaten more eyes"),
        ),
        (with(&|l| l.ends_with('~')), "both can threaten".into()),
    ];
    kinds
        .iter()
        .filter(|(ls, _)| !ls.is_empty())
        .map(|(ls, meaning)| format!("{ls} = {meaning}"))
        .collect::<Vec<_>>()
        .join("; ")
}

/// Where a space's label goes: its first empty point not in `avoid` (the
/// origin when it is one), else its first point not in `avoid` (a
/// capturable stone: a space of stones only); None when every point is
/// taken, and then the status text names the space instead.
fn label_point(board: &Board, members: &[Vertex], avoid: &[Vertex]) -> Option<Vertex> {
    let free = |v: &&Vertex| !avoid.contains(v);
    let mut candidates = members.iter().filter(free);
    let first = candidates.clone().next();
    candidates.find(|v| board.is_empty(**v)).or(first).copied()
}

/// "N18 1122, E13 1222 and 3 more".
fn named(spaces: &[(Vertex, EyeValue)]) -> String {
    let mut text = spaces
        .iter()
        .take(NAMED)
        .map(|(v, value)| format!("{} {value}", v.to_gtp()))
        .collect::<Vec<_>>()
        .join(", ");
    if spaces.len() > NAMED {
        text.push_str(&format!(" and {} more", spaces.len() - NAMED));
    }
    text
}

/// Appends the points of `more` not yet in `list`.
fn add_new(list: &mut Vec<Vertex>, more: &[Vertex]) {
    for &v in more {
        if !list.contains(&v) {
            list.push(v);
        }
    }
}

/// How many points of each mark a drawing got.
#[derive(Default)]
struct Marks {
    triangles: usize,
    squares: usize,
    circles: usize,
}

impl Marks {
    /// "triangle = ATTACK, square = DEFENSE, circle = BOTH", the marks
    /// drawn only.
    fn key(&self, attack: &str, defense: &str, both: &str) -> String {
        let mut parts = Vec::new();
        if self.triangles > 0 {
            parts.push(format!("triangle = {attack}"));
        }
        if self.squares > 0 {
            parts.push(format!("square = {defense}"));
        }
        if self.circles > 0 {
            parts.push(format!("circle = {both}"));
        }
        parts.join(", ")
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

    /// Attack points as triangles and defence points as squares; a point
    /// in both lists gets a circle instead, so no point carries two marks.
    fn marks(&mut self, attacks: &[Vertex], defenses: &[Vertex]) -> Marks {
        let (mut a, mut d) = (Vec::new(), Vec::new());
        add_new(&mut a, attacks);
        add_new(&mut d, defenses);
        let both: Vec<Vertex> = a.iter().copied().filter(|v| d.contains(v)).collect();
        a.retain(|v| !both.contains(v));
        d.retain(|v| !both.contains(v));
        self.points("TRIANGLE", &a);
        self.points("SQUARE", &d);
        self.points("CIRCLE", &both);
        Marks {
            triangles: a.len(),
            squares: d.len(),
            circles: both.len(),
        }
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

    /// `VAR b A1 w B2 ...`: GoGui numbers the moves on ghost stones, and
    /// a later label on one of their points would hide its number.
    fn variation(&mut self, line: &[Ply]) {
        if !line.is_empty() {
            let moves: String = line
                .iter()
                .map(|p| format!(" {} {}", side(p.color), p.at.to_gtp()))
                .collect();
            self.lines.push(format!("VAR{moves}"));
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

/// `megane-eye_spaces COLOR`: each of COLOR's eye spaces worth something
/// in its own background colour, its marginal points crossed, a short
/// label for its value on its first empty unmarked point; spaces of value
/// `0000` are left out.
pub fn eye_spaces(engine: &mut Engine, args: &Args) -> Reply {
    let c = arg_color(args)?;
    no_trial_moves(engine, "eye spaces")?;
    let board = engine.game.board().clone();
    let spaces = engine.eye_spaces(c);
    let mut d = Drawing::default();
    let (mut margins, mut labels) = (Vec::new(), Vec::new());
    for (origin, members) in &spaces {
        let value = engine.eye_data(c, *origin).value;
        if Status::of(value) == Status::Nothing {
            continue;
        }
        d.color(PALETTE[labels.len() % PALETTE.len()], members);
        let marginal: Vec<Vertex> = members
            .iter()
            .copied()
            .filter(|&v| engine.eye_data(c, v).marginal)
            .collect();
        // The label keeps off the margins' crosses; a space that is all
        // margin loses the cross under its label.
        let at = label_point(&board, members, &marginal)
            .or_else(|| label_point(&board, members, &[]))
            .expect("an eye space has points");
        labels.push((at, short_label(value)));
        margins.extend(marginal.into_iter().filter(|&v| v != at));
    }
    d.points("MARK", &margins);
    d.labels(&labels);
    let shown: Vec<String> = labels.into_iter().map(|(_, l)| l).collect();
    let mut parts = Vec::new();
    if !shown.is_empty() {
        parts.push(value_key(c, &shown));
    }
    if !margins.is_empty() {
        parts.push(format!("x = margin ({})", margins.len()));
    }
    parts.push(match spaces.len() {
        0 => format!("no {} eye spaces", c.name()),
        n => format!(
            "{} of {n} {} spaces are 0000, not drawn",
            n - shown.len(),
            c.name()
        ),
    });
    let text = parts.join("; ");
    d.finish(text)
}

/// `megane-half_eyes`: every half eye (`h` on yellow) and false eye (`f`
/// on grey), `k` added where a diagonal hangs on a ko; the moves that take
/// contested diagonals (triangles), that secure them (squares), or both
/// (circles). A label stands on a stone only where the eye point holds a
/// capturable enemy stone.
pub fn half_eyes(engine: &mut Engine, _: &Args) -> Reply {
    no_trial_moves(engine, "half eyes")?;
    let board = engine.game.board().clone();
    let (mut labels, mut attacks, mut defenses) = (Vec::new(), Vec::new(), Vec::new());
    let (mut halves, mut fakes) = (Vec::new(), Vec::new());
    let (mut kos, mut on_stones) = (0, 0);
    for v in crate::worms::scan_order(&board) {
        let h = engine.half_eye_data(v);
        let letter = match h.kind {
            Kind::Half => {
                halves.push(v);
                "h"
            }
            Kind::False => {
                fakes.push(v);
                "f"
            }
            Kind::Plain => continue,
        };
        // Only the ko values 3/4 and 5/4 leave a fraction.
        let ko = if h.value.fract() != 0.0 {
            kos += 1;
            "k"
        } else {
            ""
        };
        if !board.is_empty(v) {
            on_stones += 1;
        }
        labels.push((v, format!("{letter}{ko}")));
        add_new(&mut attacks, &h.attacks);
        add_new(&mut defenses, &h.defenses);
    }
    let mut d = Drawing::default();
    d.color(THREATENED, &halves);
    d.color(FALSE_EYE, &fakes);
    d.labels(&labels);
    let marks = d.marks(&attacks, &defenses);
    let mut text = format!(
        "h (yellow) = half eye ({}), f (grey) = false eye ({})",
        halves.len(),
        fakes.len()
    );
    if kos > 0 {
        text.push_str(&format!(", k = a diagonal hangs on a ko ({kos})"));
    }
    if on_stones > 0 {
        text.push_str(&format!(
            "; {on_stones} on capturable stones inside an eye space"
        ));
    }
    let key = marks.key(
        "a move that takes a diagonal",
        "a move that secures one",
        "a move that takes or secures one",
    );
    if !key.is_empty() {
        text.push_str(&format!("; {key}"));
    }
    d.finish(text)
}

/// `megane-vital_points COLOR`: COLOR's eye spaces whose eyes depend on
/// who moves first (red) with the attacker's vital point (triangle), the
/// defender's (square), or one point for both (circle); the spaces only
/// an unanswered threat changes (yellow). Each gets its short label on a
/// point free of marks, and the status text names each with its value
/// `abcd`; the eye space table calls them `unsettled` and `threat`.
pub fn vital_points(engine: &mut Engine, args: &Args) -> Reply {
    let c = arg_color(args)?;
    no_trial_moves(engine, "vital points")?;
    let board = engine.game.board().clone();
    let spaces = engine.eye_spaces(c);
    let mut d = Drawing::default();
    let (mut labels, mut attacks, mut defenses) = (Vec::new(), Vec::new(), Vec::new());
    let (mut unsettled, mut threats, mut drawn) = (Vec::new(), Vec::new(), Vec::new());
    for (origin, members) in &spaces {
        let value = engine.eye_data(c, *origin).value;
        match Status::of(value) {
            Status::Nothing | Status::Settled => continue,
            Status::Threat => {
                d.color(THREATENED, members);
                threats.push((*origin, value));
            }
            Status::Unsettled => {
                d.color(UNSETTLED, members);
                unsettled.push((*origin, value));
                if let Some(e) = engine.eval_eye_of(Some(c), *origin) {
                    attacks.extend(e.attack);
                    defenses.extend(e.defense);
                }
            }
        }
        drawn.push((members, value));
    }
    // Labels keep off every vital point (one may lie in another space); a
    // space whose only points are vital points shows them, and its value
    // in the status text.
    let vital: Vec<Vertex> = attacks.iter().chain(&defenses).copied().collect();
    for (members, value) in drawn {
        if let Some(at) = label_point(&board, members, &vital) {
            labels.push((at, short_label(value)));
        }
    }
    let marks = d.marks(&attacks, &defenses);
    d.labels(&labels);
    let nothing = spaces
        .iter()
        .filter(|(o, _)| Status::of(engine.eye_data(c, *o).value) == Status::Nothing)
        .count();
    let settled = spaces.len() - unsettled.len() - threats.len() - nothing;
    let mut text = format!(
        "{} of {} {} spaces {} on who moves first",
        unsettled.len(),
        spaces.len(),
        c.name(),
        if unsettled.len() == 1 {
            "depends"
        } else {
            "depend"
        }
    );
    if !unsettled.is_empty() {
        text.push_str(&format!(" (red: {})", named(&unsettled)));
    }
    if !threats.is_empty() {
        text.push_str(&format!(
            ", {} only on a second move in a row (yellow: {})",
            threats.len(),
            named(&threats)
        ));
    }
    text.push_str(&format!(", {settled} settled, {nothing} worth nothing"));
    let key = marks.key(
        &format!("{}'s vital point", c.opponent().name()),
        &format!("{}'s", c.name()),
        "vital point for both",
    );
    if !key.is_empty() {
        text.push_str(&format!("; {key}"));
    }
    d.finish(text)
}

/// "1 eye", "2 eyes", "no eye".
fn eyes_in_words(n: u8) -> String {
    match n {
        0 => "no eye".into(),
        1 => "1 eye".into(),
        n => format!("{n} eyes"),
    }
}

/// `megane-eval_eye VERTEX`: the eye space at a clicked point (red when
/// its eyes depend on who moves first, yellow when only a threat changes
/// them), its short label, its vital points, and `eval_eye`'s numbers in
/// words.
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
        .unwrap_or_else(|| vec![origin]);
    let (attack, defense) = match urgency(e.value) {
        0 => (None, None),
        _ => (e.attack, e.defense),
    };
    // GoGui marks the clicked point; the label keeps off it too.
    let taken: Vec<Vertex> = attack.into_iter().chain(defense).chain([v]).collect();
    let board = engine.game.board().clone();
    let mut d = Drawing::default();
    let background = match Status::of(e.value) {
        Status::Unsettled => UNSETTLED,
        Status::Threat => THREATENED,
        Status::Nothing | Status::Settled => PALETTE[0],
    };
    d.color(background, &members);
    d.marks(attack.as_slice(), defense.as_slice());
    if let Some(at) = label_point(&board, &members, &taken) {
        d.labels(&[(at, short_label(e.value))]);
    }
    d.finish(describe(owner, origin, &data, &e, attack, defense))
}

/// `eval_eye`'s answer in words, with the threats `a` and `d` of the
/// value and what each mark stands for.
fn describe(
    owner: Color,
    origin: Vertex,
    data: &EyeData,
    e: &EyeEval,
    attack: Option<Vertex>,
    defense: Option<Vertex>,
) -> String {
    let attacker = owner.opponent();
    let [a, b, c, d] = digits(e.value);
    let mut text = format!(
        "{} eye space at {} ({}, {} marginal), value {} ({}), label {}: {} if {} moves first, {} if {} moves first",
        owner.name(),
        origin.to_gtp(),
        match data.esize {
            1 => "1 point".to_string(),
            n => format!("{n} points"),
        },
        data.msize,
        e.value,
        Status::of(e.value).word(),
        short_label(e.value),
        eyes_in_words(b),
        attacker.name(),
        eyes_in_words(c),
        owner.name(),
    );
    if a < b {
        text.push_str(&format!(
            "; {} moving twice in a row leaves {}",
            attacker.name(),
            eyes_in_words(a)
        ));
    }
    if c < d {
        text.push_str(&format!(
            "; {} moving twice in a row makes {}",
            owner.name(),
            eyes_in_words(d)
        ));
    }
    match (attack, defense) {
        (Some(x), Some(y)) if x == y => {
            text.push_str(&format!("; both play at {} (circle)", x.to_gtp()))
        }
        _ => {
            if let Some(x) = attack {
                let name = attacker.name();
                text.push_str(&format!("; {name} attacks at {} (triangle)", x.to_gtp()));
            }
            if let Some(y) = defense {
                let name = owner.name();
                text.push_str(&format!("; {name} defends at {} (square)", y.to_gtp()));
            }
        }
    }
    text
}

/// `megane-capturable_worms`: strings tactical reading can capture, red
/// when they cannot be saved, yellow when they can; capturing moves as
/// triangles, saving moves as squares, a move that does both as a circle.
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
    let marks = d.marks(&attacks, &defenses);
    let stones = |n: usize| match n {
        1 => "1 stone".to_string(),
        n => format!("{n} stones"),
    };
    let mut text = format!(
        "red = cannot be saved ({}), yellow = can be captured or saved ({})",
        stones(dead.len()),
        stones(critical.len())
    );
    let key = marks.key(
        "capturing move",
        "saving move",
        "a move that captures or saves",
    );
    if !key.is_empty() {
        text.push_str(&format!("; {key}"));
    }
    d.finish(text)
}

/// "Dragon status" and "Life and death at point" backgrounds, the
/// colours "Capturable worms" gives strings: a dead dragon (its owner
/// cannot save it), a critical one (whoever moves first decides), and, in
/// "Life and death at point" only, an alive one.
const DEAD: &str = "red";
const CRITICAL: &str = "yellow";
const ALIVE: &str = "#99ee99";

/// "3 stones", "1 stone".
fn stones(n: usize) -> String {
    match n {
        1 => "1 stone".to_string(),
        n => format!("{n} stones"),
    }
}

/// "C3 (attack A2, defend B4)" (a missing point left out).
fn critical_name(d: &DragonData) -> String {
    let mut points = Vec::new();
    if let DragonStatus::Critical(a, def) = d.owl.status() {
        points.extend(a.map(|a| format!("attack {}", a.to_gtp())));
        points.extend(def.map(|p| format!("defend {}", p.to_gtp())));
    }
    match points.is_empty() {
        true => d.origin.to_gtp(),
        false => format!("{} ({})", d.origin.to_gtp(), points.join(", ")),
    }
}

/// Whether the reader finished every question it was asked about the
/// dragon within its budget.
fn certain(d: &DragonData) -> bool {
    d.owl.attack_certain && d.owl.defense.is_none_or(|(_, c)| c)
}

/// "N18, E13 and 3 more".
fn listed(names: &[String]) -> String {
    let mut text = names
        .iter()
        .take(NAMED)
        .cloned()
        .collect::<Vec<_>>()
        .join(", ");
    if names.len() > NAMED {
        text.push_str(&format!(" and {} more", names.len() - NAMED));
    }
    text
}

/// `megane-dragon_status`: every dragon by what the life-and-death
/// reader says of it (the record `dragon_status` and `dragon_data`
/// print): dead dragons red, critical ones yellow, alive ones left as
/// they are; each critical dragon's attacking move labelled `A`, its
/// saving move `D`, a point that is both `AD` (every labelled point on
/// the critical colour); the status bar counts each status, names the
/// critical and dead dragons, and those whose reading the budget cut off.
pub fn dragon_status(engine: &mut Engine, _: &Args) -> Reply {
    no_trial_moves(engine, "dragon status")?;
    let all = engine.dragon_data(None);
    let (mut dead, mut critical) = (Vec::new(), Vec::new());
    let (mut dead_names, mut critical_names) = (Vec::new(), Vec::new());
    let mut labels: Vec<(Vertex, String)> = Vec::new();
    let mut label = |v: Option<Vertex>, letter: &str| {
        let Some(v) = v else { return };
        match labels.iter_mut().find(|(p, _)| *p == v) {
            Some((_, l)) if !l.contains(letter) => *l = "AD".to_string(),
            Some(_) => {}
            None => labels.push((v, letter.to_string())),
        }
    };
    let mut alive = 0;
    for d in &all {
        match d.owl.status() {
            DragonStatus::Alive => alive += 1,
            DragonStatus::Dead => {
                dead.extend(&d.stones);
                dead_names.push(d.origin.to_gtp());
            }
            DragonStatus::Critical(a, def) => {
                critical.extend(&d.stones);
                critical_names.push(critical_name(d));
                label(a, "A");
                label(def, "D");
            }
        }
    }
    // The labelled points take the critical colour too: a letter alone
    // is hard to find on a full board, and the colour ties it to the
    // fight it belongs to.
    let points: Vec<Vertex> = labels.iter().map(|(p, _)| *p).collect();
    let mut drawing = Drawing::default();
    drawing.color(DEAD, &dead);
    drawing.color(CRITICAL, &[critical, points].concat());
    drawing.labels(&labels);
    let mut text = format!(
        "{} dragons: {} critical (yellow), {} dead (red), {alive} alive",
        all.len(),
        critical_names.len(),
        dead_names.len()
    );
    if !critical_names.is_empty() {
        text.push_str(&format!("; critical {}", listed(&critical_names)));
    }
    if !dead_names.is_empty() {
        text.push_str(&format!("; dead {}", listed(&dead_names)));
    }
    // A reading the budget cut off may be wrong: say which.
    let cut: Vec<String> = all
        .iter()
        .filter(|d| !certain(d))
        .map(|d| d.origin.to_gtp())
        .collect();
    if !cut.is_empty() {
        text.push_str(&format!("; cut off by the budget: {}", listed(&cut)));
    }
    let mut key = Vec::new();
    for (letter, meaning) in [
        ("A", "attack"),
        ("D", "defence"),
        ("AD", "attack and defence"),
    ] {
        if labels.iter().any(|(_, l)| l == letter) {
            key.push(format!("{letter} = {meaning}"));
        }
    }
    if !key.is_empty() {
        text.push_str(&format!("; {}", key.join(", ")));
    }
    drawing.finish(text)
}

/// Moves the "Life and death at point" line shows: the attack, the
/// reply (or the defender's try), the attacker's answer.
const LINE_PLIES: usize = 3;

/// "B A2 kills", "W B3 tries".
fn ply_words(p: &Ply, defender: Color) -> String {
    let verb = match (p.works, p.color == defender) {
        (false, _) => "tries",
        (true, true) => "lives",
        (true, false) => "kills",
    };
    format!("{} {} {verb}", side(p.color).to_uppercase(), p.at.to_gtp())
}

/// A colour as a variation names it.
fn side(c: Color) -> &'static str {
    match c {
        Color::Black => "b",
        Color::White => "w",
    }
}

/// `CODE MOVE`, or `0`, as `owl_attack` and `owl_defend` answer.
fn code_words(code: Code, mv: Option<Vertex>) -> String {
    match code {
        Code::Fail => "0".to_string(),
        _ => format!("{} {}", code.gtp(), move_to_gtp(mv)),
    }
}

/// `megane-life_death VERTEX`: the dragon at a clicked stone in the
/// colour of its status (red dead, yellow critical, green alive), the
/// reader's line against it as a variation (numbered ghost stones: the
/// attack, the reply or the defender's try, the attacker's answer), its
/// saving move labelled `D` where the line does not already show it, and
/// in the status bar the status, the reader's codes in `owl_attack`'s and
/// `owl_defend`'s format (the record `dragon_data` prints, read with the
/// dragon's origin as the target), and the line in words.
pub fn life_death(engine: &mut Engine, args: &Args) -> Reply {
    let v = arg_vertex(engine, args, 0)?;
    no_trial_moves(engine, "life and death")?;
    let Some(d) = engine.dragon_data(Some(v)).pop() else {
        return Drawing::default().finish(format!(
            "{} is empty: click a stone to read its dragon",
            v.to_gtp()
        ));
    };
    let status = d.owl.status();
    let line = engine.owl_line(v, LINE_PLIES);
    // Labels keep off the variation's numbered stones.
    let in_line = |p: Vertex| line.iter().any(|l| l.at == p);
    let mut labels = Vec::new();
    if let Some(a) = d.owl.attack.1.filter(|&a| !in_line(a)) {
        labels.push((a, "A".to_string()));
    }
    let defense = d.owl.defense.map(|(answer, _)| answer);
    let saving = defense.filter(|a| a.0 != Code::Fail).and_then(|a| a.1);
    if let Some(p) = saving.filter(|&p| !in_line(p) && d.owl.attack.1 != Some(p)) {
        labels.push((p, "D".to_string()));
    }
    let background = match status {
        DragonStatus::Alive => ALIVE,
        DragonStatus::Critical(..) => CRITICAL,
        DragonStatus::Dead => DEAD,
    };
    let mut drawing = Drawing::default();
    let points: Vec<Vertex> = labels.iter().map(|(p, _)| *p).collect();
    drawing.color(background, &[d.stones.clone(), points].concat());
    drawing.variation(&line);
    drawing.labels(&labels);
    let mut text = format!(
        "{} dragon {} ({}): {}; owl_attack {}",
        d.color.name(),
        d.origin.to_gtp(),
        stones(d.stones.len()),
        status.name(),
        code_words(d.owl.attack.0, d.owl.attack.1),
    );
    if let Some((code, mv)) = defense {
        text.push_str(&format!(", owl_defend {}", code_words(code, mv)));
    }
    if !certain(&d) {
        text.push_str(" (cut off by the budget)");
    }
    if !line.is_empty() {
        let words: Vec<String> = line
            .iter()
            .enumerate()
            .map(|(i, p)| format!("{} {}", i + 1, ply_words(p, d.color)))
            .collect();
        text.push_str(&format!("; line: {}", words.join(", ")));
    }
    if let Some(p) = saving {
        if in_line(p) || d.owl.attack.1 == Some(p) {
            text.push_str(&format!("; {} lives at {}", d.color.name(), p.to_gtp()));
        }
    }
    let key: Vec<&str> = labels
        .iter()
        .map(|(_, l)| {
            if l == "A" {
                "A = attack"
            } else {
                "D = defence"
            }
        })
        .collect();
    if !key.is_empty() {
        text.push_str(&format!("; {}", key.join(", ")));
    }
    drawing.finish(text)
}

/// `megane-eye_table`: one line per eye space of either colour: colour,
/// origin, points, marginal points, value `abcd`, the label the drawings
/// give it (`.` for none: the `0000` spaces are not drawn), and what it
/// leaves open (`unsettled` when the eyes depend on who moves first, as
/// "Vital points" counts them; `threat` when only a second move in a row
/// changes them); then a count per colour.
pub fn eye_table(engine: &mut Engine, _: &Args) -> Reply {
    no_trial_moves(engine, "eye table")?;
    let row = |cells: [&str; 7]| {
        format!(
            "{:<6} {:<6} {:>6} {:>7} {:>5} {:>5}  {}",
            cells[0], cells[1], cells[2], cells[3], cells[4], cells[5], cells[6]
        )
    };
    let mut lines = vec![row([
        "color", "origin", "points", "margins", "value", "label", "status",
    ])];
    let mut counts = Vec::new();
    for c in [Color::Black, Color::White] {
        let mut count = [0; 4];
        for (origin, _) in engine.eye_spaces(c) {
            let d = engine.eye_data(c, origin);
            let status = Status::of(d.value);
            count[status as usize] += 1;
            let label = match status {
                Status::Nothing => ".".to_string(),
                _ => short_label(d.value),
            };
            lines.push(row([
                c.name(),
                &origin.to_gtp(),
                &d.esize.to_string(),
                &d.msize.to_string(),
                &d.value.to_string(),
                &label,
                status.word(),
            ]));
        }
        counts.push(format!(
            "{}: {} unsettled, {} threat, {} settled, {} none",
            c.name(),
            count[Status::Unsettled as usize],
            count[Status::Threat as usize],
            count[Status::Settled as usize],
            count[Status::Nothing as usize]
        ));
    }
    // No blank line: it would end the GTP answer.
    lines.extend(counts);
    Ok(lines.join("\n"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_value_has_a_short_label() {
        let labels: Vec<(String, String)> = EyeValue::ALL
            .iter()
            .map(|&v| (v.to_string(), short_label(v)))
            .collect();
        for (value, label) in &labels {
            assert!((1..=2).contains(&label.len()), "{value}: {label}");
        }
        let expected = [
            ("0000", "0"),
            ("0001", "0+"),
            ("0002", "0+"),
            ("0011", "01"),
            ("0012", "01"),
            ("0022", "02"),
            ("0111", "1-"),
            ("0112", "1~"),
            ("0122", "12"),
            ("0222", "2-"),
            ("1111", "1"),
            ("1112", "1+"),
            ("1122", "12"),
            ("1222", "2-"),
            ("2222", "2"),
        ];
        for (value, label) in expected {
            let v = EyeValue::parse(value).unwrap();
            assert_eq!(short_label(v), label, "{value}");
        }
    }

    #[test]
    fn status_says_what_eval_eye_says() {
        for v in EyeValue::ALL {
            let s = Status::of(v);
            // Vital points exactly where eval_eye gives them.
            assert_eq!(s == Status::Unsettled, urgency(v) > 0, "{v}");
            assert_eq!(s == Status::Nothing, v == EyeValue::new(0, 0, 0, 0), "{v}");
            // Two digits exactly for the spaces that depend on who moves
            // first; a threat mark exactly for the threatened ones.
            let label = short_label(v);
            let digits = label.bytes().all(|b| b.is_ascii_digit());
            assert_eq!(s == Status::Unsettled, digits && label.len() == 2, "{v}");
            assert_eq!(s == Status::Threat, !digits, "{v}");
        }
        // A second attacker move away from losing an eye: a threat, not a
        // space whose eyes depend on who moves first.
        assert_eq!(Status::of(EyeValue::new(1, 2, 2, 2)), Status::Threat);
    }

    #[test]
    fn the_value_key_names_only_the_labels_drawn() {
        let key = value_key(Color::White, &["2".into(), "12".into(), "2".into()]);
        assert_eq!(key, "2 = eyes; 12 = eyes if black / white moves first");
        let key = value_key(Color::Black, &["1~".into(), "0+".into()]);
        assert_eq!(
            key,
            "0+ = black can threaten more eyes; 1~ = both can threaten"
        );
    }
}
