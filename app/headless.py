"""`redraft edit FILE -i INSTRUCTION`: one edit, no UI."""

from __future__ import annotations

import argparse
import difflib
import json
import sys
from pathlib import Path

from redraft.app.files import read_source, write_atomic
from redraft.app.options import add_decode_options, add_model_options, decode_config, model_options
from redraft.app.progress import progress_bar
from redraft.engine.errors import InputError


def add_parser(sub) -> None:
    p = sub.add_parser("edit", help="edit a file from the command line")
    p.add_argument("file")
    p.add_argument("-i", "--instruction", required=True, help="what to change")
    out = p.add_mutually_exclusive_group()
    out.add_argument("--diff", dest="output", action="store_const", const="diff", help="print a unified diff (default)")
    out.add_argument("--write", dest="output", action="store_const", const="write", help="write the file atomically, keeping a backup")
    out.add_argument("--stdout", dest="output", action="store_const", const="stdout", help="print the edited file")
    p.add_argument("--stats-json", metavar="PATH", help="write the call's stats as JSON")
    add_model_options(p)
    add_decode_options(p)
    p.set_defaults(run=run, output="diff")


def run(args: argparse.Namespace) -> int:
    from redraft.engine.session import EditRequest, Session  # after arguments are checked

    cfg = decode_config(args)  # refuse bad values before any model loads
    src = read_source(args.file)
    if not args.instruction.strip():
        raise InputError("the instruction is empty: say what to change, e.g. -i 'rename x to count'")
    with progress_bar() as progress:
        session = Session.load(progress=progress, **model_options(args))
    result = session.edit(EditRequest(src.text, args.instruction, src.path.name), cfg)
    summary = result.done.summary
    print(summary.line(), file=sys.stderr)
    if args.stats_json:
        Path(args.stats_json).write_text(json.dumps(summary.as_dict(), indent=2) + "\n")
    if args.output == "stdout":
        sys.stdout.write(result.text)
    elif args.output == "write":
        if result.text == src.text:
            print(f"{src.path}: unchanged", file=sys.stderr)
        else:
            backup = write_atomic(src.path, result.text)
            print(f"wrote {src.path} (backup: {backup})", file=sys.stderr)
    else:
        sys.stdout.writelines(unified_diff(src.text, result.text, str(src.path)))
    return 0


def unified_diff(before: str, after: str, name: str) -> list[str]:
    return list(
        difflib.unified_diff(
            before.splitlines(keepends=True), after.splitlines(keepends=True),
            fromfile=f"a/{name}", tofile=f"b/{name}",
        )
    )
