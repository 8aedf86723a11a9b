#!/usr/bin/env python3
"""Compare Megane's `analyze_eyegraph` answers with GNU Go 3.8's.

usage: eyegraph_agreement.py [--megane PATH] [--gnugo PATH] [--random N]
           [--seed S] [--db FILE ...] [--recorded JSONL ...] [--show K]
           [--timeout S] [--bench]

Sources of eye graphs (with no source given: both eyes-*.db files under
../shared/reference/gnugo/patterns, relative to the repository root):
  --db FILE        every pattern of an eyes.db-format file: the diagram rows
                   between `Pattern NAME` and the `:abcd` line (comment lines
                   starting with `#` and blank lines left out, trailing
                   blanks dropped), `x` read as `.`, the annotation symbols
                   `* < > @ ( )` kept, encoded with `O` for a space and `%`
                   between rows (e.g. `|.%|.*.%+---`);
  --random N       N shapes of random_eyegraphs.py (--seed, default 1);
  --recorded JSONL recorded answers (one JSON object per line: cmd, value,
                   graph, maybe ok/error), e.g.
                   ../shared/reference/gnugo-3.9-eyegraph/*.jsonl: Megane
                   gets each `cmd` and is compared with the recording (no
                   GNU Go run).  Records are grouped by the parameters before
                   the graph (`2 0`, `3 -1`, none).
For --db and --random both engines run live, one command to each in turn
(which one goes first alternates), each answer timed from sending the
command to the end of the answer; an engine that dies or does not answer
within --timeout seconds is restarted.  Answers are compared exactly: the
value, and the annotated graph (every row, trailing blanks included).  An
error answer (`? ...`) is the value ERR with an empty graph.  Inputs on which
GNU Go (live or recorded) crashed, aborted or timed out are left out of the
percentages and counted as "gnugo failed"; a Megane crash or timeout is a
disagreement.

Report, per source: count, value and graph agreement, how many value
differences have a reference answer that draws a vertex where the input
graph has none (the reference realized and read another graph: GNU Go 3.8
does so when its line to a margin cuts wall points off, see section 9 of
regress/analyze_eyegraph.tst), time per engine and the ratio megane/gnugo;
then the first --show (default 20) disagreements of
each source with both answers (graph rows quoted, so trailing blanks show).
At the end: the median round trip of `protocol_version` per engine (the
floor of any timed answer) and one `SUMMARY source: ...` line per source.
--bench: only the --db sources (default eyes-3.9.db), timed, one line each:
`analyze_eyegraph eyes-3.9.db: megane X s, gnugo Y s, ratio Z` (agreement
counts go to stderr).

Megane defaults to target/release/megane; an executable whose file name
starts with "gnugo" is run with "--mode gtp --quiet" (self-test:
`--megane /usr/games/gnugo` must agree 100%).  Without GNU Go the live
sources are skipped with a note.  Exit status 0, or 2 when an engine cannot
be started.
"""
import argparse
import collections
import json
import os
import re
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import random_eyegraphs  # noqa: E402
from gtp_client import (MEGANE, PATTERNS, REPO_ROOT, Engine, GtpError,  # noqa: E402
                        engine_argv, find_gnugo)

DEFAULT_DBS = [os.path.join(PATTERNS, f) for f in ('eyes-3.9.db', 'eyes-3.8.db')]


# --------------------------------------------------------------- engines

def start_engine(name, argv, timeout):
    """Start and check with protocol_version; None if it cannot start.
    Its stderr is kept, to explain a crash."""
    try:
        e = Engine(argv, cwd=REPO_ROOT, name=name, keep_stderr=True)
        e.ask('protocol_version', timeout)
        return e
    except (OSError, GtpError) as x:
        print(f'error: cannot start {name} ({" ".join(argv)}): {x}', file=sys.stderr)
        return None


# ---------------------------------------------------------------- answers

Answer = collections.namedtuple('Answer', 'value graph note')
# value: '1122' etc., 'ERR' for an error answer, 'CRASH' / 'TIMEOUT' when
# the engine failed; graph: the annotated graph ('' unless a success).


