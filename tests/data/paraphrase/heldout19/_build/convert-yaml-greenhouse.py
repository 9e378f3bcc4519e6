import json

import yaml
from lib import SPLIT, apply, write_case

NAME = "convert-yaml-greenhouse"
FILE = "zones.yaml"
src = (SPLIT / NAME / FILE).read_text()
data = yaml.safe_load(src)

right1 = json.dumps(data, indent=2, ensure_ascii=False) + "\n"
right2 = json.dumps(data, indent=4, ensure_ascii=False) + "\n"
wrong1 = apply(right1, [('"co2_ppm": 1000,', '"co2_ppm": "1000",')])
wrong2 = apply(right1, [('      "crop": "Proloog",\n', '')])
wrong3 = apply(right1, [(',\n  "alarms": {\n    "max_temp_c": 32,\n    "min_temp_c": 12,\n    "notify": [\n      "teeltmanager@westland-gh3.nl",\n      "+31 6 1234 5678"\n    ]\n  }\n}', '\n}')])
wrong4 = apply(right1, [('{\n  "site"', '// Climate zones for glasshouse 3 (Westland site).\n// Temperatures in degrees C, humidity in % RH, light in umol/m2/s.\n{\n  "site"')])

write_case(NAME, FILE, "convert", "yaml", [
    ("terse", "yaml -> json"),
    ("polite", "Could you convert this zone file to JSON for the new dashboard? Same structure and values, keep the numbers as numbers."),
    ("declarative", "The climate zone config should be a JSON document with exactly the same data."),
    ("other", "zet dit om naar json aub, de priva bridge leest geen yaml"),
    ("other", "convert zones.yaml to json"),
], [
    ("right-1.json", "right", "same data as JSON, 2-space indent; the YAML comments are dropped since JSON has none", right1, False),
    ("right-2.json", "right", "same data as JSON with 4-space indent", right2, False),
    ("wrong-1.json", "wrong", "truss-tomato's co2_ppm became the string \"1000\" instead of a number", wrong1, False),
    ("wrong-2.json", "wrong", "the cucumber zone lost its crop key", wrong2, False),
    ("wrong-3.json", "wrong", "the alarms section is missing; the JSON was closed after zones", wrong3, False),
    ("wrong-4.json", "wrong", "the YAML comments were carried over as // lines, so the JSON does not parse", wrong4, True),
])
