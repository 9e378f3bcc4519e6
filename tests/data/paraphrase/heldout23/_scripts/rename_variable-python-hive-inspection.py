from edits import build

RENAME = [
    ("    open_cells = 0\n", "    uncapped_cells = 0\n", 1),
    ('        open_cells += frame.get("open_cells", 0)', '        uncapped_cells += frame.get("open_cells", 0)', 1),
    ("ratio = open_cells / capped_total", "ratio = uncapped_cells / capped_total", 1),
    ('"open": open_cells,', '"open": uncapped_cells,', 1),
    ("visit.eggs_seen or open_cells > 0", "visit.eggs_seen or uncapped_cells > 0", 1),
]
SCORE_FRAME = [
    ('    open_cells = frame.get("open_cells", 0)', '    uncapped_cells = frame.get("open_cells", 0)', 1),
    ("if capped + open_cells == 0:", "if capped + uncapped_cells == 0:", 1),
    ("0.5 * open_cells)", "0.5 * uncapped_cells)", 1),
]
build("rename_variable-python-hive-inspection", "inspection.py", {
    "right-1.py": RENAME,
    "wrong-1.py": RENAME + SCORE_FRAME,
    "wrong-2.py": RENAME + [('uncapped_cells += frame.get("open_cells", 0)', 'uncapped_cells += frame.get("uncapped_cells", 0)', 1)],
    "wrong-3.py": RENAME[:4],
    "wrong-4.py": RENAME + [('>= MIN_CAPPED_CELLS', '> MIN_CAPPED_CELLS', 1)],
})
