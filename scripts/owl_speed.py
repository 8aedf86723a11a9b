#!/usr/bin/env python3
"""Side-by-side speed of Megane's and GNU Go 3.8's life-and-death readers.

Plays a GNU Go-format .tst suite (owl.tst by default) into each engine, one
engine after the other, each in one persistent GTP session started in the
suite's folder, and times every `owl_attack` and `owl_defend` question on
its own (setup commands are sent but not counted). Prints, for each
engine: the questions timed, the suite's whole wall time, the sum of the
questions' times, their median and maximum, and how many took over 2 s;
then the ratio of the whole times. The issue's goals: the whole time at
most GNU Go's, the median call under 100 ms, no call over 2 s at the
default budget. Skips cleanly (exit 0) without GNU Go or the suite.
"""

import argparse
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gtp_client import GNUGO_ARGS, MEGANE, REGRESSION, Engine, find_gnugo  # noqa: E402
from reading_speed import suite_commands  # noqa: E402

DEFAULT_TST = os.path.join(REGRESSION, 'owl.tst')
TIMED = ('owl_attack', 'owl_defend')


def session(argv, cwd, lines):
    eng = Engine(argv, cwd=cwd)
    times = []
    start = time.perf_counter()
    for line in lines:
        t0 = time.perf_counter()
        try:
            eng.ask(line, timeout=120)
        except Exception:  # an error answer or a crash: still timed
            pass
        if line.split()[0] in TIMED:
            times.append(time.perf_counter() - t0)
    whole = time.perf_counter() - start
    eng.close()
    return whole, times


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--tst', default=DEFAULT_TST)
    ap.add_argument('--megane', default=MEGANE)
    args = ap.parse_args()
    gnugo = find_gnugo()
    if gnugo is None:
        print('owl speed: GNU Go not found, skipped')
        return 0
    if not os.path.isfile(args.tst):
        print(f'owl speed: {args.tst} not found (../shared), skipped')
        return 0
    tst = os.path.abspath(args.tst)
    lines = suite_commands(tst)
    whole = {}
    for name, argv in (('megane', [os.path.abspath(args.megane)]),
                       ('gnugo', [gnugo] + GNUGO_ARGS)):
        w, ts = session(argv, os.path.dirname(tst), lines)
        whole[name] = w
        print(f'owl speed {name}: {os.path.basename(tst)} {w:.1f} s whole; '
              f'{len(ts)} questions, {sum(ts):.1f} s, median {1000 * statistics.median(ts):.0f} ms, '
              f'max {1000 * max(ts):.0f} ms, over 2 s: {sum(t > 2.0 for t in ts)}')
    print(f"owl speed ratio (whole suite, megane / gnugo): {whole['megane'] / whole['gnugo']:.2f}")
    return 0


if __name__ == '__main__':
    sys.exit(main())
