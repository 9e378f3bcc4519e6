"""A CSS rule an instruction writes out without backticks (`.card--sold .photo { filter:
grayscale(100%); opacity: 0.7 }`): its selector (the run of selector pieces before `{`, no
prose such as `add` or `issue #42:`) and each declaration."""

from __future__ import annotations

import re


# A CSS rule written out in the instruction: `.card--sold .photo { filter: grayscale(100%); opacity: 0.7 }`.
CSS_BLOCK = re.compile(r"\{([^{}`]{1,400}:[^{}`]{0,400})\}")
# One piece of a selector: `.card--sold`, `#main`, `tr:nth-child(even)`, `a[href]`, a combinator.
PIECE = re.compile(r"(?:[.#]?[A-Za-z_-][\w-]*(?:[.#][\w-]+|::?[\w-]+(?:\([^()\s]*\))?|\[[^\]\s]*\])*|[>+~])")
TAGS = {"a", "p", "div", "span", "ul", "ol", "li", "table", "thead", "tbody", "tfoot", "tr", "td", "th", "img", "button", "input",
        "label", "form", "select", "textarea", "header", "footer", "nav", "main", "section", "article", "aside", "h1", "h2",
        "h3", "h4", "h5", "h6", "body", "html", "svg", "figure", "figcaption", "code", "pre", "strong", "em", "small", "*"}


def css_blocks(instruction: str) -> list[tuple[int, list[str]]]:
    """Each rule the instruction writes out without backticks: where its declarations start,
    and its selector and declarations."""
    out: list[tuple[int, list[str]]] = []
    for m in CSS_BLOCK.finditer(instruction):
        if "`" in instruction[max(0, m.start() - 1):m.start()]:
            continue
        sel = _selector(instruction[max(0, m.start() - 200):m.start()])
        decls = [d.strip() for d in m.group(1).split(";") if re.fullmatch(r"\s*-?[a-z][a-z-]*\s*:\s*\S.*", d)]
        out.append((m.start(1), ([sel] if sel else []) + decls))
    return out


def _selector(before: str) -> str | None:
    """The selector that ends `before` (the text up to a rule's `{`): its pieces back to the
    first word that is prose (`add`, `need`, `issue #42:`); one of them a class or an id."""
    pieces: list[str] = []
    for token in reversed(before.split()):
        if not PIECE.fullmatch(token) or not (token[0] in ".#>+~" or token.lower().split(":")[0].split("[")[0] in TAGS):
            break
        pieces.insert(0, token)
    while pieces and pieces[0] in ">+~":
        pieces.pop(0)
    return " ".join(pieces) if any(p[0] in ".#" or re.search(r"[.#]", p) for p in pieces) else None
