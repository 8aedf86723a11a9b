#!/usr/bin/env python3
"""Classify Megane's failures on GNU Go's reading.tst, with GNU Go as oracle.

With --owl the same for owl.tst (or ld_owl.tst via --tst): owl_attack and
owl_defend tests, probed with owl_does_attack/owl_does_defend and the owl_
questions.

Usage:
    scripts/reading_failures.py [--tst PATH] [--megane PATH] [--gnugo PATH]
                                [--only N,N,...] [--timeout SECONDS]

The suite is replayed in two persistent GTP engines, Megane and GNU Go 3.8,
both started in the suite's folder (its `loadsgf games/...` paths are
relative to it).  Every setup line (loadsgf, trymove, tryko, popgo, play,
increase_depths, ...) goes to both engines; an engine that does not know a
setup command (Megane and `increase_depths`) just answers an error, which is
ignored.  Every numbered test goes to both engines, and Megane's answer is
judged against the `#? [RE]` line the way GNU Go's regress scripts (and
`megane-regress`) do: `^RE$` without a group, on the first line of the
answer (an error is judged on its message).  A trailing `*` only marks the
test as a known GNU Go failure ("starred").

Each test Megane fails is then classified, probing with trymove/popgo
(tryko when trymove is refused as an illegal ko capture; every probe is
popped again, so the suite's own trymove stack is untouched).
STR is the tested string, its colour the defender, the other the attacker:

  ko-code                     the move is accepted, only the result code is
                              not (expected `2 D1`, got `1 D1`)
  gnugo-confirms-megane-move  Megane gives a move the suite rejects, and
                              GNU Go's own `does_attack M STR` (for defend:
                              `does_defend M STR`) says it works: a GNU Go
                              blind spot (or an equally good alternative)
  gnugo-contradicts-itself    ... GNU Go's `does_*` says it fails, yet once
                              Megane's move is played GNU Go's own question
                              for the other side (`defend STR` after an
                              attack, `attack STR` after a defense) finds
                              no answer: GNU Go's two readings of the move
                              disagree, so its expected answer is doubtful
  megane-attack-wrong         ... and GNU Go says Megane's attack fails
  megane-defense-wrong        ... and GNU Go says Megane's defense fails
                              (a symmetric extension for `defend` tests)
  megane-misses-attack        attack: Megane says 0, the suite gives M.
                              Megane `does_attack M STR`; Megane plays M for
                              the attacker and its `defend STR` gives the
                              refutation R; GNU Go plays M then R and still
                              finds an attack on STR (or M captures STR, or
                              Megane finds no defense after M itself)
  gnugo-refuted-by-megane     ... GNU Go finds no attack after M, R: Megane's
                              refutation holds even by GNU Go's reading.
                              (For defend tests: Megane's attack R after the
                              defender's M holds by GNU Go's reading.)
  megane-misses-defense       defend: Megane says 0, the suite gives M.
                              Megane plays M for the defender, its `attack
                              STR` gives R; GNU Go plays M, R and still finds
                              a defense (or Megane finds no attack after M)
  other                       anything else (errors, timeouts, unknown
                              commands, illegal probe moves, ...)

With --walk (owl suites), each miss and each wrong move is followed
further along GNU Go's line, to say whether Megane's search or its
judgement is at fault.  From the position (after Megane's wrong move, for
the other side's question), both engines play, with play/undo: GNU Go's
winning move for the side asked about, then Megane's answer to it, and so
on, and at each position the same question is put to both:

  found-once-played@K   after GNU Go's K-th move Megane's own question for
                        the other side finds no answer: Megane's reading
                        agrees the move works, its search did not pick it
                        (candidates, width, depth, the node budget)
  megane-finds@K        Megane's question at ply K finds a winning move
                        as GNU Go does: the search went wrong above it
  gnugo-gives-up@K      GNU Go's question at ply K fails too
  deep                  none of these within 8 moves of each side

Output: one line per failing test (number, command, expected, Megane's and
GNU Go's answers, class, probe details), then a summary with the count per
class, split into starred (known GNU Go failures) and non-starred tests,
and the test numbers of each class.

No engine answer is waited for longer than --timeout seconds (60 by
default); an engine that times out or dies is restarted and the setup since
the last loadsgf is replayed to it.
"""

import argparse
import collections
import os
import re
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gtp_client  # noqa: E402
from gtp_client import GNUGO_ARGS, MEGANE, REGRESSION, GtpError, find_gnugo  # noqa: E402

