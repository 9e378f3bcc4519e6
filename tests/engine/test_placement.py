"""Placement: backend, device, dtype and weights decided once (engine/placement.py), before
anything loads; the session and load_backend carry the decision out without parsing names."""

from __future__ import annotations

import subprocess
import sys

import pytest

from redraft.engine import placement
from redraft.engine.errors import ConfigError
from redraft.engine.placement import QUANT_STATIC_ONLY, Placement, check_names, place


def test_a_cpu_placement_is_concrete():
    where = place("auto", "cpu")
    if placement.cpu_has_amx():
        quant = placement.CPU_AUTO_QUANT_AMX
    elif placement.blockq_reason() is None:
        quant = placement.CPU_AUTO_QUANT_VNNI
    else:
        quant = placement.CPU_AUTO_QUANT_X86 if placement.cpu_has_avx2() else "none"
    assert where == Placement("torch", "cpu", "auto", quant, True, quant_auto=True)  # settle() picks per model
    assert where.static and where.device_type == "cpu"
    assert not place("torch", "cpu", graphs=False).static


def test_mlx_keeps_its_device_name_and_has_no_int4():
    where = place("mlx", "gpu", "fp32", "auto")
    assert (where.backend, where.device, where.dtype, where.quant) == ("mlx", "gpu", "fp32", "none")
    assert where.device_type == "mlx" and not where.static


@pytest.mark.parametrize(
    "names, param, words",
    [
        (("tpu", "auto"), "backend", "must be one of auto, torch, mlx"),
        (("torch", "gpu"), "device", "'gpu' is not a device name"),
        (("mlx", "cuda"), "device", "is not an mlx device"),
        (("torch", "cpu", "fp8"), "dtype", "must be one of auto, bf16, fp16, fp32, fp64; got 'fp8'"),
        (("mlx", "cpu", "fp64"), "dtype", "must be one of auto, bf16, fp16, fp32; got 'fp64'"),
        (("torch", "cpu", "auto", "int3"), "quant", "must be one of auto, none, int4"),
    ],
)
def test_a_bad_name_is_one_config_error_about_its_parameter(names, param, words):
    for decide in (check_names, place):
        with pytest.raises(ConfigError, match=words) as e:
            decide(*names)
        assert e.value.param == param and "\n" not in str(e.value)


@pytest.mark.parametrize("quant", ["int4", "int8", "gguf"])
def test_quantized_weights_are_decided_here(monkeypatch, quant):
    assert place("torch", "cpu", quant=quant).quant == quant
    monkeypatch.setattr(placement, "cpu_has_amx", lambda: True)
    monkeypatch.setattr(placement, "CPU_AUTO_QUANT_AMX", quant)
    assert place("torch", "cpu", "bf16", "auto").quant == quant
    assert place("torch", "cpu", "fp32", "auto").quant == "none"
    with pytest.raises(ConfigError, match="gguf weights run on the static backend") as e:
        place("torch", "cpu", quant=quant, graphs=False)
    assert QUANT_STATIC_ONLY in str(e.value) and e.value.param == "quant"


def test_a_gpu_this_machine_lacks_is_refused_here():
    torch = pytest.importorskip("torch")
    if torch.cuda.is_available():
        pytest.skip("this machine has a GPU")
    with pytest.raises(ConfigError, match="cuda:3: ") as e:
        place("torch", "cuda:3")
    assert e.value.param == "device"


