from lib import case
import json

ORIG15 = '''
# Milking and feeding schedule for the east barn, spring grazing season.
barn: east
season: spring-2027
robots:
  - id: A1
    groups: [fresh, high-yield]
    max_visits_per_cow: 4
  - id: A2
    groups: [mid-lactation]
    max_visits_per_cow: 3
  - id: B1
    groups: [heifers, late-lactation]
    max_visits_per_cow: 3
grazing:
  enabled: true
  gate_opens: "06:30"
  gate_closes: "19:00"
  paddock_rotation_days: 3
  min_dry_matter_kg: 12.5
feeding:
  concentrate_per_visit_kg: 1.2
  mineral_lick: true
  silage_clamp: null
alerts:
  overdue_hours: 12
  notify:
    - farm-manager@greenholm.example
    - herdsman@greenholm.example
'''
DATA = {
    "barn": "east", "season": "spring-2027",
    "robots": [
        {"id": "A1", "groups": ["fresh", "high-yield"], "max_visits_per_cow": 4},
        {"id": "A2", "groups": ["mid-lactation"], "max_visits_per_cow": 3},
        {"id": "B1", "groups": ["heifers", "late-lactation"], "max_visits_per_cow": 3},
    ],
    "grazing": {"enabled": True, "gate_opens": "06:30", "gate_closes": "19:00", "paddock_rotation_days": 3, "min_dry_matter_kg": 12.5},
    "feeding": {"concentrate_per_visit_kg": 1.2, "mineral_lick": True, "silage_clamp": None},
    "alerts": {"overdue_hours": 12, "notify": ["farm-manager@greenholm.example", "herdsman@greenholm.example"]},
}
def dump(d):
    return json.dumps(d, indent=2) + "\n"
import copy, re
def compact(t):
    out = re.sub(r'\[\n\s+("[^"\n]*"(?:,\n\s+"[^"\n]*")*)\n\s+\]', lambda m: "[" + re.sub(r",\n\s+", ", ", m.group(1)) + "]", t)
    assert out != t
    return out
w1 = copy.deepcopy(DATA); w1["grazing"]["enabled"] = "true"; w1["feeding"]["mineral_lick"] = "true"
w2 = copy.deepcopy(DATA); del w2["feeding"]["silage_clamp"]
w3 = copy.deepcopy(DATA); w3["robots"][2]["groups"] = ["heifers"]
w4 = copy.deepcopy(DATA); w4["alerts"] = {"overdue_hours": 12, "notify": "farm-manager@greenholm.example"}
case("convert-yaml-milking-schedule", "schedule.yaml", "convert", "yaml", ORIG15,
     [("terse", "schedule.yaml -> json"),
      ("polite", "Could you convert this schedule to JSON (2-space indent)? All values should keep their types, so booleans stay booleans and the null stays null."),
      ("declarative", "The milking schedule should be expressed as an equivalent JSON document."),
      ("other", "the new herd software only reads json, turn this yaml into json pls (comment can go)"),
      ("other", "Converti questo file YAML in JSON mantenendo tutti i valori e i tipi.")],
     [("right", "equivalent JSON, 2-space indent, key order kept, comment dropped", dump(DATA)),
      ("right", "equivalent JSON, 2-space indent, with the short string arrays written on one line",
       compact(dump(DATA))),
      ("wrong", "booleans turned into strings (\"true\")", dump(w1)),
      ("wrong", "the silage_clamp: null key dropped", dump(w2)),
      ("wrong", "B1 lost its late-lactation group", dump(w3)),
      ("wrong", "the notify list collapsed to a single string with the first address", dump(w4))],
     out_ext=".json")
