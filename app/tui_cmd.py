"""`redraft [FILE]`: the Textual app. Flags and the config file are checked before the
app starts, so a bad value is one line on stderr, not a broken screen."""

from __future__ import annotations

import argparse
import os
from pathlib import Path
from typing import TYPE_CHECKING, Callable

from . import __version__
from .config_file import config_path, load_config
from .files.reading import read_source
from .options import add_decode_options, add_model_options, config_names, decode_config, model_options
from .terminal import Parser
from .remote.address import parse
from .remote.choice import add_server_option, is_auto, is_off, server_spec
from ..engine.errors import ConfigError

if TYPE_CHECKING:
    from ..engine.session_api import EditSession

from .session_hook import hooked_factory


EPILOG = """\
commands (each has its own --help):
  redraft edit FILE -i TEXT   one edit without the UI (prints a diff, or --write)
  redraft check OLD NEW -i TEXT  the check's verdict on an edit made by anything (or --diff PATCH)
  redraft model pull          get and convert the default model
  redraft bench               measure prompt lookup against plain decoding
  redraft serve               keep the model loaded: edits, --server clients, OpenAI clients

in the editor:
  enter run · esc cancel · ctrl+s accept · ctrl+g review hunk by hunk · ctrl+n reject
  ctrl+r retry · ctrl+b undo · ctrl+l edit log · up/down and ctrl+f instruction history
  f2 view · f3 rejected drafts · f4 model · f5 race (plain vs lookup) · f6/f7 source/stats
  f8 copy · f9 patch · ctrl+o open · ctrl+t paste mode · ctrl+p palette · f1 help · ctrl+q quit
  Below 120 columns the stats become one status line and the source pane hides.

Defaults come from the config file ({config}; REDRAFT_CONFIG overrides the path):
model, backend, device, dtype, theme, [decode], [check] (retries) and [backups] (keep, max_age_days).
Flags override it. History and backups live in the state dir (REDRAFT_STATE_DIR)."""


def build_parser() -> argparse.ArgumentParser:
    p = Parser(
        prog="redraft",
        usage="redraft [FILE] [options]  |  redraft {edit,check,model,bench} ...",
        description="Open FILE in the redraft editor: type an instruction, watch the model "
        "rewrite the file with prompt-lookup decoding (each token coloured by where it came "
        "from), then accept, review per hunk or reject. No FILE: paste mode and a file picker.",
        epilog=EPILOG.format(config=config_path()),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("--version", action="version", version=f"redraft {__version__}")
    p.add_argument("file", nargs="?", help="the file to edit")
    p.add_argument("--theme", default=None,
                   help="dark (default), light, colorblind (a shape as well as a colour per "
                   "provenance), or any Textual theme name; also in the config file and the palette")
    p.add_argument("--config", default=None, metavar="PATH", help="read this config file instead")
    p.add_argument("--retries", type=int, default=None, metavar="N",
                   help="retry a suspect or breaking result up to N times, telling the model what failed (default 1, [check] retries; 0: off)")
    add_server_option(p, "auto")
    add_model_options(p)
    add_decode_options(p)
    return p


def session_factory(opts: dict, server: str = "off"):
    """What the app calls in its loading thread: progress -> a loaded Session, or a remote
    session on `server` (app/remote/choice.py). "auto": the local warm engine when one runs
    and runs the model asked for, else the model loads here. The TUI never starts an engine:
    it loads its model once for a long session anyway, and one it started would keep that
    memory for `serve_idle` after the TUI quits."""
    hooked = hooked_factory()
    if hooked is not None:
        return hooked

    def load(progress: Callable[[int, int, str], None]) -> EditSession:
        import logging

        from ..engine.session import Session

        if is_auto(server):
            from .remote.warm import warm_session

            remote = warm_session(opts, 0.0, start_one=False, say=logging.getLogger("redraft").warning)
            if remote is not None:
                return remote
        elif not is_off(server):
            from .remote.connect import connect

            progress(0, 0, f"connecting to {server}")
            return connect(server)
        return Session.load(progress=progress, **opts)

    return load


def check_theme(name: str | None, config: Path | None = None) -> str | None:
    """The theme's full name; `config`: the config file that named it (for the error)."""
    if name is None:
        return None
    from textual.theme import BUILTIN_THEMES

    from ..themes import resolve_name, theme_specs

    full = resolve_name(name)
    if full not in theme_specs() and full not in BUILTIN_THEMES:
        where = f"config file {config}: theme: " if config else ""
        raise ConfigError(
            f"{where}unknown theme {name!r}: use dark, light, colorblind or a Textual theme "
            f"({', '.join(sorted(BUILTIN_THEMES)[:4])}, …)"
        )
    return full


def run_tui(argv: list[str]) -> int:
    args = build_parser().parse_args(argv)
    conf = load_config(args.config)
    cfg = decode_config(args, conf.decode, conf)  # validated here, before anything starts
    opts = model_options(args, conf.model_defaults())
    server = server_spec(args, conf, "auto")
    if not is_off(server) and not is_auto(server):
        parse(server)  # a malformed address is one line now, not a failed screen
    from ..engine.placement import check_names  # torch-free

    with config_names(args, conf):  # `device = "tpu"` in the config file is not --device
        check_names(opts["backend"], opts["device"], opts["dtype"], opts["quant"])
    theme = check_theme(args.theme or conf.theme, None if args.theme else conf.path)
    retries = conf.retries if args.retries is None else args.retries
    if retries < 0:
        raise ConfigError(f"--retries {retries}: must be >= 0 (0: no retries)")
    doc = None
    if args.file:
        from .tui.document import Document

        doc = Document.from_loaded(read_source(args.file))
    from .tui.app import RedraftApp

    app = RedraftApp(doc, session_factory=session_factory(opts, server), cfg=cfg, theme=theme, backups=conf.backups,
                     retries=retries)
    app.run()
    code = app.return_code or 0
    if getattr(app, "_loader", None) is not None:
        fast_exit(code)
    return code


def fast_exit(code: int) -> None:
    """Leave without the interpreter's teardown: with a model in memory that takes seconds
    (3.4 s measured for the 0.5B model on a loaded 2-core Xeon), all of it after the UI is
    gone. Nothing is lost: history, backups and accepted files are written synchronously,
    and the terminal is already restored."""
    import logging
    import sys

    logging.shutdown()
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(code)