DEFAULT_TST = os.path.join(REGRESSION, "reading.tst")

CLASSES = [
    "ko-code",
    "gnugo-confirms-megane-move",
    "gnugo-contradicts-itself",
    "megane-attack-wrong",
    "megane-defense-wrong",
    "megane-misses-attack",
    "megane-misses-defense",
    "gnugo-refuted-by-megane",
    "other",
]

VERTEX_RE = re.compile(r"\b([A-HJ-Z](?:[1-9]|1\d|2[0-5]))\b")
TEST_RE = re.compile(r"^\s*(\d+)\s+(.*?)\s*$")


class Engine(gtp_client.Engine):
    """A persistent GTP engine that remembers the suite's setup since the
    last loadsgf, to replay it after a restart."""

    def __init__(self, label, argv, cwd, timeout):
        super().__init__(argv, cwd=cwd, name=label)
        self.label = label
        self.timeout = timeout
        self.setup = []      # setup commands since the last loadsgf

    def restart(self):
        """Kill, start afresh and replay the setup since the last loadsgf
        (without the probes, which were in flight)."""
        super().restart()
        for cmd in list(self.setup):
            try:
                self._raw(cmd)
            except GtpError:
                break

    def _raw(self, cmd):
        """Send one command; return (ok, answer) with answer the reply's
        first line without `=`/`?` and id.  Raises GtpError on timeout or
        exit (the engine is left stopped)."""
        a = super().ask(cmd, self.timeout)
        return a.ok, a.text.split("\n", 1)[0].strip()

    def ask(self, cmd):
        """Like _raw, but on timeout/exit restart (replaying setup) and
        re-raise so the caller records the failure."""
        try:
            return self._raw(cmd)
        except GtpError:
            self.restart()
            raise

    def setup_cmd(self, cmd):
        """A setup line of the suite: remembered for replays after a
        restart.  Errors are returned, not raised."""
        name = cmd.split()[0].lower()
        if name == "loadsgf":
            self.setup = []
        self.setup.append(cmd)
        try:
            return self.ask(cmd)
        except GtpError as e:
            return False, str(e)


def answer_text(ok, ans):
    return ans if ok else "? " + ans


def probe(engine, cmd, log):
    """Ask a probe command; log `label:cmd = answer`; return (ok, answer)."""
    try:
        ok, ans = engine.ask(cmd)
    except GtpError as e:
        ok, ans = False, "<%s>" % e
    short = "mg" if engine.label == "megane" else "gg"
    log.append("%s:%s=%s" % (short, cmd, ans if ok else "?" + ans))
    return ok, ans


class Expectation:
    """One `#? [RE]` line, judged like GNU Go's regress (`^RE$`, no group)."""

    def __init__(self, line):
        rest = line.strip()[2:].strip()
        inner = rest[1:] if rest.startswith("[") else rest
        close = inner.rfind("]")
        body, flags = (inner[:close], inner[close + 1:].strip()) if close >= 0 else (inner, "")
        self.starred = "*" in flags
        self.ignored = "&" in flags
        self.negate = body.startswith("!")
        self.pattern = body[1:] if self.negate else body
        self.written = "[%s]%s" % (body, flags)
        try:
            self.regex = re.compile("^" + self.pattern + "$")
        except re.error:
            self.regex = None

    def accepts(self, answer):
        hit = bool(self.regex and self.regex.search(answer))
        return hit != self.negate

    def moves(self, prefer=None):
        """Vertices the pattern accepts as `c V` with some c in 1..3
        (`prefer`, e.g. GNU Go's move, first when accepted)."""
        out = []
        cands = ([prefer] if prefer else []) + VERTEX_RE.findall(self.pattern.upper())
        for v in cands:
            if v not in out and any(self.accepts("%d %s" % (c, v)) for c in (1, 2, 3)):
                out.append(v)
        return out


def split_answer(ans):
    """'1 G1' -> (1, 'G1'); '0' -> (0, None); anything else -> (None, None)."""
    parts = ans.split()
    if not parts or not parts[0].isdigit():
        return None, None
    code = int(parts[0])
    move = parts[1].upper() if len(parts) > 1 else None
    return code, move


def other_color(c):
    return {"black": "white", "white": "black"}.get(c)


