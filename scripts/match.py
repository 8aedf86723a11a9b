#!/usr/bin/env python3
"""Megane against GNU Go under a real tournament manager.

Runs a match with one of two external match runners and prints one line per
game, then a summary: games, Megane's wins, its win rate with a 95% Wilson
interval, illegal moves, errors, time losses, and the games where both
engines' final_score agreed.

Back ends (neither is part of Megane, and this script installs or builds
neither: it skips with a message, exit status 0, when the one asked for is
missing):

  twogtp      GoGui's gogui-twogtp, from --twogtp PATH or $GOGUI_TWOGTP.
              Megane is the -black program, GNU Go the -white program, with
              -alternate (so Megane takes white in odd games). The games'
              SGF files and the .dat results table go to --outdir; the table
              is read for the results. gogui-twogtp records a result only
              when both engines' final_score strings agree (column RES_B is
              Megane's, RES_W GNU Go's); this script also counts a game whose
              two scores name the same winner by different margins (listed
              as "scores differ"); with --referee CMD a third engine's
              final_score (RES_R) decides instead.
  ringmaster  gomill's ringmaster (Python 2), from --ringmaster PATH or
              $GOMILL_RINGMASTER, else `ringmaster` on PATH, else
              ~/.pyenv/versions/2.7.18/bin/ringmaster. The script writes a
              playoff control file (alternating colours, scorer 'players':
              the engines' own final_score) into a temporary folder, runs
              `ringmaster X.ctl run`, reads the results with gomill itself
              (the Python beside ringmaster), prints `ringmaster X.ctl show`
              with --verbose, and removes the folder (the SGF files are
              copied to --outdir when given). ringmaster has no clock: limit
              each engine's time on its command line (GNU Go's --level,
              Megane's --playouts); time losses are then always 0.

The engines' command lines are passed through untouched (split with shell
rules); a relative program path is made absolute. Megane is counted as the
winner when the result names its colour in that game.

Examples:

  python3 scripts/match.py --backend twogtp --games 4 --size 9 \\
      --twogtp /path/to/gogui-twogtp
  python3 scripts/match.py --backend ringmaster --games 4 --size 9 \\
      --megane "target/release/megane --playouts 2000"
  python3 scripts/match.py --backend twogtp --time 5 --referee \\
      "/usr/games/gnugo --mode gtp" --outdir /tmp/match

Exit status: 0 when the match ran (whatever its score) or was skipped, 1
when the runner failed or produced no readable results, 2 on a usage error.
"""

import argparse
import math
import os
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
from pathlib import Path

DEFAULT_MEGANE = "target/release/megane"
DEFAULT_GNUGO = "/usr/games/gnugo --mode gtp --level 10"
PYENV_RINGMASTER = Path.home() / ".pyenv/versions/2.7.18/bin/ringmaster"


def wilson(wins, n, z=1.959964):
    """The 95% Wilson score interval of a win rate, as (low, high)."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def absolute_command(cmd):
    """The command with a relative program path made absolute (the runners
    start engines from other folders). Other words are left as they are."""
    words = shlex.split(cmd)
    if not words:
        raise SystemExit("match.py: empty engine command")
    prog = words[0]
    if "/" in prog and not os.path.isabs(prog):
        words[0] = os.path.abspath(prog)
    return shlex.join(words)


class Game:
    """One game from Megane's side."""

    def __init__(self, number, megane_colour, result, winner, agree,
                 illegal=None, error=None, time_loss=False, detail=""):
        self.number = number
        self.megane_colour = megane_colour  # "B" or "W"
        self.result = result                # as the runner wrote it
        self.winner = winner                # "megane", "gnugo" or None
        self.agree = agree                  # both final_scores agreed
        self.illegal = illegal              # who played an illegal move
        self.error = error                  # an error message, if any
        self.time_loss = time_loss
        self.detail = detail

    def line(self):
        s = (f"game {self.number}: megane {self.megane_colour} "
             f"result {self.result or '?'} winner {self.winner or '-'}")
        if self.agree is not None:
            s += f" scores {'agree' if self.agree else 'differ'}"
        if self.illegal:
            s += f" illegal move by {self.illegal}"
        if self.time_loss:
            s += " time loss"
        if self.error:
            s += f" error: {self.error}"
        if self.detail:
            s += f" ({self.detail})"
        return s


