"""`--server` and the config's `server`: which model server a command uses, if any.

    --server URL        a redraft server or any OpenAI-compatible one (http://HOST:PORT,
                        HOST:PORT, unix:PATH)
    --server auto       a local redraft server when one runs (its socket in the runtime
                        dir), else the model loads here; `redraft edit`'s default
    --server off        load the model here

`auto` stays local when a model flag (--model, --backend, --device, --dtype, --no-graphs)
asks for a model of its own. Nothing here imports httpx until a server is asked for."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...engine.session_api import EditSession

MODEL_FLAGS = ("model", "backend", "device", "dtype", "graphs")
OFF = ("off", "none", "local", "")


def add_server_option(p: argparse.ArgumentParser, default: str) -> None:
    p.add_argument(
        "--server", default=None, metavar="URL",
        help="use a model server: a redraft server (`redraft serve`) or any OpenAI-compatible one "
        f"(http://HOST:PORT, unix:PATH); 'auto' uses a local redraft server when one runs, 'off' loads "
        f"the model here (default: the config's `server`, else {default}); token: $REDRAFT_SERVER_TOKEN",
    )


def server_spec(args: argparse.Namespace, conf, default: str) -> str:
    spec = args.server or getattr(conf, "server", None) or default
    if spec.strip().lower() == "auto" and any(getattr(args, f, None) is not None for f in MODEL_FLAGS):
        return "off"  # an explicit model choice: this machine's
    return spec


def server_session(args: argparse.Namespace, conf, default: str) -> EditSession | None:
    """The remote session to use, or None for a local model."""
    spec = server_spec(args, conf, default)
    if spec.strip().lower() in OFF:
        return None
    if spec.strip().lower() == "auto":
        from .address import default_socket

        if not default_socket().exists():  # the common case costs one stat, no httpx import
            return None
    from .connect import resolve

    return resolve(spec)
