"""The CPU's default mode chosen by measurement (issue 42): a few timed forwards per candidate
mode, at the widths a whole edit runs, added up as a typical edit; the fastest is recorded per
CPU and model (engine/store/calibration.py) and placement runs it for `--quant auto`.

Candidates: the modes that keep the model's quality and keep greedy lookup byte-identical to
plain decoding.
- gguf (the GGUF's own blocks on redraft's kernel), where the kernel builds and loads;
- int8 (the GGUF's Q4_K codes, every other matrix int8 per row), on x86 CPUs;
- none (bf16 on CPUs with native bf16; float32 elsewhere), where its shape claims exactness:
  float32 does not on AMD CPUs and AVX2-only ones (engine/backends/shapes.py), so there it is
  not a candidate.
- int4 is not: it loses 2 of the 0.5B's 15 correct edits on the quality set (README, the
  quantization section), so it stays opt-in (`--quant int4`).

Each candidate is loaded as a `redraft edit` loads it, then timed at three widths: the typical
prompt's forward (TYPICAL_PROMPT rows), a one-token step (plain decoding, and lookup's rounds
that draft nothing) and a verify at the widest draft (max draft + 1 rows). Each is the best of
REPEATS, so a busy moment on a shared machine costs a repeat, not the choice; the 1-minute
load average before and after is recorded beside the numbers.

The weighting is a whole one-shot `redraft edit` of the typical edit, because that is what a
user waits for: load + prompt + TYPICAL_VERIFIES verifies + TYPICAL_STEPS steps. The typical
edit is the quality set's medians (42 tasks, the 0.5B in gguf lookup on a CPU, counted by
docs/benchmarks/cpu-calibration/typical.py: a 346.5-token prompt, 37 verifies, 8.5 steps;
docs/benchmarks/2026-12-05-cpu-calibration.md). A long-lived session (the TUI, `redraft
serve`) loads once: its ranking differs only where two modes' loads differ by more than their
decoding, and the record keeps every number."""

from __future__ import annotations

import gc
import logging
import os
import time
from pathlib import Path
from typing import Callable

from .placement import Placement
from .store import calibration
from .store.calibration import Entry, ModeNumbers

TYPICAL_PROMPT = 346
TYPICAL_VERIFIES = 37
TYPICAL_STEPS = 8
REPEATS = 3
NOT_CANDIDATES = {"int4": "opt-in: loses 2 of the 0.5B's 15 correct edits on the quality set"}
log = logging.getLogger(__name__)
Say = Callable[[str], None]


def candidates(flags: frozenset[str] | None, folder: Path | None = None) -> tuple[list[str], dict[str, str]]:
    """(the modes to time here, best guess first; {mode: why it is not one}). With `folder`,
    only those whose files it holds (a first use measures what is there; `redraft model
    calibrate` builds what a pruned cache lacks)."""
    from .backends.shapes import decode_shape
    from .backends.torch_device import pick_dtype
    from .kernels.build import KernelUnavailable, ensure
    from .placement import cpu_has_native_bf16
    from .store.modes import missing

    excluded = dict(NOT_CANDIDATES)
    modes: list[str] = []
    if flags is None or "avx2" not in flags:
        excluded.update(gguf="not an x86 CPU with AVX2", int8="not an x86 CPU with AVX2 (not measured elsewhere)")
    else:
        try:
            if folder is None or not missing(folder, "gguf"):
                ensure("blockq", flags)  # built at setup; a first use builds it only where it will run
            modes.append("gguf")
        except KernelUnavailable as e:
            excluded["gguf"] = str(e)
        modes.append("int8")
    dtype = pick_dtype("auto", "cpu")
    if decode_shape("cpu", dtype, cpu_has_native_bf16()).exact:
        modes.append("none")
    else:
        excluded["none"] = f"{str(dtype).removeprefix('torch.')} on this CPU does not keep lookup byte-identical to plain"
    if folder is not None:
        for q in [q for q in modes if missing(folder, q)]:
            modes.remove(q)
            excluded[q] = "its files are not in the cache (`redraft model calibrate` builds them)"
    return modes, excluded


def measure(folder: Path, quant: str, repeats: int = REPEATS) -> tuple[ModeNumbers, int]:
    """Load `folder` in mode `quant` as `redraft edit` does and time its three widths (best of
    `repeats`); the typical edit's estimate from them, and the prompt's length timed."""
    from .backends.static_backend import StaticBackend

    t0 = time.perf_counter()
    backend = StaticBackend.load(Path(folder), device="cpu", dtype="auto", quant=quant)
    load_s = time.perf_counter() - t0
    n = prompt_tokens(backend.info.max_context)
    p, s, v = time_widths(backend, n, repeats)
    del backend
    gc.collect()
    edit = load_s + p / 1000 + (TYPICAL_VERIFIES * v + TYPICAL_STEPS * s) / 1000
    return ModeNumbers(round(load_s, 3), round(p, 1), round(s, 2), round(v, 2), round(edit, 3)), n


