"""Any OpenAI-compatible server (vLLM, SGLang, llama-server) as a session: the edit prompt
sent to /v1/chat/completions, the reply streamed into Round events whose pieces say
*copied from the file* (shown as an accepted draft) or *new* (the model's own token), as
the client's alignment with the source finds them. These servers do not say which tokens
were drafts; acceptance comes from what the server reports (llama-server's `timings`,
vLLM's `metrics.speculative_decoding`), else "not reported"."""

from __future__ import annotations

import time
from typing import Any, Callable, Iterator

import httpx

from .address import Address
from .align import Aligner
from .http import DAMAGED, CancelWatch, failure, json_line, unreachable
from .session import Received
from ..wire import ModelInfo
from ...engine import DecodeConfig, Done, Event, RedraftError, Round, Summary
from ...engine.events import Piece, PolicyState, Provenance, StopReason
from ...engine.prompting import edit_messages, fenced
from ...engine.session import EditRequest, EditResult, edit_result, require_instruction

CHAT_PATH = "/v1/chat/completions"
# any other finish_reason, or none at all (a stream that ended without saying why): REMOTE, an
# incomplete result that no --force writes (app/files/refusals.py)
FINISH = {"stop": StopReason.EOS, "length": StopReason.MAX_TOKENS}


def spec_counts(chunk: dict) -> tuple[int, int] | None:
    """(drafted, accepted) where the server reports them: llama-server's timings.draft_n /
    draft_n_accepted, vLLM's metrics.speculative_decoding (--per-request-spec-decode-metrics),
    a redraft server's `redraft` summary."""
    r = chunk.get("redraft")  # a redraft server's final chunk (spoken to as openai+URL)
    if isinstance(r, dict) and "stop_reason" in r and isinstance(r.get("drafted"), int):
        return r["drafted"], int(r.get("accepted") or 0)
    t = chunk.get("timings")
    if isinstance(t, dict) and isinstance(t.get("draft_n"), int):
        return t["draft_n"], int(t.get("draft_n_accepted") or 0)
    m = (chunk.get("metrics") or {}).get("speculative_decoding") if isinstance(chunk.get("metrics"), dict) else None
    if isinstance(m, dict):
        drafted = next((v for k, v in m.items() if "draft_tokens" in k and "accepted" not in k and isinstance(v, int)), None)
        accepted = next((v for k, v in m.items() if "accepted" in k and "tokens" in k and isinstance(v, int)), None)
        if drafted is not None and accepted is not None:
            return drafted, accepted
    return None


