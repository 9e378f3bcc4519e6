"""redraft's engine: prompt-lookup speculative decoding with no draft model.

Nothing here imports torch or mlx at import time; backends load lazily.
"""

from .checks import Level, Verdict, check, unreadable
from .retrynotes import retry_instruction, typed_instruction
from .config import DecodeConfig, Sampling
from .errors import ConfigError, InputError, ModelError, RedraftError
from .events import Done, Event, Proposal, Provenance, Round, StopReason, Summary, exactness
from .retry import DEFAULT_RETRIES, Attempt, Plan, first_plan, kept, next_attempt
from .tally import Tally, fold, tally_of

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
    "Level",
    "ModelError",
    "Proposal",
    "Provenance",
    "RedraftError",
    "Round",
    "Sampling",
    "StopReason",
    "Summary",
    "Tally",
    "Verdict",
    "check",
    "exactness",
    "fold",
    "retry_instruction",
    "tally_of",
    "typed_instruction",
    "unreadable",
]
