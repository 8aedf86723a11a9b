#!/usr/bin/env python3
"""Does Megane's `final_score` agree with GNU Go 3.8's on finished games?

gogui-twogtp records a game's result only when both engines' final_score
strings are identical, so this is the figure that matters for matches.
The games are the self-play set of selfplay_games.py (GNU Go against
itself, 9x9, 13x13 and 19x19, generated once and cached in target/selfplay);
a game counts when it ends with two passes (a resignation is no finished
game). `final_status_list dead` is compared too, as a set of stones. For
every game where either answer differs both engines' score and dead-stone
lists are printed. --games9/--games13/--games19 (and --dir) choose a bigger
set than selfplay_games.py's default one (missing games are generated).

Output: one line per disagreement, then
    SUMMARY games=N finished=F agree=A (P%)
    SUMMARY finished=F dead_lists_agree=D (P%)
Exit status 0, also when GNU Go is missing ("skipped: gnugo not found").
"""

import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gtp_client import GNUGO_ARGS, MEGANE, find_gnugo, run_script  # noqa: E402
import selfplay_games  # noqa: E402


def answers(argv, path):
    """final_score and the dead list of one engine on the finished game."""
    replies = [a.text.strip() for a in run_script(
        argv, [f'loadsgf {path}', 'final_score', 'final_status_list dead'], timeout=120)]
    score = replies[1] if len(replies) > 1 else '?'
    dead = replies[2].replace('\n', ' | ') if len(replies) > 2 else '?'
    return score, dead


def finished(path):
    """Whether the record ends with two passes (`B[]` and `W[]`)."""
    with open(path, encoding='utf-8', errors='replace') as f:
        nodes = f.read().rstrip().rstrip(')').split(';')
    return len(nodes) >= 3 and all(n.strip()[1:] == '[]' for n in nodes[-2:])


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--megane', default=MEGANE)
    ap.add_argument('--gnugo', default=None)
    ap.add_argument('--dir', default=selfplay_games.DEFAULT_DIR,
                    help='self-play cache folder (default: target/selfplay)')
    for size in (9, 13, 19):
        ap.add_argument(f'--games{size}', type=int, metavar='N',
                        default=selfplay_games.DEFAULT_COUNTS[size],
                        help=f'self-play games on {size}x{size} '
                             f'(default {selfplay_games.DEFAULT_COUNTS[size]})')
    args = ap.parse_args()
    gnugo = find_gnugo(args.gnugo)
    if not gnugo:
        print('skipped: gnugo not found')
        return 0
    counts = {9: args.games9, 13: args.games13, 19: args.games19}
    paths, _, _, failures = selfplay_games.ensure_games(
        gnugo, args.dir, counts, jobs=1)
    if failures:
        print(f'note: {len(failures)} games could not be generated')
    games = done = agree = same_dead = 0
    for path in sorted(paths):
        games += 1
        if not finished(path):
            continue
        done += 1
        g = answers([gnugo] + GNUGO_ARGS, path)
        m = answers([args.megane], path)
        agree += g[0] == m[0]
        dead_equal = set(g[1].replace('|', ' ').split()) == set(m[1].replace('|', ' ').split())
        same_dead += dead_equal
        if g[0] != m[0] or not dead_equal:
            name = os.path.basename(path)
            print(f'{name}: gnugo {g[0]} (dead {g[1]}), megane {m[0]} (dead {m[1]})')
    share = 100.0 * agree / done if done else 0.0
    print(f'SUMMARY games={games} finished={done} agree={agree} ({share:.1f}%)')
    share = 100.0 * same_dead / done if done else 0.0
    print(f'SUMMARY finished={done} dead_lists_agree={same_dead} ({share:.1f}%)')
    return 0


if __name__ == '__main__':
    sys.exit(main())
