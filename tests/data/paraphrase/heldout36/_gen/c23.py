import json, yaml
from lib import case
y = '''# Permit conditions for the Harlow Vale tyre plant, transcribed from the
# environmental permit EPR/HV3417KT (variation 2, 2025). Used by the intake
# desk software and the annual return generator.
permit:
  ref: EPR/HV3417KT
  operator: Harlow Vale Recycling Ltd
  site: Old Brickworks, Harlow Vale
  variation: 2
  issued: "2025-02-14"
  regulator: Environment Agency
  waste_codes:
    - code: "16 01 03"
      description: end-of-life tyres
      annual_limit_tonnes: 24000
    - code: "19 12 04"
      description: plastic and rubber from mechanical treatment
      annual_limit_tonnes: 3000
storage:
  max_on_site_tonnes: 1500
  max_stack_height_m: 3.0
  min_fire_gap_m: 6.0
  max_stack_volume_m3: 450
  areas:
    - id: north-1
      surface: impermeable
      drainage: sealed
      max_tonnes: 400
    - id: north-2
      surface: impermeable
      drainage: sealed
      max_tonnes: 400
    - id: otr-pad
      surface: impermeable
      drainage: sealed
      max_tonnes: 600
    - id: chip-bunker
      surface: impermeable
      drainage: sealed
      max_tonnes: 100
operations:
  hours:
    weekdays: "07:00-18:00"
    saturday: "07:00-13:00"
    sunday: closed
    bank_holidays: closed
  shredding_hours:
    weekdays: "08:00-17:00"
    saturday: null
  noise_limit_dba: 55
  dust_monitoring: true
lines:
  - id: L1
    screen_mm: 50
    rated_tph: 6.5
    blade_change_hours: 160
  - id: L2
    screen_mm: 20
    rated_tph: 4.0
    blade_change_hours: 120
fire:
  plan_ref: FPP-2025-03
  water_supply_litres: 240000
  hydrant_within_m: 90
  quarantine_area_tonnes: 50
  thermal_camera: true
  drills_per_year: 2
reporting:
  returns:
    - name: quarterly waste return
      due_days_after_quarter: 28
    - name: annual throughput report
      due: "01-31"
  contacts:
    - role: technically competent manager
      name: Dana Okafor
      phone: "+44 1632 960418"
    - role: site manager
      name: Pete Lindqvist
      phone: "+44 1632 960233"
'''
data = yaml.safe_load(y)
right = json.dumps(data, indent=2, ensure_ascii=False) + "\n"
right_compact4 = json.dumps(data, indent=4, ensure_ascii=False) + "\n"
case("convert-yaml-to-json-permit", "permit.yaml", "convert", "yaml", y, [
    ("terse", "permit.yaml -> JSON"),
    ("polite", "Could you convert this permit file to JSON? The comments can go, but please keep every value and its type exactly (the codes and dates are strings, saturday shredding is null)."),
    ("declarative", "The same permit conditions should be expressed as a JSON document with identical keys, values and types."),
    ("other", "the annual return generator only reads json now. convert permit.yaml, same data, watch the quoted strings"),
    ("other", "Converti questo YAML in JSON mantenendo tutte le chiavi, i valori e i tipi."),
], [
    dict(label="right", why="faithful JSON with two-space indent; codes, dates, phone numbers stay strings, null and booleans kept", text=right),
    dict(label="right", why="same data with four-space indentation (free formatting choice)", text=right_compact4),
    dict(label="wrong", why="variation written as the string \"2\" instead of the number 2 (type changed)",
         base="right-1.json", edits=[('    "variation": 2,\n', '    "variation": "2",\n')]),
    dict(label="wrong", why="saturday shredding hours (null) dropped from shredding_hours",
         base="right-1.json", edits=[('      "weekdays": "08:00-17:00",\n      "saturday": null\n', '      "weekdays": "08:00-17:00"\n')]),
    dict(label="wrong", why="the chip-bunker storage area is missing (only three of four areas converted)",
         base="right-1.json", edits=[('      },\n      {\n        "id": "chip-bunker",\n        "surface": "impermeable",\n        "drainage": "sealed",\n        "max_tonnes": 100\n      }\n', '      }\n')]),
    dict(label="wrong", why="trailing comma after the last contact: not valid JSON", breaks=True,
         base="right-1.json", edits=[('        "phone": "+44 1632 960233"\n      }\n', '        "phone": "+44 1632 960233"\n      },\n')]),
], result_ext=".json")
