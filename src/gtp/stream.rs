//! Commands that answer while they run: the analysis streams Sabaki, Lizzie
//! and other Leela Zero or KataGo clients use, and GoGui's interrupt.
//!
//! - `lz-analyze [COLOR] [INTERVAL] [KEY VALUE]...` and `kata-analyze` (same
//!   arguments): `=` at once, then a line of every candidate's `info ...`
//!   each INTERVAL centiseconds until any input line arrives (or input
//!   ends); then the blank line that ends the answer. The line that
//!   stopped the stream is then read as usual.
//! - `lz-genmove_analyze COLOR [INTERVAL]...` and `kata-genmove_analyze`:
//!   the same lines while the move's search runs, then `play VERTEX` (or
//!   `play pass`), and the move is played.
//! - `gogui-interrupt`: tells GoGui that a `# interrupt` line stops a long
//!   command early; such a command answers with what it has.
//!
//! Winrates are the mover's: LZ lines in 1/10000, KataGo lines 0..1 with
//! the score from the playouts (`scoreLead` in points, komi included).
//! With `ownership true`, a KataGo line ends with `ownership` and each
//! point's expected owner from the mover's view (-1..1, top row first): the
//! playouts' verdict on who gets which point, eyes included.
//!
//! Outside a live session (`Session::handle_line`) the table's handlers run
//! the same code on a fixed budget and answer the lines at once.

use super::args::{Args, Reply};
use super::input::Watch;
use super::parse::{color, int};
use crate::board::{Color, Move};
use crate::engine::{Decision, Ended, Engine, Flow, Limits, MoveStats, Search};
use std::io::{self, Write};
use std::time::{Duration, Instant};

/// A streamed command's handler: writes its lines through the [`Stream`],
/// and returns the last line of its answer (or an error before the first).
pub type StreamHandler = fn(&mut Engine, &Args, &mut Stream) -> Reply;

/// The commands a live session runs as streams.
pub fn find(name: &str) -> Option<StreamHandler> {
    match name {
        "lz-analyze" => Some(lz_analyze_stream),
        "kata-analyze" => Some(kata_analyze_stream),
        "lz-genmove_analyze" => Some(lz_genmove_analyze_stream),
        "kata-genmove_analyze" => Some(kata_genmove_analyze_stream),
        "megane-search_gfx" => Some(search_gfx_stream),
        _ => None,
    }
}

/// Playouts an analysis runs at most, live: past that it only waits for
/// input (it has said all it will say).
const ANALYSIS_CAP: u64 = 2_000_000;
/// Playouts of an analysis answered at once (outside a live session).
const DETACHED_PLAYOUTS: u64 = 1_000;
/// The interval when the command gives none, in centiseconds.
const DEFAULT_INTERVAL: u64 = 100;
/// The longest interval honoured, in centiseconds: a day.
const MAX_INTERVAL: u64 = 24 * 3600 * 100;
/// How often an idle stream looks for input.
const IDLE_POLL: Duration = Duration::from_millis(5);

/// Where a streamed command's lines go.
enum Sink<'a> {
    /// The session's output: `=ID` first, flushed line by line.
    Live {
        out: &'a mut dyn Write,
        id: Option<u64>,
        begun: bool,
        error: Option<io::Error>,
    },
    /// Kept, to be answered in one piece.
    Collect(Vec<String>),
}

/// A streamed answer in the making, and the command's view of the input.
pub struct Stream<'a> {
    sink: Sink<'a>,
    watch: Watch,
}

impl<'a> Stream<'a> {
    /// A stream onto a live session's output.
    pub fn live(out: &'a mut dyn Write, id: Option<u64>, watch: Watch) -> Stream<'a> {
        Stream {
            sink: Sink::Live {
                out,
                id,
                begun: false,
                error: None,
            },
            watch,
        }
    }

    /// A stream that keeps its lines, with no input to watch.
    pub fn collecting() -> Stream<'static> {
        Stream {
            sink: Sink::Collect(Vec::new()),
            watch: Watch::detached(),
        }
    }

