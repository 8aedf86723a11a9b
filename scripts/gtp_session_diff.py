#!/usr/bin/env python3
"""Replay a GTP session against Megane and GNU Go 3.8 and compare the answers.

Usage:
    scripts/gtp_session_diff.py [--megane PATH] [--gnugo PATH] [SESSION]

Both engines are started as subprocesses with the repository root as their
working directory (so `loadsgf tests/data/sgf/...` works).  The session file
(default: tests/data/gnugo_session.gtp) is replayed one line at a time, and
each engine's stdout bytes for that line are compared byte for byte.

Session file format
-------------------
* Every line is sent verbatim to both engines, followed by "\\n".  This
  includes empty lines and GTP comment lines: GTP requires that they produce
  no answer, and that is compared too (both must answer with nothing).
* Lines starting with "#%" are directives for this script and are not sent:
    #% any text          a note for the reader
    #%esc TEXT           send TEXT after decoding Python-style backslash
                         escapes (\\r, \\t, \\x01, \\x00, ...); lets the
                         session contain control characters and trailing
                         blanks without putting them literally in the file
    #%expect-diff WHY    the next sent line is allowed to differ; WHY is
                         "CLASS: reason" (e.g. "strict-args: GNU Go reads
                         9x as 9"), and the summary counts the expected
                         differences per CLASS
    #%restart            restart both engines (fresh default state)

How one answer is delimited
---------------------------
After each session line the script sends a sync command
"987654321 protocol_version" and reads until the sync answer
"=987654321 2\\n\\n" appears.  Everything before it is the answer to the
session line.  This captures answers exactly, including lines that must
produce no answer at all (empty lines, comments, an id without a command)
and answers with extra trailing newlines (GNU Go's `echo` keeps the newline
that ends the command line, so `echo hi` answers "= hi\\n\\n\\n").

If an engine exits (after `quit`, or GNU Go's exit on an SGF syntax error)
or does not answer within --timeout seconds, the answer is recorded with an
"<exited rc=N>" / "<timeout>" marker and both engines are restarted so that
later lines compare engines in the same (fresh) state.

Expected differences
--------------------
Commands whose answer is engine-specific are reported as DIFF but counted as
expected (see EXPECTED_TO_DIFFER below).  For those, the answer must still
have the right shape (FORMAT_CHECKS); a malformed answer is an unexpected
difference.

`printsgf FILE` (answer "= ") is still compared exactly; only the inline
`printsgf` / `printsgf -` output is expected to differ.  These are counted
in the class "engine-specific".

A line marked with #%expect-diff whose answers turn out identical is
reported as "SAME (marked expect-diff ...)": the mark is stale.  It does not
fail the run.

Megane is started without arguments (add some with --megane-arg); GNU Go
with "--mode gtp --quiet".  Self-test: `--megane /usr/games/gnugo` (a path
whose file name starts with "gnugo" also gets GNU Go's arguments) must report
every line identical.

The last line is the summary, e.g.
    conformance: 428 identical, 62 different (62 expected: strict-args 25,
    echo 7, ...; 0 unexpected)
(on one line).  With --diffs-only the "same" lines are not printed, and the
answers of expected differences are shortened; with --unexpected-only only
the unexpected differences and stale marks are printed before the summary
(what `make test` shows).

Exit status: 0 if every difference is expected (or GNU Go is not installed:
prints "skipped: gnugo not found"), 1 if there is an unexpected difference,
2 on usage errors (e.g. the Megane binary does not exist; checked before
looking for GNU Go).
"""

import argparse
import codecs
import os
import re
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gtp_client import GNUGO_ARGS, MEGANE, REPO_ROOT, Engine, engine_argv, find_gnugo  # noqa: E402

DEFAULT_SESSION = os.path.join(REPO_ROOT, "tests", "data", "gnugo_session.gtp")

SYNC_ID = 987654321
SYNC_COMMAND = b"%d protocol_version\n" % SYNC_ID
SYNC_ANSWER = b"=%d 2\n\n" % SYNC_ID

# Command name -> why its answer may legitimately differ between engines.
EXPECTED_TO_DIFFER = {
    "name": "program name",
    "version": "program version",
    "list_commands": "each engine has its own command set",
    "help": "GNU Go alias of list_commands",
    "showboard": "board drawing is allowed to differ",
    "cputime": "measured time",
    "genmove": "engines choose different moves",
    "place_free_handicap": "engines choose different handicap points",
    "printsgf": "output carries program name/version (GN, AP) and the date (DT)",
    "kgs-time_settings": "not a GNU Go 3.8 command (GNU Go: '? unknown command')",
}

