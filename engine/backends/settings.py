"""Backend switches for benchmarks and A/B runs. The environment is read once, at the edge
(the CLI, the bench), through BackendSettings.from_env; constructors take the values."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Mapping

from ..errors import ConfigError
from ..models import ATTENTIONS  # models/llama.ATTENTION

FAST_PATHS = ("eager", "graphs", "compile", "compile-layer")  # static_defaults.MODES
CPU_LINEARS = ("auto", "stock")


@dataclass(frozen=True)
class BackendSettings:
    fast_path: str | None = None  # REDRAFT_FAST_PATH: the CUDA fast path's mode (static_defaults.MODES); None: its default
    attention: str | None = None  # REDRAFT_ATTENTION: the static backend's decode attention, matmul | sdpa; None: its default per device
    cpu_linear: str = "auto"  # REDRAFT_CPU_LINEAR: "stock" keeps F.linear in the eager transformers backend (--no-graphs) on CPU fp32; the static backend's layout is part of its exactness

    ENV: ClassVar[dict[str, str]] = {
        "fast_path": "REDRAFT_FAST_PATH",
        "attention": "REDRAFT_ATTENTION",
        "cpu_linear": "REDRAFT_CPU_LINEAR",
    }

    @classmethod
    def from_env(cls, env: Mapping[str, str]) -> BackendSettings:
        """The settings an environment names (os.environ at the edge); the rest default. A
        value outside its choices is a ConfigError naming the variable."""
        choices = {"fast_path": FAST_PATHS, "attention": ATTENTIONS, "cpu_linear": CPU_LINEARS}
        found = {field: env[name] for field, name in cls.ENV.items() if env.get(name)}
        for field, value in found.items():
            if value not in choices[field]:
                raise ConfigError(f"{cls.ENV[field]}={value!r}: use one of {', '.join(choices[field])}")
        return cls(**found)

    @property
    def few_row(self) -> bool | None:
        """TorchBackend's few_row: False where stock linears were asked for, else its default."""
        return False if self.cpu_linear == "stock" else None