def to_answer(ok, text):
    if not ok:
        return Answer('ERR', '', text)
    value, _, graph = text.partition('\n')
    return Answer(value.strip(), graph, '')


def query(engine, command, timeout):
    """-> (Answer, seconds).  Restarts the engine after a crash/timeout."""
    try:
        a = engine.ask(command, timeout)
        return to_answer(a.ok, a.text), engine.last
    except GtpError as x:
        dt = timeout if x.kind == 'TIMEOUT' else 0.0
        engine.restart()
        return Answer(x.kind, '', x.detail), dt


def engine_failed(a):
    return a.value in ('CRASH', 'TIMEOUT')


def shown(a):
    if a.value in ('ERR', 'CRASH', 'TIMEOUT'):
        note = a.note if len(a.note) <= 70 else a.note[:67] + '...'
        return [f'{a.value} {note}'.rstrip()]
    return [a.value] + [f'"{row}"' for row in a.graph.split('\n')]


# ---------------------------------------------------------------- sources

def read_db(path):
    """[(pattern name, encoded graph)] of an eyes.db-format file."""
    out, name, rows = [], None, []
    with open(path, encoding='utf-8', errors='replace') as f:
        for line in f:
            line = line.rstrip('\r\n')
            if line.startswith('Pattern'):
                words = line.split(None, 1)
                name, rows = (words[1].strip() if len(words) > 1 else '?'), []
            elif name is None:
                continue
            elif line.startswith(':'):
                if rows:
                    out.append((name, '%'.join(r.replace('x', '.').replace(' ', 'O')
                                               for r in rows)))
                name, rows = None, []
            elif line.lstrip().startswith('#') or not line.strip():
                continue
            else:
                rows.append(line.rstrip())
    return out


def read_recorded(path):
    """[(cmd, params, expected Answer)]; expected CRASH when GNU Go failed."""
    out = []
    with open(path) as f:
        for line in f:
            if not line.strip():
                continue
            r = json.loads(line)
            cmd = r['cmd']
            words = cmd.split()
            params = ' '.join(words[1:-1])
            if r.get('value') is not None and r.get('ok', True):
                exp = Answer(r['value'], r.get('graph', ''), '')
            else:
                why = str(r.get('error') or r.get('graph') or '')
                if why.startswith('<crash') or re.search(r'abort|assert|crash|timeout', why, re.I):
                    exp = Answer('CRASH', '', why)
                else:
                    exp = Answer('ERR', '', why)
            out.append((cmd, params, exp))
    return out


# ------------------------------------------------------------- comparison

VERTEX_SYMBOLS = set('.!X$*<>@()x')


def redrawn(cmd, ref):
    """Does the reference answer draw a vertex where the input graph has
    none?  Then the reference engine realized, and read, another graph (GNU
    Go 3.8 does so when its line to a margin cuts wall points off: it draws
    them as eye space)."""
    rows = cmd.split()[-1].replace('O', ' ').split('%')
    drawn = ref.graph.split('\n')
    for want, got in zip(rows, drawn):
        for k, ch in enumerate(got):
            if ch in VERTEX_SYMBOLS and (k >= len(want) or want[k] == ' '):
                return True
    return False

