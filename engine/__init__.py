"""redraft's engine: prompt-lookup speculative decoding with no draft model.

Nothing here imports torch or mlx at import time; backends load lazily.
"""

from redraft.engine.checks import Verdict, check, retry_instruction, typed_instruction
from redraft.engine.config import DecodeConfig, Sampling
from redraft.engine.errors import ConfigError, InputError, ModelError, RedraftError
from redraft.engine.events import Done, Event, Proposal, Provenance, Round, Summary, exactness
from redraft.engine.retry import DEFAULT_RETRIES, Attempt, Plan, first_plan, kept, next_attempt

__all__ = [
    "Attempt",
    "DEFAULT_RETRIES",
    "Plan",
    "first_plan",
    "kept",
    "next_attempt",
    "ConfigError",
    "DecodeConfig",
    "Done",
    "Event",
    "InputError",
    "ModelError",
    "Proposal",
    "Provenance",
    "RedraftError",
    "Round",
    "Sampling",
    "Summary",
    "Verdict",
    "check",
    "exactness",
    "retry_instruction",
    "typed_instruction",
]