def prompt_tokens(max_context: int) -> int:
    """The typical prompt's length, capped at half the model's context (a small model's), so
    that the steps and verifies after it still fit; the record says which length was timed."""
    return max(1, min(TYPICAL_PROMPT, max_context // 2))


def time_widths(b, n: int, repeats: int) -> tuple[float, float, float]:
    """(prompt, step, verify) ms on a loaded backend, each the best of `repeats` (an n-token
    prompt; steps and verifies two a repeat, at the positions after the prompt; verifies
    trimmed off again)."""
    import torch

    from .policy import DEFAULT_MAX_DRAFT

    prompt = [(1000 + 7 * i) % b.args.vocab for i in range(n)]
    width = DEFAULT_MAX_DRAFT + 1
    b.prefill(prompt[:64])  # the first forwards of each width set up their kernels and scratch
    b.forward([11])
    b.forward([11] * width)
    prefill, step, verify = [], [], []
    with torch.inference_mode():
        for _ in range(repeats):
            b.reset()
            prefill.append(timed(lambda: b.prefill(prompt)))
            for _ in range(2):
                step.append(timed(lambda: b.forward([13])))
            for _ in range(2):
                at = b.cache_len
                verify.append(timed(lambda: b.forward([17] * width)))
                b.trim(at)
    return min(prefill), min(step), min(verify)


def timed(fn: Callable[[], object]) -> float:
    t0 = time.perf_counter()
    fn()
    return (time.perf_counter() - t0) * 1000


def calibrate(folder: Path, say: Say | None = None, repeats: int = REPEATS, build: bool = True) -> Entry:
    """Time every candidate mode on `folder` (building the files a pruned cache lacks, unless
    `build` is False: then those whose files are there), record
    the fastest for this CPU and model, and return the entry. The folder's calibration lock
    keeps two processes from timing at once (each would slow the other)."""
    from .placement import cpu_key_here, kernel_source, linux_cpu_flags
    from .store.on_demand import folder_lock, provide

    folder = Path(folder)
    say = say or log.warning
    flags = linux_cpu_flags()
    start, load0 = time.monotonic(), os.getloadavg()[0]
    modes, excluded = candidates(flags, None if build else folder)
    numbers: dict[str, ModeNumbers] = {}
    prompt = TYPICAL_PROMPT
    with folder_lock(folder, calibration.LOCK):
        for quant in modes:
            provide(folder, quant)
            try:
                numbers[quant], prompt = measure(folder, quant, repeats)
            except Exception as e:  # a mode that cannot load here is no candidate (said, not fatal)
                excluded[quant] = f"did not load ({type(e).__name__}: {e})"
                continue
            n = numbers[quant]
            say(f"redraft: calibrating {folder.name}: {quant}: prompt {n.prefill_ms:.0f} ms, step {n.step_ms:.1f} ms, "
                f"verify {n.verify_ms:.1f} ms, load {n.load_s:.2f} s: a typical edit {n.edit_s:.2f} s")
    if not numbers:
        raise RuntimeError(f"no mode could be timed here ({'; '.join(f'{m}: {w}' for m, w in excluded.items())})")
    import torch

    entry = Entry(
        cpu=cpu_name(), threads=torch.get_num_threads(), choice=min(numbers, key=lambda m: numbers[m].edit_s),
        modes=numbers, excluded=excluded,
        typical={"prompt": prompt, "verifies": TYPICAL_VERIFIES, "steps": TYPICAL_STEPS},
        load_avg=(round(load0, 2), round(os.getloadavg()[0], 2)), seconds=round(time.monotonic() - start, 1),
        when=time.strftime("%Y-%m-%dT%H:%M:%S%z"), stamp=calibration.stamp(folder, kernel_source()),
    )
    try:
        calibration.save(folder, cpu_key_here(), entry)
    except OSError as e:
        say(f"redraft: could not record the calibration in {folder} ({e.strerror or e}); it runs again next time")
    return entry


def cpu_name() -> str:
    from .placement import linux_cpu_model

    return linux_cpu_model() or "unknown CPU"


def prepare(where: Placement, folder: Path, say: Say | None = None) -> Placement:
    """placement's decision for the model in `folder` (settle), measured first where it should
    be (first use on this CPU, or a stale record: a notice says so), and a folder converted
    since its last calibration pruned to the files its default and this load read."""
    from .placement import linux_cpu_flags, needs_calibration, settle

    moot = False  # nothing to choose between: the folder may be trimmed to its one mode
    if needs_calibration(where, folder):
        if len(candidates(linux_cpu_flags(), Path(folder))[0]) < 2:
            moot = True
        else:
            say = say or log.warning
            say(f"redraft: measuring which mode runs {Path(folder).name} fastest on this CPU "
                "(once; `redraft model info` shows the numbers)")
            try:
                calibrate(folder, say, build=False)
            except Exception as e:  # the edit goes on with the table's guess; the next use measures again
                say(f"redraft: the calibration failed ({type(e).__name__}: {e}); running the CPU table's guess")
    settled = settle(where, folder)
    if where.quant_auto and (moot or settled.why.startswith("calibrated")):
        trim_fresh(Path(folder), (settled.quant,))
    return settled


def trim_fresh(folder: Path, keep: tuple[str, ...]) -> None:
    """A folder just converted (its manifest's PENDING) keeps only the weight files `keep`'s
    modes read, once its calibration is recorded: the cache holds what is used."""
    from .store.manifest import PENDING, read_manifest, save_manifest
    from .store.modes import prunable
    from .store.on_demand import prune

    manifest = read_manifest(folder)
    if not manifest or not manifest.get(PENDING):
        return
    extra = prunable(folder, keep)
    if extra:
        prune(folder, extra)
    manifest = read_manifest(folder) or manifest
    manifest.pop(PENDING, None)
    save_manifest(folder, manifest)
