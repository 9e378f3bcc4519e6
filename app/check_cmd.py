"""`redraft check ORIGINAL RESULT -i INSTRUCTION` (or `--diff PATCH`): engine/checks.py's
verdict on an edit made by anything (another tool, a person), without a model.

Exit 0: verified or parses; 1: suspect or breaks; 2: bad input. One line on stderr;
`--json` prints the verdict as JSON on stdout."""

from __future__ import annotations

import argparse
import json

from .files.reading import read_source
from .files.safe_write import apply_edit
from .terminal import SURROGATE, say
from .visible import shown_path
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
    p.add_argument("--fix", action="store_true",
                   help="when the edit is refused and a library computes the exact result (a rename, a setting, a reformat), "
                   "write that computed result over RESULT (over ORIGINAL with --diff), with a backup")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    if (args.result is None) == (args.diff is None):
        raise InputError("give the edited file as RESULT or a patch as --diff PATCH (one of the two)")
    if SURROGATE.search(args.instruction):
        raise InputError("the instruction is not valid UTF-8: pass it in UTF-8 (your terminal's or shell's encoding)")
    if not args.instruction.strip():
        raise InputError("the instruction is empty: say what the edit was asked to do, e.g. -i 'rename x to count'")
    src = read_source(args.original)
    if args.diff is not None:
        from .patching import apply_patch  # whatthepatch: only for --diff

        result = apply_patch(src.text, read_source(args.diff).text, args.diff)
    else:
        result = read_source(args.result).text
    verdict = check(src.text, result, src.path.name, args.instruction)
    say(f"{verdict.text} · {shown_path(src.path)}")  # the verdict first; it may quote the file: controls shown
    if verdict.fix is not None:
        lines = ", ".join(str(n) for n in verdict.departs[:6]) + (" ..." if len(verdict.departs) > 6 else "")
        say(f"fix: computed, not generated ({verdict.fix_how}); the result departs from it at line"
            f"{'s' if len(verdict.departs) != 1 else ''} {lines}" + ("" if args.fix else "; --fix writes it"))
    if args.json:
        print(json.dumps({"file": str(src.path), **verdict.as_dict()}, indent=2))
    if args.fix:
        if verdict.fix is None:
            say("fix: none computed for this instruction; nothing written" if verdict.refused else "fix: not needed")
            return 1 if verdict.refused else 0
        target = read_source(args.result) if args.result is not None else src
        done = apply_edit(target, verdict.fix, verdict=check(src.text, verdict.fix, src.path.name, args.instruction),
                          instruction=args.instruction)
        say(f"wrote the computed result to {shown_path(target.path)} (backup: {shown_path(done.backup)})")
        return 0
    return 1 if verdict.refused else 0