    /// True on a live session's output.
    pub fn is_live(&self) -> bool {
        matches!(self.sink, Sink::Live { .. })
    }

    pub fn watch(&self) -> &Watch {
        &self.watch
    }

    /// Stop now: any input arrived (for analysis), or the output is gone.
    pub fn input_arrived(&self) -> bool {
        self.watch.input_arrived() || self.broken()
    }

    /// Stop now: `# interrupt` came, or the output is gone.
    pub fn interrupted(&self) -> bool {
        self.watch.interrupted() || self.broken()
    }

    /// The output failed: nothing more can be said.
    pub fn broken(&self) -> bool {
        matches!(self.sink, Sink::Live { error: Some(_), .. })
    }

    /// Starts a successful answer (`=ID` on its own line) if not yet done.
    pub fn begin(&mut self) {
        if let Sink::Live {
            out,
            id,
            begun,
            error,
        } = &mut self.sink
        {
            if !*begun && error.is_none() {
                *begun = true;
                let id = id.map(|n| n.to_string()).unwrap_or_default();
                if let Err(e) = writeln!(out, "={id}").and_then(|_| out.flush()) {
                    *error = Some(e);
                }
            }
        }
    }

    /// One line of the answer; a blank one would end the answer, so blank
    /// lines are not written.
    pub fn line(&mut self, text: &str) {
        if text.trim().is_empty() {
            return;
        }
        self.begin();
        match &mut self.sink {
            Sink::Live { out, error, .. } => {
                if error.is_none() {
                    if let Err(e) = writeln!(out, "{text}").and_then(|_| out.flush()) {
                        *error = Some(e);
                    }
                }
            }
            Sink::Collect(lines) => lines.push(text.to_string()),
        }
    }

    /// Ends a live answer: the handler's answer as an ordinary one if
    /// nothing was streamed yet, else its last line and the blank line.
    pub fn finish(mut self, reply: Reply) -> io::Result<()> {
        let begun = matches!(self.sink, Sink::Live { begun: true, .. });
        match reply {
            // Nothing streamed: an ordinary answer (`= text`, `? message`).
            reply if !begun => {
                if let Sink::Live { out, id, .. } = &mut self.sink {
                    out.write_all(super::format_reply(*id, reply).as_bytes())?;
                    out.flush()?;
                }
            }
            reply => {
                match reply {
                    Ok(text) => text.lines().for_each(|l| self.line(l)),
                    Err(msg) => log::warn!("stream ended early: {msg}"),
                }
                self.begin();
                if let Sink::Live { out, error, .. } = &mut self.sink {
                    if let Some(e) = error.take() {
                        return Err(e);
                    }
                    out.write_all(b"\n")?;
                    out.flush()?;
                }
            }
        }
        Ok(())
    }

    /// The kept lines, for a collecting stream.
    fn into_lines(self) -> Vec<String> {
        match self.sink {
            Sink::Collect(lines) => lines,
            Sink::Live { .. } => Vec::new(),
        }
    }
}

/// Runs a streamed handler outside a live session: its lines and last
/// line in one answer.
fn collected(engine: &mut Engine, args: &Args, handler: StreamHandler) -> Reply {
    let mut stream = Stream::collecting();
    let last = handler(engine, args, &mut stream)?;
    let mut lines = stream.into_lines();
    if !last.is_empty() {
        lines.push(last);
    }
    Ok(lines.join("\n"))
}

// --- The table's handlers ---------------------------------------------------

pub fn lz_analyze(engine: &mut Engine, args: &Args) -> Reply {
    collected(engine, args, lz_analyze_stream)
}

pub fn kata_analyze(engine: &mut Engine, args: &Args) -> Reply {
    collected(engine, args, kata_analyze_stream)
}

pub fn lz_genmove_analyze(engine: &mut Engine, args: &Args) -> Reply {
    collected(engine, args, lz_genmove_analyze_stream)
}

