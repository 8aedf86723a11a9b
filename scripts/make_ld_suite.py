#!/usr/bin/env python3
"""(Re)generate regress/life_death.tst and its positions regress/games/ld/*.sgf.

usage: make_ld_suite.py [--check] [--solve] [--gnugo] [--only N,N..]

A development tool, not part of the build.  The problems are the list in
scripts/ld_problems.py: each one a diagram of a local position (the group
in question, the stones around it and the attacker's first wall line), where
it goes on the board, the tests and their expected answers, and the comment
that argues them.  This script

  - places the diagram on the board (any corner or side, turned or
    mirrored, or the centre) and draws the frame around it: two more lines
    of the wall's colour outside the diagram, joined to the diagram's own
    wall, with two single-point eyes in the middle line, so the wall is
    unconditionally alive and the fight inside is closed;
  - writes one SGF per problem (setup stones AB/AW, PL, SZ) and the .tst,
    each test's comment carrying the diagram in board coordinates;
  - with --solve, reads every test out with scripts/ld_solve.py (an
    exhaustive local reader, the frame as uncapturable walls) and stops
    if an expected answer is not exactly the set of moves the reader finds
    (every move that reaches the best result, which must be listed);
  - with --gnugo, asks GNU Go 3.8 each test and prints its answers (a
    cross-check only: the answers come from the reading).

--check compares the generated files with the ones on disk (exit status 1
if they differ) instead of writing them.
"""
import argparse
import os
import re
import sys
import textwrap

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import ld_solve  # noqa: E402
from ld_problems import HEADER, PROBLEMS, SECTIONS  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TST = os.path.join(ROOT, 'regress', 'life_death.tst')
GAMES = os.path.join(ROOT, 'regress', 'games', 'ld')
COLS = 'ABCDEFGHJKLMNOPQRST'
LOCAL = re.compile(r'\b([a-hj-t])(\d{1,2})\b')


