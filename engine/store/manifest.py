"""A converted model folder's manifest: written last when the folder is built (so its
presence means complete), it records each file for the integrity checks
(engine/store/integrity.py). Older manifests, without those records, are upgraded in place."""

from __future__ import annotations

import json
import logging
import os
import tempfile
from pathlib import Path

from . import integrity, weights_check
from .parts import Progress

MANIFEST = "redraft-manifest.json"
PENDING = "prune_after_calibration"  # set at conversion: keep only the default's files once it is measured
NOT_MODEL = (MANIFEST, "redraft-calibration.json", ".redraft-files.lock", ".redraft-calibrate.lock")  # never recorded
FORMAT = 5  # bump when conversion output changes: older folders are rebuilt (2: the int4 file, 3: the int8 file, 4: the GGUF blocks file, 5: Q6_K blocks kept)
log = logging.getLogger(__name__)


def read_manifest(folder: Path) -> dict | None:
    try:
        data = json.loads((folder / MANIFEST).read_text())
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) and data.get("format") == FORMAT else None


def is_complete(folder: Path) -> bool:
    """True if `folder` was fully built by this format of converter (no hashing)."""
    return read_manifest(folder) is not None


def write_json_atomic(path: Path, data: dict) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}-", dir=path.parent)
    try:
        with os.fdopen(fd, "w") as f:
            json.dump(data, f, indent=1)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def cached_problems(folder: Path, progress: Progress | None = None, full: bool = False, fix: str = "") -> list[str]:
    """What is wrong with a converted folder (empty: nothing). Quick unless `full` or the
    quick check cannot tell; then the full check runs in the background once a load says which
    files it reads, over those (engine/store/weights_check.py, `fix` names its remedy), and
    every write waits for it. An old manifest is upgraded
    (structure checked, files recorded)."""
    weights_check.forget(folder)  # a load checks afresh
    manifest = read_manifest(folder) or {}
    files = manifest.get("files")
    if not isinstance(files, dict) or not files:
        problems = integrity.structure_problems(folder)
        if not problems:
            manifest["files"] = integrity.record(folder, NOT_MODEL, progress)
            save_manifest(folder, manifest)
        return problems
    def check(names):
        return integrity.full_problems(folder, {n: files[n] for n in names})

    if full:
        problems = integrity.full_problems(folder, files, progress)
        if not problems:
            weights_check.verified(folder, check, fix, files)
        return problems
    problems, stale = integrity.quick_problems(folder, files)
    if problems:
        return problems
    if not stale:
        weights_check.start(folder, check, fix, files)
        return []
    log.info("%s: %s changed mtime; checking sha256", folder, ", ".join(stale))
    problems = integrity.full_problems(folder, files, progress)
    if not problems:
        save_manifest(folder, {**manifest, "files": integrity.touch_record(folder, files)})
        weights_check.verified(folder, check, fix, files)
    return problems


def save_manifest(folder: Path, manifest: dict) -> None:
    try:
        write_json_atomic(folder / MANIFEST, manifest)
    except OSError as e:  # a read-only cache still loads; it is checked in full next time
        log.warning("could not update %s: %s", folder / MANIFEST, e)


def built(folder: Path, fix: str) -> None:
    """A folder this process just built and hashed (its manifest records every file): its
    check counts as passed, and a long-lived process still sees its files change later."""
    files = (read_manifest(folder) or {}).get("files")
    if isinstance(files, dict) and files:
        weights_check.verified(folder, lambda names: integrity.full_problems(folder, {n: files[n] for n in names}),
                               fix, files)
    else:
        weights_check.forget(folder)


def damaged(folder: Path, problems: list[str], fix: str) -> str:
    more = f", and {len(problems) - 1} more" if len(problems) > 1 else ""
    return f"the cached model in {folder} is damaged ({problems[0]}{more}): {fix}"
