from lib import SPLIT, apply, write_case

NAME = "add_field-json-lockers"
FILE = "locker_bank_kx17.json"
src = (SPLIT / NAME / FILE).read_text()

right1 = apply(src, [('"\n    }', '",\n      "heated": false\n    }', 12)])
right2 = apply(src, [('",\n      "dims_mm"', '",\n      "heated": false,\n      "dims_mm"', 12)])
wrong1 = apply(right1, [('"status": "reserved",\n      "heated": false\n    }\n  ]', '"status": "reserved"\n    }\n  ]')])
wrong2 = apply(right1, [('  "firmware": "4.2.1",\n', '  "firmware": "4.2.1",\n  "heated": false,\n')])
wrong3 = apply(right1, [('"id": "B03",\n      "size": "XL",\n      "dims_mm": { "w": 420, "h": 590, "d": 600 },\n      "max_kg": 30,',
                         '"id": "B03",\n      "size": "XL",\n      "dims_mm": { "w": 420, "h": 590, "d": 600 },\n      "max_kg": 20,')])
wrong4 = apply(right1, [('"reserved",\n      "heated": false\n    },', '"reserved"\n      "heated": false\n    },')])
wrong5 = apply(src, [('"\n    }', '",\n      "heated": "false"\n    }', 12)])

write_case(NAME, FILE, "add_field", "json", [
    ("terse", "every compartment: add \"heated\": false"),
    ("polite", "Could you add a boolean `heated` field, set to false, to each compartment in the list? Please don't touch the bank-level settings or any existing values."),
    ("declarative", "Each compartment object needs a heated key with the value false."),
    ("other", "Añade el campo heated = false a todos los compartimentos (solo a los compartimentos, no al resto del fichero)."),
], [
    ("right-1.json", "right", "\"heated\": false appended to all 12 compartment objects, nothing else changed", right1, False),
    ("right-2.json", "right", "\"heated\": false added to all 12 compartments right after size (placement is a free choice)", right2, False),
    ("wrong-1.json", "wrong", "the last compartment (C02) did not get the field: 11 of 12", wrong1, False),
    ("wrong-2.json", "wrong", "field also added at the bank level next to firmware, which is not a compartment", wrong2, False),
    ("wrong-3.json", "wrong", "field added everywhere but B03's max_kg quietly changed from 30 to 20", wrong3, False),
    ("wrong-4.json", "wrong", "comma missing after A04's status before the new key: the file is no longer valid JSON", wrong4, True),
    ("wrong-5.json", "wrong", "the value is the string \"false\", not the boolean false", wrong5, False),
])
