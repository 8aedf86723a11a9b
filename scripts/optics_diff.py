#!/usr/bin/env python3
"""Compare Megane's eye analysis with GNU Go 3.8's at every vertex.

Usage:
    scripts/optics_diff.py [--megane PATH] [--gnugo PATH] [--jobs N]
                           [--examples N] [--limit N] [--strict] [--time]
                           [--only-suites | --no-selfplay] [--no-suites]
                           [--timeout S] [--explain]

Positions:
* every distinct `loadsgf` line of GNU Go's regression suite optics.tst
  (run with the regression folder as working directory, as the suite is);
* the GNU Go self-play games of scripts/selfplay_games.py (generated into
  target/selfplay first if missing -- a couple of minutes once, then
  reused), sampled at middle and late moves: >= 200 positions.
--no-suites / --no-selfplay (= --only-suites, the quick run) drop a source
(with --no-suites ../shared is not needed); --limit N keeps the first N
positions (suite positions come first).

In each position both engines (one GTP process each per job, --jobs
default 2, the positions split between the jobs) load the position and
answer, for every board vertex V, `eye_data black V`, `eye_data white V`
and `half_eye_data V`; then `eval_eye V` at every V that is the origin of an
eye space (origin field == V, for either color) in GNU Go's or in Megane's
eye_data.  The boards are checked first (`list_stones`); a position whose
boards differ, or that an engine fails to load or answer (crash, timeout),
is skipped and listed.  Commands go to the engines in batches, the answers
are split at the blank line ending each GTP answer.  A `?` answer of either
engine counts as a disagreement (class `error`).

Report:
* eye_data: the % of (vertex, color) records identical in all fields
  (required >= 98%), the same % over the records that lie in an eye space
  for at least one engine (origin not PASS), the agreement % per field,
  and per field the disagreement classes -- `marginal 0->1`,
  `value 1122->2222`, `origin PASS->vertex` / `vertex->PASS` / `other`,
  `esize +3` (Megane's minus GNU Go's), ... -- each with a few examples
  (position command, vertex, both values);
* half_eye_data: the % of vertices whose record is identical (required
  >= 95%), per-field agreement (value, type, attack points, defense
  points; where GNU Go's value is 10.00, i.e. its analysis did not
  compute the point, only value and type count: GNU Go never clears the
  point lists there and prints leftovers of earlier positions), classes (`10.00->3.00`, `0->HALF_EYE`, `points differ`,
  `count 1->2`, ...) with examples;
* eval_eye at the union of both engines' eye-space origins: the %
  identical answers (required >= 95%), the % where min and max agree
  (points aside), classes (`1 1 -> 2 2`, `points differ`, ...) and
  examples.
The last line reads
    SUMMARY positions=P eye_data=..% half_eye_data=..% eval_eye=..%
            eval_eye(values)=..% required=ok|FAIL
(on one line); required is FAIL also when Megane failed on a position.
With --time the total time each engine spent answering is printed too
(per board size).

--explain sorts the eval_eye disagreements by cause.  Each space GNU Go
evaluates is drawn as an eye graph (from its eye_data: points, margins,
stones) and read by GNU Go's own `analyze_eyegraph`, its exact local game
(eval_eye answers from its hand-made eye database instead), once as the
graph alone and once with the board's edges the space touches.  Classes:
the two engines' spaces differ; same space, and each reading gives
Megane's value / GNU Go's eval_eye value / a third one / none; same value,
and each reading marks Megane's points vital too (a tie among equally good
points) or not.  It then gives the share of eval_eye answers that are GNU
Go's or that both of GNU Go's own readings of the same space give.

Exit status 0, or with --strict 1 when a required figure is below its bar;
2 on usage errors (e.g. no Megane binary).  Without GNU Go it prints
"skipped: gnugo not found" and exits 0.
"""

import argparse
import collections
import os
import re
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gtp_client import (GNUGO_ARGS, MEGANE, REGRESSION, Engine, GtpError,  # noqa: E402
                        find_gnugo)
