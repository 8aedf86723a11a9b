#!/usr/bin/env python3
"""Playouts per second of Megane's search and of Pachi's, side by side.

Both engines search one move with one thread and a fixed number of
playouts, on an empty 9x9 board, an empty 19x19 board and a 19x19
middle-game position (the first 150 moves of a game record from GNU Go's
regression games in ../shared, sent to both engines as `play` commands; left
out with a message when the file is missing). Each is run --runs times and
the median is printed: playouts per second of the search itself (the
time either engine spends before its search, on its own analysis, is not
counted), then Pachi's over Megane's.

Megane's rate is read from its `searched N playouts in S s (R/s)` log line
(RUST_LOG=megane::player::genmove=info), Pachi's from its `mcts S s (R
games/s, ...)` line. Pachi is found with --pachi or $PACHI (a binary built
from its public repository, `make DCNN=0 JOSEKIFIX=0 BUILD_KATAGO=0`,
outside this project); without it only Megane's figures are printed.
"""

import argparse
import os
import re
import statistics
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gtp_client import MEGANE, REGRESSION  # noqa: E402

MIDGAME = os.path.join(REGRESSION, 'games', 'strategy25.sgf')
MIDGAME_MOVES = 150
COLUMNS = 'ABCDEFGHJKLMNOPQRST'


def sgf_moves(path, count):
    """`play` commands for the first `count` moves (None: all) of the SGF's
    main line (no setup stones, no variations: enough for a plain game
    record)."""
    text = open(path, encoding='utf-8', errors='replace').read()
    size = int((re.search(r'SZ\[(\d+)\]', text) or [None, '19'])[1])
    out = []
    for color, xy in re.findall(r';\s*([BW])\[([a-t]{0,2})\]', text)[:count]:
        if xy in ('', 'tt'):
            out.append('play %s pass' % color.lower())
        else:
            col, row = ord(xy[0]) - 97, ord(xy[1]) - 97
            out.append('play %s %s%d' % (color.lower(), COLUMNS[col], size - row))
    return size, out


def positions():
    """(name, size, setup commands, colour to move)."""
    out = [('empty 9x9', 9, [], 'b'), ('empty 19x19', 19, [], 'b')]
    if os.path.isfile(MIDGAME):
        size, moves = sgf_moves(MIDGAME, MIDGAME_MOVES)
        to_move = 'w' if moves and moves[-1].split()[1] == 'b' else 'b'
        out.append(('19x19 move %d' % (len(moves) + 1), size, moves, to_move))
    else:
        print('playout speed: %s not found (../shared): middle game skipped' % MIDGAME)
    return out


def session(size, setup, to_move):
    lines = ['boardsize %d' % size, 'clear_board', 'komi 7.5'] + setup
    lines += ['genmove %s' % to_move, 'quit']
    return '\n'.join(lines) + '\n'


def megane_rate(binary, size, setup, to_move, playouts):
    env = dict(os.environ, RUST_LOG='megane::player::genmove=info')
    p = subprocess.run([binary, '--playouts', str(playouts), '--threads', '1'],
                       input=session(size, setup, to_move), env=env,
                       capture_output=True, text=True, timeout=600)
    # The rate the line gives is computed from the unrounded time.
    m = re.search(r'searched \d+ playouts in [\d.]+s \((\d+)/s\)', p.stderr)
    if not m:
        raise RuntimeError('no search line from Megane: %s' % p.stderr[-400:])
    return float(m.group(1))


def pachi_rate(binary, size, setup, to_move, playouts):
    p = subprocess.run([binary, '-t', '=%d' % playouts, 'threads=1'],
                       input=session(size, setup, to_move),
                       capture_output=True, text=True, timeout=600,
                       cwd=os.path.dirname(os.path.abspath(binary)))
    m = re.search(r'mcts ([\d.]+)s \((\d+) games/s', p.stderr)
    if not m:
        raise RuntimeError('no search line from Pachi: %s' % p.stderr[-400:])
    return float(m.group(2))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    ap.add_argument('--megane', default=MEGANE)
    ap.add_argument('--pachi', default=os.environ.get('PACHI'))
    ap.add_argument('--playouts', type=int, default=20000)
    ap.add_argument('--runs', type=int, default=3)
    args = ap.parse_args()
    pachi = args.pachi if args.pachi and os.access(args.pachi, os.X_OK) else None
    if not pachi:
        print('playout speed: Pachi not found (--pachi or $PACHI): Megane alone')
    for name, size, setup, to_move in positions():
        rates = {}
        for engine, binary, rate in (('megane', args.megane, megane_rate),
                                     ('pachi', pachi, pachi_rate)):
            if binary:
                runs = [rate(binary, size, setup, to_move, args.playouts)
                        for _ in range(args.runs)]
                rates[engine] = statistics.median(runs)
        line = 'playout speed %-14s megane %7.0f/s' % (name + ':', rates['megane'])
        if 'pachi' in rates:
            line += '   pachi %7.0f/s   megane/pachi %.2f' % (
                rates['pachi'], rates['megane'] / rates['pachi'])
        print(line, flush=True)


if __name__ == '__main__':
    main()
