"""Where GNU Go is, for the conformance scripts (it is never required)."""
import os
import shutil


def find_gnugo(explicit=None):
    """The GNU Go executable: `explicit` if given, else `gnugo` on PATH,
    /usr/games/gnugo or /usr/local/bin/gnugo; None if none is executable."""
    candidates = [explicit] if explicit else [
        shutil.which('gnugo'), '/usr/games/gnugo', '/usr/local/bin/gnugo']
    for cand in candidates:
        if cand and os.path.isfile(cand) and os.access(cand, os.X_OK):
            return cand
    return None
