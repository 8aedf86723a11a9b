#!/usr/bin/env python3
"""Runs into a capture: how often a player extends a string of its own out
of atari to two liberties where the tactical reader still captures it (a
ladder run out, a net ignored), in finished games, and what a Megane build
plays in those same positions.

For every move of the named player in each SGF game, the position before
the move is set up in Megane and checked: the move touches a string of the
player's in atari, leaves the string it joins with exactly two liberties,
and `attack` on it still succeeds. Such a move is a "run". With --replay,
the build under test (--megane) is asked `genmove` in each position where
the game had a run (at --playouts a move, so the answer does not depend on
the machine's speed), and its move is checked the same way.

Output: a line per game with its runs (move number, point, stones in the
string), with --replay a line per position with the build's move, then
    SUMMARY games=G runs=R games_with_runs=W
    SUMMARY replayed=N runs=K resigned=S    (with --replay)
The judge is always --judge (default: the release build), so that two
builds are compared on the same runs.
"""

import argparse
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gtp_client import MEGANE, Engine  # noqa: E402
from playout_speed import COLUMNS, sgf_moves  # noqa: E402

COLOUR = {'b': 'black', 'w': 'white'}


def players(text):
    """The players' names by colour letter ('B', 'W') of one SGF game."""
    return {c: (re.search(r'P%s\[([^\]]*)\]' % c, text) or [None, ''])[1] for c in 'BW'}


def neighbours(v, size):
    col, row = COLUMNS.index(v[0]), int(v[1:])
    for dc, dr in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        c, r = col + dc, row + dr
        if 0 <= c < size and 1 <= r <= size:
            yield '%s%d' % (COLUMNS[c], r)


def is_run(judge, colour, v, size):
    """Plays `colour` at `v` in the judge's position (the move stays on the
    board) and says whether it was a run: stones in the string it made, or
    0 when it was none."""
    in_atari = any(judge.command('color %s' % n) == colour
                   and judge.command('countlib %s' % n) == '1'
                   for n in neighbours(v, size))
    judge.command('play %s %s' % (colour, v))
    if not in_atari or judge.command('countlib %s' % v) != '2':
        return 0
    if not judge.command('attack %s' % v).startswith('1'):
        return 0
    return len(judge.command('worm_stones %s' % v).split())


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    ap.add_argument('games', nargs='+', help='SGF files')
    ap.add_argument('--player', default='Megane',
                    help='the player whose moves are checked, by its PB/PW name (default Megane)')
    ap.add_argument('--judge', default=MEGANE, help='the Megane build that checks the moves')
    ap.add_argument('--megane', default=None, help='the build asked in the runs\' positions (--replay)')
    ap.add_argument('--replay', action='store_true', help='ask --megane (default: the judge) in each run\'s position')
    ap.add_argument('--playouts', type=int, default=8000, help='playouts a move when replaying (default 8000)')
    args = ap.parse_args()

    judge = Engine([args.judge])
    runs = []
    games_with = 0
    for path in args.games:
        names = players(open(path, encoding='utf-8', errors='replace').read())
        mine = [c for c in 'BW' if names[c] == args.player]
        if not mine:
            print('%s: no player named %s' % (path, args.player))
            continue
        size, plays = sgf_moves(path, None)
        judge.command('boardsize %d' % size)
        judge.command('clear_board')
        found = []
        for i, play in enumerate(plays):
            _, c, v = play.split()
            if c.upper() in mine and v != 'pass':
                n = is_run(judge, COLOUR[c], v, size)
                if n:
                    found.append((i + 1, c, v, n))
            else:
                judge.command(play)
        games_with += bool(found)
        runs += [(path, size, f) for f in found]
        listed = ' '.join('%d %s (%d)' % (k, v, n) for k, _, v, n in found)
        print('%s: %s' % (path, listed or '-'), flush=True)
    print('SUMMARY games=%d runs=%d games_with_runs=%d' % (len(args.games), len(runs), games_with))

    if not args.replay:
        return
    player = Engine([args.megane or args.judge, '--playouts', str(args.playouts)])
    again = resigned = 0
    for path, size, (number, c, v, _) in runs:
        colour = COLOUR[c.lower()]
        for e in (player, judge):
            e.command('loadsgf %s %d' % (path, number))
        m = player.command('genmove %s' % colour)
        run = 0
        if m.lower() == 'resign':
            resigned += 1
        elif m.lower() != 'pass':
            run = is_run(judge, colour, m, size)
        again += bool(run)
        print('%s %d %s -> %s%s' % (path, number, v, m, ' run' if run else ''), flush=True)
    print('SUMMARY replayed=%d runs=%d resigned=%d' % (len(runs), again, resigned))


if __name__ == '__main__':
    main()
