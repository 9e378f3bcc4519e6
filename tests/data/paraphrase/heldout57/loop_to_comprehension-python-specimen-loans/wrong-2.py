"""Outgoing specimen loans: which ones are late and who to chase."""
from dataclasses import dataclass
from datetime import date


@dataclass
class Loan:
    loan_id: str
    borrower: str
    specimen: str
    due: date
    returned: date | None = None
    extension_granted: bool = False


def overdue_loans(loans: list[Loan], today: date) -> list[Loan]:
    """Loans past their due date that have not come back and were not extended."""
    return (
        loan for loan in loans
        if loan.returned is None and loan.due < today and not loan.extension_granted
    )


def borrowers_to_chase(loans: list[Loan], today: date) -> list[str]:
    names = []
    for loan in overdue_loans(loans, today):
        if loan.borrower not in names:
            names.append(loan.borrower)
    return names


def days_late(loan: Loan, today: date) -> int:
    return max(0, (today - loan.due).days)
