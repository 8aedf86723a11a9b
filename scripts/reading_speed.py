#!/usr/bin/env python3
"""Side-by-side speed of Megane and GNU Go 3.8 on a reading suite.

Feeds the commands of a GNU Go-format .tst file (setup and tests, without
the expectations) to each engine as one GTP stream, several times in
alternation, and prints the median wall time of each, their ratio, the
median CPU time (user + system) of each and its ratio, and the reading node
counts (`get_reading_node_counter`). The issue's goal is a ratio of at most
1. On a busy machine the CPU-time ratio is the steadier one: wall time also
counts the time an engine waited for a core. Skips cleanly (exit 0) when
GNU Go is absent.
"""

import argparse
import os
import resource
import statistics
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gtp_client import GNUGO_ARGS, MEGANE, REGRESSION, find_gnugo, split_answers  # noqa: E402

DEFAULT_TST = os.path.join(REGRESSION, 'reading.tst')


def suite_commands(tst):
    """The suite's commands, in order, test numbers stripped (setup lines
    too; comments and expectations left out)."""
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
    return lines


def stream(tst):
    """The suite's commands, numbers stripped, then the node counter."""
    lines = suite_commands(tst)
    lines.append('get_reading_node_counter')
    lines.append('quit')
    return ('\n'.join(lines) + '\n').encode()


def cpu_of_children():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run(cmd, data, cwd):
    """Wall and CPU time of one session and its last answer (the node
    count)."""
    start = time.perf_counter()
    cpu = cpu_of_children()
    out = subprocess.run(cmd, input=data, cwd=cwd, capture_output=True,
                         timeout=600).stdout
    elapsed = time.perf_counter() - start
    cpu = cpu_of_children() - cpu
    answers = split_answers(out)
    nodes = answers[-2].text.strip() if len(answers) >= 2 else '?'
    return elapsed, cpu, nodes


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--tst', default=DEFAULT_TST)
    ap.add_argument('--megane', default=MEGANE)
    ap.add_argument('--runs', type=int, default=7)
    args = ap.parse_args()
    gnugo = find_gnugo()
    if gnugo is None:
        print('reading speed: GNU Go not found, skipped')
        return 0
    if not os.path.isfile(args.tst):
        print(f'reading speed: {args.tst} not found (../shared), skipped')
        return 0
    tst = os.path.abspath(args.tst)
    cwd = os.path.dirname(tst)
    data = stream(tst)
    engines = {'megane': [os.path.abspath(args.megane)],
               'gnugo': [gnugo] + GNUGO_ARGS}
    times = {name: [] for name in engines}
    cpus = {name: [] for name in engines}
    nodes = {}
    for _ in range(args.runs):
        for name, cmd in engines.items():
            t, c, n = run(cmd, data, cwd)
            times[name].append(t)
            cpus[name].append(c)
            nodes[name] = n
    med = {name: statistics.median(ts) for name, ts in times.items()}
    cpu = {name: statistics.median(cs) for name, cs in cpus.items()}
    print(f"reading speed on {os.path.basename(tst)} ({args.runs} runs each, "
          f"alternating): wall megane {med['megane']:.3f} s, gnugo {med['gnugo']:.3f} s, "
          f"ratio {med['megane'] / med['gnugo']:.2f}; cpu megane {cpu['megane']:.3f} s, "
          f"gnugo {cpu['gnugo']:.3f} s, ratio {cpu['megane'] / cpu['gnugo']:.2f}; "
          f"reading nodes megane {nodes['megane']}, gnugo {nodes['gnugo']}")
    return 0


if __name__ == '__main__':
    sys.exit(main())
