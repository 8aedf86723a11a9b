//! The command table: every GTP command Megane knows, each a small
//! function from parsed arguments to one engine call and a formatted
//! answer. `list_commands` and `known_command` read this same table.
//!
//! Error strings are the GTP v2 standard ones where the spec has one, and
//! GNU Go 3.8's otherwise, so tools written for either keep working.

use super::args::{
    arg_color, arg_color_vertex, arg_move, arg_stone, arg_vertex, err, fields, no_trial_moves,
    vertex_list, Args, Reply,
};
use super::gogui;
use super::parse::{color, float, int, vertex};
use super::showboard::diagram;
use super::stream::{
    gogui_interrupt, kata_analyze, kata_genmove_analyze, lz_analyze, lz_genmove_analyze, search_gfx,
};
use crate::board::{move_to_gtp, Color, Vertex};
use crate::engine::{
    cpu_time, urgency, Answer, Code, Decision, DragonData, DragonStatus, Engine, Flow, Kind,
    LoadError, Request, Search, Status, TimeControl, TimeLeft, Worms,
};
use crate::eyes::{self, Setting};
use crate::game::LoadUntil;
use crate::worms;
use std::path::Path;

pub type Handler = fn(&mut Engine, &Args) -> Reply;

pub struct Command {
    pub name: &'static str,
    pub handler: Handler,
}

macro_rules! table {
    ($($name:literal => $handler:path),* $(,)?) => {
        /// Every command, in the order `list_commands` prints them.
        pub static COMMANDS: &[Command] = &[$(Command { name: $name, handler: $handler }),*];
    };
}

table! {
    "all_legal" => all_legal,
    "attack" => attack,
    "defend" => defend,
    "does_attack" => does_attack,
    "does_defend" => does_defend,
    "connect" => connect,
    "disconnect" => disconnect,
    "ladder_attack" => ladder_attack,
    "increase_depths" => increase_depths,
    "decrease_depths" => decrease_depths,
    "trymove" => trymove,
    "tryko" => tryko,
    "popgo" => popgo,
    "reset_reading_node_counter" => reset_reading_node_counter,
    "get_reading_node_counter" => get_reading_node_counter,
    "analyze_eyegraph" => analyze_eyegraph,
    "eye_shape" => eye_shape,
    "boardsize" => boardsize,
    "captures" => captures,
    "clear_board" => clear_board,
    "color" => color_at,
    "countlib" => countlib,
    "cputime" => cputime,
    "echo" => echo,
    "echo_err" => echo_err,
    "findlib" => findlib,
    "fixed_handicap" => fixed_handicap,
    "genmove" => genmove,
    "reg_genmove" => reg_genmove,
    "kgs-genmove_cleanup" => genmove_cleanup,
    "get_handicap" => get_handicap,
    "get_komi" => get_komi,
    "is_legal" => is_legal,
    "kgs-time_settings" => kgs_time_settings,
    "known_command" => known_command,
    "komi" => komi,
    "last_move" => last_move,
    "list_commands" => list_commands,
    "help" => list_commands,
    "list_stones" => list_stones,
    "loadsgf" => loadsgf,
    "move_history" => move_history,
    "name" => name,
    "place_free_handicap" => place_free_handicap,
    "play" => play,
    "printsgf" => printsgf,
    "protocol_version" => protocol_version,
    "query_boardsize" => query_boardsize,
    "quit" => quit,
    "set_free_handicap" => set_free_handicap,
    "showboard" => showboard,
    "time_left" => time_left,
    "top_moves" => top_moves,
    "time_settings" => time_settings,
    "undo" => undo,
    "version" => version,
    "worm_cutstone" => worm_cutstone,
    "worm_data" => worm_data,
    "dragon_stones" => dragon_stones,
    "dragon_data" => dragon_data,
    "dragon_status" => dragon_status,
    "owl_attack" => owl_attack,
    "analyze_semeai" => analyze_semeai,
    "owl_defend" => owl_defend,
    "owl_does_attack" => owl_does_attack,
    "owl_does_defend" => owl_does_defend,
    "same_dragon" => same_dragon,
    "worm_stones" => worm_stones,
    "eye_data" => eye_data,
    "half_eye_data" => half_eye_data,
    "eval_eye" => eval_eye,
    "topological_eye" => topological_eye,
    "eye_sources" => eye_sources,
    "final_score" => final_score,
    "final_status" => final_status,
    "final_status_list" => final_status_list,
    "gogui-analyze_commands" => gogui::analyze_commands,
    "gogui-title" => gogui::title,
    "gogui-setup" => gogui::setup,
    "gogui-setup_player" => gogui::setup_player,
    "megane-eye_spaces" => gogui::eye_spaces,
    "megane-half_eyes" => gogui::half_eyes,
    "megane-vital_points" => gogui::vital_points,
    "megane-eval_eye" => gogui::eval_eye,
    "megane-capturable_worms" => gogui::capturable_worms,
    "megane-dragon_status" => gogui::dragon_status,
    "megane-life_death" => gogui::life_death,
    "megane-eye_table" => gogui::eye_table,
    "megane-search_gfx" => search_gfx,
    "gogui-interrupt" => gogui_interrupt,
    "lz-analyze" => lz_analyze,
    "kata-analyze" => kata_analyze,
    "lz-genmove_analyze" => lz_genmove_analyze,
    "kata-genmove_analyze" => kata_genmove_analyze,
}

