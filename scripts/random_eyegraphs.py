#!/usr/bin/env python3
"""Random connected eye graphs for GNU Go's `analyze_eyegraph` GTP command.

usage: random_eyegraphs.py [--seed S] [--count N] [--min 1] [--max 12] [--stats]

Prints N distinct random eye graphs, one per line, in the encoded form the
GTP command takes (`O` for a space, `%` between rows), e.g. `|.%|.*.%+---`.
The same seed and arguments always give the same lines.

Each graph is a random polyomino (4-connected cells) of n cells, n uniform
in [min, max], placed
  - in free space (about 50%),
  - against the left edge (20%: a `|` column, some cell in the first column),
  - against the bottom edge (15%: a `-` row, some cell in the last row),
  - in the lower left corner (15%: both, `+` where they meet).
Cells are labelled mostly `.` (eye space), some `X` (opponent stone in eye
space), some `!` (marginal) and a few `$` (marginal with an opponent stone).
Only cells with an orthogonal neighbour outside the shape and on the board,
whose two side cells are outside the shape too, may be marginal (GNU Go
attaches a small black group there), and every graph keeps at least one
empty `.` or `!` cell.

GNU Go 3.8 answers "failed to analyze" when it cannot build a graph on its
board, and aborts the whole process above 17 playable vertices (the cells,
2 outer liberties, 1 extra eye, and white stones the shape cuts off).
Shapes are kept to --max 12 cells without enclosed holes; the agreement
script counts any graph GNU Go still fails on as "gnugo failed", outside
the percentages.  Solving time grows quickly with size and with the number
of marginal vertices: most graphs take milliseconds, a few seconds.

Library use (standard library only):
    from random_eyegraphs import generate
    for g in generate(count=500, seed=1):   # Shape objects
        g.encoded, g.form, g.size
--stats prints the distribution of sizes, forms and labels to stderr.
"""
import argparse
import collections
import random
import sys

FORMS = (('free', 50), ('left', 20), ('bottom', 15), ('corner', 15))
MAX_CELLS = 12
DIRS = ((0, 1), (1, 0), (0, -1), (-1, 0))


class Shape:
    """One generated graph: cells {(row, col): label}, form, encoded text."""

    def __init__(self, cells, form):
        self.cells = cells
        self.form = form
        self.size = len(cells)
        self.rows = self._rows()
        self.encoded = '%'.join(r.replace(' ', 'O') for r in self.rows)

    @property
    def left(self):
        return self.form in ('left', 'corner')

    @property
    def bottom(self):
        return self.form in ('bottom', 'corner')

    def _rows(self):
        h = max(r for r, _ in self.cells) + 1
        w = max(c for _, c in self.cells) + 1
        rows = []
        for r in range(h):
            row = ''.join(self.cells.get((r, c), ' ') for c in range(w)).rstrip()
            rows.append(('|' if self.left else '') + row)
        if self.bottom:
            rows.append(('+' if self.left else '') + '-' * w)
        return rows

    def text(self):
        return '\n'.join(self.rows)


def grow(rng, n):
    """A random polyomino of n cells, normalized to row, col >= 0.

    Two growth rules, chosen per shape: Eden growth (a uniformly chosen
    frontier cell: compact blobs) or a random step from a random cell
    (more often long and branchy)."""
    cells = {(0, 0)}
    eden = rng.random() < 0.5
    while len(cells) < n:
        if eden:
            frontier = sorted({(r + dr, c + dc) for r, c in cells for dr, dc in DIRS}
                              - cells)
            cells.add(rng.choice(frontier))
        else:
            r, c = rng.choice(sorted(cells))
            dr, dc = rng.choice(DIRS)
            cells.add((r + dr, c + dc))
    r0 = min(r for r, _ in cells)
    c0 = min(c for _, c in cells)
    return {(r - r0, c - c0) for r, c in cells}


def pick_form(rng):
    x = rng.random() * sum(w for _, w in FORMS)
    for name, w in FORMS:
        if x < w:
            return name
        x -= w
    return FORMS[-1][0]


def on_board(cell, cells, form):
    """False if the cell lies beyond the left or bottom edge of the form."""
    r, c = cell
    if c < 0 and form in ('left', 'corner'):
        return False
    if r > max(r for r, _ in cells) and form in ('bottom', 'corner'):
        return False
    return True


def marginal_capable(cell, cells, form):
    """True if the cell can be reached from outside: it has an orthogonal
    neighbour outside the shape and on the board whose two side cells (the
    cell's diagonal neighbours on that side) are not in the shape either,
    so that an outside black group can be attached there."""
    r, c = cell
    for dr, dc in DIRS:
        n = (r + dr, c + dc)
        if n in cells or not on_board(n, cells, form):
            continue
        sides = ((n[0] + dc, n[1] + dr), (n[0] - dc, n[1] - dr))
        if not any(s in cells for s in sides):
            return True
    return False


