from lib import E, case

ORIG = '''# Fruiting room setpoints for Brackenridge, read by the climate controller.
farm: brackenridge
timezone: Europe/Dublin
rooms:
  - id: F1
    species: oyster_blue
    temp_c: 16
    humidity: 92
    co2_max_ppm: 800
    lights:
      hours: 12
      on_at: "06:00"
  - id: F2
    species: lions_mane
    temp_c: 18.5
    humidity: 90
    co2_max_ppm: 1000
    lights: null
  - id: F3
    species: king_oyster
    temp_c: 15
    humidity: 88
    co2_max_ppm: 1500
    lights:
      hours: 10
      on_at: "07:30"
alerts:
  email: climate-ops@brackenridge.farm
  sms_numbers:
    - "+353871234567"
    - "+353869876543"
  quiet_hours: "22:00-06:00"
  escalate_after_minutes: 20
'''

RIGHT = '''{
  "farm": "brackenridge",
  "timezone": "Europe/Dublin",
  "rooms": [
    {
      "id": "F1",
      "species": "oyster_blue",
      "temp_c": 16,
      "humidity": 92,
      "co2_max_ppm": 800,
      "lights": {
        "hours": 12,
        "on_at": "06:00"
      }
    },
    {
      "id": "F2",
      "species": "lions_mane",
      "temp_c": 18.5,
      "humidity": 90,
      "co2_max_ppm": 1000,
      "lights": null
    },
    {
      "id": "F3",
      "species": "king_oyster",
      "temp_c": 15,
      "humidity": 88,
      "co2_max_ppm": 1500,
      "lights": {
        "hours": 10,
        "on_at": "07:30"
      }
    }
  ],
  "alerts": {
    "email": "climate-ops@brackenridge.farm",
    "sms_numbers": [
      "+353871234567",
      "+353869876543"
    ],
    "quiet_hours": "22:00-06:00",
    "escalate_after_minutes": 20
  }
}
'''

R = lambda t: RIGHT

case(
    "convert-yaml-to-json-room-setpoints", "rooms.yaml", "convert", "yaml", ORIG,
    [
        ("terse", "yaml -> json"),
        ("polite", "Could you convert rooms.yaml to JSON for the new controller firmware? Same structure and values, numbers as numbers and null as null; the comment can go since JSON has none."),
        ("declarative", "This setpoint file should be expressed as JSON with exactly the same data."),
        ("other", "the new controller only reads json :( can you turn this into json, 2-space indent"),
        ("other", "Wandel die Datei bitte in JSON um, Werte und Typen unverändert."),
    ],
    [
        ("right-1.json", "right", "same data as JSON with 2-space indent; numbers, null and strings keep their types", [R]),
        ("right-2.json", "right", "same data as JSON, rooms written one object per line; all values and types preserved",
         [lambda t: '''{
  "farm": "brackenridge",
  "timezone": "Europe/Dublin",
  "rooms": [
    {"id": "F1", "species": "oyster_blue", "temp_c": 16, "humidity": 92, "co2_max_ppm": 800, "lights": {"hours": 12, "on_at": "06:00"}},
    {"id": "F2", "species": "lions_mane", "temp_c": 18.5, "humidity": 90, "co2_max_ppm": 1000, "lights": null},
    {"id": "F3", "species": "king_oyster", "temp_c": 15, "humidity": 88, "co2_max_ppm": 1500, "lights": {"hours": 10, "on_at": "07:30"}}
  ],
  "alerts": {
    "email": "climate-ops@brackenridge.farm",
    "sms_numbers": ["+353871234567", "+353869876543"],
    "quiet_hours": "22:00-06:00",
    "escalate_after_minutes": 20
  }
}
''']),
        ("wrong-1.json", "wrong", "temperatures written as strings (\"16\", \"18.5\", \"15\") instead of numbers",
         [R, E('"temp_c": 16,', '"temp_c": "16",'), E('"temp_c": 18.5,', '"temp_c": "18.5",'), E('"temp_c": 15,', '"temp_c": "15",')]),
        ("wrong-2.json", "wrong", "F2's co2_max_ppm is missing",
         [R, E('      "humidity": 90,\n      "co2_max_ppm": 1000,\n', '      "humidity": 90,\n')]),
        ("wrong-3.json", "wrong", "the two SMS numbers were merged into one comma-separated string",
         [R, E('''    "sms_numbers": [
      "+353871234567",
      "+353869876543"
    ],''', '''    "sms_numbers": "+353871234567,+353869876543",''')]),
        ("wrong-4.json", "wrong", "F3's lights object is not closed before the room's closing brace: invalid JSON",
         [R, E('''        "on_at": "07:30"
      }
    }
  ],''', '''        "on_at": "07:30"
    }
  ],''')], "broken"),
    ],
)
