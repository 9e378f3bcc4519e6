"""`redraft edit FILE -i INSTRUCTION`: one edit, no UI.

Everything that can refuse runs before the model loads: flags and the config file, the
device name, the file (regular, text, not too large), and for --write the target, its
folder, the backup folder and free space; --stats-json's path in every mode."""

from __future__ import annotations

import argparse
import difflib
import json
import os
import sys
from pathlib import Path

from redraft.app import backups
from redraft.app.attempts import run_attempts
from redraft.app.backup_prune import BackupPolicy, prune
from redraft.app.config_file import load_config
from redraft.app.files import read_source
from redraft.app.options import add_decode_options, add_model_options, decode_config, model_options
from redraft.app.progress import progress_bar
from redraft.app.refusals import Candidate, Refused, incomplete
from redraft.app.safe_write import WriteFailed, apply_edit, preflight
from redraft.app.textcodec import encode_text
from redraft.engine.errors import InputError

INCOMPLETE_EXIT = 3  # --diff/--stdout printed a result that stopped early


def add_parser(sub) -> None:
    p = sub.add_parser("edit", help="edit a file from the command line")
    p.add_argument("file")
    p.add_argument("-i", "--instruction", required=True, help="what to change")
    out = p.add_mutually_exclusive_group()
    out.add_argument("--diff", dest="output", action="store_const", const="diff", help="print a unified diff (default)")
    out.add_argument("--write", dest="output", action="store_const", const="write",
                     help="write the file atomically, keeping a backup (refused if the result is incomplete, "
                     "the check finds it suspect or breaking, the file is read-only or it changed on disk)")
    out.add_argument("--stdout", dest="output", action="store_const", const="stdout", help="print the edited file")
    p.add_argument("--force", action="store_true",
                   help="write an incomplete result, one the check finds suspect or breaking, or a read-only file anyway (never a file that changed on disk)")
    p.add_argument("--retries", type=int, default=None, metavar="N",
                   help="retry a suspect or breaking result up to N times, telling the model what failed (default 1, [check] retries; 0: off)")
    p.add_argument("--stats-json", metavar="PATH", help="write the call's stats as JSON")
    p.add_argument("--config", default=None, metavar="PATH", help="read this config file instead")
    add_model_options(p)
    add_decode_options(p)
    p.set_defaults(run=run, output="diff")


def run(args: argparse.Namespace) -> int:
    conf = load_config(args.config)
    cfg = decode_config(args, conf.decode)  # refuse bad values before any model loads
    retries = conf.retries if args.retries is None else args.retries
    if retries < 0:
        raise InputError(f"--retries {retries}: must be >= 0 (0: no retries)")
    opts = model_options(args, conf.model_defaults())
    opts["settings"] = opts["settings"].one_shot()  # one edit, then exit: no compile warm-up
    from redraft.engine.devices import check_device, validate_device  # torch-free until asked

    validate_device(opts["backend"], opts["device"])
    if not args.instruction.strip():
        raise InputError("the instruction is empty: say what to change, e.g. -i 'rename x to count'")
    src = read_source(args.file)
    if args.stats_json:
        check_writable(Path(args.stats_json), "--stats-json")
        if os.path.realpath(args.stats_json) == str(src.real):
            raise InputError(f"--stats-json {args.stats_json}: is the file being edited; give another path")
    if args.output == "write":
        preflight(src, force=args.force)
    check_device(opts["backend"], opts["device"])

    from redraft.engine.session import EditRequest, Session

    with progress_bar() as progress:
        session = Session.load(progress=progress, one_shot=True, **opts)  # then the process exits
    outcome = run_attempts(session, lambda instruction: EditRequest(src.text, instruction, src.path.name),
                           src.text, src.path.name, args.instruction, cfg, retries)
    result, summary, verdict = outcome.chosen.result, outcome.chosen.summary, outcome.chosen.attempt.verdict
    print(outcome.line(), file=sys.stderr)
    cut = incomplete(Candidate(src.text, result.text, summary, src))
    code = 0
    if args.output == "write":
        code = write(src, result.text, summary, args.force, verdict, conf.backups)
    else:
        if cut is not None:
            print(f"redraft: incomplete: {cut.reason.split(': ', 1)[1]} ({cut.fix})", file=sys.stderr)
            code = 0 if args.force else INCOMPLETE_EXIT
        if args.output == "stdout":
            sys.stdout.write(result.text)
        else:
            sys.stdout.writelines(unified_diff(src.text, result.text, str(src.path)))
    if args.stats_json:
        write_stats(Path(args.stats_json), {**summary.as_dict(), "check": verdict.as_dict(), **outcome.as_dict()})
    return code


def write(src, text: str, summary, force: bool, verdict=None, keep: BackupPolicy = BackupPolicy()) -> int:
    if text == src.text:
        print(f"{src.path}: unchanged", file=sys.stderr)
        return 0
    try:
        done = apply_edit(src, text, summary, force=force, verdict=verdict)
    except Refused as e:  # keep the result: the generation is not lost
        saved = backups.rescue(encode_text(text, src.fmt), src.real.name)
        raise Refused(e.refusals, str(src.path), str(saved) if saved else "") from None
    except WriteFailed as e:
        if e.saved is None:
            sys.stdout.write(text)
            raise WriteFailed(f"{e}; it is printed on stdout", None) from None
        raise
    where = f" (through {src.path} -> {done.target})" if done.target != Path(os.path.abspath(src.path)) else ""
    print(f"wrote {src.path}{where} (backup: {done.backup})", file=sys.stderr)
    for note in done.notes:
        print(f"redraft: note: {note}", file=sys.stderr)
    prune(backups.backup_dir(), keep, spare=frozenset({done.backup}))  # the config's [backups], as the TUI
    return 0


def check_writable(path: Path, flag: str) -> None:
    """A one-line InputError unless `path` can be written (tried, not guessed), before the
    model runs; an existing file is left as it is."""
    try:
        if path.is_dir():
            raise InputError(f"{flag} {path}: is a directory; give a file path")
        if path.exists():  # opened for appending, not truncated; a FIFO without a reader fails
            os.close(os.open(path, os.O_WRONLY | os.O_APPEND | getattr(os, "O_NONBLOCK", 0)))
        else:
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
            os.close(fd)
            path.unlink()
    except OSError as e:
        raise InputError(f"{flag} {path}: cannot write it ({e.strerror}); give a writable path") from None


def write_stats(path: Path, data: dict) -> None:
    try:
        path.write_text(json.dumps(data, indent=2) + "\n")
    except OSError as e:
        raise InputError(f"--stats-json {path}: cannot write it ({e.strerror})") from None


def diff_label(name: str, side: str) -> str:
    """`a/rel/path` for a relative path (or one under the current folder), `a/abs/path` for
    another absolute path, as `git diff --no-index` writes it (never `a//abs`)."""
    p = Path(name)
    if p.is_absolute():
        try:
            p = p.relative_to(Path.cwd())
        except ValueError:
            return f"{side}{p.as_posix()}"
    return f"{side}/{p.as_posix()}"


def unified_diff(before: str, after: str, name: str) -> list[str]:
    return list(
        difflib.unified_diff(
            before.splitlines(keepends=True), after.splitlines(keepends=True),
            fromfile=diff_label(name, "a"), tofile=diff_label(name, "b"),
        )
    )
