//! SGF reading and writing for the game record.
//!
//! Reading uses the `sgf-parse` crate for lexing and tree building, then
//! interprets the main line (first child at every node) of the first game
//! tree as a [`GameRecord`]. Writing is plain string building: the record
//! maps onto one root node plus one node per event.
//!
//! Like GNU Go, reading is tolerant where a file's intent is clear: text
//! before the first game tree (the first `(` followed by `;`) and after it
//! is ignored, and a game tree whose final `)` is missing still loads (see
//! [`parse_record`] for the property values read leniently). Syntax errors
//! inside the game tree are still errors.
//!
//! Two things `sgf-parse` cannot do are handled here:
//!
//! * Its nodes own their children, so dropping a tree recurses once per node
//!   of depth; a hostile file of a few hundred thousand `;` would overflow the
//!   stack (an abort, not a panic). `node_depth` replays the crate's
//!   tokenizer rules to measure the deepest node *before* parsing, and files
//!   deeper than [`MAX_NODE_DEPTH`] are refused.
//! * Point lists (`AB`, `AW`, `AE`) come back as `HashSet`s, so the order in
//!   the file is lost. Loaded point lists are therefore sorted by [`Vertex`]
//!   (and deduplicated), which keeps loading deterministic; a record whose
//!   lists are sorted and free of duplicates round-trips exactly.

use std::borrow::Cow;
use std::collections::BTreeSet;
use std::fmt::{self, Write as _};

use sgf_parse::go::{Move as SgfMove, Point, Prop};
use sgf_parse::{GameTree, SgfNode};

use super::{Event, GameRecord};
use crate::board::{Color, Move, Vertex, MAX_SIZE};

/// Deepest main-line or variation node accepted (see the module docs). Real
/// games are a few hundred moves long; this leaves ample room while keeping
/// the recursive drop of the parsed tree well inside a 2 MiB thread stack
/// (measured: an unoptimised build overflows 2 MiB between 10k and 12k).
pub const MAX_NODE_DEPTH: usize = 5_000;

/// Event nodes written per line by [`write_record`].
const NODES_PER_LINE: usize = 10;

/// A game record read from SGF, with the komi as the file gave it (`None`
/// when the file has no `KM`; the record then carries komi 0).
#[derive(Clone, Debug, PartialEq)]
pub struct LoadedSgf {
    pub record: GameRecord,
    pub komi: Option<f64>,
    /// Set when the main line has a move with one coordinate off the board:
    /// reading stopped before it (the record holds what came before, and no
    /// player to move), and this is that move's player.
    pub stopped_at: Option<Color>,
}

/// Why an SGF text could not be loaded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SgfError(pub String);

impl fmt::Display for SgfError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for SgfError {}

fn err<T>(msg: impl Into<String>) -> Result<T, SgfError> {
    Err(SgfError(msg.into()))
}

/// Reads the main line of the first game tree in `text`.
///
/// Variations are ignored. Setup (`AB`/`AW`/`AE`) in nodes before the first
/// move becomes the record's setup stones; later setup becomes
/// [`Event::Edit`], placed before the move of the same node. Never panics.
///
/// As in GNU Go 3.8:
///
/// * only the first game tree is read: text around it is ignored, and a
///   missing final `)` is supplied;
/// * `KM` is read like C's `atof`: its longest leading decimal number, or
///   0 when there is none (`KM[abc]`, `KM[]`); a decimal comma is also
///   accepted, and a komi that is not finite is an error;
/// * `PL` also accepts `1`/`2` and `black`/`white`, in any case;
/// * a move with both coordinates off the board (`tt` on boards up to 19)
///   is a pass, and a move with one coordinate off the board ends the main
///   line: reading stops before it and [`LoadedSgf::stopped_at`] says
///   whose move it was. Setup points off the board are still errors.
pub fn parse_record(text: &str) -> Result<LoadedSgf, SgfError> {
    let text = first_game_tree(text)?;
    let text = text.as_ref();
    let depth = node_depth(text);
    if depth > MAX_NODE_DEPTH {
        return err(format!(
            "SGF nested too deeply ({depth} nodes, at most {MAX_NODE_DEPTH})"
        ));
    }
    let trees = sgf_parse::parse(text).map_err(|e| SgfError(format!("malformed SGF: {e}")))?;
    match trees.into_iter().next() {
        None => err("malformed SGF: no game tree"),
        Some(GameTree::GoGame(root)) => interpret(&root),
        Some(GameTree::Unknown(root)) => {
            let gm = root.properties().find_map(|p| match p {
                sgf_parse::unknown_game::Prop::GM(gm) => Some(*gm),
                _ => None,
            });
            match gm {
                Some(gm) => err(format!("not a Go game (GM[{gm}])")),
                None => err("not a Go game"),
            }
        }
    }
}

/// The first game tree of `text`, found as GNU Go finds it: it starts at
/// the first `(` followed (after blanks) by `;`, and ends at the `)` that
/// closes it; text before and after is ignored. A tree whose final `)` is
/// missing is closed here, provided the text ends between properties and
/// no variation is left open. Errors: no game tree, or one that ends inside
/// a property or a variation.
fn first_game_tree(text: &str) -> Result<Cow<'_, str>, SgfError> {
    let start = text
        .match_indices('(')
        .map(|(i, _)| i)
        .find(|&i| {
            text[i + 1..]
                .trim_start_matches(|c: char| c.is_ascii_whitespace())
                .starts_with(';')
        })
        .ok_or_else(|| SgfError("malformed SGF: no game tree".into()))?;
    let text = &text[start..];
    let mut depth = 0usize;
    let mut marks = Marks::new(text);
    for (i, mark) in &mut marks {
        match mark {
            Mark::Open => depth += 1,
            Mark::Close => {
                depth -= 1;
                if depth == 0 {
                    return Ok(Cow::Borrowed(&text[..=i]));
                }
            }
            Mark::Node => {}
        }
    }
    match marks.state {
        State::Token | State::AfterValue if depth == 1 => Ok(Cow::Owned(format!("{text})"))),
        State::Token | State::AfterValue => err("malformed SGF: unclosed variation"),
        State::Ident => err("malformed SGF: property without a value at the end"),
        State::Value | State::Escaped => err("malformed SGF: unterminated property value"),
        State::BadIdent => err("malformed SGF: non-ASCII property identifier"),
    }
}

