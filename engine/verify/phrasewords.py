"""The words phrasing.py reads clauses by: what says something stays as it is, what turns
such a clause back into a request, and what says how far an edit reaches."""

from __future__ import annotations

import re


# A clause that says what stays as it is: "the log-shipper sidecar stays as it is", "retry
# attempts stay at 4", "holiday pay is unaffected", "(not the upstream one)".
STAYS = re.compile(
    r"\b(?:stays?|stayed|remains?|unaffected|untouched|unchanged|alone|as\s+(?:is|it\s+is|they\s+are)|the\s+same(?!\s+(?:way\s+)?as\b)|"
    r"keeps?\s+(?:its|their|the|it|them|`|\w+$)|"
    r"is\s+fine|bleib\w*|unverändert|se\s+queda\w*|sin\s+cambios|no\s+se\s+toca|ne\s+change\s+pas|inchangé\w*|"
    r"intact[oa]?s?|fica\s+(?:igual|como\s+est[áa])|n[ãa]o\s+mexa|zostaj\w*|rimane|blijft|"
    r"(?:is|are)\s+still\s+(?:on|at|in|the\s+same|unchanged|\d)|still\s+(?:on|at|uses?|points?|needs?|reads?|wants?|relies\s+on)|(?:is|are)\s+(?:a\s+|an\s+)?(?:different|separate|another|other))\b|не\s+трога\w*|остав(?:ь|ьте|ить|ляем|ляю)(?!\w)(?!\s+только)|без\s+изменений|そのまま|不要(?:改|动|碰)|保持不变|不变|"
    r"^(?:but\s+)?not\b|^(?:and\s+)?(?:keep|leave|preserve)\b|"
    # "no en alarms.bottle_store", "(pas dans storage)", "nicht in", "non nel", "não em", "niet in", "nie w": not that place
    r"^(?:pero\s+|mais\s+|aber\s+|ma\s+|mas\s+|maar\s+|ale\s+)?(?:no\s+(?:en|dentro\s+de)|pas\s+(?:dans|sur|en|à)|nicht\s+(?:in|im|bei|unter)|"
    r"non\s+(?:in|nel|nella|nei|sotto)|n[ãa]o\s+(?:em|no|na|nos|nas)|niet\s+(?:in|bij|onder)|nie\s+(?:w|we|na))\b"
    r"(?!.*\b(?:mais|sino|sondern|aber|ma|mas|maar|ale|but)\b)",  # "pas dans storage mais dans cache": the place is the second
    re.I,
)
# What turns such a clause back into a request ("x stays but rename y -> z").
REQUESTS = re.compile(r"->|→|=>|\b(?:rename|renaming|should\s+be\s+called|change|set|add|remove|delete|replace|become)\b", re.I)


# A trailing clause that says how far the edit reaches ("covering the declaration, the definition
# and the calls", "including its callers and the tests"): what the edit takes along, not another ask.
REACH = re.compile(r"(?:covering|including|incl\.|together\s+with|along\s+with|as\s+well\s+as|plus)\s+(?:all\s+|every\s+|each\s+)?"
                   r"(?:the\s+|its\s+|their\s+)?(?:declarations?|definitions?|calls?|callers?|call\s+sites?|uses?|usages?|references?|"
                   r"tests?|docs?|comments?|doc\s+comments?|imports?|overrides?|implementations?)\b", re.I)