def push(engine, color, vertex, pushed, log):
    """trymove, or tryko when trymove is refused (an illegal ko capture);
    count the level when it was accepted. GNU Go's owl reader refuses to
    run above the bottom of its move stack (an assertion aborts it), so
    with --owl GNU Go's probes are played and taken back with undo."""
    cmds = ("play",) if UNDO_PROBES and engine.label == "gnugo" else ("trymove", "tryko")
    for cmd in cmds:
        ok, _ = probe(engine, "%s %s %s" % (cmd, color, vertex), log)
        if ok:
            pushed[engine.label] += 1
            return True
    return False


def pop_all(pushed, engines):
    for eng in engines:
        while pushed[eng.label] > 0:
            try:
                eng.ask("undo" if UNDO_PROBES and eng.label == "gnugo" else "popgo")
            except GtpError:
                pushed[eng.label] = 0  # restarted: the probe stack is gone
                break
            pushed[eng.label] -= 1


def classify(cmd_name, string, exp, m_ok, m_ans, g_ok, g_ans, megane, gnugo):
    """Return (class, probe log)."""
    log = []
    if not m_ok:
        return "other", ["megane error"]
    m_code, m_move = split_answer(m_ans)
    if m_code is None:
        return "other", ["unparsed megane answer"]
    # Same move, only the code differs.
    if m_code > 0 and m_move and any(
            exp.accepts("%d %s" % (c, m_move)) for c in (1, 2, 3) if c != m_code):
        return "ko-code", log

    ok, color = probe(megane, "color %s" % string, log)
    if not ok or color not in ("black", "white"):
        ok, color = probe(gnugo, "color %s" % string, log)
    if not ok or color not in ("black", "white"):
        return "other", log + ["no string at %s" % string]
    defender, attacker = color, other_color(color)
    g_move = split_answer(g_ans)[1] if g_ok else None
    pushed = {"megane": 0, "gnugo": 0}

    try:
        if m_code > 0 and m_move:
            # Megane gives a move the suite does not accept: does it work
            # by GNU Go's own reading?
            what = PREFIX + ("does_attack" if cmd_name == "attack" else "does_defend")
            ok, ans = probe(gnugo, "%s %s %s" % (what, m_move, string), log)
            code = split_answer(ans)[0] if ok else None
            if code is None:
                return "other", log
            if code > 0:
                return "gnugo-confirms-megane-move", log
            # GNU Go's does_* rejects the move: after it is played, does
            # GNU Go's own question for the other side find an answer?
            mover = attacker if cmd_name == "attack" else defender
            other_q = PREFIX + ("defend" if cmd_name == "attack" else "attack")
            if push(gnugo, mover, m_move, pushed, log):
                ok, ans = probe(gnugo, "%s %s" % (other_q, string), log)
                # No answer: GNU Go's two readings of the same move
                # disagree. (An error is no evidence either way: a move
                # that captured the string would have passed `does_*`.)
                if ok and split_answer(ans)[0] == 0:
                    return "gnugo-contradicts-itself", log
            return ("megane-attack-wrong" if cmd_name == "attack"
                    else "megane-defense-wrong"), log

        # Megane says 0: probe the suite's move.
        moves = exp.moves(prefer=g_move)
        if not moves:
            return "other", log + ["expected no move"]
        mv = moves[0]
        if cmd_name == "attack":
            mover, replier, megane_q, gnugo_q = attacker, defender, PREFIX + "defend", PREFIX + "attack"
            hit, held = "megane-misses-attack", "gnugo-refuted-by-megane"
            probe(megane, "%sdoes_attack %s %s" % (PREFIX, mv, string), log)
        else:
            mover, replier, megane_q, gnugo_q = defender, attacker, PREFIX + "attack", PREFIX + "defend"
            hit, held = "megane-misses-defense", "gnugo-refuted-by-megane"
            probe(megane, "%sdoes_defend %s %s" % (PREFIX, mv, string), log)

        if not push(megane, mover, mv, pushed, log):
            return "other", log + ["megane rejects %s" % mv]
        ok, ans = probe(megane, "%s %s" % (megane_q, string), log)
        if not ok:
            # Typically the string was captured by the attacker's move.
            return (hit if cmd_name == "attack" else "other"), log
        r_code, refut = split_answer(ans)
        if r_code is None:
            return "other", log
        if r_code == 0:
            # Megane's own reading after M finds no refutation.
            log.append("megane finds no %s after %s" % (megane_q, mv))
            return hit, log

        if not push(gnugo, mover, mv, pushed, log):
            return "other", log + ["gnugo rejects %s" % mv]
        if refut and refut != "PASS":
            if not push(gnugo, replier, refut, pushed, log):
                return "other", log + ["gnugo rejects refutation %s" % refut]
        ok, ans = probe(gnugo, "%s %s" % (gnugo_q, string), log)
        if not ok:
            if cmd_name == "defend":
                # Captured by Megane's attack R: the refutation works.
                return held, log
            return "other", log
        code = split_answer(ans)[0]
        if code is None:
            return "other", log
        return (hit if code > 0 else held), log
    finally:
        pop_all(pushed, (megane, gnugo))


