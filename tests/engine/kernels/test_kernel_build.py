"""The block kernel's library (engine/kernels/build.py, library.py, dispatch.c): one library
with every build, the one this CPU runs picked by cpuid, its sha256 recorded when built and
checked at every load. A really truncated and a really bit-flipped library are loaded by a
fresh process, which says so in one line, rebuilds it and computes right (never a signal)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from redraft.engine.kernels import build
from redraft.engine.kernels.build import KernelUnavailable, pick
from redraft.engine.kernels.library import record_path, record_problem
from redraft.engine.placement import blockq_reason, linux_cpu_flags

NO_KERNEL = blockq_reason()
needs_kernel = pytest.mark.skipif(NO_KERNEL is not None, reason=f"the block kernel: {NO_KERNEL}")

# A fresh process: load the kernel and multiply on it; the product must be the float one's
# to within the int8 rounding of the activations.
MULTIPLY = """
import logging, sys
logging.basicConfig(format="%(message)s")
import numpy as np, torch
from redraft.engine.models import blocks
from redraft.engine.store import block_codes
rng = np.random.default_rng(0)
w = rng.standard_normal((64, 256)).astype(np.float32)
codes, d = block_codes.q8_blocks(w)
b, s = block_codes.tile(codes, d, 8, None)
bw = blocks.BlockWeight(8, torch.from_numpy(b), torch.from_numpy(s))
x = torch.from_numpy(rng.standard_normal((3, 256)).astype(np.float32)).to(torch.bfloat16)
got = blocks.block_linear(x, bw, None).float()
want = x.float() @ blocks.dense(bw).float().T
err = ((got - want).abs().max() / want.abs().max()).item()
print("product", "right" if err < 0.02 else f"wrong ({err})", blocks.library().build)
"""


@pytest.fixture(scope="module")
def built() -> Path:
    """The library as setup builds it (in the cache the tests use), built once."""
    if NO_KERNEL is not None:
        pytest.skip(f"the block kernel: {NO_KERNEL}")
    return build.ensure("blockq", linux_cpu_flags()).path


def copy_into(lib: Path, cache: Path) -> Path:
    """The library and its record in a cache of the test's own (the key does not name the cache)."""
    (cache / "kernels").mkdir(parents=True)
    for p in (lib, record_path(lib)):
        shutil.copy2(p, cache / "kernels" / p.name)
    return cache / "kernels" / lib.name


def run_fresh(cache: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "REDRAFT_CACHE_DIR": str(cache)}
    env.pop(build.ISA_ENV, None)
    return subprocess.run([sys.executable, "-c", MULTIPLY], capture_output=True, text=True, env=env, timeout=900)