pub fn kata_genmove_analyze(engine: &mut Engine, args: &Args) -> Reply {
    collected(engine, args, kata_genmove_analyze_stream)
}

/// `gogui-interrupt`: nothing to do; its presence in `list_commands` tells
/// GoGui to send `# interrupt`.
pub fn gogui_interrupt(_: &mut Engine, _: &Args) -> Reply {
    Ok(String::new())
}

// --- Arguments --------------------------------------------------------------

/// Which dialect of info lines.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Dialect {
    Lz,
    Kata,
}

/// The arguments of the analysis commands.
#[derive(Debug, PartialEq)]
struct AnalyzeArgs {
    color: Option<Color>,
    /// Centiseconds between lines; None when not given.
    interval: Option<u64>,
    /// Candidates a line shows at most.
    max_moves: usize,
    /// KataGo's `ownership true`: each point's expected owner after the
    /// candidates (kata-analyze only).
    ownership: bool,
}

/// `[COLOR] [INTERVAL] [KEY VALUE]...`: keys `interval`, `maxmoves`,
/// `minmoves` (accepted: every searched move is shown anyway), and
/// KataGo's `ownership` (reported by kata-analyze), `ownershipStdev`,
/// `pvVisits`, `pvEdgeVisits`, `movesOwnership`, `rootInfo` (true or false;
/// accepted, not reported).
fn analyze_args(args: &Args) -> Result<AnalyzeArgs, String> {
    let mut words = args.words.iter().copied().peekable();
    let mut parsed = AnalyzeArgs {
        color: None,
        interval: None,
        max_moves: usize::MAX,
        ownership: false,
    };
    if let Some(c) = words.peek().and_then(|w| color(w)) {
        parsed.color = Some(c);
        words.next();
    }
    let count = |key: &str, value: Option<&str>| {
        value
            .and_then(int)
            .and_then(|n| u64::try_from(n).ok())
            .ok_or_else(|| format!("{key} must be a non-negative integer"))
    };
    if let Some(w) = words.peek().copied() {
        if w.starts_with(|c: char| c.is_ascii_digit() || c == '-' || c == '+') {
            parsed.interval = Some(count("interval", Some(w))?);
            words.next();
        }
    }
    while let Some(key) = words.next() {
        let value = words.next();
        match key {
            "interval" => parsed.interval = Some(count(key, value)?),
            "maxmoves" => {
                parsed.max_moves = usize::try_from(count(key, value)?).unwrap_or(usize::MAX)
            }
            "minmoves" => {
                count(key, value)?;
            }
            "ownership" | "ownershipStdev" | "pvVisits" | "pvEdgeVisits" | "movesOwnership"
            | "rootInfo" => {
                let on = match value {
                    Some("true") => true,
                    Some("false") => false,
                    _ => return Err(format!("{key} must be true or false")),
                };
                if key == "ownership" {
                    parsed.ownership = on;
                }
            }
            _ if color(key).is_some() => return Err("the color must come first".into()),
            _ => return Err(format!("unknown analyze argument {key}")),
        }
    }
    Ok(parsed)
}

// --- Info lines -------------------------------------------------------------

/// One line of every candidate (best first, at most `max_moves`), or an
/// empty string before the first playout.
fn info_line(stats: &[MoveStats], dialect: Dialect, max_moves: usize) -> String {
    stats
        .iter()
        .take(max_moves)
        .enumerate()
        .map(|(order, m)| info(m, order, dialect))
        .collect::<Vec<_>>()
        .join(" ")
}

/// A move as analysis lines write it (`pass` in lower case, as Leela
/// Zero and KataGo do).
fn move_text(mv: Move) -> String {
    mv.map_or_else(|| "pass".to_string(), |v| v.to_gtp())
}

