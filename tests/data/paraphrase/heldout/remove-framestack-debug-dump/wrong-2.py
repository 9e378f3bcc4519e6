"""Align and co-add CCD frames from one observing night."""

import json
import logging
from pathlib import Path

import numpy as np

log = logging.getLogger(__name__)


class FrameStack:
    def __init__(self, frames, headers):
        if len(frames) != len(headers):
            raise ValueError("frames and headers differ in length")
        self.frames = [np.asarray(f, dtype=np.float32) for f in frames]
        self.headers = list(headers)

    @classmethod
    def from_dir(cls, folder):
        frames, headers = [], []
        for npy in sorted(Path(folder).glob("*.npy")):
            frames.append(np.load(npy))
            headers.append(json.loads(npy.with_suffix(".json").read_text()))
        return cls(frames, headers)

    def debug_dump(self, out_dir):
        out = Path(out_dir)
        out.mkdir(parents=True, exist_ok=True)
        for i, (frame, hdr) in enumerate(zip(self.frames, self.headers)):
            np.save(out / f"frame_{i:03d}.npy", frame)
            (out / f"frame_{i:03d}.json").write_text(json.dumps(hdr, indent=2))
        log.debug("dumped %d frames to %s", len(self.frames), out)

    @staticmethod
    def offset(reference, frame):
        spectrum = np.fft.fft2(reference) * np.conj(np.fft.fft2(frame))
        corr = np.abs(np.fft.ifft2(spectrum))
        dy, dx = np.unravel_index(np.argmax(corr), corr.shape)
        return int(dy), int(dx)

    def coadd(self, sigma_clip=3.0):
        cube = np.stack(list(self.aligned()))
        median = np.median(cube, axis=0)
        spread = np.std(cube, axis=0)
        mask = np.abs(cube - median) <= sigma_clip * spread
        total = np.where(mask, cube, 0.0).sum(axis=0)
        return total / np.maximum(mask.sum(axis=0), 1)

    def exposure_total(self):
        return sum(h.get("EXPTIME", 0.0) for h in self.headers)
