from lib import case
orig = '''"""Poll the humidity sensors in the Combe Noire cave and log readings."""
import json
import logging
import time
import urllib.request

log = logging.getLogger("cave.humidity")

SENSORS = {
    "vault-a": "http://10.20.0.11/reading",
    "vault-b": "http://10.20.0.12/reading",
    "washing-room": "http://10.20.0.15/reading",
}
TARGET_RH = (92.0, 97.0)


def read_sensor(url: str) -> dict:
    with urllib.request.urlopen(url, timeout=4) as resp:
        return json.load(resp)


def out_of_band(rh: float) -> bool:
    low, high = TARGET_RH
    return rh < low or rh > high


def poll_once(store) -> int:
    """Read every sensor once; returns how many readings were stored."""
    stored = 0
    for name, url in SENSORS.items():
        reading = read_sensor(url)
        rh = float(reading["rh"])
        temp_c = float(reading["temp_c"])
        store.append((time.time(), name, rh, temp_c))
        stored += 1
        if out_of_band(rh):
            log.warning("%s humidity %.1f%% outside %s", name, rh, TARGET_RH)
    return stored


def run(store, interval_s: int = 300) -> None:
    while True:
        poll_once(store)
        time.sleep(interval_s)
'''
B = "        reading = read_sensor(url)\n"
case("wrap_try_catch-python-humidity", "humidity_poll.py", "wrap_try_catch", "python", orig, [
    ("terse", "poll_once: wrap read_sensor in try/except, log + skip that sensor"),
    ("polite", "Could you make poll_once survive a sensor that is offline? Please catch OSError and ValueError around the read_sensor call, log a warning with the sensor name, and carry on with the next sensor. Keep everything else the same."),
    ("declarative", "When one sensor fails to answer, poll_once should log a warning naming it and continue with the remaining sensors instead of crashing."),
    ("other", "one dead sensor (washing-room again...) kills the whole poll. try/except around read_sensor in poll_once, warn and continue"),
    ("other", "poll_once: read_sensor in try/except (OSError, ValueError) verpakken, waarschuwing loggen met de sensornaam en doorgaan met de volgende"),
], [
    dict(label="right", why="read_sensor call wrapped; OSError/ValueError logged with the sensor name and the loop continues",
         edits=[(B, "        try:\n            reading = read_sensor(url)\n        except (OSError, ValueError) as exc:\n            log.warning(\"%s unreadable: %s\", name, exc)\n            continue\n")]),
    dict(label="right", why="read and float parsing both inside the try (also catching KeyError); failure logged with the name, then continue",
         edits=[("        reading = read_sensor(url)\n        rh = float(reading[\"rh\"])\n        temp_c = float(reading[\"temp_c\"])\n",
                 "        try:\n            reading = read_sensor(url)\n            rh = float(reading[\"rh\"])\n            temp_c = float(reading[\"temp_c\"])\n        except (OSError, ValueError, KeyError) as exc:\n            log.warning(\"sensor %s skipped: %s\", name, exc)\n            continue\n")]),
    dict(label="wrong", why="handler logs but has no continue, so the loop goes on to use an unbound or stale `reading`",
         edits=[(B, "        try:\n            reading = read_sensor(url)\n        except (OSError, ValueError) as exc:\n            log.warning(\"%s unreadable: %s\", name, exc)\n")]),
    dict(label="wrong", why="the try wraps the whole for loop, so the first dead sensor still ends the poll for all later sensors",
         edits=[("    stored = 0\n    for name, url in SENSORS.items():\n        reading = read_sensor(url)\n        rh = float(reading[\"rh\"])\n        temp_c = float(reading[\"temp_c\"])\n        store.append((time.time(), name, rh, temp_c))\n        stored += 1\n        if out_of_band(rh):\n            log.warning(\"%s humidity %.1f%% outside %s\", name, rh, TARGET_RH)\n",
                 "    stored = 0\n    try:\n        for name, url in SENSORS.items():\n            reading = read_sensor(url)\n            rh = float(reading[\"rh\"])\n            temp_c = float(reading[\"temp_c\"])\n            store.append((time.time(), name, rh, temp_c))\n            stored += 1\n            if out_of_band(rh):\n                log.warning(\"%s humidity %.1f%% outside %s\", name, rh, TARGET_RH)\n    except (OSError, ValueError) as exc:\n        log.warning(\"poll failed: %s\", exc)\n")]),
    dict(label="wrong", why="try/except put in run() around poll_once instead; one dead sensor still aborts the rest of that poll",
         edits=[("        poll_once(store)\n", "        try:\n            poll_once(store)\n        except (OSError, ValueError) as exc:\n            log.warning(\"poll failed: %s\", exc)\n")]),
    dict(label="wrong", why="wrapped correctly, but the stored counter increment was lost (poll_once now always returns 0)",
         edits=[(B, "        try:\n            reading = read_sensor(url)\n        except (OSError, ValueError) as exc:\n            log.warning(\"%s unreadable: %s\", name, exc)\n            continue\n"),
                ("        stored += 1\n", "")]),
])