@needs_kernel
@pytest.mark.parametrize("damage", ["truncated", "bit-flipped"])
def test_a_damaged_library_gets_one_line_and_a_rebuild_never_a_signal(built, tmp_path, damage):
    lib = copy_into(built, tmp_path)
    data = bytearray(lib.read_bytes())
    if damage == "truncated":  # the ELF header and the first half intact: mapping the rest would SIGBUS
        lib.write_bytes(data[: len(data) // 2])
        said = "bytes, .* recorded \\(truncated or replaced\\)"
    else:  # one byte in the middle of the code, the size kept
        data[len(data) // 2] ^= 0x40
        lib.write_bytes(bytes(data))
        said = "fails its sha256 check"
    out = run_fresh(tmp_path)
    assert out.returncode == 0, out.stderr[-2000:]  # not -7 (SIGBUS) or -11 (SIGSEGV)
    lines = [line for line in out.stderr.splitlines() if line.startswith("redraft:")]
    assert len(lines) == 1, out.stderr
    import re

    assert re.search(f"the blockq kernel library {re.escape(str(lib))} .*{said}.*; rebuilding it$", lines[0]), lines[0]
    assert out.stdout.split()[:2] == ["product", "right"], out.stdout
    assert record_problem(lib) is None  # whole again, and recorded
    again = run_fresh(tmp_path)  # the next process loads it as it is: no line
    assert again.returncode == 0 and "redraft:" not in again.stderr, again.stderr


def test_the_record_tells_a_sound_library_from_a_damaged_or_replaced_one(tmp_path):
    from redraft.engine.kernels.library import write_record

    lib = tmp_path / "blockq-x.so"
    (tmp_path / "new.so").write_bytes(b"\x7fELF" + bytes(range(256)) * 8)
    assert record_problem(lib) == "missing"
    rec = write_record(tmp_path / "new.so", lib, ("avx2",), 1.0)
    assert record_problem(lib) is None and rec.size == lib.stat().st_size
    good = lib.read_bytes()
    lib.write_bytes(good[:-1] + b"\x00")  # the same size, another last byte
    assert record_problem(lib) == "fails its sha256 check (changed since it was built)"
    lib.write_bytes(b"\x7fELF" + b"another library")  # a wrong file
    assert "bytes, 2,052 recorded (truncated or replaced)" in str(record_problem(lib))
    lib.write_bytes(good)
    record_path(lib).write_text("{")
    assert record_problem(lib) == "has a damaged record"
    record_path(lib).unlink()
    assert record_problem(lib) == "has no record of its sha256"


def test_the_build_this_cpu_runs_is_picked_by_cpuid_or_asked_for():
    every = tuple(b.name for b in build.BUILDS)
    assert pick("native", every, 1 | 2 | 4) == "avx512-vnni"  # Zen 4/5, Xeons
    assert pick("native", every, 1 | 2) == "avx-vnni"  # Intel since Alder Lake
    assert pick("native", every, 1) == "avx2"  # Zen 2/3, older Intel
    assert pick("native", ("avx-vnni", "avx2"), 1 | 4) == "avx2"  # a compiler without AVX-512 VNNI
    assert pick("avx2", every, 1 | 2 | 4) == "avx2"  # the tests' comparisons
    with pytest.raises(KernelUnavailable, match="^REDRAFT_KERNEL_ISA=avx-vnni: this CPU cannot run it$"):
        pick("avx-vnni", every, 1)
    with pytest.raises(KernelUnavailable, match="this library has no avx512-vnni build"):
        pick("avx512-vnni", ("avx2",), 1 | 4)
    with pytest.raises(KernelUnavailable, match="runs none of the kernel's builds"):
        pick("native", every, 0)


@needs_kernel
def test_one_library_holds_every_build_and_binds_the_one_the_cpu_runs(built):
    from redraft.engine.kernels.library import read_record

    rec = read_record(built)
    assert "avx2" in rec.builds and rec.path == built
    flags = linux_cpu_flags() or frozenset()
    best = next(b.name for b in build.BUILDS if b.name in rec.builds and b.cpu <= flags)
    kernel = build.load("blockq", linux_cpu_flags())
    assert kernel.build == best and kernel.record == rec
    assert kernel.bq_isa() == {"avx512-vnni": 512, "avx-vnni": 257, "avx2": 256}[best]


@needs_kernel
def test_redraft_model_kernel_names_the_library_its_sha256_and_the_build_this_cpu_runs(built, tmp_path):
    """`redraft model kernel` (what `make setup` runs) checks the library setup built and says
    which build this CPU runs; a build asked for that cannot run here is one line, exit 2."""
    from redraft.engine.kernels.library import read_record
    from tests.app.test_cli import assert_one_line_error

    lib = copy_into(built, tmp_path)
    rec = read_record(lib)
    env = {**os.environ, "REDRAFT_CACHE_DIR": str(tmp_path)}
    env.pop(build.ISA_ENV, None)

    def kernel(**extra: str) -> subprocess.CompletedProcess:
        return subprocess.run([sys.executable, "-m", "redraft.app", "model", "kernel"], capture_output=True, text=True,
                              env={**env, **extra}, timeout=300)

    p = kernel()
    assert p.returncode == 0, p.stderr
    flags = linux_cpu_flags() or frozenset()
    best = next(b.name for b in build.BUILDS if b.name in rec.builds and b.cpu <= flags)
    assert p.stdout.startswith(f"{lib}: sha256 {rec.sha256[:16]}, builds {', '.join(rec.builds)}"), p.stdout
    assert p.stdout.rstrip().endswith(f"this CPU runs the {best} build"), p.stdout
    assert lib.read_bytes() == built.read_bytes()  # sound: not built again
    bad = kernel(**{build.ISA_ENV: "avx9000"})
    assert_one_line_error(bad, f"{build.ISA_ENV}=avx9000 is not one of native, ")
    assert "--quant auto runs int8" not in bad.stderr  # the library is sound: only the name is wrong
    cannot = next((b.name for b in build.BUILDS if not b.cpu <= flags), None)
    if cannot is not None:  # a build this CPU lacks the instructions for
        assert_one_line_error(kernel(**{build.ISA_ENV: cannot}), f"{build.ISA_ENV}={cannot}: this CPU cannot run it")
