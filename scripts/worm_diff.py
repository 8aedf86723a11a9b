#!/usr/bin/env python3
"""Compare Megane's `worm_data` with GNU Go 3.8's, field by field.

Usage:
    scripts/worm_diff.py [--megane PATH] [--gnugo PATH] [--games DIR]
                         [--examples N] [--jobs N] [--strict]

Positions: every `loadsgf FILE [MOVE]` line of GNU Go's regression suites
reading.tst and optics.tst (each distinct line once), loaded with the
regression folder as working directory, plus with --games DIR (repeatable)
every *.sgf file in DIR loaded to its end.  In each position both engines answer
`worm_data` without argument (one record per board point), and the records
are compared:

* per string (the record at the string's origin, GNU Go's first stone in
  scan order): every field, as the percentage of strings on which the two
  engines print the same value;
* per empty point: the unconditional status (unconditional territory),
  reported as the pseudo-field `unconditional_status(empty)`.

For each field with disagreements the script prints the classes of
disagreement (e.g. `5->0` for a code GNU Go prints as 5 and Megane as 0,
`+1` for a count Megane gets one too high, `PASS->vertex` for a move only
Megane names) with a few examples (position and vertex).  Lunch and
inessential rest on tactical reading; their classes say whether the reading
they depend on agreed (the attack codes of the enemy worms around the
string, resp. the lunch), which separates worm bugs from reading ones.

The issue behind this script requires at least 97% agreement on
attack_code, defense_code, inessential and liberties; the last line reads
    SUMMARY positions=P strings=S attack_code=..% defense_code=..% ...
          required(>=97%)=ok|FAIL
(on one line).  Exit status 0, or with --strict 1 when a required field is
below 97%; 2 on usage errors.  Without GNU Go it prints
"skipped: gnugo not found" and exits 0.

Each engine runs as one GTP process per job (--jobs, default 4, splits the
positions), so the whole run takes well under a couple of minutes.
"""

import argparse
import collections
import os
import re
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gtp_client import GNUGO_ARGS, MEGANE, REGRESSION, find_gnugo, run_script  # noqa: E402

SUITES = ('reading.tst', 'optics.tst')
REQUIRED = ('attack_code', 'defense_code', 'inessential', 'liberties')
FIELDS = ('color', 'size', 'effective_size', 'origin', 'liberties',
          'liberties2', 'liberties3', 'liberties4', 'attack_code',
          'attack_point', 'defense_code', 'defense_point', 'lunch',
          'cutstone', 'cutstone2', 'genus', 'inessential', 'invincible',
          'unconditional_status')
NUMERIC = {'size', 'liberties', 'liberties2', 'liberties3', 'liberties4',
           'genus', 'effective_size'}
MOVES = {'attack_point', 'defense_point', 'lunch', 'origin'}
EMPTY_STATUS = 'unconditional_status(empty)'


def suite_positions(regression):
    """The distinct `loadsgf` lines of the suites, in order of appearance."""
    seen, out = set(), []
    for suite in SUITES:
        path = os.path.join(regression, suite)
        if not os.path.isfile(path):
            continue
        with open(path, encoding='utf-8', errors='replace') as f:
            for line in f:
                line = line.split('#')[0].strip()
                if re.match(r'^(\d+\s+)?loadsgf\s', line):
                    cmd = re.sub(r'^\d+\s+', '', line)
                    if cmd not in seen:
                        seen.add(cmd)
                        out.append(cmd)
    return out


def game_positions(folder):
    """`loadsgf` commands for every SGF file in `folder`, loaded to the end."""
    return ['loadsgf ' + os.path.abspath(os.path.join(folder, name))
            for name in sorted(os.listdir(folder)) if name.endswith('.sgf')]


def run_engine(argv, positions, timeout):
    """Answers of one GTP process to `loadsgf` + `worm_data` per position:
    a list of (loadsgf answer, worm_data answer), or None for a position
    the engine failed on."""
    commands = [c for p in positions for c in (p, 'worm_data')]
    try:
        answers = run_script(argv, commands, cwd=REGRESSION, timeout=timeout)
    except subprocess.TimeoutExpired:
        return [None] * len(positions)
    out = []
    for i in range(len(positions)):
        pair = answers[2 * i:2 * i + 2]
        ok = len(pair) == 2 and all(a.ok for a in pair)
        out.append(tuple(a.text for a in pair) if ok else None)
    return out


