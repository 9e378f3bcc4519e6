"""Import of x-ray images from the panoramic/ceph unit's drop folder into the archive.

The unit writes one DICOM file per exposure into DROP_DIR. Every few minutes the
importer picks them up, files them under ARCHIVE_DIR/<patient>/<date>/ and records
them in the archive index. Files that were already imported are skipped.
"""

from __future__ import annotations

import hashlib
import json
import logging
import shutil
from dataclasses import asdict, dataclass
from datetime import datetime
from pathlib import Path

import pydicom
from pydicom.errors import InvalidDicomError

log = logging.getLogger("xray.import")

DROP_DIR = Path("/srv/imaging/drop")
ARCHIVE_DIR = Path("/srv/imaging/dicom")
INDEX_FILE = ARCHIVE_DIR / "index.json"

MODALITY_MAP = {
    "PX": "PANO",   # panoramic
    "DX": "CEPH",   # the unit reports cephalometric shots as digital radiography
    "CT": "CBCT",
}


@dataclass
class ImportedStudy:
    sop_uid: str
    patient_ref: str
    modality: str
    taken_on: str
    archive_path: str
    sha256: str


def _sha256(path: Path) -> str:
    h = hashlib.sha256()
    with path.open("rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def _taken_on(ds) -> str:
    raw = getattr(ds, "AcquisitionDate", "") or getattr(ds, "StudyDate", "")
    if not raw:
        return datetime.now().strftime("%Y-%m-%d")
    return f"{raw[0:4]}-{raw[4:6]}-{raw[6:8]}"


class ArchiveIndex:
    def __init__(self, path: Path = INDEX_FILE):
        self.path = path
        self.studies: dict[str, ImportedStudy] = {}
        if path.exists():
            for row in json.loads(path.read_text()):
                study = ImportedStudy(**row)
                self.studies[study.sop_uid] = study

    def __contains__(self, sop_uid: str) -> bool:
        return sop_uid in self.studies

    def add(self, study: ImportedStudy) -> None:
        self.studies[study.sop_uid] = study

    def save(self) -> None:
        rows = [asdict(s) for s in sorted(self.studies.values(), key=lambda s: (s.patient_ref, s.taken_on))]
        tmp = self.path.with_suffix(".tmp")
        tmp.write_text(json.dumps(rows, indent=1))
        tmp.replace(self.path)


def peek_patient_id(path: Path) -> str:
    """Patient id of a file without loading the pixel data (used by the front desk tool)."""
    ds = pydicom.dcmread(path, stop_before_pixels=True)
    return str(ds.PatientID)


def import_one(path: Path, index: ArchiveIndex) -> ImportedStudy | None:
    """Files one DICOM file into the archive; returns None when it was already imported."""
    try:
        ds = pydicom.dcmread(path)
    except InvalidDicomError:
        log.warning("%s is not a valid DICOM file, skipped", path.name)
    sop_uid = str(ds.SOPInstanceUID)
    if sop_uid in index:
        log.info("%s already archived as %s", path.name, sop_uid)
        return None
    modality = MODALITY_MAP.get(str(ds.Modality))
    if modality is None:
        raise ValueError(f"{path.name}: unexpected modality {ds.Modality}")
    patient_ref = str(ds.PatientID).strip()
    taken_on = _taken_on(ds)
    target_dir = ARCHIVE_DIR / patient_ref / taken_on
    target_dir.mkdir(parents=True, exist_ok=True)
    target = target_dir / f"{modality}_{sop_uid}.dcm"
    shutil.copy2(path, target)
    study = ImportedStudy(
        sop_uid=sop_uid,
        patient_ref=patient_ref,
        modality=modality,
        taken_on=taken_on,
        archive_path=str(target.relative_to(ARCHIVE_DIR)),
        sha256=_sha256(target),
    )
    index.add(study)
    return study


def import_drop_folder(drop_dir: Path = DROP_DIR, index: ArchiveIndex | None = None) -> list[ImportedStudy]:
    """Imports every file in the drop folder and removes the ones that were archived."""
    index = index or ArchiveIndex()
    imported: list[ImportedStudy] = []
    for path in sorted(drop_dir.glob("*.dcm")):
        study = import_one(path, index)
        if study is None:
            continue
        imported.append(study)
        path.unlink()
    index.save()
    log.info("imported %d of %d files", len(imported), len(list(drop_dir.glob("*.dcm"))) + len(imported))
    return imported


def verify_archive(index: ArchiveIndex) -> list[str]:
    """Archive paths whose checksum no longer matches the index (bit rot, tampering)."""
    broken = []
    for study in index.studies.values():
        path = ARCHIVE_DIR / study.archive_path
        if not path.exists() or _sha256(path) != study.sha256:
            broken.append(study.archive_path)
    return broken


def stale_drop_files(drop_dir: Path = DROP_DIR, max_age_h: float = 24.0) -> list[Path]:
    """Files that have sat in the drop folder for longer than max_age_h hours."""
    now = datetime.now().timestamp()
    return [
        p for p in sorted(drop_dir.glob("*"))
        if p.is_file() and (now - p.stat().st_mtime) / 3600 > max_age_h
    ]


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    done = import_drop_folder()
    for s in done:
        print(f"{s.patient_ref}  {s.modality:4}  {s.taken_on}  {s.archive_path}")
