from edits import build

BUMP = [('version = "2.3.9"', 'version = "2.4.0"', 1)]
build("bump_version-toml-pawnshop-ledger", "pyproject.toml", {
    "right-1.toml": BUMP,
    "wrong-1.toml": [('version = "2.3.9"', 'version = "2.3.10"', 1)],
    "wrong-2.toml": BUMP + [('"escpos-lite==2.3.9"', '"escpos-lite==2.4.0"', 1)],
    "wrong-3.toml": [('version = "2.3.9"', 'version = "2.4.9"', 1)],
    "wrong-4.toml": BUMP + [('schema_version = "2.3"', 'schema_version = "2.4"', 1)],
})
