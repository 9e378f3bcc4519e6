"""A cache of what is used (engine/store/on_demand.py, modes.py, engine/calibrate.py's
trim): a converted folder keeps the files its default mode reads once it is calibrated, a mode
asked for later builds its files again (byte for byte what conversion wrote, recorded, once
when two processes ask at once), and `redraft model prune` lists before it removes and never
removes the default's files. Real files, a real tiny GGUF, real processes."""

from __future__ import annotations

import json
import logging
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from redraft.engine.errors import ModelError
from redraft.engine.store import calibration, modelstore
from redraft.engine.store.gguf_blocks import BLOCKS_FILE
from redraft.engine.store.gguf_int4 import INT4_FILE
from redraft.engine.store.gguf_int8 import INT8_FILE
from redraft.engine.store.manifest import PENDING, read_manifest
from redraft.engine.store.modes import DENSE_FILE, human
from redraft.engine.store.on_demand import provide, prune
from tests.app.test_cli import assert_one_line_error, redraft
from tests.engine.store.test_modelstore import make_gguf


@pytest.fixture(scope="module")
def kernel() -> Path | None:
    """The block kernel as setup builds it, in the cache the tests run with (None where it cannot be)."""
    from redraft.engine.kernels.build import KernelUnavailable, ensure
    from redraft.engine.placement import linux_cpu_flags

    try:
        return ensure("blockq", linux_cpu_flags()).path
    except KernelUnavailable:
        return None


@pytest.fixture
def cache(tmp_path, monkeypatch, kernel) -> Path:
    """A cache of the test's own, with the kernel setup built copied in (its key is the same)."""
    from redraft.engine.kernels.library import record_path

    d = tmp_path / "cache"
    monkeypatch.setenv("REDRAFT_CACHE_DIR", str(d))
    if kernel is not None:
        (d / "kernels").mkdir(parents=True)
        for p in (kernel, record_path(kernel)):
            shutil.copy2(p, d / "kernels" / p.name)
    return d


@pytest.fixture
def converted(tmp_path, cache) -> tuple[Path, Path]:
    """(the tiny GGUF, its converted folder: every mode's files, as conversion writes them)."""
    gguf = tmp_path / "tiny.gguf"
    make_gguf(gguf)
    return gguf, modelstore.convert_gguf_file(gguf)


def shas(folder: Path) -> dict[str, str]:
    return {n: f["sha256"] for n, f in (read_manifest(folder) or {})["files"].items()}


def contents(path: Path) -> tuple[dict, bytes]:
    """A safetensors file's (header, data): what it holds, whatever order its header lists the
    metadata in (safetensors writes it from a hash map, so the bytes differ run to run)."""
    from redraft.engine.store.integrity import safetensors_header

    header = safetensors_header(path)
    return json.loads(header), path.read_bytes()[8 + len(header):]


def test_a_mode_asked_for_builds_its_pruned_files_again_as_conversion_wrote_them(converted, caplog):
    gguf, folder = converted
    before = shas(folder)
    held = {n: contents(folder / n) for n in (INT4_FILE, INT8_FILE)}
    assert read_manifest(folder)[PENDING] is True  # conversion leaves the trim to the calibration
    prune(folder, {INT4_FILE: 0, INT8_FILE: 0, DENSE_FILE: 0})
    assert not any((folder / f).exists() for f in (INT4_FILE, INT8_FILE, DENSE_FILE)) and (folder / BLOCKS_FILE).is_file()
    assert sorted(read_manifest(folder)["pruned"]) == sorted([INT4_FILE, INT8_FILE, DENSE_FILE])
    assert modelstore.verify_model(str(gguf))[1] == len(before) - 3  # what is left is whole
    with caplog.at_level(logging.WARNING):
        provide(folder, "int8")
        provide(folder, "int8")  # there now: nothing to say
    said = [r.getMessage() for r in caplog.records if r.getMessage().startswith("redraft:")]
    assert said == [f"redraft: building {INT4_FILE}, {INT8_FILE} for --quant int8 in {folder.name} "
                    "(once; the cache kept only the default's files)"]
    after = shas(folder)
    assert {n: contents(folder / n) for n in held} == held  # what conversion wrote, tensor for tensor
    assert read_manifest(folder)["pruned"] == [DENSE_FILE] and DENSE_FILE not in after
    assert modelstore.verify_model(str(gguf))[1] == len(before) - 1
    assert not [p for p in folder.iterdir() if p.name.startswith((".build-", ".gguf-"))]  # no temp left


ASK = """
import sys, time
from pathlib import Path
from redraft.engine.store.on_demand import provide
start = float(sys.argv[2])
while time.time() < start:
    time.sleep(0.001)
provide(Path(sys.argv[1]), "gguf")
print("ok")
"""


