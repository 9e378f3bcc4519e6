"""Reference ranges and flagging for the in-house haematology and chemistry panels."""

from dataclasses import dataclass

REFERENCE = {
    # analyte: (low, high, unit) for adult dogs
    "ALT": (10, 125, "U/L"),
    "ALKP": (23, 212, "U/L"),
    "BUN": (7, 27, "mg/dL"),
    "CREA": (0.5, 1.8, "mg/dL"),
    "GLU": (74, 143, "mg/dL"),
    "HCT": (37.3, 61.7, "%"),
    "PLT": (148, 484, "K/uL"),
}


@dataclass
class Reading:
    analyte: str
    value: float
    haemolysed: bool = False


def out_of_range(readings):
    """Analytes outside the reference range, in the order they were measured."""
    return [r.analyte for r in readings
            if not REFERENCE[r.analyte][0] <= r.value <= REFERENCE[r.analyte][1]]


def usable(readings):
    """Drop readings from haemolysed samples; they cannot be reported."""
    return [r for r in readings if not r.haemolysed]


def summary_lines(readings):
    lines = []
    for r in usable(readings):
        low, high, unit = REFERENCE[r.analyte]
        mark = "*" if r.analyte in out_of_range([r]) else " "
        lines.append(f"{mark} {r.analyte:<5} {r.value:>7} {unit:<6} ({low}-{high})")
    return lines


if __name__ == "__main__":
    sample = [Reading("ALT", 180), Reading("BUN", 22), Reading("GLU", 61, haemolysed=True)]
    print("\n".join(summary_lines(sample)))
