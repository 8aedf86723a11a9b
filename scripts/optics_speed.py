#!/usr/bin/env python3
"""Side-by-side speed of the full eye analysis: Megane against GNU Go 3.8.

For each 19x19 middle-game position (GNU Go self-play games made by
scripts/selfplay_games.py, the moves between 30% and 70% of each game; with
--suites also the 19x19 positions of GNU Go's optics.tst), each engine gets
`loadsgf FILE MOVE` then `eye_data black A1`: the time from loading to that
first answer covers the whole analysis (worms, domains, topology, eye
values of both colours). Each engine runs the positions as one GTP stream;
the streams alternate --runs times and the medians are compared. Then a
second `eye_data` per position measures the cached answer.

Prints the median times, the speedup GNU Go time / Megane time (the issue
asks at least 5), and a SUMMARY line. Skips cleanly (exit 0) without GNU Go.
"""

import argparse
import os
import statistics
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gtp_client import GNUGO_ARGS, MEGANE, REGRESSION, find_gnugo, split_answers  # noqa: E402
import selfplay_games  # noqa: E402


def middle_game(gnugo):
    """`loadsgf PATH MOVE` lines: 19x19 self-play positions, middle game."""
    selfplay_games.ensure_games(gnugo)
    out = []
    for path in sorted(os.listdir(selfplay_games.DEFAULT_DIR)):
        if '19x19' not in path or not path.endswith('.sgf'):
            continue
        full = os.path.join(selfplay_games.DEFAULT_DIR, path)
        n = selfplay_games.read_moves(full)
        for frac in (0.3, 0.4, 0.5, 0.6, 0.7):
            out.append(f'loadsgf {full} {max(1, int(n * frac))}')
    return out


def suite_positions():
    """The 19x19 `loadsgf` lines of optics.tst (all its games are 19x19)."""
    seen, out = set(), []
    with open(os.path.join(REGRESSION, 'optics.tst')) as f:
        for line in f:
            line = line.split('#')[0].strip()
            if line.startswith('loadsgf') and line not in seen:
                seen.add(line)
                out.append(line)
    return out


def stream(positions, repeat):
    cmds = []
    for p in positions:
        cmds.append(p)
        cmds.extend(['eye_data black A1'] * repeat)
    cmds.append('quit')
    return ('\n'.join(cmds) + '\n').encode()


def run(argv, data):
    start = time.perf_counter()
    out = subprocess.run(argv, input=data, cwd=REGRESSION, capture_output=True,
                         timeout=1800).stdout
    elapsed = time.perf_counter() - start
    errors = sum(1 for a in split_answers(out) if not a.ok)
    return elapsed, errors


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--megane', default=MEGANE)
    ap.add_argument('--gnugo', default=None)
    ap.add_argument('--runs', type=int, default=3)
    ap.add_argument('--suites', action='store_true',
                    help="also the positions of GNU Go's optics.tst")
    args = ap.parse_args()
    gnugo = args.gnugo or find_gnugo()
    if not gnugo:
        print('skipped: gnugo not found')
        return 0
    if not os.path.isdir(REGRESSION):
        print(f'skipped: {REGRESSION} not found (../shared)')
        return 0
    positions = middle_game(gnugo) + (suite_positions() if args.suites else [])
    engines = {'gnugo': [gnugo] + GNUGO_ARGS,
               'megane': [args.megane]}
    times = {(e, r): [] for e in engines for r in (1, 2)}
    for _ in range(args.runs):
        for repeat in (1, 2):
            data = stream(positions, repeat)
            for name, argv in engines.items():
                elapsed, errors = run(argv, data)
                if errors:
                    print(f'{name}: {errors} error answers')
                times[(name, repeat)].append(elapsed)
    med = {k: statistics.median(v) for k, v in times.items()}
    n = len(positions)
    for name in engines:
        first = med[(name, 1)]
        cached = max(0.0, med[(name, 2)] - first)
        print(f'{name:7} {first:7.2f} s for {n} positions '
              f'({1000 * first / n:6.1f} ms each); a second eye_data '
              f'{1000 * cached / n:6.2f} ms each')
    ratio = med[('gnugo', 1)] / med[('megane', 1)]
    print(f'SUMMARY positions={n} gnugo={med[("gnugo", 1)]:.2f}s '
          f'megane={med[("megane", 1)]:.2f}s speedup={ratio:.2f}x '
          f'goal(>=5x)={"ok" if ratio >= 5 else "not met"}')
    return 0


if __name__ == '__main__':
    sys.exit(main())
