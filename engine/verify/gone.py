"""A definition the instruction asks to remove is gone: "remove debug_draw_hitboxes and its
call", "delete the `legacyExport` function", "parseV1 should no longer exist", "Usuń funkcję
parse_v1", "删除函数 parse_v1". The name must be the removal's object, a definition of the
original file, and no longer defined in the result. Not judged: a removal from something
("remove X from the exports": X stays), a part of the thing ("remove X's parameter", "the
call to X", "the body of X"), and names in what the instruction says stays."""

from __future__ import annotations

import re

from .findings import Finding
from .phrasing import said_and_kept
from .syntax_trees import definitions

_VERB = (r"remove|delete|drop|eliminate|get\s+rid\s+of|take\s+out|kill|nuke|rip\s+out|"
         r"entfern\w*|lösch\w*|elimin\w*|borr[ae]r?|supprim\w*|enl[eè]v\w*|remova|remover|exclua|excluir|apag\w*|"
         r"rimuov\w*|cancella(?:re)?|удал\w*|убер\w*|usu[ńn]\w*")
# What a language puts between the verb and the name: articles and the kind of thing.
_FILLER = (r"(?:(?:the|this|that|old|unused|dead|deprecated|legacy|whole|entire|die|den|das|alte\w*|la|el|le|les|los|las|o|a|"
           r"il|lo|function|functions|method|methods|class|struct|type|helper|func|fn|def|funktion|methode|función|funcion|"
           r"fonction|função|funcao|funzione|método|metodo|méthode|функци\w*|метод\w*|функц\w*|funkcj\w*|metod\w*|klas\w*)\s+)*")
_NAME = r"`?(?P<name>[A-Za-z_$][A-Za-z0-9_$]*(?:\.[A-Za-z_$][A-Za-z0-9_$]*)?)`?(?:\s*\(\))?"
# After the name: a removal from something, or a part of the thing, not the thing itself.
_NOT_WHOLE = re.compile(r"^\s*(?:'s|’s|from\b|aus\b|de\b|du\b|des\b|из\b|z\b|da\b|dal\b|della\b|del\b|\.\w)", re.I)
FORWARD = re.compile(rf"\b(?:{_VERB})\s+{_FILLER}{_NAME}", re.I)
# "parseV1 should no longer exist", "parseV1 can go", "parseV1 has to be removed".
PASSIVE = re.compile(rf"{_NAME}\s+(?:\w+\s+)?(?:should|must|can|has\s+to|needs\s+to|ought\s+to|is\s+to)\s+(?:no\s+longer\s+exist|"
                     r"not\s+exist(?:\s+anymore)?|go(?:\s+away)?\b|be\s+(?:removed|deleted|dropped|gone))", re.I)
# Any removal asked, whatever its object.
ASKS_REMOVAL = re.compile(rf"\b(?:{_VERB})\b|\b(?:should(?:\s+not|n't)|must(?:\s+not|n't)|(?:should|must|can|will)\s+no\s+longer)\s+exist|"
                          r"\bno\s+longer\s+(?:exists?|needed)\b|\b(?:can|should|must)\s+go\b|\bbe\s+gone\b|删除|删掉|移除|去掉|削除|삭제",
                          re.I)
CJK = re.compile(r"(?:删除|删掉|移除|去掉|削除|삭제)\s*(?:函数|関数|函數|함수|方法|メソッド)?\s*`?(?P<name>[A-Za-z_$][A-Za-z0-9_$]*)`?|"
                 r"`?(?P<before>[A-Za-z_$][A-Za-z0-9_$]*)`?\s*(?:関数|函数|함수|メソッド)?\s*(?:を|를|을)?\s*(?:删除|删掉|移除|去掉|削除|삭제)")


def removal_targets(instruction: str) -> list[str]:
    """The names the request part of the instruction asks to remove whole, in order."""
    said = said_and_kept(instruction)[0]
    out: list[str] = []
    for pattern in (FORWARD, PASSIVE):
        for m in pattern.finditer(said):
            if not _NOT_WHOLE.match(said[m.end():]):
                out.append(m.group("name"))
    for m in CJK.finditer(said):
        out.append(m.group("name") or m.group("before"))
    return list(dict.fromkeys(out))


def gone_findings(original: str, result: str, filename: str, instruction: str) -> list[Finding]:
    """A definition the instruction asks to remove that the result still defines."""
    targets = removal_targets(instruction)
    if not targets:
        return []
    before = definitions(original, filename)
    after = definitions(result, filename)
    left = [n for n in targets if n in before and n in after]
    if not left:
        return []
    where = ", ".join(f"`{n}` (line {after[n].line})" for n in left)
    return [Finding("removal", False, f"still defines {where}, which the instruction asks to remove", tuple(after[n].line for n in left))]
