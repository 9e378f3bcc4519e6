"""The optional TOML config file: model, backend, theme and draft parameters.

    model = "Qwen/Qwen2.5-Coder-0.5B-Instruct"   # a hub id (ORG/NAME[:QUANT]), a folder, a .gguf, a named model
    backend = "torch"        # auto | torch | mlx
    device = "cpu"
    dtype = "bf16"
    quant = "auto"           # auto | none | int4 | int8 | gguf (auto: none with AMX, gguf with AVX2 and a C compiler, else int8 on x86)
    theme = "colorblind"     # dark | light | colorblind | any Textual theme
    server = "auto"          # a model server: http://HOST:PORT, unix:PATH, auto or off
    serve_idle = 600         # seconds a warm engine `redraft edit` started waits for work (0: forever)

    [check]
    retries = 1              # a suspect or breaking result is retried this often (0: never)

    [backups]
    keep = 200               # at most this many backups of accepted files (0: no limit)
    max_age_days = 30        # delete older backups (0: no limit)

    [decode]
    ngram_min = 2
    ngram_max = 3
    max_draft = 7            # default: 7; 31 on CUDA
    draft_policy = "auto"
    temp = 0.0
    best_of = 1              # with temp > 0: up to N candidates, the first the check passes kept

It lives at platformdirs.user_config_dir("redraft")/config.toml; REDRAFT_CONFIG names
another path, which must exist (/dev/null: no config file), as --config's must. Command-line
flags override it; a bad value is named by its key and the file. Every problem is one
ConfigError line.
"""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass, field, replace
from pathlib import Path

from .files.backup_prune import BackupPolicy
from .decode_options import BY_PARAM, OPTIONS, build
from ..engine import DEFAULT_RETRIES
from ..engine.config import DecodeConfig
from ..engine.errors import ConfigError

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

TOP = {"model": str, "backend": str, "device": str, "dtype": str, "quant": str, "theme": str, "server": str,
       "serve_idle": float, "decode": dict, "backups": dict, "check": dict}
SERVE_IDLE_S = 600.0  # a warm engine `redraft edit` starts stops after 10 minutes without a request
CHECK = {"retries": int}
BACKUPS = {"keep": int, "max_age_days": float}
DECODE = {o.key: o.type for o in OPTIONS}  # app/decode_options.py, the flags' own table


@dataclass(frozen=True)
class FileConfig:
    model: str | None = None
    backend: str | None = None
    device: str | None = None
    dtype: str | None = None
    quant: str | None = None
    theme: str | None = None
    server: str | None = None  # a model server (app/remote/choice.py): a URL, "auto" or "off"
    serve_idle: float = SERVE_IDLE_S  # seconds (0: never) before a warm engine `redraft edit` started stops
    decode: DecodeConfig = field(default_factory=DecodeConfig)
    backups: BackupPolicy = field(default_factory=BackupPolicy)
    retries: int = DEFAULT_RETRIES  # [check] retries
    path: Path | None = None  # where it was read from; None when there was no file
    keys: frozenset[str] = frozenset()  # the keys it set (top level and [decode]): errors name them

    def model_defaults(self) -> dict:
        """Defaults for app.options.model_options (CLI flags still win)."""
        d = {"model": self.model, "backend": self.backend, "device": self.device, "dtype": self.dtype, "quant": self.quant}
        return {k: v for k, v in d.items() if v is not None}


def config_path() -> Path:
    env = os.environ.get("REDRAFT_CONFIG")
    if env:
        return Path(env).expanduser()
    from platformdirs import user_config_dir

    return Path(user_config_dir("redraft")) / "config.toml"


def load_config(path: str | Path | None = None) -> FileConfig:
    """The config at `path` (--config), else where REDRAFT_CONFIG says, else at the default
    location. Only the default location may have no file (defaults then): a path the user
    named must be a file, or /dev/null for none (as git takes it)."""
    env = os.environ.get("REDRAFT_CONFIG")
    p = Path(path).expanduser() if path is not None else config_path()
    named = f"config file {p}" if path is not None else f"REDRAFT_CONFIG={env}" if env else None
    if str(p) == os.devnull:
        return FileConfig()
    if not p.is_file():
        if named is None:
            return FileConfig()
        what = "is a directory" if p.is_dir() else "no such file"
        fix = "; give a config file" if path is not None else "; point it at a config file (/dev/null: none) or unset it"
        raise ConfigError(f"{named}: {what}{fix}")
    try:
        data = tomllib.loads(p.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as e:
        raise ConfigError(f"config file {p}: invalid TOML: {e}") from None
    except (OSError, UnicodeDecodeError) as e:
        raise ConfigError(f"config file {p}: cannot read it ({e})") from None
    return replace(parse_config(data, p), keys=set_keys(data))


def set_keys(data: dict) -> frozenset[str]:
    """The keys a config file sets: its top-level values and its [decode] keys."""
    return frozenset(k for k, v in data.items() if not isinstance(v, dict)) | frozenset(data.get("decode", {}))


def parse_config(data: dict, path: Path | None = None) -> FileConfig:
    where = f"config file {path}" if path else "config"
    _check(data, TOP, where)
    dec = data.get("decode", {})
    _check(dec, DECODE, f"{where} [decode]")
    bk = data.get("backups", {})
    _check(bk, BACKUPS, f"{where} [backups]")
    if bk.get("keep", 0) < 0 or bk.get("max_age_days", 0) < 0:
        raise ConfigError(f"{where} [backups]: keep and max_age_days must be >= 0 (0: no limit)")
    backups = BackupPolicy(**{k: type(getattr(BackupPolicy(), k))(v) for k, v in bk.items()})
    chk = data.get("check", {})
    _check(chk, CHECK, f"{where} [check]")
    if chk.get("retries", 0) < 0:
        raise ConfigError(f"{where} [check]: retries must be >= 0 (0: no retries)")
    if data.get("serve_idle", 0) < 0:
        raise ConfigError(f"{where}: serve_idle must be >= 0 seconds (0: the warm engine never stops by itself)")
    try:
        cfg = build(DecodeConfig(), dec).validate()
    except ConfigError as e:
        raise ConfigError(f"{where}: {e.named(key_name)}") from None
    return FileConfig(
        model=data.get("model"), backend=data.get("backend"), device=data.get("device"),
        dtype=data.get("dtype"), quant=data.get("quant"), theme=data.get("theme"), server=data.get("server"),
        serve_idle=float(data.get("serve_idle", SERVE_IDLE_S)), decode=cfg, backups=backups, retries=chk.get("retries", DEFAULT_RETRIES), path=path,
    )


def _check(table: dict, schema: dict, where: str) -> None:
    for key, value in table.items():
        if key not in schema:
            raise ConfigError(f"{where}: unknown key {key!r} (known: {', '.join(schema)})")
        want = schema[key]
        ok = (
            isinstance(value, (int, float)) and not isinstance(value, bool)
            if want is float
            else isinstance(value, int) and not isinstance(value, bool)
            if want is int
            else isinstance(value, want)
        )
        if not ok:
            raise ConfigError(f"{where}: {key} must be {_TYPE_NAMES[want]}, got {value!r}")


_TYPE_NAMES = {str: "a string", int: "an integer", float: "a number", bool: "true or false", dict: "a table"}


def key_name(param: str) -> str:
    """The config file's key for an engine parameter (ConfigError.param)."""
    option = BY_PARAM.get(param)
    return option.key if option else param
