"""A definition the instruction asks to remove is gone: "remove debug_draw_hitboxes and its
call", "delete the `legacyExport` function", "parseV1 should no longer exist", "Usuń funkcję
parse_v1", "删除函数 parse_v1". The name must be the removal's object, a definition of the
original file, defined there once, and no longer defined in the result. Not judged: a removal
from something ("remove X from the exports", "the area method from Square": X stays), a part
of the thing ("remove X's parameter", "the validate call", "the track export", "the body of
X"), a name defined twice (a getter and its setter, two classes' `area`), and names in what the
instruction says stays."""

from __future__ import annotations

import re

from .findings import Finding
from .phrasing import said_and_kept
from .syntax_trees import definition_ranges, definitions

REMOVE_VERB = (r"remove|delete|drop|eliminate|get\s+rid\s+of|take\s+out|kill|nuke|rip\s+out|"
         r"entfern\w*|lösch\w*|elimin\w*|borr[ae]r?|supprim\w*|enl[eè]v\w*|remova|remover|exclua|excluir|apag\w*|"
         r"rimuov\w*|cancella(?:re)?|удал\w*|убер\w*|usu[ńn]\w*")
# What a language puts between the verb and the name: articles and the kind of thing.
_FILLER = (r"(?:(?:the|this|that|old|unused|dead|deprecated|legacy|whole|entire|die|den|das|alte\w*|la|el|le|les|los|las|o|a|"
           r"il|lo|function|functions|method|methods|class|struct|type|helper|func|fn|def|funktion|methode|función|funcion|"
           r"fonction|função|funcao|funzione|método|metodo|méthode|функци\w*|метод\w*|функц\w*|funkcj\w*|metod\w*|klas\w*)\s+)*")
_NAME = r"`?(?P<name>[A-Za-z_$][A-Za-z0-9_$]*(?:(?:\.|::|#)[A-Za-z_$][A-Za-z0-9_$]*)?)`?(?:\s*\(\))?"
# After the name: a removal from something ("from Square", "of Square", "in main", a kind word
# first: "the area method from Square"), or a part of the thing ("the validate call", "the
# track export", "X's parameter"), not the thing itself.
_NOT_WHOLE = re.compile(r"^\s*(?:\w+\s+)?(?:'s|’s|from|in|of|inside|within|on|aus|in|im|de|du|des|из|в|z|w|da|dal|della|del|dans|en)\b|"
                        r"^\s*(?:'s|’s|\.\w)|^\s*(?:call|calls|invocation|invocations|export|exports|import|imports|usage|usages|"
                        r"uses?|line|lines|statement|decorator|setter|getter|branch|check|argument|param\w*|prints?|logs?)\b|"
                        r"^\s*(?:中|の中|里|内|에서|의)", re.I)
# More names in the same removal: "remove foo and bar", "delete a, b and c".
# (a name that reads as code: `quoted`, snake_case, camelCase, or with its `()`; "and log a message" goes on)
_MORE = re.compile(r"\s*(?:,\s*(?:and\s+)?|\s+and\s+|\s*&\s*)(?:the\s+)?(?:`(?P<quoted>[A-Za-z_$][A-Za-z0-9_$]*)`|"
                   r"(?P<name>[A-Za-z_$][A-Za-z0-9$]*[_A-Z0-9][A-Za-z0-9_$]*|[A-Za-z_$][A-Za-z0-9_$]*(?=\s*\(\)))(?:\s*\(\))?)")
FORWARD = re.compile(rf"\b(?:{REMOVE_VERB})\s+{_FILLER}{_NAME}", re.I)
# The end of a clause: "can go." but not "should go to stderr".
_END = r"(?=\s*(?:[.,;:!?)]|$|\s(?:and|but|now|anymore|too)\b))"
_GONE = (rf"(?:no\s+longer\s+exist|not\s+exist(?:\s+anymore)?|go(?:\s+away)?{_END}|be\s+(?:removed|deleted|dropped|gone))")
# "parseV1 should no longer exist", "the parseV1 function can go.", "parseV1 has to be removed": the
# name starts the clause or follows an article or a kind word.
PASSIVE = re.compile(rf"(?:^|(?<=[.;!?,:]\s)|\b(?:the|function|method|class|helper)\s+){_NAME}(?:\s+(?:function|method|class|helper))?\s+"
                     rf"(?:should|must|can|has\s+to|needs\s+to|ought\s+to|is\s+to)\s+{_GONE}", re.I)
# Any removal asked, whatever its object.
ASKS_REMOVAL = re.compile(rf"\b(?:{REMOVE_VERB})\b|\b(?:should(?:\s+not|n't)|must(?:\s+not|n't)|(?:should|must|can|will)\s+no\s+longer)\s+exist|"
                          rf"\bno\s+longer\s+(?:exists?|needed)\b|\b(?:can|should|must)\s+go{_END}|\bbe\s+gone\b|删除|删掉|移除|去掉|削除|삭제",
                          re.I)
