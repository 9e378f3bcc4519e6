from datetime import datetime, timedelta
import math
from typing import Dict, Optional, Tuple

DEPOT = (52.5200, 13.4050)
BIKE_KMH = 18.0
CARGO_BIKE_KMH = 14.0
HANDOVER_MINUTES = 4


def haversine_km(a: Tuple[float, float], b: Tuple[float, float]) -> float:
    lat1, lon1 = map(math.radians, a)
    lat2, lon2 = map(math.radians, b)
    dlat = lat2 - lat1
    dlon = lon2 - lon1
    h = math.sin(dlat / 2) ** 2 + math.cos(lat1) * math.cos(lat2) * math.sin(dlon / 2) ** 2
    return 2 * 6371.0 * math.asin(math.sqrt(h))


def zone_for(point: Tuple[float, float], zone_radii: Dict[str, float]) -> Optional[str]:
    distance = haversine_km(DEPOT, point)
    for zone, radius in sorted(zone_radii.items(), key=lambda kv: kv[1]):
        if distance <= radius:
            return zone
    return None


def eta(pickup: Tuple[float, float], dropoff: Tuple[float, float], departed: datetime, cargo: bool = False) -> datetime:
    speed = CARGO_BIKE_KMH if cargo else BIKE_KMH
    km = haversine_km(pickup, dropoff)
    minutes = km / speed * 60 + HANDOVER_MINUTES
    return departed + timedelta(minutes=minutes)


def surcharge(zone: str, weight_kg: float) -> float:
    base = {"inner": 0.0, "ring": 2.5, "outer": 6.0}.get(zone, 9.0)
    if weight_kg > 15:
        base += 4.0
    return round(base, 2)