import selfplay_games  # noqa: E402
SUITE = 'optics.tst'
COLUMNS = 'ABCDEFGHJKLMNOPQRST'
EYE_FIELDS = ('origin', 'color', 'esize', 'msize', 'value', 'marginal',
              'neighbors', 'marginal_neighbors')
EYE_NUMERIC = {'esize', 'msize', 'neighbors', 'marginal_neighbors'}
HALF_FIELDS = ('value', 'type', 'attack_points', 'defense_points')
# The value half_eye_data prints where the analysis computed nothing.
NOT_COMPUTED = '10.00'
BARS = {'eye_data': 98.0, 'half_eye_data': 95.0, 'eval_eye': 95.0}


# ---------------------------------------------------------------- engines

class EngineError(Exception):
    pass


def run(engine, commands, timeout):
    """The answers ('= ...' or '? ...', possibly multi-line) to `commands`;
    raises EngineError (and restarts the engine) when it dies or takes
    longer than `timeout` seconds for the batch."""
    try:
        return [a.raw for a in engine.ask_many(commands, timeout)]
    except GtpError as e:
        engine.restart()
        what = 'timed out' if e.kind == 'TIMEOUT' else 'died'
        raise EngineError(f'{engine.name} {what}') from None


# ---------------------------------------------------------------- parsing

def vertices(size):
    return [f'{c}{r}' for c in COLUMNS[:size] for r in range(1, size + 1)]


def body(answer):
    """An answer without its '= ' marker; None for an error answer."""
    if answer.startswith('?'):
        return None
    return answer[1:].strip() if answer.startswith('=') else answer.strip()


def parse_record(answer):
    """{field: value} of an eye_data / half_eye_data answer (None for '?')."""
    text = body(answer)
    if text is None:
        return None
    rec = {}
    for line in text.splitlines():
        parts = line.split(None, 1)
        if parts:
            rec[parts[0]] = parts[1].strip() if len(parts) > 1 else ''
    return rec


def half_fields(rec):
    """The compared fields of a half_eye_data record."""
    def points(kind):
        n = rec.get(f'num_{kind}s', '?')
        pts = [rec.get(f'{kind}_point[{i}]', '?')
               for i in range(int(n) if n.isdigit() else 0)]
        return n, tuple(pts)
    return {'value': rec.get('value', '?'), 'type': rec.get('type', '?'),
            'attack_points': points('attack'),
            'defense_points': points('defense')}


def show_points(v):
    return ' '.join(v[1]) if v[1] else '-'


# ---------------------------------------------------------------- tallies

class Tally:
    """Agreement counts and disagreement classes of one command."""

    def __init__(self, examples):
        self.examples = examples
        self.total = collections.Counter()
        self.same = collections.Counter()
        self.classes = collections.defaultdict(collections.Counter)
        self.samples = collections.defaultdict(
            lambda: collections.defaultdict(list))

    def add(self, key, same, cls=None, example=None, pos=None):
        """Counts one comparison; `example` (from position `pos`) is kept
        if its class has fewer than `examples` examples, preferring
        examples from positions not yet shown for the class."""
        self.total[key] += 1
        if same:
            self.same[key] += 1
            return
        self.classes[key][cls] += 1
        if not example:
            return
        shown = self.samples[key][cls]
        if len(shown) < self.examples:
            shown.append((pos, example))
            return
        positions = [p for p, _ in shown]
        if pos not in positions:
            # Replace the latest example of a position shown twice.
            for i in range(len(shown) - 1, -1, -1):
                if positions.count(shown[i][0]) > 1:
                    shown[i] = (pos, example)
                    return

    def pct(self, key):
        n = self.total[key]
        return 100.0 * self.same[key] / n if n else 100.0

    def print_classes(self, keys, title):
        for key in keys:
            if not self.classes[key]:
                continue
            print(f'\n{title} {key}: {self.total[key] - self.same[key]} '
                  f'disagreements of {self.total[key]}')
            for cls, n in self.classes[key].most_common():
                print(f'  {cls:44} {n:6d}')
                for _, ex in self.samples[key][cls]:
                    print(f'      {ex}')