def test_two_processes_asking_at_once_build_the_files_once(converted, tmp_path):
    _, folder = converted
    want = contents(folder / BLOCKS_FILE)
    prune(folder, {BLOCKS_FILE: 0})
    import time

    start = str(time.time() + 3)  # both past their imports, then at once
    procs = [subprocess.Popen([sys.executable, "-c", ASK, str(folder), start], stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True, env=os.environ.copy()) for _ in range(2)]
    outs = [p.communicate(timeout=300) for p in procs]
    assert [p.returncode for p in procs] == [0, 0], outs
    notices = [line for _, err in outs for line in err.splitlines() if "building" in line]
    assert len(notices) == 1, outs  # the second waited for the first's build and found it there
    assert contents(folder / BLOCKS_FILE) == want and modelstore.verify_model(str(converted[0]))


def test_a_gguf_that_is_gone_or_changed_is_one_line_naming_the_fix(converted, tmp_path):
    gguf, folder = converted
    prune(folder, {BLOCKS_FILE: 0})
    moved = tmp_path / "elsewhere.gguf"
    shutil.move(gguf, moved)
    with pytest.raises(ModelError, match=r"which is gone: convert the \.gguf again with `redraft model pull --model FILE`$"):
        provide(folder, "gguf")
    make_gguf(gguf, seed=5)  # another model under the same name
    with pytest.raises(ModelError, match=r"changed since .* was converted from it: run `redraft model pull --model "):
        provide(folder, "gguf")
    assert not (folder / BLOCKS_FILE).exists() and BLOCKS_FILE in read_manifest(folder)["pruned"]


def test_a_hub_ggufs_conversion_builds_its_pruned_files_from_the_hub_cache(tmp_path, cache, monkeypatch):
    """A GGUF fetched by hub id is converted with the source `ORG/NAME:file.gguf`, not a path:
    its pruned files are built again from the Hugging Face cache (no network), and where the
    cache no longer holds the file, one line names the pull that fetches it again."""
    import huggingface_hub.constants as hc

    from tests.engine.store.test_hub import put_repo

    hubdir = tmp_path / "hub"
    hubdir.mkdir()
    monkeypatch.setattr(hc, "HF_HUB_CACHE", str(hubdir))
    monkeypatch.setattr(hc, "HF_HUB_OFFLINE", True)
    monkeypatch.setenv("HF_HUB_CACHE", str(hubdir))
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    make_gguf(tmp_path / "q8.gguf")
    put_repo(hubdir, "Org/tiny-GGUF", {"README.md": b"# tiny\n", "sub/tiny-Q8_0.gguf": (tmp_path / "q8.gguf").read_bytes()})
    folder = modelstore.resolve_model("Org/tiny-GGUF:Q8_0")
    assert read_manifest(folder)["source"] == "Org/tiny-GGUF:tiny-Q8_0.gguf"
    want = contents(folder / INT8_FILE)
    prune(folder, {INT4_FILE: 0, INT8_FILE: 0})
    provide(folder, "int8")
    assert contents(folder / INT8_FILE) == want and (folder / INT4_FILE).is_file()
    assert INT8_FILE not in read_manifest(folder)["pruned"]
    prune(folder, {INT8_FILE: 0})
    shutil.rmtree(hubdir / "models--Org--tiny-GGUF")
    with pytest.raises(ModelError, match=r"was converted from Org/tiny-GGUF:tiny-Q8_0\.gguf, which is gone: "
                                         r"`redraft model pull Org/tiny-GGUF:QUANT` fetches it again$"):
        provide(folder, "int8")


def record_choice(folder: Path, choice: str) -> None:
    """A fresh calibration record for this CPU that chose `choice` (the numbers are made up)."""
    from redraft.engine.placement import cpu_key_here, kernel_source
    from redraft.engine.store.calibration import Entry, ModeNumbers

    nums = {q: ModeNumbers(0.1, 10, 1, 2, 0.5 if q == choice else 0.9) for q in ("gguf", "int8")}
    calibration.save(folder, cpu_key_here(), Entry("test CPU", 2, choice, nums, {}, {"prompt": 340, "verifies": 41, "steps": 8}, (0, 0), 1, "2026-12-05T00:00:00",
                                                   calibration.stamp(folder, kernel_source())))


