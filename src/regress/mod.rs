//! Regression suites in GNU Go's `.tst` format, run against any GTP engine
//! (the `megane-regress` binary is a thin front end to this module).
//!
//! A suite is a file of GTP commands. Numbered commands are tests, and the
//! `#? [RE]` line after one says what its answer must match; see
//! [`expect`] for the expectation grammar and matching rules, [`tst`] for
//! the file format, [`run`] for how files are run and counted, and
//! [`ratchet`] for the best-counts file CI compares against.
//!
//! The semantics, and the meaning of the counts, are those of GNU Go's own
//! runners (regress.awk, regress.pl), so a suite scores the same here as
//! there.

pub mod client;
pub mod expect;
pub mod ratchet;
pub mod report;
pub mod run;
pub mod tst;

pub use client::split_command;
pub use expect::{Expectation, Outcome};
pub use run::{run_file, run_files, Counts, FileReport, Settings};
