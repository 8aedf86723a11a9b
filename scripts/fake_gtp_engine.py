#!/usr/bin/env python3
"""A tiny misbehaving GTP engine, to check how scripts/match.py and the
tournament managers behind it report a bad opponent.

  --mode illegal   genmove answers the same vertex (A1) every time: the
                   second time it is occupied, an illegal move
  --mode crash     the process exits in the middle of the game (after
                   --after genmove commands)
  --mode error     genmove answers a GTP error after --after moves
  --mode pass      always passes, and final_score answers --score (so a
                   score that the opponent disputes can be staged)

Moves it answers are not checked against the rules: it only keeps which
vertices it has answered, to walk along the first line. Not a Go player.
"""

import argparse
import sys


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--mode", choices=("illegal", "crash", "error", "pass"), default="illegal")
    ap.add_argument("--after", type=int, default=3, help="moves before crash/error (default 3)")
    ap.add_argument("--score", default="0", help="the final_score answer (default 0)")
    args = ap.parse_args()
    size = 19
    moves = 0
    letters = "ABCDEFGHJKLMNOPQRSTUVWXYZ"
    known = ["protocol_version", "name", "version", "known_command", "list_commands",
             "boardsize", "clear_board", "komi", "play", "genmove", "final_score",
             "quit", "time_settings", "time_left"]
    for line in sys.stdin:
        words = line.split()
        if not words:
            continue
        ident = ""
        if words[0].isdigit():
            ident, words = words[0], words[1:]
        if not words:
            continue
        cmd, rest = words[0], words[1:]

        def answer(text="", ok=True):
            sys.stdout.write(("=" if ok else "?") + ident + (" " + text if text else "") + "\n\n")
            sys.stdout.flush()

        if cmd == "protocol_version":
            answer("2")
        elif cmd == "name":
            answer("Fake")
        elif cmd == "version":
            answer(args.mode)
        elif cmd == "known_command":
            answer("true" if rest and rest[0] in known else "false")
        elif cmd == "list_commands":
            answer("\n".join(known))
        elif cmd == "boardsize":
            size = int(rest[0])
            answer()
        elif cmd in ("clear_board", "komi", "play", "time_settings", "time_left"):
            answer()
        elif cmd == "genmove":
            moves += 1
            if args.mode == "crash" and moves > args.after:
                sys.exit(3)
            if args.mode == "error" and moves > args.after:
                answer("internal error", ok=False)
            elif args.mode == "pass":
                answer("pass")
            elif args.mode == "illegal":
                answer("A1")
            else:
                # crash/error before their time: walk the top line.
                answer(f"{letters[(moves - 1) % size]}{size}")
        elif cmd == "final_score":
            answer(args.score)
        elif cmd == "quit":
            answer()
            return
        else:
            answer("unknown command", ok=False)


if __name__ == "__main__":
    main()
