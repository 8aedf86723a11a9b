#!/usr/bin/env python3
"""Dragons against GNU Go 3.8, stone by stone, on the self-play positions.

For the middle and late positions of the self-play set (selfplay_games.py:
GNU Go against itself, 9x9, 13x13 and 19x19, cached in target/selfplay),
both engines answer `dragon_stones` and `dragon_status` (every dragon).
Each stone on the board counts once for:

  same dragon   Megane's dragon holding the stone has exactly GNU Go's stones
  same status   Megane's status of the stone's dragon (alive, critical, dead,
                unknown) is GNU Go's

and, on the finished games (two passes at the end), `final_status_list
dead` is compared as a set of stones: a game agrees when the sets are equal.

Output: a line per position with its figures (with -v), the stones whose
status differs grouped by (megane, gnugo) status, then
    SUMMARY stones=N same_dragon=D (P%) same_status=S (P%)
    SUMMARY finished=F dead_lists_agree=A (P%)
Exit status 0, also when GNU Go is missing ("skipped: gnugo not found").
"""

import argparse
import collections
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gtp_client import GNUGO_ARGS, MEGANE, find_gnugo, run_script  # noqa: E402
import selfplay_games  # noqa: E402
from score_agreement import finished  # noqa: E402


def dragons(argv, load):
    """{stone: (dragon frozenset, status)} of one engine on one position,
    and the seconds its `dragon_status` took."""
    replies = run_script(argv, [load, 'dragon_stones'], timeout=600)
    groups = [frozenset(l.split()) for l in replies[1].text.splitlines() if l.strip()]
    of = {s: g for g in groups for s in g}
    t0 = time.monotonic()
    replies = run_script(argv, [load, 'dragon_status'], timeout=1200)
    spent = time.monotonic() - t0
    status = {}
    for line in replies[1].text.splitlines():
        if ':' not in line:
            continue
        origin, word = line.split(':', 1)
        word = word.split()[0] if word.split() else '?'
        for s in of.get(origin.strip(), {origin.strip()}):
            status[s] = word
    return {s: (of.get(s, frozenset([s])), status.get(s, '?')) for s in of}, spent


def dead_list(argv, path):
    replies = run_script(argv, [f'loadsgf {path}', 'final_status_list dead'], timeout=600)
    return frozenset(replies[1].text.split())


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--megane', default=MEGANE)
    ap.add_argument('--gnugo', default=None)
    ap.add_argument('--sizes', default='', help='board sizes, e.g. 9,13 (default: all)')
    ap.add_argument('-v', '--verbose', action='store_true')
    args = ap.parse_args()
    gnugo = find_gnugo(args.gnugo)
    if not gnugo:
        print('skipped: gnugo not found')
        return 0
    paths, _, _, failures = selfplay_games.ensure_games(gnugo)
    sizes = [int(s) for s in args.sizes.split(',') if s]
    stones = same_dragon = same_status = 0
    diffs = collections.Counter()
    m_time = g_time = 0.0
    for load in selfplay_games.positions(*sizes):
        m, mt = dragons([args.megane], load)
        g, gt = dragons([gnugo] + GNUGO_ARGS, load)
        m_time += mt
        g_time += gt
        n = d = s = 0
        for stone, (gd, gs) in g.items():
            md, ms = m.get(stone, (frozenset(), '?'))
            n += 1
            d += md == gd
            s += ms == gs
            if ms != gs:
                diffs[(ms, gs)] += 1
        stones += n
        same_dragon += d
        same_status += s
        if args.verbose:
            print(f'{load}: {n} stones, same dragon {d}, same status {s}')
    for (ms, gs), k in diffs.most_common():
        print(f'status megane {ms:9} gnugo {gs:9} {k} stones')
    pct = lambda a, b: 100.0 * a / b if b else 0.0
    print(f'dragon_status time: megane {m_time:.1f} s, gnugo {g_time:.1f} s')
    print(f'SUMMARY stones={stones} same_dragon={same_dragon} ({pct(same_dragon, stones):.1f}%) '
          f'same_status={same_status} ({pct(same_status, stones):.1f}%)')
    done = agree = 0
    for path in sorted(paths):
        if sizes and not any(f'-{s}x{s}-' in path for s in sizes):
            continue
        if not finished(path):
            continue
        done += 1
        md, gd = dead_list([args.megane], path), dead_list([gnugo] + GNUGO_ARGS, path)
        agree += md == gd
        if md != gd:
            print(f'{os.path.basename(path)}: dead megane {sorted(md)} gnugo {sorted(gd)}')
    print(f'SUMMARY finished={done} dead_lists_agree={agree} ({pct(agree, done):.1f}%)')
    return 0


if __name__ == '__main__':
    sys.exit(main())