/// The deepest node nesting that `sgf_parse::parse` would build from `text`
/// (an upper bound when the text is malformed).
fn node_depth(text: &str) -> usize {
    let mut depth = 0usize;
    let mut max_depth = 0usize;
    let mut saved: Vec<usize> = Vec::new();
    for (_, mark) in Marks::new(text) {
        match mark {
            Mark::Open => saved.push(depth),
            Mark::Close => depth = saved.pop().unwrap_or(depth),
            Mark::Node => {
                depth += 1;
                max_depth = max_depth.max(depth);
            }
        }
    }
    max_depth
}

/// A structural token of SGF text.
#[derive(Copy, Clone, Debug, PartialEq)]
enum Mark {
    /// `(`, starting a game tree or variation.
    Open,
    /// `)`, ending one.
    Close,
    /// `;`, starting a node.
    Node,
}

/// Where a [`Marks`] scan is.
#[derive(Copy, Clone, Debug, PartialEq)]
enum State {
    /// Between tokens.
    Token,
    /// In a property identifier.
    Ident,
    /// In a property value.
    Value,
    /// In a property value, after `\`.
    Escaped,
    /// Just after a property value: another value may follow.
    AfterValue,
    /// Stopped at a non-ASCII character in an identifier.
    BadIdent,
}

/// The structural tokens of SGF text with their byte offsets, following
/// `sgf-parse`'s tokenizer rules: at a token boundary `(`, `)` and `;` are
/// tokens; anything else starts a property whose identifier runs (over
/// ASCII characters, `(`, `)` and `;` included) up to `[`, followed by
/// values `[...]` with `\` escaping. Non-ASCII in an identifier is a
/// tokenizer error, after which the crate builds no tree at all: the scan
/// stops there in [`State::BadIdent`].
struct Marks<'a> {
    chars: std::str::CharIndices<'a>,
    state: State,
}

impl<'a> Marks<'a> {
    fn new(text: &'a str) -> Marks<'a> {
        Marks {
            chars: text.char_indices(),
            state: State::Token,
        }
    }
}

impl Iterator for Marks<'_> {
    type Item = (usize, Mark);

    fn next(&mut self) -> Option<(usize, Mark)> {
        if self.state == State::BadIdent {
            return None;
        }
        for (i, c) in self.chars.by_ref() {
            match self.state {
                State::Value => match c {
                    '\\' => self.state = State::Escaped,
                    ']' => self.state = State::AfterValue,
                    _ => {}
                },
                State::Escaped => self.state = State::Value,
                State::Ident => match c {
                    '[' => self.state = State::Value,
                    c if c.is_ascii() => {}
                    _ => {
                        self.state = State::BadIdent;
                        return None;
                    }
                },
                State::BadIdent => return None,
                State::Token | State::AfterValue => {
                    if self.state == State::AfterValue {
                        if c == '[' {
                            self.state = State::Value;
                            continue;
                        }
                        self.state = State::Token;
                    }
                    match c {
                        '(' => return Some((i, Mark::Open)),
                        ')' => return Some((i, Mark::Close)),
                        ';' => return Some((i, Mark::Node)),
                        '[' => self.state = State::Value,
                        c if c.is_ascii_whitespace() => {}
                        c if c.is_ascii() => self.state = State::Ident,
                        _ => {
                            self.state = State::BadIdent;
                            return None;
                        }
                    }
                }
            }
        }
        None
    }
}

/// Points being added or removed by one node's setup properties.
#[derive(Default)]
struct Setup {
    black: BTreeSet<Vertex>,
    white: BTreeSet<Vertex>,
    empty: BTreeSet<Vertex>,
}

impl Setup {
    /// Applies one point of `AB` (`Some(Black)`), `AW` or `AE` (`None`); a
    /// later property on the same point wins.
    fn set(&mut self, v: Vertex, color: Option<Color>) {
        self.black.remove(&v);
        self.white.remove(&v);
        self.empty.remove(&v);
        match color {
            Some(Color::Black) => self.black.insert(v),
            Some(Color::White) => self.white.insert(v),
            None => self.empty.insert(v),
        };
    }

    fn is_empty(&self) -> bool {
        self.black.is_empty() && self.white.is_empty() && self.empty.is_empty()
    }
}

fn is_move_prop(prop: &Prop) -> bool {
    match prop {
        Prop::B(_) | Prop::W(_) => true,
        Prop::Invalid(id, _) => id == "B" || id == "W",
        _ => false,
    }
}

