"""`redraft model info`: a converted model's files (kept, built on demand), the mode `--quant
auto` runs on this CPU and the calibration's numbers behind it, and the block kernel. Reads
records only: nothing is built, loaded or measured."""

from __future__ import annotations

from pathlib import Path


def report(folder: Path, where) -> str:
    from ..engine.store.manifest import read_manifest

    manifest = read_manifest(folder) or {}
    lines = [f"model        {folder}", *file_lines(folder, manifest), *default_lines(folder, where), *kernel_lines()]
    return "\n".join(lines)


def file_lines(folder: Path, manifest: dict) -> list[str]:
    from ..engine.store.modes import NEEDS, WEIGHT_FILES, folder_bytes, human

    users = {f: [q for q, files in NEEDS.items() if f in files] for f in WEIGHT_FILES}
    kept = [f"{f} {human((folder / f).stat().st_size)} ({', '.join(users[f])})" for f in WEIGHT_FILES if (folder / f).is_file()]
    gone = [f"{f} ({', '.join(users[f])})" for f in WEIGHT_FILES if not (folder / f).is_file()]
    out = [f"disk         {human(folder_bytes(folder))}; weights kept: {'; '.join(kept) or 'none'}"]
    if gone:
        out.append(f"on demand    {'; '.join(gone)}: built from the GGUF when a mode asks for them")
    return out


def default_lines(folder: Path, where) -> list[str]:
    from ..engine.placement import cpu_key_here, kernel_source, needs_calibration, resolve_quant
    from ..engine.store import calibration

    if not (where.backend == "torch" and where.static and where.device_type == "cpu"):
        return [f"default      --quant {where.quant} on {where.device} (calibration is for CPUs)"]
    if not where.quant_auto:
        return [f"default      --quant {where.quant} (asked for in the config file)"]
    entry = calibration.read(folder, cpu_key_here())
    if entry is None or needs_calibration(where, folder):
        state = "stale (what it measured changed)" if entry is not None else "not calibrated on this CPU"
        guess = resolve_quant("auto", "cpu", where.dtype)
        return [f"default      --quant auto: {state}; the next use measures it (`redraft model calibrate` now); "
                f"until then the CPU table's guess, {guess}"]
    fresh = calibration.fresh(entry, calibration.stamp(folder, kernel_source()))
    return [f"default      --quant auto runs {entry.choice} here{'' if fresh else ' (stale record)'}",
            *calibration_lines(entry)]


def calibration_lines(entry) -> list[str]:
    t = entry.typical
    out = [
        f"calibration  {entry.cpu}, {entry.threads} threads, {entry.when}, {entry.seconds:.0f} s; "
        f"load average {entry.load_avg[0]:.2f} before, {entry.load_avg[1]:.2f} after",
        f"  a typical edit: load + a {t.get('prompt', '?')}-token prompt + {t.get('verifies', '?')} verifies + "
        f"{t.get('steps', '?')} steps "
        "(each time the best of 3)",
        "  mode    load s   prompt ms   step ms   verify ms   typical edit s",
    ]
    for mode, n in sorted(entry.modes.items(), key=lambda kv: kv[1].edit_s):
        mark = "*" if mode == entry.choice else " "
        out.append(f"  {mode + mark:<7} {n.load_s:>6.2f}   {n.prefill_ms:>9.0f}   {n.step_ms:>7.1f}   {n.verify_ms:>9.1f}"
                   f"   {n.edit_s:>14.2f}")
    out += [f"  not a candidate: {mode}: {why}" for mode, why in entry.excluded.items()]
    return out


def kernel_lines() -> list[str]:
    from ..engine.kernels.build import status
    from ..engine.kernels.library import read_record
    from ..engine.placement import linux_cpu_flags

    lib, problem = status("blockq", linux_cpu_flags())
    if lib is None:
        return [f"kernel       none: {problem}"]
    if problem is not None:
        return [f"kernel       {lib} {problem}: `redraft model kernel` builds it (the next gguf load would)"]
    rec = read_record(lib)
    return [f"kernel       {lib}: sha256 {rec.sha256[:16]}, builds {', '.join(rec.builds)}, built {rec.built}"]
