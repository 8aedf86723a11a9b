//! A GTP engine process driven one command at a time, with a deadline per
//! answer: a thread reads its standard output line by line, another keeps
//! the tail of its standard error for crash reports.

use std::collections::VecDeque;
use std::io::{self, BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

/// Lines of standard error kept for a crash report.
const STDERR_TAIL: usize = 40;

/// One GTP answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reply {
    /// `=` (true) or `?` (false).
    pub ok: bool,
    /// The id echoed after `=`/`?`, if any.
    pub id: Option<String>,
    /// The text after the id (and one blank), all lines.
    pub body: String,
}

/// Why a command got no answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EngineError {
    /// The engine closed its output or its input (exited, crashed).
    Died(String),
    /// No complete answer in time; the engine has been killed.
    Timeout(Duration),
}

impl std::fmt::Display for EngineError {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        match self {
            EngineError::Died(why) => write!(f, "engine died ({why})"),
            EngineError::Timeout(t) => {
                write!(f, "no answer within {}s; engine killed", t.as_secs_f64())
            }
        }
    }
}

/// Parses the first line of an answer: `=12 text`, `? msg`, `=`.
pub fn parse_first_line(line: &str) -> Option<Reply> {
    let ok = match line.chars().next()? {
        '=' => true,
        '?' => false,
        _ => return None,
    };
    let rest = &line[1..];
    let digits = rest
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(rest.len());
    let id = (digits > 0).then(|| rest[..digits].to_string());
    let body = rest[digits..]
        .strip_prefix([' ', '\t'])
        .unwrap_or(&rest[digits..]);
    Some(Reply {
        ok,
        id,
        body: body.to_string(),
    })
}

/// A running engine.
pub struct Engine {
    child: Child,
    stdin: Option<ChildStdin>,
    /// Output lines without their line ending; `None` at end of output.
    lines: Receiver<Option<String>>,
    stderr: Arc<Mutex<VecDeque<String>>>,
    stderr_thread: Option<thread::JoinHandle<()>>,
    closed: bool,
}

/// The program to run: a relative path with a directory part is made
/// absolute against our own working directory, since the engine starts in
/// the suite's folder.
fn program_path(program: &str) -> PathBuf {
    let p = Path::new(program);
    if p.is_relative() && p.components().count() > 1 {
        if let Ok(cwd) = std::env::current_dir() {
            return cwd.join(p);
        }
    }
    p.to_path_buf()
}

