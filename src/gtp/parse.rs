//! Parsing a preprocessed command line and its arguments (nom).
//!
//! The grammar is GTP v2's: `[id] command_name [arguments]`, where an id
//! is an unsigned integer, arguments are separated by spaces, colors are
//! `b`/`w`/`black`/`white` and vertices are a column letter (no `I`) and a
//! row number, both case-insensitive.

use crate::board::{Board, Color, Move, Vertex};
use nom::branch::alt;
use nom::bytes::complete::{tag_no_case, take_while1};
use nom::character::complete::{digit1, one_of, space0, space1};
use nom::combinator::{all_consuming, map, map_opt, opt, recognize, rest};
use nom::sequence::{preceded, terminated};
use nom::{IResult, Parser};

/// A command line split into its parts.
#[derive(Debug, PartialEq)]
pub struct CommandLine<'a> {
    pub id: Option<u64>,
    pub name: &'a str,
    /// Everything after the name, leading spaces removed.
    pub args: &'a str,
}

/// Why a line is not a command.
#[derive(Debug, PartialEq)]
pub enum LineError {
    /// An id and nothing else.
    MissingCommand(Option<u64>),
    /// An id too large for 64 bits.
    BadId,
}

fn id(input: &str) -> IResult<&str, &str> {
    terminated(digit1, alt((space1, nom::combinator::eof))).parse(input)
}

fn word(input: &str) -> IResult<&str, &str> {
    take_while1(|c: char| c != ' ').parse(input)
}

/// Splits a preprocessed line (not blank) into id, name and arguments.
pub fn command_line(line: &str) -> Result<CommandLine<'_>, LineError> {
    let parsed: IResult<&str, (Option<&str>, Option<&str>, &str)> = (
        preceded(space0, opt(id)),
        preceded(space0, opt(word)),
        preceded(space0, rest),
    )
        .parse(line);
    let (_, (id_text, name, args)) = parsed.map_err(|_| LineError::BadId)?;
    let id = match id_text {
        Some(t) => Some(t.parse::<u64>().map_err(|_| LineError::BadId)?),
        None => None,
    };
    match name {
        Some(name) => Ok(CommandLine { id, name, args }),
        None => Err(LineError::MissingCommand(id)),
    }
}

/// The arguments of a command, split on spaces.
pub fn words(args: &str) -> Vec<&str> {
    args.split(' ').filter(|w| !w.is_empty()).collect()
}

fn color_word(input: &str) -> IResult<&str, Color> {
    alt((
        map(alt((tag_no_case("black"), tag_no_case("b"))), |_| {
            Color::Black
        }),
        map(alt((tag_no_case("white"), tag_no_case("w"))), |_| {
            Color::White
        }),
    ))
    .parse(input)
}

/// `b`, `w`, `black` or `white`, any case.
pub fn color(word: &str) -> Option<Color> {
    all_consuming(color_word).parse(word).ok().map(|(_, c)| c)
}

fn column(input: &str) -> IResult<&str, usize> {
    map_opt(
        one_of("abcdefghjklmnopqrstuvwxyzABCDEFGHJKLMNOPQRSTUVWXYZ"),
        |c: char| {
            let c = c.to_ascii_lowercase() as u8;
            Some((c - b'a' - u8::from(c > b'i')) as usize)
        },
    )
    .parse(input)
}

/// A vertex on `board` (`A1`..), case-insensitive; not `pass`.
pub fn vertex(board: &Board, word: &str) -> Option<Vertex> {
    let (_, (col, row)) =
        all_consuming((column, map_opt(digit1, |d: &str| d.parse::<usize>().ok())))
            .parse(word)
            .ok()?;
    if row == 0 {
        return None;
    }
    board.vertex(col, row - 1)
}

/// A vertex or `pass`.
pub fn move_word(board: &Board, word: &str) -> Option<Move> {
    if word.eq_ignore_ascii_case("pass") {
        Some(None)
    } else {
        vertex(board, word).map(Some)
    }
}

/// An integer, optionally signed.
pub fn int(word: &str) -> Option<i64> {
    let parsed: IResult<&str, &str> =
        all_consuming(recognize((opt(one_of("+-")), digit1))).parse(word);
    parsed.ok()?.1.parse().ok()
}

/// A finite decimal number (`6.5`, `-3`, `.5`, `1e2`).
pub fn float(word: &str) -> Option<f64> {
    let parsed: IResult<&str, f64> = all_consuming(nom::number::complete::double).parse(word);
    parsed.ok().map(|(_, x)| x).filter(|x| x.is_finite())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_ids_names_args() {
        let l = command_line("12 play b d4").unwrap();
        assert_eq!((l.id, l.name, l.args), (Some(12), "play", "b d4"));
        let l = command_line("  name").unwrap();
        assert_eq!((l.id, l.name, l.args), (None, "name", ""));
        assert_eq!(
            command_line("7").unwrap_err(),
            LineError::MissingCommand(Some(7))
        );
        assert_eq!(
            command_line("99999999999999999999999 name").unwrap_err(),
            LineError::BadId
        );
        // Digits glued to a name are a name, not an id.
        assert_eq!(command_line("5name").unwrap().name, "5name");
    }

    #[test]
    fn colors_and_vertices() {
        assert_eq!(color("B"), Some(Color::Black));
        assert_eq!(color("White"), Some(Color::White));
        assert_eq!(color("bl"), None);
        let b = Board::new(19);
        assert_eq!(
            vertex(&b, "t19").map(|v| v.to_gtp()).as_deref(),
            Some("T19")
        );
        assert_eq!(vertex(&b, "J1").map(|v| v.to_gtp()).as_deref(), Some("J1"));
        assert_eq!(vertex(&b, "i5"), None);
        assert_eq!(vertex(&b, "a0"), None);
        assert_eq!(vertex(&b, "a20"), None);
        assert_eq!(vertex(&b, "a1x"), None);
        assert_eq!(move_word(&b, "PaSs"), Some(None));
    }

    #[test]
    fn numbers() {
        assert_eq!(int("-7"), Some(-7));
        assert_eq!(int("9x"), None);
        assert_eq!(float("6.5"), Some(6.5));
        assert_eq!(float(".5"), Some(0.5));
        assert_eq!(float("1e2"), Some(100.0));
        assert_eq!(float("inf"), None);
        assert_eq!(float("abc"), None);
    }
}
