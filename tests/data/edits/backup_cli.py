"""backup: copy a directory tree to a dated archive folder, keeping the last N copies."""

from __future__ import annotations

import argparse
import logging
import shutil
import sys
import time
from pathlib import Path

log = logging.getLogger("backup")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="backup", description=__doc__)
    parser.add_argument("source", type=Path, help="the directory to back up")
    parser.add_argument("dest", type=Path, help="where the dated copies go")
    parser.add_argument("--keep", type=int, default=7, help="copies to keep (default 7)")
    parser.add_argument("--exclude", action="append", default=[], help="glob to skip")
    parser.add_argument("--dry-run", action="store_true", help="say what would happen")
    parser.add_argument("-v", "--verbose", action="store_true")
    return parser


def check(args: argparse.Namespace) -> None:
    if not args.source.is_dir():
        raise SystemExit(f"backup: {args.source} is not a directory")
    if args.keep < 1:
        raise SystemExit("backup: --keep must be at least 1")
    if args.dest.resolve().is_relative_to(args.source.resolve()):
        raise SystemExit("backup: the destination cannot be inside the source")


def copy_tree(args: argparse.Namespace, target: Path) -> int:
    ignore = shutil.ignore_patterns(*args.exclude) if args.exclude else None
    if args.dry_run:
        log.info("would copy %s to %s", args.source, target)
        return 0
    shutil.copytree(args.source, target, ignore=ignore, symlinks=True)
    return sum(1 for p in target.rglob("*") if p.is_file())


def prune(args: argparse.Namespace) -> list[Path]:
    copies = sorted(p for p in args.dest.iterdir() if p.is_dir() and p.name[:4].isdigit())
    stale = copies[: max(0, len(copies) - args.keep)]
    for path in stale:
        if args.dry_run:
            log.info("would remove %s", path)
        else:
            shutil.rmtree(path)
            log.info("removed %s", path)
    return stale


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    logging.basicConfig(level=logging.DEBUG if args.verbose else logging.INFO, format="%(message)s")
    check(args)
    args.dest.mkdir(parents=True, exist_ok=True)
    target = args.dest / time.strftime("%Y-%m-%d-%H%M%S")
    started = time.monotonic()
    files = copy_tree(args, target)
    removed = prune(args)
    elapsed = time.monotonic() - started
    log.info("%d files in %.1f s, %d old copies removed", files, elapsed, len(removed))
    return 0


if __name__ == "__main__":
    sys.exit(main())
