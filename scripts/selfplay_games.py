#!/usr/bin/env python3
"""Generate (or reuse) a fixed set of GNU Go self-play games as SGF files.

Usage:
    scripts/selfplay_games.py [--gnugo PATH] [--dir DIR] [--games9 N]
                              [--games13 N] [--games19 N] [--level L]
                              [--seed S] [--jobs N] [--list]

Each game is played by one `gnugo --mode gtp --level L --seed SEED` process:
`boardsize`, `clear_board`, then `genmove black` / `genmove white` in turn
until two passes in a row (or a resignation), or a cap of 2*size*size moves.
The moves are written by this script as a plain SGF game record (GNU Go's
`printsgf` writes only the final position as setup stones, which `loadsgf
FILE N` cannot replay).  The k-th game (k = 1, 2, ...) on an NxN board is
`gnugo-NxN-lL-sS-KK.sgf` (e.g. `gnugo-9x9-l1-s0-03.sgf`), played with
--seed S + 100*N + k (S is --seed, default 0; the seed is recorded in the
SGF's GN property).  GNU Go's seed changes only some tie-breaks, so two seeds
can give the same game: a game that repeats an earlier game of its size is
played again with the seed + 10000 (then + 20000, ...), so all games
differ.  The set is deterministic, and a file that already exists is reused
(the second run is instant).  Files are written under a temporary name and
renamed, so an interrupted run never leaves a truncated game behind.

Default set: 10 games on 9x9, 6 on 13x13, 4 on 19x19, at level 1, written to
target/selfplay (created if missing).  Generating them takes one to three
minutes with two jobs on an idle machine; the 19x19 games dominate.

Output: one line per generated game, then
    selfplay: G generated, R reused, in T s (DIR)
With --list, also every `loadsgf` command of positions() (see below).
Exit status 0 (also when GNU Go is missing: "skipped: gnugo not found"),
1 when a game could not be generated, 2 on usage errors.

Library use (from optics_diff.py and others):
    import selfplay_games
    paths, generated, reused, failures = selfplay_games.ensure_games(gnugo)
    cmds = selfplay_games.positions(9, 13, 19)      # `loadsgf PATH N` lines
positions() samples middle and late positions of every cached game of the
given sizes: for a game of L moves (passes included) the positions before
moves round(f*L)+1 for f = 0.40, 0.46, ..., 1.00 (11 fractions; f = 1.00 is
the final position), each distinct move number once; with the default set
that is >= 200 distinct positions.
"""

import argparse
import collections
import os
import sys
import time
from concurrent.futures import ThreadPoolExecutor

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gtp_client import Engine, GtpError, REPO_ROOT, find_gnugo  # noqa: E402

DEFAULT_DIR = os.path.join(REPO_ROOT, 'target', 'selfplay')
DEFAULT_COUNTS = {9: 10, 13: 6, 19: 4}
DEFAULT_LEVEL = 1
DEFAULT_SEED = 0
MAX_ROUNDS = 6
FRACTIONS = tuple(round(0.40 + 0.06 * i, 2) for i in range(11))
COLUMNS = 'ABCDEFGHJKLMNOPQRST'


def game_specs(counts=None, seed=DEFAULT_SEED, level=DEFAULT_LEVEL):
    """(size, k, seed, level) of every game of the set, small boards first;
    k = 1, 2, ... numbers the games of a size, seed is the base seed S."""
    counts = DEFAULT_COUNTS if counts is None else counts
    return [(size, k, seed, level)
            for size in sorted(counts) for k in range(1, counts[size] + 1)]


def game_seed(spec, attempt=0):
    """GNU Go's --seed for game `spec`, at the given retry (a retry is
    needed when the game repeats an earlier game of the set)."""
    size, k, seed, _ = spec
    return seed + 100 * size + k + 10000 * attempt


def game_path(folder, spec):
    size, k, seed, level = spec
    return os.path.join(folder,
                        f'gnugo-{size}x{size}-l{level}-s{seed}-{k:02d}.sgf')


