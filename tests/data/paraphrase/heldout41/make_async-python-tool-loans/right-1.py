"""Tool loans desk for the Eastgate Library makerspace.

The loans database client (`LoansDB`) was moved to asyncpg, so all of its
methods are coroutines now.
"""

import asyncio
from datetime import date, timedelta

MAX_RENEWALS = 2
LOAN_DAYS = {"hand": 7, "power": 3, "measuring": 14}


class RenewalRefused(Exception):
    pass


def new_due_date(category: str, today: date) -> date:
    return today + timedelta(days=LOAN_DAYS.get(category, 7))


async def overdue_loans(db, today: date) -> list:
    loans = await db.open_loans()
    return [loan for loan in loans if loan["due"] < today]


async def renew_loan(db, loan_id: int, today: date) -> date:
    loan = await db.fetch_loan(loan_id)
    if loan is None:
        raise RenewalRefused(f"no open loan {loan_id}")
    if loan["renewals"] >= MAX_RENEWALS:
        raise RenewalRefused(f"loan {loan_id} already renewed {loan['renewals']} times")
    if await db.has_reservation(loan["tool_id"]):
        raise RenewalRefused(f"tool {loan['tool_id']} is reserved by another patron")
    due = new_due_date(loan["category"], today)
    await db.update_loan(loan_id, due=due, renewals=loan["renewals"] + 1)
    return due


async def renew_all_for_patron(db, card: str, today: date) -> dict:
    """Renew every loan of one patron; returns {loan_id: new due date or reason}."""
    results = {}
    for loan in await db.loans_for_card(card):
        try:
            results[loan["id"]] = await renew_loan(db, loan["id"], today)
        except RenewalRefused as exc:
            results[loan["id"]] = str(exc)
    return results


async def main(db) -> None:
    today = date.today()
    late = await overdue_loans(db, today)
    print(f"{len(late)} overdue loans")
    print(await renew_all_for_patron(db, "EG-004417", today))


if __name__ == "__main__":
    from loans_db import LoansDB
    asyncio.run(main(LoansDB.from_env()))