impl Engine {
    /// Starts `argv` with its working directory at `cwd`.
    pub fn start(argv: &[String], cwd: &Path) -> io::Result<Engine> {
        let (program, args) = argv
            .split_first()
            .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "empty engine command"))?;
        let mut child = Command::new(program_path(program))
            .args(args)
            .current_dir(cwd)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()?;
        let stdin = child.stdin.take();
        let stdout = child.stdout.take().expect("piped stdout");
        let stderr_pipe = child.stderr.take().expect("piped stderr");
        let (tx, lines) = mpsc::channel();
        thread::spawn(move || {
            for_each_line(stdout, |line| {
                tx.send(Some(line.trim_end_matches(['\n', '\r']).to_string()))
                    .is_ok()
            });
            let _ = tx.send(None);
        });
        let stderr = Arc::new(Mutex::new(VecDeque::new()));
        let tail = Arc::clone(&stderr);
        let stderr_thread = thread::spawn(move || {
            for_each_line(stderr_pipe, |line| {
                let mut t = tail.lock().unwrap();
                if t.len() == STDERR_TAIL {
                    t.pop_front();
                }
                t.push_back(line.trim_end().to_string());
                true
            });
        });
        Ok(Engine {
            child,
            stdin,
            lines,
            stderr,
            stderr_thread: Some(stderr_thread),
            closed: false,
        })
    }

    /// Sends one command line and waits for its answer.
    pub fn send(&mut self, line: &str, timeout: Duration) -> Result<Reply, EngineError> {
        if self.closed {
            return Err(EngineError::Died("already stopped".into()));
        }
        let written = match self.stdin.as_mut() {
            Some(stdin) => writeln!(stdin, "{}", line.trim_end()).and_then(|_| stdin.flush()),
            None => Err(io::Error::from(io::ErrorKind::BrokenPipe)),
        };
        let deadline = Instant::now() + timeout;
        if written.is_err() {
            // Its input is closed: it has exited or is about to.
            return Err(self.died(deadline));
        }
        self.read_reply(deadline, timeout)
    }

    /// Reads lines up to a complete answer (its closing blank line);
    /// lines before an answer's first line are noise and skipped.
    fn read_reply(&mut self, deadline: Instant, timeout: Duration) -> Result<Reply, EngineError> {
        let mut reply: Option<Reply> = None;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let line = match self.lines.recv_timeout(left) {
                Ok(Some(line)) => line,
                Ok(None) | Err(RecvTimeoutError::Disconnected) => {
                    return Err(self.died(deadline));
                }
                Err(RecvTimeoutError::Timeout) => {
                    self.kill();
                    return Err(EngineError::Timeout(timeout));
                }
            };
            match reply.as_mut() {
                None => reply = parse_first_line(&line),
                Some(r) if line.is_empty() => return Ok(std::mem::take(r)),
                Some(r) => {
                    r.body.push('\n');
                    r.body.push_str(&line);
                }
            }
        }
    }

    /// Collects the exit status (waiting until the deadline at most) and
    /// the tail of standard error.
    fn died(&mut self, deadline: Instant) -> EngineError {
        self.closed = true;
        drop(self.stdin.take());
        let status = loop {
            match self.child.try_wait() {
                Ok(Some(status)) => break status.to_string(),
                Ok(None) if Instant::now() < deadline => {
                    thread::sleep(Duration::from_millis(5));
                }
                Ok(None) => {
                    self.kill();
                    break "closed its output; killed".to_string();
                }
                Err(e) => break format!("cannot wait for it: {e}"),
            }
        };
        // Its standard error may stay open a moment longer (or for good,
        // held by a child of its own): wait a little for the last lines.
        if let Some(t) = self.stderr_thread.take() {
            let until = Instant::now() + Duration::from_millis(500);
            while !t.is_finished() && Instant::now() < until {
                thread::sleep(Duration::from_millis(5));
            }
        }
        let tail = self.stderr.lock().unwrap();
        let last: Vec<&str> = tail
            .iter()
            .map(|l| l.trim())
            .filter(|l| !l.is_empty())
            .collect();
        let last = &last[last.len().saturating_sub(3)..];
        if last.is_empty() {
            EngineError::Died(status)
        } else {
            EngineError::Died(format!("{status}; stderr: {}", last.join(" | ")))
        }
    }

    /// Kills the engine at once.
    pub fn kill(&mut self) {
        self.closed = true;
        drop(self.stdin.take());
        let _ = self.child.kill();
        let _ = self.child.wait();
    }

    /// Ends the session politely: `quit`, end of input, a few seconds to
    /// exit, then a kill.
    pub fn finish(mut self) {
        if !self.closed {
            let _ = self.send("quit", Duration::from_secs(5));
        }
        drop(self.stdin.take());
        let deadline = Instant::now() + Duration::from_secs(5);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            thread::sleep(Duration::from_millis(5));
        }
        self.kill();
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        if let Ok(None) = self.child.try_wait() {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}

impl Default for Reply {
    fn default() -> Reply {
        Reply {
            ok: true,
            id: None,
            body: String::new(),
        }
    }
}