fn info(m: &MoveStats, order: usize, dialect: Dialect) -> String {
    let pv =
        m.pv.iter()
            .map(|&v| move_text(v))
            .collect::<Vec<_>>()
            .join(" ");
    let per_10000 = |x: f64| (x * 10_000.0).round() as i64;
    match dialect {
        Dialect::Lz => format!(
            "info move {} visits {} winrate {} prior {} lcb {} order {order} pv {pv}",
            move_text(m.mv),
            m.visits,
            per_10000(m.winrate),
            per_10000(m.prior),
            per_10000(m.lcb),
        ),
        Dialect::Kata => format!(
            "info move {} visits {} utility {:.6} winrate {:.6} scoreMean {:.6} \
             scoreStdev {:.6} scoreLead {:.6} scoreSelfplay {:.6} prior {:.6} \
             lcb {:.6} utilityLcb {:.6} order {order} pv {pv}",
            move_text(m.mv),
            m.visits,
            2.0 * m.winrate - 1.0,
            m.winrate,
            m.score_lead,
            m.score_stdev,
            m.score_lead,
            m.score_lead,
            m.prior,
            m.lcb,
            2.0 * m.lcb - 1.0,
        ),
    }
}

/// Sends an info line now and then: every `interval` centiseconds.
struct Reporter {
    every: Option<Duration>,
    next: Instant,
    dialect: Dialect,
    max_moves: usize,
}

impl Reporter {
    fn new(interval: Option<u64>, dialect: Dialect, max_moves: usize) -> Reporter {
        // Zero would flood the output (a line a playout); past a day is as
        // good as never, and keeps `Instant` arithmetic in range.
        let every = interval.map(|cs| Duration::from_millis(cs.clamp(1, MAX_INTERVAL) * 10));
        Reporter {
            every,
            next: Instant::now() + every.unwrap_or_default(),
            dialect,
            max_moves,
        }
    }

    /// The line, if its time has come.
    fn tick(&mut self, search: &Search, stream: &mut Stream) {
        let Some(every) = self.every else { return };
        let now = Instant::now();
        if now >= self.next {
            self.next = now + every;
            self.send(search, stream);
        }
    }

    /// The candidates, then the ownership when the search tracks it.
    fn send(&self, search: &Search, stream: &mut Stream) {
        let mut line = info_line(&search.stats(), self.dialect, self.max_moves);
        if let Some(ownership) = search.ownership().filter(|_| !line.is_empty()) {
            line.push_str(" ownership");
            for x in ownership {
                line.push_str(&format!(" {x:.4}"));
            }
        }
        stream.line(&line);
    }
}

// --- The streamed handlers --------------------------------------------------

fn lz_analyze_stream(engine: &mut Engine, args: &Args, stream: &mut Stream) -> Reply {
    analyze(engine, args, stream, Dialect::Lz)
}

fn kata_analyze_stream(engine: &mut Engine, args: &Args, stream: &mut Stream) -> Reply {
    analyze(engine, args, stream, Dialect::Kata)
}

fn lz_genmove_analyze_stream(engine: &mut Engine, args: &Args, stream: &mut Stream) -> Reply {
    genmove_analyze(engine, args, stream, Dialect::Lz)
}

fn kata_genmove_analyze_stream(engine: &mut Engine, args: &Args, stream: &mut Stream) -> Reply {
    genmove_analyze(engine, args, stream, Dialect::Kata)
}

/// Analyses for the given color (the side to move by default) until input
/// arrives; the position is untouched. Outside a live session: a fixed
/// number of playouts, then one line.
fn analyze(engine: &mut Engine, args: &Args, stream: &mut Stream, dialect: Dialect) -> Reply {
    let a = analyze_args(args)?;
    let color = a.color.unwrap_or_else(|| engine.game.to_move());
    let mut search = engine.analysis_search(color);
    if a.ownership && dialect == Dialect::Kata {
        search.track_ownership();
    }
    stream.begin();
    let interval = Some(a.interval.unwrap_or(DEFAULT_INTERVAL));
    let mut reporter = Reporter::new(interval, dialect, a.max_moves);
    if !stream.is_live() {
        let limits = Limits {
            playouts: DETACHED_PLAYOUTS,
            time: None,
        };
        search.run(limits, |_| Flow::Continue);
        reporter.send(&search, stream);
        return Ok(String::new());
    }
    let limits = Limits {
        playouts: ANALYSIS_CAP,
        time: None,
    };
    let flow = search.run(limits, |s| {
        if stream.input_arrived() {
            return Flow::Stop;
        }
        reporter.tick(s, stream);
        Flow::Continue
    });
    if flow != Ended::Stopped {
        // All said: the same line each interval until input arrives.
        while !stream.input_arrived() {
            reporter.tick(&search, stream);
            std::thread::sleep(IDLE_POLL);
        }
    }
    Ok(String::new())
}

