import json, yaml
from lib import case
conv = lambda s: json.dumps(yaml.safe_load(s), indent=2, ensure_ascii=False, default=str) + "\n"
conv4 = lambda s: json.dumps(yaml.safe_load(s), indent=4, ensure_ascii=False, default=str) + "\n"
case("convert-yaml-exhibition-plan", "exhibition_2027.yaml", "convert", "yaml", [
    ("terse", "yaml -> json"),
    ("polite", "Could you convert this exhibition plan to JSON for the club website? Please keep every value and its type exactly as it is (numbers stay numbers, booleans stay booleans)."),
    ("declarative", "This file should be JSON instead of YAML, with the same structure and values."),
    ("other", "Converti questo file YAML in JSON, senza perdere nessun valore."),
    ("other", "the website only reads json. can you turn exhibition_2027.yaml into json? dates as strings are fine"),
], [
    ("right", "faithful JSON, 2-space indent, dates as ISO strings, comment dropped (JSON has none)", [conv]),
    ("right", "faithful JSON with 4-space indent; same data", [conv4]),
    ("wrong", "the third layout (Rübeland Schmalspur) is missing from the layouts list",
     [conv, lambda s: s.replace(""",
    {
      "name": "Rübeland Schmalspur",
      "scale": "H0e",
      "gauge_mm": 9,
      "size_m": [
        3.0,
        1.2
      ],
      "owner": "Dieter Kollwitz",
      "era": "DR Epoche III",
      "dcc": true,
      "operators": 2
    }""", "", 1)]),
    ("wrong", "booleans turned into strings: \"dcc\": \"true\" / \"false\" for every layout",
     [conv, ("\"dcc\": true", "\"dcc\": \"true\"", 2), ("\"dcc\": false", "\"dcc\": \"false\"", 1)]),
    ("wrong", "the child admission price became 3.5 instead of 3",
     [conv, ("\"child\": 3,", "\"child\": 3.5,", 1)]),
    ("wrong", "trailing commas after the last member of the catering object and of the last trader: not valid JSON",
     [conv, ("\"vegetarian_option\": true\n", "\"vegetarian_option\": true,\n", 1), ("\"power_socket\": false\n", "\"power_socket\": false,\n", 1)]),
], ext=".json")
