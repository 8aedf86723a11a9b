"""The GTP client every script shares: where the engines and GNU Go's
reference files are, and one engine process driven a command (or a batch
of commands) at a time.

    from gtp_client import Engine, GtpError, MEGANE, find_gnugo
    eng = Engine([MEGANE])
    eng.command('boardsize 9')              # the answer's text; GtpError on '?'
    a = eng.ask('countlib D4', timeout=10)  # Answer(ok, text, raw)
    answers = eng.ask_many(['color A1', 'color B2'], timeout=60)
    eng.close()

An answer ends at the first blank line (two newlines in a row); carriage
returns are dropped, blank lines before an answer and stray output that
starts with neither `=` nor `?` are skipped.  `text` is the answer without
its `=`/`?`, id and one following blank; `raw` the whole answer as written.
An engine that exits, or does not answer within the timeout (seconds;
None waits for ever), raises GtpError (kind CRASH or TIMEOUT) and is
killed; `restart()` starts it afresh.  Reading uses select() on the pipe, no
threads, so that the time of an answer (`last`, summed in `seconds`) is
tight.  GNU Go is never required: find_gnugo() returns None without it.
"""

import collections
import os
import re
import select
import shutil
import signal
import subprocess
import threading
import time

SCRIPTS = os.path.dirname(os.path.abspath(__file__))
REPO_ROOT = os.path.dirname(SCRIPTS)
# GNU Go 3.8's reference material (GPL): kept beside the project, never in it.
SHARED = os.path.join(os.path.dirname(REPO_ROOT), 'shared')
REGRESSION = os.path.join(SHARED, 'reference', 'gnugo', 'regression')
PATTERNS = os.path.join(SHARED, 'reference', 'gnugo', 'patterns')
GNUGO_ARGS = ['--mode', 'gtp', '--quiet']


def default_megane():
    """The release build: under $CARGO_TARGET_DIR when set, else target/."""
    target = os.environ.get('CARGO_TARGET_DIR') or os.path.join(REPO_ROOT, 'target')
    return os.path.join(os.path.abspath(target), 'release', 'megane')


MEGANE = default_megane()


def find_gnugo(explicit=None):
    """The GNU Go executable: `explicit` if given, else $GNUGO if set (e.g.
    GNUGO=none: run as without GNU Go), else `gnugo` on PATH,
    /usr/games/gnugo or /usr/local/bin/gnugo; None if none is executable."""
    explicit = explicit or os.environ.get('GNUGO')
    candidates = [explicit] if explicit else [
        shutil.which('gnugo'), '/usr/games/gnugo', '/usr/local/bin/gnugo']
    for cand in candidates:
        if cand and os.path.isfile(cand) and os.access(cand, os.X_OK):
            return cand
    return None


def engine_argv(path, extra=()):
    """The command line of an engine: `path` and `extra`; an executable
    whose file name starts with "gnugo" and gets no `extra` runs in GTP
    mode (so `--megane /usr/games/gnugo` self-tests a comparison)."""
    argv = [path] + list(extra)
    if os.path.basename(path).startswith('gnugo') and not extra:
        argv += GNUGO_ARGS
    return argv


Answer = collections.namedtuple('Answer', 'ok text raw')
_MARK = re.compile(r'^[=?]\d*\s?')


def parse_answer(raw):
    """An Answer from one answer's text (without the blank line that ends
    it), or None for output that is no answer."""
    if raw[:1] not in ('=', '?'):
        return None
    return Answer(raw[0] == '=', _MARK.sub('', raw, count=1), raw)


def split_answers(output):
    """The Answers in an engine's whole output (bytes or str)."""
    if isinstance(output, bytes):
        output = output.decode(errors='replace')
    parts = (parse_answer(p.strip('\n')) for p in output.replace('\r', '').split('\n\n'))
    return [a for a in parts if a is not None]


def run_script(argv, commands, cwd=None, timeout=None):
    """Runs an engine on `commands` (then `quit`) in one go; its Answers.
    Raises subprocess.TimeoutExpired after `timeout` seconds."""
    script = ''.join(c + '\n' for c in list(commands) + ['quit'])
    out = subprocess.run(argv, input=script.encode(), capture_output=True,
                         cwd=cwd, timeout=timeout).stdout
    return split_answers(out)[:len(commands)]


class GtpError(RuntimeError):
    """An engine failure: kind CRASH (it exited), TIMEOUT, or ERROR (a `?`
    answer to Engine.command)."""

    def __init__(self, kind, detail):
        super().__init__(f'{kind}: {detail}')
        self.kind, self.detail = kind, detail


