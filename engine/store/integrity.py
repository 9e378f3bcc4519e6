"""Is a model folder whole? Three checks, from cheapest:

- `structure_problems`: any Hugging Face folder, at every load: config.json parses, weights
  exist, each .safetensors file holds exactly the bytes its header describes (a truncated
  download), JSON files are not cut off.
- `quick_problems`: a folder redraft converted, at every load: each file's size and the
  safetensors header's sha256 against what conversion recorded in the manifest, and each
  JSON file parses (a few stat calls and small reads; tokenizer.json's end only). A file
  whose mtime moved is `stale`: only a full check says.
- `full_problems`: the sha256 of every file against the manifest (`redraft model verify`,
  `redraft model pull`, and whenever the quick check is not conclusive).
"""

from __future__ import annotations

import hashlib
import json
import struct
from collections.abc import Callable
from pathlib import Path

Progress = Callable[[int, int, str], None]
CHUNK = 8 << 20
HEADER_LIMIT = 100 << 20  # safetensors refuses larger headers
WEIGHT_GLOBS = ("*.safetensors", "*.bin")
SMALL_JSON = 1 << 20  # parsed in full; larger ones are only checked for a cut-off end


class Truncated(ValueError):
    pass


def safetensors_header(path: Path) -> bytes:
    """The JSON header of a .safetensors file (ValueError if it cannot be one)."""
    with open(path, "rb") as f:
        head = f.read(8)
        if len(head) < 8:
            raise Truncated(f"{len(head)} bytes, too short for a header")
        (n,) = struct.unpack("<Q", head)
        if n > HEADER_LIMIT:
            raise ValueError(f"header length {n:,} is not plausible")
        header = f.read(n)
    if len(header) < n:
        raise Truncated(f"the header is cut off ({len(header):,} of {n:,} bytes)")
    return header


def safetensors_problem(path: Path) -> str | None:
    """None if the file holds exactly the tensors its header describes."""
    size = path.stat().st_size
    try:
        header = safetensors_header(path)
        table = json.loads(header)
        end = max(
            (int(v["data_offsets"][1]) for k, v in table.items() if k != "__metadata__"), default=0
        )
    except Truncated as e:
        return f"{path.name} is truncated ({e})"
    except (ValueError, KeyError, TypeError, IndexError, AttributeError) as e:
        return f"{path.name} is damaged ({e})"
    want = 8 + len(header) + end
    if size < want:
        return f"{path.name} is truncated ({size:,} of {want:,} bytes)"
    if size > want:
        return f"{path.name} has {size - want:,} bytes more than its header describes"
    return None


def json_problem(path: Path) -> str | None:
    try:
        size = path.stat().st_size
        if size <= SMALL_JSON:
            json.loads(path.read_bytes())
            return None
        with open(path, "rb") as f:
            f.seek(max(0, size - 64))
            tail = f.read().rstrip()
    except json.JSONDecodeError as e:
        return f"{path.name} is not valid JSON ({e.msg}: line {e.lineno}, column {e.colno})"
    except (OSError, UnicodeDecodeError) as e:
        return f"{path.name} cannot be read ({e})"
    return None if tail.endswith((b"}", b"]")) else f"{path.name} is cut off (no closing bracket)"


def structure_problems(folder: Path) -> list[str]:
    """What makes `folder` unloadable, cheaply: missing or corrupt config, missing, truncated
    or damaged weights, cut-off JSON. Empty if it looks whole."""
    config = folder / "config.json"
    if not config.is_file():
        return ["config.json is missing"]
    problems = []
    if (p := json_problem(config)) is not None:
        problems.append(p)
    weights = sorted(w for g in WEIGHT_GLOBS for w in folder.glob(g) if w.is_file())
    if not weights:
        problems.append("the weights are missing (no *.safetensors or *.bin)")
    for index in sorted(folder.glob("*.index.json")):
        if (p := json_problem(index)) is not None:
            problems.append(p)
            continue
        shards = set(json.loads(index.read_bytes()).get("weight_map", {}).values())
        problems += [f"{s} is missing (listed in {index.name})" for s in sorted(shards) if not (folder / s).is_file()]
    problems += [p for w in weights if w.suffix == ".safetensors" and (p := safetensors_problem(w))]
    others = ("tokenizer.json", "tokenizer_config.json", "generation_config.json")
    problems += [p for n in others if (folder / n).is_file() and (p := json_problem(folder / n))]
    return problems


def sha256_file(
    path: Path, progress: Progress | None = None, done: int = 0, total: int = 0, stage: str = "verify"
) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        while chunk := f.read(CHUNK):
            h.update(chunk)
            done += len(chunk)
            if progress:
                progress(done, total, stage)
    return h.hexdigest()


def record(folder: Path, skip: tuple[str, ...], progress: Progress | None = None) -> dict[str, dict]:
    """What the manifest keeps of each file: size, mtime, sha256 (+ the safetensors header's)."""
    files = sorted(p for p in folder.iterdir() if p.is_file() and p.name not in skip)
    total, done, out = sum(p.stat().st_size for p in files), 0, {}
    for p in files:
        st = p.stat()
        entry = {"size": st.st_size, "mtime_ns": st.st_mtime_ns, "sha256": sha256_file(p, progress, done, total, "checksum")}
        if p.suffix == ".safetensors":
            entry["header_sha256"] = hashlib.sha256(safetensors_header(p)).hexdigest()
        out[p.name] = entry
        done += st.st_size
    return out


def quick_problems(folder: Path, files: dict[str, dict]) -> tuple[list[str], list[str]]:
    """(problems, stale): sizes and safetensors headers against the record, JSON that does
    not parse (damage in place, the mtime kept); files whose mtime moved but that otherwise
    look right are stale (a full check decides)."""
    problems, stale = [], []
    for name, want in files.items():
        p = folder / name
        try:
            st = p.stat()
        except OSError:
            problems.append(f"{name} is missing")
            continue
        if st.st_size != want.get("size"):
            problems.append(f"{name} is {st.st_size:,} bytes, {want.get('size', 0):,} expected")
            continue
        if "header_sha256" in want:
            try:
                header = hashlib.sha256(safetensors_header(p)).hexdigest()
            except (OSError, ValueError) as e:
                problems.append(f"{name} is damaged ({e})")
                continue
            if header != want["header_sha256"]:
                problems.append(f"{name}'s header differs from the one recorded at conversion")
                continue
        if p.suffix == ".json" and (bad := json_problem(p)) is not None:  # config.json: a few hundred bytes
            problems.append(bad)
            continue
        if st.st_mtime_ns != want.get("mtime_ns"):
            stale.append(name)
    return problems, stale


def full_problems(folder: Path, files: dict[str, dict], progress: Progress | None = None) -> list[str]:
    problems, _ = quick_problems(folder, files)
    if problems:
        return problems
    total = sum(int(w.get("size", 0)) for w in files.values())
    done = 0
    for name, want in files.items():
        got = sha256_file(folder / name, progress, done, total)
        done += int(want.get("size", 0))
        if got != want.get("sha256"):
            problems.append(f"{name} fails its sha256 check (got {got[:12]}…, recorded {str(want.get('sha256'))[:12]}…)")
    return problems


def touch_record(folder: Path, files: dict[str, dict]) -> dict[str, dict]:
    """The record with each file's current mtime (after a full check passed)."""
    return {n: {**w, "mtime_ns": (folder / n).stat().st_mtime_ns} for n, w in files.items()}