def game_moves(path):
    """The move part of a game record written by play_game (its second
    line), to recognise a repeated game."""
    with open(path, encoding='utf-8', errors='replace') as f:
        return f.read().split('\n', 1)[-1]


def sgf_point(vertex, size):
    """SGF coordinates of a GTP vertex ('' for a pass)."""
    if vertex.upper() == 'PASS':
        return ''
    col = COLUMNS.index(vertex[0].upper())
    row = size - int(vertex[1:])
    return chr(ord('a') + col) + chr(ord('a') + row)


def play_game(gnugo, path, size, seed, level):
    """Plays one game and writes its SGF record to `path`; the move count."""
    eng = Engine([gnugo, '--mode', 'gtp', '--quiet', '--level', str(level),
                  '--seed', str(seed)])
    moves = []
    try:
        eng.command(f'boardsize {size}')
        eng.command('clear_board')
        eng.command('komi 6.5')
        passes = 0
        result = ''
        while len(moves) < 2 * size * size:
            color = 'B' if len(moves) % 2 == 0 else 'W'
            move = eng.command(
                'genmove ' + ('black' if color == 'B' else 'white'))
            if move.lower() == 'resign':
                result = ('W' if color == 'B' else 'B') + '+R'
                break
            moves.append((color, sgf_point(move, size)))
            passes = passes + 1 if move.upper() == 'PASS' else 0
            if passes >= 2:
                break
    finally:
        eng.close()
    body = ''.join(f';{c}[{p}]' for c, p in moves)
    header = (f'(;GM[1]FF[4]CA[UTF-8]SZ[{size}]KM[6.5]'
              f'PB[GNU Go 3.8 level {level}]PW[GNU Go 3.8 level {level}]'
              f'GN[gnugo self-play seed {seed}]'
              + (f'RE[{result}]' if result else '') + '\n')
    tmp = path + f'.tmp{os.getpid()}'
    with open(tmp, 'w', encoding='utf-8') as f:
        f.write(header + body + ')\n')
    os.replace(tmp, path)
    return len(moves)


def ensure_games(gnugo, folder=DEFAULT_DIR, counts=None, seed=DEFAULT_SEED,
                 level=DEFAULT_LEVEL, jobs=2, log=None):
    """Makes sure every game of the set exists in `folder`, all of them
    different; returns (paths, generated, reused, failures) where failures
    lists messages.  A game that repeats an earlier game of its size
    (GNU Go's seed changes only some tie-breaks) is played again with the
    seed + 10000, + 20000, ..."""
    os.makedirs(folder, exist_ok=True)
    specs = game_specs(counts, seed, level)
    paths = {spec: game_path(folder, spec) for spec in specs}
    cached = {sp for sp in specs if os.path.isfile(paths[sp])}
    attempts = collections.Counter()
    failed = {}
    generated = 0

    def one(spec):
        path, sd = paths[spec], game_seed(spec, attempts[spec])
        t0 = time.time()
        try:
            n = play_game(gnugo, path, spec[0], sd, spec[3])
        except (GtpError, OSError) as e:
            return spec, f'failed {os.path.basename(path)} (seed {sd}): {e}'
        return spec, (f'generated {os.path.basename(path)} (seed {sd}): '
                      f'{n} moves in {time.time() - t0:.1f} s')

    for _ in range(MAX_ROUNDS):
        todo = [sp for sp in specs
                if sp not in failed and not os.path.isfile(paths[sp])]
        if todo:
            # Biggest boards first, so the parallel jobs finish together.
            todo.sort(key=lambda sp: -sp[0])
            with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
                for spec, msg in pool.map(one, todo):
                    if log:
                        log(msg)
                    if msg.startswith('failed'):
                        failed[spec] = msg
                    else:
                        generated += 1
        repeated = False
        seen = {}
        for spec in specs:
            if not os.path.isfile(paths[spec]):
                continue
            key = (spec[0], game_moves(paths[spec]))
            if key in seen:
                if log:
                    log(f'{os.path.basename(paths[spec])} repeats '
                        f'{os.path.basename(paths[seen[key]])}; replaying')
                os.remove(paths[spec])
                attempts[spec] += 1
                cached.discard(spec)
                repeated = True
            else:
                seen[key] = spec
        if not repeated:
            break
    for spec in specs:
        if spec not in failed and not os.path.isfile(paths[spec]):
            failed[spec] = (f'failed {os.path.basename(paths[spec])}: '
                            f'still repeats another game')
    return ([paths[sp] for sp in specs], generated, len(cached),
            list(failed.values()))


