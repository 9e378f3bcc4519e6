"""Where a model runs and on which weights, decided here and nowhere else: place() turns the
asked names (backend, device, dtype, quant, graphs) into a frozen Placement before anything
loads; settle() completes it for the resolved model (`--quant auto` on a CPU: the mode this
CPU's calibration measured fastest for the model, engine/calibrate.py, else the CPU table's
guess, each falling back where it cannot run here). The session, the model store's default and
load_backend read the Placement; no backend parses or decides the names again.

Nothing here imports torch at import time. place() imports it only where the names alone
cannot say: device "auto" on a torch build that may have a GPU, and a GPU named explicitly
(is it there?). On a CPU-only torch build (+cpu) "auto" is the CPU without importing torch,
so `redraft edit` starts its tokenizer process first (engine/tokenizer_process.py).

dtype stays as asked: "auto" is the device's own (torch_device.pick_dtype: bf16 on GPUs and
on CPUs with native bf16), read when the weights load, because on a CPU it needs torch's
probes and the tokenizer process must start before torch is imported."""

from __future__ import annotations

import logging
import os
from dataclasses import dataclass, replace
from functools import cache
from pathlib import Path

from .devices import check_device, cpu_only_torch, validate_device
from .errors import ConfigError, ModelError

STATIC_DEVICES = ("cuda", "cpu")  # where the static-cache backend is the default
QUANTS = ("auto", "none", "int4", "int8", "gguf")
QUANTIZED = ("int4", "int8", "gguf")  # the CPU kernels of the static backend (models/quant.py, models/blocks.py)
DTYPES = {"torch": ("bf16", "fp16", "fp32", "fp64"), "mlx": ("bf16", "fp16", "fp32")}  # besides auto

# What `auto` guesses on a CPU per kind, before (or without) this CPU's calibration of the model,
# from earlier measurements (place() reads the kind from the CPU flags on Linux, so the tokenizer
# process starts before torch is imported; elsewhere from torch). settle() runs the calibration's
# choice where there is one (engine/calibrate.py).
# With AMX: none (docs/benchmarks/2026-12-02-cpu-int8.md, this project's 2-core Xeon). Lookup, the
# default mode, spends its time in verify forwards of up to 8 rows, where AMX bf16 is within 20% of
# int4 and faster than int8 (torch's int4/int8 kernels have no AMX path), so int8 lookup ran at
# 0.55-1.3x bf16's and its whole `redraft edit` 2-3 s slower. int4 is faster (lookup 1.2-1.4x) but
# loses 2 of the 0.5B's 15 correct edits on the quality set, more than the one task issue 21
# allows; int8 keeps all 15 (the 1.5B in int8 loses 2 of 26).
CPU_AUTO_QUANT_AMX = "none"
# x86 CPUs where the block kernel cannot build (no C compiler): int8, the 0.5B's bf16 quality at
# any speed below.
# - AVX-512-BF16 without AMX (docs/benchmarks/2026-12-02-cpu-amd-epyc.md, a 2-core AMD EPYC): bf16
#   runs at full width there but with no tiles, so a bf16 step reads 1 GB a token at 9-14 tok/s;
#   on edit_fn and edit_json int8 ran plain at 24-34 and lookup at 54-83 tok/s against bf16's
#   47-72 (medians 1.1x and 1.3x; 1.3x on a 2,600-token context once the quantized attention
#   took both threads there), the same output and tasks.
# - Without native bf16 (AVX2, or AVX-512 without its bf16; dense weights run in fp32 there)
#   (docs/benchmarks/2026-12-02-cpu-attention.md, the Xeon with torch's kernels held to AVX2, and
#   with its AVX-512 ones but told there is no native bf16): fp32 reads 2 GB a token for the 0.5B;
#   its step ran at 3.6/s (AVX2) and 4.5/s (AVX-512) against int8's 12 and 16, so int8 lookup ran at
#   1.24-1.42x fp32's and plain 2.8x, each `redraft edit` 3-4 s sooner, the same output and the
#   same quality (15/42).
CPU_AUTO_QUANT_X86 = "int8"
# x86 CPUs without AMX where our GGUF block kernel builds (engine/kernels/: AVX-512 VNNI, else
# AVX2 with FMA and F16C, and a C compiler): gguf. It reads the 0.5B's Q5_0/Q8_0 blocks as
# stored, 0.39 GB a token against int8's 0.48, at full bandwidth.
# - AVX-512 VNNI (docs/benchmarks/2026-12-03-cpu-gguf-blocks.md, the 2-core AMD EPYC Zen 5).
# - AVX2 (docs/benchmarks/2026-12-03-cpu-c-layer-avx2.md, that EPYC with torch's kernels held to
#   AVX2 and the block kernel built without AVX-512): the same output bits; the 0.5B ran plain
#   at 1.6-2.1x int8's rate and 1.18-1.78x llama.cpp's AVX2 build, lookup at 1.7-2.0x int8's.
CPU_AUTO_QUANT_VNNI = "gguf"
AUTO_ORDER = ("gguf", "int8", "none")  # auto's fallbacks where its choice cannot run here
CALIBRATE_ENV = "REDRAFT_CALIBRATE"  # 0: no calibration at first use (auto keeps the table's guess)
QUANT_STATIC_ONLY = "int4, int8 and gguf weights run on the static backend on a CPU only: use --quant none or auto here"


