"""An element the edit adds goes in the part of the page the instruction names: "add a Seed
swap link to the main navigation" is a new `<li>` inside the header, not in the footer's list
of links (nor in both). Only the two ends of a page are told apart: the header (top, main or
primary navigation) and the footer (bottom).

    place_findings(original, result, filename, instruction) -> [Finding]"""

from __future__ import annotations

import difflib
import re
from pathlib import PurePath

from .findings import Finding
from .htmlreach import SUFFIXES, html_tags
from .phrasing import said_and_kept

HEAD = re.compile(r"\b(?:header|top\s+(?:nav\w*|menu|bar)|(?:main|primary|site|global)\s+(?:nav\w*|menu)|nav\s*bar|Kopf\w*|Haupt(?:menü|navigation)|cabecera|"
                  r"encabezado|men[uú]\s+principal|en-t[êe]te|intestazione|menu\s+principale|cabe[çc]alho|główn\w*|nagłów\w*)\b|"
                  r"ヘッダー|メインメニュー|页眉|主导航|头部|헤더", re.I)
FOOT = re.compile(r"\b(?:footer|bottom\s+(?:nav\w*|menu|bar|links)|Fu(?:ß|ss)zeile|pie\s+de\s+p[aá]gina|pied\s+de\s+page|pi[eè]\s+di\s+pagina|rodap[ée]|stopk\w*)\b|"
                  r"フッター|页脚|頁尾|푸터", re.I)
# "(not the footer)", "nicht im Footer", "stopka bez zmian": a part named to be left alone.
NOT = re.compile(r"\b(?:not|nicht|no|pas|non|nie|niet|never)\s+(?:in\s+|im\s+|en\s+|dans\s+|w\s+)?(?:the\s+|la\s+|le\s+|der\s+|die\s+)?\S+", re.I)


def place_findings(original: str, result: str, filename: str, instruction: str) -> list[Finding]:
    if PurePath(filename).suffix.lower() not in SUFFIXES or original == result:
        return []
    asked = NOT.sub(" ", said_and_kept(instruction)[0])
    head, foot = bool(HEAD.search(asked)), bool(FOOT.search(asked))
    if head == foot:
        return []
    before, after = html_tags(original), html_tags(result)
    if before is None or after is None:
        return []
    if not any(_side(t[3], t[0]) == "foot" for t in before) or not any(_side(t[3], t[0]) == "head" for t in before):
        return []  # a page without both ends: nothing to tell apart
    sig = lambda t: (t[0], tuple(sorted((k, v or "") for k, v in t[1].items())))  # noqa: E731
    matcher = difflib.SequenceMatcher(None, [sig(t) for t in before], [sig(t) for t in after], autojunk=False)
    was = {t[0] for t in before}
    added = [(after[k], "changed" if tag == "replace" and after[k][0] in was else "added")
             for tag, _, _, j1, j2 in matcher.get_opcodes() if tag in ("insert", "replace") for k in range(j1, j2)]
    wrong = "foot" if head else "head"
    astray = [(t, how) for t, how in added if _side(t[3], t[0]) == wrong]
    if not astray:
        return []
    t, how = astray[0]
    where, asked_side = ("footer", "header") if head else ("header", "footer")
    return [Finding("place", False, f"{how} a `<{t[0]}>` in the {where} (line {t[2]}), where the instruction names the {asked_side}",
                    (t[2],))]


def _side(ancestors, tag: str) -> str | None:
    """Which end of the page an element is in: "head", "foot" or None."""
    for name, names in reversed(((tag, ""),) + tuple(ancestors)):
        tokens = set(names.lower().split())
        if name == "footer" or tokens & {"footer", "site-footer", "page-footer", "bottom-nav", "footer-nav"}:
            return "foot"
        if name == "header" or tokens & {"header", "site-header", "page-header", "masthead", "topbar", "top-nav", "main-nav",
                                         "primary-nav", "site-nav", "navbar"}:
            return "head"
    return None
