"""Route-setting helpers for the Quarry Wall climbing gym."""

FONT_ORDER = ["4", "5", "5+", "6A", "6A+", "6B", "6B+", "6C", "6C+", "7A", "7A+", "7B"]


def grade_index(grade):
    return FONT_ORDER.index(grade.upper())


def routes_to_strip(routes, wall, today):
    """Problems on `wall` that have been up longer than their rotation period."""
    return {route["tag"] for route in routes
            if route["wall"] == wall and (today - route["set_on"]).days > route["rotation_days"]}


def setter_load(routes):
    load = {}
    for route in routes:
        load[route["setter"]] = load.get(route["setter"], 0) + 1
    return load


def hardest_on(routes, wall):
    best = None
    for route in routes:
        if route["wall"] != wall:
            continue
        if best is None or grade_index(route["grade"]) > grade_index(best["grade"]):
            best = route
    return best
