from lib import write_case

LOOP = """    addresses = []
    for owner in owners:
        if owner.email and not owner.opted_out:
            addresses.append(owner.email.strip().lower())
    return addresses
"""
ONE = "    return [owner.email.strip().lower() for owner in owners if owner.email and not owner.opted_out]\n"
OWNERS_LOOP = """    owners: list[Owner] = []
    for patient in patients:
        if vaccines_due_within(patient, today) and patient.owner not in owners:
            owners.append(patient.owner)
    return owners
"""

write_case(
    "loop_to_comprehension-python-vaccine-reminders", "reminders.py", "loop_to_comprehension", "python",
    [
        ("terse", "reminder_addresses: loop -> list comprehension"),
        ("polite", "Could you rewrite the for loop in reminder_addresses as a list comprehension? It should still return a list with the same addresses in the same order; please leave the other functions as they are."),
        ("declarative", "reminder_addresses should build its result with a single list comprehension instead of the append loop."),
        ("other", "can reminder_addresses just be a list comprehension? same filtering (has email, not opted out), same strip/lower"),
    ],
    [
        ("right-1.py", "right", "loop replaced by one returned list comprehension with the same condition and expression",
         [(LOOP, ONE)]),
        ("right-2.py", "right", "comprehension split over lines and kept in the addresses variable before returning it",
         [(LOOP, """    addresses = [
        owner.email.strip().lower()
        for owner in owners
        if owner.email and not owner.opted_out
    ]
    return addresses
""")]),
        ("wrong-1.py", "wrong", "the opted_out test was dropped from the comprehension: owners who opted out get e-mails again",
         [(LOOP, "    return [owner.email.strip().lower() for owner in owners if owner.email]\n")]),
        ("wrong-2.py", "wrong", "written as a set comprehension: returns a set instead of the list, unordered and with duplicates merged, so the queued count changes",
         [(LOOP, ONE.replace("[", "{").replace("]", "}"))]),
        ("wrong-3.py", "wrong", "owners_to_remind's loop was also turned into a comprehension and lost its de-duplication, so owners with two patients get two e-mails",
         [(LOOP, ONE), (OWNERS_LOOP, "    return [patient.owner for patient in patients if vaccines_due_within(patient, today)]\n")]),
        ("wrong-4.py", "wrong", "parentheses instead of brackets: returns a generator, and weekly_run's len() fails",
         [(LOOP, ONE.replace("[", "(").replace("]", ")"))]),
    ],
)
