from lib import case
ini = '''; Shredder PLC gateway settings - Harlow Vale line 2
[gateway]
host = 10.40.2.10
port = 502
poll_ms = 250
unit_id = 2

[alarms]
jam_amps = 410
jam_hold_s = 4
idle_amps = 95
email = controlroom@harlowvale.example

[historian]
url = http://historian.harlowvale.local:8086
bucket = shredder_l2
flush_s = 10

[alarms]
jam_amps = 410
jam_hold_s = 4
overheat_c = 85
'''
DUP = "\n[alarms]\njam_amps = 410\njam_hold_s = 4\noverheat_c = 85\n"
case("merge_duplicate_section-ini-plc-gateway", "gateway.ini", "merge_duplicate_section", "ini", ini, [
    ("terse", "merge the two [alarms] sections into one"),
    ("polite", "The file has [alarms] twice, so configparser refuses to load it. Could you merge them into the first [alarms] section, keeping every distinct setting once? Please don't change any values."),
    ("declarative", "gateway.ini should have a single [alarms] section holding jam_amps, jam_hold_s, idle_amps, email and overheat_c, with unchanged values."),
    ("other", "gateway won't start: DuplicateSectionError alarms. dedupe it (keep overheat_c!)"),
    ("other", "Voeg de twee [alarms]-secties samen tot één (de eerste), elke instelling één keer, waarden ongewijzigd."),
], [
    dict(label="right", why="second [alarms] removed and its only new key overheat_c moved into the first; values unchanged; file now loads", edits=[(DUP, ""), ("email = controlroom@harlowvale.example\n", "email = controlroom@harlowvale.example\noverheat_c = 85\n")]),
    dict(label="right", why="first [alarms] removed and idle_amps/email moved into the second (kept at the end of the file); every value once, unchanged",
         edits=[("\n[alarms]\njam_amps = 410\njam_hold_s = 4\nidle_amps = 95\nemail = controlroom@harlowvale.example\n", ""), ("jam_hold_s = 4\noverheat_c = 85\n", "jam_hold_s = 4\nidle_amps = 95\nemail = controlroom@harlowvale.example\noverheat_c = 85\n")]),
    dict(label="wrong", why="duplicate section deleted outright, losing overheat_c", edits=[(DUP, "")]),
    dict(label="wrong", why="merged, but jam_hold_s copied in twice: configparser raises DuplicateOptionError", breaks=True,
         edits=[(DUP, ""), ("email = controlroom@harlowvale.example\n", "email = controlroom@harlowvale.example\njam_hold_s = 4\noverheat_c = 85\n")]),
    dict(label="wrong", why="overheat_c moved into [historian] instead of [alarms]",
         edits=[(DUP, ""), ("flush_s = 10\n", "flush_s = 10\noverheat_c = 85\n")]),
    dict(label="wrong", why="merged, but jam_hold_s changed from 4 to 3",
         edits=[(DUP, ""), ("email = controlroom@harlowvale.example\n", "email = controlroom@harlowvale.example\noverheat_c = 85\n"), ("jam_hold_s = 4\n", "jam_hold_s = 3\n")]),
], orig_breaks=True)

md = '''# Kestrel Point - wind limits by boat class

These are the **maximum** conditions in which each class may be launched for
teaching. The senior instructor on duty may set lower limits for a session,
never higher ones. Limits are in knots, measured at the harbour mast.

| Class      | Sustained (kn) | Gusts (kn) | Min. crew | Notes                         |
|------------|----------------|------------|-----------|-------------------------------|
| Topper     | 14             | 18         | 1         | Juniors: 12 / 16              |
| RS Feva    | 16             | 20         | 2         | No spinnaker above 14 kn      |
| Laser Pico | 15             | 19         | 1         |                               |
| Wayfarer   | 18             | 24         | 2         | Reefed above 16 kn            |
| Hobie 16   | 20             | 26         | 2         | Trapeze only with Stage 3     |

## Rescue cover

- One crewed rescue boat per three boats on the water.
- An extra rescue boat whenever any session is within 2 kn of its gust limit.
- No launching in an offshore wind above 12 kn, whatever the class.

## Changing a limit

Limits are set by the principal after a risk assessment and recorded in the
safety log. Update this page and `wind_limits.py` together.
'''
ROW = "| Hobie 16   | 20             | 26         | 2         | Trapeze only with Stage 3     |\n"
NEWROW = "| RS Quest   | 17             | 22         | 2         | New for 2027 season           |\n"
case("add_table_row-markdown-wind-limits", "WIND_LIMITS.md", "add_table_row", "markdown", md, [
    ("terse", "table: add RS Quest | 17 | 22 | 2 | New for 2027 season"),
    ("polite", "Could you add a row for the RS Quest to the limits table: 17 kn sustained, 22 kn gusts, minimum crew 2, note \"New for 2027 season\"? Please keep the columns aligned like the other rows."),
    ("declarative", "The wind limits table should include the RS Quest with 17 sustained, 22 gusts, 2 crew and the note New for 2027 season."),
    ("other", "we bought two RS Quests. add them to the table -> 17/22, crew 2, note 'New for 2027 season'"),
    ("other", "Añade una fila para el RS Quest en la tabla: 17 nudos sostenido, 22 rachas, tripulación mínima 2, nota \"New for 2027 season\"."),
], [
    dict(label="right", why="aligned row added at the end of the table with the right values", edits=[(ROW, ROW + NEWROW)]),
    dict(label="right", why="row inserted after RS Feva (grouping the RS boats; free placement), aligned, right values",
         edits=[("| RS Feva    | 16             | 20         | 2         | No spinnaker above 14 kn      |\n", "| RS Feva    | 16             | 20         | 2         | No spinnaker above 14 kn      |\n" + NEWROW)]),
    dict(label="wrong", why="sustained and gust values swapped (22 sustained, 17 gusts)",
         edits=[(ROW, ROW + "| RS Quest   | 22             | 17         | 2         | New for 2027 season           |\n")]),
    dict(label="wrong", why="a blank line before the new row splits it off the table, so it renders as a paragraph",
         edits=[(ROW, ROW + "\n" + NEWROW)]),
    dict(label="wrong", why="row added, but the rescue-cover rule's 2 kn margin was changed to 3 kn",
         edits=[(ROW, ROW + NEWROW), ("within 2 kn of its gust limit", "within 3 kn of its gust limit")]),
    dict(label="wrong", why="the new row replaced the Hobie 16 row instead of being added",
         edits=[(ROW, NEWROW)]),
])
