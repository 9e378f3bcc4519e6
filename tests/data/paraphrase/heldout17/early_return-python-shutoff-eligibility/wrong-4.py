"""Disconnection eligibility for Eastbrook Municipal Water.

State rules: no disconnection for a household with a medical certificate on
file, none while a payment plan is being kept, none from 1 December to the
end of February, and none for arrears under the minimum. The reason string
is printed on the field order, so which rule blocked a shutoff matters.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from decimal import Decimal

MIN_ARREARS = Decimal("150.00")
NOTICE_DAYS = 14


@dataclass
class AccountState:
    account_no: str
    arrears: Decimal
    medical_certificate: bool
    on_payment_plan: bool
    plan_payments_missed: int
    notice_sent: date | None


def winter_moratorium(today: date) -> bool:
    return today.month in (12, 1, 2)


def shutoff_block_reason(acct: AccountState, today: date) -> str | None:
    """None when the account may be scheduled for disconnection, otherwise
    the reason printed on the field order."""
    if acct.medical_certificate:
        return "medical certificate on file"
    if acct.on_payment_plan:
        return "payment plan in good standing"
    if winter_moratorium(today):
        return "winter moratorium"
    if acct.arrears < MIN_ARREARS:
        return "arrears below minimum"
    if acct.notice_sent is None or (today - acct.notice_sent).days < NOTICE_DAYS:
        return "notice period not served"
    return None


def field_order_line(acct: AccountState, today: date) -> str:
    reason = shutoff_block_reason(acct, today)
    if reason is None:
        return f"{acct.account_no}: SCHEDULE DISCONNECT (arrears {acct.arrears})"
    return f"{acct.account_no}: no action - {reason}"
