"""What an instruction says, as words to match against code: its words and numbers, the parts
of its identifiers (maxRetries -> max, retries), and when a code word counts as said."""

from __future__ import annotations

import re
import unicodedata

# Scripts written without spaces (kana, Han, Hangul): a name is glued to the particle or word
# beside it ("dept_id를", "timeoutを", "把dept_id改为"), and \w reads on through both.
UNSPACED = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff"
GLUED = re.compile(rf"(?<=[A-Za-z0-9_$])(?=[{UNSPACED}])|(?<=[{UNSPACED}])(?=[A-Za-z0-9_$])")


def spaced(instruction: str) -> str:
    """The instruction with a space where a name meets a word of a script written without
    spaces, so that the name reads as itself: "dept_id를 department_id로" -> "dept_id 를
    department_id 로"."""
    parts = QUOTED.split(instruction)  # a quoted or backticked literal ("第2章") is data: as it is
    return "".join(part if k % 2 else GLUED.sub(" ", part) for k, part in enumerate(parts))


QUOTED = re.compile(r"(`[^`\n]*`|\"[^\"\n]*\"|(?<!\w)'[^'\n]*'(?!\w)|“[^”\n]*”|「[^」\n]*」)")


# Quotes, brackets and separators: an addition moves them (a docstring's closing quotes, a comma).
MOVABLE = re.compile(r"[\s\"'`()\[\]{},;]+")


def instruction_words(instruction: str) -> set[str]:
    """Every word and number the instruction says, lowercase, with the parts of its
    identifiers (maxRetries -> max, retries)."""
    raw = set(re.findall(r"[\w$]+(?:\.[\w$]+)*", instruction))
    raw |= {folded for w in raw if not w.isascii() and len(folded := _unaccented(w)) == len(w) > 1}  # versión: version
    out = {w.lower() for w in raw} | {w.replace("-", "").lower() for w in re.findall(r"\w+(?:-\w+)+", instruction)}  # follow-up: followup
    out |= {g.lower() for g in GLOB.findall(instruction)}  # "the opc_da_* keys": a pattern of names
    for w in raw:
        out |= {p.lower() for p in re.findall(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+", w)}
        out |= {p.lower() for p in w.split(".")}
    return out


# A name written with a wildcard: `opc_da_*`, `*_timeout` (two letters or more beside the star).
GLOB = re.compile(r"(?<![\w*])(?:\w{2,}[\w.-]*\*[\w.*-]*|\*[\w.-]*\w{2,}[\w.*-]*)(?![\w*])")


def _unaccented(word: str) -> str:
    """A Latin word without its accents ("versión" -> "version"): the same word as a key or
    name spelt in ASCII. What has no plain letter (ß, other scripts) folds to nothing, and
    instruction_words keeps a folding only where every letter had one."""
    return unicodedata.normalize("NFKD", word).encode("ascii", "ignore").decode()


# English words that are also keywords: saying them names nothing in the code.
FUNCTION_WORDS = {"the", "an", "to", "in", "if", "is", "as", "or", "and", "of", "for", "on", "at", "by", "it", "be", "with",
                  "from", "this", "that", "all", "each", "every", "do", "does", "so", "into", "than", "then", "else", "not",
                  "no", "any", "are", "was", "can", "its", "one", "new", "let", "var", "fn", "def", "func", "use", "type"}


def mentioned(word: str, said: set[str]) -> bool:
    w = word.lower()
    if w in FUNCTION_WORDS:
        return False
    return w in said or (w.endswith("s") and w[:-1] in said) or (w + "s") in said


def name_said(name: str, said: set[str]) -> bool:
    """A definition's name said, whole or as its last part (Lua's `M.reset` by "reset")."""
    return mentioned(name, said) or mentioned(re.split(r"[.:]", name)[-1], said)


def parts_said(word: str, said: set[str]) -> bool:
    """Each part of the name is said, in full or as the word it abbreviates (`authTimeout`:
    "authorisation timeout", `maxTemp`: "maximum temperature")."""
    parts = [p.lower() for p in re.findall(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+", word)]
    return bool(parts) and all(p in said or p in FUNCTION_WORDS or _abbreviates(p, said) for p in parts)


def _abbreviates(part: str, said: set[str]) -> bool:
    return 3 <= len(part) <= 5 and part.isalpha() and any(len(w) >= len(part) + 3 and w.startswith(part) for w in said)