fn interpret(root: &SgfNode<Prop>) -> Result<LoadedSgf, SgfError> {
    // Root-only properties first: the size is needed to read any point.
    let mut size = 19;
    for prop in root.properties() {
        match prop {
            Prop::SZ((w, h)) => {
                if w != h {
                    return err(format!("non-square board size SZ[{w}:{h}]"));
                }
                let n = *w as usize;
                if !(1..=MAX_SIZE).contains(&n) {
                    return err(format!("board size {n} not in 1..={MAX_SIZE}"));
                }
                size = n;
            }
            Prop::FF(ff) if !(1..=4).contains(ff) => {
                return err(format!("unsupported SGF format FF[{ff}]"));
            }
            Prop::Invalid(id, values) if id == "SZ" || id == "FF" => {
                return err(format!("bad {id} value {values:?}"));
            }
            _ => {}
        }
    }

    let nodes: Vec<&SgfNode<Prop>> = root.main_variation().collect();
    let first_move = nodes
        .iter()
        .position(|n| n.properties().any(is_move_prop))
        .unwrap_or(nodes.len());

    let mut setup = Setup::default();
    let mut events = Vec::new();
    let mut komi: Option<f64> = None;
    let mut handicap: Option<usize> = None;
    let mut player_to_move: Option<Color> = None;
    let mut stopped_at: Option<Color> = None;

    for (i, node) in nodes.iter().enumerate() {
        let mut edit = Setup::default();
        let target = if i < first_move {
            &mut setup
        } else {
            &mut edit
        };
        // `None` for a move with one coordinate off the board.
        let mut moves: Vec<(Color, Option<Move>)> = Vec::new();
        let mut pl: Option<Color> = None;
        for prop in node.properties() {
            match prop {
                Prop::B(m) => moves.push((Color::Black, read_move(m, size))),
                Prop::W(m) => moves.push((Color::White, read_move(m, size))),
                Prop::AB(points) => set_points(target, points, Some(Color::Black), size)?,
                Prop::AW(points) => set_points(target, points, Some(Color::White), size)?,
                Prop::AE(points) => set_points(target, points, None, size)?,
                Prop::PL(c) => {
                    pl = Some(match c {
                        sgf_parse::Color::Black => Color::Black,
                        sgf_parse::Color::White => Color::White,
                    })
                }
                Prop::KM(k) => {
                    komi.get_or_insert(check_komi(*k)?);
                }
                Prop::HA(h) => {
                    handicap.get_or_insert(read_handicap(&h.to_string())?);
                }
                Prop::Invalid(id, values) => match id.as_str() {
                    "B" | "W" => return err(format!("bad move {id}{}", show_values(values))),
                    "AB" | "AW" | "AE" => {
                        let color = match id.as_str() {
                            "AB" => Some(Color::Black),
                            "AW" => Some(Color::White),
                            _ => None,
                        };
                        let points = read_point_list(id, values)?;
                        set_points(target, &points, color, size)?;
                    }
                    "PL" => match values.as_slice() {
                        [v] => pl = Some(read_player(v)?),
                        _ => return err(format!("bad PL{}", show_values(values))),
                    },
                    // `sgf-parse` refuses HA below 2, which files do contain.
                    "HA" => {
                        let h = match values.as_slice() {
                            [v] => read_handicap(v)?,
                            _ => return err(format!("bad HA{}", show_values(values))),
                        };
                        handicap.get_or_insert(h);
                    }
                    // What `sgf-parse` could not read as a number (or a
                    // list of values): read the first value as `atof` would.
                    "KM" => {
                        let v = values.first().map_or("", String::as_str);
                        komi.get_or_insert(check_komi(atof(v))?);
                    }
                    _ => {}
                },
                _ => {}
            }
        }
        if !edit.is_empty() {
            events.push(Event::Edit {
                black: edit.black.into_iter().collect(),
                white: edit.white.into_iter().collect(),
                empty: edit.empty.into_iter().collect(),
            });
        }
        // PL counts from the last node with a move onwards (or anywhere if
        // there are no moves): a move resets it, a later PL overrides it.
        if !moves.is_empty() || pl.is_some() {
            player_to_move = pl;
        }
        for (c, m) in moves {
            match m {
                Some(m) => events.push(Event::Play(c, m)),
                None => {
                    stopped_at = Some(c);
                    break;
                }
            }
        }
        if stopped_at.is_some() {
            player_to_move = None;
            break;
        }
    }

    let record = GameRecord {
        size,
        komi: komi.unwrap_or(0.0),
        handicap: handicap.unwrap_or(0),
        setup_black: setup.black.into_iter().collect(),
        setup_white: setup.white.into_iter().collect(),
        events,
        player_to_move,
    };
    Ok(LoadedSgf {
        record,
        komi,
        stopped_at,
    })
}

fn show_values(values: &[String]) -> String {
    values.iter().map(|v| format!("[{v}]")).collect()
}

fn check_komi(k: f64) -> Result<f64, SgfError> {
    if k.is_finite() {
        Ok(k)
    } else {
        err(format!("bad KM[{k}]"))
    }
}

/// The number C's `atof` reads from `text` (GNU Go reads `KM` this way):
/// after leading blanks, the longest prefix that is a decimal number, else
/// 0; `inf` and `nan` give what they say. One addition: a decimal comma is
/// read as a point. Hexadecimal numbers, which `atof` also reads, are not.
fn atof(text: &str) -> f64 {
    let text = text
        .trim_start_matches(|c: char| c.is_ascii_whitespace())
        .replace(',', ".");
    let b = text.as_bytes();
    let digits = |i: &mut usize| {
        let start = *i;
        while b.get(*i).is_some_and(u8::is_ascii_digit) {
            *i += 1;
        }
        *i - start
    };
    let sign = usize::from(matches!(b.first(), Some(b'+' | b'-')));
    let mut i = sign;
    let mut n = digits(&mut i);
    if b.get(i) == Some(&b'.') {
        i += 1;
        n += digits(&mut i);
    }
    if n == 0 {
        let rest = text[sign..].to_ascii_lowercase();
        return if rest.starts_with("inf") {
            f64::INFINITY
        } else if rest.starts_with("nan") {
            f64::NAN
        } else {
            0.0
        };
    }
    if matches!(b.get(i), Some(b'e' | b'E')) {
        let mut j = i + 1;
        if matches!(b.get(j), Some(b'+' | b'-')) {
            j += 1;
        }
        if digits(&mut j) > 0 {
            i = j;
        }
    }
    text[..i].parse().unwrap_or(0.0)
}

/// A `PL` value `sgf-parse` refused. GNU Go reads any value (white when it
/// starts with `W`, `w` or `2`, else black); here `1`, `2`, `b`, `w`,
/// `black` and `white` (any case, blanks around) are accepted, anything
/// else is an error.
fn read_player(value: &str) -> Result<Color, SgfError> {
    match value.trim().to_ascii_lowercase().as_str() {
        "1" | "b" | "black" => Ok(Color::Black),
        "2" | "w" | "white" => Ok(Color::White),
        _ => err(format!("bad PL[{value}]")),
    }
}

