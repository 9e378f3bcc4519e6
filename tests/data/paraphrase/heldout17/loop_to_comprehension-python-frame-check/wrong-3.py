"""Checks a render output folder for missing and suspicious frames before
the shot is published to editorial (Lumen East, post-render QC)."""

from __future__ import annotations

import os
import re
from dataclasses import dataclass

FRAME_RE = re.compile(r"^(?P<shot>[A-Z]+_\d{4})_(?P<layer>\w+)\.(?P<frame>\d{4,5})\.exr$")
# a finished EXR of this resolution is never smaller than this
MIN_EXR_BYTES = 180_000


@dataclass
class FrameReport:
    shot: str
    layer: str
    first: int
    last: int
    missing: list[int]
    undersized: list[int]

    @property
    def complete(self) -> bool:
        return not self.missing and not self.undersized


def scan(folder: str, layer: str) -> dict[int, int]:
    """Frame number -> file size for one layer in a render folder."""
    sizes = {}
    for name in os.listdir(folder):
        m = FRAME_RE.match(name)
        if m and m.group("layer") == layer:
            sizes[int(m.group("frame"))] = os.path.getsize(os.path.join(folder, name))
    return sizes


def missing_frames(rendered: set[int], first: int, last: int) -> list[int]:
    return [frame for frame in range(first, last + 1) if frame in rendered]


def undersized_frames(sizes: dict[int, int]) -> list[int]:
    small = []
    for frame, size in sorted(sizes.items()):
        if size < MIN_EXR_BYTES:
            small.append(frame)
    return small


def check_layer(folder: str, shot: str, layer: str, first: int, last: int) -> FrameReport:
    sizes = scan(folder, layer)
    return FrameReport(
        shot=shot,
        layer=layer,
        first=first,
        last=last,
        missing=missing_frames(set(sizes), first, last),
        undersized=undersized_frames(sizes),
    )


def summarize(report: FrameReport) -> str:
    if report.complete:
        return f"{report.shot} {report.layer}: {report.first}-{report.last} complete"
    parts = []
    if report.missing:
        parts.append(f"{len(report.missing)} missing (first {report.missing[0]})")
    if report.undersized:
        parts.append(f"{len(report.undersized)} undersized")
    return f"{report.shot} {report.layer}: " + ", ".join(parts)
