"""Standings table for the Tuesday-night five-a-side league."""

from dataclasses import dataclass, field

POINTS_WIN = 3
POINTS_DRAW = 1


@dataclass
class TeamRecord:
    name: str
    played: int = 0
    won: int = 0
    drawn: int = 0
    lost: int = 0
    goals_for: int = 0
    goals_against: int = 0
    forfeits: list = field(default_factory=list)

    @property
    def points(self):
        return self.won * POINTS_WIN + self.drawn * POINTS_DRAW

    @property
    def goal_difference(self):
        return self.goals_for - self.goals_against


def record_fixture(table, home, away, home_goals, away_goals):
    """Add one finished fixture to the standings table (a dict of TeamRecord)."""
    if home == away:
        raise ValueError(f"{home} cannot play itself")
    home_rec = table.setdefault(home, TeamRecord(home))
    away_rec = table.setdefault(away, TeamRecord(away))
    home_rec.played += 1
    away_rec.played += 1
    home_rec.goals_for += home_goals
    home_rec.goals_against += away_goals
    away_rec.goals_for += away_goals
    away_rec.goals_against += home_goals
    if home_goals > away_goals:
        home_rec.won += 1
        away_rec.lost += 1
    elif home_goals <= away_goals:
        away_rec.won += 1
        home_rec.lost += 1
    else:
        home_rec.drawn += 1
        away_rec.drawn += 1


def record_forfeit(table, winner, loser, week):
    table.setdefault(winner, TeamRecord(winner)).won += 1
    loser_rec = table.setdefault(loser, TeamRecord(loser))
    loser_rec.lost += 1
    loser_rec.forfeits.append(week)


def ordered(table):
    return sorted(
        table.values(),
        key=lambda rec: (-rec.points, -rec.goal_difference, -rec.goals_for, rec.name),
    )