/// The handler for a command name (names are case-sensitive).
pub fn find(name: &str) -> Option<Handler> {
    COMMANDS.iter().find(|c| c.name == name).map(|c| c.handler)
}

// --- Protocol -------------------------------------------------------------

fn protocol_version(_: &mut Engine, _: &Args) -> Reply {
    Ok("2".into())
}

fn name(_: &mut Engine, _: &Args) -> Reply {
    Ok("Megane".into())
}

fn version(_: &mut Engine, _: &Args) -> Reply {
    Ok(env!("CARGO_PKG_VERSION").into())
}

fn known_command(_: &mut Engine, args: &Args) -> Reply {
    Ok(args.get(0).and_then(find).is_some().to_string())
}

fn list_commands(_: &mut Engine, _: &Args) -> Reply {
    Ok(COMMANDS
        .iter()
        .map(|c| c.name)
        .collect::<Vec<_>>()
        .join("\n"))
}

/// The session loop sees `quit` and stops after answering.
fn quit(_: &mut Engine, _: &Args) -> Reply {
    Ok(String::new())
}

fn echo(_: &mut Engine, args: &Args) -> Reply {
    Ok(args.raw.to_string())
}

fn echo_err(_: &mut Engine, args: &Args) -> Reply {
    eprintln!("{}", args.raw);
    Ok(args.raw.to_string())
}

fn cputime(_: &mut Engine, _: &Args) -> Reply {
    Ok(format!("{:.3}", cpu_time()))
}

// --- Setup ----------------------------------------------------------------

fn boardsize(engine: &mut Engine, args: &Args) -> Reply {
    let n = args
        .get(0)
        .and_then(int)
        .ok_or("boardsize not an integer")?;
    let size = usize::try_from(n).map_err(|_| "unacceptable size")?;
    engine
        .set_board_size(size)
        .map_err(|_| "unacceptable size")?;
    Ok(String::new())
}

fn query_boardsize(engine: &mut Engine, _: &Args) -> Reply {
    Ok(engine.game.size().to_string())
}

fn clear_board(engine: &mut Engine, _: &Args) -> Reply {
    engine.clear_board();
    Ok(String::new())
}

fn komi(engine: &mut Engine, args: &Args) -> Reply {
    let k = args
        .get(0)
        .and_then(float)
        .filter(|k| (*k as f32).is_finite())
        .ok_or("komi not a float")?;
    // Komi is kept in single precision, as GNU Go keeps it, so that
    // `get_komi` rounds exactly as it does.
    engine.game.set_komi(k as f32 as f64);
    Ok(String::new())
}

fn get_komi(engine: &mut Engine, _: &Args) -> Reply {
    Ok(format!("{:4.1}", engine.game.komi()))
}

fn fixed_handicap(engine: &mut Engine, args: &Args) -> Reply {
    if !engine.game.board_is_empty() {
        return err("board not empty");
    }
    let n = args.get(0).and_then(int).ok_or("handicap not an integer")?;
    let n = usize::try_from(n).map_err(|_| "invalid handicap")?;
    let stones = engine.fixed_handicap(n).map_err(|_| "invalid handicap")?;
    Ok(vertex_list(stones))
}

fn place_free_handicap(engine: &mut Engine, args: &Args) -> Reply {
    let n = args.get(0).and_then(int).ok_or("handicap not an integer")?;
    if !engine.game.board_is_empty() {
        return err("board not empty");
    }
    let n = usize::try_from(n).map_err(|_| "invalid handicap")?;
    let stones = engine
        .place_free_handicap(n)
        .map_err(|_| "invalid handicap")?;
    Ok(vertex_list(stones))
}

fn set_free_handicap(engine: &mut Engine, args: &Args) -> Reply {
    if !engine.game.board_is_empty() {
        return err("board not empty");
    }
    let board = engine.game.board();
    let mut stones = Vec::new();
    for w in &args.words {
        let v = vertex(board, w).ok_or("invalid coordinate")?;
        if stones.contains(&v) {
            return err("repeated vertex");
        }
        stones.push(v);
    }
    if stones.len() < 2 || stones.len() >= board.size() * board.size() {
        return err("invalid handicap");
    }
    engine
        .game
        .place_handicap(&stones)
        .map_err(|_| "invalid handicap")?;
    Ok(String::new())
}

fn get_handicap(engine: &mut Engine, _: &Args) -> Reply {
    Ok(engine.game.handicap().to_string())
}

fn loadsgf(engine: &mut Engine, args: &Args) -> Reply {
    let file = args.get(0).ok_or("missing filename")?;
    let until = match args.get(1) {
        None => LoadUntil::End,
        Some(w) if w.starts_with(|c: char| c.is_ascii_digit()) => {
            let n = int(w).filter(|&n| n >= 1).ok_or("invalid move number")?;
            LoadUntil::MoveNumber(n as usize)
        }
        // The vertex is read against the largest board: the file decides
        // the size, and a vertex off that board simply never occurs.
        Some(w) => LoadUntil::Vertex(
            vertex(&crate::board::Board::new(crate::board::MAX_SIZE), w).ok_or("invalid vertex")?,
        ),
    };
    // GNU Go's words, then why (except for a file that cannot be read,
    // where GNU Go's answer is already the whole story).
    match engine.load_sgf(Path::new(file), until) {
        Ok(to_move) => Ok(to_move.name().to_string()),
        Err(LoadError::Read(e)) => {
            log::info!("loadsgf {file}: {e}");
            Err(format!("cannot open or parse '{file}'"))
        }
        Err(e) => Err(format!("cannot open or parse '{file}': {e}")),
    }
}