class Tally:
    def __init__(self, name):
        self.name = name
        self.n = self.value_ok = self.graph_ok = 0
        self.gnugo_failed = []
        self.gnugo_refused = []
        self.megane_failed = 0
        self.diffs = []
        self.t_megane = self.t_gnugo = 0.0
        self.t_gnugo_note = ''

    def add(self, label, cmd, mine, ref):
        if engine_failed(ref):
            self.gnugo_failed.append((label, cmd, ref))
            return
        if ref.value == 'ERR' and mine.value != 'ERR':
            # GNU Go could not build the graph on its board; Megane could.
            # Not a disagreement on any answer: counted apart.
            self.gnugo_refused.append((label, cmd, mine))
            return
        self.n += 1
        self.megane_failed += engine_failed(mine)
        v = mine.value == ref.value
        g = v and mine.graph == ref.graph
        self.value_ok += v
        self.graph_ok += g
        if not g:
            self.diffs.append((label, cmd, mine, ref))

    def value_diffs(self):
        """(value differences, those where the reference drew another graph)."""
        vd = [(cmd, ref) for _, cmd, mine, ref in self.diffs if mine.value != ref.value]
        return len(vd), sum(redrawn(cmd, ref) for cmd, ref in vd)

    def summary(self, live):
        def pct(a):
            return f'{100.0 * a / self.n:.2f}%' if self.n else 'n/a'
        ratio = (f'{self.t_megane / self.t_gnugo:.3f}' if live and self.t_gnugo > 0
                 else 'n/a')
        return (f'SUMMARY {self.name}: value {pct(self.value_ok)} graph {pct(self.graph_ok)} '
                f'of {self.n}; gnugo failed {len(self.gnugo_failed)}; '
                f'only megane answered {len(self.gnugo_refused)}; '
                f'value differences {self.value_diffs()[0]} '
                f'(reference drew another graph: {self.value_diffs()[1]}); '
                f'megane {self.t_megane:.3f} s; ratio megane/gnugo {ratio}')

    def report(self, show, live):
        def pct(a):
            return f'{a}/{self.n} = {100.0 * a / self.n:.2f}%' if self.n else 'n/a'
        print(f'== {self.name}: {self.n + len(self.gnugo_failed)} graphs'
              + (f', gnugo failed on {len(self.gnugo_failed)}' if self.gnugo_failed else ''))
        print(f'   value agreement: {pct(self.value_ok)}')
        print(f'   graph agreement: {pct(self.graph_ok)}')
        vd, other = self.value_diffs()
        if vd:
            print(f'   value differences where the reference drew vertices the input '
                  f'lacks (it read another graph): {other} of {vd}')
        if self.megane_failed:
            print(f'   megane crashed or timed out: {self.megane_failed}')
        if live:
            ratio = f'{self.t_megane / self.t_gnugo:.3f}' if self.t_gnugo > 0 else 'n/a'
            print(f'   time: megane {self.t_megane:.3f} s, gnugo {self.t_gnugo:.3f} s, '
                  f'ratio megane/gnugo {ratio}')
        else:
            print(f'   time: megane {self.t_megane:.3f} s'
                  + (f' (gnugo: {self.t_gnugo_note})' if self.t_gnugo_note else ''))
        for label, cmd, ref in self.gnugo_failed[:show]:
            print(f'   gnugo failed: {label}: {cmd}\n      {ref.value} {ref.note}')
        if self.diffs and show:
            print(f'   first {min(show, len(self.diffs))} of {len(self.diffs)} disagreements:')
            for label, cmd, mine, ref in self.diffs[:show]:
                print(f'   -- {label}: {cmd}')
                a, b = shown(mine), shown(ref)
                w = max(len('megane'), max(len(x) for x in a))
                print(f'      {"megane":<{w}}   gnugo')
                for k in range(max(len(a), len(b))):
                    x = a[k] if k < len(a) else ''
                    y = b[k] if k < len(b) else ''
                    print(f'      {x:<{w}}   {y}')


def run_live(name, items, megane, gnugo, timeout, log):
    """items: [(label, encoded graph)]; both engines, interleaved."""
    tally = Tally(name)
    t_start = time.monotonic()
    for k, (label, graph) in enumerate(items):
        cmd = f'analyze_eyegraph {graph}'
        order = (megane, gnugo) if k % 2 == 0 else (gnugo, megane)
        got = {}
        for e in order:
            got[e.name], dt = query(e, cmd, timeout)
            if e is megane:
                tally.t_megane += dt
            else:
                tally.t_gnugo += dt
        tally.add(label, cmd, got['megane'], got['gnugo'])
        if log and k % 500 == 499 and time.monotonic() - t_start > 5:
            log(f'  {name}: {k + 1}/{len(items)}')
    return tally


