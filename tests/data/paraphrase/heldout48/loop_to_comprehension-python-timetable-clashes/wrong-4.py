from collections import defaultdict
from itertools import combinations


def overlaps(a, b):
    """Two sittings overlap when they share a day and their times intersect."""
    return a["day"] == b["day"] and a["start"] < b["end"] and b["start"] < a["end"]


def clash_pairs(sittings, enrolments):
    """Pairs of exam sittings that share at least one student and overlap in time."""
    students_by_exam = defaultdict(set, {exam: {student} for student, exam in enrolments})

    return [
        (a["exam"], b["exam"])
        for a, b in combinations(sittings, 2)
        if overlaps(a, b) and students_by_exam[a["exam"]] & students_by_exam[b["exam"]]
    ]


def oversubscribed_rooms(sittings, room_capacity):
    full = []
    for s in sittings:
        if s["candidates"] > room_capacity.get(s["room"], 0):
            full.append(s["room"])
    return full


def clash_report(sittings, enrolments, room_capacity):
    lines = ["Exam clash report", "================="]
    for first, second in clash_pairs(sittings, enrolments):
        lines.append(f"CLASH  {first} / {second}")
    for room in oversubscribed_rooms(sittings, room_capacity):
        lines.append(f"ROOM   {room} over capacity")
    return "\n".join(lines)