def parse_worm_data(answer):
    """{vertex: {field: value}} from one `worm_data` answer."""
    records, cur = {}, None
    for line in answer.splitlines():
        if line.startswith('= '):
            line = line[2:]
        m = re.match(r'^([A-Z]\d+):$', line)
        if m:
            cur = records.setdefault(m.group(1), {})
            continue
        m = re.match(r'^(\w+)\s+(\S+)$', line)
        if m and cur is not None:
            cur[m.group(1)] = m.group(2)
    return records


def classify(field, g, m):
    """A short name for the way Megane's value `m` differs from GNU Go's `g`."""
    if field in NUMERIC:
        try:
            d = float(m) - float(g)
        except ValueError:
            return f'{g}->{m}'
        if field == 'effective_size':
            mag = '<0.5' if abs(d) < 0.5 else '<2' if abs(d) < 2 else '>=2'
            return ('+' if d > 0 else '-') + mag
        return f'{d:+.0f}'
    if field in MOVES:
        if g == 'PASS':
            return 'PASS->vertex'
        if m == 'PASS':
            return 'vertex->PASS'
        return 'other vertex'
    return f'{g}->{m}'


class Tally:
    """Agreement counts and disagreement classes per field."""

    def __init__(self, examples):
        self.examples = examples
        self.total = collections.Counter()
        self.same = collections.Counter()
        self.classes = collections.defaultdict(collections.Counter)
        self.samples = collections.defaultdict(lambda: collections.defaultdict(list))

    def add(self, field, where, g, m, note=''):
        self.total[field] += 1
        if g == m:
            self.same[field] += 1
            return
        cls = classify(field.split('(')[0], g, m) + note
        self.classes[field][cls] += 1
        shown = self.samples[field][cls]
        if len(shown) < self.examples:
            shown.append(f'{where}: gnugo {g}, megane {m}')

    def pct(self, field):
        n = self.total[field]
        return 100.0 * self.same[field] / n if n else 100.0


def coords(v):
    """(column, row) of a GTP vertex name (no I column)."""
    col = ord(v[0]) - ord('A')
    return (col - 1 if v[0] > 'I' else col, int(v[1:]))


def name_of(col, row):
    return chr(ord('A') + col + (col >= 8)) + str(row)


def around(v, recs):
    """The up to eight points around `v` that are on the board."""
    c, r = coords(v)
    out = []
    for dc in (-1, 0, 1):
        for dr in (-1, 0, 1):
            if (dc, dr) != (0, 0) and c + dc >= 0:
                n = name_of(c + dc, r + dr)
                if n in recs:
                    out.append(n)
    return out


def reading_note(field, v, g_recs, m_recs):
    """For fields that follow from reading, whether the reading they rest
    on agrees: lunch rests on the attack codes of the enemy worms around
    the string, inessential on the lunch."""
    if field == 'inessential':
        same = g_recs[v].get('lunch') == m_recs[v].get('lunch')
        return ' [lunch agrees]' if same else ' [lunch differs]'
    if field != 'lunch':
        return ''
    color = g_recs[v].get('color')
    stones = [s for s, r in g_recs.items() if r.get('origin') == v]
    enemies = {n for s in stones for n in around(s, g_recs)
               if g_recs[n].get('color') not in (color, 'empty')}
    same = all(g_recs[n].get('attack_code') == m_recs[n].get('attack_code')
               for n in enemies)
    return ' [attack codes around agree]' if same else ' [attack codes around differ]'


def compare_position(tally, name, g_recs, m_recs):
    """Adds one position's records; False if the boards do not match."""
    if set(g_recs) != set(m_recs) or any(
            g_recs[v].get('color') != m_recs[v].get('color') for v in g_recs):
        return False
    for v, g in g_recs.items():
        m = m_recs[v]
        where = f'{name} {v}'
        if g.get('color') == 'empty':
            tally.add(EMPTY_STATUS, where, g.get('unconditional_status'),
                      m.get('unconditional_status'))
        elif g.get('origin') == v:
            for field in FIELDS:
                gv, mv = g.get(field, '?'), m.get(field, '?')
                note = reading_note(field, v, g_recs, m_recs) if gv != mv else ''
                tally.add(field, where, gv, mv, note)
    return True


