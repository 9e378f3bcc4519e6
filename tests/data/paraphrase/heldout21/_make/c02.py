from mk import Case
import json
# ---------------- add_field json
orig = '''
{
  "works": "Larkspur Mill Dye Works",
  "updated": "2026-11-28",
  "recipes": [
    {
      "code": "IND-204",
      "shade": "deep indigo",
      "fibre": "wool",
      "bath_temp_c": 85,
      "liquor_ratio": 20,
      "auxiliaries": [
        { "name": "sodium hydrosulfite", "grams_per_litre": 3.5 },
        { "name": "soda ash", "grams_per_litre": 2.0 }
      ]
    },
    {
      "code": "MAD-117",
      "shade": "madder rose",
      "fibre": "cotton",
      "bath_temp_c": 70,
      "liquor_ratio": 30,
      "auxiliaries": [
        { "name": "alum mordant", "grams_per_litre": 12.0 }
      ]
    },
    {
      "code": "WEL-052",
      "shade": "weld yellow",
      "fibre": "silk",
      "bath_temp_c": 60,
      "liquor_ratio": 25,
      "auxiliaries": []
    },
    {
      "code": "LOG-310",
      "shade": "logwood grey",
      "fibre": "wool",
      "bath_temp_c": 90,
      "liquor_ratio": 20,
      "auxiliaries": [
        { "name": "iron sulfate", "grams_per_litre": 1.2 },
        { "name": "cream of tartar", "grams_per_litre": 4.0 }
      ]
    }
  ]
}
'''
c = Case("add_field-json-dye_recipes", "recipes.json", "add_field", "json", orig)
c.ins("terse", "add \"rinse_cycles\": 2 to each recipe")
c.ins("polite", "Could you add a rinse_cycles field with the value 2 to every recipe object? Please leave the auxiliaries lists alone.")
c.ins("declarative", "Every recipe needs a rinse_cycles entry, set to 2.")
c.ins("other", "¿Puedes añadir el campo \"rinse_cycles\": 2 a todas las recetas? Solo a las recetas, no a los auxiliares.")
c.ins("other", "each recipe -> rinse_cycles = 2 (number)")
R = [('"liquor_ratio": 20,', '"liquor_ratio": 20,\n      "rinse_cycles": 2,', 2),
     ('"liquor_ratio": 30,', '"liquor_ratio": 30,\n      "rinse_cycles": 2,', 1),
     ('"liquor_ratio": 25,', '"liquor_ratio": 25,\n      "rinse_cycles": 2,', 1)]
c.res("right", R, "rinse_cycles: 2 added after liquor_ratio in all four recipes")
c.res("right", [('      ]\n    }', '      ],\n      "rinse_cycles": 2\n    }', 3),
                ('      "auxiliaries": []\n', '      "auxiliaries": [],\n      "rinse_cycles": 2\n', 1)],
      "rinse_cycles: 2 added as the last key of all four recipes (placement is free)")
c.res("wrong", [R[0], R[1]], "field added to three recipes only: WEL-052 (the silk recipe) lacks rinse_cycles")
c.res("wrong", [(a, b.replace(": 2,", ": \"2\","), n) for a, b, n in R], "rinse_cycles added everywhere but as the string \"2\" instead of the number 2")
c.res("wrong", R + [('"grams_per_litre": 2.0 }', '"grams_per_litre": 2.0, "rinse_cycles": 2 }', 1),
                    ('"grams_per_litre": 12.0 }', '"grams_per_litre": 12.0, "rinse_cycles": 2 }', 1)],
      "also added rinse_cycles to two auxiliary objects, which are not recipes (the polite and Spanish phrasings exclude them explicitly)")
c.res("wrong", R + [('"liquor_ratio": 25,\n      "rinse_cycles": 2,\n      "auxiliaries": []\n    },',
                     '"liquor_ratio": 25,\n      "rinse_cycles": 2,\n      "auxiliaries": [],\n    },', 1)],
      "field added everywhere but a trailing comma after WEL-052's auxiliaries makes the JSON invalid", breaks=True)
c.write()

