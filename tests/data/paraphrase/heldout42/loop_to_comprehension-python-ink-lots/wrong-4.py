from datetime import date

from studio.models import InkLot

RECALL_NOTICE = "Lot {code} recalled by supplier, do not use"


def expired_lot_codes(lots: list[InkLot], today: date) -> list[str]:
    """Codes of opened or sealed lots past their expiry date."""
    return [lot.lot_code for lot in lots if lot.expires < today]


def quarantine(lots: list[InkLot], recalled: set[str]) -> list[str]:
    return [RECALL_NOTICE.format(code=lot.lot_code) for lot in lots if lot.lot_code in recalled]


def low_stock(lots: list[InkLot], min_ml: float = 15.0) -> list[InkLot]:
    return [lot for lot in lots if lot.remaining_ml < min_ml and lot.status == "open"]
