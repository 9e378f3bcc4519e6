from lib import write_case

BLOCK_OLD = """    rise_factor = batch.target_rise / 2.0
    if rise_factor < 0.75:
        rise_factor = 0.75
    minutes = base * rise_factor * temperature_correction"""
BLOCK_NEW = BLOCK_OLD.replace("rise_factor", "rise_multiple")
RIGHT = [(BLOCK_OLD, BLOCK_NEW)]

write_case(
    "rename_variable-python-proofing", "proofing.py", "rename_variable", "python",
    [
        ("terse", "estimate_proof_minutes: rise_factor -> rise_multiple"),
        ("polite", "Could you rename the local variable rise_factor inside estimate_proof_minutes to rise_multiple? proof_report has its own rise_factor parameter and the shift sheet reads the \"rise_factor\" key, so please leave those alone and change nothing else."),
        ("declarative", "In estimate_proof_minutes the local variable should be called rise_multiple instead of rise_factor."),
        ("other", "Benenne in estimate_proof_minutes die lokale Variable rise_factor in rise_multiple um, sonst bitte nichts ändern."),
        ("other", "rename rise_factor to rise_multiple but only the one in estimate_proof_minutes"),
    ],
    [
        ("right-1.py", "right", "all four uses of the local in estimate_proof_minutes renamed; proof_report's parameter and the dict key untouched", RIGHT),
        ("wrong-1.py", "wrong", "renamed in every scope: proof_report's parameter, its docstring and the \"rise_factor\" key of the report row too",
         [("rise_factor", "rise_multiple", 8)]),
        ("wrong-2.py", "wrong", "only the first two uses renamed: the clamp still assigns rise_factor and the minutes line reads rise_factor, which is undefined (NameError) whenever the clamp does not run",
         [("    rise_factor = batch.target_rise / 2.0\n    if rise_factor < 0.75:", "    rise_multiple = batch.target_rise / 2.0\n    if rise_multiple < 0.75:")]),
        ("wrong-3.py", "wrong", "rename right, but round(minutes) also changed to int(minutes), which truncates",
         RIGHT + [("    return round(minutes)", "    return int(minutes)")]),
        ("wrong-4.py", "wrong", "wrong target: proof_report's rise_factor parameter renamed, the local in estimate_proof_minutes unchanged",
         [("def proof_report(batch: DoughBatch, rise_factor: float = 1.0)", "def proof_report(batch: DoughBatch, rise_multiple: float = 1.0)"),
          ("shift sheet; rise_factor scales", "shift sheet; rise_multiple scales"),
          ("batch.target_rise * rise_factor, 2)", "batch.target_rise * rise_multiple, 2)")]),
    ],
)
