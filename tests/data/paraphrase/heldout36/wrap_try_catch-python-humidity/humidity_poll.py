"""Poll the humidity sensors in the Combe Noire cave and log readings."""
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