def run_recorded(path, megane, timeout, default_prefix=None):
    """Compare with recorded answers. `default_prefix` (e.g. "4 1") is what
    the recording engine assumed without a prefix (GNU Go 3.9.1's
    defaults): Megane's own default is GNU Go 3.8's, so such commands are
    sent with the prefix spelled out."""
    groups = collections.OrderedDict()
    for cmd, params, exp in read_recorded(path):
        if default_prefix and not params:
            cmd = cmd.replace('analyze_eyegraph ', f'analyze_eyegraph {default_prefix} ', 1)
            params = f'{default_prefix}, the recording\'s default'
        groups.setdefault(params, []).append((cmd, exp))
    meta_path = os.path.splitext(path)[0] + '.meta.json'
    meta = {}
    if os.path.exists(meta_path):
        with open(meta_path) as f:
            meta = json.load(f)
    tallies = []
    for params, recs in groups.items():
        name = os.path.basename(path) + (f' [params "{params}"]' if params else '')
        t = Tally(name)
        for k, (cmd, exp) in enumerate(recs, 1):
            mine, dt = query(megane, cmd, timeout)
            t.t_megane += dt
            t.add(f'#{k}', cmd, mine, exp)
        if meta.get('wall_s') is not None and len(groups) == 1:
            t.t_gnugo_note = f'{meta["wall_s"]} s recorded, batch mode, other run'
        tallies.append(t)
    return tallies


