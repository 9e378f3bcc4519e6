"""`--model` resolution: the offline default model, named models (engine/store/named_models.py),
.gguf files, local folders, cached hub ids.

Cache layout (under REDRAFT_CACHE_DIR or platformdirs' user cache dir for "redraft"):

    models/qwen2.5-coder-0.5b-instruct-q4_k_m/   the default model, a Hugging Face folder
    models/qwen2.5-coder-1.5b-instruct-q4_k_m/   a named model (coder-1.5b), likewise
    models/gguf-<sha256[:16]>/                   a converted user .gguf
    models/.tmp-<name>-<pid>-<random>/           a build in progress (renamed into place when done)
    gguf-hashes.json                             (path, size, mtime) -> sha256 of user .gguf files

A folder is complete when it holds MANIFEST, written last, before the atomic rename. The
manifest records each file's size, mtime and sha256 (and the safetensors header's): every
load checks sizes and the header (engine/store/integrity.py) and starts the sha256 check in the
background, which every write waits for (engine/store/weights_check.py); `redraft model verify`
and `redraft model pull` check the sha256s before they return. A manifest from before those records is upgraded in place
(the folder's structure checked, then its files recorded) rather than rebuilt.
"""

from __future__ import annotations

import errno
import hashlib
import json
import os
import re
import shutil
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from . import hub, integrity, named_models
from ..errors import ModelError
from .manifest import (  # noqa: F401 (MANIFEST, FORMAT, read_manifest: re-exported)
    FORMAT, MANIFEST, PENDING, built, cached_problems, damaged, is_complete, read_manifest, write_json_atomic,
)
from .parts import (
    CHUNK, DEFAULT_PARTS, PartsSpec, Progress, join_parts, locate_part, no_space_message, require_free,
)

DEFAULT_NAME = "qwen2.5-coder-0.5b-instruct-q4_k_m"
DEFAULT_OUTPUT_BYTES = 2_800_000_000  # the converted default folder: bf16 (untied lm_head), int4, int8 and GGUF blocks (2.75 GB)
WEIGHT_GLOBS = ("*.safetensors", "*.safetensors.index.json", "*.bin", "*.bin.index.json")
_HUB_ID = re.compile(r"^[A-Za-z0-9][\w.-]*(/[\w.-]+)?$")


def cache_dir() -> Path:
    env = os.environ.get("REDRAFT_CACHE_DIR")
    if env:
        return Path(env).expanduser()
    import platformdirs

    return Path(platformdirs.user_cache_dir("redraft"))


def models_dir() -> Path:
    return cache_dir() / "models"


def default_model_dir() -> Path:
    return models_dir() / DEFAULT_NAME


def resolve_model(spec: str | None = None, progress: Progress | None = None) -> Path:
    """A local Hugging Face model folder for `--model` (None/"default", .gguf, folder, hub id)."""
    if _is_default(spec):
        return pull_default(progress)
    assert spec is not None  # None is the default
    if spec in named_models.MODELS:
        return pull_named(spec, progress)
    path = Path(spec).expanduser()
    if path.is_file():
        if path.suffix.lower() != ".gguf":
            raise ModelError(f"{spec} is a file but not a .gguf: pass a .gguf file or a model folder")
        return convert_gguf_file(path, progress)
    if path.is_dir():
        return local_folder(path, progress)
    if hub.parse(spec):
        return hub_model(spec, progress)
    if _HUB_ID.match(spec) and not spec.lower().endswith(".gguf"):  # "coder-9b"; a cached hub id without an org
        try:
            return hub_snapshot(spec, progress)
        except ModelError:
            raise ModelError(f"no model named {spec!r}: pass {', '.join(named_models.MODELS)}, a model folder, "
                             "a .gguf file or a hub id (ORG/NAME, or ORG/NAME:Q4_K_M for a GGUF repo's file)") from None
    raise ModelError(
        f"no such file or folder: {spec} (pass {', '.join(named_models.MODELS)}, a model folder, a .gguf file or a hub id)"
    )


def pull_default(progress: Progress | None = None, force: bool = False, repair: bool = False) -> Path:
    """The default model's folder; joins, verifies and converts the parts on first use.
    A damaged cached folder is refused with the fix; repair=True (`redraft model pull`)
    checks every sha256 and rebuilds a damaged folder instead."""
    return pull_parts(default_model_dir(), DEFAULT_PARTS, DEFAULT_OUTPUT_BYTES, "default", progress, force, repair)


