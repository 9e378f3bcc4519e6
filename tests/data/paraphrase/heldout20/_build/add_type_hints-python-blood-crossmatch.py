from lib import Case, sub

c = Case("add_type_hints-python-blood-crossmatch", "crossmatch.py", "add_type_hints", "python")
o = c.original
c.ins("terse", "type hints on compatible_units (params + return)")
c.ins("polite", "Could you add type annotations to compatible_units, for all four parameters and the return type? Please don't change its behaviour or the other functions.")
c.ins("declarative", "compatible_units should be fully annotated: patient_group is a str, inventory a list of unit dicts, today an optional date, irradiated_only a bool, and it returns a list of unit dicts.")
c.ins("other", "mypy keeps complaining that compatible_units is untyped, can you annotate it")

SIG = "def compatible_units(patient_group, inventory, today=None, irradiated_only=False):"
right = sub(o, SIG, "def compatible_units(patient_group: str, inventory: list[dict], today: date | None = None, irradiated_only: bool = False) -> list[dict]:")
c.res("right", right, "all four parameters and the return annotated with builtin generics; body and defaults unchanged")

r2 = sub(o, "from datetime import date, timedelta\n", "from datetime import date, timedelta\nfrom typing import Any, Optional\n")
r2 = sub(r2, SIG, "def compatible_units(\n    patient_group: str,\n    inventory: list[dict[str, Any]],\n    today: Optional[date] = None,\n    irradiated_only: bool = False,\n) -> list[dict[str, Any]]:")
c.res("right", r2, "annotated with typing.Optional / dict[str, Any], import added, signature split over lines; behaviour unchanged")

w = sub(o, SIG, "def compatible_units(patient_group: str, inventory: list[dict], today: Optional[date] = None, irradiated_only: bool = False) -> list[dict]:")
c.res("wrong", w, "uses Optional without importing it: NameError when the module is imported")

w = sub(o, SIG, "def compatible_units(patient_group: str, inventory: list[dict], today: date | None = None, irradiated_only: bool = True) -> list[dict]:")
c.res("wrong", w, "annotated, but irradiated_only's default flipped from False to True")

w = sub(o, "def reserve_units(patient_group, inventory, needed, today=None):", "def reserve_units(patient_group: str, inventory: list[dict], needed: int, today: date | None = None) -> list[dict]:")
c.res("wrong", w, "annotated reserve_units instead; compatible_units is still untyped")
c.res("wrong", o, "returned unchanged: no annotations were added")
c.write()