def winner_of(result, megane_colour):
    """'megane', 'gnugo' or None from an SGF-style result such as B+3.5."""
    if not result or len(result) < 2 or result[1] != "+" or result[0] not in "BW":
        return None
    return "megane" if result[0] == megane_colour else "gnugo"


def summary(games, backend, args):
    # A game without a winner (an engine died, the runner was stopped) is
    # void: listed with its error, left out of the win rate.
    n = sum(g.winner is not None for g in games)
    void = len(games) - n
    wins = sum(g.winner == "megane" for g in games)
    low, high = wilson(wins, n)
    rate = 100.0 * wins / n if n else 0.0
    illegal = sum(g.illegal is not None for g in games)
    illegal_megane = sum(g.illegal == "megane" for g in games)
    errors = sum(g.error is not None for g in games)
    time_losses = sum(g.time_loss for g in games)
    scored = [g for g in games if g.winner is not None and g.agree is not None]
    agree = sum(bool(g.agree) for g in scored)
    unscored = n - len(scored)
    return [
        f"match: {backend}, {args.size}x{args.size}, komi {args.komi:g}, "
        f"megane: {args.megane!r}, gnugo: {args.gnugo!r}",
        f"games: {n}{f' (and {void} void)' if void else ''}  megane wins: {wins}  "
        f"win rate: {rate:.1f}% "
        f"(95% Wilson {100 * low:.1f}%-{100 * high:.1f}%)",
        f"illegal moves: {illegal} (megane {illegal_megane})  errors: {errors}  "
        f"time losses: {time_losses}  final_score agree: {agree}/{len(scored)} "
        f"(the other {unscored} ended by resignation, time or forfeit)",
    ]


def run_group(cmd, timeout, **kw):
    """subprocess.run in a process group of its own, the whole group killed
    (the runner and the engines it started) if it outlives `timeout`."""
    proc = subprocess.Popen(cmd, start_new_session=True, **kw)
    try:
        out, _ = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        out, _ = proc.communicate()
        print(f"error: {os.path.basename(cmd[0])} still running after {timeout:g}s; stopped")
        return subprocess.CompletedProcess(cmd, -1, stdout=out)
    return subprocess.CompletedProcess(cmd, proc.returncode, stdout=out)


# --- gogui-twogtp ----------------------------------------------------------

def read_dat(path):
    """gogui-twogtp's results table: a list of dicts keyed by column name,
    and the header's `# Key: value` lines (Black/White: the programs' labels,
    the first program's under Black)."""
    header = None
    rows = []
    labels = {}
    for line in Path(path).read_text(errors="replace").splitlines():
        if line.startswith("# ") and ":" in line:
            k, v = line[2:].split(":", 1)
            labels[k.strip()] = v.strip()
        if line.startswith("#GAME"):
            header = line[1:].split("\t")
        elif line.startswith("#") or not line.strip():
            continue
        elif header:
            cells = line.split("\t")
            cells += [""] * (len(header) - len(cells))
            rows.append(dict(zip(header, cells)))
    if header is None:
        raise ValueError(f"{path}: no #GAME header line")
    return rows, labels


