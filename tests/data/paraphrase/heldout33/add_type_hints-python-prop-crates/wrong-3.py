"""Props inventory for the Lantern Street Players' touring season."""

import csv
from collections import defaultdict


class Prop:
    def __init__(self, tag, name, scene, fragile=False, weight_kg=0.0):
        self.tag = tag
        self.name = name
        self.scene = scene
        self.fragile = fragile
        self.weight_kg = weight_kg

    def __repr__(self):
        return f"Prop({self.tag!r}, {self.name!r})"


def load_props(path):
    props = []
    with open(path, newline="") as fh:
        for row in csv.DictReader(fh):
            props.append(Prop(
                tag=row["tag"],
                name=row["name"],
                scene=row["scene"],
                fragile=row.get("fragile", "").lower() == "yes",
                weight_kg=float(row.get("weight_kg") or 0),
            ))
    return props


def props_by_scene(props: list[Prop]) -> dict[str, list[Prop]]:
    grouped = defaultdict(list)
    for prop in props:
        grouped[prop.scene].append(prop)
    return dict(grouped)


def crate_weight(props: list[Prop], scene: str, padding_kg: float = 1.5) -> float:
    total = 0.0
    for prop in props:
        if prop.scene != scene:
            continue
        total += prop.weight_kg
        if prop.fragile:
            total += padding_kg
    return total


def missing_tags(props: list[Prop], checklist: list[str]) -> list[str]:
    present = {prop.tag for prop in props}
    return sorted(tag for tag in checklist if tag not in present)
