"""Queries over the user export (a list of dicts loaded from users.jsonl)."""

from __future__ import annotations

import json
from datetime import date, datetime
from pathlib import Path


def load(path: Path) -> list[dict]:
    users = []
    with path.open(encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if line:
                users.append(json.loads(line))
    return users


def active_emails(users: list[dict]) -> list[str]:
    """Lower-cased e-mail addresses of active users, in export order."""
    return [u["email"].lower() for u in users if u.get("active") and u.get("email")]


def by_country(users: list[dict]) -> dict[str, list[dict]]:
    groups: dict[str, list[dict]] = {}
    for u in users:
        groups.setdefault(u.get("country", "??"), []).append(u)
    return groups


def signed_up_since(users: list[dict], day: date) -> list[dict]:
    return [u for u in users if datetime.fromisoformat(u["created_at"]).date() >= day]


def domains(users: list[dict]) -> set[str]:
    return {u["email"].rsplit("@", 1)[-1].lower() for u in users if "@" in u.get("email", "")}


if __name__ == "__main__":
    import sys

    people = load(Path(sys.argv[1]))
    print("\n".join(active_emails(people)))
