"""The JSON form of what a redraft server and its clients exchange: the engine's events
(Proposal, Round, Done with its Summary), the decode config, the edit request and the
model's info. Pure data; decoding checks every field and raises WireError (a request
that does not match is the client's fault: a 400, never a traceback)."""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

from ..engine import ConfigError, DecodeConfig, Done, Event, Proposal, RedraftError, Round, Sampling, Summary
from ..engine.events import Piece, PolicyState, Provenance
from ..engine.session import EditRequest

PROTOCOL = 1  # the event stream's version: a client refuses a server that speaks another


class WireError(RedraftError):
    """A JSON document that is not what the protocol says (a field missing, of a wrong type)."""


@dataclass(frozen=True)
class ModelInfo:
    """What a client may show about the model a server runs (BackendInfo's fields), and
    where it runs."""

    name: str  # the backend: "torch-static", "mlx", ... or "openai-compatible"
    model: str
    device: str
    dtype: str
    max_context: int
    exact: bool = False
    max_draft: int = 7  # the server's resolved default max draft
    server: str = ""  # where it runs, as the client shows it ("" on the server itself)
    quant: str = "none"  # not sent (protocol 1): a client shows a server's weights as its dtype
    quant_note: str = ""


LOCAL_FIELDS = ("quant", "quant_note")  # ModelInfo's fields a server does not send


# ---- checked access --------------------------------------------------------------------
_NAMES = {str: "a string", int: "an integer", float: "a number", bool: "true or false", list: "a list", dict: "an object"}


def field_of(d: Any, key: str, kind: type, default: Any = ..., where: str = "request") -> Any:
    """d[key] checked against `kind` (int is no bool; float takes an int); `default` when
    absent (required when no default); None is absent."""
    if not isinstance(d, dict):
        raise WireError(f"{where}: expected a JSON object")
    value = d.get(key)
    if value is None:
        if default is ...:
            raise WireError(f"{where}: {key!r} is required")
        return default
    ok = (isinstance(value, (int, float)) and not isinstance(value, bool)) if kind is float else (
        isinstance(value, int) and not isinstance(value, bool)) if kind is int else isinstance(value, kind)
    if not ok:
        raise WireError(f"{where}: {key!r} must be {_NAMES.get(kind, kind.__name__)}, got {type(value).__name__}")
    return float(value) if kind is float else value


# ---- decode config and the edit request --------------------------------------------------
def config_to_dict(cfg: DecodeConfig) -> dict:
    s = cfg.sampling
    return {
        "lookup": cfg.lookup, "text_lookup": cfg.text_lookup, "ngram_min": cfg.ngram_min,
        "ngram_max": cfg.ngram_max, "max_draft": cfg.max_draft, "draft_policy": cfg.draft_policy,
        "cost_cap": cfg.cost_cap, "max_tokens": cfg.max_tokens, "stop_strings": list(cfg.stop_strings),
        "sampling": {"temperature": s.temperature, "top_p": s.top_p, "top_k": s.top_k, "seed": s.seed},
    }


def config_from_dict(d: Any, base: DecodeConfig = DecodeConfig()) -> DecodeConfig:
    """`d`'s fields over `base`, validated (a value out of range is a WireError too)."""
    w = "decode"
    if d is None:
        return base
    s = field_of(d, "sampling", dict, {}, w)
    stops = field_of(d, "stop_strings", list, list(base.stop_strings), w)
    if not all(isinstance(x, str) and x for x in stops) or len(stops) > 8:
        raise WireError("decode: 'stop_strings' must be at most 8 non-empty strings")
    b = base.sampling
    try:
        return base.with_(
            lookup=field_of(d, "lookup", bool, base.lookup, w),
            text_lookup=field_of(d, "text_lookup", bool, base.text_lookup, w),
            ngram_min=field_of(d, "ngram_min", int, base.ngram_min, w),
            ngram_max=field_of(d, "ngram_max", int, base.ngram_max, w),
            max_draft=field_of(d, "max_draft", int, base.max_draft, w),
            draft_policy=field_of(d, "draft_policy", str, base.draft_policy, w),
            cost_cap=field_of(d, "cost_cap", bool, base.cost_cap, w),
            max_tokens=field_of(d, "max_tokens", int, base.max_tokens, w),
            stop_strings=tuple(stops),
            sampling=Sampling(
                temperature=field_of(s, "temperature", float, b.temperature, "decode.sampling"),
                top_p=field_of(s, "top_p", float, b.top_p, "decode.sampling"),
                top_k=field_of(s, "top_k", int, b.top_k, "decode.sampling"),
                seed=field_of(s, "seed", int, b.seed, "decode.sampling"),
            ),
        ).validate()
    except ConfigError as e:
        raise WireError(f"decode: {e.named(lambda p: p)}") from None


