"""Layout asked without a formatting verb ("put it on one line", "4 spaces instead of 2",
"the keys should be sorted", "as YAML"), rewritten to the imperative the reformat reader takes.

    LAYOUT: [(pattern, imperative), ...]
    MODAL   the modal verbs a declarative asks with ("should", "needs to", "is to")"""

from __future__ import annotations

import re

MODAL = r"(?:should|must|shall|will|needs?\s+to|has\s+to|have\s+to|ought\s+to|is\s+going\s+to|is\s+to)"

# Layout shapes, said without a formatting verb.
LAYOUT: list[tuple[re.Pattern, str]] = [
    (re.compile(r"^(?:(?:put|write|squash|collapse|flatten|join|compress|cram|fit|get|have|make|turn|render|output|keep|want|need|like)\s+)?"
                r"(?:it|this|that|everything|all\s+of\s+(?:it|this)|the\s+(?:whole\s+|entire\s+)?(?:\w+\s+)?(?:file|document|json|object|data|config|thing))?\s*"
                r"(?:to\s+be\s+|be\s+|go\s+)?(?:on|onto|into|to|in)\s+(?:one|a\s+single|1|a)\s+(?:single\s+)?line$", re.I), "minify"),
    (re.compile(r"^(?:(?:make|get|turn)\s+)?(?:it|this|the\s+(?:\w+\s+)?(?:file|json|data|document))?\s*(?:to\s+be\s+|be\s+)?"
                r"(?:minified|compact(?:ed)?|compressed)$", re.I), "minify"),
    (re.compile(r"^(?:strip|remove|drop|get\s+rid\s+of)\s+(?:all\s+)?(?:the\s+)?(?:unnecessary\s+|extra\s+|insignificant\s+)?"
                r"(?:whitespace|white\s+space|spaces\s+and\s+newlines|newlines\s+and\s+spaces|line\s+breaks|indentation\s+and\s+newlines)"
                r"(?:\s+(?:from\s+)?(?:it|this|the\s+\w+))?$", re.I), "minify"),
    (re.compile(r"^(?:(?:make|get|turn)\s+)?(?:it|this|the\s+(?:\w+\s+)?(?:file|json|data|document))?\s*(?:to\s+be\s+|be\s+|more\s+)?"
                r"(?:human[- ])?(?:readable|pretty|pretty[- ]printed|nicely\s+formatted|indented)"
                r"(?P<w>\s+(?:with|using|at)\s+\S+[- ]?spaces?(?:\s+(?:of\s+)?indent(?:ation)?)?)?$", re.I), "pretty{w}"),
    # 4 spaces instead of 2 / four-space indentation instead of tabs / tabs, not spaces
    (re.compile(r"^(?:(?:use|with|using|switch\s+to|go\s+to|move\s+to)\s+)?(?P<n>\d+|two|three|four|eight)[- ]?spaces?"
                r"(?:\s+(?:of\s+)?indent(?:ation|s)?|\s+indented)?(?:\s+per\s+level)?\s+(?:instead\s+of|rather\s+than|not)\s+.+$", re.I),
     "indent with {n} spaces"),
    (re.compile(r"^(?:(?:use|with|using|switch\s+to)\s+)?tabs(?:\s+for\s+indentation)?\s+(?:instead\s+of|rather\s+than|not)\s+.+$", re.I),
     "use tabs"),
    (re.compile(r"^(?:(?:re-?indent|indent)\s+)?(?:it|this|the\s+\w+\s+)?\s*(?:with|using|to|by)\s+(?P<n>\d+|two|three|four|eight)"
                r"[- ]?spaces?(?:\s+(?:each|per\s+level))?\s+(?:instead\s+of|rather\s+than|not)\s+.+$", re.I), "indent with {n} spaces"),
    (re.compile(r"^(?:change|convert|switch|turn)\s+(?:the\s+)?(?:indentation|indent|indents)\s+(?:from\s+\S+(?:[- ]?spaces?)?\s+)?"
                r"(?:to|into)\s+(?P<n>\d+|two|three|four|eight)[- ]?spaces?$", re.I), "indent with {n} spaces"),
    (re.compile(r"^(?:re-?indent|indent)\s+(?:it|this|the\s+\w+\s+)?\s*from\s+\S+(?:[- ]?spaces?)?\s+(?:to|into)\s+(?P<n>\d+|two|three|four|eight)[- ]?spaces?$", re.I),
     "indent with {n} spaces"),
    (re.compile(r"^(?:replace|convert|change|turn|swap)\s+(?:all\s+)?(?:the\s+)?tabs\s+(?:with|to|into|for)\s+(?P<n>\d+|two|three|four|eight)[- ]?spaces?(?:\s+each)?$", re.I),
     "indent with {n} spaces"),
    (re.compile(r"^(?:(?:sort|order|alphabeti[sz]e)\s+)(?:all\s+)?(?:the\s+)?(?:\w+\s+)?(?:keys|fields|properties|entries)\s+"
                r"(?:alphabetically|in\s+alphabetical\s+order|a-z|a\s+to\s+z|by\s+name)\b.*$", re.I), "sort the keys"),
    (re.compile(r"^(?:the\s+)?(?:keys|fields|properties)\s+(?:{m}\s+be\s+|in\s+)?(?:sorted|in\s+alphabetical\s+order|alphabetical|"
                r"alphabetized|alphabetised)(?:\s+.*)?$".replace("{m}", MODAL), re.I), "sort the keys"),
    (re.compile(r"^(?:(?:make|turn)\s+)?(?:it|this|the\s+\w+)?\s*(?:into|as)\s+(?P<fmt>json|ya?ml|toml)(?:\s+instead)?$", re.I), "convert to {fmt}"),
    (re.compile(r"^(?:i\s+(?:want|need)\s+|give\s+me\s+)?(?:it|this|the\s+\w+\s+)?(?:in|as)\s+(?P<fmt>json|ya?ml|toml)(?:\s+(?:format|instead))*$", re.I),
     "convert to {fmt}"),
    (re.compile(r"^(?:it|this|the\s+\w+)\s+(?:{m}\s+be|to\s+be)\s+(?P<fmt>json|ya?ml|toml)(?:\s+instead)?$".replace("{m}", MODAL), re.I),
     "convert to {fmt}"),
]
