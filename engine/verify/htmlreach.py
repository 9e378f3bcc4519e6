"""Which tags an attribute the edit adds goes on, held to the words of the instruction:
"add loading="lazy" to every image in the gallery" puts it on each `<img>` inside the element
whose id, class or tag the instruction names (the gallery), on no `<img>` outside it (the
header's logo), and on images, not on the `<a>` around them.

    reach_findings(original, result, filename, instruction) -> [Finding]

Tags are paired by their order (a result that adds or removes tags is left alone). A place is
named when a word of the instruction is an ancestor's id, one of its classes, or its tag
(`header`, `nav`, `form`...); a kind of tag when a word names it (images, links, inputs)."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import PurePath

from .findings import Finding
from .phrasing import said_and_kept
from .textcache import per_text

SUFFIXES = (".html", ".htm", ".xhtml", ".vue", ".svelte")
VOID = {"img", "input", "br", "hr", "meta", "link", "source", "area", "base", "col", "embed", "track", "wbr", "param"}
KINDS = {"img": r"images?|imgs?|photos?|pictures?|fotos?|imagens?|imágenes|imagenes|immagini|bilder|afbeeldingen|zdjęci\w*|画像|图片|이미지",
         "a": r"links?|anchors?|enlaces?|liens?", "input": r"inputs?|fields?|campos?|champs?|felder",
         "textarea": r"fields?|text\s*areas?|textareas?", "select": r"fields?|selects?|dropdowns?|drop-downs?",
         "button": r"buttons?|botones|botões|boutons?", "td": r"cells?", "li": r"list\s+items?"}
PLACES = {"header", "nav", "footer", "main", "aside", "section", "form", "table", "article", "ul", "ol"}

Element = tuple[str, dict[str, str | None], int, tuple[tuple[str, str], ...]]  # name, attributes, line, ancestors (tag, "id class")


class _Tree(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[Element] = []
        self.open: list[tuple[str, str]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        self.tags.append((tag, a, self.getpos()[0], tuple(self.open)))
        if tag not in VOID:
            self.open.append((tag, f"{a.get('id') or ''} {a.get('class') or ''}".strip()))

    def handle_endtag(self, tag: str) -> None:
        for k in range(len(self.open) - 1, -1, -1):
            if self.open[k][0] == tag:
                del self.open[k:]
                break


@per_text(maxsize=4)  # (htmlattrs.py and this rule read the same pair)
def html_tags(text: str) -> list[Element] | None:
    """Each start tag with its attributes, its line and the elements open around it."""
    parser = _Tree()
    try:
        parser.feed(text)
        parser.close()
    except Exception:  # noqa: BLE001 - a page the parser cannot read is the other rules'
        return None
    return parser.tags


# Class words that say how a thing looks, not what it is (Bootstrap's `text-center`, `main-col`).
STYLING = {"text", "main", "center", "left", "right", "row", "col", "cols", "container", "content", "wrapper", "wrap", "inner", "outer",
           "item", "items", "list", "card", "box", "block", "flex", "grid", "small", "large", "big", "dark", "light", "muted",
           "primary", "secondary", "image", "images", "img", "photo", "photos", "link", "links", "page", "body", "full", "half"}


def _named(ancestor: tuple[str, str], words: set[str]) -> bool:
    tag, names = ancestor
    parts = [n.lower() for n in re.split(r"\s+", names) if n]
    return tag in PLACES and tag in words or any(p in words and p not in STYLING and len(p) > 3 for p in parts) \
        or any(p in words and p not in STYLING and len(p) > 3 for n in parts for p in re.split(r"[_-]+", n) if "-" in n or "_" in n)


def reach_findings(original: str, result: str, filename: str, instruction: str) -> list[Finding]:
    if PurePath(filename).suffix.lower() not in SUFFIXES or original == result:
        return []
    before, after = html_tags(original), html_tags(result)
    if before is None or after is None or [t[0] for t in before] != [t[0] for t in after]:
        return []
    said = said_and_kept(instruction)[0]
    words = {w.lower() for w in re.findall(r"[A-Za-z][\w-]*", said)} | {w.lower().rstrip("s") for w in re.findall(r"[A-Za-z][\w-]*", said)}
    kinds = {tag for tag, pattern in KINDS.items() if re.search(rf"(?<!\w)(?:{pattern})(?!\w)", said, re.I)} \
        | {tag for tag in KINDS if re.search(rf"<{tag}\b|\b{tag}\s+tags?\b", said, re.I)}
    added: dict[str, list[int]] = {}
    for k, ((_, a, _, _), (_, b, _, _)) in enumerate(zip(before, after)):
        for name in b.keys() - a.keys():
            added.setdefault(name, []).append(k)
    out: list[Finding] = []
    for attr, got in added.items():
        if not re.search(rf"(?<![\w-]){re.escape(attr)}(?![\w-])", instruction, re.I):
            continue  # an attribute the instruction does not name is another rule's business
        names = {after[k][0] for k in got}
        stray = [k for k in got if kinds and after[k][0] not in kinds]
        if stray:
            k = stray[0]
            out.append(Finding("attributes", False, f"added `{attr}` to the `<{after[k][0]}>` at line {after[k][2]}, where the "
                               f"instruction speaks of `<{'>`, `<'.join(sorted(kinds))}>`", (after[k][2],)))
            continue
        places = {anc for k in got for anc in after[k][3] if _named(anc, words)}
        if not places:
            continue
        place = max(sorted(places), key=lambda anc: max(after[k][3].index(anc) for k in got if anc in after[k][3]))  # the innermost named
        inside = [k for k, t in enumerate(after) if place in t[3] and t[0] in (kinds or names)]
        outside = [k for k in got if place not in after[k][3]]
        missing = [k for k in inside if k not in got]
        label = f"<{place[0]}>` ({place[1]})" if place[1] else f"<{place[0]}>`"
        # the tags the instruction picks by name (`email` and `postcode` of six inputs) are no "every"
        picked = any(w in words for k in got for key in ("name", "id", "type")
                     for w in re.split(r"[\s_-]+", (after[k][1].get(key) or "").lower()) if len(w) > 2)
        if outside:
            k = outside[0]
            out.append(Finding("attributes", False, f"added `{attr}` to the `<{after[k][0]}>` at line {after[k][2]}, outside "
                               f"the `{label} the instruction names", (after[k][2],)))
        elif missing and not picked and re.search(r"\b(?:every|each|all|todas?|todos?|alle[ns]?|toutes?|tous|tutt[ei])\b|\b\w+s\b", said, re.I):
            k = missing[0]
            out.append(Finding("attributes", False, f"added `{attr}` to {len(inside) - len(missing)} of the {len(inside)} "
                               f"`<{after[k][0]}>` in the `{label}: not to the one at line {after[k][2]}", (after[k][2],)))
    return out
