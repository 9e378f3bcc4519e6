import json
import yaml
from lib import Case, sub

c = Case("convert-yaml-tournament-config", "tournament.yaml", "convert", "yaml")
o = c.original
c.ins("terse", "tournament.yaml -> json")
c.ins("polite", "Could you convert this tournament config from YAML to JSON? All values need to keep their exact types (strings stay strings, null stays null); the comment can go.")
c.ins("declarative", "This config should be expressed as JSON, with the same keys, values and types as the YAML.")
c.ins("other", "the new bracket service only reads json. same config please, just json")
c.ins("other", "Converti questa configurazione YAML in JSON mantenendo esattamente gli stessi valori e tipi.")

data = yaml.safe_load(o)
right = json.dumps(data, indent=2, ensure_ascii=False) + "\n"
c.res("right", right, "faithful JSON: \"1.10\" and the times stay strings, null stays null, folded notes text kept, 2-space indent", ext=".json")
r2 = json.dumps(data, indent=4, ensure_ascii=False) + "\n"
c.res("right", r2, "the same JSON with 4-space indentation", ext=".json")

w = sub(right, '"ruleset_version": "1.10",', '"ruleset_version": 1.1,')
c.res("wrong", w, "the quoted version \"1.10\" became the number 1.1", ext=".json")

w = sub(right, '"host": "nae-1.frostbyte.gg",\n      "port": 7778', '"host": "nae-1.frostbyte.gg",\n      "port": 7777')
c.res("wrong", w, "NA-East server port copied as 7777 instead of 7778", ext=".json")

w = sub(right, '"grand_final": 5\n    },\n    "bracket_reset": true\n  },', '"grand_final": 5\n    }\n  },')
c.res("wrong", w, "format.bracket_reset was dropped", ext=".json")

w = sub(right, '"Moira \\"Mo\\" Lindqvist"', '"Moira "Mo" Lindqvist"')
c.res("wrong", w, "the inner quotes of the caster's nickname are not escaped: not valid JSON", ext=".json", breaks=True)
c.write()
