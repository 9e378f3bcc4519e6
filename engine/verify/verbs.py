"""The verb of an action said in another language or as a declarative, put first where the
readers look for it: "Füge ... hinzu", "There should be a lint target", "Each stop must carry
a flag" all ask to add.

    verb_first(action) -> action, led by its canonical English verb when it had none first

Only additions are brought forward: an instruction that adds may not alter what was there,
which is what the net enforces once it sees the verb."""

from __future__ import annotations

import re

# An English imperative already first: nothing to do.
LEADING = re.compile(r"^(?:add|insert|append|prepend|include|introduce|document|annotate|write|create|put|attach|wrap|log|implement|"
                     r"define|declare|give|provide|expose|register|support|rename|replace|change|update|set|bump|increase|decrease|"
                     r"raise|lower|make|turn|convert|rewrite|remove|delete|drop|strip|move|swap|sort|extract|inline|pull|split|"
                     r"merge|use|fix|refactor|reformat|format|minify|indent|re-?indent)\b", re.I)
# Additions in other languages: the verb anywhere in the clause.
FOREIGN_ADD = re.compile(
    r"\b(?:añad[ea]\w*|agreg[au]\w*|ajout\w*|rajout\w*|füg\w*\s.*\bhinzu|hinzufüg\w*|ergänz\w*|voeg\w*\s.*\btoe|toevoeg\w*|"
    r"dodaj\w*|aggiung\w*|adicion\w*|acrescent\w*|inclu[ay]\w*|ekle\w*)\b|追加|添加|加上|增加|新增|추가",
    re.I,
)
# A declarative addition: "there should be a ...", "X must carry / should have / needs a ...".
DECLARED_ADD = re.compile(
    r"\bthere\s+(?:should|must|needs?\s+to|has\s+to|ought\s+to)\s+be\s+(?:a|an|another|one\s+more|new)\b|"
    r"\b(?<!n't\s)(?:should|must|needs?\s+to|has\s+to|ought\s+to)\s+(?:also\s+)?(?:have|carry|include|contain|list|declare|accept|"
    r"support|get|gain|offer|expose|log|record|show)\s+(?:a|an|another|one\s+more|new|its\s+own)\b|"
    r"(?<!n't\s)(?<!not\s)(?<!no\s)\b(?:needs?|requires?)\s+(?:a|an|another|one\s+more|new)\b",
    re.I,
)
# A negation before the verb: "shouldn't need a", "should not have a" ask for no addition.
NEGATED = re.compile(r"\b(?:not|no\s+longer|never|n't|without)\b", re.I)


def verb_first(action: str) -> str:
    if not action or LEADING.match(action):
        return action
    if FOREIGN_ADD.search(action) or ((m := DECLARED_ADD.search(action)) and not NEGATED.search(action[: m.end()])):
        return f"add {action}"
    return action
