"""OpenAI's chat-completions shapes: a request read into messages and a decode config,
and the engine's events written as chunks (streaming) or one completion. redraft's own
counters ride along in a `redraft` field of every chunk and of the usage."""

from __future__ import annotations

import time
import uuid
from dataclasses import dataclass
from typing import Any

from ..wire import WireError, config_from_dict, field_of, summary_to_dict
from ...engine import DecodeConfig, Done, Round, Sampling, Summary
from ...engine.events import StopReason
from ...engine.tally import Tally, fold

ROLES = ("system", "developer", "user", "assistant")
FINISH = {  # OpenAI's finish_reason for every StopReason
    StopReason.EOS: "stop", StopReason.STOP: "stop", StopReason.LOOP: "stop", StopReason.MAX_TOKENS: "length",
    StopReason.CONTEXT: "length", StopReason.CANCELLED: "stop", StopReason.REMOTE: "stop",
}


@dataclass(frozen=True)
class ChatRequest:
    messages: list[dict[str, str]]
    cfg: DecodeConfig
    stream: bool
    include_usage: bool


def _content(m: Any, i: int) -> str:
    """A message's text: a string, or a list of {"type": "text", "text": ...} parts."""
    content = m.get("content")
    if isinstance(content, str):
        return content
    if isinstance(content, list) and all(isinstance(p, dict) and p.get("type") == "text"
                                         and isinstance(p.get("text"), str) for p in content):
        return "".join(p["text"] for p in content)
    raise WireError(f"messages[{i}].content must be a string or a list of text parts")


def parse_chat(d: dict, base: DecodeConfig, max_tokens_limit: int) -> ChatRequest:
    """The request's messages and decoding: OpenAI's fields over the server's defaults
    (temperature defaults to the server's, greedy unless `redraft serve --temp`), and
    redraft's own under `redraft` (lookup, max_draft, ...)."""
    msgs = field_of(d, "messages", list)
    if not msgs:
        raise WireError("request: 'messages' is empty")
    messages = []
    for i, m in enumerate(msgs):
        role = field_of(m, "role", str, where=f"messages[{i}]")
        if role not in ROLES:
            raise WireError(f"messages[{i}].role must be one of {', '.join(ROLES)}, got {role!r}")
        messages.append({"role": "system" if role == "developer" else role, "content": _content(m, i)})
    if field_of(d, "n", int, 1) != 1:
        raise WireError("request: only n=1 is served")
    cfg = config_from_dict(field_of(d, "redraft", dict, {}), base)
    stop = d.get("stop")
    stops = [stop] if isinstance(stop, str) else stop if stop is not None else list(cfg.stop_strings)
    if not isinstance(stops, list) or not all(isinstance(s, str) and s for s in stops) or len(stops) > 4:
        raise WireError("request: 'stop' must be a string or a list of at most 4 strings")
    limit = field_of(d, "max_completion_tokens", int, None) or field_of(d, "max_tokens", int, cfg.max_tokens)
    s = cfg.sampling
    sampling = Sampling(
        temperature=field_of(d, "temperature", float, s.temperature), top_p=field_of(d, "top_p", float, s.top_p),
        top_k=field_of(d, "top_k", int, s.top_k), seed=field_of(d, "seed", int, s.seed),
    )
    cfg = config_from_dict({"max_tokens": bounded_max_tokens(limit, max_tokens_limit)},
                           cfg.with_(stop_strings=tuple(stops), sampling=sampling))
    opts = field_of(d, "stream_options", dict, {})
    return ChatRequest(messages, cfg, field_of(d, "stream", bool, False),
                       field_of(opts, "include_usage", bool, False, "stream_options"))


def bounded_max_tokens(asked: int | None, limit: int) -> int | None:
    """A request may not ask for more than the server's --max-tokens-limit."""
    if asked is not None and asked > limit:
        raise WireError(f"request: max_tokens {asked} is over this server's limit of {limit}")
    return asked


class Chunks:
    """One completion's chunks, with redraft's running counters."""

    def __init__(self, model: str) -> None:
        self.id = f"chatcmpl-{uuid.uuid4().hex[:24]}"
        self.created = int(time.time())
        self.model = model
        self.tally = Tally()  # engine/tally.py: the rounds streamed so far

    def _chunk(self, delta: dict, finish: str | None = None, extra: dict | None = None) -> dict:
        return {"id": self.id, "object": "chat.completion.chunk", "created": self.created, "model": self.model,
                "choices": [{"index": 0, "delta": delta, "finish_reason": finish}], **(extra or {})}

    def first(self) -> dict:
        return self._chunk({"role": "assistant", "content": ""})

    def counters(self) -> dict:
        t = self.tally
        return {"drafted": t.drafted, "accepted": t.accepted, "forwards": t.forwards, "tokens": t.tokens}

    def round(self, ev: Round) -> dict | None:
        self.tally = fold(self.tally, ev)
        text = ev.text
        return self._chunk({"content": text}, extra={"redraft": self.counters()}) if text else None

    def last(self, done: Done) -> dict:
        return self._chunk({}, FINISH[done.summary.stop_reason], {"redraft": summary_to_dict(done.summary)})

    def usage_chunk(self, done: Done) -> dict:
        return {"id": self.id, "object": "chat.completion.chunk", "created": self.created, "model": self.model,
                "choices": [], "usage": usage(done.summary)}

    def completion(self, done: Done) -> dict:
        return {
            "id": self.id, "object": "chat.completion", "created": self.created, "model": self.model,
            "choices": [{"index": 0, "message": {"role": "assistant", "content": done.text},
                         "finish_reason": FINISH[done.summary.stop_reason]}],
            "usage": usage(done.summary),
        }


def usage(s: Summary) -> dict:
    return {"prompt_tokens": s.prompt_tokens, "completion_tokens": s.tokens,
            "total_tokens": s.prompt_tokens + s.tokens, "redraft": summary_to_dict(s)}