fn printsgf(engine: &mut Engine, args: &Args) -> Reply {
    let sgf = engine.sgf();
    match args.get(0) {
        None | Some("-") => Ok(sgf.trim_end().to_string()),
        Some(file) => {
            std::fs::write(file, sgf).map_err(|e| format!("cannot write file: {e}"))?;
            Ok(String::new())
        }
    }
}

// --- Moves ----------------------------------------------------------------

fn play(engine: &mut Engine, args: &Args) -> Reply {
    let (c, mv) = arg_move(engine, args)?;
    engine.game.play(c, mv).map_err(|_| "illegal move")?;
    Ok(String::new())
}

/// `genmove COLOR`: the move decision, played; `# interrupt` ends the
/// search early with the best move so far.
fn genmove(engine: &mut Engine, args: &Args) -> Reply {
    let c = arg_color(args)?;
    decide(engine, args, Engine::request(c, true))
}

/// `kgs-genmove_cleanup COLOR`: genmove that takes the opponent's dead
/// stones before it passes, and never resigns.
fn genmove_cleanup(engine: &mut Engine, args: &Args) -> Reply {
    let c = arg_color(args)?;
    decide(engine, args, Engine::cleanup_request(c))
}

/// The move decision for a request, stopped by `# interrupt`.
fn decide(engine: &mut Engine, args: &Args, req: Request) -> Reply {
    let mut watch = |_: &Search| {
        if args.watch.interrupted() {
            Flow::Stop
        } else {
            Flow::Continue
        }
    };
    let d = engine.genmove(req, &mut watch).map_err(|e| e.to_string())?;
    Ok(decision_to_gtp(d))
}

/// A move, a pass or `resign`.
fn decision_to_gtp(d: Decision) -> String {
    match d {
        Decision::Play(mv) => move_to_gtp(mv),
        Decision::Resign => "resign".into(),
    }
}

/// `top_moves`: the last move request's best moves, most visited first,
/// as GNU Go's `MOVE VALUE` pairs on one line, the value being the win
/// rate in per cent; then `visits N ...` for the same moves, which is what
/// orders them (a third column would break GNU Go's pairs).
fn top_moves(engine: &mut Engine, _: &Args) -> Reply {
    let top = engine.top_moves();
    if top.is_empty() {
        return Ok(String::new());
    }
    let pairs: Vec<String> = top
        .iter()
        .map(|(mv, _, value)| format!("{} {value:.2}", move_to_gtp(*mv)))
        .collect();
    let visits: Vec<String> = top.iter().map(|(_, n, _)| n.to_string()).collect();
    Ok(format!("{}\nvisits {}", pairs.join(" "), visits.join(" ")))
}

/// `reg_genmove COLOR`: the move genmove would play, without playing it.
fn reg_genmove(engine: &mut Engine, args: &Args) -> Reply {
    let c = arg_color(args)?;
    decide(engine, args, Engine::request(c, false))
}

fn undo(engine: &mut Engine, _: &Args) -> Reply {
    engine.game.undo().map_err(|_| "cannot undo")?;
    Ok(String::new())
}

fn is_legal(engine: &mut Engine, args: &Args) -> Reply {
    let (c, mv) = arg_move(engine, args)?;
    let legal = mv.is_none_or(|v| engine.game.board().is_legal(c, v));
    Ok(if legal { "1" } else { "0" }.into())
}

fn all_legal(engine: &mut Engine, args: &Args) -> Reply {
    let c = arg_color(args)?;
    let board = engine.game.board();
    Ok(vertex_list(
        board.vertices().filter(|&v| board.is_legal(c, v)).collect(),
    ))
}

fn last_move(engine: &mut Engine, _: &Args) -> Reply {
    let (c, mv) = engine.game.last_move().ok_or("no previous move known")?;
    Ok(format!("{} {}", c.name(), move_to_gtp(mv)))
}

fn move_history(engine: &mut Engine, _: &Args) -> Reply {
    let lines: Vec<String> = engine
        .game
        .record()
        .moves()
        .rev()
        .map(|(c, mv)| format!("{} {}", c.name(), move_to_gtp(mv)))
        .collect();
    Ok(lines.join("\n"))
}

// --- Position -------------------------------------------------------------

fn color_at(engine: &mut Engine, args: &Args) -> Reply {
    let board = engine.game.board();
    let v = args
        .get(0)
        .and_then(|w| vertex(board, w))
        .ok_or("invalid coordinate")?;
    Ok(board.color_at(v).map_or("empty", Color::name).into())
}

fn list_stones(engine: &mut Engine, args: &Args) -> Reply {
    let c = arg_color(args)?;
    let board = engine.game.board();
    Ok(vertex_list(
        board
            .vertices()
            .filter(|&v| board.color_at(v) == Some(c))
            .collect(),
    ))
}

fn captures(engine: &mut Engine, args: &Args) -> Reply {
    let c = arg_color(args)?;
    Ok(engine.game.board().captures(c).to_string())
}

