"""Settlement of auction lots at the Harbour Quay fish market.

A lot is opened by the auctioneer, receives bids from registered buyers and is either
knocked down to the highest bidder or withdrawn when the reserve is not met. Settled
lots are charged the market levy and the handling fee before the invoice run.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from datetime import datetime, timezone
from decimal import ROUND_HALF_UP, Decimal

log = logging.getLogger("quay.settlement")

MARKET_LEVY_RATE = Decimal("0.015")
HANDLING_FEE_PER_CRATE = Decimal("1.80")
MIN_INCREMENT = Decimal("0.05")


class SettlementError(Exception):
    pass


@dataclass
class Bid:
    buyer_code: str
    price_per_kg: Decimal
    placed_at: datetime


@dataclass
class Lot:
    lot_no: int
    species: str
    landed_by: str
    weight_kg: Decimal
    crates: int
    reserve_per_kg: Decimal
    bids: list[Bid] = field(default_factory=list)
    status: str = "pending"
    winning_bid: Bid | None = None
    settled_at: datetime | None = None

    def best_bid(self) -> Bid | None:
        if not self.bids:
            return None
        return max(self.bids, key=lambda b: (b.price_per_kg, -b.placed_at.timestamp()))


@dataclass
class Buyer:
    code: str
    name: str
    credit_limit: Decimal
    outstanding: Decimal = Decimal("0")
    suspended: bool = False


def _money(value: Decimal) -> Decimal:
    return value.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def open_lot(lot: Lot) -> None:
    if lot.status != "pending":
        raise SettlementError(f"lot {lot.lot_no} is already {lot.status}")
    lot.status = "open"
    log.info("lot %s open: %s kg of %s", lot.lot_no, lot.weight_kg, lot.species)


def place_bid(lot: Lot, buyer: Buyer, price_per_kg: Decimal) -> Bid:
    if lot.status != "open":
        raise SettlementError(f"lot {lot.lot_no} is not open for bids")
    if buyer.suspended:
        raise SettlementError(f"buyer {buyer.code} is suspended")
    best = lot.best_bid()
    if best is not None and price_per_kg < best.price_per_kg + MIN_INCREMENT:
        raise SettlementError("bid must beat the current best bid by at least 0.05/kg")
    bid = Bid(buyer.code, price_per_kg, datetime.now(timezone.utc))
    lot.bids.append(bid)
    return bid


def lot_value(lot: Lot) -> Decimal:
    if lot.winning_bid is None:
        return Decimal("0")
    return _money(lot.winning_bid.price_per_kg * lot.weight_kg)


def settle_lot_fees(lot: Lot) -> tuple[Decimal, Decimal]:
    """Levy and handling fee for a lot that has been knocked down."""
    levy = _money(lot_value(lot) * MARKET_LEVY_RATE)
    handling = _money(HANDLING_FEE_PER_CRATE * lot.crates)
    return levy, handling


def close_lot_sale(lot: Lot, buyers: dict[str, Buyer]) -> Decimal:
    """Knock the lot down to its best bid, or withdraw it below the reserve.

    Returns the amount charged to the buyer (zero for a withdrawn lot).
    """
    if lot.status != "open":
        raise SettlementError(f"lot {lot.lot_no} cannot be settled while {lot.status}")
    best = lot.best_bid()
    if best is None or best.price_per_kg < lot.reserve_per_kg:
        lot.status = "withdrawn"
        lot.settled_at = datetime.now(timezone.utc)
        log.info("lot %s withdrawn (reserve %s not met)", lot.lot_no, lot.reserve_per_kg)
        return Decimal("0")
    buyer = buyers[best.buyer_code]
    lot.winning_bid = best
    levy, handling = settle_lot_fees(lot)
    total = lot_value(lot) + levy + handling
    if buyer.outstanding + total > buyer.credit_limit:
        raise SettlementError(f"buyer {buyer.code} would exceed the credit limit")
    buyer.outstanding += total
    lot.status = "sold"
    lot.settled_at = datetime.now(timezone.utc)
    log.info("lot %s sold to %s for %s", lot.lot_no, buyer.code, total)
    return total


def settle_session(lots: list[Lot], buyers: dict[str, Buyer]) -> dict[int, Decimal]:
    """Settle every open lot of a session; lots that fail stay open for the clerk."""
    charged: dict[int, Decimal] = {}
    for lot in sorted(lots, key=lambda l: l.lot_no):
        if lot.status != "open":
            continue
        try:
            charged[lot.lot_no] = close_lot_sale(lot, buyers)
        except SettlementError as exc:
            log.warning("lot %s left open: %s", lot.lot_no, exc)
    return charged


def resettle_after_dispute(lot: Lot, buyers: dict[str, Buyer], void_buyer: str) -> Decimal:
    """Void the disputed winning bid and settle the lot again on the remaining bids."""
    if lot.status != "sold" or lot.winning_bid is None:
        raise SettlementError(f"lot {lot.lot_no} has no sale to dispute")
    buyer = buyers[lot.winning_bid.buyer_code]
    levy, handling = settle_lot_fees(lot)
    buyer.outstanding -= lot_value(lot) + levy + handling
    lot.bids = [b for b in lot.bids if b.buyer_code != void_buyer]
    lot.winning_bid = None
    lot.status = "open"
    return settle_lot(lot, buyers)


def session_summary(lots: list[Lot]) -> dict[str, object]:
    sold = [l for l in lots if l.status == "sold"]
    withdrawn = [l for l in lots if l.status == "withdrawn"]
    turnover = sum((lot_value(l) for l in sold), Decimal("0"))
    return {
        "lots": len(lots),
        "sold": len(sold),
        "withdrawn": len(withdrawn),
        "turnover": turnover,
        "sold_kg": sum((l.weight_kg for l in sold), Decimal("0")),
    }


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    buyers = {
        "B014": Buyer("B014", "Kerrow Fish Merchants", Decimal("25000")),
        "B027": Buyer("B027", "Marnie's Smokehouse", Decimal("8000")),
    }
    lot = Lot(3117, "hake", "FV Gannet Rock", Decimal("412.5"), 22, Decimal("3.10"))
    open_lot(lot)
    place_bid(lot, buyers["B027"], Decimal("3.20"))
    place_bid(lot, buyers["B014"], Decimal("3.45"))
    print(settle_session([lot], buyers))
    print(session_summary([lot]))
