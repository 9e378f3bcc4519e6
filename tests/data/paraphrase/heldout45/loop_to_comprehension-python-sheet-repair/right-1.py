"""Sheet music library of the Harbourside Philharmonic."""

from dataclasses import dataclass, field


@dataclass
class Part:
    instrument: str
    copies: int
    condition: str = "good"  # good, worn, torn, missing_pages
    on_loan: bool = False


@dataclass
class Score:
    catalogue_no: str
    composer: str
    title: str
    parts: list[Part] = field(default_factory=list)


def parts_needing_repair(library: list[Score]) -> list[str]:
    """Labels like "HP-0412/viola" for damaged parts that are on the shelf."""
    return [
        f"{score.catalogue_no}/{part.instrument}"
        for score in library
        for part in score.parts
        if part.condition in ("torn", "missing_pages") and not part.on_loan
    ]


def copies_on_loan(library: list[Score]) -> dict[str, int]:
    totals: dict[str, int] = {}
    for score in library:
        for part in score.parts:
            if part.on_loan:
                totals[score.catalogue_no] = totals.get(score.catalogue_no, 0) + part.copies
    return totals


def composers(library: list[Score]) -> list[str]:
    seen = []
    for score in library:
        if score.composer not in seen:
            seen.append(score.composer)
    return seen


def find_score(library: list[Score], catalogue_no: str) -> Score | None:
    for score in library:
        if score.catalogue_no == catalogue_no:
            return score
    return None