def pull_named(name: str, progress: Progress | None = None, force: bool = False, repair: bool = False) -> Path:
    """A named model's folder (engine/store/named_models.py), built from its parts on first use."""
    if name == named_models.DEFAULT:
        return pull_default(progress, force, repair)
    model = named_models.MODELS[name]
    target = models_dir() / model.folder
    if not is_complete(target) and model.extra and not any(
        locate_part(model.parts, n) for n in range(1, model.parts.count + 1)
    ):
        raise ModelError(f"{name} is an optional model and is not installed: {model.parts.hint}")
    return pull_parts(target, model.parts, model.output_bytes, name, progress, force, repair)


def is_installed(name: str) -> bool:
    """A named model is converted already, or its parts are installed (not verified here)."""
    model = named_models.MODELS[name]
    if model.extra is None or is_complete(models_dir() / model.folder):
        return True
    return all(locate_part(model.parts, n) for n in range(1, model.parts.count + 1))


def sound(target: Path, progress: Progress | None, repair: bool, fix: str) -> bool:
    """Whether the complete cached folder `target` can be used as it is: True when its checks
    pass; False when they fail and `repair` asks to rebuild it; else a ModelError saying `fix`."""
    problems = cached_problems(target, progress, full=repair, fix=fix)
    if not problems:
        return True
    if not repair:
        raise ModelError(damaged(target, problems, fix))
    return False


def pull_parts(
    target: Path, spec: PartsSpec, output_bytes: int, source: str,
    progress: Progress | None = None, force: bool = False, repair: bool = False,
) -> Path:
    """Join and verify `spec`'s parts and convert them into `target` (once, atomically);
    `source` names them in the manifest ("default" or a named model)."""
    pull = "redraft model pull" + ("" if source == "default" else f" {source}")
    fix = f"run `{pull}` to repair it"
    if not force and is_complete(target):
        if sound(target, progress, repair, fix):
            return target
        force = True  # replace the damaged folder

    def make(tmp: Path) -> dict:
        require_free(tmp, spec.size + output_bytes)
        gguf = tmp / "joined.gguf"  # transient: deleted once converted (~0.5 GB saved)
        joined = join_parts(gguf, spec, progress)
        result = convert(gguf, tmp, progress)
        gguf.unlink()
        return {"source": source, "sha256": joined.sha256, "architecture": result.architecture}

    return build_atomically(target, make, force=force, progress=progress, fix=fix)


def convert_gguf_file(
    path: Path, progress: Progress | None = None, repair: bool = False, force: bool = False, source: str | None = None
) -> Path:
    """Convert a user .gguf once; cached under its sha256 (hashed once per path/size/mtime).
    repair: check every sha256 of a cached conversion and rebuild it if damaged. source: what
    the manifest names it by (default: its path; a hub id's file: `ORG/NAME:file.gguf`)."""
    path = path.resolve()
    sha = gguf_sha256(path, progress)
    target = models_dir() / f"gguf-{sha[:16]}"
    fix = f"run `redraft model pull --model {path}` to rebuild it"
    if not force and is_complete(target):
        if sound(target, progress, repair, fix):
            return target
        force = True  # replace the damaged folder

    def make(tmp: Path) -> dict:
        result = convert(path, tmp, progress)
        return {"source": source or str(path), "sha256": sha, "architecture": result.architecture}

    return build_atomically(target, make, force=force, progress=progress, fix=fix)


def pull_model(spec: str | None = None, progress: Progress | None = None, force: bool = False) -> Path:
    """`redraft model pull`: build the default model (or convert a .gguf), or check the
    cached one in full and rebuild it if it is damaged."""
    if _is_default(spec):
        return pull_default(progress, force=force, repair=True)
    if spec in named_models.MODELS:
        return pull_named(spec, progress, force=force, repair=True)
    path = Path(str(spec)).expanduser()
    if path.is_file() and path.suffix.lower() == ".gguf":
        return convert_gguf_file(path, progress, repair=True, force=force)
    if not path.exists() and hub.parse(str(spec)):
        return hub_model(str(spec), progress, pull=True, force=force)
    raise ModelError(
        f"{spec}: pull builds a named model ({', '.join(named_models.MODELS)}), downloads a hub id (ORG/NAME[:QUANT]) "
        "or converts a .gguf file; pass one of those"
    )


