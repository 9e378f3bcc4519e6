"""`redraft model pull [NAME]|verify|path|list`: provision, check or locate a model ahead of
time; NAME is a named model (coder-0.5b, the default; coder-1.5b with its extra installed) or a
hub id (ORG/NAME, ORG/NAME:Q4_K_M), downloaded through huggingface_hub (engine/store/hub.py)."""

from __future__ import annotations

import argparse

from .progress import progress_bar


def add_parser(sub) -> None:
    p = sub.add_parser("model", help="get the default model, check it, or show where models live")
    msub = p.add_subparsers(dest="action", required=True)
    pull = msub.add_parser(
        "pull", help="join, verify and convert the default model (offline), or download a hub id; check a "
        "cached one in full and rebuild or re-download it if it is damaged",
    )
    from ..engine.store.named_models import MODELS

    pull.add_argument("name", nargs="?", default=None, metavar="NAME",
                      help=f"a named model ({', '.join(MODELS)}; default coder-0.5b) or a hub id: ORG/NAME "
                      "(safetensors or GGUF), ORG/NAME:Q4_K_M (a GGUF repo's file of that quant)")
    pull.add_argument("--model", default=None, help="a .gguf file to convert (default: the default model)")
    pull.add_argument("--force", action="store_true", help="convert again even if cached and intact")
    pull.set_defaults(run=pull_cmd)
    verify = msub.add_parser("verify", help="check every file of a cached model against its recorded sha256")
    verify.add_argument("--model", default=None, help="the default model, a .gguf file or a model folder")
    verify.set_defaults(run=verify_cmd)
    path = msub.add_parser("path", help="print the local folder of a model")
    path.add_argument("--model", default=None)
    path.set_defaults(run=path_cmd)
    msub.add_parser("list", help="the named models and whether they are installed").set_defaults(run=list_cmd)


def pull_cmd(args: argparse.Namespace) -> int:
    from ..engine.errors import ModelError
    from ..engine.store import hub
    from ..engine.store.modelstore import pull_model
    from ..engine.store.named_models import MODELS

    name = args.name
    if name is not None and name not in MODELS and hub.parse(name) is None:
        raise ModelError(f"no model named {name!r}: pass {', '.join(MODELS)} or a hub id (ORG/NAME, ORG/NAME:Q4_K_M)")
    if name and not args.model and hub.parse(name):
        from ..engine.store.modelstore import hub_model

        if not hub.offline():  # outside our progress bar: huggingface_hub draws its own, then the sha256 check
            hub.fetch(hub.parse(name), force=args.force)  # type: ignore[arg-type]
        with progress_bar() as progress:  # a GGUF's conversion
            print(hub_model(name, progress, pull=True, force=args.force, ask_hub=False))
        return 0
    with progress_bar() as progress:
        folder = pull_model(args.model or args.name, progress=progress, force=args.force)
    print(folder)
    return 0


def verify_cmd(args: argparse.Namespace) -> int:
    from ..engine.store.modelstore import verify_model

    with progress_bar() as progress:
        folder, files, recorded_now = verify_model(args.model, progress=progress)
    if not files:
        how = "structure checked; no checksums recorded (redraft did not convert it)"
    elif recorded_now:
        how = f"structure checked; sha256 of {files} files recorded now (the folder predates checksums)"
    else:
        how = f"{files} files match their sha256"
    print(f"ok: {folder}: {how}")
    return 0


def path_cmd(args: argparse.Namespace) -> int:
    from ..engine.store.modelstore import resolve_model

    with progress_bar() as progress:
        print(resolve_model(args.model, progress=progress))
    return 0


def list_cmd(args: argparse.Namespace) -> int:
    from ..engine.store.modelstore import is_complete, is_installed, models_dir
    from ..engine.store.named_models import MODELS

    for name, m in MODELS.items():
        state = (
            "converted" if is_complete(models_dir() / m.folder)
            else "installed (converted on first use)" if is_installed(name)
            else f"not installed: {m.parts.hint}"
        )
        print(f"{name:12} {m.about}: {state}")
    return 0