def read_moves(path):
    """Number of moves (passes included) in an SGF game record written by
    this script (one node per move, no variations)."""
    with open(path, encoding='utf-8', errors='replace') as f:
        text = f.read()
    return max(0, text.count(';') - 1)  # the root node is no move


def positions(*sizes, folder=DEFAULT_DIR, counts=None, seed=DEFAULT_SEED,
              level=DEFAULT_LEVEL, fractions=FRACTIONS):
    """`loadsgf PATH N` commands for middle and late positions of the
    cached games of the given board sizes (all sizes of the set when none
    are given); games not (yet) generated are left out.  N is the move
    about to be played, so `loadsgf PATH N` shows the board after N-1
    moves; each distinct N of a game appears once."""
    out = []
    for spec in game_specs(counts, seed, level):
        if sizes and spec[0] not in sizes:
            continue
        path = game_path(folder, spec)
        if not os.path.isfile(path):
            continue
        length = read_moves(path)
        seen = set()
        for frac in fractions:
            n = min(length, round(frac * length)) + 1
            if n > 1 and n not in seen:
                seen.add(n)
                out.append(f'loadsgf {path} {n}')
    return out


def main():
    ap = argparse.ArgumentParser(
        description=__doc__.split('\n\n', 1)[0],
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog='See the module docstring (top of this file) for details.')
    ap.add_argument('--gnugo', help='GNU Go binary (default: found on PATH)')
    ap.add_argument('--dir', default=DEFAULT_DIR,
                    help='cache folder (default: target/selfplay)')
    for size in (9, 13, 19):
        ap.add_argument(f'--games{size}', type=int,
                        default=DEFAULT_COUNTS[size], metavar='N',
                        help=f'games on {size}x{size} '
                             f'(default {DEFAULT_COUNTS[size]})')
    ap.add_argument('--level', type=int, default=DEFAULT_LEVEL,
                    help=f'GNU Go level (default {DEFAULT_LEVEL})')
    ap.add_argument('--seed', type=int, default=DEFAULT_SEED,
                    help='base of the random seeds (default 0)')
    ap.add_argument('--jobs', type=int, default=2,
                    help='games played side by side (default 2)')
    ap.add_argument('--list', action='store_true',
                    help='print the sampled `loadsgf` positions too')
    args = ap.parse_args()
    counts = {9: args.games9, 13: args.games13, 19: args.games19}
    if any(n < 0 for n in counts.values()) or args.jobs < 1 or args.level < 0:
        ap.error('counts and level must be >= 0, jobs >= 1')

    gnugo = find_gnugo(args.gnugo)
    if gnugo is None:
        print('skipped: gnugo not found')
        return 0
    t0 = time.time()
    _, generated, reused, failures = ensure_games(
        gnugo, args.dir, counts, args.seed, args.level, args.jobs, log=print)
    print(f'selfplay: {generated} generated, {reused} reused, '
          f'in {time.time() - t0:.1f} s ({args.dir})')
    if args.list:
        cmds = positions(folder=args.dir, counts=counts, seed=args.seed,
                         level=args.level)
        for c in cmds:
            print(c)
        print(f'{len(cmds)} positions')
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