@dataclass(frozen=True)
class Placement:
    """The decision load_backend carries out."""

    backend: str  # torch | mlx
    device: str  # torch: cpu, cuda, cuda:N, mps (concrete); mlx: auto, cpu, gpu (mlx picks auto as it loads)
    dtype: str = "auto"  # auto | bf16 | fp16 | fp32 (| fp64 on torch): as asked (module docstring)
    quant: str = "none"  # none | int4 | int8 | gguf (models/quant.py, models/blocks.py)
    graphs: bool = True  # False (--no-graphs): the eager transformers backend
    # quant is `auto`'s choice, not asked for: settle() picks it for the model (the calibration's
    # choice, else CPU_AUTO_QUANT_*), and load_backend runs the dense weights instead where the
    # static backend cannot run the model
    quant_auto: bool = False
    why: str = ""  # why this quant: asked, calibrated (with its numbers), or the table's guess

    @property
    def device_type(self) -> str:
        """What named_models.DEFAULT_MODEL is keyed by: cpu, cuda, mps, or mlx."""
        return "mlx" if self.backend == "mlx" else self.device.split(":")[0]

    @property
    def static(self) -> bool:
        """Whether the static-cache backend is tried first (it falls back for a model its
        forward does not cover)."""
        return self.backend == "torch" and self.graphs and self.device_type in STATIC_DEVICES


def check_names(backend: str = "auto", device: str = "auto", dtype: str = "auto", quant: str = "auto") -> str:
    """Every name, without importing torch: the backend kind, or a one-line ConfigError
    about the parameter that is wrong. The CLI calls it before reading the file."""
    kind = validate_device(backend, device)
    if dtype != "auto" and dtype not in DTYPES[kind]:
        raise ConfigError(f"must be one of auto, {', '.join(DTYPES[kind])}; got {dtype!r}", param="dtype")
    if quant not in QUANTS:
        raise ConfigError(f"must be one of {', '.join(QUANTS)}, got {quant!r}", param="quant")
    return kind


def place(
    backend: str = "auto", device: str = "auto", dtype: str = "auto", quant: str = "auto", graphs: bool = True
) -> Placement:
    """The one decision: names checked (check_names), a GPU the machine lacks refused
    (check_device), "auto" device and quant resolved. A ModelError where the torch backend
    is asked for and torch is missing."""
    kind = check_names(backend, device, dtype, quant)
    if kind == "mlx":  # mlx has no int4 path of ours: its own quantized weights load as they are
        return Placement("mlx", device, dtype, "none", graphs)
    check_device(kind, device)
    dev = torch_device(device)
    where = Placement("torch", dev, dtype, "none", graphs)
    if quant in QUANTIZED and not where.static:
        raise ConfigError(QUANT_STATIC_ONLY, param="quant")
    chosen = resolve_quant(quant, dev, dtype) if where.static else "none"
    auto = quant == "auto" and where.static and dev.split(":")[0] == "cpu" and dtype in ("auto", "bf16")
    return Placement("torch", dev, dtype, chosen, graphs, quant_auto=auto, why="asked" if quant != "auto" else "")


def torch_device(device: str) -> str:
    """A torch device name: as given, or for "auto" CUDA, else MPS, else the CPU (the CPU
    without importing torch on a +cpu build)."""
    if device != "auto":
        return device
    if cpu_only_torch():
        return "cpu"
    try:
        import torch
    except ImportError as e:
        raise ModelError(f"the torch backend needs PyTorch ({e.name} is missing): pip install torch") from e
    if torch.cuda.is_available():
        return "cuda"
    if getattr(torch.backends, "mps", None) and torch.backends.mps.is_available():
        return "mps"
    return "cpu"