def eye_class(field, g, m):
    if field == 'origin':
        if g == 'PASS':
            return 'origin PASS->vertex'
        if m == 'PASS':
            return 'origin vertex->PASS'
        return 'origin other'
    if field in EYE_NUMERIC:
        try:
            return f'{field} {int(m) - int(g):+d}'
        except ValueError:
            pass
    return f'{field} {g}->{m}'


def half_class(field, g, m):
    if field in ('value', 'type'):
        return f'{field} {g}->{m}'
    kind = field.split('_')[0]
    if g[0] != m[0]:
        return f'{kind} count {g[0]}->{m[0]}'
    if sorted(g[1]) == sorted(m[1]):
        return f'{kind} points in other order'
    return f'{kind} points differ'


def eval_class(g, m):
    gv, mv = g.split()[:2], m.split()[:2]
    if gv != mv:
        return f'{" ".join(gv)} -> {" ".join(mv)}'
    gp, mp = g.split()[2:], m.split()[2:]
    if not gp:
        return 'points only in megane'
    if not mp:
        return 'points only in gnugo'
    if gp[0] != mp[0] and gp[1] != mp[1]:
        return 'points differ (attack and defense)'
    return 'points differ (attack)' if gp[0] != mp[0] else \
        'points differ (defense)'


# ---------------------------------------------------------------- positions

def suite_positions(regression):
    """The distinct `loadsgf` lines of optics.tst, in order of appearance."""
    seen, out = set(), []
    path = os.path.join(regression, SUITE)
    if not os.path.isfile(path):
        return out
    with open(path, encoding='utf-8', errors='replace') as f:
        for line in f:
            line = line.split('#')[0].strip()
            if re.match(r'^(\d+\s+)?loadsgf\s', line):
                cmd = ' '.join(re.sub(r'^\d+\s+', '', line).split())
                if cmd not in seen:
                    seen.add(cmd)
                    out.append(cmd)
    return out


def analyse(engines, pos, timeout):
    """Both engines' answers for one position:
    ('ok', size, {engine: (eye answers dict, half dict, eval dict)}) or
    ('skip', reason, None).  The engines answer one after the other, so
    each one's time is its own."""
    out = {}
    for name, eng in engines.items():
        try:
            a = run(eng, [pos, 'query_boardsize', 'list_stones black',
                         'list_stones white'], timeout)
        except EngineError as e:
            return 'skip', str(e), None
        if any(x.startswith('?') for x in a):
            return 'skip', f'{name}: ' + ' / '.join(
                x for x in a if x.startswith('?')), None
        out[name] = a[1:]
    if out['gnugo'] != out['megane']:
        return 'skip', 'the boards differ', None
    size = int(body(out['gnugo'][0]))
    verts = vertices(size)
    cmds = [c for v in verts for c in (f'eye_data black {v}',
                                       f'eye_data white {v}',
                                       f'half_eye_data {v}')]
    answers = {}
    for name, eng in engines.items():
        try:
            a = run(eng, cmds, timeout)
        except EngineError as e:
            return 'skip', str(e), None
        eyes = {}
        half = {}
        for i, v in enumerate(verts):
            eyes[v, 'black'] = a[3 * i]
            eyes[v, 'white'] = a[3 * i + 1]
            half[v] = a[3 * i + 2]
        answers[name] = (eyes, half)
    origins = set()
    for eyes, _ in answers.values():
        for (v, _color), ans in eyes.items():
            rec = parse_record(ans)
            if rec and rec.get('origin') == v:
                origins.add(v)
    origins = [v for v in verts if v in origins]
    result = {}
    for name, eng in engines.items():
        try:
            a = run(eng, [f'eval_eye {v}' for v in origins], timeout)
        except EngineError as e:
            return 'skip', str(e), None
        result[name] = answers[name] + (dict(zip(origins, a)),)
    stones = out['gnugo'][1:3]
    result['stones'] = {v: color for color, ans in zip('XO', stones)
                        for v in (body(ans) or '').split()}
    result['size'] = size
    return 'ok', size, result


