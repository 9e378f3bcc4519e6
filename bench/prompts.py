"""Benchmark prompts: one TOML file per prompt (samples/bench/ for speed, samples/quality/ for
correctness; shipped as redraft.samples). A prompt may carry a `[checks]` table (judge.py)."""

from __future__ import annotations

import importlib.util
import sys
from dataclasses import dataclass
from pathlib import Path

from .judge import Checks, load_checks
from ..engine import ConfigError, InputError
from ..engine.prompting import edit_messages

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

KINDS = ("edit", "chat")
QUICK = ("edit_fn", "edit_json", "write")
QUICK_QUALITY = ("py_rename_many", "json_add_field", "js_rename")  # --quality --quick


@dataclass(frozen=True)
class BenchPrompt:
    name: str
    kind: str  # "edit": the edit prompt; "chat": one user message
    instruction: str
    source: str = ""  # the file's text ("" for chat prompts without source)
    filename: str = ""
    max_tokens: int = 400
    description: str = ""
    order: int = 1000
    checks: Checks | None = None  # how to tell a correct edit (the quality set)

    def messages(self) -> list[dict[str, str]]:
        if self.kind == "edit":
            return edit_messages(self.source, self.instruction, self.filename)
        body = f"{self.source.rstrip()}\n\n{self.instruction}" if self.source else self.instruction
        return [{"role": "user", "content": body}]


def default_dir(set_name: str = "bench") -> Path | None:
    """samples/<set_name>/ ("bench" or "quality") of the checkout this runs from, else the
    copy a wheel install ships as `redraft.samples` (pyproject.toml); None if neither is there."""
    here = Path(__file__).resolve().parents[1] / "samples" / set_name
    if here.is_dir():
        return here
    spec = importlib.util.find_spec("redraft.samples")
    # a data-only (namespace) package: an editable install adds a path-hook entry that
    # is not a folder, which importlib.resources refuses, so look through the folders
    for location in (spec.submodule_search_locations or []) if spec else []:
        shipped = Path(location) / set_name
        if shipped.is_dir():
            return shipped
    return None


def load_prompt(path: Path) -> BenchPrompt:
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as e:
        raise InputError(f"{path}: not a readable TOML prompt ({e})") from e
    name = path.stem
    kind = data.get("kind", "edit")
    if kind not in KINDS:
        raise InputError(f"{path}: kind must be one of {', '.join(KINDS)}, got {kind!r}")
    instruction = str(data.get("instruction", "")).strip()
    if not instruction:
        raise InputError(f"{path}: the instruction is empty")
    source, filename = "", ""
    if data.get("source"):
        src = path.parent / data["source"]
        try:
            source = src.read_text(encoding="utf-8")
        except OSError as e:
            raise InputError(f"{path}: cannot read its source {src} ({e.strerror})") from e
        filename = src.name
    elif kind == "edit":
        raise InputError(f"{path}: an edit prompt needs a source file")
    max_tokens = data.get("max_tokens", 400)
    if not isinstance(max_tokens, int) or max_tokens < 1:
        raise InputError(f"{path}: max_tokens must be a positive integer, got {max_tokens!r}")
    checks = load_checks(data["checks"], path, filename) if "checks" in data else None
    return BenchPrompt(
        name=name,
        kind=kind,
        instruction=instruction,
        source=source,
        filename=filename,
        max_tokens=max_tokens,
        description=str(data.get("description", "")),
        order=int(data.get("order", 1000)),
        checks=checks,
    )


def load_prompts(
    folder: Path | None = None, names: list[str] | None = None, set_name: str = "bench"
) -> list[BenchPrompt]:
    """The prompts in `folder` (default samples/<set_name>; by `order`, then name), or just
    `names` in the order given."""
    folder = folder or default_dir(set_name)
    if folder is None or not Path(folder).is_dir():
        raise InputError(
            f"no benchmark prompts found: run from a redraft checkout (samples/{set_name}/) or pass --prompts-dir"
        )
    files = {p.stem: p for p in sorted(Path(folder).glob("*.toml"))}
    if not files:
        raise InputError(f"{folder} holds no *.toml prompts")
    if names:
        missing = [n for n in names if n not in files]
        if missing:
            raise ConfigError(
                f"unknown prompt {', '.join(missing)}: choose from {', '.join(sorted(files))}"
            )
        return [load_prompt(files[n]) for n in names]
    prompts = [load_prompt(p) for p in files.values()]
    return sorted(prompts, key=lambda p: (p.order, p.name))


def prompt_ids(session, prompt: BenchPrompt, variant: str = "default") -> list[int]:
    """Edit prompts go through the session (the exact prompt `redraft edit` sends, in the
    variant asked for, with its context check); chat prompts through the tokenizer's chat
    template."""
    if prompt.kind == "edit":
        from ..engine.session import EditRequest

        return session.prompt(EditRequest(prompt.source, prompt.instruction, prompt.filename, variant))
    return session.tokenizer.encode_chat(prompt.messages())
