import os
from pathlib import Path

IGNORED = {".git", "__pycache__", "node_modules"}


def python_files(root):
    """Every .py file under root, skipping ignored folders."""
    found = []
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = [d for d in dirnames if d not in IGNORED]
        for name in filenames:
            if name.endswith(".py"):
                found.append(Path(dirpath) / name)
    return found


def sizes(paths):
    result = []
    for p in paths:
        if p.stat().st_size > 0:
            result.append((p.name, p.stat().st_size))
    return result


def largest(paths, n=10):
    # biggest files first
    ranked = sorted(sizes(paths), key=lambda t: t[1], reverse=True)
    return ranked[:n]


def empty_files(paths):
    result = []
    for p in paths:
        if p.stat().st_size == 0:
            result.append(p.name)
    return result


if __name__ == "__main__":
    for name, size in largest(python_files(".")):
        print(f"{size:>10}  {name}")
