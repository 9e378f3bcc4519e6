"""The `redraft` command: the TUI by default, plus `edit`, `check`, `model`, `bench` and `serve`.
`redraft --help` is the TUI's help (its options, keys and the commands)."""

from __future__ import annotations

import argparse
import os
import sys

from . import __version__
from .terminal import Parser, drop_stdout, hold_closed_streams, say, show_log_messages
from ..engine.errors import ConfigError, RedraftError

SUBCOMMANDS = ("edit", "check", "model", "bench", "serve")


def build_parser() -> argparse.ArgumentParser:
    p = Parser(prog="redraft", description="Rewrite files fast with prompt-lookup decoding.")
    p.add_argument("--version", action="version", version=f"redraft {__version__}")
    sub = p.add_subparsers(dest="command", metavar="{edit,check,model,bench,serve}")
    from . import check_cmd, headless, model_cmd

    from .serve import cmd as serve_cmd

    headless.add_parser(sub)
    check_cmd.add_parser(sub)
    model_cmd.add_parser(sub)
    serve_cmd.add_parser(sub)
    try:
        from . import bench_cmd
    except ImportError:
        pass
    else:
        bench_cmd.add_parser(sub)
    return p


def parse(argv: list[str]) -> argparse.Namespace:
    """The command line; an option the command does not know is its parser's error (its usage,
    `redraft model pull: error: ...`), not the top level's."""
    parser = build_parser()
    args, extra = parser.parse_known_args(argv)
    if extra:
        leaf(parser, args).error(f"unrecognized arguments: {' '.join(extra)}")
    return args


def leaf(parser: argparse.ArgumentParser, args: argparse.Namespace) -> argparse.ArgumentParser:
    """The innermost (sub)command parser `args` went through."""
    for action in parser._actions:  # argparse keeps its subcommands there, and nowhere public
        if isinstance(action, argparse._SubParsersAction):
            name = getattr(args, action.dest, None)
            if name in action.choices:
                return leaf(action.choices[name], args)
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    show_log_messages()
    try:
        if argv and argv[0] in SUBCOMMANDS or argv[:1] == ["--version"]:
            args = parse(argv)
            return args.run(args)
        from .tui_cmd import run_tui

        return run_tui(argv)
    except ConfigError as e:  # a parameter the engine names: say it as its flag
        from .options import flag

        say(f"redraft: error: {e.named(flag)}")
        return 2
    except RedraftError as e:  # every message is shown: a name or an echo may hold ESC
        say(f"redraft: error: {e}")
        return 2
    except KeyboardInterrupt:
        print("redraft: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:  # `redraft edit ... | head`: the reader left; no traceback
        drop_stdout()
        return 141


def entry() -> None:
    """The console script (and `python -m redraft.app`): main(), then exit. Where a model was
    loaded, the process leaves without the interpreter's teardown: freeing torch's weights
    and threads takes ~0.5 s on a 2-core CPU after the result is printed and every file is
    written. Nothing of ours runs at exit (the tokenizer process ends with its pipe). What
    the interpreter would have flushed is flushed here, and a failed flush is an error: a
    full disk under `redraft edit --stdout > out.py` must not exit 0. A closed stdout or
    stderr is held on /dev/null first (app/terminal.py)."""
    hold_closed_streams()
    code = flush_stdout(main())
    if "torch" not in sys.modules and "mlx.core" not in sys.modules:
        sys.exit(code)
    import logging

    logging.shutdown()
    try:
        sys.stderr.flush()
    except (OSError, ValueError):
        pass
    os._exit(code)


def flush_stdout(code: int) -> int:
    """`code`, or 141 if the reader left, or 2 (one line) if what stdout holds cannot be
    written: the interpreter's own flush at exit would print a traceback-like notice and 120."""
    if sys.stdout is None:  # closed from the start (app/terminal.py)
        return code
    try:
        sys.stdout.flush()
    except BrokenPipeError:  # the reader left (`| head`), as main() says it
        drop_stdout()
        return 141
    except (OSError, ValueError) as e:
        say(f"redraft: error: could not write the output: {e}")
        drop_stdout()
        return 2
    return code