fn read_handicap(value: &str) -> Result<usize, SgfError> {
    match value.trim().parse::<usize>() {
        Ok(h) if h <= MAX_SIZE * MAX_SIZE => Ok(h),
        _ => err(format!("bad HA[{value}]")),
    }
}

/// Re-reads a point list `sgf-parse` refused. The one case accepted here is
/// a rectangle `[xy:xy]` whose corners are not given upper-left first.
fn read_point_list(id: &str, values: &[String]) -> Result<Vec<Point>, SgfError> {
    let bad = || SgfError(format!("bad point list {id}{}", show_values(values)));
    if values.is_empty() {
        return Err(bad());
    }
    let mut points = Vec::new();
    for value in values {
        match value.split_once(':') {
            None => points.push(value.parse::<Point>().map_err(|_| bad())?),
            Some((a, b)) => {
                let a: Point = a.parse().map_err(|_| bad())?;
                let b: Point = b.parse().map_err(|_| bad())?;
                for x in a.x.min(b.x)..=a.x.max(b.x) {
                    for y in a.y.min(b.y)..=a.y.max(b.y) {
                        points.push(Point { x, y });
                    }
                }
            }
        }
    }
    Ok(points)
}

fn set_points<'a>(
    target: &mut Setup,
    points: impl IntoIterator<Item = &'a Point>,
    color: Option<Color>,
    size: usize,
) -> Result<(), SgfError> {
    for p in points {
        target.set(read_point(p, size)?, color);
    }
    Ok(())
}

fn read_point(p: &Point, size: usize) -> Result<Vertex, SgfError> {
    let (x, y) = (p.x as usize, p.y as usize);
    if x >= size || y >= size {
        return err(format!(
            "point {}{} is off the {size}x{size} board",
            letter(x),
            letter(y)
        ));
    }
    Ok(Vertex::from_col_row(x, size - 1 - y))
}

/// A move as GNU Go reads it: `B[]` and any point off the board in both
/// coordinates are passes (FF\[3\] wrote passes as `tt`, which is a real
/// point on 20x20 and up); `None` when just one coordinate is off.
fn read_move(m: &SgfMove, size: usize) -> Option<Move> {
    match m {
        SgfMove::Pass => Some(None),
        SgfMove::Move(p) => {
            let (x, y) = (p.x as usize, p.y as usize);
            match (x < size, y < size) {
                (true, true) => Some(Some(Vertex::from_col_row(x, size - 1 - y))),
                (false, false) => Some(None),
                _ => None,
            }
        }
    }
}

/// SGF coordinate letter for index `i`: `a`..`z`, then `A`..`Z`.
fn letter(i: usize) -> char {
    match i {
        0..=25 => (b'a' + i as u8) as char,
        26..=51 => (b'A' + (i - 26) as u8) as char,
        _ => '?',
    }
}

/// The two SGF letters of `v` on a `size` board. A vertex off the board
/// gives `?`, so the file fails to load rather than loading a wrong point.
fn point_letters(v: Vertex, size: usize) -> String {
    let x = if v.col() < size { letter(v.col()) } else { '?' };
    let y = match size.checked_sub(v.row() + 1) {
        Some(y) => letter(y),
        None => '?',
    };
    format!("{x}{y}")
}

fn write_points(out: &mut String, id: &str, points: &[Vertex], size: usize) {
    if points.is_empty() {
        return;
    }
    out.push_str(id);
    for &v in points {
        let _ = write!(out, "[{}]", point_letters(v, size));
    }
}

