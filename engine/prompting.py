"""The edit prompt, and pulling the edited file back out of the model's reply.

The prompt has variants (issue 22, item 6), chosen by name: "default" (what every command
sends), "restate" (the instruction before the file and again after it), "rules" (a system
prompt that lists what a precise edit keeps) and "example" (one short worked edit before the
file). Only the prompt's text differs: decoding, and so lookup's exactness, is the same for
all. `redraft bench --quality --prompt NAME` compares them; REDRAFT_PROMPT=NAME makes
`redraft edit` and the TUI send another one (an experiment, not a setting)."""

from __future__ import annotations

import os
from pathlib import PurePath

from .errors import InputError

SYSTEM = (
    "You are a precise code and text editor. Apply the user's instruction to the file "
    "and reply with the complete edited file in one fenced code block. Change only what "
    "the instruction asks for and keep everything else exactly as it is. No explanations."
)

LANGS = {
    ".py": "python", ".js": "javascript", ".ts": "typescript", ".json": "json", ".rs": "rust",
    ".go": "go", ".c": "c", ".h": "c", ".cpp": "cpp", ".java": "java", ".rb": "ruby",
    ".sh": "bash", ".md": "markdown", ".toml": "toml", ".yaml": "yaml", ".yml": "yaml",
    ".html": "html", ".css": "css", ".sql": "sql", ".txt": "text",
}
FENCE = "```"
PROMPT_ENV = "REDRAFT_PROMPT"

RULES = SYSTEM + (
    "\nRules:\n"
    "1. A rename changes every use of the name (definitions, calls, keyword arguments, "
    "f-string fields) and nothing else: not longer names that contain it, not strings, "
    "not other scopes the instruction excludes.\n"
    "2. A value change touches only the value named, not other occurrences of the same "
    "digits or text.\n"
    "3. Keep data exact: numbers as written (1.0, 1e3), string contents, escapes, quotes "
    "and the type of every value.\n"
    "4. Reformatting (minify, pretty-print, re-indent, sort) changes only whitespace and "
    "order outside strings.\n"
    "5. Reply with the complete file, every line of it, in one fenced code block."
)

EXAMPLE_FILE = (
    "def pack(boxes, size):\n"
    "    resized = [b.resize(size) for b in boxes]\n"
    "    print(\"size:\", size)\n"
    "    return resized, size * len(boxes)\n"
)
EXAMPLE_INSTRUCTION = "Rename the parameter `size` to `width`."
EXAMPLE_REPLY = (
    "def pack(boxes, width):\n"
    "    resized = [b.resize(width) for b in boxes]\n"
    "    print(\"size:\", width)\n"
    "    return resized, width * len(boxes)\n"
)


def language(filename: str) -> str:
    return LANGS.get(PurePath(filename).suffix.lower(), "")


def fenced(source: str, filename: str = "") -> str:
    """The file in a fenced block, as the edit prompt shows it."""
    body = source if source.endswith("\n") else source + "\n"
    return f"{FENCE}{language(filename)}\n{body}{FENCE}"


def edit_messages(source: str, instruction: str, filename: str = "", variant: str = "default") -> list[dict[str, str]]:
    """System, then the file, then the instruction: measured on the 0.5B model, an
    instruction placed before the code was ignored and the code copied unchanged. Other
    variants: VARIANTS."""
    if variant not in VARIANTS:
        raise InputError(f"unknown prompt variant {variant!r}: choose from {', '.join(VARIANTS)}")
    return VARIANTS[variant](source, instruction.strip(), filename)


def _user(source: str, instruction: str, filename: str, label: str = "Instruction") -> str:
    name = f" `{PurePath(filename).name}`" if filename else ""
    return (
        f"File{name}:\n{fenced(source, filename)}\n\n"
        f"{label}: {instruction}\n"
        "Reply with the whole edited file in one code block."
    )


def _default(source: str, instruction: str, filename: str) -> list[dict[str, str]]:
    return [{"role": "system", "content": SYSTEM}, {"role": "user", "content": _user(source, instruction, filename)}]


def _restate(source: str, instruction: str, filename: str) -> list[dict[str, str]]:
    """The instruction first, so the model reads the file knowing what to look for, and
    again after it, where the default puts it."""
    user = f"Instruction: {instruction}\n\n" + _user(source, instruction, filename, "Instruction (the same, again)")
    return [{"role": "system", "content": SYSTEM}, {"role": "user", "content": user}]


def _rules(source: str, instruction: str, filename: str) -> list[dict[str, str]]:
    return [{"role": "system", "content": RULES}, {"role": "user", "content": _user(source, instruction, filename)}]


def _example(source: str, instruction: str, filename: str) -> list[dict[str, str]]:
    """One worked edit as an earlier turn: a rename that leaves a longer name (resized,
    resize) and a string ("size:") alone."""
    return [
        {"role": "system", "content": SYSTEM},
        {"role": "user", "content": _user(EXAMPLE_FILE, EXAMPLE_INSTRUCTION, "pack.py")},
        {"role": "assistant", "content": fenced(EXAMPLE_REPLY, "pack.py")},
        {"role": "user", "content": _user(source, instruction, filename)},
    ]


VARIANTS = {"default": _default, "restate": _restate, "rules": _rules, "example": _example}


def prompt_variant(env: dict | None = None) -> str:
    """The variant REDRAFT_PROMPT names ("default" when unset); InputError if unknown."""
    name = ((os.environ if env is None else env).get(PROMPT_ENV) or "default").strip()
    if name not in VARIANTS:
        raise InputError(f"{PROMPT_ENV}={name}: unknown prompt variant; choose from {', '.join(VARIANTS)}")
    return name


def extract(reply: str, original: str = "", partial: bool = False) -> str:
    """The file inside the reply's first fenced block (or the whole reply if none).

    With partial=True the block may still be open, and a trailing line that could be
    the start of the closing fence is held back so the live view never flickers it.
    """
    lines = reply.splitlines(keepends=True)
    start = next((i for i, ln in enumerate(lines) if ln.lstrip().startswith(FENCE)), None)
    if start is None:
        body = lines
        if partial and body and FENCE.startswith(body[-1].strip() or "x"):
            body = body[:-1]
        text = "".join(body) if partial else reply.strip("\n") + "\n"
        return _match_final_newline(text, original, partial)
    body = []
    inner = _fences(original)  # fence lines the file itself holds (a README's code blocks)
    seen = 0
    for ln in lines[start + 1 :]:
        if ln.lstrip().startswith(FENCE):
            if ln.strip().strip("`") == "" and seen >= inner:
                break
            seen += 1
        body.append(ln)
    else:
        if partial and body and not body[-1].endswith("\n") and FENCE.startswith(body[-1].strip() or "x"):
            body = body[:-1]
    return _match_final_newline("".join(body), original, partial)


def _fences(text: str) -> int:
    return sum(1 for ln in text.splitlines() if ln.lstrip().startswith(FENCE))


def _match_final_newline(text: str, original: str, partial: bool) -> str:
    if partial or not original:
        return text
    if original.endswith("\n") and not text.endswith("\n"):
        return text + "\n"
    if not original.endswith("\n") and text.endswith("\n"):
        return text[:-1]
    return text
