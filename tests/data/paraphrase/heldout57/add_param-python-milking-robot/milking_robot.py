"""Visit scheduling for the Lely-style milking robots in the east barn."""
from datetime import datetime, timedelta

ROBOTS = ("A1", "A2", "B1")
QUARTERS = 4


class RobotBusy(Exception):
    pass


def hours_since(last: datetime, now: datetime) -> float:
    return (now - last).total_seconds() / 3600


def may_milk(cow: dict, now: datetime) -> bool:
    """A cow gets milking permission once enough time has passed since her last visit."""
    if cow.get("dry"):
        return False
    if cow.get("treatment_until") and cow["treatment_until"] > now:
        return False  # milk goes to the separate can, not the robot
    last = cow.get("last_milked")
    if last is None:
        return True
    return hours_since(last, now) >= 6


def schedule_visit(cow: dict, robot: str, now: datetime) -> dict:
    """Book the cow into a robot's queue, or raise RobotBusy after three tries."""
    if robot not in ROBOTS:
        raise ValueError(f"unknown robot {robot}")
    if not may_milk(cow, now):
        return {"cow": cow["tag"], "robot": None, "reason": "no permission"}
    for attempt in range(3):
        slot = now + timedelta(minutes=7 * attempt)
        if _queue_has_room(robot, slot):
            return {"cow": cow["tag"], "robot": robot, "slot": slot, "attempt": attempt + 1}
    raise RobotBusy(f"{robot} full for cow {cow['tag']}")


_QUEUE: dict[str, list[datetime]] = {r: [] for r in ROBOTS}


def _queue_has_room(robot: str, slot: datetime) -> bool:
    taken = [s for s in _QUEUE[robot] if abs((s - slot).total_seconds()) < 420]
    if len(taken) >= 3:
        return False
    _QUEUE[robot].append(slot)
    return True


def kick_offs(visit_log: list[dict]) -> list[str]:
    """Cows whose cups came off in fewer than all four quarters."""
    return [v["tag"] for v in visit_log if v["quarters_milked"] < QUARTERS]
