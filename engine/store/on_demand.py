"""Build a converted folder's missing weight files from its GGUF, when a mode that reads them
is asked for (`--quant int8` after the cache kept only the GGUF blocks), and prune the ones
the default does not read. No torch.

The GGUF comes from where the manifest says the folder came from: a named model's parts
(joined again into a temp file, ~0.5 GB for the 0.5B) or the user's .gguf file (its sha256
must still be the one converted). Each file is written beside the folder's others under a
temp name by conversion's own writer, recorded in the manifest and renamed into place, under
the folder's lock: two processes asking at once build it once, and the second waits and
uses it. A one-line notice says what is built and why."""

from __future__ import annotations

import fcntl
import json
import logging
import os
import shutil
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from ..errors import ModelError
from . import integrity
from .manifest import read_manifest, save_manifest
from .modes import DENSE_FILE, WEIGHT_FILES, human, missing
from .parts import Progress

LOCK = ".redraft-files.lock"
log = logging.getLogger(__name__)


@contextmanager
def folder_lock(folder: Path, name: str = LOCK) -> Iterator[None]:
    """One of the folder's locks (blocks until it is free): LOCK for building or pruning its
    files, calibration.LOCK for timing it."""
    with open(Path(folder) / name, "a") as held:
        fcntl.flock(held, fcntl.LOCK_EX)
        yield


def provide(folder: Path, quant: str, progress: Progress | None = None) -> None:
    """Make sure `folder` holds the files `quant` reads: build the missing ones from the
    folder's GGUF (a converted folder) with a one-line notice; nothing for a folder redraft did
    not convert (its loader says what it lacks)."""
    folder = Path(folder)
    if not missing(folder, quant) or read_manifest(folder) is None:
        return
    with folder_lock(folder):
        lacking = missing(folder, quant)  # another process may have built them meanwhile
        if lacking:
            log.warning("redraft: building %s for --quant %s in %s (once; the cache kept only the default's files)",
                        ", ".join(lacking), quant, folder.name)
            build_files(folder, lacking, progress)


def build_files(folder: Path, names: tuple[str, ...], progress: Progress | None = None) -> None:
    """Write `names` (WEIGHT_FILES) into `folder` from its GGUF and record them (lock held)."""
    sweep(folder)
    manifest = read_manifest(folder) or {}
    with tempfile.TemporaryDirectory(prefix=".build-", dir=folder) as tmp, source_gguf(folder, manifest, progress) as gguf:
        write_kinds(gguf, folder, Path(tmp), names, progress)
        record = integrity.record(Path(tmp), (), progress)
        for name in names:
            os.replace(Path(tmp) / name, folder / name)
            record[name]["mtime_ns"] = (folder / name).stat().st_mtime_ns
    manifest = read_manifest(folder) or manifest
    manifest["files"] = {**manifest.get("files", {}), **{n: record[n] for n in names}}
    manifest["pruned"] = [n for n in manifest.get("pruned", []) if n not in names]
    save_manifest(folder, manifest)


def write_kinds(gguf: Path, folder: Path, out: Path, names: tuple[str, ...], progress: Progress | None) -> None:
    """Conversion's writers for `names`, from the GGUF, with the folder's config.json."""
    from .gguf_blocks import BLOCKS_FILE, write_blocks
    from .gguf_convert import field, int4_row_fns, open_gguf, plan_tensors, write_weights
    from .gguf_int4 import INT4_FILE, write_int4
    from .gguf_int8 import INT8_FILE, write_int8

    reader = open_gguf(gguf)
    plan = plan_tensors(reader, field(reader, "general.architecture"))
    config = json.loads((folder / "config.json").read_text())
    rows = int4_row_fns(plan, config)
    writers = {
        DENSE_FILE: lambda: write_weights(plan, config, out, progress),
        INT4_FILE: lambda: write_int4(plan, rows, out),
        INT8_FILE: lambda: write_int8(plan, rows, out),
        BLOCKS_FILE: lambda: write_blocks(plan, rows, out),
    }
    for name in names:
        if progress:
            progress(0, 0, "convert")
        writers[name]()


@contextmanager
def source_gguf(folder: Path, manifest: dict, progress: Progress | None) -> Iterator[Path]:
    """The GGUF the folder was converted from: a named model's parts joined into a temp file
    (removed after), or the user's file where its sha256 is still the one converted."""
    from . import named_models
    from .modelstore import gguf_sha256
    from .parts import join_parts

    source = str(manifest.get("source", ""))
    name = named_models.DEFAULT if source == "default" else source
    if name in named_models.MODELS:
        with tempfile.TemporaryDirectory(prefix=".gguf-", dir=folder) as tmp:
            yield join_parts(Path(tmp) / "joined.gguf", named_models.MODELS[name].parts, progress).path
        return
    path = hub_file(source) or Path(source)
    if not source or not path.is_file():
        repo = source.rpartition(":")[0] if source.lower().endswith(".gguf") and ":" in source else ""
        fix = f"`redraft model pull {repo}:QUANT` fetches it again" if repo else \
            "convert the .gguf again with `redraft model pull --model FILE`"
        raise ModelError(f"{folder} was converted from {source or 'a GGUF it does not name'}, which is gone: {fix}")
    if gguf_sha256(path, progress) != manifest.get("sha256"):
        raise ModelError(f"{path} changed since {folder.name} was converted from it: "
                         f"run `redraft model pull --model {path}` to convert it again")
    yield path


def hub_file(source: str) -> Path | None:
    """A hub id's GGUF (`ORG/NAME:file.gguf`, as modelstore.hub_model names it) where the
    Hugging Face cache still holds it, without the network; None for any other source."""
    from . import hub

    repo, _, name = source.rpartition(":")
    spec = hub.parse(repo) if repo and name.lower().endswith(".gguf") and not Path(source).exists() else None
    if spec is None:
        return None
    folder = hub.snapshot(spec, [hub.NO_FILE])
    return next((p for p in folder.rglob(name) if p.is_file()), None) if folder is not None else None


def prune(folder: Path, names: dict[str, int]) -> int:
    """Remove `names` (weight files, from modes.prunable) from `folder` and its manifest;
    returns the bytes freed. Under the folder's lock; a process that has one of them mapped
    keeps reading it (the inode lives until it closes it)."""
    freed = 0
    with folder_lock(folder):
        manifest = read_manifest(folder) or {}
        files = manifest.get("files", {})
        for name in names:
            if name not in WEIGHT_FILES:
                raise ValueError(f"{name} is not a weight file conversion writes")
            p = Path(folder) / name
            if p.is_file():
                freed += p.stat().st_size
                p.unlink()
            files.pop(name, None)
        manifest["files"] = files
        manifest["pruned"] = sorted(set(manifest.get("pruned", [])) | set(names))
        save_manifest(folder, manifest)
    log.info("redraft: pruned %s from %s (%s)", ", ".join(names), folder.name, human(freed))
    return freed


def sweep(folder: Path) -> None:
    """Remove what a killed build left in `folder` (temp folders, a joined GGUF); only with
    the folder's lock held, when no other build can be running."""
    for d in (*Path(folder).glob(".build-*"), *Path(folder).glob(".gguf-*")):
        shutil.rmtree(d, ignore_errors=True)
