"""`redraft edit FILE -i INSTRUCTION`: one edit, no UI.

Everything that can refuse runs before the model loads: flags and the config file, the
device name, the instruction (not empty, UTF-8), the file (regular, text, not too large), a
closed stdout for --diff/--stdout, and for --write the target, its folder, the backup folder
and free space; --stats-json's path in every mode. The stats file is written before the
result is delivered: if it fails, nothing is (exit 2, the file untouched, the result kept
beside the backups). Messages and a terminal's stdout show control characters
(app/terminal.py)."""

from __future__ import annotations

import argparse
import json
import os
from pathlib import Path

from .files import backups
from .attempts import run_attempts
from .files.backup_prune import BackupPolicy, prune
from .config_file import load_config
from .files.reading import read_source
from .options import add_decode_options, add_model_options, config_names, decode_config, model_options
from .patches import patch_label, unified_patch
from .progress import progress_bar
from .remote.choice import add_server_option, server_session
from .files.refusals import Candidate, Refused, Refusal, breaks, empty, incomplete, shrinks
from .files.safe_write import WriteFailed, apply_edit, preflight
from .terminal import SURROGATE, OutputError, drop_stdout, say, stdout_closed, write_out
from .files.textcodec import encode_text
from ..engine import check, unreadable
from ..engine.errors import InputError
from ..engine.events import Summary
from ..engine.session import require_instruction

UNSAFE_EXIT = 3  # the result is not safe to apply as it is: printed anyway (--diff/--stdout), or unchanged (--write)


def add_parser(sub) -> None:
    p = sub.add_parser("edit", help="edit a file from the command line")
    p.add_argument("file")
    p.add_argument("-i", "--instruction", required=True, help="what to change")
    out = p.add_mutually_exclusive_group()
    out.add_argument("--diff", dest="output", action="store_const", const="diff",
                     help="print a unified diff (default; exit 3 when --write would refuse what the result holds, printed anyway)")
    out.add_argument("--write", dest="output", action="store_const", const="write",
                     help="write the file atomically, keeping a backup (refused if the result is incomplete, "
                     "breaks the file or drops much of it, the check finds it suspect, the file is read-only or "
                     "hard-linked, or it changed on disk)")
    out.add_argument("--stdout", dest="output", action="store_const", const="stdout",
                     help="print the edited file (exit 3 as --diff)")
    p.add_argument("--force", action="store_true",
                   help="write an incomplete result, one the check finds suspect or breaking or that drops much of the file, "
                   "a read-only file or a hard-linked one (splitting the link) anyway (never a file that changed on disk); "
                   "with --diff/--stdout: exit 0 for such a result")
    p.add_argument("--retries", type=int, default=None, metavar="N",
                   help="retry a suspect or breaking result up to N times, telling the model what failed (default 1, [check] retries; 0: off)")
    p.add_argument("--fix", action="store_true",
                   help="when the check refuses the model's result and a library computes the exact one (a rename, a "
                   "setting, a reformat), deliver the computed result instead (labelled computed, not generated)")
    p.add_argument("--stats-json", metavar="PATH", help="write the call's stats as JSON")
    p.add_argument("--config", default=None, metavar="PATH", help="read this config file instead")
    add_server_option(p, "auto")
    add_model_options(p)
    add_decode_options(p)
    p.set_defaults(run=run, output="diff")


def run(args: argparse.Namespace) -> int:
    conf = load_config(args.config)
    with config_names(args, conf):  # a bad value is named where it was given: flag or config key
        return edit(args, conf)


def edit(args: argparse.Namespace, conf) -> int:
    cfg = decode_config(args, conf.decode, conf)  # refuse bad values before any model loads
    retries = conf.retries if args.retries is None else args.retries
    if retries < 0:
        raise InputError(f"--retries {retries}: must be >= 0 (0: no retries)")
    opts = model_options(args, conf.model_defaults())
    from ..engine.placement import check_names, place  # torch-free until asked

    check_names(opts["backend"], opts["device"], opts["dtype"], opts["quant"])
    src = preflight_input(args)

    from ..engine.session import EditRequest, Session

    session = server_session(args, conf, "auto", opts, say=say)
    if session is None:
        where = place(opts["backend"], opts["device"], opts["dtype"], opts["quant"], opts["graphs"])
        from ..engine.store.hub import prefetch

        prefetch(opts["model"])  # a hub id not in the cache: downloaded first, with huggingface_hub's bars
        with progress_bar() as progress:  # then the process exits
            session = Session.load(model=opts["model"], progress=progress, settings=opts["settings"], one_shot=True, placement=where)
    outcome = run_attempts(session, lambda instruction: EditRequest(src.text, instruction, src.path.name),
                           src.text, src.path.name, args.instruction, cfg, retries, say=say)
    result, verdict = outcome.chosen.result, outcome.chosen.attempt.verdict
    summary: Summary | None = outcome.chosen.summary
    hint = f" · --fix delivers the computed result ({verdict.fix_how})" if verdict.fix is not None and not args.fix else ""
    say(outcome.line(session.stats_line) + hint)  # one line: the stats, the verdict, what --fix would do
    text = result.text
    if verdict.fix is not None and args.fix:
        say(f"redraft: the model's result is {verdict.level}; delivering the computed result ({verdict.fix_how}), "
            "not the model's")
        text, summary = verdict.fix, None  # a library's result: no stop reason or weights apply
        verdict = check(src.text, text, src.path.name, args.instruction)
    if args.stats_json:  # before the result is delivered: a failure then delivers nothing
        stats = {**outcome.chosen.summary.as_dict(), "check": verdict.as_dict(), **outcome.as_dict()}
        stats["fixed"] = text != result.text  # the computed result was delivered, not the model's
        write_stats(Path(args.stats_json), stats, src, text, args.output)
    if args.output == "write":
        return write(src, text, summary, args.force, verdict, conf.backups, args.instruction)
    found = unsafe(Candidate(src.text, text, summary, src, verdict, args.instruction))
    for r in found:
        if r.code == "incomplete":
            say(f"redraft: incomplete: {r.reason.split(': ', 1)[1]} ({r.fix})")
        else:
            say(f"redraft: {r.code}: {r.reason}: {r.fix}; --write would refuse it")
    code = UNSAFE_EXIT if found and (not args.force or not all(r.forceable for r in found)) else 0
    body = text if args.output == "stdout" else unified_patch(src.text, text, patch_label(src.path))
    print_result(body, src, text)
    return code


