from edits import build

LAST = [
    ('"car": 21.0}\n', '"car": 21.0},\n      "check_in_minutes": 30\n', 4),
    ('"car": 34.5}\n', '"car": 34.5},\n      "check_in_minutes": 30\n', 2),
]
BEFORE_VESSEL = [
    ('      "vessel": "MV Solan",', '      "check_in_minutes": 30,\n      "vessel": "MV Solan",', 3),
    ('      "vessel": "MV Gannet Rock",', '      "check_in_minutes": 30,\n      "vessel": "MV Gannet Rock",', 3),
]
build("add_field-json-ferry-sailings", "sailings.json", {
    "right-1.json": LAST,
    "right-2.json": BEFORE_VESSEL,
    "wrong-1.json": LAST + [
        ('"passengers": 250\n', '"passengers": 250,\n      "check_in_minutes": 30\n', 1),
        ('"passengers": 120\n', '"passengers": 120,\n      "check_in_minutes": 30\n', 1),
    ],
    "wrong-2.json": ("right-1.json", [
        (',\n      "check_in_minutes": 30\n    },\n    {\n      "id": "KD-1010"', '\n    },\n    {\n      "id": "KD-1010"', 1),
    ]),
    "wrong-3.json": ("right-1.json", [('"check_in_minutes": 30\n', '"check_in_minutes": 30,\n', 6)]),
    "wrong-4.json": LAST + [('"arrive": "13:45"', '"arrive": "13:40"', 1)],
})
