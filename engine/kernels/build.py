"""Compile a kernel of this folder into one library for every x86 instruction set it has code
for, once, into the user cache; check it against its recorded sha256 at every load; bind the
build this CPU runs.

`blockq.c` is compiled once per build in BUILDS (`cc -O3 -fopenmp -fPIC`, each with its own
-m flags), each build's functions renamed with its prefix (`objcopy --redefine-sym`:
avx2_bq_linear, avx512_vnni_bq_linear...), and linked with dispatch.c into one library. At
load, dispatch.c's bq_cpu_builds says (cpuid) which builds this CPU runs, and the best one is
bound, or the one $REDRAFT_KERNEL_ISA names (avx2, avx-vnni, avx512-vnni: the tests compare
their bits, docs/benchmarks measure what an AVX2-only CPU runs). AMX has no build: nothing
here could test it. So the library is the same on every CPU: it is keyed by the sources, the
compiler's version and the flags, and built at setup (`make setup`, `redraft model pull`,
`redraft model kernel`) rather than by the first edit (about a minute of compiling on 2 cores).

Its sha256 is recorded beside it when it is built and checked before it is loaded: a
truncated, changed or replaced library gets one line and a rebuild, never a SIGBUS or SIGSEGV
from running damaged code. $REDRAFT_KERNEL_SANITIZE=1 builds it with ASan and UBSan instead
(the builds this CPU runs only, at -O1), for the kernel tests under `make test` (Makefile:
test-kernel-sanitized).

OpenMP: the library asks for libgomp.so.1, which torch's CPU wheel has already loaded under
that name, so the kernel shares torch's threads (and torch.set_num_threads).

No torch here (placement reads `can_build` before torch is imported)."""

from __future__ import annotations

import ctypes
import fcntl
import hashlib
import logging
import os
import shutil
import subprocess
import tempfile
import time
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from .library import Kernel, Record, read_record, record_problem, write_record

HERE = Path(__file__).parent
NEEDS = {"blockq": frozenset({"avx2", "fma", "f16c"})}  # /proc/cpuinfo flags of the least build
OPT = ("-O3", "-fopenmp", "-fPIC", "-std=c11")
SANITIZE = ("-O1", "-g", "-fopenmp", "-fPIC", "-std=c11", "-fsanitize=address,undefined",
            "-fno-sanitize-recover=undefined", "-fno-omit-frame-pointer")
ISA_ENV = "REDRAFT_KERNEL_ISA"
SANITIZE_ENV = "REDRAFT_KERNEL_SANITIZE"
log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Build:
    name: str  # $REDRAFT_KERNEL_ISA's name
    bit: int  # dispatch.c's bq_cpu_builds bit
    flags: tuple[str, ...]
    cpu: frozenset[str]  # the /proc/cpuinfo flags it needs besides NEEDS

    @property
    def prefix(self) -> str:
        return self.name.replace("-", "_") + "_"


BUILDS = (  # best first
    Build("avx512-vnni", 4, ("-mavx2", "-mfma", "-mf16c", "-mavx512f", "-mavx512bw", "-mavx512vnni"),
          frozenset({"avx512f", "avx512bw", "avx512_vnni"})),
    Build("avx-vnni", 2, ("-mavx2", "-mfma", "-mf16c", "-mavxvnni"), frozenset({"avx_vnni"})),
    Build("avx2", 1, ("-mavx2", "-mfma", "-mf16c"), frozenset()),
)
ISAS = ("native", *(b.name for b in BUILDS))


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
    """None where the kernel should build and run here, else why not (one line)."""
    if cpu_flags is None:
        return "the CPU's flags are unknown here (no /proc/cpuinfo)"
    lacking = missing_flags(name, cpu_flags)
    if lacking:
        return f"this CPU lacks {', '.join(sorted(lacking))}"
    if compiler() is None:
        return "no C compiler (cc, gcc or clang) on the PATH"
    if not (shutil.which("nm") and shutil.which("objcopy")):
        return "no nm and objcopy (binutils) on the PATH"
    return None