class Engine:
    """A GTP engine on pipes.  `keep_stderr` collects what it writes to
    standard error (take_stderr, stderr_tail), else that goes nowhere."""

    def __init__(self, argv, cwd=None, name=None, keep_stderr=False):
        self.argv = list(argv)
        self.cwd = cwd
        self.name = name or os.path.basename(self.argv[0])
        self.keep_stderr = keep_stderr
        self.restarts = 0
        self.seconds = 0.0   # spent answering, summed
        self.last = 0.0      # the last answer's time
        self._timeout = None
        self.proc = None
        self.start()

    # ------------------------------------------------------------ process

    def start(self):
        self.proc = subprocess.Popen(
            self.argv, cwd=self.cwd, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=subprocess.PIPE if self.keep_stderr else subprocess.DEVNULL,
            bufsize=0)
        self.fd = self.proc.stdout.fileno()
        self.buf = b''
        self.stderr = []
        self._pump = None
        if self.keep_stderr:
            self._pump = threading.Thread(target=self._read_stderr,
                                          args=(self.proc, self.stderr), daemon=True)
            self._pump.start()

    @staticmethod
    def _read_stderr(proc, sink):
        while True:
            data = os.read(proc.stderr.fileno(), 65536)
            if not data:
                return
            sink.append(data)

    def alive(self):
        return self.proc is not None and self.proc.poll() is None

    def kill(self):
        """Stops the process at once (no-op when there is none)."""
        if self.proc is None:
            return
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait()
        if self._pump is not None:
            self._pump.join(timeout=2)
        for f in (self.proc.stdin, self.proc.stdout, self.proc.stderr):
            try:
                if f is not None:
                    f.close()
            except OSError:
                pass
        self.proc = None

    def restart(self):
        self.kill()
        self.restarts += 1
        self.start()

    def close(self, grace=5.0):
        """`quit`, end of input, and `grace` seconds to exit before a kill."""
        if self.alive():
            self.write(b'quit\n')
            try:
                self.proc.stdin.close()
            except OSError:
                pass
            try:
                self.proc.wait(timeout=grace)
            except subprocess.TimeoutExpired:
                pass
        self.kill()

    def take_stderr(self):
        """What the engine wrote to stderr since the last call (bytes)."""
        data = b''.join(self.stderr)
        del self.stderr[:]
        return data

    def stderr_tail(self):
        """A short explanation of a crash from stderr: its lines about an
        assertion, error, panic or abort, else its last two lines."""
        text = b''.join(self.stderr).decode(errors='replace')
        lines = [l.strip() for l in text.splitlines() if l.strip()]
        key = [l + (' ' + lines[i + 1] if l.endswith(':') and i + 1 < len(lines) else '')
               for i, l in enumerate(lines)
               if re.search(r'assert|error|panic|too large|abort', l, re.I)]
        return ' | '.join((key or lines[-2:])[:3])[:300]

    # ------------------------------------------------------------ raw I/O

    def write(self, data):
        """Writes bytes to the engine; False when it has exited."""
        if self.proc is None:
            return False
        try:
            self.proc.stdin.write(data)
            return True
        except (BrokenPipeError, OSError, ValueError):
            return False

    def read_more(self, deadline):
        """Reads what the engine has written into `buf`: 'data', 'eof', or
        'timeout' once time.monotonic() passes `deadline` (None: never)."""
        left = None if deadline is None else deadline - time.monotonic()
        if left is not None and left <= 0:
            return 'timeout'
        ready, _, _ = select.select([self.fd], [], [], left)
        if not ready:
            return 'timeout'
        chunk = os.read(self.fd, 65536)
        if not chunk:
            return 'eof'
        self.buf += chunk
        return 'data'

    def exit_status(self, wait=5.0):
        """The exit code once the engine has closed its output, or '?'."""
        try:
            return self.proc.wait(timeout=wait)
        except subprocess.TimeoutExpired:
            return '?'

    def _failure(self, status, command):
        """The GtpError for a read of the answer to `command` that ended in
        `status` ('timeout' or 'eof'); the engine is killed."""
        if self.proc is None:
            return GtpError('CRASH', f'{self.name} is not running ({command!r})')
        if status == 'timeout':
            self.kill()
            return GtpError('TIMEOUT', f'no answer within {self._timeout:g} s')
        rc = self.exit_status()
        if self._pump is not None:
            self._pump.join(timeout=2)
        sig = f' ({signal.Signals(-rc).name})' if isinstance(rc, int) and rc < 0 else ''
        tail = self.stderr_tail() if self.keep_stderr else ''
        self.kill()
        return GtpError('CRASH', f'exit {rc}{sig} {tail}'.strip())

    def read_answer(self, deadline, command='?'):
        """The next Answer; GtpError when the engine exits or `deadline`
        passes."""
        while True:
            if b'\r' in self.buf:
                self.buf = self.buf.replace(b'\r', b'')
            self.buf = self.buf.lstrip(b'\n')
            end = self.buf.find(b'\n\n')
            if end >= 0:
                raw, self.buf = self.buf[:end], self.buf[end + 2:]
                answer = parse_answer(raw.decode(errors='replace'))
                if answer is not None:
                    return answer
                continue                      # stray output, not an answer
            status = self.read_more(deadline)
            if status != 'data':
                raise self._failure(status, command)

    # ----------------------------------------------------------- commands

    def ask(self, command, timeout=None):
        """The Answer to one command, timed from sending to its end."""
        t0 = time.monotonic()
        deadline = None if timeout is None else t0 + timeout
        self._timeout = timeout
        if not self.write(command.encode() + b'\n'):
            raise self._failure('eof', command)
        try:
            return self.read_answer(deadline, command)
        finally:
            self.last = time.monotonic() - t0
            self.seconds += self.last

    def command(self, command, timeout=None):
        """The text of a successful answer, stripped; GtpError (ERROR) on `?`."""
        answer = self.ask(command, timeout)
        if not answer.ok:
            raise GtpError('ERROR', f'{command}: ? {answer.text}')
        return answer.text.strip()

    def ask_many(self, commands, timeout=None):
        """The Answers to a batch of commands written at once (by a thread,
        so that a big batch cannot block on full pipes), `timeout` seconds
        for the whole batch."""
        if not commands:
            return []
        t0 = time.monotonic()
        deadline = None if timeout is None else t0 + timeout
        self._timeout = timeout
        data = ''.join(c + '\n' for c in commands).encode()
        threading.Thread(target=self.write, args=(data,), daemon=True).start()
        try:
            return [self.read_answer(deadline, c) for c in commands]
        finally:
            self.last = time.monotonic() - t0
            self.seconds += self.last