WALK_PLIES = 8


def walk(question, string, color, first, megane, gnugo):
    """Follow GNU Go's line for `question` ("attack" or "defend") on
    `string`, of `color` (see --walk); `first` = (color, move) is played
    before, when given. Returns the outcome and the moves played."""
    played = []
    owner, enemy = color, other_color(color)

    def play(c, v):
        for eng in (megane, gnugo):
            ok, _ = probe(eng, "play %s %s" % (c, v), [])
            if not ok:
                if eng is gnugo:
                    probe(megane, "undo", [])
                return False
        played.append(v)
        return True

    try:
        if first and not play(*first):
            return "other", played
        other = "defend" if question == "attack" else "attack"
        mover = enemy if question == "attack" else owner
        replier = owner if question == "attack" else enemy
        for k in range(WALK_PLIES):
            g = split_answer(probe(gnugo, "owl_%s %s" % (question, string), [])[1])
            m = split_answer(probe(megane, "owl_%s %s" % (question, string), [])[1])
            if g[0] is None or m[0] is None:
                return "other", played
            if m[0] > 0:
                return "megane-finds@%d" % k, played
            if g[0] == 0 or g[1] in (None, "PASS"):
                return "gnugo-gives-up@%d" % k, played
            if not play(mover, g[1]):
                return "other", played
            ok, ans = probe(megane, "owl_%s %s" % (other, string), [])
            r = split_answer(ans) if ok else (None, None)
            if not ok and question == "attack":
                return "found-once-played@%d" % k, played  # captured
            if r[0] == 0:
                return "found-once-played@%d" % k, played
            if r[0] is None or r[1] in (None, "PASS") or not play(replier, r[1]):
                return "other", played
        return "deep", played
    finally:
        for _ in played:
            probe(megane, "undo", [])
            probe(gnugo, "undo", [])


def parse_only(text):
    if not text:
        return None
    return {t.strip() for t in text.split(",") if t.strip()}


# "owl_" with --owl: the life-and-death commands stand in for the tactical ones.
PREFIX = ""
UNDO_PROBES = False
# The classes --walk follows.
WALKED = ("megane-misses-attack", "megane-misses-defense",
          "megane-attack-wrong", "megane-defense-wrong")


