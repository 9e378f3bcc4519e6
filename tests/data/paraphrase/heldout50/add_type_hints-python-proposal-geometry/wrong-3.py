"""Observation proposal intake for the Ravensmoor 1.2 m telescope.

Proposals arrive as dicts from the web form. This module validates them,
scores them for the time allocation committee and packs accepted ones
into the semester queue.
"""
import math
import re
from collections import defaultdict
from datetime import date

SEMESTER_HOURS = 820.0
MIN_MOON_DISTANCE = 30.0
INSTRUMENT_MODES = ("imaging", "longslit", "echelle", "polarimetry")
PI_PATTERN = re.compile(r"^[A-Z][a-z]+(?:[- ][A-Z][a-z]+)*$")


class ProposalError(ValueError):
    pass


class Proposal:
    def __init__(self, ident, pi_name, target, ra_deg, dec_deg, mode, hours, priority):
        self.ident = ident
        self.pi_name = pi_name
        self.target = target
        self.ra_deg = ra_deg
        self.dec_deg = dec_deg
        self.mode = mode
        self.hours = hours
        self.priority = priority
        self.score = 0.0

    def __repr__(self):
        return f"Proposal({self.ident!r}, {self.target!r}, {self.hours}h)"


def parse_proposal(form):
    """Build a Proposal from the web form, raising ProposalError on bad input."""
    missing = [k for k in ("id", "pi", "target", "ra", "dec", "mode", "hours") if k not in form]
    if missing:
        raise ProposalError(f"missing fields: {', '.join(missing)}")
    if not PI_PATTERN.match(form["pi"]):
        raise ProposalError(f"odd PI name: {form['pi']!r}")
    mode = form["mode"].strip().lower()
    if mode not in INSTRUMENT_MODES:
        raise ProposalError(f"unknown instrument mode {mode!r}")
    hours = float(form["hours"])
    if hours <= 0 or hours > 60:
        raise ProposalError("hours must be between 0 and 60")
    return Proposal(
        ident=form["id"],
        pi_name=form["pi"],
        target=form["target"],
        ra_deg=float(form["ra"]),
        dec_deg=float(form["dec"]),
        mode=mode,
        hours=hours,
        priority=int(form.get("priority", 3)),
    )


def airmass(altitude_deg: float) -> float:
    """Plane-parallel airmass; good enough above 15 degrees."""
    if altitude_deg <= 0:
        return math.inf
    return 1.0 / math.sin(math.radians(altitude_deg))


def transit_altitude(dec_deg: float, latitude_deg: float) -> float:
    return 90.0 - abs(latitude_deg - dec_deg)


def angular_distance(ra1: float, dec1: float, ra2: float, dec2: float) -> float:
    """Great-circle distance in degrees between two sky positions."""
    r1, d1, r2, d2 = map(math.radians, (ra1, dec1, ra2, dec2))
    cos_d = math.sin(d1) * math.sin(d2) + math.cos(d1) * math.cos(d2) * math.cos(r1 - r2)
    return math.degrees(math.acos(max(-1.0, min(1.0, cos_d))))


def score(proposal: Proposal, moon_ra: float, moon_dec: float) -> float:
    """Committee score: priority, cheap airmass, far from the moon."""
    best_airmass = airmass(transit_altitude(proposal.dec_deg))
    if best_airmass == math.inf:
        return 0.0
    moon = angular_distance(proposal.ra_deg, proposal.dec_deg, moon_ra, moon_dec)
    moon_factor = 0.5 if moon < MIN_MOON_DISTANCE else 1.0
    value = (6 - proposal.priority) * moon_factor / best_airmass
    return round(value, 3)


def rank(proposals, moon_ra, moon_dec):
    for p in proposals:
        p.score = score(p, moon_ra, moon_dec)
    return sorted(proposals, key=lambda p: (-p.score, p.ident))


def pack_semester(ranked, hours_available=SEMESTER_HOURS):
    """Accept proposals in rank order while the hours last."""
    accepted = []
    used = 0.0
    for p in ranked:
        if used + p.hours > hours_available:
            continue
        accepted.append(p)
        used += p.hours
    return accepted


def hours_by_mode(accepted):
    totals = defaultdict(float)
    for p in accepted:
        totals[p.mode] += p.hours
    return dict(totals)


def queue_file_lines(accepted, semester_start):
    """Lines for the night-assistant queue file, one proposal per line."""
    header = f"# Ravensmoor queue, semester starting {semester_start.isoformat()}"
    lines = [header]
    for n, p in enumerate(accepted, start=1):
        lines.append(
            f"{n:03d} {p.ident:<10} {p.mode:<11} {p.hours:5.1f}h "
            f"ra={p.ra_deg:07.3f} dec={p.dec_deg:+07.3f} {p.target}"
        )
    return lines


def load_forms(rows):
    """Parse every form, collecting errors instead of stopping at the first."""
    good, errors = [], []
    for row in rows:
        try:
            good.append(parse_proposal(row))
        except ProposalError as exc:
            errors.append(f"{row.get('id', '?')}: {exc}")
    return good, errors


def summary(accepted, rejected_count):
    used = sum(p.hours for p in accepted)
    share = used / SEMESTER_HOURS * 100
    return (
        f"{len(accepted)} accepted, {rejected_count} rejected, "
        f"{used:.1f} of {SEMESTER_HOURS:.0f} h allocated ({share:.0f}%)"
    )


def run(rows, moon_ra, moon_dec, semester_start=date(2027, 2, 1)):
    proposals, errors = load_forms(rows)
    ranked = rank(proposals, moon_ra, moon_dec)
    accepted = pack_semester(ranked)
    lines = queue_file_lines(accepted, semester_start)
    return lines, errors, summary(accepted, len(proposals) - len(accepted))