def verify_model(spec: str | None = None, progress: Progress | None = None) -> tuple[Path, int, bool]:
    """`redraft model verify`: (folder, files whose sha256 matched, whether the checksums were
    only recorded now because the folder predates them). A folder redraft did not convert
    gets the structure check only (0 files). ModelError, with the fix, if anything is wrong."""
    found = cached_folder(spec, progress)
    if found is None:
        return resolve_model(spec, progress), 0, False
    folder, fix, missing = found
    if not is_complete(folder):
        raise ModelError(missing)
    recorded = bool((read_manifest(folder) or {}).get("files"))
    problems = cached_problems(folder, progress, full=True, fix=fix)
    if problems:
        raise ModelError(damaged(folder, problems, fix))
    return folder, len((read_manifest(folder) or {}).get("files", {})), not recorded


def cached_folder(spec: str | None = None, progress: Progress | None = None) -> tuple[Path, str, str] | None:
    """Where redraft converts `spec` (the default, a named model, a .gguf file), without converting
    it: (folder, the fix for a damaged one, what to run where it is not built); else None."""
    if _is_default(spec):
        return (default_model_dir(), "run `redraft model pull` to repair it",
                "the default model is not built yet: run `redraft model pull`")
    if spec in named_models.MODELS:
        return (models_dir() / named_models.MODELS[spec].folder, f"run `redraft model pull {spec}` to repair it",
                f"{spec} is not built yet: run `redraft model pull {spec}`")
    path = Path(str(spec)).expanduser().resolve()
    if not (path.is_file() and path.suffix.lower() == ".gguf"):
        return None
    return (models_dir() / f"gguf-{gguf_sha256(path, progress)[:16]}", f"run `redraft model pull --model {path}` to rebuild it",
            f"{path} is not converted yet: run `redraft model pull --model {path}` (or just use it)")


def _is_default(spec: str | None) -> bool:
    return spec is None or spec.strip() in ("", "default", named_models.DEFAULT)


def local_folder(path: Path, progress: Progress | None = None) -> Path:
    """A folder with config.json and weights as is; a folder holding one .gguf, converted."""
    path = path.resolve()
    if (path / "config.json").is_file():
        if not any(next(path.glob(g), None) for g in WEIGHT_GLOBS):
            raise ModelError(
                f"{path} has a config.json but no weights (*.safetensors or *.bin): download them"
            )
        problems = integrity.structure_problems(path)
        if problems:
            more = f"; and {len(problems) - 1} more" if len(problems) > 1 else ""
            raise ModelError(f"model folder {path}: {problems[0]}{more}: download or copy it again")
        return path
    ggufs = sorted(path.glob("*.gguf"))
    if len(ggufs) == 1:
        return convert_gguf_file(ggufs[0], progress)
    raise ModelError(
        f"{path} is not a model folder (no config.json): "
        "pass a Hugging Face model folder or a .gguf file"
    )


def hub_model(
    text: str, progress: Progress | None = None, pull: bool = False, force: bool = False, ask_hub: bool | None = None
) -> Path:
    """A hub id's model folder (engine/store/hub.py): from the hub cache without the network,
    else downloaded (unless HF_HUB_OFFLINE). pull: ask the hub even if cached (complete or update
    it, check every sha256; offline: the cache's) and check a converted GGUF in full; ask_hub
    overrides whether the hub is asked (False: `redraft model pull` fetched it just now).
    A GGUF file is converted once, cached by hash (force: again)."""
    spec = hub.parse(text)
    assert spec is not None
    ask = pull and not hub.offline() if ask_hub is None else ask_hub
    found = None if ask else hub.cached(spec)
    if found is None:
        found = hub.fetch(spec, progress, force=force)  # one line where offline
    if found.suffix.lower() == ".gguf":
        return convert_gguf_file(found, progress, repair=pull, force=force, source=f"{spec.repo}:{found.name}")
    hub.check_folder(spec, found)
    return local_folder(found, progress)


def hub_snapshot(repo_id: str, progress: Progress | None = None) -> Path:
    """A hub id from the local Hugging Face cache only; redraft never downloads."""
    try:
        from huggingface_hub import snapshot_download

        folder = snapshot_download(repo_id, local_files_only=True)
    except Exception:
        raise ModelError(
            f"model '{repo_id}' is not in the local Hugging Face cache and redraft works offline: "
            f"download it on a machine with internet (huggingface-cli download {repo_id}) "
            "or pass a local folder or .gguf file"
        ) from None
    return local_folder(Path(folder), progress)


