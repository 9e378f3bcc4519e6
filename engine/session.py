"""An editing session: a loaded model and tokenizer, turning requests into event streams."""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Callable, Iterable, Iterator

from .store import named_models
from .backends import Backend, BackendInfo, BackendSettings, load_backend
from .config import DecodeConfig
from .errors import InputError
from .filenames import SURROGATE, readable_name
from .events import Done, Event, Summary
from .decode.costs import WidthCosts
from .decode.loop import generate
from .calibrate import prepare
from .placement import Placement, place
from .policy import resolve_decode
from .prompting import edit_messages, extract, prompt_variant
from .propose.textdraft import context_index
from .propose.textsources import FILE, file_sources
from .tokenizer import FastTokenizer, HfTokenizer, load_tokenizer
from .tokenizer_process import TokenizerProcess
from .tokenizer_process import supported as tokenizer_process_supported

log = logging.getLogger(__name__)

Tokenizer = FastTokenizer | HfTokenizer | TokenizerProcess

Progress = Callable[[int, int, str], None]  # done, total, stage
WARM_INSTRUCTION_TOKENS = 24  # warm_prompt: room for a typical instruction


def require_instruction(instruction: str) -> None:
    """The one refusal of an empty instruction, wherever an edit request starts (the CLI, a
    session, a remote session)."""
    if not instruction.strip():
        raise InputError("the instruction is empty: say what to change, e.g. -i 'rename x to count'")


@dataclass(frozen=True)
class EditRequest:
    source: str
    instruction: str
    filename: str = ""
    prompt: str | None = None  # the prompt variant (prompting.VARIANTS); None: REDRAFT_PROMPT's, else "default"


@dataclass(frozen=True)
class EditResult:
    text: str  # the edited file
    done: Done  # the model's whole reply is done.text


