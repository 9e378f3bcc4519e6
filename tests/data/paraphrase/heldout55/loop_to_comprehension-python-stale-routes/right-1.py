"""Route rotation helpers for the Basalt Works climbing gym."""
from collections import defaultdict
from dataclasses import dataclass
from datetime import date


@dataclass
class Route:
    name: str
    grade: str
    wall: str        # "cave", "slab", "prow", "comp"
    setter: str
    set_on: date


def stale_routes(routes, today, max_age_days=42):
    """Names of routes due for stripping; the comp wall is reset on its own calendar."""
    return [
        route.name
        for route in routes
        if route.wall != "comp" and (today - route.set_on).days > max_age_days
    ]


def routes_by_setter(routes):
    by_setter = defaultdict(list)
    for route in routes:
        by_setter[route.setter].append(route)
    return by_setter


def strip_plan(routes, today):
    names = stale_routes(routes, today)
    if len(names) > 12:
        names = names[:12]   # one crew can strip about a dozen per night
    return names
