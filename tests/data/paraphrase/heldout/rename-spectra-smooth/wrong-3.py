"""Helpers for cleaning raw spectrometer readings before peak picking."""

import math
from dataclasses import dataclass, field


@dataclass
class Spectrum:
    wavelengths: list[float]
    intensities: list[float]
    label: str = ""
    meta: dict = field(default_factory=dict)


def moving_avg(values, smooth_window=5):
    """Centered moving average; edges use a shrinking window."""
    half = smooth_window // 2
    out = []
    for i in range(len(values)):
        lo = max(0, i - half)
        hi = min(len(values), i + half + 1)
        chunk = values[lo:hi]
        out.append(sum(chunk) / len(chunk))
    return out


def normalize(values):
    peak = max(values)
    if peak <= 0:
        raise ValueError("cannot normalize a spectrum with no positive signal")
    return [v / peak for v in values]


def find_peaks(spectrum, threshold=0.2, smooth_window=5):
    ys = normalize(moving_avg(spectrum.intensities, smooth_window))
    peaks = []
    for i in range(1, len(ys) - 1):
        if ys[i] > threshold and ys[i] > ys[i - 1] and ys[i] >= ys[i + 1]:
            peaks.append((spectrum.wavelengths[i], ys[i]))
    return peaks


def snr(spectrum, noise_region=(0, 50)):
    lo, hi = noise_region
    noise = spectrum.intensities[lo:hi]
    mean = sum(noise) / len(noise)
    var = sum((x - mean) ** 2 for x in noise) / len(noise)
    signal = max(moving_avg(spectrum.intensities))
    return signal / math.sqrt(var) if var > 0 else math.inf


def preprocess(spectrum):
    cleaned = moving_avg(spectrum.intensities, smooth_window=7)
    spectrum.meta["preprocessed"] = True
    return Spectrum(spectrum.wavelengths, normalize(cleaned), spectrum.label, spectrum.meta)
