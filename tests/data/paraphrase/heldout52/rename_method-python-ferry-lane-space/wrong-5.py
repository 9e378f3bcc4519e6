"""Vehicle deck planning for the Kestrel Sound ferry service.

Each sailing has a car deck split into lanes. Vehicles are assigned to lanes at
check-in; the loading officer sees the plan on the ramp tablet.
"""
from __future__ import annotations

import logging
from dataclasses import dataclass, field
from datetime import datetime
from enum import Enum

log = logging.getLogger("deckplan")

MOTORCYCLE_LENGTH_M = 2.4
LANE_GAP_M = 0.6
HEIGHT_LIMIT_UPPER_M = 2.1


class VehicleClass(Enum):
    CAR = "car"
    VAN = "van"
    MOTORCYCLE = "motorcycle"
    COACH = "coach"
    LORRY = "lorry"


@dataclass
class Vehicle:
    registration: str
    vehicle_class: VehicleClass
    length_m: float
    height_m: float
    booking_ref: str
    hazardous: bool = False


@dataclass
class Lane:
    code: str
    length_m: float
    upper_deck: bool = False
    vehicles: list[Vehicle] = field(default_factory=list)

    def used_metres(self) -> float:
        return sum(v.length_m + LANE_GAP_M for v in self.vehicles)

    def remaining_metres(self) -> float:
        return self.length_m - self.used_metres()

    def fits(self, vehicle: Vehicle) -> bool:
        if self.upper_deck and vehicle.height_m > HEIGHT_LIMIT_UPPER_M:
            return False
        return self.remaining_metres() >= vehicle.length_m + LANE_GAP_M


@dataclass
class Sailing:
    sailing_id: str
    route: str
    departs: datetime
    lanes: list[Lane]
    hazardous_allowed: bool = False

    def lane(self, code: str) -> Lane:
        for lane in self.lanes:
            if lane.code == code:
                return lane
        raise KeyError(f"no lane {code} on {self.sailing_id}")


class DeckFullError(Exception):
    pass


class DeckPlanner:
    """Assigns vehicles to lanes, heaviest and tallest first."""

    def __init__(self, sailing: Sailing):
        self.sailing = sailing
        self.rejected: list[Vehicle] = []

    def total_free_metres(self) -> float:
        # free space across every lane, used for the "deck nearly full" banner
        return sum(lane.remaining_metres() for lane in self.sailing.lanes)

    def candidate_lanes(self, vehicle: Vehicle) -> list[Lane]:
        lanes = [lane for lane in self.sailing.lanes if lane.fits(vehicle)]
        if vehicle.vehicle_class in (VehicleClass.COACH, VehicleClass.LORRY):
            lanes = [lane for lane in lanes if not lane.upper_deck]
        return sorted(lanes, key=lambda lane: lane.remaining_metres())

    def assign(self, vehicle: Vehicle) -> Lane:
        if vehicle.hazardous and not self.sailing.hazardous_allowed:
            self.rejected.append(vehicle)
            raise DeckFullError(f"{vehicle.registration}: hazardous goods not carried on {self.sailing.sailing_id}")
        lanes = self.candidate_lanes(vehicle)
        if not lanes:
            self.rejected.append(vehicle)
            raise DeckFullError(f"{vehicle.registration}: no lane fits {vehicle.length_m:.1f} m")
        lane = lanes[0]
        lane.vehicles.append(vehicle)
        log.info("assigned %s to lane %s", vehicle.registration, lane.code)
        return lane

    def assign_all(self, vehicles: list[Vehicle]) -> dict[str, str]:
        placed: dict[str, str] = {}
        ordered = sorted(vehicles, key=lambda v: (v.vehicle_class != VehicleClass.LORRY, -v.length_m))
        for vehicle in ordered:
            try:
                lane = self.assign(vehicle)
            except DeckFullError as exc:
                log.warning("could not place vehicle: %s", exc)
                continue
            placed[vehicle.registration] = lane.code
        return placed

    def move(self, registration: str, to_code: str) -> None:
        target = self.sailing.lane(to_code)
        for lane in self.sailing.lanes:
            for vehicle in lane.vehicles:
                if vehicle.registration == registration:
                    if not target.fits(vehicle):
                        raise DeckFullError(f"{registration} does not fit lane {to_code}")
                    lane.vehicles.remove(vehicle)
                    target.vehicles.append(vehicle)
                    return
        raise KeyError(registration)

    def motorcycle_slots(self) -> int:
        slots = 0
        for lane in self.sailing.lanes:
            slots += int(lane.remaining_metres() // (MOTORCYCLE_LENGTH_M + LANE_GAP_M))
        return slots

    def ramp_sheet(self) -> list[str]:
        rows = [f"Sailing {self.sailing.sailing_id} {self.sailing.route} {self.sailing.departs:%H:%M}"]
        for lane in self.sailing.lanes:
            deck = "upper" if lane.upper_deck else "main"
            regs = ", ".join(v.registration for v in lane.vehicles) or "-"
            rows.append(f"{lane.code:>4} {deck:<5} {lane.remaining_metres():6.1f} m free  {regs}")
        if self.rejected:
            rows.append("Not loaded: " + ", ".join(v.registration for v in self.rejected))
        return rows


def nearly_full(planner: DeckPlanner, threshold_m: float = 25.0) -> bool:
    return planner.total_free_metres() < threshold_m


def demo() -> None:
    sailing = Sailing(
        "KS-0715",
        "Portcallan - Inish Mhor",
        datetime(2027, 3, 14, 7, 15),
        [Lane("A1", 48.0), Lane("A2", 48.0), Lane("B1", 36.0, upper_deck=True), Lane("B2", 36.0, upper_deck=True)],
    )
    planner = DeckPlanner(sailing)
    vehicles = [
        Vehicle("KS21 LMV", VehicleClass.LORRY, 16.5, 4.0, "BK-88213"),
        Vehicle("141-G-2210", VehicleClass.CAR, 4.6, 1.5, "BK-88214"),
        Vehicle("TT19 WQA", VehicleClass.VAN, 5.9, 2.6, "BK-88215"),
        Vehicle("MX70 PLO", VehicleClass.MOTORCYCLE, 2.2, 1.2, "BK-88216"),
    ]
    planner.assign_all(vehicles)
    print("\n".join(planner.ramp_sheet()))
    print("nearly full" if nearly_full(planner) else "space available")


if __name__ == "__main__":
    demo()
