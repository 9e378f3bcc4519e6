"""The add-a-field rule (engine/verify/addfield.py): "add a `currency` field to every
product" in JSON, YAML or TOML is verified only when every object of the list has it (with
the value asked for) and nothing else in the data changed. The 0.5B's typical misses: the
field on some objects only, on the wrong object, another value changed on the way."""

from __future__ import annotations

import json

import pytest

from redraft.engine import check
from redraft.engine.verify.addfield import AddField
from redraft.engine.verify.intent import read

DATA = {"store": "x", "products": [{"name": "pen", "price": 1}, {"name": "cup", "price": 4}]}
ASK = 'add a currency field set to "USD" to every product'


def js(d) -> str:
    return json.dumps(d, indent=2) + "\n"


def with_currency(*values, **changes) -> dict:
    items = [dict(p, **({"currency": v} if v is not None else {})) for p, v in zip(DATA["products"], values)]
    return {**DATA, "products": items, **changes}


@pytest.mark.parametrize("ask, key, value, has_value", [
    ('Add `"active": true` to every user.', "active", True, True),
    (ASK, "currency", "USD", True),
    ("add a `currency` field to each item", "currency", None, False),
    ("add currency: USD to every product in the catalog", "currency", "USD", True),
    ("add an `id` key with value 0 to all the entries", "id", 0, True),
])
def test_additions_are_read(ask, key, value, has_value):
    assert read(ask) == AddField(key, value, has_value)


@pytest.mark.parametrize("ask", ["add a field to every object", "add a docstring to every function",
                                 "add `x` to every user whose age is over 30", "add logging to every handler"])
def test_other_additions_are_not_claimed(ask):
    assert not isinstance(read(ask), AddField)


@pytest.mark.parametrize("result, level, detail", [
    (with_currency("USD", "USD"), "verified", "`currency` in all 2 objects"),
    (with_currency("USD", None), "suspect", "added `currency` to 1 of 2 objects (missing at .products[1])"),
    (with_currency("EUR", "USD"), "suspect", '`currency` is not "USD" at .products[0]'),
    ({**DATA, "currency": "USD"}, "suspect", "added `currency` at the top level, not to the objects of a list"),
    ({**with_currency("USD", "USD"), "store": "y"}, "suspect", "changed the data besides adding `currency`: .store"),
])
def test_an_addition_is_judged_on_the_data(result, level, detail):
    v = check(js(DATA), js(result), "p.json", ASK)
    assert (v.level, v.detail) == (level, detail), v.text


def test_yaml_and_toml_lists_of_objects_too():
    yaml = "products:\n  - name: pen\n  - name: cup\n"
    good = "products:\n  - name: pen\n    currency: USD\n  - name: cup\n    currency: USD\n"
    assert check(yaml, good, "p.yaml", "add currency: USD to every product").level == "verified"
    toml = '[[products]]\nname = "pen"\n\n[[products]]\nname = "cup"\n'
    half = '[[products]]\nname = "pen"\ncurrency = "USD"\n\n[[products]]\nname = "cup"\n'
    assert check(toml, half, "p.toml", ASK).level == "suspect"