def cpu_has_native_bf16() -> bool:
    """AVX-512-BF16 or AMX: the CPUs where torch's bf16 matmuls run at full width. On Linux
    from the CPU flags the kernel reports (so place() decides `--quant auto` without importing
    torch, and the tokenizer process starts first; a test checks they agree with torch's own
    probes), elsewhere from torch."""
    return _cpu_has({"avx512_bf16", "amx_bf16"}, "_is_avx512_bf16_supported", "_is_amx_tile_supported")


def cpu_has_amx() -> bool:
    """Intel's AMX tiles (Sapphire Rapids and later), where bf16 verify forwards run nearly as
    fast as the quantized kernels (CPU_AUTO_QUANT_AMX); read as cpu_has_native_bf16 is."""
    return _cpu_has({"amx_bf16"}, "_is_amx_tile_supported")


def cpu_has_avx2() -> bool:
    """An x86 CPU with AVX2 (where CPU_AUTO_QUANT_X86 was measured); read as
    cpu_has_native_bf16 is. Other CPUs (ARM...) keep their dense weights."""
    flags = linux_cpu_flags()
    if flags is not None:
        return "avx2" in flags
    import torch

    return torch.backends.cpu.get_cpu_capability() in ("AVX2", "AVX512")


def _cpu_has(flags: set[str], *probes: str) -> bool:
    """Any of these /proc/cpuinfo flags on Linux, else any of torch.cpu's probes of them."""
    found = linux_cpu_flags()
    if found is not None:
        return bool(flags & found)
    import torch

    return any(getattr(getattr(torch, "cpu", None), p, lambda: False)() for p in probes)


def linux_cpu_model() -> str | None:
    """The first CPU's model name in /proc/cpuinfo ("AMD EPYC", "Intel(R) Xeon(R) ..."), or None."""
    return _first_cpu().get("model name")


def linux_cpu_vendor() -> str | None:
    """The first CPU's vendor_id in /proc/cpuinfo (GenuineIntel, AuthenticAMD...), or None."""
    return _first_cpu().get("vendor_id")


def linux_cpu_flags() -> frozenset[str] | None:
    """The first CPU's flags in /proc/cpuinfo, or None where there is none (not Linux)."""
    flags = _first_cpu().get("flags")
    return None if flags is None else frozenset(flags.split())


@cache
def _first_cpu() -> dict[str, str]:
    """The first CPU's fields in /proc/cpuinfo (read once), {} where there is none."""
    fields: dict[str, str] = {}
    try:
        with open("/proc/cpuinfo", encoding="ascii", errors="replace") as f:
            for line in f:
                if not line.strip():
                    break  # the end of the first CPU's block
                key, _, value = line.partition(":")
                fields.setdefault(key.strip(), value.strip())
    except OSError:
        return {}
    return fields


def resolve_quant(quant: str, device: str, dtype: str = "auto") -> str:
    """auto: on a CPU, CPU_AUTO_QUANT_AMX with AMX, CPU_AUTO_QUANT_VNNI where the block kernel
    builds (AVX-512 VNNI or AVX2), CPU_AUTO_QUANT_X86 on other x86 CPUs;
    none on GPUs, on other CPUs (not measured) and where --dtype asks for fp32/fp16 weights
    (the kernels take bf16 activations)."""
    cpu = device.split(":")[0] == "cpu"
    if quant in QUANTIZED and not cpu:
        raise ConfigError(f"{quant} weights run on a CPU only, not {device}: use --quant none or auto", param="quant")
    if quant in QUANTIZED and dtype not in ("auto", "bf16"):
        raise ConfigError(f"{dtype} cannot run {quant} weights (they take bf16 activations): use --dtype auto or bf16", param="dtype")
    if quant == "auto":
        if not cpu or dtype not in ("auto", "bf16"):
            return "none"
        if cpu_has_amx():
            return CPU_AUTO_QUANT_AMX
        if blockq_reason() is None:
            return CPU_AUTO_QUANT_VNNI
        return CPU_AUTO_QUANT_X86 if cpu_has_avx2() else "none"  # measured on x86 only
    return quant