def compare(tallies, pos, res, disagreements=None):
    """Adds one position's answers to the tallies; each eval_eye
    disagreement goes to `disagreements` (when given) with both engines'
    spaces, for --explain."""
    eye_t, half_t, eval_t = tallies
    g_eyes, g_half, g_eval = res['gnugo']
    m_eyes, m_half, m_eval = res['megane']
    for (v, color), ga in g_eyes.items():
        ma = m_eyes[v, color]
        where = f'{pos} | eye_data {color} {v}'
        g, m = parse_record(ga), parse_record(ma)
        if g is None or m is None:
            cls = 'error ' + ('gnugo' if g is None else 'megane')
            ex = f'{where}: gnugo {ga!r}, megane {ma!r}'
            eye_t.add('all fields', False, cls, ex, pos)
            eye_t.add('all fields (eye space)', False, cls, ex, pos)
            for f in EYE_FIELDS:
                eye_t.add(f, False, cls, ex, pos)
            continue
        diffs = [f for f in EYE_FIELDS if g.get(f, '?') != m.get(f, '?')]
        eye_t.add('all fields', not diffs, 'record differs')
        if g.get('origin') != 'PASS' or m.get('origin') != 'PASS':
            eye_t.add('all fields (eye space)', not diffs, 'record differs')
        for f in EYE_FIELDS:
            gv, mv = g.get(f, '?'), m.get(f, '?')
            ex = None
            if gv != mv:
                ex = f'{where}: gnugo {gv}, megane {mv}'
                if f != 'origin' and g.get('origin') != m.get('origin'):
                    ex += f' (origins {g.get("origin")}/{m.get("origin")})'
            eye_t.add(f, gv == mv, eye_class(f, gv, mv), ex, pos)
    for v, ga in g_half.items():
        ma = m_half[v]
        where = f'{pos} | half_eye_data {v}'
        g, m = parse_record(ga), parse_record(ma)
        if g is None or m is None:
            cls = 'error ' + ('gnugo' if g is None else 'megane')
            ex = f'{where}: gnugo {ga!r}, megane {ma!r}'
            half_t.add('whole record', False, cls, ex, pos)
            for f in HALF_FIELDS:
                half_t.add(f, False, cls, ex, pos)
            continue
        gf, mf = half_fields(g), half_fields(m)
        if gf['value'] == NOT_COMPUTED:
            # GNU Go never clears the point lists of a record its analysis
            # does not compute: what it prints there is left over from an
            # earlier position of the session (a fresh session prints none).
            for f in ('attack_points', 'defense_points'):
                gf[f] = mf[f]
            g = m if (gf['value'], gf['type']) == (mf['value'], mf['type']) else g
        half_t.add('whole record', g == m, 'record differs')
        for f in HALF_FIELDS:
            gv, mv = gf[f], mf[f]
            ex = None
            if gv != mv:
                if f.endswith('points'):
                    ex = (f'{where}: gnugo {show_points(gv)}, '
                          f'megane {show_points(mv)} '
                          f'(value {gf["value"]}/{mf["value"]})')
                else:
                    ex = f'{where}: gnugo {gv}, megane {mv}'
            half_t.add(f, gv == mv, half_class(f, gv, mv), ex, pos)
    for v, ga in g_eval.items():
        ma = m_eval[v]
        where = f'{pos} | eval_eye {v}'
        g, m = body(ga), body(ma)
        ex = f'{where}: gnugo {ga!r}, megane {ma!r}'
        if g is None or m is None:
            cls = 'error ' + ('gnugo' if g is None else 'megane')
            eval_t.add('answer', False, cls, ex, pos)
            eval_t.add('min max', False, cls, ex, pos)
            continue
        g, m = ' '.join(g.split()), ' '.join(m.split())
        eval_t.add('answer', g == m, eval_class(g, m) if g != m else None,
                   ex, pos)
        if g != m and disagreements is not None:
            disagreements.append({
                'where': ex, 'gnugo': g, 'megane': m,
                'size': res['size'],
                'gnugo_space': space_of(g_eyes, v, res['stones']),
                'megane_space': space_of(m_eyes, v, res['stones'])})
        eval_t.add('min max', g.split()[:2] == m.split()[:2])