def twogtp_game(row, referee, labels):
    """A Game from one .dat row. gogui-twogtp writes every result from the
    first program's side (B+ = a win of the -black program, Megane, even in
    the games where -alternate gave it white: ALT 1); the Game shows the
    board's colours, as the game's SGF file does."""
    number = int(row["GAME"])
    alt = row.get("ALT", "0").strip() == "1"
    colour = "W" if alt else "B"
    res_b, res_w, res_r = (row.get(k, "?").strip() for k in ("RES_B", "RES_W", "RES_R"))
    known = [r for r in (res_b, res_w) if r and r != "?"]
    agree = len(known) == 2 and res_b == res_w
    if any(r[2:3] in ("R", "T", "F") for r in known):
        agree = None  # no final_score was asked
    if referee:
        result = res_r if res_r and res_r != "?" else None
    else:
        result = res_b if agree else None
        if result is None and len(set(known)) == 1 and known[0][2:3] in ("R", "T", "F"):
            result = known[0]  # a resignation, time or forfeit both record
        elif result is None and len(known) == 2 and len({r[:2] for r in known}) == 1:
            # Both counted the game and name the same winner by different
            # margins: the game is decided, the scores still differ.
            result = known[0][:2]
    err = row.get("ERR", "0").strip()
    msg = row.get("ERR_MSG", "").strip()
    error = (msg or "error") if err not in ("", "0") else None
    text = " ".join([res_b, res_w, res_r, msg]).lower()
    time_loss = "+time" in text or "+t" in (result or "").lower() or "time" in msg.lower()
    illegal = None
    if "illegal" in msg.lower():
        # "GNU Go: illegal move": the program named refused the other's move
        # (gogui-twogtp does not judge moves itself).
        who = msg.split(":", 1)[0].strip()
        illegal = ("megane" if who == labels.get("White") else
                   "gnugo" if who == labels.get("Black") else "unknown")
    if result and alt and result[1:2] == "+":
        result = {"B": "W", "W": "B"}[result[0]] + result[1:]  # the board's colours
    winner = winner_of(result, colour)
    detail = (f"table RES_B {res_b} RES_W {res_w}" + (f" RES_R {res_r}" if referee else "")
              + f" ALT {int(alt)} LEN {row.get('LEN', '?')}")
    g = Game(number, colour, result, winner, agree, illegal, error, time_loss, detail)
    g.length = row.get("LEN", "")
    return g


def run_twogtp(args, megane, gnugo):
    prog = args.twogtp or os.environ.get("GOGUI_TWOGTP")
    if not prog or not os.access(prog, os.X_OK):
        print(f"skipped: gogui-twogtp not found (give --twogtp PATH or set GOGUI_TWOGTP; got {prog!r})")
        return None
    outdir = Path(args.outdir) if args.outdir else Path(tempfile.mkdtemp(prefix="megane-twogtp-"))
    outdir.mkdir(parents=True, exist_ok=True)
    prefix = outdir / "game"
    for old in list(outdir.glob("game-*.sgf")) + [outdir / "game.dat"]:
        old.unlink(missing_ok=True)
    cmd = [prog, "-black", megane, "-white", gnugo, "-games", str(args.games),
           "-size", str(args.size), "-komi", f"{args.komi:g}", "-alternate",
           "-auto", "-sgffile", str(prefix), "-force"]
    if args.time:
        cmd += ["-time", args.time]
    if args.referee:
        cmd += ["-referee", absolute_command(args.referee)]
    if args.maxmoves:
        cmd += ["-maxmoves", str(args.maxmoves)]
    if args.verbose:
        print("running:", shlex.join(cmd), flush=True)
    log = outdir / "twogtp.log"
    with open(log, "w") as err:
        # The engines start in the current folder, so that relative paths
        # in their command lines mean what they mean here.
        proc = run_group(cmd, args.timeout, stdout=subprocess.DEVNULL, stderr=err)
    dat = Path(str(prefix) + ".dat")
    games = []
    if dat.exists():
        rows, labels = read_dat(dat)
        games = [twogtp_game(r, args.referee, labels) for r in rows]
    if proc.returncode != 0:
        print(f"note: gogui-twogtp exited with status {proc.returncode}; its messages: {log}")
    if len(games) < args.games and proc.returncode == -1:
        # gogui-twogtp 1.6 waits for ever when an engine dies in a game.
        games.append(Game(len(games), "?", None, None, False,
                          error="did not finish: the runner was stopped (an engine may have died)"))
    if not games:
        print(f"error: gogui-twogtp wrote no results (exit status {proc.returncode})")
        print(log.read_text(errors="replace")[-2000:])
        return []
    print(f"results: {dat}")
    if not args.outdir:
        print(f"(games and table kept in {outdir})")
    return games


# --- gomill ringmaster -----------------------------------------------------

CONTROL = """\
competition_type = 'playoff'
description = 'Megane against GNU Go (scripts/match.py)'
players = {{
    'megane': Player({megane!r}, cwd={cwd!r}, discard_stderr=True),
    'gnugo': Player({gnugo!r}, cwd={cwd!r}, discard_stderr=True),
}}
board_size = {size}
komi = {komi}
move_limit = {move_limit}
record_games = True
scorer = 'players'
matchups = [
    Matchup('megane', 'gnugo', alternating=True, number_of_games={games}),
]
"""