def isa_asked() -> str:
    """$REDRAFT_KERNEL_ISA (default native); KernelUnavailable for a name ISAS does not hold."""
    isa = os.environ.get(ISA_ENV, "").strip() or "native"
    if isa not in ISAS:
        raise KernelUnavailable(f"{ISA_ENV}={isa} is not one of {', '.join(ISAS)}")
    return isa


def sanitized() -> bool:
    return os.environ.get(SANITIZE_ENV, "").strip() not in ("", "0")


def cache_root() -> Path:
    env = os.environ.get("REDRAFT_CACHE_DIR")
    if env:
        return Path(env).expanduser() / "kernels"
    import platformdirs

    return Path(platformdirs.user_cache_dir("redraft")) / "kernels"


def wanted_builds(cpu_flags: frozenset[str] | None, sanitize: bool) -> tuple[Build, ...]:
    """Every build; a sanitized library only those this CPU runs (ASan's compile is slow)."""
    if not sanitize:
        return BUILDS
    have = cpu_flags or frozenset()
    return tuple(b for b in BUILDS if b.cpu <= have)


def library_path(name: str, cc: str, builds: tuple[Build, ...], sanitize: bool) -> Path:
    """The library's path in the cache: keyed by the sources, the compiler and the flags."""
    version = subprocess.run([cc, "--version"], capture_output=True, text=True, timeout=30).stdout.split("\n")[0]
    h = hashlib.sha256((HERE / f"{name}.c").read_bytes())
    h.update((HERE / "dispatch.c").read_bytes())
    for part in (version, " ".join(SANITIZE if sanitize else OPT), *(f"{b.name}: {' '.join(b.flags)}" for b in builds)):
        h.update(b"\0" + part.encode())
    return cache_root() / f"{name}{'-asan' if sanitize else ''}-{h.hexdigest()[:16]}.so"


def ensure(name: str, cpu_flags: frozenset[str] | None, quiet: bool = False) -> Record:
    """The kernel's library, checked against its recorded sha256; built (or rebuilt, with one
    line saying why) where it is missing or damaged. KernelUnavailable where it cannot be."""
    why = can_build(name, cpu_flags)
    if why:
        raise KernelUnavailable(f"the {name} kernel cannot run here ({why})")
    cc = compiler()
    assert cc is not None
    sanitize = sanitized()
    builds = wanted_builds(cpu_flags, sanitize)
    try:
        lib = library_path(name, cc, builds, sanitize)
        problem = record_problem(lib)
        if problem is None:
            return read_record(lib)
        lib.parent.mkdir(parents=True, exist_ok=True)
        with open(lib.parent / f".{lib.stem}.lock", "w") as held:
            fcntl.flock(held, fcntl.LOCK_EX)  # one build at a time; the others wait and use it
            problem = record_problem(lib)
            if problem is None:
                return read_record(lib)
            if problem != "missing":
                log.warning("redraft: the %s kernel library %s %s; rebuilding it", name, lib, problem)
            elif not quiet:
                log.warning("redraft: building the %s kernel for this machine (once; about a minute)", name)
            return _build(name, cc, builds, sanitize, lib)
    except (OSError, subprocess.SubprocessError, ValueError) as e:  # an unwritable cache, a compiler that hangs...
        raise KernelUnavailable(f"building the {name} kernel failed ({type(e).__name__}: {e})") from None


def status(name: str, cpu_flags: frozenset[str] | None) -> tuple[Path | None, str | None]:
    """(the library `ensure` would load, what is wrong with it: None where it is sound,
    "missing" where it is not built), without building; (None, why) where it cannot be."""
    why = can_build(name, cpu_flags)
    cc = compiler()
    if why or cc is None:
        return None, why
    lib = library_path(name, cc, wanted_builds(cpu_flags, sanitized()), sanitized())
    return lib, record_problem(lib)