# ---------------------------------------------------------------- explain

def space_of(eyes, v, stones):
    """The eye space `eval_eye v` evaluates in one engine's eye_data (the
    space of black's eye data holding `v` as black's, else white's): a
    frozenset of (vertex, marginal, stone), or None.  In GNU Go's format
    a point's record names its space's colour and origin."""
    for color in ('black', 'white'):
        rec = parse_record(eyes[v, color])
        if rec and rec.get('color') == color and rec.get('origin') != 'PASS':
            origin = rec['origin']
            break
    else:
        return None
    out = set()
    for (p, c), ans in eyes.items():
        rec = parse_record(ans) if c == color else None
        if rec and rec.get('origin') == origin:
            out.add((p, rec.get('marginal') == '1', p in stones))
    return frozenset(out)


def encode_graph(space, size=None):
    """The space as an `analyze_eyegraph` argument (eyes.texi: rows top
    down joined by '%', 'O' for a point outside it; '.' an eye point, '!'
    a margin, 'X' a stone, '$' a marginal stone) and the board point of
    each character, row by row (None for an edge's).

    With the board's `size`, the board edges the space touches are drawn
    too, as GNU Go's analysis realizes a graph on a board ('|' on the
    left, '+---' below), the space mirrored so that they come out on the
    left and at the bottom: GNU Go 3.8 stops on an assertion for a graph
    with an edge on top, and reads some with an edge on the right
    otherwise than their mirror images."""
    cols = [COLUMNS.index(p[0]) for p, _, _ in space]
    rows = [int(p[1:]) for p, _, _ in space]
    kind = {p: {(False, False): '.', (True, False): '!',
                (False, True): 'X', (True, True): '$'}[m, st]
            for p, m, st in space}
    c0, c1, r0, r1 = min(cols), max(cols), min(rows), max(rows)
    w, h = c1 - c0 + 1, r1 - r0 + 1
    # cell (x, y): x from the left, y from the top, in the drawing.
    grid = {(COLUMNS.index(p[0]) - c0, r1 - int(p[1:])): p for p in kind}
    left = right = top = bottom = False
    if size is not None:
        left, right = c0 == 0, c1 == size - 1
        top, bottom = r1 == size, r0 == 1
    if left and right:
        left = right = False
    if top and bottom:
        top = bottom = False
    if right:
        grid = {(w - 1 - x, y): p for (x, y), p in grid.items()}
        left, right = True, False
    if top:
        grid = {(x, h - 1 - y): p for (x, y), p in grid.items()}
        bottom, top = True, False
    lines, where = [], []
    for y in range(h):
        line = '|' if left else ''
        where += [None] if left else []
        for x in range(w):
            p = grid.get((x, y))
            line += kind[p] if p else 'O'
            where.append(p)
        lines.append(line)
    if bottom:
        lines.append(('+' if left else '') + '-' * w)
        where += [None] * (w + left)
    return '%'.join(lines), where


# Marks of analyze_eyegraph's answer: the moves it finds vital for the
# attacker ('<', '(' on a margin), for the defender ('>', ')') or for both
# ('*', '@').
ATTACK_MARKS, DEFENSE_MARKS = set('*<@('), set('*>@)')