@pytest.mark.parametrize("choice", ["int8", "gguf"])
def test_prune_lists_sizes_first_and_never_removes_the_defaults_files(converted, tmp_path, choice, monkeypatch):
    gguf, folder = converted
    monkeypatch.setenv("REDRAFT_CONFIG", os.devnull)
    p = redraft("model", "prune", "--model", str(gguf))
    assert_one_line_error(p, "is not calibrated on this CPU yet", "redraft model calibrate")
    record_choice(folder, choice)
    keep = {"int8": {INT4_FILE, INT8_FILE}, "gguf": {BLOCKS_FILE}}[choice]
    extra = {DENSE_FILE, INT4_FILE, INT8_FILE, BLOCKS_FILE} - keep
    before = {n: (folder / n).stat().st_size for n in extra}
    p = redraft("model", "prune", "--model", str(gguf))  # a dry run: lists, removes nothing
    assert p.returncode == 0, p.stderr
    assert {line.split()[-1] for line in p.stdout.splitlines()[:-1]} == extra
    assert f"files that --quant {choice} (the default here) does not read; `redraft model prune --yes`" in p.stdout
    assert all((folder / n).is_file() for n in extra)
    p = redraft("model", "prune", "--model", str(gguf), "--yes")
    assert p.returncode == 0, p.stderr
    assert not any((folder / n).exists() for n in extra) and all((folder / n).is_file() for n in keep)
    assert p.stdout.splitlines()[-1].startswith(f"removed {human(sum(before.values()))} from {folder}"), p.stdout
    p = redraft("model", "verify", "--model", str(gguf))
    assert p.returncode == 0 and p.stdout.startswith("ok:"), p.stderr
    p = redraft("model", "info", "--model", str(gguf))
    assert p.returncode == 0, p.stderr
    assert f"--quant auto runs {choice} here" in p.stdout and "on demand" in p.stdout
    p = redraft("model", "prune", "--model", str(gguf), "--yes")
    assert "nothing to prune" in p.stdout


def test_an_older_folder_keeps_every_file_and_works_as_it_is(converted):
    """A folder converted before this (no PENDING mark, no calibration): nothing is pruned
    behind the user's back, and its files are all there for every mode."""
    from redraft.engine.calibrate import trim_fresh
    from redraft.engine.store.manifest import save_manifest

    _, folder = converted
    manifest = read_manifest(folder)
    manifest.pop(PENDING)
    save_manifest(folder, manifest)
    trim_fresh(folder, ("gguf",))
    assert all((folder / f).is_file() for f in (DENSE_FILE, INT4_FILE, INT8_FILE, BLOCKS_FILE))
    assert json.loads((folder / "redraft-manifest.json").read_text())["format"] == modelstore.FORMAT


def test_first_use_measures_the_modes_records_the_fastest_and_keeps_only_its_files(converted, caplog, monkeypatch):
    """The first CPU load of a freshly converted model with --quant auto times each candidate,
    records the numbers and the choice for this CPU, runs the choice and trims the folder to
    its files; the next load reads the record and measures nothing."""
    pytest.importorskip("torch")
    from redraft.engine.calibrate import TYPICAL_STEPS, TYPICAL_VERIFIES
    from redraft.engine.placement import cpu_has_avx2, cpu_key_here
    from redraft.engine.session import Session

    if not cpu_has_avx2():
        pytest.skip("the calibration's candidates are x86 modes")
    monkeypatch.setenv("REDRAFT_CALIBRATE", "1")  # conftest turns it off for every other test
    gguf, folder = converted
    with caplog.at_level(logging.WARNING):
        session = Session.load(model=str(gguf), device="cpu")
    entry = calibration.read(folder, cpu_key_here())
    assert entry is not None and set(entry.modes) >= {"int8"} and "int4" in entry.excluded
    # the tiny model's context is 256: the prompt timed is capped at half of it, and recorded so
    assert entry.typical == {"prompt": 128, "verifies": TYPICAL_VERIFIES, "steps": TYPICAL_STEPS}
    assert session.info.quant == entry.choice == min(entry.modes, key=lambda m: entry.modes[m].edit_s)
    for n in entry.modes.values():
        assert 0 < n.step_ms and 0 < n.verify_ms and 0 < n.prefill_ms and n.edit_s > n.load_s
    said = [r.getMessage() for r in caplog.records]
    assert any("measuring which mode runs" in m for m in said) and sum("calibrating" in m for m in said) == len(entry.modes)
    kept = {"int8": {INT4_FILE, INT8_FILE}, "gguf": {BLOCKS_FILE}, "none": {DENSE_FILE}}[entry.choice]
    assert {f for f in (DENSE_FILE, INT4_FILE, INT8_FILE, BLOCKS_FILE) if (folder / f).is_file()} == kept
    assert PENDING not in read_manifest(folder)
    caplog.clear()
    with caplog.at_level(logging.WARNING):
        again = Session.load(model=str(gguf), device="cpu")
    assert again.info.quant == entry.choice and not [r for r in caplog.records if "measuring" in r.getMessage()]
    assert calibration.read(folder, cpu_key_here()) == entry