# Run by the Python 2 beside ringmaster: one line per game result, read
# back from the competition's state with gomill's own classes.
READER = r"""
import sys, json
from gomill import ringmasters
r = ringmasters.Ringmaster(sys.argv[1])
r.load_status()
res = r.get_tournament_results()
for mid in res.get_matchup_ids():
    for g in res.get_matchup_results(mid):
        print(json.dumps(dict(game_id=g.game_id, player_b=g.player_b,
            player_w=g.player_w, winner=g.winning_player, sgf=g.sgf_result,
            detail=g.detail, forfeit=g.is_forfeit)))
"""


def find_ringmaster(args):
    if args.ringmaster:  # named: that one or none
        return args.ringmaster if os.access(args.ringmaster, os.X_OK) else None
    found = shutil.which("ringmaster")
    if found and "/.pyenv/shims/" in found:
        # A pyenv shim runs the command only under the Python versions
        # selected: name the installed one instead.
        found = None
    for cand in (os.environ.get("GOMILL_RINGMASTER"), found, str(PYENV_RINGMASTER)):
        if cand and os.access(cand, os.X_OK):
            return cand
    return None


def ringmaster_python(ringmaster):
    """The interpreter named on ringmaster's #! line (it has gomill)."""
    first = Path(ringmaster).read_text(errors="replace").splitlines()[0]
    if first.startswith("#!"):
        words = first[2:].split()
        if words and os.path.basename(words[0]) == "env" and len(words) > 1:
            return shutil.which(words[1]) or words[1]
        if words:
            return words[0]
    return "python2"


def ringmaster_game(number, d):
    colour = "B" if d["player_b"] == "megane" else "W"
    sgf = d.get("sgf") or "?"
    detail = d.get("detail") or ""
    forfeit = bool(d.get("forfeit"))
    low = detail.lower()
    illegal = None
    error = None
    if forfeit:
        # "forfeit by megane: attempted move to occupied point C3", or a
        # GTP failure ("... failed: ...", "... returned an error ...").
        who = "megane" if "by megane" in low else "gnugo" if "by gnugo" in low else "unknown"
        if any(w in low for w in ("attempted move", "illegal", "ko-forbidden", "occupied")):
            illegal = who
        else:
            error = detail
    # Scored by the players: a margin means both final_scores agreed; a bare
    # "B+" ('unknown margin') or '?' ('no score reported') means they did not.
    agree = (not forfeit and sgf[:2] in ("B+", "W+") and sgf[2:3] not in ("", "R", "F")
             and not detail) or sgf == "0"
    if forfeit or sgf[2:3] in ("R", "T", "F"):
        agree = None  # no final_score was asked
    winner = d.get("winner")
    if winner not in ("megane", "gnugo"):
        winner = None
    return Game(number, colour, sgf, winner, agree, illegal, error, False, detail)


