//! Reading command lines: bounded length, then the GTP v2 preprocessing
//! (section 3.1 of the spec): control characters other than HT and LF
//! removed, `#` comments cut, HT turned into a space, blank lines skipped.

use std::io::{self, BufRead};

/// Longest line we accept; the rest of a longer line is discarded.
pub const MAX_LINE: usize = 1 << 20;

/// One line of input, as read.
#[derive(Debug, PartialEq)]
pub enum RawLine {
    Line(Vec<u8>),
    /// A line longer than [`MAX_LINE`], already consumed to its end.
    TooLong,
}

/// Reads up to and including the next LF (or EOF). Returns None at EOF.
/// Never holds more than [`MAX_LINE`] bytes of one line in memory.
pub fn read_line<R: BufRead>(input: &mut R) -> io::Result<Option<RawLine>> {
    let mut line = Vec::new();
    let mut too_long = false;
    let mut got_any = false;
    loop {
        let buf = match input.fill_buf() {
            Ok(b) => b,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if buf.is_empty() {
            break;
        }
        got_any = true;
        let (chunk, done) = match buf.iter().position(|&b| b == b'\n') {
            Some(i) => (&buf[..=i], true),
            None => (buf, false),
        };
        if !too_long {
            if line.len() + chunk.len() > MAX_LINE + 1 {
                too_long = true;
                line = Vec::new();
            } else {
                line.extend_from_slice(chunk);
            }
        }
        let used = chunk.len();
        input.consume(used);
        if done {
            break;
        }
    }
    Ok(match (got_any, too_long) {
        (false, _) => None,
        (true, true) => Some(RawLine::TooLong),
        (true, false) => Some(RawLine::Line(line)),
    })
}

/// Applies GTP preprocessing; None if nothing is left but white space.
pub fn preprocess(raw: &[u8]) -> Option<String> {
    let mut out = Vec::with_capacity(raw.len());
    for &b in raw {
        match b {
            b'#' => break,
            b'\t' => out.push(b' '),
            b'\n' => {}
            0..=31 | 127 => {}
            _ => out.push(b),
        }
    }
    let text = String::from_utf8_lossy(&out).into_owned();
    if text.trim().is_empty() {
        None
    } else {
        Some(text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strips_controls_comments_and_tabs() {
        assert_eq!(preprocess(b"na\x01me\r\n").as_deref(), Some("name"));
        assert_eq!(
            preprocess(b"play\tb\td4 # comment\n").as_deref(),
            Some("play b d4 ")
        );
        assert_eq!(preprocess(b"   # only a comment\n"), None);
        assert_eq!(preprocess(b" \t \r\n"), None);
        assert_eq!(preprocess(b"echo \xff\n").as_deref(), Some("echo \u{fffd}"));
    }

    #[test]
    fn reads_lines_and_refuses_huge_ones() {
        let mut data: Vec<u8> = b"a\nb".to_vec();
        data.extend(std::iter::repeat_n(b'x', MAX_LINE + 10));
        data.extend_from_slice(b"\nc\n");
        let mut input = io::Cursor::new(data);
        assert_eq!(
            read_line(&mut input).unwrap(),
            Some(RawLine::Line(b"a\n".to_vec()))
        );
        assert_eq!(read_line(&mut input).unwrap(), Some(RawLine::TooLong));
        assert_eq!(
            read_line(&mut input).unwrap(),
            Some(RawLine::Line(b"c\n".to_vec()))
        );
        assert_eq!(read_line(&mut input).unwrap(), None);
    }
}