def round_trip(engine, timeout, n=200):
    """Median seconds for a trivial command: what any answer costs here."""
    times = []
    for _ in range(n):
        try:
            engine.ask('protocol_version', timeout)
            times.append(engine.last)
        except GtpError:
            engine.restart()
    times.sort()
    return times[len(times) // 2] if times else float('nan')


# -------------------------------------------------------------------- main

def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--megane', default=MEGANE,
                    help='Megane binary (default: target/release/megane)')
    ap.add_argument('--megane-arg', action='append', default=[], metavar='ARG',
                    help='an argument for Megane (repeatable)')
    ap.add_argument('--gnugo', default=None,
                    help='GNU Go binary (default: gnugo on PATH or /usr/games/gnugo)')
    ap.add_argument('--db', nargs='+', action='extend', default=[], metavar='FILE',
                    help='eyes.db-format pattern files (live comparison)')
    ap.add_argument('--random', type=int, default=0, metavar='N',
                    help='N random shapes of random_eyegraphs.py (live comparison)')
    ap.add_argument('--seed', type=int, default=1, help='seed of --random (default 1)')
    ap.add_argument('--recorded', nargs='+', action='extend', default=[], metavar='JSONL',
                    help='recorded answers to compare Megane with')
    ap.add_argument('--show', type=int, default=20, metavar='K',
                    help='disagreements shown per source (default 20)')
    ap.add_argument('--timeout', type=float, default=60.0,
                    help='seconds allowed for one answer (default 60)')
    ap.add_argument('--recorded-default', default=None, metavar='"L K"',
                    help='prefix the recording engine used when none was given '
                         '(GNU Go 3.9.1: "4 1"); sent explicitly to Megane')
    ap.add_argument('--min-value', type=float, default=None, metavar='PCT',
                    help='exit 1 if a source agrees on fewer values than PCT %%')
    ap.add_argument('--min-graph', type=float, default=None, metavar='PCT',
                    help='exit 1 if a source agrees on fewer annotated graphs than PCT %%')
    ap.add_argument('--bench', action='store_true',
                    help='only time the --db sources, one line each')
    a = ap.parse_args()
    log = lambda m: print(m, file=sys.stderr, flush=True)  # noqa: E731

    dbs = a.db
    if a.bench and not dbs:
        dbs = [p for p in DEFAULT_DBS[:1] if os.path.exists(p)]
    elif not dbs and not a.recorded and not a.random:
        dbs = [p for p in DEFAULT_DBS if os.path.exists(p)]
    if not dbs and (a.bench or not (a.recorded or a.random)):
        print(f'skipped: no eyes.db file given, none in {PATTERNS} (../shared)')
        return 0
    live = [(os.path.basename(p), p) for p in dbs]
    for _, p in live:
        if not os.path.exists(p):
            log(f'error: no such file: {p}')
            return 2
    for p in a.recorded:
        if not os.path.exists(p):
            log(f'error: no such file: {p}')
            return 2

    megane_path = os.path.abspath(a.megane)
    if not (os.path.isfile(megane_path) and os.access(megane_path, os.X_OK)):
        log(f'error: {megane_path} is not an executable (build with `make` or pass --megane)')
        return 2
    megane = start_engine('megane', engine_argv(megane_path, a.megane_arg), a.timeout)
    if megane is None:
        return 2

    gnugo = None
    want_live = bool(live) or (a.random > 0 and not a.bench)
    if want_live:
        gpath = find_gnugo(a.gnugo)
        if gpath is None:
            print('note: GNU Go not found; live sources (--db, --random) skipped')
        else:
            gnugo = start_engine('gnugo', engine_argv(gpath, []), a.timeout)
            if gnugo is None:
                megane.close()
                return 2

    try:
        if a.bench:
            for name, path in live:
                if gnugo is None:
                    break
                t = run_live(name, read_db(path), megane, gnugo, a.timeout, None)
                ratio = f'{t.t_megane / t.t_gnugo:.3f}' if t.t_gnugo > 0 else 'n/a'
                print(f'analyze_eyegraph {name}: megane {t.t_megane:.3f} s, '
                      f'gnugo {t.t_gnugo:.3f} s, ratio {ratio}', flush=True)
                log(f'  ({name}: value agreement {t.value_ok}/{t.n}, '
                    f'graph agreement {t.graph_ok}/{t.n}, gnugo failed {len(t.gnugo_failed)})')
            return 0

        tallies = []
        if gnugo is not None:
            for name, path in live:
                items = [(f'Pattern {n}', g) for n, g in read_db(path)]
                log(f'{name}: {len(items)} patterns')
                tallies.append((run_live(name, items, megane, gnugo, a.timeout, log), True))
            if a.random > 0:
                shapes = random_eyegraphs.generate(a.random, a.seed, log=log)
                items = [(f'random #{k} ({s.form}, {s.size} cells)', s.encoded)
                         for k, s in enumerate(shapes, 1)]
                name = f'random (seed {a.seed}, {len(items)} shapes)'
                log(f'{name}')
                tallies.append((run_live(name, items, megane, gnugo, a.timeout, log), True))
        for path in a.recorded:
            log(f'{os.path.basename(path)}: recorded answers')
            tallies += [(t, False) for t in run_recorded(path, megane, a.timeout, a.recorded_default)]

        print(f'megane: {" ".join(megane.argv)}')
        if gnugo is not None:
            print(f'gnugo:  {" ".join(gnugo.argv)}')
        for t, is_live in tallies:
            t.report(a.show, is_live)
        restarts = [f'{e.name} restarted {e.restarts} times'
                    for e in (megane, gnugo) if e is not None and e.restarts]
        if restarts:
            print('note: ' + ', '.join(restarts))
        rtt = [f'{e.name} {1e6 * round_trip(e, a.timeout):.0f} us'
               for e in (megane, gnugo) if e is not None]
        print(f'round trip of protocol_version here (the floor of each timed answer): '
              f'{", ".join(rtt)}')
        status = 0
        for t, is_live in tallies:
            print(t.summary(is_live))
            for floor, ok, what in ((a.min_value, t.value_ok, 'value'),
                                    (a.min_graph, t.graph_ok, 'graph')):
                if floor is not None and t.n and 100.0 * ok / t.n < floor:
                    print(f'FAIL {t.name}: {what} agreement below {floor}%')
                    status = 1
        return status
    finally:
        megane.close()
        if gnugo is not None:
            gnugo.close()


if __name__ == '__main__':
    sys.exit(main())