def unsafe(c: Candidate) -> list[Refusal]:
    """What --write would refuse about the result itself (not about the file): cut short,
    dropping much of the file, or breaking it or suspect by the check. A printed diff that
    `| git apply` would apply blindly then exits UNSAFE_EXIT, with why on stderr."""
    return [r for r in (empty(c), incomplete(c), shrinks(c), breaks(c)) if r is not None]


def preflight_input(args: argparse.Namespace):
    """Everything about the instruction, the file and the outputs that can refuse, before
    the model loads; the file as read."""
    require_instruction(args.instruction)
    if SURROGATE.search(args.instruction):
        raise InputError("the instruction is not valid UTF-8: pass it in UTF-8 (your terminal's or shell's encoding)")
    if args.output != "write" and stdout_closed():
        raise InputError(f"stdout is closed: there is nowhere to print the {args.output}; redirect it to a file or use --write")
    src = read_source(args.file)
    if (why := unreadable(src.text, src.path.name)) is not None:
        raise InputError(f"{args.file}: {why}: no edit of it could be checked; flatten it first")
    if args.stats_json:
        check_writable(Path(args.stats_json), "--stats-json")
        if os.path.realpath(args.stats_json) == str(src.real):
            raise InputError(f"--stats-json {args.stats_json}: is the file being edited; give another path")
    if args.output == "write":
        preflight(src, force=args.force)
    return src


def print_result(body: str, src, text: str) -> None:
    """The diff or the edited file on stdout; if stdout cannot take it (full, an I/O error)
    one line that says where the result is kept instead."""
    try:
        write_out(body)
    except BrokenPipeError:
        raise
    except OSError as e:
        drop_stdout()
        saved = backups.rescue(encode_text(text, src.fmt), src.real.name)
        kept = f"; the result is kept in {saved}" if saved else ""
        raise OutputError(f"could not write the output ({e.strerror}){kept}") from None


def write(
    src, text: str, summary, force: bool, verdict=None, keep: BackupPolicy = BackupPolicy(), instruction: str = ""
) -> int:
    if text == src.text:
        if verdict is not None and verdict.refused:  # the instruction asked for a change
            say(f"{src.path}: unchanged, and the instruction asked for a change (check: {verdict.text})")
            return UNSAFE_EXIT
        say(f"{src.path}: unchanged")
        return 0
    try:
        done = apply_edit(src, text, summary, force=force, verdict=verdict, instruction=instruction)
    except Refused as e:  # keep the result: the generation is not lost
        saved = backups.rescue(encode_text(text, src.fmt), src.real.name)
        raise Refused(e.refusals, str(src.path), str(saved) if saved else "") from None
    except WriteFailed as e:
        if e.saved is None:  # nowhere left but stdout
            try:
                if stdout_closed():
                    raise OSError("stdout is closed")
                write_out(text)
            except OSError:
                drop_stdout()
                raise WriteFailed(f"{e}; stdout cannot take it either, so the result is lost", None) from None
            raise WriteFailed(f"{e}; it is printed on stdout", None) from None
        raise
    where = f" (through {src.path} -> {done.target})" if done.target != Path(os.path.abspath(src.path)) else ""
    say(f"wrote {src.path}{where} (backup: {done.backup})")
    for note in done.notes:
        say(f"redraft: note: {note}")
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


def write_stats(path: Path, data: dict, src=None, text: str = "", output: str = "write") -> None:
    """The stats file, written before the result is delivered: if it fails, nothing is
    (the file is not written, nothing printed) and the result is kept beside the backups."""
    try:
        path.write_text(json.dumps(data, indent=2) + "\n")
    except OSError as e:
        kept = ""
        if src is not None:
            saved = backups.rescue(encode_text(text, src.fmt), src.real.name)
            what = f"{src.path} was not written" if output == "write" else f"the {output} was not printed"
            kept = f"; {what}" + (f", the result is kept in {saved}" if saved else "")
        raise InputError(f"--stats-json {path}: cannot write it ({e.strerror}){kept}") from None