def chunks(items, n):
    n = max(1, min(n, len(items)))
    return [items[i::n] for i in range(n)]


def main():
    ap = argparse.ArgumentParser(
        description=__doc__.split('\n\n', 1)[0],
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog='See the module docstring (top of this file) for details.')
    ap.add_argument('--megane', default=MEGANE,
                    help='Megane binary (default: target/release/megane)')
    ap.add_argument('--gnugo', help='GNU Go binary (default: found on PATH)')
    ap.add_argument('--games', action='append', default=[], metavar='DIR',
                    help='folder of extra SGF files, loaded to the end '
                         '(may be given more than once)')
    ap.add_argument('--examples', type=int, default=3,
                    help='examples shown per disagreement class (default 3)')
    ap.add_argument('--jobs', type=int, default=4,
                    help='engine processes run side by side (default 4)')
    ap.add_argument('--timeout', type=float, default=300,
                    help='seconds one engine process may take (default 300)')
    ap.add_argument('--strict', action='store_true',
                    help='exit 1 if a required field agrees on less than 97%%')
    args = ap.parse_args()

    if not os.access(args.megane, os.X_OK):
        print(f'megane binary not found: {args.megane} (cargo build --release)',
              file=sys.stderr)
        return 2
    for folder in args.games:
        if not os.path.isdir(folder):
            print(f'no such folder: {folder}', file=sys.stderr)
            return 2
    gnugo = find_gnugo(args.gnugo)
    if gnugo is None:
        print('skipped: gnugo not found')
        return 0
    if not os.path.isdir(REGRESSION):
        print(f'skipped: GNU Go regression folder not found: {REGRESSION}')
        return 0

    positions = suite_positions(REGRESSION)
    for folder in args.games:
        positions += game_positions(folder)
    parts = chunks(positions, args.jobs)
    with ThreadPoolExecutor(max_workers=2 * len(parts)) as pool:
        g_jobs = [pool.submit(run_engine, [gnugo] + GNUGO_ARGS,
                              p, args.timeout) for p in parts]
        m_jobs = [pool.submit(run_engine, [os.path.abspath(args.megane)], p,
                              args.timeout) for p in parts]
        results = []
        for part, gj, mj in zip(parts, g_jobs, m_jobs):
            results += list(zip(part, gj.result(), mj.result()))

    tally = Tally(args.examples)
    skipped = []
    compared = 0
    for pos, g, m in results:
        name = pos.replace('loadsgf ', '').replace(REGRESSION + '/', '')
        if g is None or m is None:
            skipped.append(f'{name}: {"gnugo" if g is None else "megane"} failed')
            continue
        if not compare_position(tally, name, parse_worm_data(g[1]),
                                parse_worm_data(m[1])):
            skipped.append(f'{name}: the boards differ')
            continue
        compared += 1

    for s in skipped:
        print(f'skipped position {s}')
    fields = list(FIELDS) + [EMPTY_STATUS]
    print(f'{"field":28} {"agree":>8} {"of":>6}')
    for f in fields:
        print(f'{f:28} {tally.pct(f):7.2f}% {tally.total[f]:6d}'
              + ('   (required >= 97%)' if f in REQUIRED else ''))
    for f in fields:
        if not tally.classes[f]:
            continue
        print(f'\n{f}: {tally.total[f] - tally.same[f]} disagreements')
        for cls, n in tally.classes[f].most_common():
            print(f'  {cls:44} {n:5d}')
            for ex in tally.samples[f][cls]:
                print(f'      {ex}')

    ok = all(tally.pct(f) >= 97.0 for f in REQUIRED)
    figures = ' '.join(f'{f}={tally.pct(f):.1f}%' for f in fields if f != 'color')
    print(f'\nSUMMARY positions={compared} skipped={len(skipped)} '
          f'strings={tally.total["liberties"]} {figures} '
          f'required(>=97%)={"ok" if ok else "FAIL"}')
    return 1 if args.strict and not ok else 0


if __name__ == '__main__':
    sys.exit(main())
