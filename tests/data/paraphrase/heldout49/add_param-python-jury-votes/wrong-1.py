"""Jury ballots for the Lindenhof Film Festival competition."""

from collections import Counter
from dataclasses import dataclass


@dataclass(frozen=True)
class Ballot:
    juror: str
    film_id: str
    score: int  # 1..10


def valid_ballots(ballots, jurors):
    seen = set()
    kept = []
    for ballot in ballots:
        if ballot.juror not in jurors:
            continue
        key = (ballot.juror, ballot.film_id)
        if key in seen:
            continue
        seen.add(key)
        kept.append(ballot)
    return kept


def tally_scores(ballots, jurors, min_votes=2):
    """Average score per film over the valid ballots, best first."""
    totals = Counter()
    votes = Counter()
    for ballot in valid_ballots(ballots, jurors):
        totals[ballot.film_id] += ballot.score
        votes[ballot.film_id] += 1
    averages = {film: totals[film] / votes[film] for film in totals}
    return sorted(averages.items(), key=lambda kv: kv[1], reverse=True)


def winner(ballots, jurors):
    ranking = tally_scores(ballots, jurors)
    if not ranking:
        return None
    return ranking[0][0]


def audience_award(ballots):
    """The audience award counts every ballot, jurors or not."""
    totals = Counter(b.film_id for b in ballots)
    return totals.most_common(1)[0][0] if totals else None


if __name__ == "__main__":
    jury = {"A. Marsh", "K. Oyelaran", "P. Lindqvist"}
    demo = [
        Ballot("A. Marsh", "F-017", 8),
        Ballot("K. Oyelaran", "F-017", 6),
        Ballot("P. Lindqvist", "F-022", 9),
    ]
    print(winner(demo, jury))
