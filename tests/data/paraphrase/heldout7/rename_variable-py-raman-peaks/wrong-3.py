"""Helpers for reducing Raman spectra exported by the bench spectrometer.

The exporter writes one CSV per acquisition: a header block of ``# key: value``
lines followed by ``wavenumber,intensity`` rows.  Everything here works on plain
lists so the module can run on the lab's old acquisition PC without numpy.
"""

from __future__ import annotations

import csv
import math
from dataclasses import dataclass, field
from pathlib import Path

DEFAULT_WINDOW = 7
MIN_PROMINENCE = 0.05
LASER_NM = 785.0


@dataclass
class Spectrum:
    wavenumbers: list[float]
    intensities: list[float]
    meta: dict[str, str] = field(default_factory=dict)

    def __len__(self) -> int:
        return len(self.wavenumbers)

    @property
    def span(self) -> tuple[float, float]:
        return self.wavenumbers[0], self.wavenumbers[-1]


@dataclass
class Peak:
    position: float
    height: float
    prominence: float
    width: float = 0.0


def load_spectrum(path: Path) -> Spectrum:
    """Read one exported CSV, header lines included."""
    meta: dict[str, str] = {}
    xs: list[float] = []
    ys: list[float] = []
    with open(path, newline="") as fh:
        for raw in fh:
            if raw.startswith("#"):
                key, _, value = raw[1:].partition(":")
                meta[key.strip()] = value.strip()
                continue
            row = next(csv.reader([raw]))
            if len(row) < 2 or not row[0].strip():
                continue
            xs.append(float(row[0]))
            ys.append(float(row[1]))
    return Spectrum(xs, ys, meta)


def moving_average(values: list[float], window: int = DEFAULT_WINDOW) -> list[float]:
    """Centered moving average; the edges use a shrinking window."""
    if window < 1:
        raise ValueError("window must be positive")
    half = window // 2
    out = []
    for i in range(len(values)):
        lo = max(0, i - half)
        hi = min(len(values), i + half + 1)
        out.append(sum(values[lo:hi]) / (hi - lo))
    return out


def subtract_baseline(spec: Spectrum, degree: int = 1) -> Spectrum:
    """Remove a straight line through the first and last 5% of the spectrum.

    Only ``degree=1`` is supported for now; the argument exists so that the
    notebook calls keep working once a polynomial fit lands.
    """
    if degree != 1:
        raise NotImplementedError("only a linear baseline is implemented")
    n = len(spec)
    edge = max(1, n // 20)
    x0 = sum(spec.wavenumbers[:edge]) / edge
    y0 = sum(spec.intensities[:edge]) / edge
    x1 = sum(spec.wavenumbers[-edge:]) / edge
    y1 = sum(spec.intensities[-edge:]) / edge
    slope = (y1 - y0) / (x1 - x0) if x1 != x0 else 0.0
    corrected = [y - (y0 + slope * (x - x0)) for x, y in zip(spec.wavenumbers, spec.intensities)]
    return Spectrum(list(spec.wavenumbers), corrected, dict(spec.meta))


def normalize(spec: Spectrum) -> Spectrum:
    top = max(spec.intensities)
    if top <= 0:
        return spec
    return Spectrum(list(spec.wavenumbers), [y / top for y in spec.intensities], dict(spec.meta))


def find_peaks(spec: Spectrum, min_prominence: float = MIN_PROMINENCE) -> list[Peak]:
    """Local maxima whose prominence over the lower neighbouring valley is large enough."""
    ys = spec.intensities
    peaks: list[Peak] = []
    for peak_index in range(1, len(ys) - 1):
        if not (ys[peak_index] > ys[peak_index - 1] and ys[peak_index] > ys[peak_index + 1]):
            continue
        left = peak_index
        while left > 0 and ys[left - 1] <= ys[left]:
            left -= 1
        right = peak_index
        while right < len(ys) - 1 and ys[right + 1] <= ys[right]:
            right += 1
        prominence = ys[peak_index] - max(ys[left], ys[right])
        if prominence < min_prominence:
            continue
        peaks.append(Peak(spec.wavenumbers[peak_index], ys[peak_index], prominence))
    return peaks


def half_width(spec: Spectrum, peak: Peak) -> float:
    """Full width at half maximum, by walking out from the peak position."""
    xs, ys = spec.wavenumbers, spec.intensities
    centre = min(range(len(xs)), key=lambda i: abs(xs[i] - peak.position))
    half = peak.height / 2
    lo = centre
    while lo > 0 and ys[lo] > half:
        lo -= 1
    hi = centre
    while hi < len(ys) - 1 and ys[hi] > half:
        hi += 1
    return xs[hi] - xs[lo]


def integrate_band(spec: Spectrum, start: float, stop: float) -> float:
    """Trapezoidal area between two wavenumbers."""
    total = 0.0
    xs, ys = spec.wavenumbers, spec.intensities
    for idx in range(1, len(xs)):
        if xs[idx] < start or xs[idx - 1] > stop:
            continue
        total += (xs[idx] - xs[idx - 1]) * (ys[idx] + ys[idx - 1]) / 2
    return total


def shift_to_nm(shift_cm: float, laser_nm: float = LASER_NM) -> float:
    """Convert a Raman shift in cm^-1 to the absolute wavelength in nm."""
    return 1e7 / (1e7 / laser_nm - shift_cm)


def gaussian(x: float, centre: float, height: float, sigma: float) -> float:
    return height * math.exp(-((x - centre) ** 2) / (2 * sigma ** 2))


def summarize(path: Path) -> dict[str, object]:
    spec = normalize(subtract_baseline(load_spectrum(path)))
    smooth = Spectrum(spec.wavenumbers, moving_average(spec.intensities), spec.meta)
    peaks = find_peaks(smooth)
    for peak in peaks:
        peak.width = half_width(smooth, peak)
    return {
        "sample": spec.meta.get("sample", path.stem),
        "points": len(spec),
        "span": spec.span,
        "peaks": [(round(p.position, 1), round(p.height, 3), round(p.width, 1)) for p in peaks],
        "d_band": integrate_band(smooth, 1300.0, 1400.0),
        "g_band": integrate_band(smooth, 1550.0, 1620.0),
    }


def write_report(rows: list[dict[str, object]], out: Path) -> None:
    with open(out, "w", newline="") as fh:
        writer = csv.writer(fh)
        writer.writerow(["sample", "points", "peaks", "d_over_g"])
        for row in rows:
            g = row["g_band"] or 1.0
            writer.writerow([row["sample"], row["points"], len(row["peaks"]), f"{row['d_band'] / g:.3f}"])


if __name__ == "__main__":
    import sys

    results = [summarize(Path(p)) for p in sys.argv[1:]]
    write_report(results, Path("raman_summary.csv"))
    print(f"wrote {len(results)} spectra to raman_summary.csv")