/// The move decision for COLOR, as `genmove` makes it (reporting each
/// INTERVAL when one is given), played; ends with `play VERTEX` (or `play
/// pass`, `play resign`). Any new input ends the search early with the
/// best move so far.
fn genmove_analyze(
    engine: &mut Engine,
    args: &Args,
    stream: &mut Stream,
    dialect: Dialect,
) -> Reply {
    let a = analyze_args(args)?;
    let color = a.color.ok_or("missing color")?;
    let mut req = Engine::request(color, true);
    req.ownership = a.ownership && dialect == Dialect::Kata;
    stream.begin();
    let mut reporter = Reporter::new(a.interval, dialect, a.max_moves);
    let decision = engine
        .genmove(req, &mut |s| {
            if stream.interrupted() {
                return Flow::Stop;
            }
            reporter.tick(s, stream);
            Flow::Continue
        })
        .map_err(|e| e.to_string())?;
    if let Some(search) = engine.last_search() {
        reporter.send(search, stream);
    }
    Ok(format!("play {}", decision_word(decision)))
}

/// How often the search's live drawing is sent to GoGui.
const LIVE_GFX_EVERY: Duration = Duration::from_millis(500);

/// The table's `megane-search_gfx` (outside a live session).
pub fn search_gfx(engine: &mut Engine, args: &Args) -> Reply {
    collected(engine, args, search_gfx_stream)
}

/// `megane-search_gfx COLOR`: the move decision for COLOR, as `genmove`
/// makes it but not played, drawn for GoGui: each candidate's win rate as
/// a label, the best move's variation, the playout count. While it runs
/// (in a live session) the same drawing goes to standard error as GoGui's
/// live graphics (`gogui-gfx:` blocks), and `# interrupt` ends it early.
fn search_gfx_stream(engine: &mut Engine, args: &Args, stream: &mut Stream) -> Reply {
    let c = args
        .words
        .first()
        .and_then(|w| color(w))
        .ok_or("invalid color")?;
    let mut next = Instant::now() + LIVE_GFX_EVERY;
    let decision = engine
        .genmove(Engine::request(c, false), &mut |s| {
            if stream.interrupted() {
                return Flow::Stop;
            }
            if stream.is_live() && Instant::now() >= next {
                next = Instant::now() + LIVE_GFX_EVERY;
                eprint!("gogui-gfx:\n{}\n\n", search_drawing(s, None));
            }
            Flow::Continue
        })
        .map_err(|e| e.to_string())?;
    if stream.is_live() {
        eprint!("gogui-gfx:\nCLEAR\n\n");
    }
    match engine.last_search() {
        Some(search) => Ok(search_drawing(search, Some(decision))),
        None => Ok(format!(
            "TEXT {} for {} at once: the game is over and won",
            decision_word(decision),
            c.name()
        )),
    }
}