def main():
    ap = argparse.ArgumentParser(
        description="Replay reading.tst in Megane and GNU Go and classify "
                    "Megane's failures using GNU Go as an oracle.")
    ap.add_argument("--tst", default=DEFAULT_TST, help="suite file (default: %(default)s)")
    ap.add_argument("--megane", default=MEGANE, help="Megane binary (default: %(default)s)")
    ap.add_argument("--gnugo", default=None, help="GNU Go binary (default: gnugo on PATH or /usr/games/gnugo)")
    ap.add_argument("--owl", action="store_true",
                    help="classify owl_attack/owl_defend tests (owl.tst, ld_owl.tst) with the owl_ "
                         "commands in place of attack/defend/does_attack/does_defend")
    ap.add_argument("--walk", action="store_true",
                    help="with --owl: follow GNU Go's line past each miss and wrong move "
                         "(see the module docstring)")
    ap.add_argument("--only", default=None, help="comma-separated test numbers to examine")
    ap.add_argument("--timeout", type=float, default=60.0,
                    help="seconds allowed for one engine answer (default: %(default)s)")
    args = ap.parse_args()
    if args.walk and not args.owl:
        ap.error("--walk follows the owl questions: give --owl too")
    global PREFIX, UNDO_PROBES
    PREFIX = "owl_" if args.owl else ""
    UNDO_PROBES = args.owl

    if not os.path.isfile(args.tst):
        ap.error("no suite file %s" % args.tst)
    if not (os.path.isfile(args.megane) and os.access(args.megane, os.X_OK)):
        ap.error("no Megane binary at %s (cargo build --release)" % args.megane)
    gnugo_bin = find_gnugo(args.gnugo)
    if gnugo_bin is None:
        ap.error("GNU Go not found")
    only = parse_only(args.only)

    cwd = os.path.dirname(os.path.abspath(args.tst))
    megane = Engine("megane", [os.path.abspath(args.megane)], cwd, args.timeout)
    gnugo = Engine("gnugo", [gnugo_bin] + GNUGO_ARGS, cwd, args.timeout)
    start = time.monotonic()

    with open(args.tst, encoding="utf-8", errors="replace") as f:
        lines = f.read().splitlines()

    results = []       # (number, command, exp, m_answer, g_answer, class, log)
    walks = collections.defaultdict(lambda: collections.defaultdict(list))
    judged = passed = 0
    pending = None     # (number, command, m_ok, m_ans, g_ok, g_ans)
    for line in lines:
        s = line.strip()
        if s.startswith("#?"):
            if pending is None:
                continue
            number, command, m_ok, m_ans, g_ok, g_ans = pending
            pending = None
            exp = Expectation(s)
            if exp.ignored:
                continue
            judged += 1
            if exp.accepts(m_ans):
                passed += 1
                continue
            parts = command.split()
            name = parts[0].lower()
            if PREFIX and name.startswith(PREFIX):
                name = name[len(PREFIX):]
            if name in ("attack", "defend") and len(parts) >= 2:
                cls, log = classify(name, parts[1].upper(), exp, m_ok, m_ans,
                                    g_ok, g_ans, megane, gnugo)
            else:
                cls, log = "other", ["not an attack/defend test"]
            if args.walk and cls in WALKED:
                string = parts[1].upper()
                m_move = split_answer(m_ans)[1]
                color = probe(megane, "color %s" % string, [])[1]
                if color not in ("black", "white"):
                    out, moves = "other", []
                elif cls.startswith("megane-misses"):
                    out, moves = walk(name, string, color, None, megane, gnugo)
                elif m_move:
                    # Megane's wrong move, then the other side's question.
                    mover = color if name == "defend" else other_color(color)
                    other = "attack" if name == "defend" else "defend"
                    out, moves = walk(other, string, color, (mover, m_move), megane, gnugo)
                else:
                    out, moves = "other", []
                walks[cls][out.split("@")[0]].append(number)
                log.append("walk: %s %s" % (out, " ".join(moves)))
            results.append((number, command, exp, answer_text(m_ok, m_ans),
                            answer_text(g_ok, g_ans), cls, log))
            row = results[-1]
            print("%4s %-14s expected %-22s megane %-10s gnugo %-10s%s %-27s %s" % (
                row[0], row[1], exp.written, repr(row[3]), repr(row[4]),
                " *" if exp.starred else "  ", cls, " ".join(log)), flush=True)
            continue
        if not s or s.startswith("#"):
            continue
        pending = None
        m = TEST_RE.match(s)
        if m:
            number, command = m.group(1), m.group(2)
            if only is not None and number not in only:
                continue
            answers = []
            for eng in (megane, gnugo):
                try:
                    answers.extend(eng.ask(command))
                except GtpError as e:
                    answers.extend((False, "<%s>" % e))
            pending = (number, command) + tuple(answers)
            continue
        # A setup line: both engines.
        megane.setup_cmd(s)
        gnugo.setup_cmd(s)

    megane.close()
    gnugo.close()
    elapsed = time.monotonic() - start

    print()
    print("%d judged, %d passed, %d failed in %.1fs%s" % (
        judged, passed, len(results), elapsed,
        "" if not (megane.restarts or gnugo.restarts) else
        " (restarts: megane %d, gnugo %d)" % (megane.restarts, gnugo.restarts)))
    by_class = collections.OrderedDict((c, []) for c in CLASSES)
    for row in results:
        by_class[row[5]].append(row)
    print("%-27s %5s %8s %12s  tests (* = starred)" % ("class", "total", "starred", "not starred"))
    for cls, rows in by_class.items():
        if not rows:
            continue
        st = sum(1 for r in rows if r[2].starred)
        print("%-27s %5d %8d %12d  %s" % (
            cls, len(rows), st, len(rows) - st,
            " ".join(r[0] + ("*" if r[2].starred else "") for r in rows)))
    st = sum(1 for r in results if r[2].starred)
    print("%-27s %5d %8d %12d" % ("all failures", len(results), st, len(results) - st))
    if walks:
        print()
        print("walks (--walk): class, outcome, tests")
        for cls in WALKED:
            for out, nums in sorted(walks[cls].items()):
                print("%-27s %-20s %3d  %s" % (cls, out, len(nums), " ".join(nums)))


if __name__ == "__main__":
    main()
