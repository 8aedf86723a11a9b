//! A GTP client for the integration tests: spawns the `megane` binary and
//! talks to it over pipes.

#![allow(dead_code)]

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

pub struct Engine {
    child: Child,
    stdin: Option<ChildStdin>,
    stdout: BufReader<ChildStdout>,
}

impl Engine {
    pub fn start() -> Engine {
        Engine::start_with(&[])
    }

    /// Starts the engine with `args`. Unless they set the search's budget,
    /// a move takes a twentieth of a second: tests check what moves are,
    /// not how good a long think makes them. Unless they set the
    /// life-and-death reader's time, it has none, and its nodes alone
    /// bound it: its answers do not depend on the machine's speed.
    pub fn start_with(args: &[&str]) -> Engine {
        let budget_set = args
            .iter()
            .any(|a| *a == "--time-per-move" || *a == "--playouts");
        let quick: &[&str] = if budget_set {
            &[]
        } else {
            &["--time-per-move", "0.05"]
        };
        let untimed: &[&str] = if args.contains(&"--owl-seconds") {
            &[]
        } else {
            &["--owl-seconds", "0"]
        };
        let mut child = Command::new(env!("CARGO_BIN_EXE_megane"))
            .args(quick)
            .args(untimed)
            .args(args)
            // A scratch directory: whatever a test makes it write lands there.
            .current_dir(std::env::temp_dir())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("megane starts");
        let stdin = child.stdin.take();
        let stdout = BufReader::new(child.stdout.take().unwrap());
        Engine {
            child,
            stdin,
            stdout,
        }
    }

    /// Sends raw bytes (no newline added).
    pub fn send_raw(&mut self, bytes: &[u8]) {
        let stdin = self.stdin.as_mut().unwrap();
        stdin.write_all(bytes).unwrap();
        stdin.flush().unwrap();
    }

    /// Hands over stdin, so a thread can write while this one reads (a
    /// long stream written without reading could fill both pipes).
    pub fn take_stdin(&mut self) -> ChildStdin {
        self.stdin.take().unwrap()
    }

    /// Reads one line of output, newline included.
    pub fn read_line(&mut self) -> String {
        let mut line = String::new();
        let n = self.stdout.read_line(&mut line).unwrap();
        assert!(n > 0, "engine closed its output");
        line
    }

    /// Reads one answer: lines up to and including the empty line.
    pub fn read_answer(&mut self) -> String {
        let mut answer = String::new();
        loop {
            let mut line = String::new();
            let n = self.stdout.read_line(&mut line).unwrap();
            assert!(n > 0, "engine closed its output mid-answer: {answer:?}");
            answer.push_str(&line);
            if line == "\n" {
                return answer;
            }
        }
    }

    /// Sends one command line and returns its full answer text.
    pub fn send(&mut self, line: &str) -> String {
        self.send_raw(format!("{line}\n").as_bytes());
        self.read_answer()
    }

    /// Sends a command expecting success; returns the text after `= `.
    pub fn ok(&mut self, line: &str) -> String {
        let a = self.send(line);
        assert!(a.starts_with("= "), "{line:?} failed: {a:?}");
        a[2..a.len() - 2].to_string()
    }

    /// A position from a diagram (`rows` top row first, `X` black, `O`
    /// white, anything else empty) on a cleared board of its size.
    pub fn setup_diagram(&mut self, rows: &[&str]) {
        self.ok(&format!("boardsize {}", rows.len()));
        self.ok("clear_board");
        let cols = "ABCDEFGHJKLMNOPQRSTUVWXYZ";
        let mut stones = Vec::new();
        for (i, row) in rows.iter().enumerate() {
            for (j, ch) in row.chars().enumerate() {
                let v = format!("{}{}", &cols[j..j + 1], rows.len() - i);
                match ch {
                    'X' => stones.push(format!("b {v}")),
                    'O' => stones.push(format!("w {v}")),
                    _ => {}
                }
            }
        }
        self.ok(&format!("gogui-setup {}", stones.join(" ")));
    }

    /// Closes stdin and waits; returns the rest of stdout and the status.
    pub fn finish(mut self) -> (String, std::process::ExitStatus) {
        drop(self.stdin.take());
        let mut rest = String::new();
        self.stdout.read_to_string(&mut rest).unwrap();
        let status = self.child.wait().unwrap();
        (rest, status)
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Runs the `megane` binary once with `args` (a subcommand such as
/// `eyes-db` or `patterns`): its exit code, stdout and stderr.
pub fn run_megane(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_megane"))
        .args(args)
        .output()
        .expect("megane runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Writes `text` to a file of this process's own in the temp folder; its
/// path.
pub fn temp_file(name: &str, text: &str) -> String {
    let path = std::env::temp_dir().join(format!("megane-{}-{name}", std::process::id()));
    std::fs::write(&path, text).expect("temp file");
    path.to_string_lossy().into_owned()
}

/// 7x7: white holds the top four rows with four one-point eyes on the top
/// line; black's corner group below (A3-D3, A2-D2, D1) has the straight
/// three A1 B1 C1 as its only eye space, and no outside liberty.
pub fn straight_three(e: &mut Engine) {
    e.setup_diagram(&[
        ".O.O.O.", "OOOOOOO", "OOOOOOO", "OOOOOOO", "XXXXOOO", "XXXXOOO", "...XOOO",
    ]);
}
