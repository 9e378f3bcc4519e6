from edits import build

SIG = "             islander: bool = False, is_return: bool = False) -> Decimal:\n"
DOC = '''    """Total fare for one booking between two ports.

    Args:
        origin: port the party leaves from.
        destination: port it travels to; either direction is accepted.
        ages: age of every passenger, adults included.
        cars: number of cars taken across.
        islander: whether the islander discount applies.
        is_return: price a return instead of a single.

    Returns:
        The fare in pounds, as a Decimal rounded to the penny.

    Raises:
        KeyError: if there is no fare between the two ports.
    """
'''
DOC2 = '''    """Return the fare in pounds (Decimal, to the penny) for one booking.

    :param origin: departure port
    :param destination: arrival port (the route may be given either way round)
    :param ages: the age of each passenger
    :param cars: how many cars travel
    :param islander: apply the islander discount
    :param is_return: price a return journey rather than a single
    :raises KeyError: when no fare exists between the two ports
    """
'''
build("add_docstring-python-ferry-fares", "fares.py", {
    "right-1.py": [(SIG, SIG + DOC, 1)],
    "right-2.py": [(SIG, SIG + DOC2, 1)],
    "wrong-1.py": [("def fare_for(", DOC.replace("\n    ", "\n").lstrip(" ") + "def fare_for(", 1)],
    "wrong-2.py": [("def concession_rate(age: int, islander: bool) -> Decimal:\n",
                    "def concession_rate(age: int, islander: bool) -> Decimal:\n" + DOC, 1)],
    "wrong-3.py": [(SIG, SIG + "".join("    " + l if l.strip() else l for l in DOC.splitlines(True)), 1)],
    "wrong-4.py": [(SIG, SIG + DOC, 1), ("if age < CHILD_AGE_LIMIT else", "if age <= CHILD_AGE_LIMIT else", 1)],
})
