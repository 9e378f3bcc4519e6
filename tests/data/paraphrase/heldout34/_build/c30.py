from lib import case
D = '''    """Files one DICOM file into the archive; returns None when it was already imported."""
    ds = pydicom.dcmread(path)
'''
T = '''    """Files one DICOM file into the archive; returns None when it was already imported."""
    try:
        ds = pydicom.dcmread(path)
    except InvalidDicomError:
        log.warning("%s is not a valid DICOM file, skipped", path.name)
        return None
'''
IMP = ("import pydicom\n", "import pydicom\nfrom pydicom.errors import InvalidDicomError\n", 1)
case("wrap_try_except-py-xray-import", "dicom_import.py", "wrap_try_except", "python", [
    ("terse", "import_one: try/except InvalidDicomError around dcmread -> log warning, return None"),
    ("polite", "Could you catch pydicom's InvalidDicomError around the dcmread call in import_one? Log a warning with the file name and return None so the file is skipped. Please leave peek_patient_id as it is and don't catch anything broader."),
    ("declarative", "A file in the drop folder that isn't valid DICOM makes import_one log a warning and return None instead of raising InvalidDicomError."),
    ("other", "the ceph unit sometimes drops half-written .dcm files and the whole import run dies. in import_one only: except InvalidDicomError -> warn + skip"),
    ("other", "Fang in import_one den InvalidDicomError von dcmread ab: Warnung loggen und None zurückgeben. peek_patient_id bleibt wie es ist."),
], [
    ("right", "dcmread in import_one wrapped in try/except InvalidDicomError (imported from pydicom.errors), warning logged, None returned; peek_patient_id untouched",
     [IMP, (D, T, 1)]),
    ("right", "same handling written against the qualified pydicom.errors.InvalidDicomError (import pydicom.errors) with the exception text in the warning",
     [("import pydicom\n", "import pydicom.errors\n", 1),
      (D, T.replace("    except InvalidDicomError:\n        log.warning(\"%s is not a valid DICOM file, skipped\", path.name)",
                     "    except pydicom.errors.InvalidDicomError as exc:\n        log.warning(\"skipping %s: %s\", path.name, exc)"), 1)]),
    ("wrong", "catches every Exception around dcmread instead of InvalidDicomError only (a permission error is now silently skipped too)",
     [(D, T.replace("except InvalidDicomError:", "except Exception:"), 1)]),
    ("wrong", "peek_patient_id's dcmread was wrapped as well and now returns None, against its str return type and the instruction",
     [IMP, (D, T, 1), ('    ds = pydicom.dcmread(path, stop_before_pixels=True)\n',
                       '    try:\n        ds = pydicom.dcmread(path, stop_before_pixels=True)\n    except InvalidDicomError:\n        log.warning("%s is not a valid DICOM file", path.name)\n        return None\n', 1)]),
    ("wrong", "the except block logs but does not return, so the next line fails with UnboundLocalError on ds",
     [IMP, (D, T.replace("        return None\n", ""), 1)]),
    ("wrong", "InvalidDicomError is caught but never imported: NameError as soon as a bad file arrives",
     [(D, T, 1)]),
    ("wrong", "try/except added, but import_drop_folder now unlinks every file before the None check, so skipped (and duplicate) files are deleted",
     [IMP, (D, T, 1), ("        study = import_one(path, index)\n        if study is None:\n            continue\n        imported.append(study)\n        path.unlink()\n",
                       "        study = import_one(path, index)\n        path.unlink()\n        if study is None:\n            continue\n        imported.append(study)\n", 1)]),
])
