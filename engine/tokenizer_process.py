"""The tokenizer in a child process, so a CPU session's start-up overlaps it with the model.

Building Qwen2's tokenizer (`tokenizers.Tokenizer.from_file`, 151k tokens and merges) takes
about 0.5 s on a 2-core CPU and holds the GIL the whole time, so no thread can run it beside
`import torch`, the weights or the warm-up. A child process can: started before the model
loads, it builds the tokenizer (tokenizer.load_tokenizer) on the other core and then answers
encode and decode calls over a pipe, tens of microseconds each against about 100 ms per
decoding round on a CPU. GPU sessions, whose rounds take a few milliseconds, keep the
tokenizer in process (session.py decides).

If the child cannot start, cannot load the tokenizer or dies, the first call that notices
loads the tokenizer here and goes on: slower to start, never a failed edit (a tokenizer that
cannot load fails here as it would have). An error a call raises (a model without a chat
template) reaches the caller as it would in process. The child runs from the model folder,
so the user's current folder is not on its import path.

    python -m redraft.engine.tokenizer_process MODEL_FOLDER   # the child; the protocol is
                                                              # (op, args) -> ("ok", value) | ("error", exc)
"""

from __future__ import annotations

import logging
import os
import pickle
import subprocess
import sys
import threading
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

from .errors import ModelError
from .tokenizer import load_tokenizer

log = logging.getLogger(__name__)

OPS = ("encode_chat", "encode", "decode")  # the tokenizer methods the child answers
READY_TIMEOUT_S = 120.0  # the child's load; past it, load here instead


def supported() -> bool:
    """Pipes as multiprocessing Connections: file descriptors (POSIX)."""
    return os.name == "posix"


class TokenizerProcess:
    """encode_chat / encode / decode / eos, as tokenizer.FastTokenizer, answered by a child."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path).resolve()
        self._lock = threading.Lock()
        self._local: Any = None  # the in-process tokenizer, once the child failed
        self._eos: list[int] | None = None
        self._proc: subprocess.Popen | None = None
        self._send: Connection | None = None
        self._recv: Connection | None = None
        self._closed = False
        try:
            self._spawn()
        except OSError as e:
            self._fail(f"could not start it ({e})")

    # -- the tokenizer's interface ---------------------------------------------------------

    @property
    def eos(self) -> list[int]:
        self._ready()
        if self._local is not None:
            return self._local.eos
        assert self._eos is not None  # _ready: the child's eos, or a local tokenizer
        return self._eos

    def encode_chat(self, messages: list[dict[str, str]]) -> list[int]:
        return self._call("encode_chat", messages)

    def encode(self, text: str) -> list[int]:
        return self._call("encode", text)

    def decode(self, ids) -> str:
        return self._call("decode", list(ids))

    def close(self) -> None:
        """End the child (it also ends when this process does: its pipe closes). Calls after
        this raise ModelError."""
        with self._lock:
            self._closed = True
            self._end_child()

    # -- the pipe ----------------------------------------------------------------------------

    def argv(self) -> list[str]:
        """The child's command line."""
        return [sys.executable, "-m", __name__, str(self.path)]

    def _spawn(self) -> None:
        # This process's imports, as absolute paths; run from the model folder, so nothing in
        # the user's current folder (a tokenizers.py, a json.py) is imported by the child.
        paths = [os.path.abspath(p) for p in sys.path if p]
        env = dict(os.environ, PYTHONPATH=os.pathsep.join(paths))
        self._proc = subprocess.Popen(
            self.argv(), cwd=self.path, env=env, close_fds=True,
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
        )
        stdin, stdout = self._proc.stdin, self._proc.stdout
        assert stdin is not None and stdout is not None  # PIPE
        self._send = Connection(os.dup(stdin.fileno()), readable=False)
        self._recv = Connection(os.dup(stdout.fileno()), writable=False)
        stdin.close()
        stdout.close()

    def _ready(self) -> None:
        """Wait for the child's hello (its eos ids) once. A child that cannot load the
        tokenizer is treated as a failed child: the tokenizer then loads here, and raises
        here what is really wrong with it (the child's failure may be its own, an import)."""
        with self._lock:
            self._check_open()
            if self._eos is not None or self._local is not None:
                return
            if self._recv is None:  # the child is gone and the tokenizer did not load here: again
                self._local = load_tokenizer(self.path)
                return
            try:
                if not self._recv.poll(READY_TIMEOUT_S):
                    raise TimeoutError(f"no answer in {READY_TIMEOUT_S:.0f} s")
                status, value = self._recv.recv()
            except (OSError, EOFError, TimeoutError, pickle.UnpicklingError) as e:
                self._fail(f"it stopped before answering ({type(e).__name__}: {e})")
                return
            if status != "ok":
                self._fail(f"it could not load the tokenizer ({type(value).__name__}: {value})")
                return
            self._eos = value

    def _call(self, op: str, arg: Any) -> Any:
        self._ready()
        with self._lock:
            self._check_open()
            if self._local is None:
                assert self._send is not None and self._recv is not None  # _ready kept the child
                try:
                    self._send.send((op, arg))
                    status, value = self._recv.recv()
                except (OSError, EOFError, pickle.UnpicklingError) as e:
                    self._fail(f"it stopped ({type(e).__name__}: {e})")
                else:
                    if status == "error":
                        raise value  # the tokenizer's own (a template without a chat format)
                    return value
            local = self._local
        return getattr(local, op)(arg)

    def _check_open(self) -> None:
        if self._closed:
            raise ModelError("the tokenizer was closed with its session")

    def _fail(self, why: str) -> None:
        """Load the tokenizer here from now on (the caller holds the lock or has not shared us)."""
        log.warning("redraft: the tokenizer process failed: %s; loading the tokenizer in process", why)
        self._end_child()
        self._local = load_tokenizer(self.path)

    def _end_child(self) -> None:
        for conn in (self._send, self._recv):
            if conn is not None:
                conn.close()
        self._send = self._recv = None
        if self._proc is not None:
            if self._proc.poll() is None:
                self._proc.kill()  # idle, or still loading: it holds nothing worth a wait
            self._proc.wait()
            self._proc = None


# -- the child ---------------------------------------------------------------------------


def _portable(e: BaseException) -> BaseException:
    """The exception itself where it pickles, else a ModelError with its text."""
    try:
        pickle.loads(pickle.dumps(e))
        return e
    except Exception:
        return ModelError(f"{type(e).__name__}: {e}")


def serve(path: Path, recv: Connection, send: Connection) -> None:
    """Load, say hello (the eos ids, or the load's error), then answer until the pipe closes."""
    try:
        tok = load_tokenizer(path)
    except Exception as e:
        send.send(("error", _portable(e)))
        return
    send.send(("ok", list(tok.eos)))
    while True:
        try:
            op, arg = recv.recv()
        except EOFError:
            return
        try:
            if op not in OPS:
                raise ValueError(f"unknown tokenizer call {op!r}")
            reply = ("ok", getattr(tok, op)(arg))
        except Exception as e:
            reply = ("error", _portable(e))
        send.send(reply)


def main(argv: list[str]) -> int:
    recv = Connection(os.dup(0), writable=False)
    send = Connection(os.dup(1), readable=False)
    os.dup2(2, 1)  # a stray print must not land in the pipe
    serve(Path(argv[0]), recv, send)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