/// Splits a command line on blanks, shell-like: `'...'` keeps everything
/// literally, `"..."` keeps blanks and lets `\` escape `"` and `\`, and a
/// `\` outside quotes escapes the next character. No variables, no globs.
pub fn split_command(line: &str) -> Result<Vec<String>, String> {
    let mut words = Vec::new();
    let mut word = String::new();
    let mut in_word = false;
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        match c {
            c if c.is_whitespace() => {
                if in_word {
                    words.push(std::mem::take(&mut word));
                    in_word = false;
                }
            }
            '\'' => {
                in_word = true;
                loop {
                    match chars.next() {
                        Some('\'') => break,
                        Some(c) => word.push(c),
                        None => return Err("unterminated ' quote".into()),
                    }
                }
            }
            '"' => {
                in_word = true;
                loop {
                    match chars.next() {
                        Some('"') => break,
                        Some('\\') => match chars.next() {
                            Some(c @ ('"' | '\\')) => word.push(c),
                            Some(c) => {
                                word.push('\\');
                                word.push(c);
                            }
                            None => return Err("unterminated \" quote".into()),
                        },
                        Some(c) => word.push(c),
                        None => return Err("unterminated \" quote".into()),
                    }
                }
            }
            '\\' => {
                in_word = true;
                word.push(chars.next().ok_or("trailing backslash")?);
            }
            c => {
                in_word = true;
                word.push(c);
            }
        }
    }
    if in_word {
        words.push(word);
    }
    Ok(words)
}

/// Reads a whole file as text, replacing invalid UTF-8.
pub fn read_text(path: &Path) -> io::Result<String> {
    let mut bytes = Vec::new();
    std::fs::File::open(path)?.read_to_end(&mut bytes)?;
    Ok(String::from_utf8_lossy(&bytes).into_owned())
}

/// Reads `reader` line by line (bytes that are not UTF-8 replaced) until
/// EOF, a read error, or `each` returns false.
fn for_each_line(reader: impl Read, mut each: impl FnMut(&str) -> bool) {
    let mut reader = BufReader::new(reader);
    let mut buf = Vec::new();
    loop {
        buf.clear();
        match reader.read_until(b'\n', &mut buf) {
            Ok(0) | Err(_) => return,
            Ok(_) => {
                if !each(&String::from_utf8_lossy(&buf)) {
                    return;
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_lines() {
        let r = parse_first_line("=101 1 1").unwrap();
        assert_eq!(
            (r.ok, r.id.as_deref(), r.body.as_str()),
            (true, Some("101"), "1 1")
        );
        let r = parse_first_line("? unknown command").unwrap();
        assert_eq!(
            (r.ok, r.id, r.body.as_str()),
            (false, None, "unknown command")
        );
        let r = parse_first_line("=").unwrap();
        assert_eq!((r.ok, r.id, r.body.as_str()), (true, None, ""));
        let r = parse_first_line("=7").unwrap();
        assert_eq!((r.id.as_deref(), r.body.as_str()), (Some("7"), ""));
        let r = parse_first_line("=3  two blanks").unwrap();
        assert_eq!(r.body, " two blanks");
        assert!(parse_first_line("").is_none());
        assert!(parse_first_line("noise").is_none());
    }

    #[test]
    fn splitting_commands() {
        let s = |l: &str| split_command(l).unwrap();
        assert_eq!(
            s("gnugo --mode gtp  --quiet"),
            ["gnugo", "--mode", "gtp", "--quiet"]
        );
        assert_eq!(s("  a\t b  "), ["a", "b"]);
        assert_eq!(s("sh -c 'read x; exit 3'"), ["sh", "-c", "read x; exit 3"]);
        assert_eq!(s(r#"a "b c" d"#), ["a", "b c", "d"]);
        assert_eq!(s(r#""say \"hi\" \n""#), [r#"say "hi" \n"#]);
        assert_eq!(s(r"a\ b c"), ["a b", "c"]);
        assert_eq!(s("x''y ''"), ["xy", ""]);
        assert!(s("").is_empty());
        assert!(split_command("'open").is_err());
        assert!(split_command("\"open").is_err());
        assert!(split_command("end\\").is_err());
    }
}
