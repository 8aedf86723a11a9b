#!/usr/bin/env python3
"""How often GNU Go 3.8 disputes the life-and-death reader's static verdicts.

The reader settles a node without searching when its judgement says
"alive" (two sure eyes, or a way out) or "dead". A wrong verdict deep in
the tree decides the answer at the root, so the verdicts' quality is
measured on their own: the suite (owl.tst by default) is played into
Megane with the `megane::owl_leaves` trace log on, which writes every
position the reader settled by its verdict; a sample of each verdict is
set up in GNU Go, which is asked `owl_attack` on the target of an "alive"
verdict and `owl_defend` on the target of a "dead" one. A disputed
verdict is one where GNU Go finds the kill, or the save, that the
verdict says does not exist.

GNU Go is a strong but not perfect reader, and its dragon may hold more
or fewer stones than the reader's goal, so a dispute is a pointer to
look at, not a proven error: compare builds on the same sample (--seed).
Prints the positions settled, the disputes per verdict and, with
--show N, the first N disputed positions. Skips cleanly (exit 0) without
GNU Go or the suite.
"""

import argparse
import os
import random
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gtp_client import GNUGO_ARGS, MEGANE, REGRESSION, find_gnugo  # noqa: E402
from reading_speed import suite_commands  # noqa: E402

LOG = 'megane::owl_leaves'


def settled_positions(megane, tst):
    """The distinct positions the reader settled while answering `tst`:
    (verdict, target, size, black stones, white stones) tuples."""
    lines = suite_commands(tst) + ['quit']
    env = dict(os.environ, RUST_LOG=LOG + '=trace')
    p = subprocess.run([megane, '--owl-seconds', '0'], input='\n'.join(lines) + '\n',
                       capture_output=True, text=True, cwd=os.path.dirname(tst), env=env)
    found = set()
    for line in p.stderr.splitlines():
        if LOG not in line or '] ' not in line:
            continue
        fields = line.split('] ', 1)[1].split('|')
        if len(fields) == 5:
            found.add(tuple(fields))
    return sorted(found)


def gnugo_answers(gnugo, sample):
    """GNU Go's answer to the question that disputes each verdict."""
    cmds, asked = [], []
    for verdict, target, size, black, white in sample:
        cmds += ['boardsize ' + size, 'clear_board']
        cmds += ['play black ' + v for v in black.split(',') if v]
        cmds += ['play white ' + v for v in white.split(',') if v]
        asked.append(len(cmds))
        cmds.append(('owl_attack ' if verdict == 'Alive' else 'owl_defend ') + target)
    p = subprocess.run([gnugo] + GNUGO_ARGS, input='\n'.join(cmds) + '\nquit\n',
                       capture_output=True, text=True)
    answers = [a.strip() for a in p.stdout.strip().split('\n\n')]
    return [answers[i].lstrip('=? ').strip() if i < len(answers) else '' for i in asked]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    ap.add_argument('--megane', default=MEGANE)
    ap.add_argument('--gnugo', default=None)
    ap.add_argument('--tst', default=os.path.join(REGRESSION, 'owl.tst'))
    ap.add_argument('--sample', type=int, default=400, help='positions per verdict')
    ap.add_argument('--seed', type=int, default=5)
    ap.add_argument('--show', type=int, default=0, help='disputed positions to print')
    args = ap.parse_args()
    args.megane = os.path.abspath(args.megane)
    gnugo = find_gnugo(args.gnugo)
    if gnugo is None or not os.path.exists(args.tst):
        print('owl judgement check: skipped (no GNU Go or no suite)')
        return 0
    positions = settled_positions(args.megane, args.tst)
    rng = random.Random(args.seed)
    shown = 0
    for verdict in ('Alive', 'Dead'):
        pool = [p for p in positions if p[0] == verdict]
        sample = rng.sample(pool, min(args.sample, len(pool)))
        answers = gnugo_answers(gnugo, sample)
        disputed = [(p, a) for p, a in zip(sample, answers) if a[:1] in ('1', '2', '3')]
        share = 100.0 * len(disputed) / max(1, len(sample))
        print('owl judgement %s: %d settled, %d sampled, GNU Go disputes %d (%.1f%%)'
              % (verdict.lower(), len(pool), len(sample), len(disputed), share))
        for p, a in disputed:
            if shown >= args.show:
                break
            shown += 1
            print('  %s %s: GNU Go %s %s; black %s; white %s'
                  % (verdict.lower(), p[1], 'owl_attack' if verdict == 'Alive' else 'owl_defend',
                     a, p[3], p[4]))
    return 0


if __name__ == '__main__':
    sys.exit(main())