fn countlib(engine: &mut Engine, args: &Args) -> Reply {
    let v = arg_stone(engine, args)?;
    Ok(engine.game.board().liberty_count(v).to_string())
}

fn findlib(engine: &mut Engine, args: &Args) -> Reply {
    let v = arg_stone(engine, args)?;
    let mut board = engine.game.board().clone();
    Ok(vertex_list(board.liberties(v)))
}

fn showboard(engine: &mut Engine, _: &Args) -> Reply {
    Ok(diagram(engine.game.board()))
}

// --- Tactical reading -------------------------------------------------------

/// `CODE VERTEX`, or `0` when the code is 0, as GNU Go prints reading
/// results.
fn code_and_move((code, mv): Answer) -> String {
    match code {
        Code::Fail => "0".into(),
        _ => format!("{} {}", code.gtp(), move_to_gtp(mv)),
    }
}

fn attack(engine: &mut Engine, args: &Args) -> Reply {
    let v = arg_stone(engine, args)?;
    Ok(code_and_move(engine.attack(v)))
}

fn defend(engine: &mut Engine, args: &Args) -> Reply {
    let v = arg_stone(engine, args)?;
    Ok(code_and_move(engine.find_defense(v)))
}

fn ladder_attack(engine: &mut Engine, args: &Args) -> Reply {
    let v = arg_stone(engine, args)?;
    if engine.game.board().liberty_count(v) != 2 {
        return err("string must have exactly 2 liberties");
    }
    Ok(code_and_move(engine.ladder_attack(v)))
}

/// The `MOVE STRING` pair of `does_attack` and `does_defend`.
fn arg_move_and_stone(engine: &Engine, args: &Args) -> Result<(Vertex, Vertex), String> {
    let board = engine.game.board();
    let m = args
        .get(0)
        .and_then(|w| vertex(board, w))
        .ok_or("invalid vertex")?;
    if !board.is_empty(m) {
        return err("move vertex must be empty");
    }
    let s = args
        .get(1)
        .and_then(|w| vertex(board, w))
        .ok_or("invalid vertex")?;
    if board.is_empty(s) {
        return err("string vertex must not be empty");
    }
    Ok((m, s))
}

fn does_attack(engine: &mut Engine, args: &Args) -> Reply {
    let (m, s) = arg_move_and_stone(engine, args)?;
    Ok(engine.does_attack(m, s).gtp().to_string())
}

fn does_defend(engine: &mut Engine, args: &Args) -> Reply {
    let (m, s) = arg_move_and_stone(engine, args)?;
    Ok(engine.does_defend(m, s).gtp().to_string())
}

/// `dragon_status [V]`: `alive`, `dead`, or `critical ATTACK DEFENSE`
/// for the dragon at V; without V every dragon, `A4: alive` a line.
fn dragon_status(engine: &mut Engine, args: &Args) -> Reply {
    let only = match args.get(0) {
        None => None,
        Some(_) => Some(arg_stone(engine, args)?),
    };
    no_trial_moves(engine, "dragon data")?;
    let format = |s: DragonStatus| match s {
        DragonStatus::Critical(a, d) => format!("critical {} {}", move_to_gtp(a), move_to_gtp(d)),
        s => s.name().to_string(),
    };
    let list = engine.dragon_status(only);
    Ok(match only {
        Some(_) => list.first().map(|&(_, s)| format(s)).unwrap_or_default(),
        None => list
            .iter()
            .map(|&(o, s)| format!("{o}: {}", format(s)))
            .collect::<Vec<_>>()
            .join("\n"),
    })
}

/// `owl_attack V`: can the dragon at V be killed? `CODE MOVE` or `0`
/// (`1 PASS` when it is dead already).
fn owl_attack(engine: &mut Engine, args: &Args) -> Reply {
    let v = arg_stone(engine, args)?;
    Ok(code_and_move(engine.owl_attack(v)))
}

/// `owl_defend V`: can it be saved? (`1 PASS` when it lives already.)
fn owl_defend(engine: &mut Engine, args: &Args) -> Reply {
    let v = arg_stone(engine, args)?;
    Ok(code_and_move(engine.owl_defend(v)))
}

/// `analyze_semeai A B`: the race between the dragons at A and B, A's
/// owner first: `DEFENSE ATTACK MOVE` (GNU Go's codes; PASS where no move
/// is needed or none helps).
fn analyze_semeai(engine: &mut Engine, args: &Args) -> Reply {
    let a = arg_vertex(engine, args, 0)?;
    let b = arg_vertex(engine, args, 1)?;
    let board = engine.game.board();
    if board.is_empty(a) || board.is_empty(b) {
        return err("vertex must not be empty");
    }
    let Some(r) = engine.analyze_semeai(a, b) else {
        return err("dragons must be of opposite colors");
    };
    Ok(format!(
        "{} {} {}",
        r.defense.gtp(),
        r.attack.gtp(),
        move_to_gtp(r.mv)
    ))
}

fn owl_does_attack(engine: &mut Engine, args: &Args) -> Reply {
    let (m, s) = arg_move_and_stone(engine, args)?;
    Ok(engine.owl_does_attack(m, s).gtp().to_string())
}

fn owl_does_defend(engine: &mut Engine, args: &Args) -> Reply {
    let (m, s) = arg_move_and_stone(engine, args)?;
    Ok(engine.owl_does_defend(m, s).gtp().to_string())
}

