"""The tokenizer in a child process, so a CPU session's start-up overlaps it with the model.

Building Qwen2's tokenizer (`tokenizers.Tokenizer.from_file`, 151k tokens and merges) takes
about 0.5 s on a 2-core CPU and holds the GIL the whole time, so no thread can run it beside
`import torch`, the weights or the warm-up. A child process can: started before the model
loads, it builds the tokenizer (tokenizer.load_tokenizer) on the other core and then answers
encode and decode calls over a pipe, tens of microseconds each against about 100 ms per
decoding round on a CPU. GPU sessions, whose rounds take a few milliseconds, keep the
tokenizer in process (session.py decides).

If the child cannot start or dies, the first call that notices loads the tokenizer here and
goes on: slower to start, never a failed edit. An error the tokenizer itself raises (a model
without a chat template) reaches the caller as it would in process.

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

log = logging.getLogger(__name__)

OPS = ("encode_chat", "encode", "decode")  # the tokenizer methods the child answers
READY_TIMEOUT_S = 120.0  # the child's load; past it, load here instead


def supported() -> bool:
    """Pipes as multiprocessing Connections: file descriptors (POSIX)."""
    return os.name == "posix"


class TokenizerProcess:
    """encode_chat / encode / decode / eos, as tokenizer.FastTokenizer, answered by a child."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self._lock = threading.Lock()
        self._local: Any = None  # the in-process tokenizer, once the child failed
        self._eos: list[int] | None = None
        self._error: BaseException | None = None  # the child's load error, raised by every call
        self._proc: subprocess.Popen | None = None
        self._send = self._recv = None
        try:
            self._spawn()
        except OSError as e:
            self._fail(f"could not start it ({e})")

    # -- the tokenizer's interface ---------------------------------------------------------

    @property
    def eos(self) -> list[int]:
        self._ready()
        return self._eos if self._local is None else self._local.eos

    def encode_chat(self, messages: list[dict[str, str]]) -> list[int]:
        return self._call("encode_chat", messages)

    def encode(self, text: str) -> list[int]:
        return self._call("encode", text)

    def decode(self, ids) -> str:
        return self._call("decode", list(ids))

    def close(self) -> None:
        """End the child (it also ends when this process does: its pipe closes)."""
        for conn in (self._send, self._recv):
            if conn is not None:
                conn.close()
        self._send = self._recv = None
        if self._proc is not None:
            try:
                self._proc.wait(timeout=2)
            except subprocess.TimeoutExpired:
                self._proc.kill()
                self._proc.wait()
            self._proc = None

    # -- the pipe ----------------------------------------------------------------------------

    def _spawn(self) -> None:
        env = dict(os.environ, PYTHONPATH=os.pathsep.join(p for p in sys.path if p))  # this process's imports
        self._proc = subprocess.Popen(
            [sys.executable, "-m", __name__, str(self.path)],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env, close_fds=True,
        )
        self._send = Connection(os.dup(self._proc.stdin.fileno()), readable=False)
        self._recv = Connection(os.dup(self._proc.stdout.fileno()), writable=False)
        self._proc.stdin.close()
        self._proc.stdout.close()

    def _ready(self) -> None:
        """Wait for the child's hello (its eos ids) once; a load error is raised as is."""
        with self._lock:
            if self._error is not None:
                raise self._error
            if self._eos is not None or self._local is not None:
                return
            try:
                if not self._recv.poll(READY_TIMEOUT_S):
                    raise TimeoutError(f"no answer in {READY_TIMEOUT_S:.0f} s")
                status, value = self._recv.recv()
            except (OSError, EOFError, TimeoutError, pickle.UnpicklingError) as e:
                self._fail(f"it stopped before answering ({type(e).__name__}: {e})")
                return
            if status == "error":
                self.close()
                self._error = value
                raise value
            self._eos = value

    def _call(self, op: str, arg: Any) -> Any:
        self._ready()
        with self._lock:
            if self._local is None:
                try:
                    self._send.send((op, arg))
                    status, value = self._recv.recv()
                except (OSError, EOFError, pickle.UnpicklingError) as e:
                    self._fail(f"it stopped ({type(e).__name__}: {e})")
                else:
                    if status == "error":
                        raise value
                    return value
        return getattr(self._local, op)(arg)

    def _fail(self, why: str) -> None:
        """Load the tokenizer here from now on (the caller holds the lock or has not shared us)."""
        from redraft.engine.tokenizer import load_tokenizer

        log.warning("redraft: the tokenizer process failed: %s; loading the tokenizer in process", why)
        self.close()
        self._local = load_tokenizer(self.path)


# -- the child ---------------------------------------------------------------------------


def _portable(e: BaseException) -> BaseException:
    """The exception itself where it pickles, else a ModelError with its text."""
    try:
        pickle.loads(pickle.dumps(e))
        return e
    except Exception:
        from redraft.engine.errors import ModelError

        return ModelError(f"{type(e).__name__}: {e}")


def serve(path: Path, recv: Connection, send: Connection) -> None:
    """Load, say hello (the eos ids, or the load's error), then answer until the pipe closes."""
    from redraft.engine.tokenizer import load_tokenizer

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
