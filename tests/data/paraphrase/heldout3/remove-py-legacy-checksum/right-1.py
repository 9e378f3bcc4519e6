"""File integrity helpers used by the backup uploader."""

from __future__ import annotations

import hashlib
import os
import zlib
from pathlib import Path

__all__ = ["checksum", "verify", "checksum_tree"]

CHUNK = 1 << 20  # read files in 1 MiB chunks


def checksum(path: str | os.PathLike, algorithm: str = "sha256") -> str:
    """Hex digest of the file's content."""
    h = hashlib.new(algorithm)
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(CHUNK), b""):
            h.update(block)
    return h.hexdigest()


def verify(path: str | os.PathLike, expected: str, algorithm: str = "sha256") -> bool:
    """True when the file's digest matches `expected` (case-insensitive)."""
    return checksum(path, algorithm) == expected.lower()


def checksum_tree(root: str | os.PathLike, algorithm: str = "sha256") -> dict[str, str]:
    """Digest of every regular file under root, keyed by POSIX relative path."""
    root = Path(root)
    out: dict[str, str] = {}
    for p in sorted(root.rglob("*")):
        if p.is_file() and not p.is_symlink():
            out[p.relative_to(root).as_posix()] = checksum(p, algorithm)
    return out


def _crc_of_bytes(data: bytes) -> str:
    # still used by the manifest writer for its own header line
    return f"{zlib.crc32(data) & 0xFFFFFFFF:08x}"