def convert(gguf: Path, out: Path, progress: Progress | None):
    from .gguf_convert import convert_gguf  # numpy, gguf, transformers' tokenizer: only here

    return convert_gguf(gguf, out, progress)


def gguf_sha256(path: Path, progress: Progress | None = None) -> str:
    """sha256 of `path`, remembered in gguf-hashes.json keyed by (path, size, mtime)."""
    st = path.stat()
    book = cache_dir() / "gguf-hashes.json"
    try:
        entries = json.loads(book.read_text())
    except (OSError, ValueError):
        entries = {}
    hit = entries.get(str(path))
    if isinstance(hit, dict) and hit.get("size") == st.st_size and hit.get("mtime_ns") == st.st_mtime_ns:
        return str(hit["sha256"])
    h, done = hashlib.sha256(), 0
    with open(path, "rb") as f:
        while chunk := f.read(CHUNK):
            h.update(chunk)
            done += len(chunk)
            if progress:
                progress(done, st.st_size, "hash")
    entries[str(path)] = {"size": st.st_size, "mtime_ns": st.st_mtime_ns, "sha256": h.hexdigest()}
    try:
        write_json_atomic(book, entries)
    except OSError:  # a memo: a cache that cannot be written hashes again next time
        pass
    return h.hexdigest()


def build_atomically(
    target: Path, make: Callable[[Path], dict], force: bool = False, progress: Progress | None = None, fix: str = "",
) -> Path:
    """Build in a temp dir beside `target`, record its files, write MANIFEST last, then rename
    into place."""
    parent = target.parent
    try:
        parent.mkdir(parents=True, exist_ok=True)
        sweep_stale(parent, target.name)
        tmp = Path(tempfile.mkdtemp(prefix=f".tmp-{target.name}-{os.getpid()}-", dir=parent))
    except OSError as e:
        raise ModelError(no_space_message(parent) if is_enospc(e) else unwritable_cache(parent, e)) from None
    try:
        info = make(tmp)
        info.update(format=FORMAT, created=time.strftime("%Y-%m-%dT%H:%M:%S%z"), **{PENDING: True})
        info["files"] = integrity.record(tmp, (MANIFEST,), progress)
        (tmp / MANIFEST).write_text(json.dumps(info, indent=2) + "\n")
        install(tmp, target, force)
        built(target, fix)  # built and hashed just now: checked, and watched from here
    except BaseException as e:
        shutil.rmtree(tmp, ignore_errors=True)
        if is_enospc(e):
            raise ModelError(no_space_message(parent)) from None
        raise
    return target


def unwritable_cache(folder: Path, e: OSError) -> str:
    """The cache cannot be written (REDRAFT_CACHE_DIR names a file, a read-only mount, no
    permission): which folder, why, and the fix."""
    why = e.strerror or str(e)
    env = os.environ.get("REDRAFT_CACHE_DIR")
    if env:
        return f"REDRAFT_CACHE_DIR={env}: cannot create {folder} in it ({why}); point it at a writable folder or unset it"
    return f"cannot create the model cache {folder} ({why}): make it writable or set REDRAFT_CACHE_DIR to a writable folder"


def install(tmp: Path, target: Path, force: bool) -> None:
    """Rename `tmp` to `target`, moving an old or partial `target` aside first."""
    if target.exists():
        if is_complete(target) and not force:  # another process finished first
            shutil.rmtree(tmp, ignore_errors=True)
            return
        old = Path(tempfile.mkdtemp(prefix=f".old-{target.name}-{os.getpid()}-", dir=target.parent))
        os.rename(target, old / "x")
        os.rename(tmp, target)
        shutil.rmtree(old, ignore_errors=True)
        return
    try:
        os.rename(tmp, target)
    except OSError:
        if not is_complete(target):
            raise
        shutil.rmtree(tmp, ignore_errors=True)  # lost a race to an identical build


def sweep_stale(parent: Path, name: str) -> None:
    """Remove temp/old dirs for `name` left by processes that no longer run."""
    for d in parent.glob(f".*-{name}-*-*"):
        if not d.name.startswith((f".tmp-{name}-", f".old-{name}-")):
            continue
        pid = d.name[len(name) + 6 :].split("-")[0]
        if pid.isdigit() and not pid_alive(int(pid)):
            shutil.rmtree(d, ignore_errors=True)


def pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True
    return True


def is_enospc(e: BaseException) -> bool:
    if isinstance(e, OSError) and e.errno == errno.ENOSPC:
        return True
    return not isinstance(e, ModelError) and "No space left on device" in str(e)
