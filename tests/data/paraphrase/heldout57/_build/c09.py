from lib import case

ZONES = [
    ("minerals", "Mineral Gallery", 16, 24, 35, 55, 300, ["MG-T1", "MG-T2", "MG-H1"], "ahu-2", None),
    ("dinosaurs", "Dinosaur Hall", 16, 24, 40, 60, 200, ["DH-T1", "DH-T2", "DH-T3", "DH-H1"], "ahu-1", "large volume, slow to respond; keep the ramp gentle"),
    ("birds", "Bird Gallery", 16, 22, 45, 55, 50, ["BG-T1", "BG-H1"], "ahu-3", "feathers fade fast: lux cap is strict"),
    ("insects", "Insect Gallery", 16, 22, 45, 55, 50, ["IG-T1", "IG-H1"], "ahu-3", None),
    ("paper_archive", "Paper Archive", 14, 18, 35, 45, 50, ["PA-T1", "PA-H1", "PA-H2"], "ahu-4", "herbarium sheets and field notebooks"),
    ("spirit_store", "Spirit Collection Store", 12, 16, 40, 45, 0, ["SC-T1", "SC-H1"], "ahu-4", "ethanol store: no lights left on, ATEX fans"),
    ("temporary", "Temporary Exhibition", 17, 23, 40, 55, 150, ["TE-T1", "TE-T2", "TE-H1"], "ahu-1", None),
    ("learning_centre", "Learning Centre", 18, 25, 30, 65, 500, ["LC-T1"], "ahu-5", "school groups; comfort only, no collection objects"),
]
lines = [
    "# Gallery climate control for the building management bridge (bms-bridge).",
    "# Set-points agreed with the conservation team, review every March.",
    "# Temperatures in degrees C, relative humidity in %, light in lux.",
    "",
    "version: 3",
    "site: hallam-natural-history",
    "",
    "defaults:",
    "  poll_seconds: 60",
    "  alarm_after_minutes: 30",
    "  ramp_limit_rh_per_hour: 5",
    "  ramp_limit_temp_per_hour: 1.5",
    "  night_setback: false",
    "",
    "zones:",
]
for key, title, tmin, tmax, rmin, rmax, lux, sensors, ahu, note in ZONES:
    lines += [f"  {key}:", f"    title: {title}"]
    if note:
        lines.append(f"    # {note}")
    lines += [f"    air_handler: {ahu}", "    temperature:", f"      min: {tmin}", f"      max: {tmax}",
              "    humidity:", f"      min: {rmin}", f"      max: {rmax}", f"    max_lux: {lux}", "    sensors:"]
    lines += [f"      - {s}" for s in sensors]
    lines.append("")
lines += [
    "alarms:",
    "  notify:",
    "    - conservation@hallam-nhm.example",
    "    - estates-night@hallam-nhm.example",
    "  escalate_after_minutes: 90",
    "  quiet_hours:",
    "    start: \"22:00\"",
    "    end: \"06:00\"",
    "",
    "air_handlers:",
]
for ahu, room in [("ahu-1", "plant room north"), ("ahu-2", "plant room north"), ("ahu-3", "roof east"), ("ahu-4", "basement"), ("ahu-5", "roof west")]:
    lines += [f"  {ahu}:", f"    location: {room}", "    filter_change_days: 90", "    dehumidifier: true" if ahu in ("ahu-3", "ahu-4") else "    dehumidifier: false"]
ORIG = "\n".join(lines) + "\n"