/// The whole record as an FF\[4\] SGF collection of one game, main line only.
///
/// Deterministic; [`parse_record`] reads it back to an equal record, except
/// that loaded point lists are sorted and deduplicated, empty edits vanish,
/// and edits before the first move load as setup stones.
pub fn write_record(record: &GameRecord) -> String {
    let size = record.size;
    let mut out = String::new();
    let _ = write!(
        out,
        "(;GM[1]FF[4]CA[UTF-8]AP[Megane:{}]SZ[{size}]",
        env!("CARGO_PKG_VERSION")
    );
    if record.komi.is_finite() {
        // `Display` for f64 is the shortest text that reads back exactly.
        let _ = write!(out, "KM[{}]", record.komi);
    }
    if record.handicap > 0 {
        let _ = write!(out, "HA[{}]", record.handicap);
    }
    write_points(&mut out, "AB", &record.setup_black, size);
    write_points(&mut out, "AW", &record.setup_white, size);
    let pl = record
        .player_to_move
        .map(|c| format!("PL[{}]", c.letter()))
        .unwrap_or_default();
    if record.events.is_empty() {
        out.push_str(&pl);
    }
    out.push('\n');
    let last = record.events.len().saturating_sub(1);
    for (i, event) in record.events.iter().enumerate() {
        out.push(';');
        match event {
            Event::Play(c, m) => {
                let point = m.map(|v| point_letters(v, size)).unwrap_or_default();
                let _ = write!(out, "{}[{point}]", c.letter());
            }
            Event::Edit {
                black,
                white,
                empty,
            } => {
                write_points(&mut out, "AB", black, size);
                write_points(&mut out, "AW", white, size);
                write_points(&mut out, "AE", empty, size);
            }
        }
        if i == last {
            out.push_str(&pl);
        } else if (i + 1) % NODES_PER_LINE == 0 {
            out.push('\n');
        }
    }
    out.push_str(")\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn v(col: usize, row: usize) -> Vertex {
        Vertex::from_col_row(col, row)
    }

    fn load(text: &str) -> LoadedSgf {
        match parse_record(text) {
            Ok(loaded) => loaded,
            Err(e) => panic!("failed to load {text:?}: {e}"),
        }
    }

    fn plays(record: &GameRecord) -> Vec<(Color, Move)> {
        record.moves().collect()
    }

    fn sample_record() -> GameRecord {
        let mut r = GameRecord::new(9, 6.5);
        r.handicap = 2;
        r.setup_black = vec![v(2, 2), v(6, 6)];
        r.setup_white = vec![v(4, 4)];
        r.events = vec![
            Event::Play(Color::White, Some(v(2, 6))),
            Event::Play(Color::Black, None),
            Event::Edit {
                black: vec![v(0, 0)],
                white: vec![],
                empty: vec![v(2, 2)],
            },
            Event::Play(Color::White, Some(v(8, 8))),
            Event::Edit {
                black: vec![v(1, 0), v(1, 1)],
                white: vec![v(7, 0)],
                empty: vec![],
            },
            Event::Play(Color::Black, Some(v(8, 0))),
            Event::Play(Color::White, None),
        ];
        r.player_to_move = Some(Color::White);
        r
    }

    #[test]
    fn round_trip_full_record() {
        let r = sample_record();
        let text = write_record(&r);
        let loaded = load(&text);
        assert_eq!(loaded.record, r);
        assert_eq!(loaded.komi, Some(6.5));
        // Deterministic output.
        assert_eq!(write_record(&loaded.record), text);
    }

    #[test]
    fn round_trip_small_records() {
        let mut r = GameRecord::new(19, 0.0);
        assert_eq!(load(&write_record(&r)).record, r);
        r.player_to_move = Some(Color::Black);
        assert_eq!(load(&write_record(&r)).record, r);
        r.komi = -3.5;
        r.events = vec![Event::Play(Color::Black, Some(v(18, 18)))];
        assert_eq!(load(&write_record(&r)).record, r);
        r.player_to_move = None;
        r.events.push(Event::Edit {
            black: vec![],
            white: vec![],
            empty: vec![v(18, 18)],
        });
        assert_eq!(load(&write_record(&r)).record, r);
        for size in [1, 2, 19, 20, 25] {
            let mut r = GameRecord::new(size, 7.5);
            let corner = v(size - 1, size - 1);
            r.events = vec![
                Event::Play(Color::Black, Some(v(0, 0))),
                Event::Play(Color::White, None),
                Event::Play(Color::Black, Some(corner)),
            ];
            assert_eq!(load(&write_record(&r)).record, r, "size {size}");
        }
    }

    #[test]
    fn round_trip_long_game_with_line_breaks() {
        let mut r = GameRecord::new(13, 0.5);
        for i in 0..57 {
            let c = if i % 2 == 0 {
                Color::Black
            } else {
                Color::White
            };
            r.events.push(Event::Play(c, Some(v(i % 13, (i * 7) % 13))));
        }
        let text = write_record(&r);
        assert!(text.lines().count() >= 6, "{text}");
        assert_eq!(load(&text).record, r);
    }

    #[test]
    fn write_format() {
        let mut r = GameRecord::new(9, 7.5);
        r.handicap = 2;
        r.setup_black = vec![v(2, 2), v(6, 6)];
        r.events = vec![
            Event::Play(Color::White, Some(v(0, 8))),
            Event::Play(Color::Black, None),
        ];
        r.player_to_move = Some(Color::Black);
        let ver = env!("CARGO_PKG_VERSION");
        assert_eq!(
            write_record(&r),
            format!(
                "(;GM[1]FF[4]CA[UTF-8]AP[Megane:{ver}]SZ[9]KM[7.5]HA[2]AB[cg][gc]\n;W[aa];B[]PL[B])\n"
            )
        );
        let r = GameRecord::new(19, 0.0);
        assert_eq!(
            write_record(&r),
            format!("(;GM[1]FF[4]CA[UTF-8]AP[Megane:{ver}]SZ[19]KM[0]\n)\n")
        );
        let mut r = GameRecord::new(19, 6.0);
        r.player_to_move = Some(Color::White);
        assert!(write_record(&r).contains("KM[6]PL[W]\n)"));
    }

    #[test]
    fn off_board_vertices_write_unloadable_sgf() {
        let mut r = GameRecord::new(9, 0.0);
        r.events = vec![Event::Play(Color::Black, Some(v(9, 0)))];
        assert!(write_record(&r).contains(";B[?i]"));
        assert!(parse_record(&write_record(&r)).is_err());
        r.events = vec![Event::Play(Color::Black, Some(v(0, 9)))];
        assert!(write_record(&r).contains(";B[a?]"));
        r.size = 0;
        r.setup_white = vec![v(0, 0)];
        assert!(write_record(&r).contains("AW[??]"));
        assert!(parse_record(&write_record(&r)).is_err());
    }

    #[test]
    fn coordinates_count_rows_from_the_top() {
        let loaded = load("(;SZ[9];B[ai];W[ia];B[ee])");
        assert_eq!(
            plays(&loaded.record),
            vec![
                (Color::Black, Some(v(0, 0))),
                (Color::White, Some(v(8, 8))),
                (Color::Black, Some(v(4, 4))),
            ]
        );
        assert_eq!(
            loaded.record.moves().next().map(|m| m.1.unwrap().to_gtp()),
            Some("A1".into())
        );
    }

    #[test]
    fn defaults() {
        let loaded = load("(;B[dd])");
        assert_eq!(loaded.record.size, 19);
        assert_eq!(loaded.komi, None);
        assert_eq!(loaded.record.komi, 0.0);
        assert_eq!(loaded.record.handicap, 0);
        assert_eq!(loaded.record.player_to_move, None);
        assert_eq!(plays(&loaded.record), vec![(Color::Black, Some(v(3, 15)))]);
    }

    #[test]
    fn komi_and_handicap() {
        let loaded = load("(;SZ[9]KM[5.5]HA[3])");
        assert_eq!(loaded.komi, Some(5.5));
        assert_eq!(loaded.record.komi, 5.5);
        assert_eq!(loaded.record.handicap, 3);
        assert_eq!(load("(;HA[0])").record.handicap, 0);
        assert_eq!(load("(;HA[1])").record.handicap, 1);
        assert_eq!(load("(;KM[0])").komi, Some(0.0));
        assert_eq!(load("(;KM[6,5])").komi, Some(6.5));
        assert!(parse_record("(;KM[inf])").is_err());
        assert!(parse_record("(;KM[NaN])").is_err());
        assert!(parse_record("(;HA[-1])").is_err());
        assert!(parse_record("(;HA[two])").is_err());
    }

    /// KM is read as C's `atof` reads it, like GNU Go: an unreadable KM
    /// (formerly an error, or "no komi" when empty) is komi 0, not a
    /// failed load.
    #[test]
    fn komi_is_read_like_atof() {
        for (text, komi) in [
            ("abc", 0.0),
            ("", 0.0),
            ("  ", 0.0),
            (" 6", 6.0),
            ("7.5x", 7.5),
            ("--1", 0.0),
            ("1e", 1.0),
            ("1e+", 1.0),
            ("-2e1", -20.0),
            ("-.e1", 0.0),
            ("+.5e-1x", 0.05),
            ("5.", 5.0),
            ("0x10", 0.0),
            ("6,5 points", 6.5),
        ] {
            let loaded = load(&format!("(;SZ[9]KM[{text}];B[ee])"));
            assert_eq!(loaded.komi, Some(komi), "KM[{text}]");
            assert_eq!(loaded.record.komi, komi, "KM[{text}]");
            assert_eq!(loaded.record.events.len(), 1);
        }
        // Several values: the first counts.
        assert_eq!(load("(;KM[1][2])").komi, Some(1.0));
        // Not finite is still refused, however spelt.
        for bad in ["infinity", "-inf", "nanx", "1e999", "Infx"] {
            assert!(parse_record(&format!("(;KM[{bad}])")).is_err(), "{bad}");
        }
    }

    #[test]
    fn passes() {
        let loaded = load("(;FF[3]SZ[19];B[tt];W[];B[aa])");
        assert_eq!(
            plays(&loaded.record),
            vec![
                (Color::Black, None),
                (Color::White, None),
                (Color::Black, Some(v(0, 18))),
            ]
        );
        assert_eq!(
            plays(&load("(;SZ[9];W[tt])").record),
            vec![(Color::White, None)]
        );
        // On 20x20 and larger, `tt` is a point.
        assert_eq!(
            plays(&load("(;SZ[20];B[tt])").record),
            vec![(Color::Black, Some(v(19, 0)))]
        );
        assert_eq!(
            plays(&load("(;SZ[25];B[tt])").record),
            vec![(Color::Black, Some(v(19, 5)))]
        );
        // As in GNU Go, any point off the board in both coordinates is a
        // pass (these were errors before).
        assert_eq!(
            plays(&load("(;SZ[9];B[jj];W[zz];B[ZZ])").record),
            vec![
                (Color::Black, None),
                (Color::White, None),
                (Color::Black, None)
            ]
        );
        assert_eq!(
            plays(&load("(;SZ[20];B[uu])").record),
            vec![(Color::Black, None)]
        );
    }

    /// A move with just one coordinate off the board ends the main line,
    /// as GNU Go stops loading there: what came before stays, and the
    /// stopping move's player is reported.
    #[test]
    fn off_board_move_stops_reading() {
        let loaded = load("(;SZ[9]PL[W];B[ja];W[cc])");
        assert_eq!(loaded.stopped_at, Some(Color::Black));
        assert!(loaded.record.events.is_empty());
        assert_eq!(loaded.record.player_to_move, None);

        let loaded = load("(;SZ[9];B[ee];W[ai]AB[aa];B[cc]W[cj]B[dd];W[ee];KM[abc]AB[zz])");
        assert_eq!(loaded.stopped_at, Some(Color::White));
        assert_eq!(
            loaded.record.events,
            vec![
                Event::Play(Color::Black, Some(v(4, 4))),
                Event::Edit {
                    black: vec![v(0, 8)],
                    white: vec![],
                    empty: vec![],
                },
                Event::Play(Color::White, Some(v(0, 0))),
                Event::Play(Color::Black, Some(v(2, 6))),
            ]
        );
        // Nothing after the stop is read, not even errors.
        assert_eq!(loaded.komi, None);

        // On 19x19 `ta` is off the board, `tt` a pass; on 20x20 both are
        // points.
        assert_eq!(load("(;B[ta])").stopped_at, Some(Color::Black));
        assert_eq!(load("(;B[at])").stopped_at, Some(Color::Black));
        assert_eq!(load("(;B[tt])").stopped_at, None);
        assert_eq!(load("(;SZ[20];B[ta])").stopped_at, None);
        assert_eq!(load("(;SZ[9];B[ee])").stopped_at, None);

        // Setup points off the board are still errors.
        assert!(parse_record("(;SZ[9]AB[ja])").is_err());
        assert!(parse_record("(;SZ[9];B[ee];AW[jj])").is_err());
    }

    #[test]
    fn ff3_mixed_case_identifiers() {
        let loaded = load("(;FF[3]GaMe[1]SiZe[9]AddBlack[aa]KoMi[0.5];Black[bb]White[cc])");
        assert_eq!(loaded.record.size, 9);
        assert_eq!(loaded.komi, Some(0.5));
        assert_eq!(loaded.record.setup_black, vec![v(0, 8)]);
        assert_eq!(
            plays(&loaded.record),
            vec![(Color::Black, Some(v(1, 7))), (Color::White, Some(v(2, 6)))]
        );
    }

    #[test]
    fn compressed_point_lists() {
        let loaded = load("(;FF[4]SZ[9]AB[aa:cc][ee]AW[gg:gi]AE[bb])");
        let mut black: Vec<Vertex> = (0..3)
            .flat_map(|c| (6..9).map(move |r| v(c, r)))
            .filter(|&p| p != v(1, 7))
            .collect();
        black.push(v(4, 4));
        black.sort();
        assert_eq!(loaded.record.setup_black, black);
        assert_eq!(loaded.record.setup_white, vec![v(6, 0), v(6, 1), v(6, 2)]);
        // Corners in the wrong order are accepted too.
        let loaded = load("(;SZ[9]AB[ca:ac])");
        assert_eq!(loaded.record.setup_black.len(), 9);
        assert!(parse_record("(;SZ[9]AB[aa:jj])").is_err());
    }

    #[test]
    fn setup_before_first_move_is_merged() {
        let loaded = load("(;SZ[9]AB[aa][bb]AW[cc];AE[aa]AW[bb];AB[dd]C[x];W[ee]AB[ff];AE[dd])");
        let r = &loaded.record;
        assert_eq!(r.setup_black, vec![v(3, 5)]);
        assert_eq!(r.setup_white, {
            let mut w = vec![v(2, 6), v(1, 7)];
            w.sort();
            w
        });
        assert_eq!(
            r.events,
            vec![
                Event::Edit {
                    black: vec![v(5, 3)],
                    white: vec![],
                    empty: vec![],
                },
                Event::Play(Color::White, Some(v(4, 4))),
                Event::Edit {
                    black: vec![],
                    white: vec![],
                    empty: vec![v(3, 5)],
                },
            ]
        );
    }

    #[test]
    fn variations_are_ignored() {
        let loaded = load("(;SZ[9](;B[aa](;W[bb];B[cc])(;W[dd]))(;B[ee];W[ff]))(;SZ[5];B[aa])");
        assert_eq!(loaded.record.size, 9);
        assert_eq!(
            plays(&loaded.record),
            vec![
                (Color::Black, Some(v(0, 8))),
                (Color::White, Some(v(1, 7))),
                (Color::Black, Some(v(2, 6))),
            ]
        );
    }

    #[test]
    fn player_to_move() {
        let pl = |text: &str| load(text).record.player_to_move;
        assert_eq!(pl("(;PL[W]AB[aa])"), Some(Color::White));
        assert_eq!(pl("(;PL[W];AB[aa])"), Some(Color::White));
        assert_eq!(pl("(;PL[W];B[aa])"), None);
        assert_eq!(pl("(;B[aa];W[bb]PL[W])"), Some(Color::White));
        assert_eq!(pl("(;B[aa]PL[B];W[bb])"), None);
        assert_eq!(pl("(;B[aa];AB[cc]PL[B])"), Some(Color::Black));
        assert_eq!(pl("(;B[aa];PL[B];C[comment])"), Some(Color::Black));
        assert_eq!(pl("(;B[aa];W[bb])(;PL[B])"), None);
        assert!(parse_record("(;PL[X])").is_err());
    }

    /// `PL[1]`/`PL[2]` (and a few spellings) are read as GNU Go reads
    /// them, where they used to be errors.
    #[test]
    fn player_to_move_spellings() {
        let pl = |text: &str| load(&format!("(;SZ[9]PL[{text}])")).record.player_to_move;
        for black in ["1", "B", "b", "black", "Black", " B "] {
            assert_eq!(pl(black), Some(Color::Black), "{black}");
        }
        for white in ["2", "W", "w", "white", "WHITE", " 2"] {
            assert_eq!(pl(white), Some(Color::White), "{white}");
        }
        for bad in ["", "0", "3", "x", "bw", "PL[B][W]"] {
            assert!(parse_record(&format!("(;PL[{bad}])")).is_err(), "{bad}");
        }
    }

    #[test]
    fn sizes() {
        assert_eq!(load("(;SZ[1])").record.size, 1);
        assert_eq!(load("(;SZ[25];B[yy])").record.size, 25);
        assert_eq!(load("(;SZ[19:19])").record.size, 19);
        assert_eq!(load("(;SZ[13]B[mm])").record.size, 13);
        for bad in [
            "(;SZ[0])",
            "(;SZ[26])",
            "(;SZ[52])",
            "(;SZ[300])",
            "(;SZ[9:13])",
            "(;SZ[-1])",
            "(;SZ[nine])",
            "(;SZ[9][9])",
        ] {
            assert!(parse_record(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn malformed_inputs_are_errors() {
        for bad in [
            "",
            "   ",
            "garbage",
            "plain text (with parentheses)",
            "(",
            ")",
            "()",
            "(x)",
            "(;B[aa",
            "(;B[aa];W",
            "(;B[aa];C[x\\]",
            "(;B[aa](;W[bb]",
            "(;B[aa](;W[bb])(;W[cc]",
            ";B[aa]",
            "(;SZ[9];B[a])",
            "(;SZ[9];B[abc])",
            "(;B[aa][bb])",
            "(;B[a1])",
            "(;SZ[9]AB[jj])",
            "(;SZ[9]AB[])",
            "(;SZ[9]B[aa];AW[ss])",
            "(;GM[2];B[aa])",
            "(;GM[x])",
            "(;FF[5])",
            "(;FF[0])",
            "(;B[\u{e9}\u{e9}])",
            "(;B\u{e9}[aa])",
        ] {
            let result = parse_record(bad);
            assert!(result.is_err(), "{bad:?} gave {result:?}");
            assert!(!result.unwrap_err().to_string().is_empty());
        }
    }

    /// Text around the first game tree is ignored, and a missing final `)`
    /// is supplied, as in GNU Go. Several of these used to be errors.
    #[test]
    fn junk_around_and_unclosed_trees() {
        let game = [(Color::Black, Some(v(4, 4))), (Color::White, Some(v(2, 6)))];
        for text in [
            "Megane test file: text before the game is skipped.\n\
             (;GM[1]FF[4]SZ[9];B[ee];W[cc])\ntrailing text is ignored too\n",
            "junk (x) [(] ( y (;SZ[9];B[ee];W[cc])",
            "B[aa](  \n;SZ[9];B[ee];W[cc])",
            "x;B[aa](;SZ[9];B[ee];W[cc])",
            "((;SZ[9];B[ee];W[cc]))",
            "(;SZ[9];B[ee];W[cc]))junk",
            "(;SZ[9];B[ee];W[cc])(;B[",
            "(;SZ[9];B[ee];W[cc])\u{e9}\u{e9}[",
            "(;SZ[9];B[ee];W[cc]",
            "(;SZ[9];B[ee];W[cc]\n",
            "(;SZ[9]C[a ) b];B[ee]\n;W[cc]",
            "(;SZ[9];B[ee];W[cc](;B[dd])(;B[ff])",
        ] {
            let loaded = load(text);
            assert_eq!(loaded.record.size, 9, "{text:?}");
            assert_eq!(plays(&loaded.record)[..2], game[..], "{text:?}");
        }
        let loaded = load("(;SZ[9];B[ee];W[cc](;B[dd])(;B[ff])");
        assert_eq!(plays(&loaded.record)[2], (Color::Black, Some(v(3, 5))));
        // Just a root node.
        assert_eq!(load("(;").record, GameRecord::new(19, 0.0));
        assert_eq!(load("(;B[aa]").record.events.len(), 1);
        // The first game tree only.
        assert_eq!(load("(;SZ[9])(;SZ[5])").record.size, 9);
    }

    #[test]
    fn tolerated_oddities() {
        // Byte order mark, whitespace, trailing text, unknown properties.
        let loaded = load("\u{feff}  (;SZ[9]XX[foo]C[a \\] b]\n ;B[aa])\n");
        assert_eq!(plays(&loaded.record), vec![(Color::Black, Some(v(0, 8)))]);
        // Setup and a move in the same node: the edit comes first.
        let loaded = load("(;SZ[9];B[aa];W[bb]AB[cc])");
        assert_eq!(
            loaded.record.events[1..],
            [
                Event::Edit {
                    black: vec![v(2, 6)],
                    white: vec![],
                    empty: vec![],
                },
                Event::Play(Color::White, Some(v(1, 7))),
            ]
        );
        // The first move node's own setup is an edit, not root setup.
        let loaded = load("(;AB[aa]B[bb])");
        assert!(loaded.record.setup_black.is_empty());
        assert_eq!(loaded.record.events.len(), 2);
    }

    #[test]
    fn node_depth_matches_parser() {
        assert_eq!(node_depth(""), 0);
        assert_eq!(node_depth("(;B[aa];W[bb])"), 2);
        assert_eq!(node_depth("(;(;;;)(;))"), 4);
        assert_eq!(node_depth("(;C[;;;\\];;]B[aa])"), 1);
        // A `)` inside an identifier is not a token.
        assert_eq!(node_depth("(;;X)[v];;)"), 4);
        assert_eq!(node_depth("(;;X [v] [w];;)"), 4);
    }

    #[test]
    fn depth_limit() {
        let deep = |n: usize| format!("(;SZ[9]{})", ";".repeat(n - 1));
        // Parsing and dropping a tree at the limit fits a small stack.
        let text = deep(MAX_NODE_DEPTH);
        let handle = std::thread::Builder::new()
            .stack_size(2 << 20)
            .spawn(move || parse_record(&text).map(|l| l.record.size))
            .unwrap();
        assert_eq!(handle.join().unwrap(), Ok(9));
        assert!(parse_record(&deep(MAX_NODE_DEPTH + 1)).is_err());
        // Also refused when malformed, before anything is built.
        let text = format!("(;SZ[9]{}", ";".repeat(500_000));
        assert!(parse_record(&text).is_err());
        let text = format!("(;X)[v]{}", ";".repeat(500_000));
        assert!(parse_record(&text).is_err());
    }

    const VALID: &str = "(;GM[1]FF[4]SZ[9]KM[6.5]HA[2]AB[cc][gg]AW[ee:ef]PL[W]\n\
        ;W[cg];B[gc]C[a [\\] comment];W[];B[tt];AE[cc]AB[aa:bb];W[dd]\n\
        (;B[fe];W[ff]PL[W])(;B[aa]))";

    #[test]
    fn valid_sample_loads() {
        let loaded = load(VALID);
        assert_eq!(loaded.record.events.len(), 8);
        assert_eq!(loaded.record.player_to_move, Some(Color::White));
    }

    fn mutate(text: &str, edits: &[(usize, u8, char)]) -> String {
        let mut chars: Vec<char> = text.chars().collect();
        for &(pos, kind, c) in edits {
            let len = chars.len();
            match kind % 3 {
                0 => chars.insert(pos % (len + 1), c),
                1 if len > 0 => {
                    chars.remove(pos % len);
                }
                _ if len > 0 => chars[pos % len] = c,
                _ => {}
            }
        }
        chars.into_iter().collect()
    }

    fn sgf_char() -> impl Strategy<Value = char> {
        prop_oneof![
            4 => prop::sample::select(vec![
                '(', ')', ';', '[', ']', ':', '\\', ' ', '\n', 'a', 's', 't', 'z', 'A', 'B',
                'W', 'E', 'L', 'P', 'S', 'Z', 'K', 'M', 'H', '0', '1', '9', '.', '-',
            ]),
            1 => any::<char>(),
        ]
    }

    proptest! {
        #[test]
        fn arbitrary_text_never_panics(text in ".*") {
            let _ = parse_record(&text);
        }

        #[test]
        fn sgf_like_text_never_panics(chars in prop::collection::vec(sgf_char(), 0..200)) {
            let text: String = chars.into_iter().collect();
            let _ = parse_record(&text);
        }

        #[test]
        fn mutated_sgf_never_panics(
            edits in prop::collection::vec((any::<usize>(), any::<u8>(), sgf_char()), 1..8)
        ) {
            let text = mutate(VALID, &edits);
            if let Ok(loaded) = parse_record(&text) {
                // Whatever loads must write back to something that loads.
                let again = parse_record(&write_record(&loaded.record));
                prop_assert!(again.is_ok(), "{text:?}");
            }
        }
    }
}
