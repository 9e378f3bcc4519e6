"""Survey flight plan for the orchard mapping drone."""

from math import radians, sin, cos, asin, sqrt

CRUISE_SPEED_MS = 8.0
EARTH_RADIUS_M = 6_371_000

WAYPOINTS = [
    {"name": "launch", "lat": 47.39412, "lon": 8.51203, "alt_m": 0, "hold_s": 0},
    {"name": "row-a-start", "lat": 47.39455, "lon": 8.51288, "alt_m": 35, "hold_s": 0},
    {"name": "row-a-end", "lat": 47.39601, "lon": 8.51290, "alt_m": 35, "hold_s": 0},
    {"name": "row-b-start", "lat": 47.39603, "lon": 8.51341, "alt_m": 35, "hold_s": 0},
    {"name": "row-b-end", "lat": 47.39457, "lon": 8.51339, "alt_m": 35, "hold_s": 0},
    {"name": "land", "lat": 47.39412, "lon": 8.51203, "alt_m": 0},
]


def haversine_m(a, b):
    dlat = radians(b["lat"] - a["lat"])
    dlon = radians(b["lon"] - a["lon"])
    h = sin(dlat / 2) ** 2 + cos(radians(a["lat"])) * cos(radians(b["lat"])) * sin(dlon / 2) ** 2
    return 2 * EARTH_RADIUS_M * asin(sqrt(h))


def flight_time_s(waypoints=WAYPOINTS, speed=CRUISE_SPEED_MS):
    total = 0.0
    for a, b in zip(waypoints, waypoints[1:]):
        total += haversine_m(a, b) / speed
        total += abs(b["alt_m"] - a["alt_m"]) / 2.0
    return total


if __name__ == "__main__":
    print(f"{len(WAYPOINTS)} waypoints, about {flight_time_s() / 60:.1f} min")
