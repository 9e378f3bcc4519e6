"""An instruction that may rightly leave the file as it is: a condition ("if needed"), a request
to change nothing, or a request to look rather than to write, where it leads the action (after a
place: "In config.py, make sure DEBUG is False"), follows an "and" ("go through the file and
make sure ..."), ends the instruction ("..., can you verify?") or is a question of how things are
("Is DEBUG off?"); not "add a step: check the tip" nor "the check-in bot".

    may_leave_unchanged(action, instruction) -> bool"""

from __future__ import annotations

import re

LOOK = (r"(?:double[\s-]?check|check|verify|make\s+sure|ensure|confirm|explain|review|v[ée]rifie[rz]?|pr[üu]fe?n?|"
        r"stell\w*\s+sicher|aseg[úu]rate|comprueba|verifica|controlla|sprawd[źz]|controleer)(?![\w-])")
# A place before the request ("In config.py,", "config:"), not an action ("add a step: check the tip").
PLACE = r"(?:(?!\s*(?:add|insert|append|new|write|create|include|put)\b)[^,:;]{0,60}[,:]\s*)?"
MAYBE_NOTHING = re.compile(
    r"\b(?:if\s+(?:any|needed|necessary|there\s+(?:is|are)|it\s+(?:has|is))|where\s+needed|as\s+needed|when\s+needed|"
    r"(?:do|change)\s+nothing(?!\s+else)|nothing\s+to\s+(?:do|change)|no\s+changes?|leave)\b"
    rf"|^\W*{PLACE}(?:(?:please|could\s+you|can\s+you|would\s+you)\s+)?{LOOK}|\band\s+{LOOK}|\bsanity[\s-]check\b"
    r"|確認|チェック|检查|确认",
    re.IGNORECASE,
)
# Read on the whole instruction (the action has lost its question mark): a request that ends it, a yes/no question.
ASKS = re.compile(rf"\b(?:please|can\s+you|could\s+you)\s+(?:double[\s-]?)?{LOOK}\W*$|^\W*(?:is|are|does|do|has|have)\s[^?]*\?\W*$",
                  re.IGNORECASE)


def may_leave_unchanged(action: str, instruction: str) -> bool:
    return bool(MAYBE_NOTHING.search(action or instruction) or ASKS.search(instruction.strip()))
