"""Backend switches for benchmarks and A/B runs. The environment is read once, at the edge
(the CLI, the bench), through BackendSettings.from_env; constructors take the values."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import ClassVar, Mapping


@dataclass(frozen=True)
class BackendSettings:
    fast_path: str | None = None  # REDRAFT_FAST_PATH: the CUDA fast path's mode (static_backend.MODES); None: its default
    attention: str = "matmul"  # REDRAFT_ATTENTION: the static backend's decode attention, matmul | sdpa
    cpu_linear: str = "auto"  # REDRAFT_CPU_LINEAR: "stock" keeps F.linear on CPU fp32 (no few-row layout)

    ENV: ClassVar[dict[str, str]] = {
        "fast_path": "REDRAFT_FAST_PATH",
        "attention": "REDRAFT_ATTENTION",
        "cpu_linear": "REDRAFT_CPU_LINEAR",
    }

    @classmethod
    def from_env(cls, env: Mapping[str, str]) -> BackendSettings:
        """The settings an environment names (os.environ at the edge); the rest default."""
        return cls(**{field: env[name] for field, name in cls.ENV.items() if env.get(name)})

    def one_shot(self) -> BackendSettings:
        """For a process that runs one edit and exits (`redraft edit`): the CUDA fast path's
        graphs uncompiled, unless a fast path was configured. On an H200 torch.compile's
        warm-up takes 9 s (25 s with a cold cache) and saves a fraction of a second on an
        edit's decode; uncompiled, a whole `redraft edit` process takes ~6 s
        (docs/benchmarks/2026-12-01-h200-bf16-startup.md). Other devices ignore it."""
        return self if self.fast_path else replace(self, fast_path="graphs")

    @property
    def few_row(self) -> bool | None:
        """TorchBackend's few_row: False where stock linears were asked for, else its default."""
        return False if self.cpu_linear == "stock" else None
