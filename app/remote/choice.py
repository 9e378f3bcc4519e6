"""`--server` and the config's `server`: which model server a command uses, if any.

    --server URL        a redraft server or any OpenAI-compatible one (http://HOST:PORT,
                        HOST:PORT, unix:PATH)
    --server auto       the local warm engine (`redraft serve` on the runtime dir's socket):
                        `redraft edit` starts one in the background when none runs; the TUI
                        uses one that runs (app/remote/warm.py); the default of both
    --server off        load the model here

The value comes from --server, else $REDRAFT_SERVER, else the config's `server`, else the
command's default. A model flag (--model, --device, --quant, ...) or the config's model keys
that ask for another model than the running engine's load it here instead (one line says
so). Nothing here imports httpx until a server is asked for."""

from __future__ import annotations

import argparse
import os
from typing import TYPE_CHECKING, Callable

if TYPE_CHECKING:
    from ...engine.session_api import EditSession

SERVER_ENV = "REDRAFT_SERVER"  # the default of --server, over the config's (the tests set it to off)
OFF = ("off", "none", "local", "")


def add_server_option(p: argparse.ArgumentParser, default: str) -> None:
    p.add_argument(
        "--server", default=None, metavar="URL",
        help="use a model server: a redraft server (`redraft serve`) or any OpenAI-compatible one "
        f"(http://HOST:PORT, unix:PATH); 'auto' uses the local warm engine ({'starting one when none runs' if default == 'auto' else 'when one runs'}), "
        f"'off' loads the model here (default: ${SERVER_ENV}, else the config's `server`, else {default}); "
        "token: $REDRAFT_SERVER_TOKEN",
    )


def server_spec(args: argparse.Namespace, conf, default: str) -> str:
    return args.server or os.environ.get(SERVER_ENV) or getattr(conf, "server", None) or default


def is_off(spec: str) -> bool:
    return spec.strip().lower() in OFF


def is_auto(spec: str) -> bool:
    return spec.strip().lower() == "auto"


def server_session(args: argparse.Namespace, conf, default: str, opts: dict, start_one: bool = True,
                   say: Callable[[str], None] = lambda m: None) -> EditSession | None:
    """The remote session to use, or None for a local model."""
    spec = server_spec(args, conf, default)
    if is_off(spec):
        return None
    if is_auto(spec):
        from .warm import warm_session

        return warm_session(opts, getattr(conf, "serve_idle", 600.0), getattr(args, "config", None), start_one, say)
    from .connect import connect

    return connect(spec)
