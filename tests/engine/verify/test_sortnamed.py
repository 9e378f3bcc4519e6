"""The sort-one-thing rule (engine/verify/sortnamed.py): "sort the dependencies" in a data
file is verified when that mapping or list is in order and holds what it held, the rest of the
data equal; "sort the keys" stays the reformat rule's."""

from __future__ import annotations

import pytest

from redraft.engine import check
from redraft.engine.verify.intent import Reformat, read
from redraft.engine.verify.sortnamed import SortNamed

PJ = ('{\n  "name": "x",\n  "dependencies": {\n    "zod": "1",\n    "axios": "2",\n    "lodash": "3"\n  },\n'
      '  "devDependencies": {\n    "vitest": "1",\n    "eslint": "2"\n  }\n}\n')
SORTED = PJ.replace('"zod": "1",\n    "axios": "2",\n    "lodash": "3"', '"axios": "2",\n    "lodash": "3",\n    "zod": "1"')


@pytest.mark.parametrize("ask, name", [("sort the dependencies", "dependencies"), ("alphabetize the `scripts` keys", "scripts"),
                                       ("Sort the tags list alphabetically", "tags")])
def test_sorting_one_named_thing_is_read(ask, name):
    assert read(ask) == SortNamed(name)


def test_sorting_the_keys_or_the_imports_is_not_this_rule():
    assert isinstance(read("sort the keys"), Reformat)
    assert read("sort the imports") is None and read("sort the list by price") is None


@pytest.mark.parametrize("result, level, detail", [
    (SORTED, "verified", "sorted `dependencies` (3 keys)"),
    (SORTED.replace('"vitest": "1",\n    "eslint": "2"', '"eslint": "2",\n    "vitest": "1"'), "verified", "sorted `dependencies` (3 keys)"),
    (SORTED.replace('    "lodash": "3",\n', ""), "suspect", "changed what `dependencies` holds, not only its order"),
    (SORTED.replace('"name": "x"', '"name": "y"'), "suspect", "changed the data outside `dependencies`"),
    (PJ.replace('"zod": "1",\n    "axios": "2"', '"axios": "2",\n    "zod": "1"'), "suspect", "`dependencies` is not in order"),
])
def test_a_named_sort_is_judged_on_the_data(result, level, detail):
    v = check(PJ, result, "package.json", "sort the dependencies")
    assert (v.level, v.detail) == (level, detail), v.text


def test_a_toml_list_of_strings():
    py = '[project]\nname = "x"\ndependencies = [\n  "requests>=2",\n  "click",\n  "attrs",\n]\n'
    good = py.replace('"requests>=2",\n  "click",\n  "attrs",', '"attrs",\n  "click",\n  "requests>=2",')
    assert check(py, good, "pyproject.toml", "sort the dependencies").level == "verified"
