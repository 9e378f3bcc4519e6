"""A CSS rule the result adds goes where it always applies, unless the instruction speaks of a
condition: one added inside an `@media (max-width: 600px)` block styles phones only. The
instruction speaks of one when it names media, a device or screen size, print, a colour
scheme or motion preference, or a value of that block's condition (`600px`, `max-width`).
Rules are tree-sitter's `rule_set`s; a block that gained a rule counts (a rename keeps the
count)."""

from __future__ import annotations

import re
from collections import Counter

from .findings import Finding
from .syntax_trees import _tree

ASKS_MEDIA = re.compile(r"@?\bmedia\b|\bmobile|\bphones?\b|iphone|ipad|android|handheld|\bdevices?\b|\btouch|retina|"
                        r"\b(?:small|smaller|narrow|tiny|compact|large|big|wide)(?:[- ]?screens?|\s+viewports?|\s+windows?)|"
                        r"viewport|responsive|breakpoint|tablet|desktop|widescreen|\bprint\w*|\bpaper|\bpdf\b|"
                        r"\b(?:dark|light)\b|colou?r[- ]scheme|\btheme|contrast|reduced[- ]motion|\bmotion\b|landscape|"
                        r"portrait|orientation|\bhover(?:ing)?\s+(?:capable|devices?)|móvil|handy|移动|モバイル|모바일|"
                        r"sombre|oscuro|dunkel", re.I)
CONDITION_WORDS = re.compile(r"[\w-]*\d[\w.-]*|[a-z]+-[a-z-]+")


def media_findings(original: str, result: str, filename: str, instruction: str = "") -> list[Finding]:
    if not filename.endswith(".css") or result == original or ASKS_MEDIA.search(instruction):
        return []
    before, after = _rules(original), _rules(result)
    if before is None or after is None:
        return []
    had, counts, grown = {(s, m) for s, m, _ in before}, Counter(m for _, m, _ in before), Counter(m for _, m, _ in after)
    found: list[Finding] = []
    for selector, media, line in after:
        if media and (selector, media) not in had and grown[media] > counts[media] and not any(w in instruction for w in CONDITION_WORDS.findall(media)):
            found.append(Finding("css", False, f"`{selector}` (line {line}) is added inside `{media}`, so it applies only "
                                 f"there", (line,)))
    return found


def _rules(text: str) -> list[tuple[str, str, int]] | None:
    """(selector, the `@media ...` around it or "", line) of every rule_set; None when the CSS
    does not parse."""
    tree = _tree(text, "x.css")
    if tree is None or tree.root_node.has_error:
        return None
    out: list[tuple[str, str, int]] = []
    stack = [(tree.root_node, "")]
    while stack:
        node, media = stack.pop()
        if node.type == "rule_set":
            selectors = node.child_by_field_name("selectors") or node.named_children[0]
            out.append((" ".join(selectors.text.decode("utf-8", "replace").split()), media, node.start_point[0] + 1))
            continue
        if node.type == "media_statement":
            media = " ".join(node.text.decode("utf-8", "replace").split("{", 1)[0].split())
        stack.extend((child, media) for child in node.named_children)
    return out
