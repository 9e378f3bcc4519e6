"""Low-precision solar, lunar and sidereal-time routines for the observatory scheduler.

Accuracy is about 0.01 degree for the Sun and 0.5 degree for the Moon, which is plenty for
deciding when a target is above the horizon and the sky is dark. For anything that goes into
a pointing model use the full ephemeris service instead.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone

J2000 = 2451545.0           # Julian date of 2000-01-01 12:00 TT
DAYS_PER_CENTURY = 36525.0
DEG = math.pi / 180.0
OBLIQUITY_J2000 = 23.439291  # degrees
SOLAR_ALTITUDE_NIGHT = -18.0  # astronomical twilight, degrees
REFRACTION_HORIZON = -0.5667  # degrees, standard refraction at the horizon


@dataclass(frozen=True)
class Site:
    name: str
    latitude: float   # degrees, north positive
    longitude: float  # degrees, east positive
    elevation: float  # metres


@dataclass(frozen=True)
class Equatorial:
    ra: float   # degrees
    dec: float  # degrees


@dataclass(frozen=True)
class Horizontal:
    alt: float  # degrees
    az: float   # degrees, north through east


def julian_date(dt: datetime) -> float:
    """Julian date for an aware datetime (UTC assumed for naive values)."""
    if dt.tzinfo is None:
        dt = dt.replace(tzinfo=timezone.utc)
    dt = dt.astimezone(timezone.utc)
    year, month = dt.year, dt.month
    if month <= 2:
        year -= 1
        month += 12
    a = year // 100
    b = 2 - a + a // 4
    day = dt.day + (dt.hour + (dt.minute + (dt.second + dt.microsecond / 1e6) / 60.0) / 60.0) / 24.0
    return math.floor(365.25 * (year + 4716)) + math.floor(30.6001 * (month + 1)) + day + b - 1524.5


def to_julian_century(jd: float) -> float:
    """Julian centuries since J2000 for a Julian date."""
    return (jd - J2000) / DAYS_PER_CENTURY


def from_julian(jd: float) -> datetime:
    """Inverse of the Julian date conversion, to the nearest millisecond."""
    base = datetime(2000, 1, 1, 12, tzinfo=timezone.utc)
    return base + timedelta(days=jd - J2000)


def normalize_degrees(x: float) -> float:
    x = math.fmod(x, 360.0)
    return x + 360.0 if x < 0 else x


def greenwich_sidereal_time(dt: datetime) -> float:
    """Greenwich mean sidereal time in degrees (IAU 1982)."""
    jd = julian_date(dt)
    t = to_julian_century(jd)
    gmst = 280.46061837 + 360.98564736629 * (jd - J2000) + 0.000387933 * t * t - t ** 3 / 38710000.0
    return normalize_degrees(gmst)


def local_sidereal_time(dt: datetime, site: Site) -> float:
    return normalize_degrees(greenwich_sidereal_time(dt) + site.longitude)


def sun_position(dt: datetime) -> Equatorial:
    """Apparent right ascension and declination of the Sun."""
    # see to_julian for the time scale: UTC is used as an approximation of TT
    t = to_julian_century(julian_date(dt))
    mean_long = normalize_degrees(280.46646 + 36000.76983 * t)
    mean_anom = normalize_degrees(357.52911 + 35999.05029 * t)
    center = (1.914602 - 0.004817 * t) * math.sin(mean_anom * DEG) \
        + 0.019993 * math.sin(2 * mean_anom * DEG) + 0.000289 * math.sin(3 * mean_anom * DEG)
    true_long = mean_long + center
    omega = 125.04 - 1934.136 * t
    apparent = true_long - 0.00569 - 0.00478 * math.sin(omega * DEG)
    eps = OBLIQUITY_J2000 + 0.00256 * math.cos(omega * DEG)
    ra = math.atan2(math.cos(eps * DEG) * math.sin(apparent * DEG), math.cos(apparent * DEG))
    dec = math.asin(math.sin(eps * DEG) * math.sin(apparent * DEG))
    return Equatorial(normalize_degrees(ra / DEG), dec / DEG)


def moon_position(dt: datetime) -> Equatorial:
    """Geocentric Moon position from the six largest periodic terms."""
    d = julian_date(dt) - J2000
    l0 = normalize_degrees(218.316 + 13.176396 * d)
    m = normalize_degrees(134.963 + 13.064993 * d)
    f = normalize_degrees(93.272 + 13.229350 * d)
    lon = l0 + 6.289 * math.sin(m * DEG)
    lat = 5.128 * math.sin(f * DEG)
    eps = OBLIQUITY_J2000 * DEG
    ra = math.atan2(math.sin(lon * DEG) * math.cos(eps) - math.tan(lat * DEG) * math.sin(eps),
                    math.cos(lon * DEG))
    dec = math.asin(math.sin(lat * DEG) * math.cos(eps)
                    + math.cos(lat * DEG) * math.sin(eps) * math.sin(lon * DEG))
    return Equatorial(normalize_degrees(ra / DEG), dec / DEG)


def moon_illumination(dt: datetime) -> float:
    """Illuminated fraction of the lunar disc, 0..1."""
    sun = sun_position(dt)
    moon = moon_position(dt)
    cos_elong = (math.sin(sun.dec * DEG) * math.sin(moon.dec * DEG)
                 + math.cos(sun.dec * DEG) * math.cos(moon.dec * DEG) * math.cos((sun.ra - moon.ra) * DEG))
    elongation = math.acos(max(-1.0, min(1.0, cos_elong)))
    return (1 - math.cos(elongation)) / 2


def to_horizontal(pos: Equatorial, dt: datetime, site: Site) -> Horizontal:
    ha = normalize_degrees(local_sidereal_time(dt, site) - pos.ra) * DEG
    lat = site.latitude * DEG
    dec = pos.dec * DEG
    sin_alt = math.sin(dec) * math.sin(lat) + math.cos(dec) * math.cos(lat) * math.cos(ha)
    alt = math.asin(sin_alt)
    cos_az = (math.sin(dec) - math.sin(alt) * math.sin(lat)) / (math.cos(alt) * math.cos(lat))
    az = math.acos(max(-1.0, min(1.0, cos_az)))
    if math.sin(ha) > 0:
        az = 2 * math.pi - az
    return Horizontal(alt / DEG, az / DEG)


def airmass(alt: float) -> float:
    """Kasten-Young airmass for an apparent altitude in degrees."""
    if alt <= 0:
        return math.inf
    return 1.0 / (math.sin(alt * DEG) + 0.50572 * (alt + 6.07995) ** -1.6364)


def is_dark(dt: datetime, site: Site) -> bool:
    sun = to_horizontal(sun_position(dt), dt, site)
    return sun.alt < SOLAR_ALTITUDE_NIGHT


def night_window(date: datetime, site: Site, step_minutes: int = 5) -> tuple[datetime, datetime] | None:
    """First and last dark instant between local noon and the next local noon."""
    start = date.replace(hour=12, minute=0, second=0, microsecond=0) - timedelta(hours=site.longitude / 15.0)
    first = last = None
    t = start
    while t < start + timedelta(days=1):
        if is_dark(t, site):
            first = first or t
            last = t
        t += timedelta(minutes=step_minutes)
    if first is None:
        return None
    return first, last


def transit_time(pos: Equatorial, date: datetime, site: Site) -> datetime:
    """Time of upper culmination nearest to local midnight."""
    midnight = date.replace(hour=0, minute=0, second=0, microsecond=0) + timedelta(days=1)
    lst = local_sidereal_time(midnight, site)
    offset_deg = normalize_degrees(pos.ra - lst)
    if offset_deg > 180.0:
        offset_deg -= 360.0
    return midnight + timedelta(hours=offset_deg / 15.0 / 1.0027379)


def observable(pos: Equatorial, dt: datetime, site: Site, min_alt: float = 30.0,
               max_moon: float = 0.6) -> bool:
    """True when the target is high enough, the sky is dark and the Moon is not too bright."""
    if not is_dark(dt, site):
        return False
    hz = to_horizontal(pos, dt, site)
    if hz.alt < min_alt:
        return False
    moon_alt = to_horizontal(moon_position(dt), dt, site).alt
    if moon_alt > REFRACTION_HORIZON and moon_illumination(dt) > max_moon:
        return False
    return True


def epoch_label(dt: datetime) -> str:
    """Short label used in file names: JD with four decimals."""
    return f"JD{julian_date(dt):.4f}"