/// The two strings of `connect` and `disconnect`: stones of one colour
/// (GNU Go's error strings).
fn arg_two_strings(engine: &Engine, args: &Args) -> Result<(Vertex, Vertex), String> {
    let s1 = arg_vertex(engine, args, 0)?;
    let s2 = arg_vertex(engine, args, 1)?;
    let board = engine.game.board();
    match (board.color_at(s1), board.color_at(s2)) {
        (Some(c1), Some(c2)) if c1 == c2 => Ok((s1, s2)),
        (Some(_), Some(_)) => err("vertices must have same color"),
        _ => err("vertex must not be empty"),
    }
}

fn connect(engine: &mut Engine, args: &Args) -> Reply {
    let (s1, s2) = arg_two_strings(engine, args)?;
    Ok(code_and_move(engine.connect(s1, s2)))
}

fn disconnect(engine: &mut Engine, args: &Args) -> Reply {
    let (s1, s2) = arg_two_strings(engine, args)?;
    Ok(code_and_move(engine.disconnect(s1, s2)))
}

fn trymove(engine: &mut Engine, args: &Args) -> Reply {
    trial(engine, args, false)
}

fn tryko(engine: &mut Engine, args: &Args) -> Reply {
    trial(engine, args, true)
}

/// A trial move on top of the game, as GNU Go's regression suites use
/// them: `popgo` takes it back.
fn trial(engine: &mut Engine, args: &Args, ignore_ko: bool) -> Reply {
    let (c, mv) = arg_move(engine, args)?;
    let v = mv.ok_or("cannot try a pass")?;
    if engine.game.try_move(c, v, ignore_ko) {
        Ok(String::new())
    } else {
        err("illegal move")
    }
}

fn popgo(engine: &mut Engine, _: &Args) -> Reply {
    if engine.game.pop_trial() {
        Ok(String::new())
    } else {
        err("no trial move to take back")
    }
}

fn increase_depths(engine: &mut Engine, _: &Args) -> Reply {
    engine.analysis.shift_depths(1);
    Ok(String::new())
}

fn decrease_depths(engine: &mut Engine, _: &Args) -> Reply {
    engine.analysis.shift_depths(-1);
    Ok(String::new())
}

fn reset_reading_node_counter(engine: &mut Engine, _: &Args) -> Reply {
    engine.analysis.reader.nodes = 0;
    Ok(String::new())
}

fn get_reading_node_counter(engine: &mut Engine, _: &Args) -> Reply {
    Ok(engine.analysis.reader.nodes.to_string())
}

// --- Worms ----------------------------------------------------------------

/// `worm_data [VERTEX]`: the worm record of one point, or of every point
/// in scan order (top row first), formatted as GNU Go prints it. An empty
/// point gets an empty record that still tells its unconditional status.
fn worm_data(engine: &mut Engine, args: &Args) -> Reply {
    let board = engine.game.board();
    let only = match args.get(0) {
        None => None,
        Some(w) => Some(vertex(board, w).ok_or("invalid color or coordinate")?),
    };
    let points: Vec<Vertex> = worms::scan_order(board)
        .filter(|&v| only.is_none_or(|o| o == v))
        .collect();
    let worms = engine.worms();
    let records: Vec<String> = points.iter().map(|&v| worm_record(worms, v)).collect();
    Ok(records.join("\n"))
}

/// One `VERTEX:` block of `worm_data`: the field names padded to 20.
fn worm_record(worms: &Worms, v: Vertex) -> String {
    let code = |a: Answer| (a.0.internal().to_string(), move_to_gtp(a.1));
    let flag = |b: bool| u8::from(b).to_string();
    let mut fields: Vec<(&str, String)> = vec![("origin", v.to_gtp())];
    match worms.get(v) {
        Some(w) => {
            let (attack_code, attack_point) = code(w.attack);
            let (defense_code, defense_point) = code(w.defense);
            fields[0].1 = w.origin.to_gtp();
            fields.extend([
                ("color", w.color.name().to_string()),
                ("size", w.size().to_string()),
                (
                    "effective_size",
                    format!("{:.2}", f64::from(w.effective_size)),
                ),
                ("liberties", w.liberties.to_string()),
                ("liberties2", w.liberties2.to_string()),
                ("liberties3", w.liberties3.to_string()),
                ("liberties4", w.liberties4.to_string()),
                ("attack_code", attack_code),
                ("attack_point", attack_point),
                ("defense_code", defense_code),
                ("defense_point", defense_point),
                ("lunch", move_to_gtp(w.lunch)),
                ("cutstone", w.cutstone.to_string()),
                ("cutstone2", w.cutstone2.to_string()),
                ("genus", w.genus.to_string()),
                ("inessential", flag(w.inessential)),
                ("invincible", flag(w.invincible)),
            ]);
        }
        None => {
            fields.extend([("color", "empty".to_string()), ("size", "0".into())]);
            fields.push(("effective_size", "0.00".into()));
            for name in ["liberties", "liberties2", "liberties3", "liberties4"] {
                fields.push((name, "0".into()));
            }
            fields.extend([("attack_code", "0".into()), ("attack_point", "PASS".into())]);
            fields.extend([
                ("defense_code", "0".into()),
                ("defense_point", "PASS".into()),
            ]);
            fields.push(("lunch", "PASS".into()));
            for name in [
                "cutstone",
                "cutstone2",
                "genus",
                "inessential",
                "invincible",
            ] {
                fields.push((name, "0".into()));
            }
        }
    }
    fields.push(("unconditional_status", worms.status_at(v).name().into()));
    let lines: Vec<String> = fields
        .iter()
        .map(|(name, value)| format!("{name:<20} {value}"))
        .collect();
    format!("{}:\n{}", v.to_gtp(), lines.join("\n"))
}

