"""`redraft model pull|path`: provision the default model ahead of time."""

from __future__ import annotations

import argparse

from redraft.app.progress import progress_bar


def add_parser(sub) -> None:
    p = sub.add_parser("model", help="get the default model, or show where models live")
    msub = p.add_subparsers(dest="action", required=True)
    pull = msub.add_parser("pull", help="join, verify and convert the default model (offline)")
    pull.add_argument("--force", action="store_true", help="convert again even if cached")
    pull.set_defaults(run=pull_cmd)
    path = msub.add_parser("path", help="print the local folder of a model")
    path.add_argument("--model", default=None)
    path.set_defaults(run=path_cmd)


def pull_cmd(args: argparse.Namespace) -> int:
    from redraft.engine.modelstore import pull_default

    with progress_bar() as progress:
        folder = pull_default(progress=progress, force=args.force)
    print(folder)
    return 0


def path_cmd(args: argparse.Namespace) -> int:
    from redraft.engine.modelstore import resolve_model

    with progress_bar() as progress:
        print(resolve_model(args.model, progress=progress))
    return 0
