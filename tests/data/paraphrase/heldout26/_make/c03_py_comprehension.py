from lib import E, case

ORIG = '''from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass

MIN_VINTAGE = 2019


@dataclass(frozen=True)
class Credit:
    serial: str
    project_id: str
    vintage: int
    tonnes: float
    status: str  # "active", "retired" or "cancelled"
    retired_by: str | None = None


def active_serials(credits: list[Credit]) -> list[str]:
    """Serial numbers that can still be transferred, oldest listing first."""
    serials = []
    for credit in credits:
        if credit.status == "active" and credit.vintage >= MIN_VINTAGE:
            serials.append(credit.serial)
    return serials


def retired_by_buyer(credits: list[Credit]) -> dict[str, float]:
    totals: dict[str, float] = defaultdict(float)
    for credit in credits:
        if credit.status == "retired" and credit.retired_by:
            totals[credit.retired_by] += credit.tonnes
    return dict(totals)


def project_vintages(credits: list[Credit], project_id: str) -> list[int]:
    vintages = []
    for credit in credits:
        if credit.project_id == project_id and credit.vintage not in vintages:
            vintages.append(credit.vintage)
    return sorted(vintages)
'''

LOOP = '''    serials = []
    for credit in credits:
        if credit.status == "active" and credit.vintage >= MIN_VINTAGE:
            serials.append(credit.serial)
    return serials
'''

case(
    "loop_to_comprehension-python-credit-serials", "registry_queries.py", "loop_to_comprehension", "python", ORIG,
    [
        ("terse", "active_serials: loop -> list comprehension"),
        ("polite", "Could you rewrite the for-loop in `active_serials` as a list comprehension? Same filter, same order, and please don't touch the other two functions."),
        ("declarative", "active_serials should build its result with a single list comprehension instead of appending in a loop."),
        ("other", "is there a reason active_serials uses append in a loop? make it a comprehension, just that function"),
    ],
    [
        ("right-1.py", "right", "loop replaced by a returned list comprehension with the same two conditions",
         [E(LOOP, '''    return [
        credit.serial
        for credit in credits
        if credit.status == "active" and credit.vintage >= MIN_VINTAGE
    ]
''')]),
        ("right-2.py", "right", "comprehension assigned to serials, which is then returned; same conditions and order",
         [E(LOOP, '''    serials = [c.serial for c in credits if c.status == "active" and c.vintage >= MIN_VINTAGE]
    return serials
''')]),
        ("wrong-1.py", "wrong", "the comprehension dropped the vintage >= MIN_VINTAGE filter",
         [E(LOOP, '''    return [credit.serial for credit in credits if credit.status == "active"]
''')]),
        ("wrong-2.py", "wrong", "built a set comprehension: the result is no longer a list and loses the listing order",
         [E(LOOP, '''    return {credit.serial for credit in credits if credit.status == "active" and credit.vintage >= MIN_VINTAGE}
''')]),
        ("wrong-3.py", "wrong", "active_serials converted correctly, but project_vintages was rewritten too, and its comprehension no longer removes duplicate vintages",
         [E(LOOP, '''    return [credit.serial for credit in credits if credit.status == "active" and credit.vintage >= MIN_VINTAGE]
'''), E('''    vintages = []
    for credit in credits:
        if credit.project_id == project_id and credit.vintage not in vintages:
            vintages.append(credit.vintage)
    return sorted(vintages)
''', '''    return sorted([credit.vintage for credit in credits if credit.project_id == project_id])
''')]),
        ("wrong-4.py", "wrong", "comprehension uses vintage > MIN_VINTAGE, so 2019 credits are dropped",
         [E(LOOP, '''    return [credit.serial for credit in credits if credit.status == "active" and credit.vintage > MIN_VINTAGE]
''')]),
    ],
)
