"""Compile a kernel of this folder for this CPU, once, into the user cache, and load it.

`cc -O3 -march=native -fopenmp -shared`: the library is built for the machine that runs it
(blockq.c's AVX-512 VNNI code, or its AVX2 code where the CPU has no AVX-512), so the cache
key holds the source's hash, the compiler's version and the CPU's flags; a copied cache on
another CPU builds its own. $REDRAFT_KERNEL_ISA=avx2 (or avx-vnni) builds the AVX2 code on an
AVX-512 CPU, to measure what an AVX2-only CPU would run (docs/benchmarks). OpenMP: the
library asks for libgomp.so.1, which torch's CPU wheel has already loaded under that name,
so the kernel shares torch's threads (and torch.set_num_threads) instead of starting its own.

No torch here (placement reads `can_build` before torch is imported)."""

from __future__ import annotations

import ctypes
import hashlib
import os
import shutil
import subprocess
import tempfile
from functools import cache
from pathlib import Path

HERE = Path(__file__).parent
NEEDS = {"blockq": frozenset({"avx2", "fma", "f16c"})}  # /proc/cpuinfo flags (AVX-512 VNNI where there)
FLAGS = ("-O3", "-march=native", "-fopenmp", "-shared", "-fPIC", "-std=c11")
ISA_ENV = "REDRAFT_KERNEL_ISA"
ISAS = {"native": (), "avx2": ("-mno-avx512f", "-mno-avxvnni"), "avx-vnni": ("-mno-avx512f",)}  # flags after FLAGS


class KernelUnavailable(RuntimeError):
    """This machine cannot build or load the kernel: a one-line reason."""


def compiler() -> str | None:
    """The C compiler to use: $CC, else cc, gcc or clang on the PATH."""
    for name in (os.environ.get("CC"), "cc", "gcc", "clang"):
        if name and shutil.which(name):
            return name
    return None


def missing_flags(name: str, cpu_flags: frozenset[str] | None) -> frozenset[str]:
    """The CPU flags the kernel needs and the CPU lacks (all of them where unknown)."""
    need = NEEDS[name]
    return need if cpu_flags is None else need - cpu_flags


def can_build(name: str, cpu_flags: frozenset[str] | None) -> str | None:
    """None where the kernel should build here, else why not (one line)."""
    if cpu_flags is None:
        return "the CPU's flags are unknown here (no /proc/cpuinfo)"
    lacking = missing_flags(name, cpu_flags)
    if lacking:
        return f"this CPU lacks {', '.join(sorted(lacking))}"
    if compiler() is None:
        return "no C compiler (cc, gcc or clang) on the PATH"
    return None


def isa_asked() -> str:
    """$REDRAFT_KERNEL_ISA (default native); KernelUnavailable for a name ISAS does not hold."""
    isa = os.environ.get(ISA_ENV, "").strip() or "native"
    if isa not in ISAS:
        raise KernelUnavailable(f"{ISA_ENV}={isa} is not one of {', '.join(ISAS)}")
    return isa


def cache_root() -> Path:
    env = os.environ.get("REDRAFT_CACHE_DIR")
    if env:
        return Path(env).expanduser() / "kernels"
    import platformdirs

    return Path(platformdirs.user_cache_dir("redraft")) / "kernels"


def _key(source: bytes, cc: str, cpu_flags: frozenset[str] | None, isa: str) -> str:
    version = subprocess.run([cc, "--version"], capture_output=True, text=True, timeout=30).stdout.split("\n")[0]
    h = hashlib.sha256(source)
    for part in (version, " ".join(FLAGS + ISAS[isa]), " ".join(sorted(cpu_flags or ()))):
        h.update(b"\0" + part.encode())
    return h.hexdigest()[:16]


@cache
def load(name: str, cpu_flags: frozenset[str] | None, isa: str = "native") -> ctypes.CDLL:
    """The compiled kernel `name` (HERE/name.c), built on first use with ISAS[isa]'s flags;
    KernelUnavailable with the reason where this machine cannot build or load it."""
    why = can_build(name, cpu_flags)
    if why:
        raise KernelUnavailable(f"the {name} kernel cannot run here ({why})")
    cc = compiler()
    assert cc is not None
    try:
        lib = _built(name, cc, cpu_flags, isa)
    except (OSError, subprocess.SubprocessError) as e:  # an unwritable cache, a compiler that hangs...
        raise KernelUnavailable(f"building the {name} kernel failed ({type(e).__name__}: {e})") from None
    try:
        return ctypes.CDLL(str(lib))
    except OSError as e:
        raise KernelUnavailable(f"loading the {name} kernel failed ({e})") from None


def _built(name: str, cc: str, cpu_flags: frozenset[str] | None, isa: str) -> Path:
    """The cached library for this source, compiler, CPU and ISA, compiled now if it is not there."""
    source = (HERE / f"{name}.c").read_bytes()
    lib = cache_root() / f"{name}-{_key(source, cc, cpu_flags, isa)}.so"
    if not lib.is_file():
        lib.parent.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory(dir=lib.parent) as tmp:
            built = Path(tmp) / lib.name
            run = subprocess.run(
                [cc, *FLAGS, *ISAS[isa], str(HERE / f"{name}.c"), "-o", str(built)], capture_output=True, text=True, timeout=300
            )
            if run.returncode != 0:
                first = (run.stderr.strip().splitlines() or ["no output"])[0]
                raise KernelUnavailable(f"compiling the {name} kernel failed ({first})")
            os.replace(built, lib)  # whole or not at all: another process may be loading it
    return lib
