"""Props inventory for the touring production of The Cherry Orchard."""

from dataclasses import dataclass


@dataclass
class Prop:
    tag: str
    name: str
    act: int
    consumable: bool
    on_hand: int
    per_show: int
    storage: str


def shows_left(prop: Prop) -> int:
    if prop.per_show == 0:
        return 10_000
    return prop.on_hand // prop.per_show


def reorder_list(props: list[Prop], shows_remaining: int) -> list[str]:
    """Tags of consumables that will run out before the end of the run."""
    short = []
    for prop in props:
        if prop.consumable and shows_left(prop) < shows_remaining:
            short.append(prop.tag)
    return short


def preset_sheet(props: list[Prop], act: int) -> list[str]:
    lines = []
    for prop in sorted(props, key=lambda p: p.storage):
        if prop.act == act:
            lines.append(f"{prop.tag:<8} {prop.name:<30} {prop.storage}")
    return lines


def truck_weight(props: list[Prop], unit_kg: dict[str, float]) -> float:
    return sum(unit_kg.get(p.tag, 1.0) * p.on_hand for p in props)
