from lib import SPLIT, apply, write_case

NAME = "add_type_hints-python-fleet"
FILE = "fuel_log.py"
src = (SPLIT / NAME / FILE).read_text()

DEF = "def burn_rate(litres, hours, load_t=None):"
right1 = apply(src, [(DEF, "def burn_rate(litres: float, hours: float, load_t: float | None = None) -> float:")])
right2 = apply(src, [(DEF, "def burn_rate(litres: float, hours: float, load_t: Optional[float] = None) -> float:"),
                     ("from pathlib import Path\n", "from pathlib import Path\nfrom typing import Optional\n")])
wrong1 = apply(src, [(DEF, "def burn_rate(litres: float, hours: float, load_t: float | None = None):")])
wrong2 = apply(right1, [("def fleet_baseline(trips):", "def fleet_baseline(trips: list[dict]) -> float:")])
wrong3 = apply(src, [(DEF, "def burn_rate(litres: float, hours: float, load_t: float | None = None) -> int:")])
wrong4 = apply(src, [(DEF, "def burn_rate(litres: float, hours: float, load_t: float | None) -> float:")])
wrong5 = apply(src, [(DEF, "def burn_rate(litres: float, hours: float, load_t: float | None = None -> float):")])

write_case(NAME, FILE, "add_type_hints", "python", [
    ("terse", "type hints on burn_rate (params + return)"),
    ("polite", "Could you add type annotations to burn_rate, for its parameters and its return value? Only that function please, load_t stays optional."),
    ("declarative", "burn_rate should be fully annotated: floats in, float out, load_t optional and defaulting to None."),
    ("other", "mypy complains about burn_rate being untyped, can you annotate it (args and return)? just that one function"),
], [
    ("right-1.py", "right", "litres: float, hours: float, load_t: float | None = None, -> float; body unchanged", right1, False),
    ("right-2.py", "right", "same hints with Optional[float] and the typing import added", right2, False),
    ("wrong-1.py", "wrong", "parameters annotated but the return annotation is missing", wrong1, False),
    ("wrong-2.py", "wrong", "burn_rate annotated, but fleet_baseline was annotated too although only burn_rate was asked for", wrong2, False),
    ("wrong-3.py", "wrong", "return annotated as int although round(rate, 2) returns a float", wrong3, False),
    ("wrong-4.py", "wrong", "load_t lost its default None, so the two-argument call in fleet_baseline raises TypeError", wrong4, False),
    ("wrong-5.py", "wrong", "return annotation written inside the parentheses: SyntaxError", wrong5, True),
])
