#!/usr/bin/env python3
"""An exhaustive local life-and-death reader, the independent check of
regress/life_death.tst (scripts/make_ld_suite.py uses it).

A development tool, not part of the build, and not an engine: it reads one
closed local fight to the end.  The problem: a board, the vertex V of the
group in question (the defender's) and the attacker's walls, strings that
cannot be captured (in the suite: every attacker string that touches the
frame the generator draws, which has two eyes of its own).  The local
region is every point reachable from V without crossing a wall; moves are
played there only (anything else is a pass).  The fight ends when

  - a stone of V's string is captured: the attacker wins;
  - V's string is unconditionally alive (Benson's algorithm, the wall
    counting as the outside): the defender wins;
  - the attacker passes (equivalently: has no move left that helps): the
    defender wins -- the group stands, alive or in seki.  The defender may
    pass (tenuki) at any time.

Ko is read three ways, as GNU Go's result codes need: with no ko threats
for either side (the simple ko rule binds both), with unlimited threats for
the attacker (the attacker may retake a ko at once, the defender may not),
and with unlimited threats for the defender.  A further repetition of a
whole position on the line being read is not allowed (positional superko
on the line), so every line ends.  The mover's result is

  1  wins even when the opponent has every ko threat (unconditional);
  2  wins when neither side has threats (the opponent would have to find
     the first threat: GNU Go's KO_A);
  3  wins only with threats of its own (the mover needs the first threat:
     GNU Go's KO_B);
  0  loses even with every ko threat.

The search itself runs in ld_solve_core.c (compiled with the system's C
compiler into the temporary folder on first use; same rules, much faster);
Problem.code() is the same search in Python.  The memo ignores how a
position was reached, so a result could in principle depend on the move
order through the repetition rule; LD_SEED=k shuffles the order, and the
suite's answers are the same under other seeds.

usage (a quick check of one SGF):  ld_solve.py FILE.sgf VERTEX
"""
import sys

COLS = 'ABCDEFGHJKLMNOPQRST'

sys.setrecursionlimit(100000)


def vertex(x, y):
    return f'{COLS[x]}{y + 1}'


def parse_vertex(v):
    v = v.strip().upper()
    return COLS.index(v[0]), int(v[1:]) - 1


def neighbours(p, size):
    x, y = p
    for q in ((x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)):
        if 0 <= q[0] < size and 0 <= q[1] < size:
            yield q


def strings(stones, size):
    """{point: frozenset of its string} for every stone."""
    out = {}
    for p, c in stones.items():
        if p in out:
            continue
        seen, todo = {p}, [p]
        while todo:
            q = todo.pop()
            for r in neighbours(q, size):
                if r not in seen and stones.get(r) == c:
                    seen.add(r)
                    todo.append(r)
        s = frozenset(seen)
        for q in s:
            out[q] = s
    return out