def test_the_names_are_checked_and_a_cpu_placed_without_torch():
    from redraft.engine.devices import cpu_only_torch

    code = (
        "import sys\nfrom redraft.engine.placement import check_names, place\n"
        "check_names('auto', 'cuda:1', 'bf16', 'int4')\n"
        "print(place('torch', 'cpu', 'bf16').device, 'torch' in sys.modules)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["cpu", "False"]
    if cpu_only_torch():
        code = "import sys\nfrom redraft.engine.placement import place\nprint(place().device, 'torch' in sys.modules)\n"
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
        assert out.stdout.split() == ["cpu", "False"]


def test_native_bf16_is_read_from_the_cpu_flags_and_agrees_with_torch(monkeypatch):
    flags = placement.linux_cpu_flags()
    if flags is None:
        pytest.skip("no /proc/cpuinfo")
    monkeypatch.setattr(placement, "linux_cpu_flags", lambda: {"fpu", "amx_bf16"})
    assert placement.cpu_has_native_bf16() and placement.cpu_has_amx()
    monkeypatch.setattr(placement, "linux_cpu_flags", lambda: {"avx2", "avx512_bf16"})  # AMD EPYC
    assert placement.cpu_has_native_bf16() and not placement.cpu_has_amx()
    monkeypatch.setattr(placement, "linux_cpu_flags", lambda: {"fpu", "avx2"})
    assert not placement.cpu_has_native_bf16() and placement.cpu_has_avx2()
    monkeypatch.setattr(placement, "linux_cpu_flags", lambda: {"fp", "asimd", "bf16"})  # an ARM CPU
    assert not placement.cpu_has_native_bf16() and not placement.cpu_has_avx2() and not placement.cpu_has_amx()
    monkeypatch.undo()
    torch = pytest.importorskip("torch")
    probes = ("_is_avx512_bf16_supported", "_is_amx_tile_supported")
    assert bool({"avx512_bf16", "amx_bf16"} & flags) == any(getattr(torch.cpu, p, lambda: False)() for p in probes)
    assert ("amx_bf16" in flags) == getattr(torch.cpu, "_is_amx_tile_supported", lambda: False)()


def test_a_session_given_a_placement_does_not_decide_again(monkeypatch, tmp_path):
    from redraft.engine.store import modelstore
    from redraft.engine import session
    from redraft.engine.errors import ModelError

    got = []
    monkeypatch.setattr(session, "place", lambda *a: pytest.fail("placed twice"))
    monkeypatch.setattr(modelstore, "resolve_model", lambda model, progress=None: tmp_path)
    monkeypatch.setattr(session, "load_backend", lambda where, path, settings: got.append(where) or (_ for _ in ()).throw(ModelError("stop")))
    where = Placement("torch", "cpu", "bf16", "none", False)
    with pytest.raises(ModelError):
        session.Session.load(model="x", placement=where, device="cuda")  # the names are not read again
    assert got == [where]


def test_the_backends_do_not_parse_device_names():
    """load_backend reads a Placement; the backends' loaders take a concrete device."""
    import inspect

    from redraft.engine.backends import load_backend, static_backend, torch_backend

    assert list(inspect.signature(load_backend).parameters) == ["where", "path", "settings"]
    for module in (static_backend, torch_backend):
        assert "pick_device" not in inspect.getsource(module)


def test_auto_runs_the_block_kernel_where_the_cpu_has_vnni_and_a_compiler_is_there(monkeypatch):
    """AMX: bf16; AVX-512 VNNI or AVX2 (with FMA and F16C), no AMX, and a C compiler: gguf;
    without a compiler: int8; ARM: none."""
    from redraft.engine.kernels import build

    monkeypatch.setattr(build, "compiler", lambda: "cc")
    avx2 = {"avx2", "fma", "f16c"}
    zen5 = avx2 | {"avx512f", "avx512bw", "avx512_vnni", "avx512_bf16"}
    for flags, want in [
        (avx2 | {"avx512f", "avx512bw", "avx512_vnni", "amx_bf16"}, "none"),  # a Xeon with AMX
        (zen5, "gguf"),
        (avx2 | {"avx512f", "avx512bw"}, "gguf"),  # AVX-512 without VNNI: the kernel's AVX2 code
        (avx2, "gguf"),  # AVX2 only (AMD Zen 2/3, Intel's laptops)
        ({"avx2", "avx"}, "int8"),  # no FMA/F16C flags: the kernel does not build
        ({"fp", "asimd"}, "none"),
    ]:
        monkeypatch.setattr(placement, "linux_cpu_flags", lambda flags=flags: frozenset(flags))
        assert place("torch", "cpu").quant == want, flags
    for flags in (zen5, avx2):
        monkeypatch.setattr(placement, "linux_cpu_flags", lambda flags=flags: frozenset(flags))
        monkeypatch.setattr(build, "compiler", lambda: None)
        assert place("torch", "cpu").quant == "int8"
    assert placement.blockq_reason() == "no C compiler (cc, gcc or clang) on the PATH"


def test_auto_int8_is_marked_as_autos_choice(monkeypatch):
    monkeypatch.setattr(placement, "cpu_has_amx", lambda: False)
    monkeypatch.setattr(placement, "blockq_reason", lambda: "no VNNI")
    monkeypatch.setattr(placement, "cpu_has_avx2", lambda: True)
    auto = place("torch", "cpu")
    assert (auto.quant, auto.quant_auto) == ("int8", True)
    asked = place("torch", "cpu", quant="int8")
    assert (asked.quant, asked.quant_auto) == ("int8", False)
    assert not place("torch", "cpu", quant="none").quant_auto


def test_auto_runs_dense_weights_where_a_ggufs_conversion_lacks_the_files_and_cannot_build_them(monkeypatch, tmp_path):
    """settle() (placement) decides, never the loader. A folder with no quantized files at all
    (a Hugging Face folder: issue 44 changed this on purpose) keeps auto's int8, its weights
    quantized at load; one converted from a GGUF without the int8 file, and no manifest to build
    it from, runs the dense weights; with the files there, the guess runs. Asked for, int8
    stays int8."""
    from redraft.engine.store.gguf_int4 import INT4_FILE
    from redraft.engine.store.gguf_int8 import INT8_FILE

    monkeypatch.setattr(placement, "kernel_problem", lambda: None)
    auto = Placement("torch", "cpu", "auto", "int8", True, quant_auto=True)
    settled = placement.settle(auto, tmp_path)
    assert (settled.quant, settled.why) == ("int8", "not calibrated: the CPU table's guess")
    (tmp_path / INT4_FILE).write_bytes(b"")
    settled = placement.settle(auto, tmp_path)
    assert (settled.quant, settled.why) == ("none", "int8 cannot run here")
    (tmp_path / INT8_FILE).write_bytes(b"")
    assert placement.settle(auto, tmp_path).quant == "int8"
    asked = Placement("torch", "cpu", "auto", "int8", True, why="asked")
    assert placement.settle(asked, tmp_path / "nothing") == asked


@pytest.mark.parametrize("quant_auto", [True, False])
def test_the_loader_carries_the_decision_out_and_only_the_static_path_falls_back(monkeypatch, tmp_path, quant_auto):
    """load_backend loads the weights settle() chose; where the static backend does not cover
    the model, auto's quantized choice becomes the eager backend's dense weights and a mode
    asked for is a one-line error."""
    import redraft.engine.backends as backends
    from redraft.engine.backends import torch_backend
    from redraft.engine.backends.settings import BackendSettings
    from redraft.engine.store.gguf_int4 import INT4_FILE
    from redraft.engine.store.gguf_int8 import INT8_FILE

    from types import SimpleNamespace

    def loaded(name: str, quant: str):
        return SimpleNamespace(name=name, info=SimpleNamespace(quant=quant))

    got: list = []
    fast = {"cover": True}
    monkeypatch.setattr(
        backends, "load_fast",
        lambda path, *a, **kw: got.append(kw["quant"]) or (loaded("fast", kw["quant"]) if fast["cover"] else None),
    )
    monkeypatch.setattr(torch_backend.TorchBackend, "load", classmethod(lambda cls, path, **kw: loaded("eager", "none")))
    where = Placement("torch", "cpu", "auto", "int8", True, quant_auto=quant_auto)
    assert backends.load_backend(where, tmp_path, BackendSettings()).name == "fast"
    assert got[-1] == "int8"  # no quantized files: a Hugging Face folder, quantized at load
    (tmp_path / INT4_FILE).write_bytes(b"")
    (tmp_path / INT8_FILE).write_bytes(b"")
    assert backends.load_backend(where, tmp_path, BackendSettings()).name == "fast" and got[-1] == "int8"
    fast["cover"] = False  # the static backend does not cover the model
    if quant_auto:
        from redraft.engine.store import weights_check

        began: list = []
        monkeypatch.setattr(weights_check, "begin", lambda folder, unread: began.append(set(unread)))
        (tmp_path / "model.safetensors").write_bytes(b"")
        assert backends.load_backend(where, tmp_path, BackendSettings()).name == "eager"
        # the hash began on int8's files, then took the dense weights the fallback read too
        assert began == [{"model.safetensors"}, {INT4_FILE, INT8_FILE}]
    else:
        with pytest.raises(ConfigError, match="int4, int8 and gguf weights run on the static backend"):
            backends.load_backend(where, tmp_path, BackendSettings())


def test_dense_exactness_is_claimed_on_the_measured_kind_only(monkeypatch):
    torch = pytest.importorskip("torch")
    from redraft.engine.backends import shapes

    monkeypatch.setattr(torch.backends.cpu, "get_cpu_capability", lambda: "AVX512")
    monkeypatch.setattr(placement, "linux_cpu_vendor", lambda: "GenuineIntel")
    assert shapes.cpu_runs_avx512() and shapes.decode_shape("cpu", torch.float32).exact
    monkeypatch.setattr(placement, "linux_cpu_vendor", lambda: "AuthenticAMD")  # MKL's kernels there: not measured
    assert not shapes.cpu_runs_avx512() and not shapes.decode_shape("cpu", torch.float32).exact
    monkeypatch.setattr(placement, "linux_cpu_vendor", lambda: "GenuineIntel")
    monkeypatch.setattr(torch.backends.cpu, "get_cpu_capability", lambda: "AVX2")
    assert not shapes.decode_shape("cpu", torch.float64).exact
    assert shapes.decode_shape("cpu", torch.bfloat16).exact and shapes.decode_shape("cpu", torch.float32, quantized=True).exact


def test_autos_gguf_runs_int8_where_the_kernel_cannot_be_built_or_the_folder_has_no_blocks(monkeypatch, tmp_path, caplog):
    """auto guessed gguf from the CPU flags; settle() finds the kernel does not build (or a
    folder it cannot give a block file): int8 instead, with a notice that says why. gguf asked
    for is a one-line error naming the fix."""
    from redraft.engine.store.gguf_blocks import BLOCKS_FILE
    from redraft.engine.store.gguf_int4 import INT4_FILE
    from redraft.engine.store.gguf_int8 import INT8_FILE

    monkeypatch.setattr(placement, "kernel_problem", lambda: None)
    monkeypatch.setattr(placement, "cpu_has_avx2", lambda: True)
    for name in (INT4_FILE, INT8_FILE):
        (tmp_path / name).write_bytes(b"")
    auto = Placement("torch", "cpu", "auto", "gguf", True, quant_auto=True)
    assert placement.settle(auto, tmp_path).quant == "int8"  # not converted here: no block file to build
    (tmp_path / BLOCKS_FILE).write_bytes(b"")
    assert placement.settle(auto, tmp_path).quant == "gguf"
    monkeypatch.setattr(placement, "kernel_problem", lambda: "compiling the blockq kernel failed (boom)")
    with caplog.at_level("WARNING"):
        assert placement.settle(auto, tmp_path).quant == "int8"
    assert "compiling the blockq kernel failed (boom); running int8" in caplog.text
    asked = Placement("torch", "cpu", "auto", "gguf", True)
    with pytest.raises(ConfigError, match=r"gguf: compiling the blockq kernel failed \(boom\); use --quant int8 or auto") as e:
        placement.settle(asked, tmp_path)
    assert e.value.param == "quant"


def test_auto_runs_the_mode_this_cpus_calibration_measured_fastest_for_the_model(monkeypatch, tmp_path):
    """The record decides over the CPU table; the runner-up where the choice cannot run now;
    a record of another CPU, or stale (what it measured changed), leaves the table's guess and
    asks for a calibration."""
    from redraft.engine.store import calibration
    from redraft.engine.store.calibration import Entry, ModeNumbers
    from redraft.engine.store.manifest import FORMAT, MANIFEST

    (tmp_path / MANIFEST).write_text(f'{{"format": {FORMAT}, "source": "default", "sha256": "abc"}}')  # converted
    monkeypatch.setenv(placement.CALIBRATE_ENV, "1")  # conftest turns first-use calibration off
    monkeypatch.setattr(placement, "kernel_problem", lambda: None)
    monkeypatch.setattr(placement, "cpu_has_avx2", lambda: True)
    nums = {"gguf": ModeNumbers(0.2, 900, 20, 40, 3.0), "int8": ModeNumbers(0.9, 600, 30, 60, 4.5),
            "none": ModeNumbers(1.5, 300, 80, 85, 5.9)}
    entry = Entry("AMD EPYC", 2, "gguf", nums, {}, {"prompt": 340, "verifies": 41, "steps": 8}, (0.1, 0.2), 9.0,
                  "2026-12-05T10:00:00", calibration.stamp(tmp_path, placement.kernel_source()))
    calibration.save(tmp_path, placement.cpu_key_here(), entry)
    guess = Placement("torch", "cpu", "auto", "int8", True, quant_auto=True)  # the table's
    settled = placement.settle(guess, tmp_path)
    assert (settled.quant, settled.why) == ("gguf", "calibrated 2026-12-05: a typical edit 3.00 s")
    assert not placement.needs_calibration(guess, tmp_path)
    monkeypatch.setattr(placement, "kernel_problem", lambda: "no compiler")
    settled = placement.settle(guess, tmp_path)
    assert (settled.quant, settled.why) == ("int8", "calibrated 2026-12-05: a typical edit 4.50 s (gguf, the fastest, cannot run now)")
    monkeypatch.setattr(placement, "kernel_problem", lambda: None)
    monkeypatch.setattr(placement, "linux_cpu_model", lambda: "Intel(R) Xeon(R) Platinum 8481C")  # another CPU
    assert placement.settle(guess, tmp_path).quant == "int8" and placement.needs_calibration(guess, tmp_path)
    monkeypatch.undo()
    monkeypatch.setenv(placement.CALIBRATE_ENV, "1")
    monkeypatch.setattr(placement, "kernel_problem", lambda: None)
    monkeypatch.setattr(placement, "cpu_has_avx2", lambda: True)
    monkeypatch.setattr(calibration, "VERSION", calibration.VERSION + 1)  # the method changed: stale
    assert placement.settle(guess, tmp_path).why == "not calibrated: the CPU table's guess"
    assert placement.needs_calibration(guess, tmp_path)
    monkeypatch.setenv(placement.CALIBRATE_ENV, "0")
    assert not placement.needs_calibration(guess, tmp_path)