@cache
def load(name: str, cpu_flags: frozenset[str] | None, isa: str = "native") -> Kernel:
    """The kernel `name` (HERE/name.c) as the build this CPU runs best, or the one `isa` names:
    its library checked (ensure) and loaded; KernelUnavailable with the reason where this
    machine cannot build, load or run it."""
    record = ensure(name, cpu_flags)
    try:
        lib = ctypes.CDLL(str(record.path))
        lib.bq_cpu_builds.restype = ctypes.c_int
        runs = lib.bq_cpu_builds()
    except (OSError, AttributeError) as e:
        raise KernelUnavailable(f"loading the {name} kernel failed ({e})") from None
    return Kernel(lib, pick(isa, record.builds, runs), record)


def pick(isa: str, built: tuple[str, ...], runs: int) -> str:
    """The build to bind: `isa`'s, or for native the best one this CPU runs (runs: bq_cpu_builds)."""
    able = [b for b in BUILDS if b.name in built and runs & b.bit]
    if isa == "native":
        if not able:
            raise KernelUnavailable("this CPU runs none of the kernel's builds (it needs AVX2 with FMA and F16C)")
        return able[0].name
    if isa not in built:
        raise KernelUnavailable(f"{ISA_ENV}={isa}: this library has no {isa} build (this compiler or a sanitized build)")
    if not any(b.name == isa for b in able):
        raise KernelUnavailable(f"{ISA_ENV}={isa}: this CPU cannot run it")
    return isa


def _run(cmd: list[str], what: str) -> None:
    run = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
    if run.returncode != 0:
        first = (run.stderr.strip().splitlines() or ["no output"])[0]
        raise KernelUnavailable(f"{what} failed ({first})")


def _build(name: str, cc: str, builds: tuple[Build, ...], sanitize: bool, lib: Path) -> Record:
    """Compile each build (at once: one process each), rename its functions, link them with
    dispatch.c into `lib` (whole or not at all), and record its sha256 beside it."""
    start = time.monotonic()
    opt = SANITIZE if sanitize else OPT
    with tempfile.TemporaryDirectory(dir=lib.parent) as tmp:
        jobs = {b: subprocess.Popen([cc, *opt, *b.flags, "-c", str(HERE / f"{name}.c"), "-o", f"{tmp}/{b.prefix}o"],
                                    stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for b in builds}
        made, failed = [], {}
        for b, job in jobs.items():
            _, err = job.communicate(timeout=600)
            if job.returncode == 0:
                made.append(b)
            else:
                failed[b.name] = (err.strip().splitlines() or ["no output"])[0]
        if not any(b.name == "avx2" for b in made) and builds:
            raise KernelUnavailable(f"compiling the {name} kernel failed ({failed.get('avx2', 'no output')})")
        for b in made:
            _rename(f"{tmp}/{b.prefix}o", b.prefix)
        if failed:
            log.info("redraft: the %s kernel has no %s build here (%s)", name, ", ".join(failed), "; ".join(failed.values()))
        probe = "-DBQ_PROBE_AVXVNNI=" + ("1" if any(b.name == "avx-vnni" for b in made) else "0")
        _run([cc, *opt, probe, "-c", str(HERE / "dispatch.c"), "-o", f"{tmp}/dispatch.o"], f"compiling the {name} kernel")
        built = Path(tmp) / lib.name
        objects = [f"{tmp}/{b.prefix}o" for b in made] + [f"{tmp}/dispatch.o"]
        _run([cc, *opt, "-shared", *objects, "-o", str(built)], f"linking the {name} kernel")
        record = write_record(built, lib, tuple(b.name for b in made), round(time.monotonic() - start, 1))
    return record


def _rename(obj: str, prefix: str) -> None:
    """Prefix the object's exported bq_* functions (so the builds can share one library)."""
    out = subprocess.run(["nm", "-g", "--defined-only", obj], capture_output=True, text=True, timeout=60, check=True).stdout
    names = [line.split()[-1] for line in out.splitlines() if line.split() and line.split()[-1].startswith("bq_")]
    args = [a for n in names for a in ("--redefine-sym", f"{n}={prefix}{n}")]
    _run(["objcopy", *args, obj], "renaming the kernel's functions")