# Shape an expected-to-differ answer must still have (checked on Megane's
# answer).  `id` is the optional numeric id echoed after '=' or '?'.
_ID = r"(?:\d+)?"
_VERTEX = r"(?:[A-HJ-Z](?:[1-9]|1\d|2[0-5]))"
FORMAT_CHECKS = {
    "cputime": re.compile(rb"^=" + _ID.encode() + rb" \d+\.\d{3}\n\n$"),
    "genmove": re.compile(
        rb"^(?:=" + _ID.encode() + rb" (?:PASS|resign|" + _VERTEX.encode() + rb")\n\n"
        rb"|\?" + _ID.encode() + rb" [^\n]*\n\n)$"),
    "place_free_handicap": re.compile(
        rb"^(?:=" + _ID.encode() + rb" (?:" + _VERTEX.encode() + rb"(?: " + _VERTEX.encode()
        + rb")*)?\n\n|\?" + _ID.encode() + rb" [^\n]*\n\n)$"),
    "printsgf": re.compile(rb"^(?:=" + _ID.encode() + rb" (?:\(;[\s\S]*\)\n)?\n"
                           rb"|\?" + _ID.encode() + rb" [^\n]*\n\n)$"),
}
GENERIC_FORMAT = re.compile(rb"^[=?]" + _ID.encode() + rb" [\s\S]*\n\n$")

# Class of the expected differences listed in EXPECTED_TO_DIFFER.
BUILTIN_CLASS = "engine-specific"
# "CLASS: reason" in an #%expect-diff directive.
_CLASS_PREFIX = re.compile(r"^([A-Za-z0-9_-]+):\s")
# Longest answer shown in full for an expected difference under --diffs-only.
SHORT_ANSWER = 100


def ask(engine, line, timeout):
    """Send one raw line to `engine` (a gtp_client.Engine), then the sync
    command; return (answer_bytes, status).

    status is None for a normal answer, otherwise a marker string such as
    "<exited rc=0>" or "<timeout>"; the engine then needs a restart.
    """
    engine.write(line + b"\n" + SYNC_COMMAND)  # if it has exited, collect what it printed
    deadline = time.monotonic() + timeout
    while SYNC_ANSWER not in engine.buf:
        status = engine.read_more(deadline)
        if status == "timeout":
            answer, engine.buf = engine.buf, b""
            return answer, "<timeout>"
        if status == "eof":
            break
    if SYNC_ANSWER in engine.buf:
        answer, _, engine.buf = engine.buf.partition(SYNC_ANSWER)
        return answer, None
    answer, engine.buf = engine.buf, b""
    return answer, "<exited rc=%s>" % engine.exit_status()


def parse_session(path):
    """Yield (line_number, raw_bytes_to_send, expect_diff_reason, is_restart)."""
    with open(path, "rb") as f:
        content = f.read()
    lines = content.split(b"\n")
    if lines and lines[-1] == b"":
        lines.pop()
    pending_reason = None
    for number, line in enumerate(lines, 1):
        if line.startswith(b"#%"):
            directive = line[2:]
            if directive.startswith(b"esc "):
                text = directive[4:].decode("utf-8")
                raw = codecs.escape_decode(text.encode("utf-8"))[0]
                yield number, raw, pending_reason, False
                pending_reason = None
            elif directive.startswith(b"expect-diff"):
                pending_reason = directive[len(b"expect-diff"):].strip().decode("utf-8", "replace") \
                    or "marked in session"
            elif directive.strip() == b"restart":
                yield number, None, None, True
            continue  # plain note
        yield number, line, pending_reason, False
        pending_reason = None


def command_name(line):
    """The GTP command name of a raw line, as GNU Go would parse it."""
    text = line.split(b"\x00", 1)[0].split(b"#", 1)[0]
    text = bytes(c for c in text if c >= 32 and c != 127 or c == 9).replace(b"\t", b" ")
    m = re.match(rb"\s*[+-]?\d*\s*(\S*)", text)
    return m.group(1).decode("latin-1") if m else ""


def expected_reason(line):
    name = command_name(line)
    if name not in EXPECTED_TO_DIFFER:
        return None
    if name == "printsgf":
        # With a file name the answer is just "= " and must be identical.
        args = line.split(b"#", 1)[0].split()
        if args and args[0].isdigit():
            args = args[1:]
        if len(args) > 1 and args[1] != b"-":
            return None
    return EXPECTED_TO_DIFFER[name]


def well_formed(line, answer, status):
    if status is not None:
        return False
    name = command_name(line)
    check = FORMAT_CHECKS.get(name, GENERIC_FORMAT)
    return bool(check.match(answer))