def test_pull_converts_builds_the_kernel_measures_and_keeps_the_choices_files(tmp_path, cache, monkeypatch):
    """`redraft model pull` does at setup what a first edit would otherwise do: convert, build
    the kernel, calibrate (a line per mode) and keep the chosen mode's files; `redraft model
    info` then shows the choice and every mode's numbers."""
    pytest.importorskip("torch")
    from redraft.engine.placement import cpu_has_avx2

    if not cpu_has_avx2():
        pytest.skip("the calibration's candidates are x86 modes")
    monkeypatch.setenv("REDRAFT_CALIBRATE", "1")
    monkeypatch.setenv("REDRAFT_CONFIG", os.devnull)
    from redraft.engine.placement import cpu_key_here

    gguf = tmp_path / "tiny.gguf"
    make_gguf(gguf)
    p = redraft("model", "pull", "--model", str(gguf))
    assert p.returncode == 0, p.stderr
    folder = Path(p.stdout.strip())
    assert "measuring which mode runs" in p.stderr and p.stderr.count("redraft: calibrating") >= 2, p.stderr
    info = redraft("model", "info", "--model", str(gguf))
    assert info.returncode == 0, info.stderr
    chosen = next(line.split()[4] for line in info.stdout.splitlines() if "--quant auto runs" in line)
    kept = {"int8": {INT4_FILE, INT8_FILE}, "gguf": {BLOCKS_FILE}, "none": {DENSE_FILE}}[chosen]
    assert {f for f in (DENSE_FILE, INT4_FILE, INT8_FILE, BLOCKS_FILE) if (folder / f).is_file()} == kept
    assert "typical edit s" in info.stdout and f"{chosen}*" in info.stdout and "not a candidate: int4" in info.stdout
    assert "on demand" in info.stdout and "kernel       " in info.stdout
    first = calibration.read(folder, cpu_key_here())
    p = redraft("model", "calibrate", "--model", str(gguf))  # again: builds what the pull pruned, times every mode
    assert p.returncode == 0, p.stderr
    again = calibration.read(folder, cpu_key_here())
    assert again is not None and first is not None and again.when >= first.when and set(again.modes) >= set(first.modes)
    assert "typical edit s" in p.stdout and f"{again.choice}*" in p.stdout
    assert "building" in p.stderr and p.stderr.count("redraft: calibrating") == len(again.modes), p.stderr
    assert p.stderr.strip().splitlines()[-1].endswith(
        "of other modes' files are in the cache; `redraft model prune` lists them, `--yes` removes them"), p.stderr


@pytest.mark.parametrize("action", ["info", "calibrate", "prune"])
def test_a_model_not_converted_is_one_line_naming_the_fix(tmp_path, cache, action, monkeypatch):
    monkeypatch.setenv("REDRAFT_CONFIG", os.devnull)
    assert_one_line_error(redraft("model", action, "--model", str(tmp_path / "nothing.gguf")), "not a model redraft converts")
    gguf = tmp_path / "tiny.gguf"
    make_gguf(gguf)
    assert_one_line_error(redraft("model", action, "--model", str(gguf)), "is not converted yet: run `redraft model pull --model")
    assert not (cache / "models").exists() or not any((cache / "models").iterdir())  # nothing converted behind the user's back


def test_a_damaged_calibration_record_is_measured_again_never_a_traceback(converted, monkeypatch):
    from redraft.engine import placement
    from redraft.engine.placement import Placement, cpu_key_here

    _, folder = converted
    monkeypatch.setenv(placement.CALIBRATE_ENV, "1")
    monkeypatch.setattr(placement, "kernel_problem", lambda: None)
    monkeypatch.setattr(placement, "cpu_has_avx2", lambda: True)
    guess = Placement("torch", "cpu", "auto", "int8", True, quant_auto=True)
    record_choice(folder, "gguf")
    assert placement.settle(guess, folder).quant == "gguf" and not placement.needs_calibration(guess, folder)
    key = json.dumps(cpu_key_here())
    for damage in (b"{not json", b"", b"[]", b'{"format": 1, "entries": {%s: {"choice": 3}}}' % key.encode(),
                   b'{"format": 1, "entries": {%s: {"modes": {"gguf": {"load_s": 1}}, "load_avg": [0]}}}' % key.encode()):
        (folder / calibration.FILE).write_bytes(damage)
        assert calibration.read(folder, cpu_key_here()) is None
        settled = placement.settle(guess, folder)
        assert (settled.quant, settled.why) == ("int8", "not calibrated: the CPU table's guess")
        assert placement.needs_calibration(guess, folder)