def run_ringmaster(args, megane, gnugo):
    ringmaster = find_ringmaster(args)
    if not ringmaster:
        print("skipped: gomill's ringmaster not found (give --ringmaster PATH, set "
              "GOMILL_RINGMASTER, or install gomill with Python 2.7's pip)")
        return None
    python2 = ringmaster_python(ringmaster)
    work = Path(tempfile.mkdtemp(prefix="megane-ringmaster-"))
    try:
        ctl = work / "match.ctl"
        ctl.write_text(CONTROL.format(
            megane=megane, gnugo=gnugo, size=args.size, komi=float(args.komi),
            games=args.games, move_limit=args.maxmoves or 1000, cwd=os.getcwd(),
            ))
        if args.verbose:
            print(ctl.read_text())
        proc = run_group([ringmaster, str(ctl), "run", "--quiet"], args.timeout, cwd=work,
                         stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        logs = "\n".join(p.read_text(errors="replace") for p in sorted(work.glob("match.*"))
                         if p.suffix in (".log", ".hist"))
        read = subprocess.run([python2, "-c", READER, str(ctl)], cwd=work,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        if read.returncode != 0:
            print(f"error: could not read ringmaster's results: {read.stderr.strip()[-500:]}")
            print(proc.stdout[-2000:])
            return []
        import json
        games = [ringmaster_game(i, json.loads(l)) for i, l in
                 enumerate(read.stdout.splitlines()) if l.strip()]
        # Games that could not be played at all (an engine that does not
        # start, or dies with no result) are in the log, not in the results.
        lines = logs.splitlines()
        for i, line in enumerate(lines):
            if "aborting game" in line:
                why = lines[i + 1].strip() if i + 1 < len(lines) else ""
                games.append(Game(len(games), "?", None, None, False,
                                  error=f"void: {line.strip()} {why}".strip()))
            elif "halting competition" in line:
                print(f"note: ringmaster: {line.strip()}")
        if proc.returncode != 0:
            print(f"note: ringmaster exited with status {proc.returncode}: "
                  f"{proc.stdout.strip()[-1000:]}")
        if args.verbose:
            show = subprocess.run([ringmaster, str(ctl), "show"], cwd=work,
                                  stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
            print(show.stdout)
        if args.outdir:
            out = Path(args.outdir)
            out.mkdir(parents=True, exist_ok=True)
            for sgf in (work / "match.games").glob("*.sgf"):
                shutil.copy(sgf, out / sgf.name)
            for p in work.glob("match.*"):
                if p.is_file():
                    shutil.copy(p, out / p.name)
            print(f"results: {out}")
        return games
    finally:
        shutil.rmtree(work, ignore_errors=True)


def main(argv=None):
    ap = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0],
        epilog=__doc__.split("\n\n", 1)[1],
        formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--backend", choices=("twogtp", "ringmaster"), default="twogtp")
    ap.add_argument("--games", type=int, default=10, help="number of games (default 10)")
    ap.add_argument("--size", type=int, default=9, help="board size (default 9)")
    ap.add_argument("--komi", type=float, default=7.5, help="komi (default 7.5)")
    ap.add_argument("--megane", default=DEFAULT_MEGANE,
                    help=f"Megane's command line, passed through (default {DEFAULT_MEGANE})")
    ap.add_argument("--gnugo", default=DEFAULT_GNUGO,
                    help=f"GNU Go's command line (default {DEFAULT_GNUGO!r})")
    ap.add_argument("--outdir", help="where to keep the games (SGF) and results tables")
    ap.add_argument("--twogtp", help="gogui-twogtp's path (else $GOGUI_TWOGTP)")
    ap.add_argument("--ringmaster", help="gomill's ringmaster (else $GOMILL_RINGMASTER, PATH, pyenv 2.7.18)")
    ap.add_argument("--time", help="twogtp only: its -time spec, e.g. 5 (minutes a game) or 1+1/10")
    ap.add_argument("--referee", help="twogtp only: a third engine whose final_score decides")
    ap.add_argument("--maxmoves", type=int, help="move limit of a game")
    ap.add_argument("--timeout", type=float,
                    help="seconds the whole match may take before the runner and engines are "
                         "stopped (default 600 a game)")
    ap.add_argument("--verbose", "-v", action="store_true")
    ap.add_argument("--summarize", nargs="+", metavar="DAT",
                    help="play nothing: summarize finished gogui-twogtp results tables "
                         "(.dat; several are pooled, e.g. matches run side by side)")
    args = ap.parse_args(argv)
    if args.summarize:
        games = []
        for dat in args.summarize:
            rows, labels = read_dat(dat)
            games += [twogtp_game(r, args.referee, labels) for r in rows]
            # The match's settings as the table's header gives them (the
            # first program is Megane).
            args.size = labels.get("Size", args.size)
            args.komi = float(labels.get("Komi", args.komi))
            args.megane = labels.get("BlackCommand", args.megane)
            args.gnugo = labels.get("WhiteCommand", args.gnugo)
        for g in games:
            print(g.line())
        for line in summary(games, "twogtp tables " + " ".join(args.summarize), args):
            print(line)
        return 0 if games else 1
    if args.games < 1 or args.size < 2 or args.size > 25:
        ap.error("--games must be at least 1 and --size between 2 and 25")
    if args.timeout is None:
        args.timeout = 600.0 * args.games
    megane = absolute_command(args.megane)
    gnugo = absolute_command(args.gnugo)
    run = run_twogtp if args.backend == "twogtp" else run_ringmaster
    games = run(args, megane, gnugo)
    if games is None:
        return 0
    for g in games:
        print(g.line())
    for line in summary(games, args.backend, args):
        print(line)
    return 0 if games else 1


if __name__ == "__main__":
    sys.exit(main())
