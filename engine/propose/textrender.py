"""The source's continuation from a cursor, in the output's whitespace convention."""

from __future__ import annotations

from dataclasses import dataclass

from .textcursor import SourceText
from .textlex import STRING
from .textstyle import Style


@dataclass(frozen=True)
class Continuation:
    text: str
    complete: bool  # it runs to the end of the source (the last token is whole)


def token_text(src: SourceText, style: Style, i: int) -> str:
    lexed = src.skel.lexed
    text = lexed.token(i)
    if lexed.classes[i] == STRING and style.quotes:
        q = text[0]
        out = style.quote(q)
        if out != q:
            text = out + text[1:-1] + out if len(text) > 1 and text[-1] == q else out + text[1:]
    return text


def render(src: SourceText, style: Style, pos: int, out_ws: str, limit: int) -> Continuation | None:
    """About `limit` characters of what follows skeleton position pos - 1 (the output's last
    visible character), after the whitespace `out_ws` the output has put there so far.
    None where the output's convention is unknown at the first gap, or contradicts it."""
    skel, lexed = src.skel, src.skel.lexed
    if not 0 < pos < len(skel):
        return None
    prev, tok = skel.tok[pos - 1], skel.tok[pos]
    parts: list[str] = []
    if prev == tok:  # inside a token: the rest of it, its inner whitespace as in the source
        rest = lexed.text[skel.orig[pos - 1] + 1 : lexed.ends[tok]]
        if lexed.classes[tok] == STRING and style.quotes and rest and rest[-1] == lexed.text[lexed.starts[tok]]:
            rest = rest[:-1] + style.quote(rest[-1])
        if not rest.startswith(out_ws):
            return None
        parts.append(rest[len(out_ws) :])
    else:
        left, right, src_gap = lexed.classes[tok - 1], lexed.classes[tok], lexed.gap(tok)
        gap = style.gap(left, right, src_gap, lexed.levels[tok], out_ws)
        if gap is None or not gap.startswith(out_ws):
            return None
        if not style.known(left, right, src_gap):  # decided by the break the output began
            style = style.assuming(left, right, src_gap, gap)
        parts += [gap[len(out_ws) :], token_text(src, style, tok)]
    size = sum(map(len, parts))
    i = tok + 1
    while size < limit and i < len(lexed):
        gap = style.gap(lexed.classes[i - 1], lexed.classes[i], lexed.gap(i), lexed.levels[i])
        if gap is None:
            break
        piece = gap + token_text(src, style, i)
        parts.append(piece)
        size += len(piece)
        i += 1
    return Continuation("".join(parts), complete=i >= len(lexed))
