"""`redraft model pull [NAME]|verify|path|list|info|calibrate|prune|kernel`: provision, check,
measure, trim or locate a model ahead of time; NAME is a named model (coder-0.5b, the default;
coder-1.5b with its extra installed), or for pull a hub id (ORG/NAME, ORG/NAME:Q4_K_M),
downloaded through huggingface_hub (engine/store/hub.py)."""

from __future__ import annotations

import argparse
import sys

from .progress import progress_bar


def add_parser(sub) -> None:
    p = sub.add_parser("model", help="get the default model, check, measure or trim it, or show where models live")
    msub = p.add_subparsers(dest="action", required=True)
    from ..engine.store.named_models import MODELS

    def model_args(q, name: bool = True) -> None:
        if name:
            q.add_argument("name", nargs="?", default=None, choices=list(MODELS), help="a named model (default coder-0.5b)")
        q.add_argument("--model", default=None, help="a .gguf file (default: the default model)")

    pull = msub.add_parser(
        "pull", help="join, verify and convert the default model (offline), or download a hub id; build the kernel, "
        "measure the fastest mode and keep its files; check a cached one in full and rebuild or re-download it if damaged",
    )
    pull.add_argument("name", nargs="?", default=None, metavar="NAME",
                      help=f"a named model ({', '.join(MODELS)}; default coder-0.5b) or a hub id: ORG/NAME "
                      "(safetensors or GGUF), ORG/NAME:Q4_K_M (a GGUF repo's file of that quant)")
    model_args(pull, name=False)
    pull.add_argument("--force", action="store_true", help="convert again even if cached and intact")
    pull.set_defaults(run=pull_cmd)
    verify = msub.add_parser("verify", help="check every file of a cached model against its recorded sha256")
    verify.add_argument("--model", default=None, help="the default model, a .gguf file or a model folder")
    verify.set_defaults(run=verify_cmd)
    path = msub.add_parser("path", help="print the local folder of a model")
    path.add_argument("--model", default=None)
    path.set_defaults(run=path_cmd)
    msub.add_parser("list", help="the named models and whether they are installed").set_defaults(run=list_cmd)
    info = msub.add_parser("info", help="a converted model's files, the mode --quant auto runs and its measured numbers, the kernel")
    model_args(info)
    info.set_defaults(run=info_cmd)
    cal = msub.add_parser("calibrate", help="measure again which mode runs a typical edit fastest on this CPU")
    model_args(cal)
    cal.set_defaults(run=calibrate_cmd)
    prune = msub.add_parser("prune", help="remove the weight files the default mode does not read (lists them first)")
    model_args(prune)
    prune.add_argument("--yes", action="store_true", help="remove them (without it: only list them and their sizes)")
    prune.set_defaults(run=prune_cmd)
    kernel = msub.add_parser("kernel", help="build (or check) the CPU block kernel now, and say which build this CPU runs")
    kernel.add_argument("--rebuild", action="store_true", help="build it again even if it is intact")
    kernel.set_defaults(run=kernel_cmd)


def spec_of(args: argparse.Namespace) -> str | None:
    return args.model or getattr(args, "name", None)


def err(line: str) -> None:
    print(line, file=sys.stderr, flush=True)


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
            folder = hub_model(name, progress, pull=True, force=args.force, ask_hub=False)
    else:
        with progress_bar() as progress:
            folder = pull_model(spec_of(args), progress=progress, force=args.force)
    kernel_quiet()
    from ..engine.calibrate import prepare

    prepare(default_placement(), folder, say=err)  # measured and trimmed at setup, not at the first edit
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


def converted(args: argparse.Namespace):
    """The converted folder of the model the arguments name (InputError where it is not built)."""
    from ..engine.errors import InputError
    from ..engine.store.modelstore import cached_folder, is_complete

    found = cached_folder(spec_of(args))
    if found is None:
        raise InputError(f"{spec_of(args)}: not a model redraft converts (pass a named model or a .gguf file)")
    if not is_complete(found[0]):
        raise InputError(found[2])
    return found[0]


