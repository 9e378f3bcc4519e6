"""`redraft check ORIGINAL RESULT -i INSTRUCTION` (or `--diff PATCH`): engine/checks.py's
verdict on an edit made by anything (another tool, a person), without a model.

Exit 0: verified or parses; 1: suspect or breaks; 2: bad input. One line on stderr;
`--json` prints the verdict as JSON on stdout."""

from __future__ import annotations

import argparse
import json

from .files.reading import read_source
from .terminal import say
from ..engine import check
from ..engine.errors import InputError


def add_parser(sub) -> None:
    p = sub.add_parser("check", help="check an edit made by anything against its instruction (no model)",
                       description="The verdict redraft gives its own edits (verified, parses, suspect, breaks) on "
                       "an edit made by anything. Exit 0: verified or parses; 1: suspect or breaks; 2: bad input.")
    p.add_argument("original", help="the file before the edit")
    p.add_argument("result", nargs="?", help="the file after the edit")
    p.add_argument("--diff", metavar="PATCH", help="a unified diff to apply to ORIGINAL instead of a RESULT file")
    p.add_argument("-i", "--instruction", required=True, help="what the edit was asked to do")
    p.add_argument("--json", action="store_true", help="print the verdict as JSON on stdout")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    if (args.result is None) == (args.diff is None):
        raise InputError("give the edited file as RESULT or a patch as --diff PATCH (one of the two)")
    if not args.instruction.strip():
        raise InputError("the instruction is empty: say what the edit was asked to do, e.g. -i 'rename x to count'")
    src = read_source(args.original)
    if args.diff is not None:
        from .patching import apply_patch  # whatthepatch: only for --diff

        result = apply_patch(src.text, read_source(args.diff).text, args.diff)
    else:
        result = read_source(args.result).text
    verdict = check(src.text, result, src.path.name, args.instruction)
    say(f"{src.path}: check: {verdict.text}")  # a verdict may quote the file: control characters shown
    if args.json:
        print(json.dumps({"file": str(src.path), **verdict.as_dict()}, indent=2))
    return 1 if verdict.refused else 0