/// The gfx lines of a search: the ten most visited candidates labelled
/// with their win rates, the best one's variation, a summary, and the
/// decision once made.
fn search_drawing(search: &Search, decision: Option<Decision>) -> String {
    let stats = search.stats();
    let mut lines = Vec::new();
    let labels: String = stats
        .iter()
        .filter_map(|m| m.mv.map(|v| (v, m.winrate)))
        .take(10)
        .map(|(v, w)| format!(" {} {:.0}%", v.to_gtp(), 100.0 * w))
        .collect();
    if !labels.is_empty() {
        lines.push(format!("LABEL{labels}"));
    }
    if let Some(best) = stats.first() {
        let mut color = search.color();
        let var: String = best
            .pv
            .iter()
            .map(|v| {
                let step = format!(" {} {}", color.letter(), move_text(*v));
                color = color.opponent();
                step
            })
            .collect();
        lines.push(format!("VAR{var}"));
        lines.push(format!(
            "TEXT {} playouts; best {} for {}: wins {:.0}% of {} playouts, leads by {:.1}",
            search.playouts(),
            move_text(best.mv),
            search.color().name(),
            100.0 * best.winrate,
            best.visits,
            best.score_lead
        ));
    } else {
        lines.push(format!(
            "TEXT {} playouts; no move worth playing",
            search.playouts()
        ));
    }
    if let (Some(d), Some(text)) = (decision, lines.last_mut()) {
        text.push_str(&format!("; chose {}", decision_word(d)));
    }
    lines.join("\n")
}

/// A decision as Leela Zero's `play` line writes it: `pass` and `resign`
/// in lower case.
fn decision_word(d: Decision) -> String {
    match d {
        Decision::Play(mv) => move_text(mv),
        Decision::Resign => "resign".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> Result<AnalyzeArgs, String> {
        analyze_args(&Args::new(text))
    }

    #[test]
    fn analyze_arguments() {
        let all = usize::MAX;
        let ok = |color, interval, max_moves| {
            Ok(AnalyzeArgs {
                color,
                interval,
                max_moves,
                ownership: false,
            })
        };
        assert_eq!(parse(""), ok(None, None, all));
        assert_eq!(parse("b"), ok(Some(Color::Black), None, all));
        assert_eq!(parse("W 50"), ok(Some(Color::White), Some(50), all));
        assert_eq!(parse("50"), ok(None, Some(50), all));
        assert_eq!(parse("interval 20"), ok(None, Some(20), all));
        assert_eq!(
            parse("white interval 20 maxmoves 5 ownership true"),
            Ok(AnalyzeArgs {
                color: Some(Color::White),
                interval: Some(20),
                max_moves: 5,
                ownership: true,
            })
        );
        assert_eq!(
            parse("b ownership false"),
            ok(Some(Color::Black), None, all)
        );
        for bad in [
            "b -5",
            "b x",
            "b 10 w",
            "interval",
            "interval 1e3",
            "ownership maybe",
            "b 99999999999999999999999",
        ] {
            assert!(parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn collected_answers_and_bad_arguments() {
        let mut engine = Engine::new(1);
        engine.set_board_size(7).unwrap();
        let line = lz_analyze(&mut engine, &Args::new("b 10")).unwrap();
        assert!(line.starts_with("info move "), "{line}");
        assert_eq!(engine.game.record().moves().count(), 0);
        let kata = kata_analyze(&mut engine, &Args::new("")).unwrap();
        assert!(kata.contains(" scoreLead "), "{kata}");
        assert!(!kata.contains("ownership"), "{kata}");
        let kata = kata_analyze(&mut engine, &Args::new("w ownership true")).unwrap();
        let (_, owners) = kata.split_once(" ownership ").expect("ownership");
        assert_eq!(owners.split(' ').count(), 49, "{kata}");
        assert!(lz_analyze(&mut engine, &Args::new("x y")).is_err());
        assert!(lz_genmove_analyze(&mut engine, &Args::new("")).is_err());
        assert_eq!(engine.game.record().moves().count(), 0);
        engine.player.options.playouts = Some(200);
        let answer = lz_genmove_analyze(&mut engine, &Args::new("b")).unwrap();
        let last = answer.lines().last().unwrap();
        assert!(last.starts_with("play "), "{answer}");
        assert_eq!(engine.game.record().moves().count(), 1);
    }
}
