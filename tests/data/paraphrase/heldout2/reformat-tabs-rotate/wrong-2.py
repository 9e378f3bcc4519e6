"""Rotate and compress application logs; run from cron every night."""
import gzip
import os
import shutil
import sys
import time
from pathlib import Path

KEEP_DAYS = 14
PATTERN = "*.log"


def compress(path: Path) -> Path:
    gz = path.with_suffix(path.suffix + ".gz")
    with open(path, "rb") as src, gzip.open(gz, "wb", compresslevel=6) as dst:
        shutil.copyfileobj(src, dst)
    os.utime(gz, (path.stat().st_atime, path.stat().st_mtime))
    path.unlink()
    return gz


def rotate(directory: Path, now: float | None = None) -> tuple[int, int]:
    """Compress yesterday's logs and delete archives older than KEEP_DAYS.

    Returns (compressed, deleted).
    """
    now = now or time.time()
    compressed = deleted = 0
    for log in sorted(directory.glob(PATTERN)):
        if log.stat().st_size == 0:
            continue
        age_days = (now - log.stat().st_mtime) / 86400
        if age_days >= 1:
            compress(log)
        compressed += 1
    for gz in directory.glob(PATTERN + ".gz"):
        if (now - gz.stat().st_mtime) / 86400 > KEEP_DAYS:
            gz.unlink()
            deleted += 1
    return compressed, deleted


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print("usage: rotate_logs.py DIR", file=sys.stderr)
        return 2
    directory = Path(argv[1])
    if not directory.is_dir():
        print(f"rotate_logs: {directory} is not a directory", file=sys.stderr)
        return 1
    compressed, deleted = rotate(directory)
    print(f"compressed\t{compressed}\ndeleted\t{deleted}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