class OpenAISession:
    """One model on an OpenAI-compatible server."""

    kind = "openai"

    def __init__(self, addr: Address, client: httpx.Client, model: str, max_context: int = 0) -> None:
        self.addr, self.client, self.model = addr, client, model
        self.info = ModelInfo("openai-compatible", model, "remote", "?", max_context, exact=False, server=addr.label)
        self.one_shot = False

    @property
    def server(self) -> str:
        return self.addr.label

    def resolved(self, cfg: DecodeConfig) -> DecodeConfig:
        return cfg  # the server drafts by its own settings

    def warmup(self, cfg: DecodeConfig, later: bool = True) -> None:
        """Nothing to warm up from here."""

    def warmup_later(self) -> Iterator[None]:
        return iter(())

    def warm_prompt(self, source: str, filename: str = "") -> None:
        """Nothing to prepare from here."""

    def body(self, req: EditRequest, cfg: DecodeConfig) -> dict[str, Any]:
        s = cfg.sampling
        body: dict[str, Any] = {
            "model": self.model, "messages": edit_messages(req.source, req.instruction, req.filename),
            "stream": True, "stream_options": {"include_usage": True}, "temperature": s.temperature,
            "top_p": s.top_p,
        }
        if cfg.max_tokens is not None:
            body["max_tokens"] = cfg.max_tokens
        if s.seed is not None:
            body["seed"] = s.seed
        if s.top_k:
            body["top_k"] = s.top_k
        if cfg.stop_strings:
            body["stop"] = list(cfg.stop_strings)
        return body

    def stream(self, req: EditRequest, cfg: DecodeConfig, cancelled: Callable[[], bool] = lambda: False) -> Iterator[Event]:
        cfg.validate()
        require_instruction(req.instruction)
        return self._events(req, cfg, cancelled)

    def _events(self, req: EditRequest, cfg: DecodeConfig, cancelled: Callable[[], bool]) -> Iterator[Event]:
        align = Aligner(fenced(req.source, req.filename))
        got = Received()
        t0 = last = time.perf_counter()
        finish, usage, counts, prompt_ms = None, {}, None, None
        try:
            with self.client.stream("POST", CHAT_PATH, json=self.body(req, cfg)) as r:
                if r.status_code != 200:
                    raise failure(self.addr, r)
                with CancelWatch(r, cancelled) as watch:
                    try:
                        for chunk in self._chunks(r):
                            counts = spec_counts(chunk) or counts
                            usage = chunk.get("usage") or usage
                            t = chunk.get("timings")
                            if isinstance(t, dict) and isinstance(t.get("prompt_ms"), (int, float)):
                                prompt_ms = float(t["prompt_ms"])
                            for choice in chunk.get("choices") or []:
                                finish = choice.get("finish_reason") or finish
                                text = (choice.get("delta") or {}).get("content") or ""
                                if not text:
                                    continue
                                now = time.perf_counter()
                                prov = Provenance.ACCEPTED if align.feed(text) else Provenance.TARGET
                                ev = Round(got.tally.rounds, (), 0, (), (Piece(len(got.tokens), text, prov),), "",
                                           (now - last) * 1000, PolicyState.OFF)
                                last = now
                                got.add(ev)
                                yield ev
                    except httpx.HTTPError as e:
                        if not (watch.fired or cancelled()):
                            raise RedraftError(f"the server at {self.addr.label} stopped answering: {e}") from None
                    if watch.fired or cancelled():
                        yield got.cancelled("remote", False)
                        return
        except httpx.HTTPError as e:
            if cancelled():
                yield got.cancelled("remote", False)
                return
            raise unreachable(self.addr, e) from None
        total_ms = (time.perf_counter() - t0) * 1000
        drafted, accepted = counts or (0, 0)
        prefill = prompt_ms if prompt_ms is not None else got.tally.prefill_ms
        summary = Summary(
            "remote", int(usage.get("prompt_tokens") or 0), int(usage.get("completion_tokens") or len(got.tokens)),
            got.tally.rounds, 0, drafted, accepted, prefill, max(total_ms - prefill, 0.0),
            FINISH.get(finish, StopReason.REMOTE) if finish else StopReason.REMOTE, exact=False,
        )
        yield Done(got.text, tuple(got.tokens), summary)

    def _chunks(self, r: httpx.Response) -> Iterator[dict]:
        for line in r.iter_lines():
            if not line.startswith("data:"):
                continue
            payload = line[5:].strip()
            if payload == "[DONE]":
                return
            d = json_line(payload, self.addr)
            if "error" in d:
                err = d["error"]
                said = err.get("message", err) if isinstance(err, dict) else err
                if isinstance(err, dict) and err.get("type") == DAMAGED:
                    raise RedraftError(f"the server at {self.addr.label} refuses: {said}")
                raise RedraftError(f"the server at {self.addr.label} failed: {said}")
            yield d

    def edit(self, req: EditRequest, cfg: DecodeConfig) -> EditResult:
        return edit_result(self.stream(req, cfg), req.source)

    def stats_line(self, s: Summary) -> str:
        acceptance = (f"{s.acceptance:.0%} of {s.drafted} drafted accepted (reported by the server)"
                      if s.drafted else "acceptance not reported")
        return (f"[remote {self.model}] {s.tokens} tokens, {acceptance}, {s.tok_per_s:.1f} tok/s, "
                f"first token {s.prefill_ms / 1000:.1f} s, stop: {s.stop_reason}, remote: exactness not known, "
                f"server: {self.addr.label}")
