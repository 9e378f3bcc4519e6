from lib import SPLIT, apply, write_case

NAME = "change_condition-cpp-lockers"
FILE = "DoorMonitor.cpp"
src = (SPLIT / NAME / FILE).read_text()

C = "            if (!sessionActive && c.hasParcel) {\n"
right1 = apply(src, [(C, "            if (!sessionActive && c.hasParcel && !c.inMaintenance) {\n")])
right2 = apply(src, [(C, "            if (!c.inMaintenance && !sessionActive && c.hasParcel) {\n")])
wrong1 = apply(src, [(C, "            if (!sessionActive && c.hasParcel && c.inMaintenance) {\n")])
wrong2 = apply(src, [("            if (c.openSeconds > leftOpenLimit_) {\n", "            if (c.openSeconds > leftOpenLimit_ && !c.inMaintenance) {\n")])
wrong3 = apply(src, [(C, "            if (!sessionActive && c.hasParcel || !c.inMaintenance) {\n")])
wrong4 = apply(src, [("        for (auto& c : compartments) {\n", "        for (auto& c : compartments) {\n            if (c.inMaintenance) {\n                continue;\n            }\n")])

write_case(NAME, FILE, "change_condition", "cpp", [
    ("terse", "no tamper alarm when c.inMaintenance"),
    ("polite", "Could you change the tamper condition in poll so it doesn't fire for compartments that are in maintenance? The left-open alarm should keep working for them."),
    ("declarative", "A compartment in maintenance must never raise a Tamper alarm; DoorLeftOpen is unchanged."),
    ("other", "technicians keep triggering tamper alarms when they open doors during maintenance - add the inMaintenance check to the tamper if"),
    ("other", "Tamper-Alarm nur auslösen, wenn das Fach nicht in Wartung ist (inMaintenance), der Alarm für offen gelassene Türen bleibt wie er ist."),
], [
    ("right-1.cpp", "right", "&& !c.inMaintenance added to the tamper condition only", right1, False),
    ("right-2.cpp", "right", "same condition with the maintenance test written first", right2, False),
    ("wrong-1.cpp", "wrong", "the check is inverted: tamper now fires only for compartments in maintenance", wrong1, False),
    ("wrong-2.cpp", "wrong", "maintenance check added to the DoorLeftOpen condition; the tamper alarm still fires in maintenance", wrong2, False),
    ("wrong-3.cpp", "wrong", "|| instead of &&: every open door not in maintenance now raises a tamper alarm", wrong3, False),
    ("wrong-4.cpp", "wrong", "maintenance compartments skipped at the top of the loop, which also silences the left-open alarm and stops the open-seconds count", wrong4, False),
])
