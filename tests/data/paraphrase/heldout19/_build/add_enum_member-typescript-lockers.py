from lib import SPLIT, apply, write_case

NAME = "add_enum_member-typescript-lockers"
FILE = "compartmentState.ts"
src = (SPLIT / NAME / FILE).read_text()

ENUM = ('  Blocked = "BLOCKED", // door fault or vandalism, needs a technician\n}',
        '  Blocked = "BLOCKED", // door fault or vandalism, needs a technician\n  Quarantined = "QUARANTINED",\n}')
LABEL = ('  [CompartmentState.Blocked]: { nl: "Geblokkeerd", en: "Blocked" },\n',
         '  [CompartmentState.Blocked]: { nl: "Geblokkeerd", en: "Blocked" },\n  [CompartmentState.Quarantined]: { nl: "In quarantaine", en: "Quarantined" },\n')
right1 = apply(src, [ENUM, LABEL])
right2 = apply(src, [
    ('  Overdue = "OVERDUE", // parcel not collected in time, courier must return it\n',
     '  Overdue = "OVERDUE", // parcel not collected in time, courier must return it\n  Quarantined = "QUARANTINED", // leaking or smelly parcel removed, awaiting cleaning\n'),
    ('  [CompartmentState.Overdue]: { nl: "Niet opgehaald", en: "Overdue" },\n',
     '  [CompartmentState.Overdue]: { nl: "Niet opgehaald", en: "Overdue" },\n  [CompartmentState.Quarantined]: { nl: "In quarantaine", en: "Quarantined" },\n')])
wrong1 = apply(src, [ENUM])
wrong2 = apply(right1, [('Quarantined = "QUARANTINED"', 'Quarantined = "QUARANTINE"')])
wrong3 = apply(right1, [('{ nl: "In quarantaine", en: "Quarantined" }', '{ nl: "Quarantined", en: "In quarantaine" }')])
wrong4 = apply(right1, [("OVERDUE_AFTER_HOURS = 72;", "OVERDUE_AFTER_HOURS = 48;")])
wrong5 = apply(right1, [("= [CompartmentState.Free];", "= [CompartmentState.Free, CompartmentState.Quarantined];")])

write_case(NAME, FILE, "add_enum_member", "typescript", [
    ("terse", "CompartmentState += Quarantined = \"QUARANTINED\" (labels nl \"In quarantaine\", en \"Quarantined\")"),
    ("polite", "Could you add a Quarantined member with the value \"QUARANTINED\" to CompartmentState, and give it the labels \"In quarantaine\" (nl) and \"Quarantined\" (en) in STATE_LABELS? It must not become rentable; no other changes please."),
    ("declarative", "CompartmentState needs a Quarantined state, string value \"QUARANTINED\", labelled \"In quarantaine\" in Dutch and \"Quarantined\" in English."),
    ("other", "after the leaking-parcel incident ops want a quarantine state: add Quarantined = \"QUARANTINED\" to the enum + labels (nl: In quarantaine / en: Quarantined)"),
], [
    ("right-1.ts", "right", "Quarantined = \"QUARANTINED\" added at the end of the enum and its nl/en labels added to STATE_LABELS", right1, False),
    ("right-2.ts", "right", "same member placed after Overdue with a comment, label entry placed after Overdue's", right2, False),
    ("wrong-1.ts", "wrong", "enum member added but STATE_LABELS has no entry for it: the Record type no longer checks", wrong1, True),
    ("wrong-2.ts", "wrong", "the member's value is \"QUARANTINE\" instead of \"QUARANTINED\"", wrong2, False),
    ("wrong-3.ts", "wrong", "the Dutch and English labels are swapped", wrong3, False),
    ("wrong-4.ts", "wrong", "member and labels added but OVERDUE_AFTER_HOURS changed from 72 to 48", wrong4, False),
    ("wrong-5.ts", "wrong", "Quarantined was also added to RENTABLE_STATES, so quarantined compartments can be reserved", wrong5, False),
])
