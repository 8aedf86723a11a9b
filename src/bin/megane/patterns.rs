//! `megane patterns train`: fitting the move features' gammas to game
//! records (see `megane::player::patterns`).

use megane::board::{Board, Color};
use megane::game::{sgf::parse_record, Event};
use megane::player::patterns::{candidates, features, fit, top_one, Sample};

pub const USAGE: &str =
    "usage: megane patterns train [--rounds N] [--min-count N] [--test N] [--player NAME] GAME.sgf...

Fits the gammas of the move features to the moves of the games' main lines
(every position with a move on the board; each side's move against all its
legal moves that fill no own eye) and writes the table (patterns/moves.txt's
format) to standard output. The last --test N files (default 0) are held
out: the summary on stderr gives the share of positions whose move is the
strongest candidate, on the games fitted and on those held out. With
--player, only the moves of the side whose name (PB or PW) contains NAME
(any case) are taken, as when the other side is the engine being taught;
NAME may list several names separated by commas (`gnu go,pachi`), and a
side whose name contains any of them is taken.";

/// `--player`'s comma-separated names, trimmed and lower-cased, the empty
/// ones dropped.
fn player_names(list: &str) -> Vec<String> {
    list.split(',')
        .map(|n| n.trim().to_lowercase())
        .filter(|n| !n.is_empty())
        .collect()
}

/// The colours whose player name (`PB`, `PW`) contains one of `names`
/// ([`player_names`]'s), any case.
fn colours_named(text: &str, names: &[String]) -> [bool; 2] {
    let has = |tag: &str| {
        text.find(tag).is_some_and(|i| {
            let rest = &text[i + tag.len()..];
            let player = rest[..rest.find(']').unwrap_or(rest.len())].to_lowercase();
            names.iter().any(|n| player.contains(n.as_str()))
        })
    };
    [has("PB["), has("PW[")]
}

/// The samples of one game record (the moves of the colours `only`
/// names when given).
fn samples_of(text: &str, only: Option<&[String]>) -> Result<Vec<Sample>, String> {
    let taken = only.map_or([true, true], |n| colours_named(text, n));
    let loaded = parse_record(text).map_err(|e| e.to_string())?;
    let record = loaded.record;
    let mut board = Board::new(record.size);
    for &v in &record.setup_black {
        board
            .play(Color::Black, Some(v))
            .map_err(|e| format!("{e:?}"))?;
    }
    for &v in &record.setup_white {
        board
            .play(Color::White, Some(v))
            .map_err(|e| format!("{e:?}"))?;
    }
    let mut out = Vec::new();
    let (mut last, mut last2) = (None, None);
    for e in &record.events {
        let Event::Play(color, mv) = e else {
            return Ok(out);
        };
        if let Some(v) = mv.filter(|_| taken[color.index()]) {
            let cands = candidates(&board, *color);
            if let Some(chosen) = cands.iter().position(|&c| c == v) {
                let candidates = cands
                    .iter()
                    .map(|&c| features(&mut board, *color, c, last, last2))
                    .collect();
                out.push(Sample { candidates, chosen });
            }
        }
        if board.play(*color, *mv).is_err() {
            return Ok(out);
        }
        last2 = last;
        last = *mv;
    }
    Ok(out)
}

/// Runs `megane patterns ARGS`: the table for stdout and a summary for
/// stderr, or an error message.
pub fn run(args: &[String]) -> Result<(String, String), String> {
    if args.first().map(String::as_str) != Some("train") {
        return Err("expected `train`".into());
    }
    let (mut rounds, mut min_count, mut test) = (12usize, 40u32, 0usize);
    let mut player: Option<Vec<String>> = None;
    let mut files = Vec::new();
    let mut rest = args[1..].iter();
    while let Some(a) = rest.next() {
        let mut number = |name: &str| -> Result<usize, String> {
            rest.next()
                .and_then(|v| v.parse().ok())
                .ok_or_else(|| format!("{name} needs a number"))
        };
        match a.as_str() {
            "--rounds" => rounds = number("--rounds")?,
            "--min-count" => min_count = number("--min-count")? as u32,
            "--test" => test = number("--test")?,
            "--player" => {
                let names = player_names(rest.next().ok_or("--player needs a name")?);
                if names.is_empty() {
                    return Err("--player needs a name".into());
                }
                player = Some(names);
            }
            f => files.push(f.to_string()),
        }
    }
    if files.len() <= test {
        return Err("no games left to fit".into());
    }
    let split = files.len() - test;
    let (mut train, mut held) = (Vec::new(), Vec::new());
    for (i, f) in files.iter().enumerate() {
        let text = std::fs::read_to_string(f).map_err(|e| format!("{f}: {e}"))?;
        let s = samples_of(&text, player.as_deref()).map_err(|e| format!("{f}: {e}"))?;
        if i < split {
            train.extend(s);
        } else {
            held.extend(s);
        }
    }
    let t = std::time::Instant::now();
    let gammas = fit(&train, rounds, min_count);
    let header = format!(
        "# Gammas of Megane's move features (megane::player::patterns), fitted by\n\
         # `megane patterns train` to {} positions of {} games.\n",
        train.len(),
        split
    );
    let note = format!(
        "fitted {} positions in {:.1} s ({} values); strongest candidate chosen: {:.1}% fitted, {:.1}% of {} held out",
        train.len(),
        t.elapsed().as_secs_f64(),
        gammas.groups.iter().map(|g| g.len()).sum::<usize>(),
        100.0 * top_one(&gammas, &train),
        100.0 * top_one(&gammas, &held),
        held.len()
    );
    Ok((header + &gammas.to_text(), note))
}

#[cfg(test)]
mod tests {
    use super::{colours_named, player_names};

    #[test]
    fn a_side_is_taken_when_its_name_holds_any_of_the_names() {
        let game = "(;FF[4]SZ[19]PB[Pachi:12.90]PW[GNU Go:3.8];B[dd])";
        let named = |list: &str| colours_named(game, &player_names(list));
        assert_eq!(named("gnu go"), [false, true]);
        assert_eq!(named("PACHI"), [true, false]);
        assert_eq!(named("gnu go,pachi"), [true, true]);
        assert_eq!(named(" megane , "), [false, false]);
    }

    #[test]
    fn a_player_list_without_a_name_is_refused() {
        let args = |p: &str| ["train", "--player", p, "x.sgf"].map(String::from);
        for empty in ["", ",", " , "] {
            assert_eq!(
                super::run(&args(empty)),
                Err("--player needs a name".into())
            );
        }
    }
}
