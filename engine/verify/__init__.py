"""Intent checks: does an edit's result do what the instruction asked? No model: a table of
instruction patterns (intent.py) and one rule module per kind of edit (rename.py,
reformat.py), plus where a result changed outside what the instruction names (scope.py).
engine/checks.py turns their findings into the one Verdict the app shows."""
