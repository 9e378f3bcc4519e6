"""The edit prompt, and pulling the edited file back out of the model's reply."""

from __future__ import annotations

from pathlib import PurePath

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


def language(filename: str) -> str:
    return LANGS.get(PurePath(filename).suffix.lower(), "")


def fenced(source: str, filename: str = "") -> str:
    """The file in a fenced block, as the edit prompt shows it."""
    body = source if source.endswith("\n") else source + "\n"
    return f"{FENCE}{language(filename)}\n{body}{FENCE}"


def edit_messages(source: str, instruction: str, filename: str = "") -> list[dict[str, str]]:
    """System, then the file, then the instruction: measured on the 0.5B model, an
    instruction placed before the code was ignored and the code copied unchanged."""
    name = f" `{PurePath(filename).name}`" if filename else ""
    user = (
        f"File{name}:\n{fenced(source, filename)}\n\n"
        f"Instruction: {instruction.strip()}\n"
        "Reply with the whole edited file in one code block."
    )
    return [{"role": "system", "content": SYSTEM}, {"role": "user", "content": user}]


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