class Problem:
    """One closed local fight around the string at `target`.

    stones: {(x, y): 'B' | 'W'}; walls: the attacker's uncapturable stones
    (a set of points; every attacker string meeting it is a wall)."""

    def __init__(self, size, stones, target, walls):
        self.size = size
        self.defender = stones[target]
        self.attacker = 'B' if self.defender == 'W' else 'W'
        strs = strings(stones, size)
        wall = set()
        for p in walls:
            if stones.get(p) == self.attacker:
                wall |= strs[p]
        self.wall = wall
        # the region: flood from the target through everything but walls
        region, todo = {target}, [target]
        while todo:
            q = todo.pop()
            for r in neighbours(q, size):
                if r not in region and r not in wall:
                    region.add(r)
                    todo.append(r)
                    if len(region) > 62:
                        raise ValueError(f'region around {vertex(*target)} is not closed')
        self.points = sorted(region, key=lambda p: (p[1], p[0]))
        self.index = {p: i for i, p in enumerate(self.points)}
        n = len(self.points)
        self.n = n
        self.full = (1 << n) - 1
        self.nb = [0] * n
        self.wall_adj = 0
        for i, p in enumerate(self.points):
            for q in neighbours(p, size):
                if q in self.index:
                    self.nb[i] |= 1 << self.index[q]
                elif q in wall:
                    self.wall_adj |= 1 << i
        d = a = 0
        for p, c in stones.items():
            if p in self.index:
                if c == self.defender:
                    d |= 1 << self.index[p]
                else:
                    a |= 1 << self.index[p]
        self.d0, self.a0 = d, a
        self.key = self.flood(1 << self.index[target], d)

    # ---------------------------------------------------------------- board
    def nbmask(self, m):
        out = 0
        nb = self.nb
        while m:
            low = m & -m
            out |= nb[low.bit_length() - 1]
            m ^= low
        return out

    def flood(self, start, mask):
        s = front = start
        while front:
            new = self.nbmask(front) & mask & ~s
            s |= new
            front = new
        return s

    def play(self, d, a, p, att):
        """The position after `att` (True: attacker) plays at index p, as
        (d, a, ko) -- ko the index of the point the opponent may not retake
        at once, or -1 -- or None if the move is illegal (occupied, suicide)."""
        bit = 1 << p
        if (d | a) & bit:
            return None
        own, opp = (a, d) if att else (d, a)
        own |= bit
        empty = self.full & ~(own | opp)
        captured = 0
        nbp = self.nb[p] & opp
        while nbp:
            low = nbp & -nbp
            nbp ^= low
            if captured & low:
                continue
            s = self.flood(low, opp)
            if not att and (s & self.wall_adj):
                continue            # the attacker's stones joined to a wall
            if not (self.nbmask(s) & empty):
                captured |= s
        opp &= ~captured
        empty = self.full & ~(own | opp)
        mine = self.flood(bit, own)
        libs = self.nbmask(mine) & empty
        if not libs and not (att and (mine & self.wall_adj)):
            return None
        ko = -1
        if mine == bit and captured and (captured & (captured - 1)) == 0 and libs == captured:
            ko = captured.bit_length() - 1
        return (opp, own, ko) if att else (own, opp, ko)

    # -------------------------------------------------------------- benson
    def benson(self, d, a):
        """True if the target's string is unconditionally alive."""
        empty = self.full & ~(d | a)
        chains = []
        rest = d
        while rest:
            low = rest & -rest
            c = self.flood(low, d)
            chains.append(c)
            rest &= ~c
        regions = []
        rest = self.full & ~d
        while rest:
            low = rest & -rest
            r = self.flood(low, self.full & ~d)
            rest &= ~r
            if r & self.wall_adj:
                continue        # open to the outside
            regions.append(r)
        libs = [self.nbmask(c) & empty for c in chains]
        alive = set(range(len(chains)))
        live_regions = set(range(len(regions)))
        bound = [self.nbmask(r) & d for r in regions]
        while True:
            changed = False
            for ci in list(alive):
                vital = 0
                for ri in live_regions:
                    r = regions[ri]
                    e = r & empty
                    if (bound[ri] & chains[ci]) and (e & ~libs[ci]) == 0:
                        vital += 1
                if vital < 2:
                    alive.discard(ci)
                    changed = True
            dead_mask = 0
            for ci in range(len(chains)):
                if ci not in alive:
                    dead_mask |= chains[ci]
            for ri in list(live_regions):
                if bound[ri] & dead_mask:
                    live_regions.discard(ri)
                    changed = True
            if not changed:
                break
        for ci in alive:
            if chains[ci] & self.key:
                return True
        return False

    # -------------------------------------------------------------- search
    def solve(self, d, a, att_to_move, ko, regime):
        """True if the attacker wins from this node.  regime: 'N' (no
        threats), 'A' (attacker has every threat), 'D' (defender has)."""
        memo = self.memos.setdefault(regime, {})
        path = set()
        order = self.order

        def rec(d, a, att, ko):
            if (d & self.key) != self.key:
                return True
            k = (d, a, att, ko)
            if k in memo:
                return memo[k]
            if self.benson(d, a):
                memo[k] = False
                return False
            pk = (d, a, att)
            path.add(pk)
            if att:
                res = False
                for p in order:
                    if p == ko and regime != 'A':
                        continue
                    nxt = self.play(d, a, p, True)
                    if nxt is None:
                        continue
                    nd, na, nko = nxt
                    if (nd, na, False) in path and not (p == ko):
                        continue
                    if rec(nd, na, False, nko):
                        res = True
                        break
            else:
                res = True
                for p in order:
                    if p == ko and regime != 'D':
                        continue
                    nxt = self.play(d, a, p, False)
                    if nxt is None:
                        continue
                    nd, na, nko = nxt
                    if (nd, na, True) in path and not (p == ko):
                        continue
                    if not rec(nd, na, True, nko):
                        res = False
                        break
                if res and (d, a, True) not in path:
                    # the defender passes
                    if not rec(d, a, True, -1):
                        res = False
            path.discard(pk)
            memo[k] = res
            return res

        return rec(d, a, att_to_move, ko)

    def setup(self):
        self.memos = {}
        # central points first
        self.order = sorted(range(self.n), key=lambda i: -bin(self.nb[i]).count('1'))

    def code(self, d, a, mover_att, ko=-1):
        """GNU Go's code for the mover at this node (see the docstring)."""
        if mover_att:
            if self.solve(d, a, True, ko, 'D'):
                return 1
            if self.solve(d, a, True, ko, 'N'):
                return 2
            if self.solve(d, a, True, ko, 'A'):
                return 3
            return 0
        else:
            if not self.solve(d, a, False, ko, 'A'):
                return 1
            if not self.solve(d, a, False, ko, 'N'):
                return 2
            if not self.solve(d, a, False, ko, 'D'):
                return 3
            return 0

    def first_moves(self, attack, use_c=True, start=None):
        """(best code, [vertices reaching it], {vertex: code}) for the
        attacker (attack=True) or the defender moving first from the initial
        position; a move's code is the mover's result after it, read with
        the opponent to move."""
        if not hasattr(self, 'memos'):
            self.setup()
        d, a, ko = start if start else (self.d0, self.a0, -1)
        results, queries = {}, []
        for p in range(self.n):
            if p == ko:
                continue
            nxt = self.play(d, a, p, attack)
            if nxt is None:
                continue
            nd, na, nko = nxt
            v = vertex(*self.points[p])
            if attack and (nd & self.key) != self.key:
                results[v] = 1
            else:
                queries.append((v, (not attack, nd, na, nko)))
        if use_c:
            codes = self.codes_c([q for _, q in queries])
        else:
            codes = [self.code(nd, na, att, nko) for att, nd, na, nko in (q for _, q in queries)]
        for (v, _), oc in zip(queries, codes):
            # the opponent's code at the child, seen from the mover
            results[v] = {0: 1, 1: 0, 2: 3, 3: 2}[oc]
        best = 0
        for c in results.values():
            if c and (best == 0 or c < best):
                best = c
        return best, sorted(v for v, c in results.items() if c == best and best), results

    def codes_c(self, queries):
        """Codes of (mover_is_attacker, d, a, ko) nodes, by ld_solve_core.c."""
        import subprocess
        exe = core_binary()
        lines = [str(self.n)] + [str(m) for m in self.nb]
        lines.append('%d %d %d %d' % (self.wall_adj, self.d0, self.a0, self.key))
        lines.append(str(len(queries)))
        for att, d, a, ko in queries:
            lines.append('%d %d %d %d' % (1 if att else 0, d, a, ko))
        r = subprocess.run([exe], input='\n'.join(lines) + '\n', capture_output=True,
                           text=True, check=True)
        return [int(x) for x in r.stdout.split()]

    def after(self, moves):
        """Play a list of (colour, vertex) moves from the initial position;
        returns (d, a, ko)."""
        d, a, ko = self.d0, self.a0, -1
        for col, v in moves:
            p = self.index[parse_vertex(v)]
            nxt = self.play(d, a, p, col == self.attacker)
            if nxt is None:
                raise ValueError(f'illegal {col} {v}')
            d, a, ko = nxt
        return d, a, ko


