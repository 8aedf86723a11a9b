//! Reading command lines: bounded length, then the GTP v2 preprocessing
//! (section 3.1 of the spec): control characters other than HT and LF
//! removed, `#` comments cut, HT turned into a space, blank lines skipped.
//!
//! A reader thread ([`spawn_reader`]) reads the lines ahead of the command
//! loop, so that a long command can see input arriving while it runs: any
//! line stops an analysis stream, and GoGui's `# interrupt` comment stops
//! the command it follows.

use std::io::{self, BufRead};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc::{self, Receiver, SyncSender};
use std::sync::Arc;

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

/// Lines read ahead of the command loop at most; the reader waits past
/// that, so a flood of pipelined input is held by the pipe, not in memory.
const QUEUE: usize = 64;

/// What the reader thread hands to the command loop: each line with its
/// number (from 1, blank and comment lines counted), then the end.
#[derive(Debug)]
pub enum Input {
    Line(u64, RawLine),
    Eof,
    Error(io::Error),
}

/// What the reader thread has seen, for commands that are running.
#[derive(Debug, Default)]
struct Seen {
    /// Number of the last line read.
    last_line: AtomicU64,
    /// Number of the command line the last `# interrupt` came after.
    interrupted: AtomicU64,
    eof: AtomicBool,
}

/// A running command's view of the input: has anything arrived since its
/// own line, and was it interrupted. Cheap to clone and to ask.
#[derive(Clone, Debug)]
pub struct Watch {
    seen: Arc<Seen>,
    line: u64,
}

impl Watch {
    /// A watch for a command that no later input can reach (a command run
    /// outside a live session): nothing arrives, nothing interrupts.
    pub fn detached() -> Watch {
        Watch {
            seen: Arc::new(Seen::default()),
            line: 0,
        }
    }

    /// Any line after the command's own, or the end of input.
    pub fn input_arrived(&self) -> bool {
        self.seen.eof.load(Ordering::Acquire)
            || self.seen.last_line.load(Ordering::Acquire) > self.line
    }

    /// A `# interrupt` line came after this command's line (and before the
    /// next command line).
    pub fn interrupted(&self) -> bool {
        self.line > 0 && self.seen.interrupted.load(Ordering::Acquire) == self.line
    }
}

/// The receiving end of the reader thread.
pub struct Reader {
    rx: Receiver<Input>,
    seen: Arc<Seen>,
}

impl Reader {
    /// The next input, waiting for it; [`Input::Eof`] once the thread is
    /// gone.
    pub fn next(&self) -> Input {
        self.rx.recv().unwrap_or(Input::Eof)
    }

    /// The watch for the command read from line `line`.
    pub fn watch(&self, line: u64) -> Watch {
        Watch {
            seen: Arc::clone(&self.seen),
            line,
        }
    }
}

/// Is this raw line GoGui's interrupt comment, `# interrupt`?
pub fn is_interrupt(raw: &[u8]) -> bool {
    let text = String::from_utf8_lossy(raw);
    text.trim()
        .strip_prefix('#')
        .is_some_and(|rest| rest.trim() == "interrupt")
}

/// Starts a thread reading `input` line by line ahead of the command loop.
/// The thread ends at end of input, on a read error, or once the
/// [`Reader`] is dropped and it has a line to hand over.
pub fn spawn_reader<R: BufRead + Send + 'static>(input: R) -> Reader {
    let (tx, rx) = mpsc::sync_channel(QUEUE);
    let seen = Arc::new(Seen::default());
    let shared = Arc::clone(&seen);
    std::thread::Builder::new()
        .name("gtp-input".into())
        .spawn(move || read_all(input, &tx, &shared))
        .expect("the input thread starts");
    Reader { rx, seen }
}

fn read_all<R: BufRead>(mut input: R, tx: &SyncSender<Input>, seen: &Seen) {
    let mut number = 0;
    let mut last_command = 0;
    loop {
        let item = match read_line(&mut input) {
            Ok(Some(line)) => {
                number += 1;
                match &line {
                    RawLine::Line(raw) if is_interrupt(raw) => {
                        seen.interrupted.store(last_command, Ordering::Release)
                    }
                    RawLine::Line(raw) if preprocess(raw).is_none() => {}
                    _ => last_command = number,
                }
                seen.last_line.store(number, Ordering::Release);
                Input::Line(number, line)
            }
            Ok(None) => {
                seen.eof.store(true, Ordering::Release);
                let _ = tx.send(Input::Eof);
                return;
            }
            Err(e) => {
                seen.eof.store(true, Ordering::Release);
                let _ = tx.send(Input::Error(e));
                return;
            }
        };
        if tx.send(item).is_err() {
            return;
        }
    }
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
    fn recognises_the_interrupt_comment() {
        assert!(is_interrupt(b"# interrupt\n"));
        assert!(is_interrupt(b"  #interrupt \r\n"));
        assert!(!is_interrupt(b"# interrupted\n"));
        assert!(!is_interrupt(b"interrupt\n"));
    }

    #[test]
    fn reader_numbers_lines_and_tracks_interrupts() {
        let data = b"genmove b\n\n# interrupt\nname\n".to_vec();
        let reader = spawn_reader(io::Cursor::new(data));
        let mut numbers = Vec::new();
        loop {
            match reader.next() {
                Input::Line(n, _) => numbers.push(n),
                Input::Eof => break,
                Input::Error(e) => panic!("{e}"),
            }
        }
        assert_eq!(numbers, [1, 2, 3, 4]);
        assert!(reader.watch(1).interrupted());
        assert!(reader.watch(1).input_arrived());
        assert!(!reader.watch(4).interrupted());
        // The end of input counts as input for a running stream.
        assert!(reader.watch(4).input_arrived());
        assert!(!Watch::detached().input_arrived());
        assert!(!Watch::detached().interrupted());
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