/// `worm_stones [VERTEX|COLOR]`: the stones of the worm at a vertex, or
/// of every worm (of one colour), one worm a line, each stone followed by
/// a space, as GNU Go prints them. Needs no reading.
fn worm_stones(engine: &mut Engine, args: &Args) -> Reply {
    let board = engine.game.board();
    let (only, only_color) = match args.get(0) {
        None => (None, None),
        Some(w) => match vertex(board, w) {
            Some(v) => (Some(v), None),
            None => (None, Some(color(w).ok_or("invalid coordinate")?)),
        },
    };
    if only.is_some_and(|v| board.is_empty(v)) {
        return err("worm_stones called on an empty vertex");
    }
    let lines: Vec<String> = worms::strings(board)
        .into_iter()
        .filter(|(c, _)| only_color.is_none_or(|oc| oc == *c))
        .filter(|(_, stones)| only.is_none_or(|v| stones.contains(&v)))
        .map(|(_, stones)| stones.iter().map(|s| format!("{s} ")).collect())
        .collect();
    Ok(lines.join("\n"))
}

// --- Dragons -----------------------------------------------------------------

/// `dragon_stones [VERTEX]`: the stones of the dragon at VERTEX, or of
/// every dragon one a line, each stone followed by a space, as GNU Go
/// prints them.
fn dragon_stones(engine: &mut Engine, args: &Args) -> Reply {
    let only = match args.get(0) {
        None => None,
        Some(_) => Some(arg_stone(engine, args)?),
    };
    no_trial_moves(engine, "dragon data")?;
    let lines: Vec<String> = engine
        .dragon_stones(only)
        .iter()
        .map(|d| d.iter().map(|s| format!("{s} ")).collect())
        .collect();
    Ok(lines.join("\n"))
}

/// `dragon_data [VERTEX]`: GNU Go's dragon record of the dragon at
/// VERTEX, or of every dragon, each a `VERTEX:` line (the vertex asked,
/// or the origin) and its fields, names padded to 24 columns, lists with
/// a space after each vertex, as GNU Go prints them. Only the fields
/// Megane computes are printed. An empty VERTEX answers `VERTEX empty`,
/// as GNU Go does.
fn dragon_data(engine: &mut Engine, args: &Args) -> Reply {
    let only = match args.get(0) {
        None => None,
        Some(_) => Some(arg_vertex(engine, args, 0)?),
    };
    no_trial_moves(engine, "dragon data")?;
    if let Some(v) = only.filter(|&v| engine.game.board().is_empty(v)) {
        return Ok(format!("{v} empty"));
    }
    let records: Vec<String> = engine
        .dragon_data(only)
        .iter()
        .map(|d| dragon_record(only.unwrap_or(d.origin), d))
        .collect();
    Ok(records.join("\n"))
}

/// One `VERTEX:` block of `dragon_data`, fields in GNU Go's order.
fn dragon_record(v: Vertex, d: &DragonData) -> String {
    let list =
        |vs: &mut dyn Iterator<Item = Vertex>| -> String { vs.map(|p| format!("{p} ")).collect() };
    let status = d.owl.status().name().to_string();
    let yes = |b: bool| if b { "YES" } else { "NO" }.to_string();
    let (defense, defense_certain) = d.owl.defense.unwrap_or(((Code::Fail, None), true));
    let fields: [(&str, String); 15] = [
        ("color", d.color.name().to_string()),
        ("origin", d.origin.to_gtp()),
        ("size", d.stones.len().to_string()),
        (
            "effective_size",
            format!("{:.2}", f64::from(d.effective_size)),
        ),
        ("owl_status", status.clone()),
        ("status", status),
        ("neighbors", list(&mut d.neighbors.iter().map(|n| n.0))),
        ("hostile_neighbors", d.hostile_neighbors().to_string()),
        ("owl_attack_code", d.owl.attack.0.internal().to_string()),
        ("owl_attack_point", move_to_gtp(d.owl.attack.1)),
        ("owl_attack_certain", yes(d.owl.attack_certain)),
        ("owl_defense_code", defense.0.internal().to_string()),
        ("owl_defense_point", move_to_gtp(defense.1)),
        ("owl_defense_certain", yes(defense_certain)),
        ("strings", list(&mut d.strings.iter().copied())),
    ];
    let lines: Vec<String> = fields
        .iter()
        .map(|(name, value)| format!("{name:<24}{value}"))
        .collect();
    format!("{}:\n{}", v.to_gtp(), lines.join("\n"))
}

/// `same_dragon V1 V2`: 1 when the two stones are of one dragon.
fn same_dragon(engine: &mut Engine, args: &Args) -> Reply {
    let board = engine.game.board();
    let bad = "invalid vertex";
    let a = args.get(0).and_then(|w| vertex(board, w)).ok_or(bad)?;
    let b = args.get(1).and_then(|w| vertex(board, w)).ok_or(bad)?;
    if board.is_empty(a) || board.is_empty(b) {
        return err("vertex must not be empty");
    }
    no_trial_moves(engine, "dragon data")?;
    let same = engine.dragon_origin(a) == engine.dragon_origin(b);
    Ok(if same { "1" } else { "0" }.to_string())
}

