#!/usr/bin/env python3
"""Side-by-side speed of Megane and GNU Go 3.8 on a reading suite.

Feeds the commands of a GNU Go-format .tst file (setup and tests, without
the expectations) to each engine as one GTP stream, several times in
alternation, and prints the median wall time of each, their ratio, and the
reading node counts (`get_reading_node_counter`). The issue's goal is a
ratio of at most 1. Skips cleanly (exit 0) when GNU Go is absent.
"""

import argparse
import os
import statistics
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gnugo_path import find_gnugo  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_TST = os.path.join(HERE, '..', '..', 'shared', 'reference', 'gnugo',
                           'regression', 'reading.tst')
DEFAULT_MEGANE = os.path.join(HERE, '..', 'target', 'release', 'megane')


def stream(tst):
    """The suite's commands, numbers stripped, then the node counter."""
    lines = []
    with open(tst) as f:
        for line in f:
            line = line.split('#', 1)[0].strip()
            if not line:
                continue
            word = line.split()
            if word[0].isdigit():
                word = word[1:]
            lines.append(' '.join(word))
    lines.append('get_reading_node_counter')
    lines.append('quit')
    return ('\n'.join(lines) + '\n').encode()


def run(cmd, data, cwd):
    """Wall time of one session and its last answer (the node count)."""
    start = time.perf_counter()
    out = subprocess.run(cmd, input=data, cwd=cwd, capture_output=True,
                         timeout=600).stdout.decode(errors='replace')
    elapsed = time.perf_counter() - start
    answers = [a for a in out.split('\n\n') if a.strip()]
    nodes = answers[-2].lstrip('= ').strip() if len(answers) >= 2 else '?'
    return elapsed, nodes


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--tst', default=DEFAULT_TST)
    ap.add_argument('--megane', default=DEFAULT_MEGANE)
    ap.add_argument('--runs', type=int, default=7)
    args = ap.parse_args()
    gnugo = find_gnugo()
    if gnugo is None:
        print('reading speed: GNU Go not found, skipped')
        return 0
    tst = os.path.abspath(args.tst)
    cwd = os.path.dirname(tst)
    data = stream(tst)
    engines = {'megane': [os.path.abspath(args.megane)],
               'gnugo': [gnugo, '--mode', 'gtp']}
    times = {name: [] for name in engines}
    nodes = {}
    for _ in range(args.runs):
        for name, cmd in engines.items():
            t, n = run(cmd, data, cwd)
            times[name].append(t)
            nodes[name] = n
    med = {name: statistics.median(ts) for name, ts in times.items()}
    print(f"reading speed on {os.path.basename(tst)} ({args.runs} runs each, "
          f"alternating): megane {med['megane']:.3f} s, gnugo {med['gnugo']:.3f} s, "
          f"ratio {med['megane'] / med['gnugo']:.2f}; reading nodes megane "
          f"{nodes['megane']}, gnugo {nodes['gnugo']}")
    return 0


if __name__ == '__main__':
    sys.exit(main())