# ---------------- convert yaml -> json
orig = '''
# Ice rink bookings for the winter block
rink: Glenmoor Arena
surface: olympic
season: 2026-27
resurface_minutes: 15
sheets:
  - id: A
    length_m: 60
    public_skating: true
  - id: B
    length_m: 56
    public_skating: false
slots:
  - club: Glenmoor Curling Club
    sheet: B
    day: tuesday
    start: "18:30"
    end: "20:30"
    recurring: true
  - club: Northside Figure Skating
    sheet: A
    day: saturday
    start: "07:00"
    end: "09:00"
    recurring: true
    coaches:
      - Ilse Marten
      - Rowan Pike
  - club: Kestrel Ice Hockey U14
    sheet: A
    day: sunday
    start: "16:00"
    end: "17:30"
    recurring: false
    deposit_gbp: 120.5
contact:
  name: Fenella Quist
  phone: null
'''
c = Case("convert-yaml-rink_slots", "rink.yaml", "convert", "yaml", orig)
import yaml
data = yaml.safe_load(orig)
good = json.dumps(data, indent=2) + "\n"
c.ins("terse", "convert to json")
c.ins("polite", "Could you turn this YAML booking file into JSON for the kiosk? Keep every key and value exactly as it is; the comment can go.")
c.ins("declarative", "This file should be JSON rather than YAML, with the same data.")
c.ins("other", "yaml -> json pls, same keys and values")
c.ins("other", "Kannst du die Datei nach JSON konvertieren? Die Daten müssen identisch bleiben.")
c.res("right", text=good, ext=".json", why="faithful JSON: all keys, types, the quoted times, null phone")
c.res("right", text=json.dumps(data, indent=4, ensure_ascii=False) + "\n", ext=".json", why="faithful JSON with 4-space indentation (indent is free)")
c.res("wrong", [('"recurring": false', '"recurring": "false"', 1)], base=good, ext=".json",
      why="Kestrel slot's recurring became the string \"false\" instead of the boolean")
c.res("wrong", [('''        "Ilse Marten",
        "Rowan Pike"''', '''        "Ilse Marten"''', 1)], base=good, ext=".json",
      why="Rowan Pike dropped from the coaches list")
c.res("wrong", [('"deposit_gbp": 120.5', '"deposit_gbp": 120', 1)], base=good, ext=".json",
      why="deposit 120.5 rounded to 120")
c.res("wrong", [('"season": "2026-27"', '"season": "2026-27",', 1)], base=good, ext=".json", breaks=True,
      why="trailing comma after season: not valid JSON")
assert '"season": "2026-27"' in good
c.write()

# ---------------- bump_version toml
orig = '''
[build-system]
requires = ["setuptools>=68", "wheel"]
build-backend = "setuptools.build_meta"

[project]
name = "truckfleet-menus"
version = "2.3.9"
description = "Menu sync and pricing for the Harbourline food truck fleet"
readme = "README.md"
requires-python = ">=3.10"
authors = [{ name = "Harbourline Kitchens", email = "ops@harbourline.example" }]
dependencies = [
    "fleet-core>=2.3.9",
    "httpx>=0.27",
    "pydantic>=2.6,<3",
    "babel>=2.14",
]

[project.optional-dependencies]
dev = ["pytest>=8.0", "ruff>=0.4", "mypy>=1.10"]

[project.scripts]
menus-sync = "truckfleet_menus.cli:main"

[tool.truckfleet]
min_pos_firmware = "2.3.9"
default_currency = "EUR"

[tool.ruff]
line-length = 100
target-version = "py310"

[tool.pytest.ini_options]
testpaths = ["tests"]
addopts = "-q"
'''
c = Case("bump_version-toml-truck_menus", "pyproject.toml", "bump_version", "toml", orig)
c.ins("terse", "bump version 2.3.9 -> 2.4.0")
c.ins("polite", "Would you bump the package version to 2.4.0 for the minor release? Only the project version, please; the fleet-core requirement and the firmware pin stay at 2.3.9.")
c.ins("declarative", "truckfleet-menus is version 2.4.0 now.")
c.ins("other", "pasa la versión del paquete a 2.4.0")
c.ins("other", "minor release: project version 2.4.0 (dependencies untouched)")
V = ('version = "2.3.9"\ndescription', 'version = "2.4.0"\ndescription', 1)
c.res("right", [V], "only [project] version changed to 2.4.0")
c.res("wrong", [V, ('"fleet-core>=2.3.9"', '"fleet-core>=2.4.0"', 1)], "also raised the fleet-core dependency to >=2.4.0")
c.res("wrong", [('2.3.9', '2.4.0', 3)], "every 2.3.9 replaced: dependency and min_pos_firmware changed too")
c.res("wrong", [('version = "2.3.9"\ndescription', 'version = "2.3.10"\ndescription', 1)], "bumped the patch number (2.3.10) instead of to 2.4.0")
c.res("wrong", [V, ('requires-python = ">=3.10"', 'requires-python = ">=3.11"', 1)], "version right but requires-python silently raised to 3.11")
c.write()