def core_binary():
    """ld_solve_core.c compiled (cc -O2) into the temporary folder, rebuilt
    when the source is newer."""
    import os
    import subprocess
    import tempfile
    src = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'ld_solve_core.c')
    exe = os.path.join(tempfile.gettempdir(), 'ld_solve_core')
    if not os.path.exists(exe) or os.path.getmtime(exe) < os.path.getmtime(src):
        subprocess.run(['cc', '-O2', '-o', exe, src], check=True)
    return exe


def load_sgf(path):
    import re
    text = open(path).read()
    size = int(re.search(r'SZ\[(\d+)\]', text).group(1))
    stones = {}
    for tag, col in (('AB', 'B'), ('AW', 'W')):
        m = re.search(tag + r'((?:\[[a-s]{2}\])+)', text)
        if m:
            for s in re.findall(r'\[([a-s]{2})\]', m.group(1)):
                stones[(ord(s[0]) - 97, size - 1 - (ord(s[1]) - 97))] = col
    return size, stones


def main():
    path, v = sys.argv[1], sys.argv[2]
    size, stones = load_sgf(path)
    t = parse_vertex(v)
    # walls: attacker strings of 8 stones or more
    att = 'B' if stones[t] == 'W' else 'W'
    strs = strings(stones, size)
    walls = {p for p, c in stones.items() if c == att and len(strs[p]) >= 8}
    pr = Problem(size, stones, t, walls)
    pr.setup()
    print('region', len(pr.points), 'points')
    print('attack', pr.first_moves(True)[:2])
    print('defend', pr.first_moves(False)[:2])


if __name__ == '__main__':
    main()
