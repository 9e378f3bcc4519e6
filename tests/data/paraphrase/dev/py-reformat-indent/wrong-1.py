import gzip
import os
import shutil
from pathlib import Path

MAX_BYTES = 10 * 1024 * 1024
KEEP = 7


def should_rotate(path: Path, max_bytes: int = MAX_BYTES) -> bool:
    try:
        return path.stat().st_size >= max_bytes
    except FileNotFoundError:
        return False


def rotate(path: Path, keep: int = KEEP) -> None:
  for i in range(keep - 1, 0, -1):
    src = path.with_name(f"{path.name}.{i}.gz")
    dst = path.with_name(f"{path.name}.{i + 1}.gz")
    if src.exists():
      os.replace(src, dst)
  first = path.with_name(f"{path.name}.1.gz")
  with open(path, "rb") as f_in, gzip.open(first, "wb") as f_out:
    shutil.copyfileobj(f_in, f_out)
  path.write_bytes(b"")


def prune(path: Path, keep: int = KEEP) -> list[Path]:
    removed = []
    for old in sorted(path.parent.glob(f"{path.name}.*.gz")):
        try:
            index = int(old.name.split(".")[-2])
        except ValueError:
            continue
        if index > keep:
            old.unlink()
            removed.append(old)
    return removed


def main(paths: list[str]) -> int:
    rotated = 0
    for p in map(Path, paths):
        if should_rotate(p):
            rotate(p)
            prune(p)
            rotated += 1
    print(f"rotated {rotated} file(s)")
    return 0


if __name__ == "__main__":
    import sys
    raise SystemExit(main(sys.argv[1:]))
