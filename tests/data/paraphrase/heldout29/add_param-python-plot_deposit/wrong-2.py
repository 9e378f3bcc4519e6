"""Plot allocation for the Hollins Lane community garden.

Applicants come off the waiting list in the order they joined; each accepted
applicant pays a refundable key deposit before the gate code is sent.
"""

from dataclasses import dataclass
from datetime import date


@dataclass
class Applicant:
    name: str
    household: str
    joined: date
    wants_raised_bed: bool = False


@dataclass
class Plot:
    number: str
    size_m2: int
    raised_bed: bool = False


@dataclass
class Offer:
    applicant: Applicant
    plot: Plot
    deposit: int
    reply_by: date


def plot_rent(plot: Plot) -> int:
    """Yearly rent in pounds: half plots are a flat 25, full plots scale with size."""
    if plot.size_m2 <= 60:
        return 25
    return 25 + (plot.size_m2 - 60) // 10 * 4


def allocate_plots(deposit: int, waitlist: list[Applicant], free_plots: list[Plot], today: date) -> list[Offer]:
    """Offer each free plot to the longest-waiting applicant who fits it."""
    offers = []
    remaining = sorted(waitlist, key=lambda a: a.joined)
    households = set()
    for plot in sorted(free_plots, key=lambda p: p.number):
        for applicant in remaining:
            if applicant.household in households:
                continue
            if applicant.wants_raised_bed and not plot.raised_bed:
                continue
            reply_by = date.fromordinal(today.toordinal() + 14)
            offers.append(Offer(applicant, plot, deposit, reply_by))
            households.add(applicant.household)
            remaining.remove(applicant)
            break
    return offers


def offer_letter(offer: Offer) -> str:
    return (
        f"Dear {offer.applicant.name},\n\n"
        f"Plot {offer.plot.number} ({offer.plot.size_m2} m2) is yours if you want it. "
        f"Please pay the key deposit of {offer.deposit} pounds and reply by "
        f"{offer.reply_by:%d %B %Y}. Rent is {plot_rent(offer.plot)} pounds a year.\n"
    )


if __name__ == "__main__":
    waiting = [
        Applicant("Ruth Okafor", "12 Mill Row", date(2024, 3, 2)),
        Applicant("Tomasz Wierzba", "3 Canal St", date(2024, 5, 19), wants_raised_bed=True),
        Applicant("Imogen Leary", "12 Mill Row", date(2024, 6, 1)),
    ]
    plots = [Plot("B4", 50), Plot("C1", 90, raised_bed=True)]
    for o in allocate_plots(waiting, plots, date(2026, 12, 7)):
        print(offer_letter(o))
