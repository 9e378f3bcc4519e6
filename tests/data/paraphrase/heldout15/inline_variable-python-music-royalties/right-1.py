"""Royalty split for one streamed track on Tidewave."""

from decimal import Decimal, ROUND_HALF_EVEN

CENT = Decimal("0.01")


def payout_per_stream(pool: Decimal, total_streams: int) -> Decimal:
    if total_streams == 0:
        return Decimal(0)
    return pool / total_streams


def split_royalties(streams: int, rate: Decimal, shares: dict[str, Decimal]) -> dict[str, Decimal]:
    """Pay each rights holder their share of a track's earnings, rounded to cents."""
    label_cut = rate * streams * Decimal("0.15")
    distributable = rate * streams - label_cut
    out = {}
    for holder, share in shares.items():
        out[holder] = (distributable * share).quantize(CENT, rounding=ROUND_HALF_EVEN)
    return out


def statement(track: str, payouts: dict[str, Decimal]) -> str:
    lines = [f"Royalty statement: {track}"]
    for holder, amount in sorted(payouts.items()):
        lines.append(f"  {holder:<24} {amount:>10}")
    return "\n".join(lines)