def edit_to_dict(req: EditRequest, cfg: DecodeConfig) -> dict:
    return {"source": req.source, "instruction": req.instruction, "filename": req.filename,
            "decode": config_to_dict(cfg)}


def edit_from_dict(d: Any, base: DecodeConfig = DecodeConfig()) -> tuple[EditRequest, DecodeConfig]:
    req = EditRequest(
        source=field_of(d, "source", str),
        instruction=field_of(d, "instruction", str),
        filename=field_of(d, "filename", str, ""),
    )
    if not req.instruction.strip():
        raise WireError("request: 'instruction' is empty: say what to change")
    return req, config_from_dict(d.get("decode"), base)


# ---- the model's info ------------------------------------------------------------------
def info_to_dict(info) -> dict:
    return {f.name: getattr(info, f.name) for f in fields(ModelInfo)
            if f.name not in LOCAL_FIELDS and hasattr(info, f.name)}


def info_from_dict(d: Any, server: str = "") -> ModelInfo:
    w = "model info"
    return ModelInfo(
        name=field_of(d, "name", str, where=w), model=field_of(d, "model", str, where=w),
        device=field_of(d, "device", str, where=w), dtype=field_of(d, "dtype", str, where=w),
        max_context=field_of(d, "max_context", int, where=w), exact=field_of(d, "exact", bool, False, w),
        max_draft=field_of(d, "max_draft", int, 7, w), server=server,
    )


# ---- events ------------------------------------------------------------------------------
def event_to_dict(ev: Event) -> dict:
    if isinstance(ev, Proposal):
        return {"type": "proposal", "index": ev.index, "drafted": list(ev.drafted), "text": ev.text, "source": ev.source}
    if isinstance(ev, Round):
        return {
            "type": "round", "index": ev.index, "drafted": list(ev.drafted), "accepted": ev.accepted,
            "rejected": list(ev.rejected), "pieces": [[p.token, p.text, p.provenance.value] for p in ev.pieces],
            "rejected_text": ev.rejected_text, "ms": ev.ms, "policy": ev.policy.value,
        }
    if isinstance(ev, Done):
        return {"type": "done", "text": ev.text, "tokens": list(ev.tokens), "summary": summary_to_dict(ev.summary)}
    raise TypeError(f"not an event: {ev!r}")


def summary_to_dict(s: Summary) -> dict:
    return {f.name: getattr(s, f.name) for f in fields(Summary)}


def summary_from_dict(d: Any) -> Summary:
    if not isinstance(d, dict):
        raise WireError("summary: expected a JSON object")
    try:
        return Summary(**{f.name: d[f.name] for f in fields(Summary) if f.name in d})
    except (TypeError, ValueError) as e:  # a missing field, an unknown stop_reason
        raise WireError(f"summary: {e}") from None


def event_from_dict(d: Any) -> Event:
    """The event a server sent; WireError for anything else."""
    kind = field_of(d, "type", str, where="event")
    try:
        if kind == "proposal":
            return Proposal(d["index"], tuple(d["drafted"]), d["text"], d.get("source", "context"))
        if kind == "round":
            pieces = tuple(Piece(t, text, Provenance(p)) for t, text, p in d["pieces"])
            return Round(d["index"], tuple(d["drafted"]), d["accepted"], tuple(d["rejected"]), pieces,
                         d["rejected_text"], float(d["ms"]), PolicyState(d["policy"]))
        if kind == "done":
            return Done(d["text"], tuple(d["tokens"]), summary_from_dict(d["summary"]))
    except (KeyError, TypeError, ValueError) as e:
        raise WireError(f"event {kind!r}: malformed ({type(e).__name__}: {e})") from None
    raise WireError(f"unknown event type {kind!r}")