/// `worm_cutstone VERTEX`: the worm's cutstone field, after a space as
/// GNU Go prints it.
fn worm_cutstone(engine: &mut Engine, args: &Args) -> Reply {
    let v = arg_stone(engine, args)?;
    let cut = engine.worms().get(v).map_or(0, |w| w.cutstone);
    Ok(format!(" {cut}"))
}

// --- Time -----------------------------------------------------------------

fn non_negative(w: Option<&str>) -> Option<u64> {
    w.and_then(int).and_then(|n| u64::try_from(n).ok())
}

fn time_settings(engine: &mut Engine, args: &Args) -> Reply {
    let bad = "not three integers";
    let main = non_negative(args.get(0)).ok_or(bad)?;
    let period = non_negative(args.get(1)).ok_or(bad)?;
    let stones = non_negative(args.get(2)).ok_or(bad)?;
    engine.set_time_control(match (period, stones) {
        (0, _) => TimeControl::Absolute { main },
        (_, 0) => TimeControl::None,
        _ => TimeControl::Canadian {
            main,
            period,
            stones,
        },
    });
    Ok(String::new())
}

fn kgs_time_settings(engine: &mut Engine, args: &Args) -> Reply {
    let n = |i: usize| non_negative(args.get(i)).ok_or("syntax error");
    let tc = match args.get(0) {
        Some("none") => TimeControl::None,
        Some("absolute") => TimeControl::Absolute { main: n(1)? },
        Some("byoyomi") => TimeControl::Byoyomi {
            main: n(1)?,
            period: n(2)?,
            periods: n(3)?,
        },
        Some("canadian") => TimeControl::Canadian {
            main: n(1)?,
            period: n(2)?,
            stones: n(3)?,
        },
        _ => return err("syntax error"),
    };
    engine.set_time_control(tc);
    Ok(String::new())
}

fn time_left(engine: &mut Engine, args: &Args) -> Reply {
    let c = arg_color(args)?;
    let bad = "time and stones not two integers";
    let seconds = args.get(1).and_then(int).ok_or(bad)?;
    let stones = args.get(2).and_then(int).ok_or(bad)?;
    engine.set_time_left(c, TimeLeft { seconds, stones });
    Ok(String::new())
}

// --- Eyes -----------------------------------------------------------------

/// `eye_shape GRAPH` (Megane's own): the eye value of a graph as the eye
/// analysis gets it, the source (`database`, `reading`, `remembered`,
/// `estimate`) and the graph with the vital points marked.
fn eye_shape(engine: &mut Engine, args: &Args) -> Reply {
    let [graph] = args.words[..] else {
        return err("expected GRAPH");
    };
    let graph = eyes::graph::EyeGraph::from_encoded(graph).map_err(|e| e.to_string())?;
    let answer = engine.analysis.eyes.answer(&graph);
    Ok(format!(
        "{} {}\n{}",
        answer.value,
        answer.source.name(),
        answer.diagram(&graph).join("\n")
    ))
}

/// `analyze_eyegraph [OUTER_LIBERTIES KO_THREATS] GRAPH`: the eye value and
/// the annotated graph. Works on a private board: the game is untouched.
fn analyze_eyegraph(engine: &mut Engine, args: &Args) -> Reply {
    let (setting, graph) = match args.words[..] {
        [graph] => (Setting::DEFAULT, graph),
        [libs, threats, graph] => {
            let libs = int(libs).and_then(|n| usize::try_from(n).ok());
            let threats = int(threats).and_then(|n| i32::try_from(n).ok());
            let setting = libs
                .zip(threats)
                .and_then(|(l, t)| Setting::new(l, t))
                .ok_or("outer liberties must be 0..5 and ko threats -4..4")?;
            (setting, graph)
        }
        _ => return err("expected [OUTER_LIBERTIES KO_THREATS] GRAPH"),
    };
    // A large graph reads for seconds: say so on standard error now and
    // then (GoGui shows it in its shell), and stop on `# interrupt`.
    let watch = args.watch.clone();
    let started = std::time::Instant::now();
    let mut said = started;
    let progress = Box::new(move |nodes: u64| {
        if said.elapsed().as_secs_f64() >= 2.0 {
            said = std::time::Instant::now();
            eprintln!(
                "analyze_eyegraph: still reading, {nodes} positions in {:.0} s",
                started.elapsed().as_secs_f64()
            );
        }
        !watch.interrupted()
    });
    let analysis = engine
        .analyze_eyegraph(graph, setting, progress)
        .map_err(|e| e.to_string())?;
    Ok(format!(
        "{}\n{}",
        analysis.value,
        analysis.diagram.join("\n")
    ))
}

// --- Optics ---------------------------------------------------------------

