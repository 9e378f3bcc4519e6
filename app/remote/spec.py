"""Which model a local server runs, as the client asks for one: the server reports the names
it was started with, resolved where place() resolved them (backend, device, quant), in
/v1/models' `redraft.spec`; a client that asked for something else by a flag or the config
file (`--model coder-1.5b`, `--device cpu`, `--quant int8`) is told so in one line and loads
its own model. A name left at auto (or the default model) takes whatever runs."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

FIELDS = ("model", "backend", "device", "dtype", "quant", "graphs")
DTYPE_NAMES = {"bf16": "bfloat16", "fp16": "float16", "fp32": "float32", "fp64": "float64"}


def model_key(name: str | None) -> str:
    """A model as asked, comparable across processes: "default", a path made absolute (the
    server runs elsewhere: a relative path means another file there), or the name."""
    if name is None or name.strip() in ("", "default"):
        return "default"
    p = Path(name).expanduser()
    if p.exists():
        return os.path.realpath(p)
    return name.strip()


def server_spec(opts: dict, where: Any, default_model: str) -> dict:
    """What `redraft serve` reports: the asked model (`default_model`, the named model its
    device gets, where none was asked), and its Placement's resolved names."""
    model = model_key(opts.get("model"))
    return {"model": default_model if model == "default" else model, "backend": where.backend,
            "device": where.device, "dtype": where.dtype, "quant": where.quant, "graphs": where.graphs}


def serve_flags(opts: dict) -> list[str]:
    """The flags that start a server for `opts` (app.options.model_options): only what was
    asked, so the server resolves "auto" as a local load would."""
    flags: list[str] = []
    model = model_key(opts.get("model"))
    if model != "default":
        flags += ["--model", model]
    for name in ("backend", "device", "dtype", "quant"):
        value = opts.get(name)
        if value not in (None, "auto"):
            flags += [f"--{name}", str(value)]
    if opts.get("graphs") is False:
        flags.append("--no-graphs")
    return flags


def mismatch(opts: dict, spec: Any, info: Any) -> str | None:
    """The first name the client asked for that the server does not run, as "--device cpu
    (it runs cuda)"; None if it runs what was asked (or the server predates `spec`)."""
    if not isinstance(spec, dict):
        return None
    wanted = model_key(opts.get("model"))
    if wanted != "default" and wanted != spec.get("model"):
        return f"--model {opts.get('model')} (it runs {getattr(info, 'model', spec.get('model'))})"
    for name in ("backend", "device", "quant"):
        value = opts.get(name)
        if value in (None, "auto"):
            continue
        have = str(spec.get(name))
        if value != have and not (name == "device" and {value, have} == {"cuda", "cuda:0"}):
            return f"--{name} {value} (it runs {have})"
    dtype = opts.get("dtype")
    if dtype not in (None, "auto") and dtype != spec.get("dtype") and DTYPE_NAMES.get(dtype) != getattr(info, "dtype", None):
        return f"--dtype {dtype} (it runs {getattr(info, 'dtype', spec.get('dtype'))})"
    if opts.get("graphs") is False and spec.get("graphs") is not False:
        return "--no-graphs (it runs the static backend)"
    return None