def blockq_reason() -> str | None:
    """None where the GGUF block kernel should build and run here (Linux, AVX2 with FMA and F16C
    (AVX-512 VNNI where there), a C compiler; engine/kernels/build.py), else why not. Read from
    the flags, without compiling."""
    from .kernels.build import can_build

    return can_build("blockq", linux_cpu_flags())


# -- the model's part of the decision: after the model is resolved, before it loads ----------

log = logging.getLogger(__name__)


def settle(where: Placement, folder: Path) -> Placement:
    """`where` for the model in `folder`: where quant was auto's, the fastest mode this CPU's
    calibration recorded for the model (engine/calibrate.py) among those that can run here,
    else place()'s guess from the CPU table; each falls back along AUTO_ORDER where it cannot
    run (the block kernel does not build: a notice says why). A gguf asked for is checked to
    run here (a one-line ConfigError). Nothing else decides the weights after this."""
    if not (where.backend == "torch" and where.static and where.device_type == "cpu"):
        return where
    if not where.quant_auto:
        if where.quant == "gguf":
            why = kernel_problem()
            if why is not None:
                raise ConfigError(f"gguf: {why}; use --quant int8 or auto", param="quant")
        return where
    from .store import calibration

    usable = usable_modes(Path(folder))
    entry = calibration.read(Path(folder), cpu_key_here())
    if calibration.fresh(entry, calibration.stamp(Path(folder), kernel_source())):
        assert entry is not None
        chosen = calibration.best(entry, usable) or "none"
        n = entry.modes.get(chosen)
        why = f"calibrated {entry.when[:10]}" + (f": a typical edit {n.edit_s:.2f} s" if n else "")
        if chosen != entry.choice:
            why += f" ({entry.choice}, the fastest, cannot run now)"
    else:
        chosen = next((q for q in (where.quant, *AUTO_ORDER) if q in usable), "none")
        why = "not calibrated: the CPU table's guess" if chosen == where.quant else f"{where.quant} cannot run here"
    return replace(where, quant=chosen, why=why)


def usable_modes(folder: Path) -> tuple[str, ...]:
    """The modes auto may run for `folder` here: whose files it holds, or can build (a folder
    redraft converted), or every mode where the folder holds no quantized files at all (a
    Hugging Face folder, a hub id: quantized at load, models/quant_store.load_quant; issue 44);
    gguf where the block kernel builds and loads (else a notice why)."""
    from .store.gguf_int8 import has_quant_files
    from .store.manifest import read_manifest
    from .store.modes import missing

    converted = read_manifest(folder) is not None
    at_load = not converted and not any(has_quant_files(folder, q) for q in ("int4", "gguf"))
    out = tuple(q for q in AUTO_ORDER if q == "none" or converted or at_load or not missing(folder, q))
    if "gguf" in out and cpu_has_avx2():
        why = kernel_problem()
        if why is not None:
            log.warning("redraft: --quant auto: %s; running %s", why, next(q for q in out if q != "gguf"))
            out = tuple(q for q in out if q != "gguf")
    elif "gguf" in out:
        out = tuple(q for q in out if q != "gguf")
    return out


def kernel_problem() -> str | None:
    """None where the block kernel is built (or builds now) and passes its check, else why."""
    from .kernels.build import KernelUnavailable, ensure

    try:
        ensure("blockq", linux_cpu_flags())
    except KernelUnavailable as e:
        return str(e)
    return None


def needs_calibration(where: Placement, folder: Path) -> bool:
    """Whether auto's choice for `folder` should be measured now (first use, or a stale
    record): a CPU placement of auto, an x86 CPU, a folder redraft converted, no fresh record,
    and $REDRAFT_CALIBRATE not 0."""
    if not where.quant_auto or os.environ.get(CALIBRATE_ENV, "").strip() == "0" or not cpu_has_avx2():
        return False
    from .store import calibration
    from .store.manifest import read_manifest

    if read_manifest(Path(folder)) is None:
        return False
    entry = calibration.read(Path(folder), cpu_key_here())
    return not calibration.fresh(entry, calibration.stamp(Path(folder), kernel_source()))


def cpu_key_here() -> str:
    from .store.calibration import cpu_key

    return cpu_key(linux_cpu_model() or "unknown CPU", linux_cpu_flags())


def kernel_source() -> bytes:
    """The block kernel's sources (a calibration record names what it measured)."""
    from .kernels.build import HERE

    return (HERE / "blockq.c").read_bytes() + (HERE / "dispatch.c").read_bytes()
