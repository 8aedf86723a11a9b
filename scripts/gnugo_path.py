"""Where GNU Go is, for the conformance scripts (it is never required),
and how they stop an engine process."""
import os
import shutil
import subprocess


def find_gnugo(explicit=None):
    """The GNU Go executable: `explicit` if given, else `gnugo` on PATH,
    /usr/games/gnugo or /usr/local/bin/gnugo; None if none is executable."""
    candidates = [explicit] if explicit else [
        shutil.which('gnugo'), '/usr/games/gnugo', '/usr/local/bin/gnugo']
    for cand in candidates:
        if cand and os.path.isfile(cand) and os.access(cand, os.X_OK):
            return cand
    return None


def stop_engine(proc):
    """Closes an engine's input and waits briefly for it, killing it if it
    does not exit. Accepts None (nothing to stop)."""
    if proc is None:
        return
    try:
        proc.stdin.close()
    except OSError:
        pass
    try:
        proc.wait(timeout=2)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()
