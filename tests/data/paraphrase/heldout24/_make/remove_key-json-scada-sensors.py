from lib import write_case

P = '"prozess@brennmoor-wwtp.example"'
LAST_PUMP = (',\n      "alarm_email": "pumpwerk@brennmoor-wwtp.example"\n    }', '\n    }')
LAST_PROZ = (',\n      "alarm_email": ' + P + '\n    }', '\n    }', 2)
MID_PROZ = ('      "alarm_email": ' + P + ',\n', '', 2)
TOP = ('  "alarm_email": "leitwarte@brennmoor-wwtp.example",\n', '')
RIGHT = [LAST_PUMP, LAST_PROZ, MID_PROZ]

write_case(
    "remove_key-json-scada-sensors", "sensors.json", "remove_key", "json",
    [
        ("terse", "drop alarm_email from every sensor (keep the site-level one)"),
        ("polite", "Could you remove the alarm_email key from each sensor in sensors.json? Alarms are routed by the new paging system now. The site-wide alarm_email at the top stays, and everything else should remain as it is."),
        ("declarative", "No sensor entry should have its own alarm_email any more; the top-level alarm_email remains the only one."),
        ("other", "Entferne bitte den Schlüssel alarm_email aus allen Sensoren in sensors.json. Der alarm_email auf oberster Ebene bleibt."),
        ("other", "per-sensor alarm_email is dead since the pager migration. remove it from the sensors list only"),
    ],
    [
        ("right-1.json", "right", "alarm_email removed from the five sensors that had it, commas fixed; top-level alarm_email and all other keys kept", RIGHT),
        ("wrong-1.json", "wrong", "the site-level alarm_email at the top was removed as well", RIGHT + [TOP]),
        ("wrong-2.json", "wrong", "AIT-310 still has its alarm_email", [LAST_PUMP, LAST_PROZ, ('      "alarm_email": ' + P + ',\n      "alarm_high": 3200\n', '      "alarm_high": 3200\n')]),
        ("wrong-3.json", "wrong", "FIT-110 also lost its alarm_high threshold along with alarm_email",
         [LAST_PUMP, LAST_PROZ, ('},\n      "alarm_email": ' + P + ',\n      "alarm_high": 3200\n    }', '}\n    }'),
          ('      "alarm_email": ' + P + ',\n      "alarm_high": 0.8\n', '      "alarm_high": 0.8\n')]),
        ("wrong-4.json", "wrong", "LIT-101 keeps a trailing comma after alarm_high where its alarm_email was removed: invalid JSON",
         [(LAST_PUMP[0], ',\n    }'), LAST_PROZ, MID_PROZ]),
    ],
)
