"""Kiln drying schedules for the Harrow Creek mill.

Each step holds a dry-bulb temperature and a wet-bulb depression until the
charge's average moisture content falls below the step's limit.
"""
from dataclasses import dataclass


@dataclass(frozen=True)
class Step:
    mc_above: float      # step applies while moisture content (%) is above this
    dry_bulb_f: int
    depression_f: int


RED_OAK_4_4 = [
    Step(50.0, 110, 4),
    Step(40.0, 110, 5),
    Step(35.0, 110, 8),
    Step(30.0, 120, 14),
    Step(25.0, 130, 30),
    Step(20.0, 140, 40),
    Step(15.0, 160, 50),
    Step(0.0, 180, 50),
]


def current_step(schedule, mc):
    """Return the step for a charge whose average moisture content is mc (%)."""
    for step in schedule:
        if mc > step.mc_above:
            return step
    return schedule[-1]


def wet_bulb_setpoint(step):
    # the controller wants the wet bulb as an absolute temperature
    return step.dry_bulb_f - step.depression_f


def setpoints(schedule, mc):
    step = current_step(schedule, mc)
    return {"dry_bulb": step.dry_bulb_f, "wet_bulb_setpoint": wet_bulb_setpoint(step)}


def drift_alarm(schedule, mc, reading, tolerance_f=3):
    """True when the kiln's wet bulb sensor is off its setpoint by more than tolerance_f."""
    target = wet_bulb_setpoint(current_step(schedule, mc))
    return abs(reading["wet_bulb_setpoint"] - target) > tolerance_f
