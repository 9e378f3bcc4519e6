"""Text output for the Brackenridge signal box event recorder."""

import logging

log = logging.getLogger("sigbox.recorder")

SPEED_UNITS = "km/h"


def describe_aspect(signal_id, aspect, lamp_ok):
    text = f"Signal {signal_id} shows {aspect.upper()}"
    if not lamp_ok:
        text += " (lamp proving FAILED)"
    return text


def describe_route(entry, exit_, overlap_m):
    """overlap_m is a whole number of metres (an int from the control tables)."""
    return f"Route {entry}-{exit_} set, overlap {overlap_m} m"


def describe_speed(section, speed, limit):
    pct = round(100 * speed / limit)
    return f"Section {section}: {speed:.1f} {SPEED_UNITS} ({pct}%% of limit)"


def record_failure(signal_id, code):
    log.warning("signal %s reported fault code %s", signal_id, code)
    return f"FAULT {signal_id}/{code:04d}"


def record_reset(signal_id, operator):
    log.info("signal %s reset by %s", signal_id, operator)
    return f"RESET {signal_id} by {operator}"