CJK = re.compile(r"(?:删除|删掉|移除|去掉|削除|삭제)\s*(?:函数|関数|函數|함수|方法|メソッド)?\s*`?(?P<name>[A-Za-z_$][A-Za-z0-9_$]*)`?|"
                 r"`?(?P<before>[A-Za-z_$][A-Za-z0-9_$]*)`?\s*(?:関数|函数|함수|メソッド)?\s*(?:を|를|을)?\s*(?:删除|删掉|移除|去掉|削除|삭제)")


def removal_targets(instruction: str) -> list[str]:
    """The names the request part of the instruction asks to remove whole, in order."""
    said = said_and_kept(instruction)[0]
    out: list[str] = []
    for m in FORWARD.finditer(said):
        end, names = m.end(), [m.group("name")]
        while (more := _MORE.match(said, end)) is not None:
            end = more.end()
            names.append(more.group("quoted") or more.group("name"))
        if not _NOT_WHOLE.match(said[end:]):
            out += names
    for m in PASSIVE.finditer(said):
        out.append(m.group("name"))
    for m in CJK.finditer(said):
        if m.group("name") and _NOT_WHOLE.match(said[m.end():]):
            continue
        out.append(m.group("name") or m.group("before"))
    return list(dict.fromkeys(out))


def gone_findings(original: str, result: str, filename: str, instruction: str) -> list[Finding]:
    """A definition the instruction asks to remove that the result still defines."""
    targets = removal_targets(instruction)
    if not targets:
        return []
    before = definitions(original, filename)
    after = definitions(result, filename)
    left = []
    for name in targets:
        owner, _, short = re.sub(r"::|#", ".", name).rpartition(".")  # `Inventory::legacyCsvExport`: the method
        named = [k for k in before if k == name or k.rsplit(".", 1)[-1] == short]  # `M.parse_v1` for "parse_v1"
        if owner and len(named) > 1:
            named = [k for k in named if k.rsplit(".", 1)[0].rsplit(".", 1)[-1] == owner]
        # one definition of that name (not a getter and its setter, two classes' `area`), still there
        if len(named) == 1 and len(definition_ranges(original, filename, named[0])) == 1 and named[0] in after:
            left.append(named[0])
    if not left:
        return []
    where = ", ".join(f"`{n}` (line {after[n].line})" for n in left)
    return [Finding("removal", False, f"still defines {where}, which the instruction asks to remove", tuple(after[n].line for n in left))]


# "Replace" and "instead" in other languages: an addition that also replaces what was there.
MULTILINGUAL_REPLACE = (r"\b(?:ersetz\w*|statt|anstatt|reemplaz\w*|sustitu\w*|lugar|remplac\w*|lieu|sostitu\w*|invece|substitu\w*|"
                        r"vez|vervang\w*|plaats|zast[aą]p\w*|zamiast|yerine|de[gğ]i[sş]tir\w*)\b|置き換|代わり|替换|代替|改为|改成|대신|바꿔|교체")
# Words that let an addition take lines out or rewrite them.
TAKES_OUT = re.compile(rf"\b(?:{REMOVE_VERB})\b|\b(?:replac\w*|instead|rather|move\w*|convert\w*|rewrit\w*|turn\w*|swap\w*|inlin\w*|"
                       r"merg\w*|split\w*|extract\w*|refactor\w*|simplif\w*|dedup\w*|duplicat\w*|rather|no\s+longer|"
                       r"stop\w*|without|strip\w*|rm|purg\w*|prun\w*|dead\s+code|unused|obsolete|any\s*more|only\s+once|once\s+each|"
                       r"(?:should|must|does|do)\s*(?:n[o']?t|never)\s+(?:need|have|contain|use|list|expose|be\s+in)|(?:can|could|may)\s+(?:it|this|that|they|these|those)\s+go|"
                       r"no\s+(?:\S+\s+){1,3}(?:left|remain\w*)|no\s+\w+\s+(?:\w+\s+)?(?:please|pls)|verwijder\w*|rimuov\w*|kaldır\w*|sil|usu[nń]\w*|"
                       r"concatenat\w*|interpolat\w*|comprehension|idiomatic|functional|one-?liner)\b|"
                       r"^\s*no\s+\w|削除|除去|取り除|消し|删除|删掉|去掉|移除|삭제|제거|インライン|内联|인라인|없애|빼|" + MULTILINGUAL_REPLACE, re.I)


# Words that ask to rewrite a function's body in another shape: its lines may go without a name said.
RESHAPES = re.compile(r"\b(?:async|await|promises?|then-?chains?|\.then|modern\w*|flatten\w*|early\s+returns?|guard\s+claus\w*|"
                      r"nested\s+ifs?|template\s+(?:string|literal)|computed|restructur\w*|simplif\w*|refactor\w*|anticipat\w*|anidad\w*|verschacht\w*|"
                      r"comprensi\w*|compr[ée]hension|komprehension|(?:as|into)\s+(?:an?\s+)?(?:param\w*|argument|arg|constant|variable|field|property))\b|内包|早期リターン|ガード節|提前返回|嵌套", re.I)
