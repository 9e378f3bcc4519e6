"""Seat maps and seat holds for Kepler Dome shows.

The ticket shop talks to the box-office API. Everything here is async and is
called from the shop's request handlers; the box office is slow at 18:00 when
the evening shows open, so requests share one connection pool.
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass

import httpx

log = logging.getLogger("keplerdome.seats")

BOX_OFFICE = "https://boxoffice.keplerdome.internal/api/v3"
HOLD_MINUTES = 12
ROWS = "ABCDEFGHJKLMN"  # no row I in the dome


@dataclass(frozen=True)
class Seat:
    row: str
    number: int
    wheelchair: bool = False
    tilt: int = 0  # recline angle class 0..3, 3 = best view of the zenith

    @property
    def label(self) -> str:
        return f"{self.row}{self.number}"


@dataclass
class SeatMap:
    show_id: str
    free: list[Seat]
    held: list[Seat]
    sold: int

    def is_free(self, label: str) -> bool:
        return any(s.label == label for s in self.free)


class SeatService:
    def __init__(self, token: str):
        headers = {"Authorization": f"Bearer {token}"}
        self.client = httpx.AsyncClient(base_url=BOX_OFFICE, headers=headers, timeout=8.0)
        self.sync_client = httpx.Client(base_url=BOX_OFFICE, headers=headers, timeout=8.0)
        self._lock = asyncio.Lock()

    async def close(self) -> None:
        await self.client.aclose()
        self.sync_client.close()

    def load_seat_map(self, show_id: str) -> SeatMap:
        resp = self.sync_client.get(f"/shows/{show_id}/seats")
        resp.raise_for_status()
        data = resp.json()
        return SeatMap(
            show_id=show_id,
            free=[Seat(**s) for s in data["free"]],
            held=[Seat(**s) for s in data["held"]],
            sold=data["sold"],
        )

    async def best_seats(self, show_id: str, party: int, wheelchair: bool = False) -> list[Seat]:
        """Adjacent free seats in one row, best recline first."""
        seat_map = self.load_seat_map(show_id)
        by_row: dict[str, list[Seat]] = {}
        for seat in seat_map.free:
            if wheelchair and not seat.wheelchair:
                continue
            by_row.setdefault(seat.row, []).append(seat)
        options: list[list[Seat]] = []
        for row in ROWS:
            seats = sorted(by_row.get(row, []), key=lambda s: s.number)
            for i in range(len(seats) - party + 1):
                block = seats[i:i + party]
                if block[-1].number - block[0].number == party - 1:
                    options.append(block)
        options.sort(key=lambda b: (-min(s.tilt for s in b), ROWS.index(b[0].row)))
        return options[0] if options else []

    async def hold_seats(self, show_id: str, labels: list[str], basket_id: str) -> bool:
        """Hold seats for a basket; False if one of them was taken meanwhile."""
        async with self._lock:
            seat_map = self.load_seat_map(show_id)
            if not all(seat_map.is_free(label) for label in labels):
                log.info("basket %s lost a seat race on %s", basket_id, show_id)
                return False
            resp = await self.client.post(
                f"/shows/{show_id}/holds",
                json={"seats": labels, "basket": basket_id, "minutes": HOLD_MINUTES},
            )
        if resp.status_code == 409:
            return False
        resp.raise_for_status()
        return True

    async def release(self, show_id: str, basket_id: str) -> None:
        resp = await self.client.delete(f"/shows/{show_id}/holds/{basket_id}")
        if resp.status_code not in (200, 204, 404):
            resp.raise_for_status()

    async def occupancy(self, show_ids: list[str]) -> dict[str, float]:
        """Share of sold seats per show, for the lobby screen."""
        async def one(show_id: str) -> tuple[str, float]:
            resp = await self.client.get(f"/shows/{show_id}/summary")
            resp.raise_for_status()
            data = resp.json()
            return show_id, data["sold"] / max(data["capacity"], 1)

        pairs = await asyncio.gather(*(one(s) for s in show_ids))
        return dict(pairs)


def seat_sort_key(label: str) -> tuple[int, int]:
    """'C12' -> (2, 12): row order of the dome, then seat number."""
    return ROWS.index(label[0]), int(label[1:])


def describe(seats: list[Seat]) -> str:
    if not seats:
        return "no seats"
    labels = sorted((s.label for s in seats), key=seat_sort_key)
    if len(labels) == 1:
        return f"seat {labels[0]}"
    return f"seats {labels[0]}-{labels[-1][1:]} in row {labels[0][0]}"


def wheelchair_labels(seat_map: SeatMap) -> list[str]:
    """Free wheelchair places, for the accessibility booking line."""
    return sorted((s.label for s in seat_map.free if s.wheelchair), key=seat_sort_key)


async def demo() -> None:
    service = SeatService(token="demo")
    try:
        seats = await service.best_seats("aurora-2027-06-19-2000", party=3)
        print(describe(seats))
        if seats:
            ok = await service.hold_seats("aurora-2027-06-19-2000", [s.label for s in seats], "basket-42")
            print("held" if ok else "taken, try again")
    finally:
        await service.close()


if __name__ == "__main__":
    asyncio.run(demo())