def explain(disagreements, gnugo_argv, timeout):
    """Sorts eval_eye's disagreements by cause, reading each GNU Go
    space's graph with GNU Go's own `analyze_eyegraph` (its exact local
    game; its eval_eye matches its hand-made eye database instead), drawn
    without and with the board's edges it touches.  Returns ({class:
    [example]}, the number of disagreements where both readings give
    Megane's answer: its value, or points they mark vital too)."""
    graphs = {}
    for d in disagreements:
        if d['gnugo_space']:
            d['flat'] = encode_graph(d['gnugo_space'])
            d['edged'] = encode_graph(d['gnugo_space'], d['size'])
            graphs[d['flat'][0]] = graphs[d['edged'][0]] = None
    eng = Engine(gnugo_argv, name='gnugo')
    try:
        for graph in graphs:
            try:
                a = run(eng, [f'analyze_eyegraph {graph}'], timeout)[0]
            except EngineError:
                continue
            text = body(a)
            if text:
                value, _, marks = text.partition('\n')
                if len(value.strip()) == 4:
                    graphs[graph] = (value.strip(), marks.split('\n'))
    finally:
        eng.close()
    classes = collections.defaultdict(list)
    backed = 0
    for d in disagreements:
        g, m = d['gnugo'].split(), d['megane'].split()
        if not d['gnugo_space'] or d['gnugo_space'] != d['megane_space']:
            classes['the spaces differ (points, margins or stones)'].append(
                d['where'])
            continue
        verdicts = []
        for drawing in ('flat', 'edged'):
            graph, cells = d[drawing]
            reading = graphs.get(graph)
            if reading is None:
                verdicts.append('no reading')
            elif g[:2] != m[:2]:
                read = [reading[0][1], reading[0][2]]
                verdicts.append('Megane\'s value' if read == m[:2] else
                                'GNU Go\'s value' if read == g[:2] else
                                'a third value')
            else:
                width = len(graph.split('%')[0])
                marked = analysed_marks(reading[1], width, cells)
                ok = len(m) == 4 and m[2] in marked['attack'] \
                    and m[3] in marked['defense']
                verdicts.append('Megane\'s points marked vital' if ok else
                                'other points marked vital')
        backed += verdicts[0] == verdicts[1] and verdicts[0].startswith(
            'Megane')
        what = 'same space and value' if g[:2] == m[:2] else 'same space'
        if d['flat'][0] == d['edged'][0]:
            cls = f'{what}; GNU Go\'s own reading: {verdicts[0]}'
        else:
            cls = (f'{what}; GNU Go\'s own reading: {verdicts[0]}, with '
                   f'the board\'s edges {verdicts[1]}')
        classes[cls].append(f'{d["where"]} graph {d["flat"][0]} / '
                            f'{d["edged"][0]}')
    return classes, backed


def analysed_marks(lines, width, cells):
    """The board points analyze_eyegraph's marked graph (`lines`, as
    wide as the graph sent, `width`) names vital for each side."""
    out = {'attack': set(), 'defense': set()}
    flat = ''.join(ln.ljust(width)[:width] for ln in lines)
    for ch, p in zip(flat, cells):
        if ch in ATTACK_MARKS:
            out['attack'].add(p)
        if ch in DEFENSE_MARKS:
            out['defense'].add(p)
    return out


def chunks(items, n):
    n = max(1, min(n, len(items)))
    return [items[i::n] for i in range(n)]


def run_job(argvs, positions, timeout, progress):
    """Analyses `positions` with one process per engine; the results and
    each engine's seconds per board size."""
    cwd = REGRESSION if os.path.isdir(REGRESSION) else None
    engines = {name: Engine(argv, cwd=cwd, name=name)
               for name, argv in argvs.items()}
    results = []
    seconds = collections.defaultdict(float)
    try:
        for pos in positions:
            before = {n: e.seconds for n, e in engines.items()}
            status, info, res = analyse(engines, pos, timeout)
            size = info if status == 'ok' else 0
            for n, e in engines.items():
                seconds[n, size] += e.seconds - before[n]
            results.append((pos, status, info, res))
            progress()
    finally:
        for e in engines.values():
            e.close()
    return results, seconds


# ---------------------------------------------------------------- main

