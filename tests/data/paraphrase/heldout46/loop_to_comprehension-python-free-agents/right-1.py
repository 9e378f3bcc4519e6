"""Player transfer helpers for the Northern Rift League admin scripts."""

from datetime import date


def eligible_free_agents(players, today: date, min_matches: int = 5):
    return [
        player["handle"]
        for player in players
        if player["team"] is None and player["matches_played"] >= min_matches
    ]


def import_slots_left(roster, max_imports: int = 2):
    imports = 0
    for player in roster:
        if player["region"] != "EU":
            imports += 1
    return max(0, max_imports - imports)


def contract_ends(players, before: date):
    ending = []
    for player in players:
        if player["contract_end"] and player["contract_end"] < before:
            ending.append((player["handle"], player["contract_end"]))
    ending.sort(key=lambda item: item[1])
    return ending
