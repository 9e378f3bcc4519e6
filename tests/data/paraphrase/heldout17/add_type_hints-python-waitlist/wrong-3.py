"""Waitlist promotion for Kellbrook University course sections.

When a seat frees up, the registrar promotes students from the front of the
section's waitlist, skipping anyone who has since hit their credit cap or
registered for a section that clashes in time.
"""

from __future__ import annotations

from dataclasses import dataclass, field

MAX_TERM_CREDITS = 18


@dataclass
class Section:
    crn: str
    course_code: str
    credits: int
    capacity: int
    meeting_slots: frozenset[str]
    enrolled: set[str] = field(default_factory=set)

    @property
    def open_seats(self) -> int:
        return max(self.capacity - len(self.enrolled), 0)


@dataclass
class StudentLoad:
    student_id: str
    credits: int = 0
    slots: set[str] = field(default_factory=set)


def clashes(section, load):
    return bool(section.meeting_slots & load.slots)


def promote_from_waitlist(
    section: Section, waitlist: list[str], loads: dict[str, int], max_promotions: int = 1
) -> list[str]:
    """Move up to ``max_promotions`` eligible students from the front of the
    waitlist into the section. Returns the promoted student ids, in order.
    Ineligible students stay on the waitlist in their place."""
    promoted = []
    limit = min(max_promotions, section.open_seats)
    position = 0
    while len(promoted) < limit and position < len(waitlist):
        student_id = waitlist[position]
        load = loads.get(student_id) or StudentLoad(student_id)
        if load.credits + section.credits > MAX_TERM_CREDITS or clashes(section, load):
            position += 1
            continue
        waitlist.pop(position)
        section.enrolled.add(student_id)
        load.credits += section.credits
        load.slots |= section.meeting_slots
        loads[student_id] = load
        promoted.append(student_id)
    return promoted


def waitlist_position(waitlist, student_id):
    try:
        return waitlist.index(student_id) + 1
    except ValueError:
        return None
