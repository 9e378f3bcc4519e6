"""Users and their roles."""

from dataclasses import dataclass, field


@dataclass
class User:
    id: int
    name: str
    email: str = ""
    roles: list[str] = field(default_factory=list)

    def is_admin(self) -> bool:
        return "admin" in self.roles


def from_row(row: dict) -> User:
    return User(id=int(row["id"]), name=row["name"], roles=row.get("roles", "").split(",") if row.get("roles") else [])


def admins(users: list[User]) -> list[User]:
    return [u for u in users if u.is_admin()]