PA = "    humidity:\n      min: 35\n      max: 45\n    max_lux: 50\n    sensors:\n      - PA-T1"
case("change_value-yaml-gallery-climate", "climate.yaml", "change_value", "yaml", ORIG,
     [("terse", "paper_archive humidity max 45 -> 48"),
      ("polite", "Could you raise the maximum relative humidity of the paper_archive zone from 45 to 48? Only that zone; the spirit store also has 45 and must stay as it is. Please keep the comments."),
      ("declarative", "The Paper Archive's humidity ceiling is 48 % from now on."),
      ("other", "conservation signed off on 48% RH max for the paper archive (the herbarium sheets are fine up to there). change only that zone"),
      ("other", "Paper Archive の湿度上限を 45 から 48 に変更してください。他のゾーンは変更しないでください。")],
     [("right", "paper_archive humidity max 45 changed to 48; nothing else", [(PA, PA.replace("max: 45", "max: 48"), 1)]),
      ("wrong", "spirit_store's humidity max 45 changed too",
       [(PA, PA.replace("max: 45", "max: 48"), 1), ("      min: 40\n      max: 45\n    max_lux: 0", "      min: 40\n      max: 48\n    max_lux: 0", 1)]),
      ("wrong", "the paper_archive humidity min was changed to 48 instead of the max",
       [(PA, PA.replace("min: 35", "min: 48"), 1)]),
      ("wrong", "the change hit spirit_store instead of paper_archive",
       [("      min: 40\n      max: 45\n    max_lux: 0", "      min: 40\n      max: 48\n    max_lux: 0", 1)]),
      ("wrong", "value changed, but the herbarium comment on the paper_archive zone was deleted",
       [(PA, PA.replace("max: 45", "max: 48"), 1), ("    # herbarium sheets and field notebooks\n", "", 1)]),
      ("wrong", "value changed to 48, but the temperature max of the zone was changed from 18 to 48 as well",
       [(PA, PA.replace("max: 45", "max: 48"), 1), ("      min: 14\n      max: 18\n", "      min: 14\n      max: 48\n", 1)])])

ORIG17 = '''
# robotd configuration, east barn
[farm]
name = "Greenholm Organic"
herd_size = 142
timezone = "Europe/London"

[milking]
min_interval_hours = 6.0
max_visits_per_day = 4
kickoff_retry = true
separate_colostrum_days = 5

[cleaning]
# system wash with hot alkaline detergent, acid rinse twice a week
detergent = "alkaline"
water_temp_c = 75
acid_days = ["tue", "fri"]

[alerts]
sms = ["+44 7700 900311", "+44 7700 900587"]
overdue_hours = 12

[robots.a1]
box = 1
teat_spray = true

[robots.a2]
box = 2
teat_spray = true
'''
CLEAN = 'acid_days = ["tue", "fri"]\n'
case("add_config_key-toml-milking-robot", "robotd.toml", "add_config_key", "toml", ORIG17,
     [("terse", "[cleaning] wash_interval_hours = 8"),
      ("polite", "Could you add wash_interval_hours = 8 (an integer) to the [cleaning] table? Please keep the comment and don't touch the other tables."),
      ("declarative", "The cleaning section should set wash_interval_hours to 8."),
      ("other", "the new detergent needs a wash every 8h, add that to cleaning as wash_interval_hours")],
     [("right", "wash_interval_hours = 8 added as the last key of [cleaning]", [(CLEAN, CLEAN + "wash_interval_hours = 8\n", 1)]),
      ("right", "wash_interval_hours = 8 added as the first key of [cleaning], under the comment",
       [('detergent = "alkaline"\n', 'wash_interval_hours = 8\ndetergent = "alkaline"\n', 1)]),
      ("wrong", "key appended at the end of the file, where it lands in [robots.a2]",
       [("box = 2\nteat_spray = true\n", "box = 2\nteat_spray = true\nwash_interval_hours = 8\n", 1)]),
      ("wrong", "value written as the string \"8\"", [(CLEAN, CLEAN + 'wash_interval_hours = "8"\n', 1)]),
      ("wrong", "key added under [alerts] instead of [cleaning]", [("overdue_hours = 12\n", "overdue_hours = 12\nwash_interval_hours = 8\n", 1)]),
      ("wrong", "key added, but the cleaning comment was removed",
       [(CLEAN, CLEAN + "wash_interval_hours = 8\n", 1), ("# system wash with hot alkaline detergent, acid rinse twice a week\n", "", 1)])])
