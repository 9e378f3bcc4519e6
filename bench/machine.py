"""What ran where: the machine, library versions and the git commit, for bench reports."""

from __future__ import annotations

import os
import platform
import subprocess
import sys
from importlib import metadata
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LIBRARIES = ("torch", "transformers", "tokenizers", "safetensors", "numpy", "mlx", "mlx-lm", "matplotlib")


def cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    if sys.platform == "darwin":
        try:
            out = subprocess.run(["sysctl", "-n", "machdep.cpu.brand_string"], capture_output=True, text=True, timeout=5)
            if out.stdout.strip():
                return out.stdout.strip()
        except (OSError, subprocess.SubprocessError):
            pass
    return platform.processor() or platform.machine()


def memory_gib() -> float | None:
    try:
        for line in Path("/proc/meminfo").read_text().splitlines():
            if line.startswith("MemTotal:"):
                return round(int(line.split()[1]) / 2**20, 1)
    except (OSError, ValueError):
        pass
    return None


def set_threads(n: int) -> None:
    """torch's intra-op threads for this process (--threads)."""
    import torch

    torch.set_num_threads(n)


def machine_info(device: str) -> dict:
    info = {
        "cpu": cpu_model(),
        "cores": os.cpu_count(),
        "memory_gib": memory_gib(),
        "os": platform.platform(),
        "python": platform.python_version(),
    }
    try:
        import torch

        info["torch_threads"] = torch.get_num_threads()
        if device.startswith("cuda") and torch.cuda.is_available():
            idx = torch.device(device).index or 0
            props = torch.cuda.get_device_properties(idx)
            info["gpu"] = props.name
            info["gpu_memory_gib"] = round(props.total_memory / 2**30, 1)
            info["cuda"] = torch.version.cuda
            info["gpu_count"] = torch.cuda.device_count()
    except ImportError:
        pass
    return info


def versions() -> dict:
    out = {}
    for name in LIBRARIES:
        try:
            out[name] = metadata.version(name)
        except metadata.PackageNotFoundError:
            pass
    try:
        out["redraft"] = metadata.version("redraft")
    except metadata.PackageNotFoundError:  # a checkout copied to another machine, not installed
        pass
    return out


def git_commit() -> str:
    """HEAD of the checkout (+dirty with uncommitted changes); "unknown" outside one. A tree
    copied to another machine passes its commit in instead (`redraft bench` reads
    REDRAFT_COMMIT for that)."""
    try:
        head = subprocess.run(["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True, text=True, timeout=10)
        if head.returncode == 0 and head.stdout.strip():
            dirty = subprocess.run(
                ["git", "status", "--porcelain"], cwd=ROOT, capture_output=True, text=True, timeout=10
            )
            return head.stdout.strip() + ("+dirty" if dirty.stdout.strip() else "")
    except (OSError, subprocess.SubprocessError):
        pass
    return "unknown"