def default_placement():
    """The placement `redraft edit` starts from with no flags (the config file's model settings)."""
    from ..engine.placement import place
    from .config_file import load_config

    d = load_config(None).model_defaults()
    return place(d.get("backend", "auto"), d.get("device", "auto"), d.get("dtype", "auto"), d.get("quant", "auto"))


def info_cmd(args: argparse.Namespace) -> int:
    from .model_report import report

    print(report(converted(args), default_placement()))
    return 0


def calibrate_cmd(args: argparse.Namespace) -> int:
    from ..engine.calibrate import calibrate
    from .model_report import calibration_lines

    folder = converted(args)
    kernel_quiet()
    entry = calibrate(folder, say=err)
    print("\n".join(calibration_lines(entry)))
    from ..engine.store.modes import human, prunable

    extra = prunable(folder, (entry.choice,))
    if extra:
        err(f"redraft: {human(sum(extra.values()))} of other modes' files are in the cache; "
            "`redraft model prune` lists them, `--yes` removes them")
    return 0


def prune_cmd(args: argparse.Namespace) -> int:
    from ..engine.errors import InputError
    from ..engine.placement import cpu_has_avx2, settle
    from ..engine.store.modes import human, prunable
    from ..engine.store.on_demand import prune

    folder = converted(args)
    where = default_placement()
    settled = settle(where, folder)
    if where.quant_auto and cpu_has_avx2() and not settled.why.startswith("calibrated"):
        raise InputError(f"{folder.name} is not calibrated on this CPU yet, so its default is not known: "
                         "run `redraft model calibrate` first")
    quant = settled.quant if where.backend == "torch" else "none"
    extra = prunable(folder, (quant,))
    if not extra:
        print(f"{folder.name}: nothing to prune (the default, --quant {quant}, reads every weight file here)")
        return 0
    for name, size in extra.items():
        print(f"{human(size):>9}  {name}")
    total = human(sum(extra.values()))
    if not args.yes:
        print(f"{total} in {len(extra)} files that --quant {quant} (the default here) does not read; "
              "`redraft model prune --yes` removes them (built again if a mode asks for them)")
        return 0
    print(f"removed {human(prune(folder, extra))} from {folder}; the default (--quant {quant}) keeps its files")
    return 0


def kernel_cmd(args: argparse.Namespace) -> int:
    from ..engine.errors import InputError
    from ..engine.kernels.build import KernelUnavailable, ensure, isa_asked, load, status
    from ..engine.placement import linux_cpu_flags

    flags = linux_cpu_flags()
    if args.rebuild:
        lib, _ = status("blockq", flags)
        if lib is not None:
            lib.with_suffix(".json").unlink(missing_ok=True)
            lib.unlink(missing_ok=True)
    try:
        record = ensure("blockq", flags)
    except KernelUnavailable as e:
        raise InputError(f"{e}: --quant auto runs int8 here") from None
    try:
        kernel = load("blockq", flags, isa_asked())  # the build a load binds ($REDRAFT_KERNEL_ISA)
    except KernelUnavailable as e:
        raise InputError(str(e)) from None
    print(f"{record.path}: sha256 {record.sha256[:16]}, builds {', '.join(record.builds)} ({record.seconds:.0f} s to build); "
          f"this CPU runs the {kernel.build} build")
    return 0


def kernel_quiet() -> None:
    """Build the block kernel now where it can be (setup, not the first edit); a machine that
    cannot gets one line and runs without it."""
    from ..engine.kernels.build import KernelUnavailable, ensure
    from ..engine.placement import cpu_has_avx2, linux_cpu_flags

    if not cpu_has_avx2():
        return
    try:
        ensure("blockq", linux_cpu_flags())
    except KernelUnavailable as e:
        err(f"redraft: {e}; --quant auto runs without it")
