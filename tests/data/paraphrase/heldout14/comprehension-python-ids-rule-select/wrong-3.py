"""Load Suricata-style rule files and pick the ones enabled for a sensor profile."""

import re
from dataclasses import dataclass
from pathlib import Path

SID_RE = re.compile(r"\bsid:(\d+);")
MSG_RE = re.compile(r'\bmsg:"([^"]*)";')
CLASSTYPE_RE = re.compile(r"\bclasstype:([\w-]+);")


@dataclass(frozen=True)
class Rule:
    sid: int
    msg: str
    classtype: str
    action: str
    raw: str
    enabled: bool


def parse_line(line: str) -> Rule | None:
    text = line.strip()
    enabled = True
    if text.startswith("#"):
        text = text.lstrip("#").strip()
        enabled = False
    if not text or " " not in text:
        return None
    action = text.split(" ", 1)[0]
    if action not in ("alert", "drop", "reject", "pass"):
        return None
    sid = SID_RE.search(text)
    if sid is None:
        return None
    msg = MSG_RE.search(text)
    ct = CLASSTYPE_RE.search(text)
    return Rule(int(sid.group(1)), msg.group(1) if msg else "", ct.group(1) if ct else "unknown", action, text, enabled)


def load_rules(path: Path) -> list[Rule]:
    return [rule for line in path.read_text(encoding="utf-8").splitlines() if (rule := parse_line(line)) is not None]


def select_for_profile(rules: list[Rule], classtypes: set[str], disabled_sids: set[int]) -> list[Rule]:
    """Rules a sensor should run: enabled in the file, in one of the profile's
    classtypes, and not switched off locally."""
    selected = []
    for r in rules:
        if r.enabled and r.classtype in classtypes and r.sid not in disabled_sids:
            selected.append(r)
    return selected


def duplicate_sids(rules: list[Rule]) -> dict[int, int]:
    seen: dict[int, int] = {}
    for r in rules:
        seen[r.sid] = seen.get(r.sid, 0) + 1
    return {sid: n for sid, n in seen.items() if n > 1}


def write_rules(rules: list[Rule], path: Path) -> None:
    lines = []
    for r in sorted(rules, key=lambda r: r.sid):
        lines.append(r.raw if r.enabled else "# " + r.raw)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
