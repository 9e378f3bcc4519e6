"""Text output for the Brackenridge signal box event recorder."""

import logging

log = logging.getLogger("sigbox.recorder")

SPEED_UNITS = "km/h"


def describe_aspect(signal_id, aspect, lamp_ok):
    text = "Signal %s shows %s" % (signal_id, aspect.upper())
    if not lamp_ok:
        text += " (lamp proving FAILED)"
    return text


def describe_route(entry, exit_, overlap_m):
    """overlap_m is a whole number of metres (an int from the control tables)."""
    return "Route %s-%s set, overlap %d m" % (entry, exit_, overlap_m)


def describe_speed(section, speed, limit):
    pct = round(100 * speed / limit)
    return "Section %s: %.1f %s (%d%% of limit)" % (section, speed, SPEED_UNITS, pct)


def record_failure(signal_id, code):
    log.warning("signal %s reported fault code %s", signal_id, code)
    return "FAULT %s/%04d" % (signal_id, code)


def record_reset(signal_id, operator):
    log.info("signal %s reset by %s", signal_id, operator)
    return "RESET %s by %s" % (signal_id, operator)