def holes(cells, form):
    """Number of non-shape cells enclosed by the shape (and the edges).
    GNU Go fills them with isolated white stones, which become extra
    playable vertices."""
    h = max(r for r, _ in cells) + 1
    w = max(c for _, c in cells) + 1
    bottom, left = form in ('bottom', 'corner'), form in ('left', 'corner')
    rows = range(-1, h if bottom else h + 1)
    cols = range(0 if left else -1, w + 1)
    inside = {(r, c) for r in rows for c in cols} - set(cells)
    start = [(r, c) for r, c in inside
             if r == -1 or c == w or (r == h and not bottom) or (c == -1 and not left)]
    outside, stack = set(start), list(start)
    while stack:
        r, c = stack.pop()
        for dr, dc in DIRS:
            n = (r + dr, c + dc)
            if n in inside and n not in outside:
                outside.add(n)
                stack.append(n)
    return len(inside - outside)


def label(rng, cells, form):
    """{cell: symbol}, mostly '.', some 'X', '!', a few '$'."""
    out = {}
    for cell in sorted(cells):
        cap = marginal_capable(cell, cells, form)
        x = rng.random()
        if x < 0.20:
            out[cell] = 'X'
        elif cap and x < 0.35:
            out[cell] = '!'
        elif cap and x < 0.40:
            out[cell] = '$'
        else:
            out[cell] = '.'
    if not any(s in '.!' for s in out.values()):
        cell = rng.choice(sorted(out))
        out[cell] = '!' if out[cell] == '$' else '.'
    return out


def one_shape(rng, nmin, nmax, counts):
    """A random shape of nmin..nmax cells without enclosed holes (regrown
    until it has none; `counts` tallies the rejections)."""
    n = rng.randint(nmin, nmax)
    form = pick_form(rng)
    while True:
        cells = grow(rng, n)
        if holes(cells, form):
            counts['rejected: holes'] += 1
            continue
        return Shape(label(rng, cells, form), form)


def generate(count=100, seed=1, nmin=1, nmax=MAX_CELLS, log=None, counts=None):
    """Up to `count` distinct Shapes, deterministic for the arguments.

    Fewer come back only when the size range has too few distinct graphs
    (then `log`, if given, is told).  `counts`, a Counter if given, gets
    the numbers of rejected and duplicate candidates."""
    counts = collections.Counter() if counts is None else counts
    if not 1 <= nmin <= nmax:
        raise ValueError(f'need 1 <= min <= max, got {nmin}, {nmax}')
    if nmax > MAX_CELLS:
        raise ValueError(f'max {nmax} > {MAX_CELLS}: GNU Go 3.8 aborts above '
                         f'17 playable vertices')
    rng = random.Random(seed)
    seen, out, misses = set(), [], 0
    while len(out) < count and misses < 1000 + 20 * count:
        s = one_shape(rng, nmin, nmax, counts)
        if s.encoded in seen:
            misses += 1
            counts['duplicates'] += 1
            continue
        seen.add(s.encoded)
        out.append(s)
    if len(out) < count and log:
        log(f'only {len(out)} distinct graphs found for sizes {nmin}..{nmax}')
    return out


def stats(shapes, counts=None):
    """A few lines describing sizes, forms, labels (and rejections)."""
    sizes = collections.Counter(s.size for s in shapes)
    forms = collections.Counter(s.form for s in shapes)
    labels = collections.Counter(v for s in shapes for v in s.cells.values())
    marg = collections.Counter(sum(v in '!$' for v in s.cells.values()) for s in shapes)
    n = len(shapes) or 1
    lines = [f'{len(shapes)} graphs',
             'sizes:     ' + ' '.join(f'{k}:{sizes[k]}' for k in sorted(sizes)),
             'forms:     ' + ' '.join(f'{k}:{forms[k]} ({100 * forms[k] / n:.0f}%)'
                                      for k, _ in FORMS),
             'labels:    ' + ' '.join(f'{k}:{labels[k]}' for k in '.X!$'),
             'marginals: ' + ' '.join(f'{k}:{marg[k]}' for k in sorted(marg))]
    if counts:
        lines.append('skipped:   ' + ', '.join(f'{k} {v}' for k, v in sorted(counts.items())))
    return '\n'.join(lines)


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('--count', type=int, default=100)
    ap.add_argument('--min', type=int, default=1, dest='nmin')
    ap.add_argument('--max', type=int, default=MAX_CELLS, dest='nmax')
    ap.add_argument('--stats', action='store_true',
                    help='print the distribution of sizes and forms to stderr')
    a = ap.parse_args()
    counts = collections.Counter()
    try:
        shapes = generate(a.count, a.seed, a.nmin, a.nmax,
                          log=lambda m: print(m, file=sys.stderr), counts=counts)
    except ValueError as e:
        ap.error(str(e))
    for s in shapes:
        print(s.encoded)
    if a.stats:
        print(stats(shapes, counts), file=sys.stderr)


if __name__ == '__main__':
    main()