class Placed:
    """A problem on the board."""

    def __init__(self, pr):
        self.pr = pr
        self.size = n = pr.get('size', 19)
        rows = [r.replace(' ', '') for r in pr['diagram'].strip('\n').split('\n')]
        rows = [r for r in rows if r]
        self.h, self.w = len(rows), max(len(r) for r in rows)
        assert all(len(r) == self.w for r in rows), pr['slug']
        defender = pr.get('defender', 'W')
        attacker = 'B' if defender == 'W' else 'W'
        self.defender, self.attacker = defender, attacker
        colour = {'X': attacker, 'O': defender}
        local = {}
        for r, row in enumerate(rows):
            y = self.h - 1 - r
            for x, ch in enumerate(row):
                if ch in colour:
                    local[(x, y)] = colour[ch]
                else:
                    assert ch == '.', (pr['slug'], ch)
        kind = pr['kind']
        # the frame, in local coordinates
        w, h = self.w, self.h
        frame, holes = set(), []
        if kind == 'corner':
            for y in range(h + 2):
                frame |= {(w, y), (w + 1, y)}
            for x in range(w + 2):
                frame |= {(x, h), (x, h + 1)}
            holes = [(w, 0), (0, h)]
        elif kind == 'side':
            for y in range(h + 2):
                frame |= {(-1, y), (-2, y), (w, y), (w + 1, y)}
            for x in range(-2, w + 2):
                frame |= {(x, h), (x, h + 1)}
            holes = [(-1, 0), (w, 0)]
        elif kind == 'centre':
            for y in range(-2, h + 2):
                frame |= {(-1, y), (-2, y), (w, y), (w + 1, y)}
            for x in range(-2, w + 2):
                frame |= {(x, h), (x, h + 1), (x, -1), (x, -2)}
            holes = [(-1, h // 2), (w, h // 2)]
        else:
            raise ValueError(kind)
        frame -= set(holes)
        self.local = local
        self.frame_local = frame
        self.holes_local = holes
        # placement
        self.map = self.mapping()
        self.stones = {}
        for p, c in local.items():
            self.stones[self.map(p)] = c
        self.frame = set()
        for p in frame:
            q = self.map(p)
            assert q not in self.stones
            assert 0 <= q[0] < n and 0 <= q[1] < n, (pr['slug'], p, q)
            self.stones[q] = attacker
            self.frame.add(q)
        self.holes = [self.map(p) for p in holes]
        self.check_frame()
        self.check_liberties()

    def mapping(self):
        pr, n = self.pr, self.size
        kind = pr['kind']
        turn = pr.get('turn', False)       # swap the local axes first
        if kind == 'corner':
            corner = pr.get('corner', 'll')

            def f(p):
                x, y = (p[1], p[0]) if turn else p
                if corner[1] == 'r':
                    x = n - 1 - x
                if corner[0] == 'u':
                    y = n - 1 - y
                return (x, y)
            return f
        if kind == 'side':
            side = pr.get('side', 'b')
            dx = pr.get('at', (n - self.w) // 2)

            def f(p):
                x, y = p[0] + dx, p[1]
                if pr.get('mirror'):
                    x = 2 * dx + self.w - 1 - x
                if side == 'b':
                    return (x, y)
                if side == 't':
                    return (x, n - 1 - y)
                if side == 'l':
                    return (y, x)
                if side == 'r':
                    return (n - 1 - y, x)
                raise ValueError(side)
            return f
        dx, dy = pr.get('at', ((n - self.w) // 2, (n - self.h) // 2))

        def f(p):
            x, y = (p[1], p[0]) if turn else p
            return (x + dx, y + dy)
        return f

    def check_frame(self):
        """The frame and the diagram's wall are one string with both holes
        as eyes (every neighbour of a hole is a stone of that string)."""
        strs = ld_solve.strings(self.stones, self.size)
        s = strs[next(iter(self.frame))]
        assert self.frame <= s, (self.pr['slug'], 'frame not one string')
        for hpt in self.holes:
            for q in ld_solve.neighbours(hpt, self.size):
                assert q in s, (self.pr['slug'], 'hole', hpt, q)

    def check_liberties(self):
        """A legal position: every string has a liberty."""
        strs = ld_solve.strings(self.stones, self.size)
        for s in set(strs.values()):
            libs = {q for p in s for q in ld_solve.neighbours(p, self.size)
                    if q not in self.stones}
            assert libs, (self.pr['slug'], 'string without liberties',
                          sorted(ld_solve.vertex(*p) for p in s))

    def v(self, local_vertex):
        """Board vertex of a local vertex name such as 'b2'."""
        x = COLS.lower().index(local_vertex[0])
        y = int(local_vertex[1:]) - 1
        q = self.map((x, y))
        return ld_solve.vertex(*q)

    def local_name(self, board_vertex):
        """The local vertex name of a board vertex (for reports)."""
        if not hasattr(self, '_inv'):
            self._inv = {}
            for x in range(-2, self.w + 2):
                for y in range(-2, self.h + 2):
                    if 0 <= x < 19 and 0 <= y < 19:
                        q = self.map((x, y))
                        if 0 <= q[0] < self.size and 0 <= q[1] < self.size:
                            self._inv[ld_solve.vertex(*q)] = COLS.lower()[x] + str(y + 1)
        return self._inv.get(board_vertex, board_vertex)

    def text(self, s):
        """Local vertices (lower case) to board vertices; colour words."""
        s = LOCAL.sub(lambda m: self.v(m.group(0)), s)
        names = {'B': 'black', 'W': 'white'}
        for key, col in (('D', self.defender), ('A', self.attacker)):
            s = s.replace('{%s}' % key, names[col]).replace('{%s^}' % key, names[col].capitalize())
        # a colour that starts a sentence
        return re.sub(r'(^\s*|[.!?]\s+)(black|white)\b',
                      lambda m: m.group(1) + m.group(2).capitalize(), s)

    def diagram_lines(self):
        """The diagram's box on the board, as comment lines."""
        pts = [self.map((x, y)) for x in range(self.w) for y in range(self.h)]
        xs = sorted({p[0] for p in pts})
        ys = sorted({p[1] for p in pts}, reverse=True)
        out = ['#      ' + ' '.join(COLS[x] for x in xs)]
        for y in ys:
            row = []
            for x in xs:
                c = self.stones.get((x, y))
                row.append({'B': 'X', 'W': 'O', None: '.'}[c])
            out.append('#  %3d %s' % (y + 1, ' '.join(row)))
        return out

    def sgf(self, name):
        def pt(p):
            return chr(97 + p[0]) + chr(97 + self.size - 1 - p[1])
        ab = sorted(pt(p) for p, c in self.stones.items() if c == 'B')
        aw = sorted(pt(p) for p, c in self.stones.items() if c == 'W')
        pl = self.pr.get('pl', self.attacker)
        title = self.text(self.pr['title']).replace(']', '\\]')
        return ('(;FF[4]GM[1]SZ[%d]KM[7.5]PL[%s]C[life_death.tst %s: %s]\nAB%s\nAW%s\n)\n' % (
            self.size, pl, name, title,
            ''.join('[%s]' % s for s in ab), ''.join('[%s]' % s for s in aw)))


def expected_moves(pattern):
    """The answer pattern's code and move set: '1 (A1|B2)' -> (1, {A1, B2})."""
    m = re.fullmatch(r'(\d)(?: \(?([A-Z0-9|]+)\)?)?', pattern)
    if not m:
        raise ValueError(pattern)
    code = int(m.group(1))
    moves = set(m.group(2).split('|')) if m.group(2) else set()
    return code, moves


def comment_lines(text):
    """Paragraphs (blank-line separated; a line starting '- ' starts one
    too) filled to 76 columns as '# ' lines."""
    paras, cur = [], []
    for line in text.strip('\n').split('\n'):
        line = line.strip()
        if not line or line.startswith('- '):
            if cur:
                paras.append(' '.join(cur))
            cur = [line] if line else []
            if not line:
                paras.append('')
            continue
        cur.append(line)
    if cur:
        paras.append(' '.join(cur))
    out = []
    for para in paras:
        if not para:
            out.append('#')
            continue
        indent = '  ' if para.startswith('- ') else ''
        out += ['# ' + l for l in textwrap.wrap(para, 74, subsequent_indent=indent,
                                               break_on_hyphens=False)]
    return out


def build():
    files = {}
    out = [HEADER.rstrip('\n'), '']
    last_section = None
    order = list(SECTIONS)
    for pr in sorted(PROBLEMS, key=lambda p: (order.index(p['section']), p['id'])):
        sec = SECTIONS[pr['section']]
        if pr['section'] != last_section:
            out += ['', '# ' + '=' * 72, '# ' + sec, '# ' + '=' * 72, '']
            last_section = pr['section']
        pl = Placed(pr)
        name = '%03d_%s' % (pr['id'], pr['slug'])
        files[os.path.join(GAMES, name + '.sgf')] = pl.sgf(name)
        out.append('# %d. %s' % (pr['id'], pl.text(pr['title'])))
        out += pl.diagram_lines()
        out += comment_lines(pl.text(pr['comment']))
        out.append('loadsgf games/ld/%s.sgf' % name)
        for cmd, pattern in pr['tests']:
            num = pr['id'] * 10 + (1 if cmd == 'attack' else 2)
            out.append('%d owl_%s %s' % (num, cmd, pl.v(pr['target'])))
            out.append('#? [%s]' % pl.text(pattern))
        out.append('')
    files[TST] = '\n'.join(out).rstrip('\n') + '\n'
    return files


def solve_all(only):
    bad = 0
    order = list(SECTIONS)
    for pr in sorted(PROBLEMS, key=lambda p: (order.index(p['section']), p['id'])):
        if only and pr['id'] not in only:
            continue
        pl = Placed(pr)
        tgt = ld_solve.parse_vertex(pl.v(pr['target']))
        prob = ld_solve.Problem(pl.size, pl.stones, tgt, pl.frame)
        prob.setup()
        for cmd, pattern in pr['tests']:
            code, moves = expected_moves(pl.text(pattern))
            best, got, allres = prob.first_moves(cmd == 'attack')
            ok = (best == code) and (code == 0 or set(got) == moves)
            tag = 'ok ' if ok else 'BAD'
            if not ok:
                bad += 1
            detail = {pl.local_name(k): v for k, v in sorted(allres.items()) if v}
            print('%s %3d %-28s %-6s want %-22s read %d %s   (%d pts) %s' % (
                tag, pr['id'], pr['slug'], cmd, pattern, best,
                '|'.join(sorted(pl.local_name(g) for g in got)),
                prob.n, '' if ok else detail))
            sys.stdout.flush()
    return bad


def gnugo_all(only):
    from gtp_client import Engine, find_gnugo, GNUGO_ARGS
    eng = Engine([find_gnugo()] + GNUGO_ARGS)
    fails = 0
    total = 0
    for pr in PROBLEMS:
        if only and pr['id'] not in only:
            continue
        pl = Placed(pr)
        name = '%03d_%s' % (pr['id'], pr['slug'])
        eng.command('loadsgf %s' % os.path.join(GAMES, name + '.sgf'))
        for cmd, pattern in pr['tests']:
            ans = eng.command('owl_%s %s' % (cmd, pl.v(pr['target'])))
            pat = pl.text(pattern)
            ok = re.fullmatch(pat, ans) is not None
            total += 1
            if not ok:
                fails += 1
            print('%s %3d %-28s %-6s want %-22s gnugo %s' % (
                'ok ' if ok else 'GNU', pr['id'], pr['slug'], cmd, pat, ans))
            sys.stdout.flush()
    print('GNU Go: %d of %d' % (total - fails, total))
    eng.close()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--check', action='store_true')
    ap.add_argument('--solve', action='store_true')
    ap.add_argument('--gnugo', action='store_true')
    ap.add_argument('--only', default='')
    args = ap.parse_args()
    only = {int(x) for x in args.only.split(',') if x}
    ids = [p['id'] for p in PROBLEMS]
    assert len(ids) == len(set(ids)), 'duplicate ids'
    files = build()
    if args.check:
        changed = [f for f, t in files.items()
                   if not os.path.exists(f) or open(f).read() != t]
        for f in changed:
            print('differs:', os.path.relpath(f, ROOT))
        sys.exit(1 if changed else 0)
    os.makedirs(GAMES, exist_ok=True)
    for f, t in files.items():
        with open(f, 'w') as fh:
            fh.write(t)
    print('wrote %d problems, %d tests' % (
        len(PROBLEMS), sum(len(p['tests']) for p in PROBLEMS)))
    if args.solve:
        bad = solve_all(only)
        print('reader disagrees on %d tests' % bad)
    if args.gnugo:
        gnugo_all(only)


if __name__ == '__main__':
    main()