def main():
    ap = argparse.ArgumentParser(
        description=__doc__.split('\n\n', 1)[0],
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog='See the module docstring (top of this file) for details.')
    ap.add_argument('--megane', default=MEGANE,
                    help='Megane binary (default: target/release/megane)')
    ap.add_argument('--gnugo', help='GNU Go binary (default: found on PATH)')
    ap.add_argument('--jobs', type=int, default=2,
                    help='process pairs run side by side (default 2)')
    ap.add_argument('--examples', type=int, default=3,
                    help='examples shown per disagreement class (default 3)')
    ap.add_argument('--limit', type=int, metavar='N',
                    help='compare only the first N positions')
    ap.add_argument('--strict', action='store_true',
                    help='exit 1 when a required figure is below its bar')
    ap.add_argument('--only-suites', '--no-selfplay', dest='no_selfplay',
                    action='store_true',
                    help='leave out the self-play positions (quick run)')
    ap.add_argument('--no-suites', action='store_true',
                    help='leave out the optics.tst positions')
    ap.add_argument('--explain', action='store_true',
                    help='sort the eval_eye disagreements by cause, with '
                         "GNU Go's own analyze_eyegraph")
    ap.add_argument('--time', action='store_true',
                    help='also report the time each engine took')
    ap.add_argument('--timeout', type=float, default=300,
                    help='seconds an engine may take on one batch of one '
                         'position (default 300)')
    args = ap.parse_args()
    if args.no_selfplay and args.no_suites:
        ap.error('--no-suites with --only-suites/--no-selfplay leaves no '
                 'positions')
    if args.jobs < 1 or (args.limit is not None and args.limit < 1) \
            or args.examples < 0:
        ap.error('--jobs and --limit must be >= 1, --examples >= 0')
    if not os.access(args.megane, os.X_OK):
        print(f'megane binary not found: {args.megane} '
              '(cargo build --release)', file=sys.stderr)
        return 2
    gnugo = find_gnugo(args.gnugo)
    if gnugo is None:
        print('skipped: gnugo not found')
        return 0
    if not args.no_suites and not os.path.isdir(REGRESSION):
        print(f'skipped: GNU Go regression folder not found: {REGRESSION} '
              '(--no-suites runs without it)')
        return 0

    t_start = time.time()
    positions = [] if args.no_suites else suite_positions(REGRESSION)
    n_suite = len(positions)
    if not args.no_selfplay:
        t0 = time.time()
        _, generated, reused, failures = selfplay_games.ensure_games(
            gnugo, jobs=args.jobs,
            log=lambda msg: print(msg, file=sys.stderr, flush=True))
        for f in failures:
            print(f)
        sp = selfplay_games.positions()
        print(f'selfplay games: {generated} generated, {reused} reused '
              f'({time.time() - t0:.1f} s); {len(sp)} positions')
        positions += sp
    if args.limit is not None:
        positions = positions[:args.limit]
    if not positions:
        print('no positions')
        return 0
    print(f'positions: {min(n_suite, len(positions))} from {SUITE}, '
          f'{max(0, len(positions) - n_suite)} from self-play; '
          f'jobs={args.jobs}', flush=True)

    argvs = {'gnugo': [gnugo] + GNUGO_ARGS,
             'megane': [os.path.abspath(args.megane)]}
    done = [0]
    lock = threading.Lock()

    def progress():
        with lock:
            done[0] += 1
            if sys.stderr.isatty():
                print(f'\r{done[0]}/{len(positions)}', end='',
                      file=sys.stderr, flush=True)

    parts = chunks(positions, args.jobs)
    t0 = time.time()
    with ThreadPoolExecutor(max_workers=len(parts)) as pool:
        jobs = [pool.submit(run_job, argvs, p, args.timeout, progress)
                for p in parts]
        order = {p: i for i, p in enumerate(positions)}
        results, seconds = [], collections.Counter()
        for j in jobs:
            r, s = j.result()
            results += r
            seconds.update(s)
    results.sort(key=lambda r: order[r[0]])
    if sys.stderr.isatty():
        print(file=sys.stderr)
    t_compare = time.time() - t0

    eye_t, half_t, eval_t = (Tally(args.examples) for _ in range(3))
    skipped, megane_failed, compared = [], 0, 0
    disagreements = [] if args.explain else None
    sizes = collections.Counter()
    for pos, status, info, res in results:
        if status != 'ok':
            skipped.append(f'{pos}: {info}')
            if not info.startswith('gnugo'):
                megane_failed += 1
            continue
        compared += 1
        sizes[info] += 1
        compare((eye_t, half_t, eval_t), pos, res, disagreements)

    for s in skipped:
        print(f'skipped position {s}')
    print(f'compared {compared} positions ('
          + ', '.join(f'{n} on {s}x{s}' for s, n in sorted(sizes.items()))
          + f'), skipped {len(skipped)}')

    print(f'\neye_data: {eye_t.total["all fields"]} (vertex, color) records')
    for key in ('all fields', 'all fields (eye space)') + EYE_FIELDS:
        bar = '   (required >= 98%)' if key == 'all fields' else ''
        print(f'  {key:26} {eye_t.pct(key):7.2f}% of {eye_t.total[key]:7d}'
              + bar)
    print(f'\nhalf_eye_data: {half_t.total["whole record"]} vertices')
    for key in ('whole record',) + HALF_FIELDS:
        bar = '   (required >= 95%)' if key == 'whole record' else ''
        print(f'  {key:26} {half_t.pct(key):7.2f}% of '
              f'{half_t.total[key]:7d}' + bar)
    print(f'\neval_eye: {eval_t.total["answer"]} eye-space origins')
    print(f'  {"identical answer":26} {eval_t.pct("answer"):7.2f}%'
          '   (required >= 95%)')
    print(f'  {"min max agree":26} {eval_t.pct("min max"):7.2f}%')

    eye_t.print_classes(EYE_FIELDS, 'eye_data')
    half_t.print_classes(HALF_FIELDS, 'half_eye_data')
    eval_t.print_classes(('answer',), 'eval_eye')
    if disagreements:
        classes, backed = explain(disagreements, argvs['gnugo'],
                                  args.timeout)
        print(f'\neval_eye disagreements by cause ({len(disagreements)}):')
        for cls, items in sorted(classes.items(), key=lambda kv: -len(kv[1])):
            print(f'  {cls:70} {len(items):5d}')
            for ex in items[:args.examples]:
                print(f'      {ex}')
        n = eval_t.total['answer']
        print(f'  eval_eye the same as GNU Go\'s, or as its own reading of '
              f'the same space with and without the board\'s edges: '
              f'{100.0 * (eval_t.same["answer"] + backed) / n:.2f}%')

    if args.time:
        print('\ntime (seconds spent answering, summed over jobs):')
        for name in ('gnugo', 'megane'):
            per = ', '.join(
                f'{s}x{s}: {seconds[name, s]:.1f} s '
                f'({seconds[name, s] / sizes[s]:.2f} s/position)'
                for s in sorted(sizes))
            total = sum(v for (n, _), v in seconds.items() if n == name)
            print(f'  {name:7} {total:7.1f} s   {per}')
        print(f'  wall: comparison {t_compare:.1f} s, '
              f'total {time.time() - t_start:.1f} s')

    figures = {'eye_data': eye_t.pct('all fields'),
               'half_eye_data': half_t.pct('whole record'),
               'eval_eye': eval_t.pct('answer')}
    ok = all(figures[k] >= bar for k, bar in BARS.items()) \
        and megane_failed == 0 and compared > 0
    print(f'\nSUMMARY positions={compared} '
          f'eye_data={figures["eye_data"]:.2f}% '
          f'half_eye_data={figures["half_eye_data"]:.2f}% '
          f'eval_eye={figures["eval_eye"]:.2f}% '
          f'eval_eye(values)={eval_t.pct("min max"):.2f}% '
          f'required={"ok" if ok else "FAIL"}')
    return 1 if args.strict and not ok else 0


if __name__ == '__main__':
    sys.exit(main())
