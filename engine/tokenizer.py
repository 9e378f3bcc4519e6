"""The tokenizer slice the engine uses: chat prompt to ids, ids to text, the stop ids.

It reads the model folder's tokenizer.json with the `tokenizers` library and renders the
chat template with jinja2 the way transformers does (a sandboxed environment with
trim_blocks and lstrip_blocks, `tojson`, `raise_exception`, `strftime_now`, the special
tokens as variables), so a session never imports transformers for it (about 1 s of
start-up on a 2-core CPU). A folder without tokenizer.json, or a template this renderer
cannot compile, goes through transformers' AutoTokenizer instead.
"""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path
from typing import Any

from .errors import ModelError


def load_tokenizer(path: Path) -> FastTokenizer | HfTokenizer:
    """The fast tokenizer where the folder allows it, else transformers'."""
    path = Path(path)
    if not (path / "tokenizer.json").is_file():
        return HfTokenizer(path)
    from tokenizers import Tokenizer

    cfg = _read_json(path / "tokenizer_config.json")
    special = {k: text for k, v in cfg.items() if k.endswith("_token") and (text := _token_text(v))}
    tok = FastTokenizer(path, Tokenizer.from_file(str(path / "tokenizer.json")), chat_template(path, cfg), special)
    try:
        tok.renderer()
    except Exception:  # a template feature this renderer lacks (e.g. {% generation %})
        return HfTokenizer(path)
    return tok


class FastTokenizer:
    """tokenizers + jinja2."""

    def __init__(self, path: Path, tok: Any, template: str | None, special: dict[str, str]) -> None:
        self.tok = tok
        self.template = template
        self.special = special  # bos_token, eos_token, ... as strings, for the template
        self._render = None
        eos = tok.token_to_id(special["eos_token"]) if special.get("eos_token") else None
        self.eos = eos_ids(path, eos)

    def renderer(self):
        if self._render is None and self.template:
            self._render = compile_template(self.template)
        return self._render

    def encode_chat(self, messages: list[dict[str, str]]) -> list[int]:
        render = self.renderer()
        if render is None:
            raise ModelError("this model's tokenizer has no chat template: use an instruct model")
        text = render(messages=messages, add_generation_prompt=True, tools=None, documents=None, **self.special)
        return self.tok.encode(text, add_special_tokens=False).ids

    def decode(self, ids) -> str:
        return self.tok.decode(list(ids), skip_special_tokens=True)

    def encode(self, text: str) -> list[int]:
        """Plain text to ids, no special tokens added (the text proposer's drafts)."""
        return self.tok.encode(text, add_special_tokens=False).ids


class HfTokenizer:
    """transformers' AutoTokenizer, for folders the fast path does not cover."""

    def __init__(self, path: Path) -> None:
        from transformers import AutoTokenizer

        self.hf = AutoTokenizer.from_pretrained(path)
        self.eos = eos_ids(path, self.hf.eos_token_id)
        self._fast = getattr(self.hf, "backend_tokenizer", None)  # tokenizers' own, ~10x less overhead

    def encode_chat(self, messages: list[dict[str, str]]) -> list[int]:
        if not getattr(self.hf, "chat_template", None):
            raise ModelError("this model's tokenizer has no chat template: use an instruct model")
        text = self.hf.apply_chat_template(messages, add_generation_prompt=True, tokenize=False)
        return self.hf.encode(text, add_special_tokens=False)

    def decode(self, ids) -> str:
        return self.hf.decode(list(ids), skip_special_tokens=True)

    def encode(self, text: str) -> list[int]:
        """Plain text to ids, no special tokens added (the text proposer's drafts)."""
        if self._fast is not None:
            return self._fast.encode(text, add_special_tokens=False).ids
        return self.hf.encode(text, add_special_tokens=False)


def eos_ids(path: Path, eos: int | None) -> list[int]:
    """The tokenizer's eos plus generation_config.json's eos_token_id (one or a list)."""
    ids = {eos} if eos is not None else set()
    value = _read_json(Path(path) / "generation_config.json").get("eos_token_id")
    ids.update(value if isinstance(value, list) else [value] if value is not None else [])
    return sorted(i for i in ids if i is not None)


def chat_template(path: Path, cfg: dict) -> str | None:
    """chat_template.jinja, else tokenizer_config.json's (a string, or named templates)."""
    file = Path(path) / "chat_template.jinja"
    if file.is_file():
        return file.read_text()
    value = cfg.get("chat_template")
    if isinstance(value, list):  # [{"name": "default", "template": ...}, ...]
        named = {t.get("name"): t.get("template") for t in value if isinstance(t, dict)}
        return named.get("default") or next(iter(named.values()), None)
    return value or None


def compile_template(source: str):
    """A render(**variables) -> str function, with transformers' environment."""
    import jinja2
    import jinja2.ext
    from jinja2.sandbox import ImmutableSandboxedEnvironment

    def raise_exception(message):
        raise jinja2.exceptions.TemplateError(message)

    def tojson(x, ensure_ascii=False, indent=None, separators=None, sort_keys=False):
        return json.dumps(x, ensure_ascii=ensure_ascii, indent=indent, separators=separators, sort_keys=sort_keys)

    env = ImmutableSandboxedEnvironment(trim_blocks=True, lstrip_blocks=True, extensions=[jinja2.ext.loopcontrols])
    env.filters["tojson"] = tojson
    env.globals["raise_exception"] = raise_exception
    env.globals["strftime_now"] = lambda fmt: datetime.now().strftime(fmt)
    return env.from_string(source).render


def _token_text(value) -> str | None:
    if isinstance(value, dict):
        return value.get("content")
    return value if isinstance(value, str) else None


def _read_json(path: Path) -> dict:
    try:
        data = json.loads(path.read_text())
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}