/// `eye_data COLOR VERTEX`: the eye space record of a point for one colour.
fn eye_data(engine: &mut Engine, args: &Args) -> Reply {
    let (c, v) = arg_color_vertex(engine, args)?;
    no_trial_moves(engine, "eye data")?;
    let e = engine.eye_data(c, v);
    let name = if e.in_space { c.name() } else { "empty" };
    let origin = e.origin.map_or("PASS".to_string(), |o| o.to_gtp());
    Ok(fields(&[
        ("origin".into(), origin),
        ("color".into(), name.into()),
        ("esize".into(), e.esize.to_string()),
        ("msize".into(), e.msize.to_string()),
        ("value".into(), e.value.to_string()),
        ("marginal".into(), u8::from(e.marginal).to_string()),
        ("neighbors".into(), e.neighbors.to_string()),
        (
            "marginal_neighbors".into(),
            e.marginal_neighbors.to_string(),
        ),
    ]))
}

/// `half_eye_data VERTEX`: the topological record of a point (value 10.00
/// where the analysis had no reason to compute it).
fn half_eye_data(engine: &mut Engine, args: &Args) -> Reply {
    let v = arg_vertex(engine, args, 0)?;
    no_trial_moves(engine, "half eye data")?;
    let h = engine.half_eye_data(v);
    let kind = match h.kind {
        Kind::Half => "HALF_EYE",
        Kind::False => "FALSE_EYE",
        Kind::Plain => "0",
    };
    let mut lines = vec![
        ("value".to_string(), format!("{:.2}", h.value)),
        ("type".to_string(), kind.to_string()),
        ("num_attacks".to_string(), h.attacks.len().to_string()),
    ];
    for (k, a) in h.attacks.iter().enumerate() {
        lines.push((format!("attack_point[{k}]"), a.to_gtp()));
    }
    lines.push(("num_defenses".to_string(), h.defenses.len().to_string()));
    for (k, d) in h.defenses.iter().enumerate() {
        lines.push((format!("defense_point[{k}]"), d.to_gtp()));
    }
    Ok(fields(&lines))
}

/// `eval_eye VERTEX`: least and most eyes of the space at a point, and the
/// attack and defense points when they differ; `-1` outside eye space.
fn eval_eye(engine: &mut Engine, args: &Args) -> Reply {
    let v = arg_vertex(engine, args, 0)?;
    no_trial_moves(engine, "eye evaluation")?;
    let Some(e) = engine.eval_eye(v) else {
        return Ok("-1".to_string());
    };
    let mut out = format!("{} {}", e.value.b, e.value.c);
    if urgency(e.value) > 0 {
        let show = |p: Option<Vertex>| p.map_or("PASS".to_string(), |p| p.to_gtp());
        out.push_str(&format!(" {} {}", show(e.attack), show(e.defense)));
    }
    Ok(out)
}

/// `topological_eye COLOR VERTEX`: the sum of the diagonal values of a
/// point as an eye point of COLOR (eyes.texi's scale, as `half_eye_data`
/// prints values: each diagonal 0 to 2, a point off the board 1), the
/// class that sum gives (`proper` up to 2, `half` at 3, `false` from 4,
/// `proper-half` and `half-false` between, where a ko decides), then the
/// moves that attack (`attack V...`) and defend (`defense V...`) the
/// contested diagonals, each list left out when empty.
fn topological_eye(engine: &mut Engine, args: &Args) -> Reply {
    let (c, v) = arg_color_vertex(engine, args)?;
    if engine.game.board().color_at(v) == Some(c) {
        return err("vertex is occupied by a stone of that color");
    }
    no_trial_moves(engine, "topological eye")?;
    let h = engine.topological_eye(c, v);
    let mut out = format!("{:.2} {}", h.value, h.class());
    for (word, list) in [("attack", &h.attacks), ("defense", &h.defenses)] {
        if !list.is_empty() {
            out.push_str(&format!(" {word}"));
            for p in list.iter() {
                out.push_str(&format!(" {}", p.to_gtp()));
            }
        }
    }
    Ok(out)
}

/// `final_score`: the result of a finished game as SGF writes it.
fn final_score(engine: &mut Engine, _: &Args) -> Reply {
    no_trial_moves(engine, "final score")?;
    Ok(engine.final_score())
}

/// `final_status VERTEX`: alive, dead or seki for a stone; whose
/// territory, or dame, for an empty point.
fn final_status(engine: &mut Engine, args: &Args) -> Reply {
    let v = arg_vertex(engine, args, 0)?;
    no_trial_moves(engine, "final status")?;
    Ok(engine.assess().status(v).name().to_string())
}

/// `final_status_list STATUS`: the stones of that status, one string a
/// line, or the points of a territory status on one line.
fn final_status_list(engine: &mut Engine, args: &Args) -> Reply {
    let wanted = args
        .get(0)
        .and_then(|w| Status::from_name(&w.to_ascii_lowercase()))
        .ok_or("invalid status")?;
    no_trial_moves(engine, "final status")?;
    let board = engine.game.board().clone();
    let lines: Vec<String> = engine
        .assess()
        .list(&board, wanted)
        .into_iter()
        .map(vertex_list)
        .collect();
    Ok(lines.join("\n"))
}

/// `eye_sources`: how many eye values this session came from each source:
/// the database, a reading, a remembered reading, or the size estimate.
fn eye_sources(engine: &mut Engine, _: &Args) -> Reply {
    use crate::eyes::lookup::Source;
    let counts = &engine.analysis.eyes.counts;
    Ok([
        Source::Database,
        Source::Reading,
        Source::Remembered,
        Source::Estimate,
    ]
    .iter()
    .map(|s| format!("{:<11}{}", s.name(), counts.get(s).copied().unwrap_or(0)))
    .collect::<Vec<_>>()
    .join("\n"))
}
