"""Issue 41, round 3: right edits the check flagged. Each test pins one mechanism with a small
file and instruction written for it (none copied from the paraphrase sets), and a wrong result
the mechanism must still flag."""

from __future__ import annotations

import ast

from redraft.engine import check
from redraft.engine.verify.names import removed_names
from redraft.engine.verify.owners import named_owner


def flagged(original: str, result: str, name: str, instruction: str) -> bool:
    return check(original, result, name, instruction).refused


# -- a removal may tidy away what it left unused (names.py, net.py, scope.py) ---------------

PY = '''"""Report helpers."""
import csv
import io
import re

__all__ = ["to_rows", "to_csv", "slug"]


def to_rows(items):
    return [[i["id"], i["name"]] for i in items]


def to_csv(items):
    buf = io.StringIO()
    csv.writer(buf).writerows(to_rows(items))
    return buf.getvalue()


def slug(text):
    return re.sub(r"\\W+", "-", text.lower())
'''
NO_CSV = PY.replace('import csv\n', '').replace('"to_csv", ', '').replace('''def to_csv(items):
    buf = io.StringIO()
    csv.writer(buf).writerows(to_rows(items))
    return buf.getvalue()


''', '')


def test_a_removal_may_drop_the_imports_it_left_unused():
    tidy = NO_CSV.replace("import io\n", "")  # io and csv were read only by to_csv
    for instruction in ("delete to_csv", "nobody calls to_csv now, drop it and its export", "to_csv should not exist any more"):
        assert not flagged(PY, tidy, "report.py", instruction), instruction
        assert not flagged(PY, NO_CSV, "report.py", instruction), instruction  # leaving io is fine too
    # an import still read elsewhere is not the removal's to take
    assert check(PY, tidy.replace("import re\n", ""), "report.py", "delete to_csv").breaks


def test_a_removal_may_not_drop_an_import_the_original_never_read():
    unused = PY.replace("import re\n", "import re\nimport os\n")
    assert "`os`" in check(unused, NO_CSV, "report.py", "delete to_csv").text


def test_a_name_left_in_all_after_its_definition_went_breaks():
    v = check(PY, NO_CSV.replace('"to_rows", ', '"to_rows", "to_csv", '), "report.py", "delete to_csv")
    assert v.breaks and "`to_csv` undefined at line 5" in v.text


def test_a_name_the_instruction_says_stays_may_not_go():
    gone = NO_CSV.replace('''def slug(text):
    return re.sub(r"\\W+", "-", text.lower())
''', "").replace(', "slug"', "")
    assert flagged(PY, gone, "report.py", "drop to_csv; slug stays")
    assert [n for n, _ in removed_names(ast.parse(PY), ast.parse(gone), "drop to_csv; slug stays")] == ["slug"]
    assert not flagged(PY, NO_CSV, "report.py", "drop to_csv; slug stays")


# -- a rename of one owner's member (owners.py) ---------------------------------------------

SQL = """CREATE TABLE products (
    id     INTEGER PRIMARY KEY,
    price  INTEGER NOT NULL CHECK (price > 0)
);

CREATE TABLE quotes (
    id          INTEGER PRIMARY KEY,
    product_id  INTEGER REFERENCES products(id),
    price       INTEGER NOT NULL
);

CREATE INDEX ix_products_price ON products(price);

CREATE VIEW cheap AS
SELECT p.id, p.price, q.price AS quoted
FROM products p JOIN quotes q ON q.product_id = p.id
WHERE p.price < 100;
"""
SQL_RIGHT = SQL.replace("price  INTEGER NOT NULL CHECK (price > 0)", "price_cents  INTEGER NOT NULL CHECK (price_cents > 0)") \
    .replace("products(price)", "products(price_cents)").replace("p.price", "p.price_cents")


def test_a_column_rename_follows_the_named_table_and_its_aliases():
    for instruction in ("products.price -> price_cents", "rename the price column of products to price_cents",
                        "the products table's price should be price_cents (quotes keeps its price)"):
        assert check(SQL, SQL_RIGHT, "shop.sql", instruction).level == "verified", instruction
        # the index named after the column may follow it
        named = SQL_RIGHT.replace("ix_products_price ", "ix_products_price_cents ")
        assert check(SQL, named, "shop.sql", instruction).level == "verified", instruction
        # the other table's column is another column
        assert flagged(SQL, SQL_RIGHT.replace("    price       INTEGER", "    price_cents INTEGER"), "shop.sql", instruction)
        assert flagged(SQL, SQL_RIGHT.replace("q.price", "q.price_cents"), "shop.sql", instruction)
        assert flagged(SQL, SQL_RIGHT.replace("WHERE p.price_cents", "WHERE p.price"), "shop.sql", instruction)
    assert flagged(SQL, SQL_RIGHT.replace("ix_products_price ", "ix_products_amount "), "shop.sql", "products.price -> price_cents")


PAGER = '''class Pager:
    def __init__(self, limit=20):
        self.limit = limit

    def pages(self, n):
        return -(-n // self.limit)


class Query:
    limit = 100


def fetch(q, limit=10):
    return q.run(limit)
'''


def test_a_member_rename_of_one_class_keeps_the_other_class_and_locals():
    right = PAGER.replace("limit=20", "page_size=20").replace("self.limit = limit", "self.page_size = page_size") \
        .replace("self.limit)", "self.page_size)")
    instruction = "rename the limit attribute of Pager to page_size, Query.limit is another thing"
    assert check(PAGER, right, "pager.py", instruction).level == "verified"
    assert flagged(PAGER, right.replace("    limit = 100", "    page_size = 100"), "pager.py", instruction)
    assert flagged(PAGER, right.replace("self.page_size)", "self.limit)"), "pager.py", instruction)


def test_the_owner_is_read_from_what_is_asked_not_what_stays():
    owners = {"products", "quotes"}
    assert named_owner("quotes keeps its price; rename products.price to cents", "price", owners) == "products"
    assert named_owner("price on products -> cents (not quotes.price)", "price", owners) == "products"
    assert named_owner("rename price to cents", "price", owners) is None
