"""The quality set (samples/quality): every task loads, an unedited file fails its checks,
and a hand-written correct edit (tests/quality_edits/<task>.*, some worded differently from
the expected files; the trap tasks' own in samples/quality/expected, see
test_quality_traps.py) passes them, so the checks judge the edit and not one wording."""

from __future__ import annotations

from pathlib import Path

import pytest

from redraft.bench.prompts import QUICK_QUALITY, load_prompts

EDITS = Path(__file__).parents[1] / "quality_edits"
SHIPPED = Path(__file__).parents[2] / "samples" / "quality" / "expected"  # the trap tasks' (issue 22)
TASKS = {p.name: p for p in load_prompts(set_name="quality")}
LANGUAGES = {".py", ".js", ".ts", ".go", ".rs", ".json", ".yaml", ".yml", ".toml", ".md"}


def test_the_set_is_big_and_varied():
    assert len(TASKS) >= 20
    assert all(p.checks is not None and p.kind == "edit" for p in TASKS.values())
    assert {Path(p.filename).suffix for p in TASKS.values()} == LANGUAGES
    assert set(QUICK_QUALITY) <= set(TASKS)


@pytest.mark.parametrize("name", sorted(TASKS))
def test_no_edit_is_incorrect(name):
    p = TASKS[name]
    assert p.checks.judge(p.source, p.source, p.filename, p.instruction)


@pytest.mark.parametrize("name", sorted(TASKS))
def test_a_correct_edit_passes(name):
    p = TASKS[name]
    edit = next(iter([*EDITS.glob(name + ".*"), *SHIPPED.glob(name + ".*")])).read_text()
    assert p.checks.judge(edit, p.source, p.filename, p.instruction) == []


WRONG = {
    # the example: 1200 is not below 100
    "json_conditional_field": lambda s: s.replace('"qty": 1200,\n      "warehouse": "north",\n      "reorder": false', '"qty": 1200,\n      "warehouse": "north",\n      "reorder": true'),
    "py_rename_many": lambda s: s.replace("return inventory[sku]", "return stock[sku]"),  # one use missed
    "py_type_hints": lambda s: s.replace("def overdue(invoice: Invoice, today: date, days: int = 30) -> bool:", "def overdue(invoice, today: date, days: int = 30) -> bool:"),
    "py_remove_function": lambda s: s.replace("def median_order(orders):\n    return median(o[\"amount\"] for o in orders) if orders else 0.0\n", ""),
    "js_rename": lambda s: s.replace("(item) => item.sku === sku", "(it) => it.sku === sku"),
    "go_rename": lambda s: s.replace("// DecodeConfig decodes", "// ParseConfig decodes"),
    "py_extract_constant": lambda s: s.replace("price * MEMBER_DISCOUNT", "price * 0.15"),
    "yaml_add_env": lambda s: s.replace('LOG_LEVEL: "info"', 'LOG_LEVEL: debug'),
}


@pytest.mark.parametrize("name", sorted(WRONG))
def test_a_wrong_edit_fails(name):
    p = TASKS[name]
    edit = next(EDITS.glob(name + ".*")).read_text()
    wrong = WRONG[name](edit)
    assert wrong != edit
    assert p.checks.judge(wrong, p.source, p.filename, p.instruction)