class Session:
    """A model in this process (satisfies session_api.EditSession, the app's view of a session)."""

    server = ""  # in process: no server to name

    def __init__(self, backend: Backend, tokenizer: Tokenizer, one_shot: bool = False) -> None:
        """one_shot: the process runs one edit and exits (`redraft edit`); see stream()."""
        self.backend, self.tokenizer = backend, tokenizer
        self.one_shot = one_shot
        self.warmed = 0
        self.costs = WidthCosts()  # what each verify width costs here, learned across edits

    @classmethod
    def load(
        cls,
        model: str | None = None,
        backend: str = "auto",
        device: str = "auto",
        dtype: str = "auto",
        progress: Progress | None = None,
        graphs: bool = True,
        settings: BackendSettings = BackendSettings(),
        one_shot: bool = False,
        quant: str = "auto",
        placement: Placement | None = None,
    ) -> Session:
        """Where it runs: `placement`, else place() of the names (backend, device, dtype,
        quant, graphs), decided before the model is resolved or loaded.
        one_shot (`redraft edit`): on a CPU the tokenizer is built in a child process while
        the model loads (tokenizer_process), and stream() skips the warm-up. A long-lived
        session (the TUI, bench) keeps the tokenizer in process: its calls then cost
        microseconds, not a pipe's tens (about 1% of a CPU edit's time through the pipe)."""
        from .store.modelstore import is_installed, resolve_model

        where = placement or place(backend, device, dtype, quant, graphs)
        kind = where.device_type
        if (model is None or model.strip() in ("", "default")) and named_models.DEFAULT_MODEL:
            model = named_models.default_name(kind, is_installed)
            wanted = named_models.default_name(kind)
            if model != wanted:
                log.warning("%s", named_models.fallback_notice(wanted, model, where.device if kind != "mlx" else kind))
        path = resolve_model(model, progress=progress)
        where = prepare(where, path)  # the weights for this model: measured once per CPU, then read
        # A one-shot CPU session builds its tokenizer in a child process meanwhile.
        child = TokenizerProcess(path) if one_shot and kind == "cpu" and tokenizer_process_supported() else None
        try:
            backend_ = load_backend(where, path, settings)
        except BaseException:
            if child is not None:
                child.close()
            raise
        if child is not None and backend_.info.device != "cpu":  # not on the CPU after all: in process
            child.close()
            child = None
        return cls(backend_, child or load_tokenizer(path), one_shot=one_shot)

    @property
    def info(self) -> BackendInfo:
        """What the app may show about the loaded model (name, backend, device, dtype, context)."""
        return self.backend.info

    def stats_line(self, summary: Summary) -> str:
        """The CLI's stats line for a run of this session (a remote session adds its server)."""
        return summary.line()

    def resolved(self, cfg: DecodeConfig) -> DecodeConfig:
        """`cfg` with the per-device "auto" values (max draft, draft policy) filled in."""
        return resolve_decode(cfg, self.backend.info.device)

    def prompt(self, req: EditRequest) -> list[int]:
        require_instruction(req.instruction)
        if SURROGATE.search(req.instruction):  # bytes that were not UTF-8 (os.fsdecode's stand-ins)
            raise InputError("the instruction is not valid UTF-8: pass it in UTF-8")
        name = readable_name(req.filename)  # the prompt names the file; a tokenizer takes text only
        variant = req.prompt or prompt_variant()
        ids = self.tokenizer.encode_chat(edit_messages(req.source, req.instruction, name, variant))
        room = self.backend.info.max_context
        if 2 * len(ids) > room:  # the reply repeats the file, so it needs as much again
            raise InputError(self.too_long(req.instruction, name, len(ids), room, variant))
        return ids

    def too_long(self, instruction: str, name: str, prompt: int, room: int, variant: str = "default") -> str:
        """Which part of a prompt over half the context is too long, and the limit: the
        instruction when the file alone would fit (shorten it to what the file leaves), else
        the file (split it)."""
        frame = len(self.tokenizer.encode_chat(edit_messages("", "", name, variant)))
        file = prompt - len(self.tokenizer.encode_chat(edit_messages("", instruction, name, variant)))
        asked = prompt - frame - file  # the instruction's tokens
        if 2 * (frame + file) <= room:
            return (
                f"the instruction is too long for this model: it is {asked} tokens, and with "
                f"this file ({file} tokens, which the reply repeats) it may be at most "
                f"{room // 2 - frame - file}; the context holds {room}; shorten the instruction"
            )
        also = f" (the instruction alone is {asked})" if asked > file else ""
        return (
            f"the file is too long for this model: its prompt is {prompt} tokens{also} and the "
            f"edited copy needs as many again, but the context holds {room}; split the file"
        )

    def default_max_tokens(self, prompt: list[int]) -> int:
        return min(self.backend.info.max_context - len(prompt), 2 * len(prompt) + 256)

    def warmup(self, cfg: DecodeConfig, later: bool = True) -> None:
        """Every verify width once, so no timed run pays first use. later=False leaves the
        backend's warmup_later pieces (longer contexts) to the caller or to first use."""
        max_draft = self.resolved(cfg).max_draft
        assert max_draft is not None  # resolved: the device's value
        self._warm(max_draft + 1, later)

    def _warm(self, width: int, later: bool) -> None:
        if width > self.warmed:
            self.backend.warmup(width, later=later)
            self.warmed = width

    def warm_prompt(self, source: str, filename: str = "", room: int = WARM_INSTRUCTION_TOKENS) -> None:
        """On a CPU, the first prefill of a new length builds its kernels (oneDNN, per shape):
        measured on the 2-core Xeon, a 251-token prefill took 10.6 s the first time and 4.0 s
        the next (loaded machine). The static backend pads prompts to a multiple of 64, so one
        prefill as long as this file's prompt with `room` tokens of instruction lets the first
        request on the file prefill at the warm speed. Results are unchanged (an empty cache
        after). Elsewhere a no-op (CUDA: its own warm-up covers its shapes)."""
        if self.backend.info.device != "cpu" or not source.strip():
            return
        try:
            ids = self.prompt(EditRequest(source, "x", filename))  # the request's own prompt, as built
        except InputError:  # too long for the model: the request will say so
            return
        n = min(len(ids) + room, self.backend.info.max_context // 2)
        self.backend.reset()
        self.backend.prefill((ids * (n // max(1, len(ids)) + 1))[:n])
        self.backend.reset()

    def warmup_later(self) -> Iterator[None]:
        """The backend's remaining warm-up, one piece per step (Backend.warmup_later)."""
        return self.backend.warmup_later()

    def stream(
        self, req: EditRequest, cfg: DecodeConfig, cancelled: Callable[[], bool] = lambda: False,
        ids: list[int] | None = None,
    ) -> Iterator[Event]:
        """A one-shot session on a CPU skips the warm-up: nothing runs beside it, so the edit
        pays the same first use of its shapes without the warm-up's own forwards. A GPU
        keeps it (it also tries the compiler and falls back). `ids`: prompt(req) already
        built (a server checks it before it admits the request)."""
        cfg.validate()
        ids = self.prompt(req) if ids is None else ids
        return self._generate(ids, file_sources(req.source, req.filename), cfg, cancelled)

    def chat_prompt(self, messages: list[dict[str, str]]) -> list[int]:
        """A chat's prompt ids (`redraft serve`'s /v1/chat/completions), refused when it
        leaves no room for a reply."""
        ids = self.tokenizer.encode_chat(messages)
        if len(ids) >= self.backend.info.max_context:
            raise InputError(
                f"the prompt is {len(ids)} tokens but the context holds {self.backend.info.max_context}"
            )
        return ids

    def stream_chat(
        self, messages: list[dict[str, str]], cfg: DecodeConfig, cancelled: Callable[[], bool] = lambda: False,
        ids: list[int] | None = None,
    ) -> Iterator[Event]:
        """Any chat (role, content messages): the same loop, drafting from the prompt and,
        with text lookup, from the users' messages as text. `ids`: chat_prompt(messages)."""
        cfg.validate()
        sources = [(FILE, m["content"]) for m in messages if m.get("role") == "user" and m.get("content")]
        ids = self.chat_prompt(messages) if ids is None else ids
        return self._generate(ids, sources, cfg, cancelled)

    def _generate(self, ids: list[int], sources, cfg: DecodeConfig, cancelled: Callable[[], bool]) -> Iterator[Event]:
        """The request's config resolved once (max draft, policy, max tokens): the loop and
        the warm-up read concrete values."""
        cfg = self.resolved(cfg)
        if cfg.max_tokens is None:
            cfg = cfg.with_(max_tokens=self.default_max_tokens(ids))
        assert cfg.max_draft is not None  # resolved: the device's value
        if not (self.one_shot and self.backend.info.device == "cpu"):
            self._warm(cfg.max_draft + 1, later=False)  # a request pays only for the shapes it reaches
        index = context_index(cfg, self.tokenizer, sources)
        return generate(
            self.backend, ids, cfg, self.tokenizer.decode, self.tokenizer.eos, cancelled,
            costs=self.costs, index=index,
        )

    def edit(self, req: EditRequest, cfg: DecodeConfig) -> EditResult:
        return edit_result(self.stream(req, cfg), req.source)


def edit_result(events: Iterable[Event], source: str) -> EditResult:
    """Run an edit's event stream to its end: the edited file and the Done event (every
    session's `edit`, local or remote)."""
    done = None
    for event in events:
        if isinstance(event, Done):
            done = event
    assert done is not None
    return EditResult(extract(done.text, source), done)