def show(answer, status, limit=None):
    text = repr(answer)
    if limit is not None and len(text) > limit:
        text = text[:limit] + "...(%d bytes)" % len(answer)
    return text + (" " + status if status else "")


def reason_class(reason):
    """The class of a session-marked reason: the "CLASS" of "CLASS: why"."""
    m = _CLASS_PREFIX.match(reason)
    return m.group(1) if m else "unclassified"


def main():
    ap = argparse.ArgumentParser(description="Compare Megane's GTP answers with GNU Go 3.8's.")
    ap.add_argument("session", nargs="?", default=DEFAULT_SESSION,
                    help="session file (default: tests/data/gnugo_session.gtp)")
    ap.add_argument("--megane", default=MEGANE,
                    help="Megane binary (default: target/release/megane)")
    ap.add_argument("--megane-arg", action="append", default=[], metavar="ARG",
                    help="extra argument for Megane (repeatable)")
    ap.add_argument("--gnugo", default=None, help="GNU Go binary (default: gnugo on PATH or /usr/games/gnugo)")
    ap.add_argument("--timeout", type=float, default=30.0, help="seconds to wait for one answer")
    ap.add_argument("--diffs-only", action="store_true", help="do not print the 'same' lines")
    ap.add_argument("--unexpected-only", action="store_true",
                    help="print only the unexpected differences (and stale marks) "
                         "before the summary")
    ap.add_argument("--stderr", action="store_true", help="also print what the engines wrote to stderr")
    opts = ap.parse_args()

    megane = os.path.abspath(opts.megane)
    if not (os.path.isfile(megane) and os.access(megane, os.X_OK)):
        print("error: Megane binary not found: %s (build it with `cargo build --release` "
              "or pass --megane PATH)" % megane, file=sys.stderr)
        return 2
    if not os.path.isfile(opts.session):
        print("error: session file not found: %s" % opts.session, file=sys.stderr)
        return 2
    gnugo = find_gnugo(opts.gnugo)
    if gnugo is None:
        print("skipped: gnugo not found")
        return 0

    # Self-test convenience: pointing --megane at a GNU Go binary runs it in GTP mode.
    engines = [Engine(engine_argv(megane, opts.megane_arg), cwd=REPO_ROOT, name="megane",
                      keep_stderr=True),
               Engine([gnugo] + GNUGO_ARGS, cwd=REPO_ROOT, name="gnugo", keep_stderr=True)]

    identical = different = expected = stale = 0
    by_class = {}  # class -> count of expected differences, in order of appearance
    limit = SHORT_ANSWER if opts.diffs_only else None
    try:
        for number, raw, reason, restart in parse_session(opts.session):
            if restart:
                for e in engines:
                    e.restart()
                continue
            results = [ask(e, raw, opts.timeout) for e in engines]
            (m_ans, m_st), (g_ans, g_st) = results
            tag = "%4d %r" % (number, raw)
            if (m_ans, m_st) == (g_ans, g_st):
                identical += 1
                if reason is not None:
                    stale += 1
                    print("SAME (marked expect-diff: %s) %s" % (reason, tag))
                elif not (opts.diffs_only or opts.unexpected_only):
                    print("same  %s" % tag)
            else:
                different += 1
                why = reason or expected_reason(raw)
                if why and reason is None and not well_formed(raw, m_ans, m_st):
                    why = None
                    label = "DIFF (malformed answer)"
                elif why:
                    expected += 1
                    cls = reason_class(reason) if reason is not None else BUILTIN_CLASS
                    by_class[cls] = by_class.get(cls, 0) + 1
                    label = "DIFF (expected: %s)" % why
                else:
                    label = "DIFF"
                shown = limit if why else None
                if not (why and opts.unexpected_only):
                    print("%s %s  megane=%s  gnugo=%s"
                          % (label, tag, show(m_ans, m_st, shown), show(g_ans, g_st, shown)))
            if opts.stderr:
                for e in engines:
                    err = e.take_stderr()
                    if err:
                        print("        %s stderr: %r" % (e.name, err))
            else:
                for e in engines:
                    e.take_stderr()
            if m_st or g_st:
                for e in engines:
                    e.restart()
    finally:
        for e in engines:
            e.close()

    classes = ", ".join("%s %d" % item for item in by_class.items())
    summary = "conformance: %d identical, %d different (%d expected%s; %d unexpected)" % (
        identical, different, expected, ": " + classes if classes else "", different - expected)
    if stale:
        summary += ", %d marked expect-diff but identical" % stale
    print(summary)
    return 1 if different > expected else 0


if __name__ == "__main__":
    try:
        status = main()
        sys.stdout.flush()
    except BrokenPipeError:  # e.g. output piped into `head`
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        status = 1
    sys.exit(status)
