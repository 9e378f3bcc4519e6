"""The stats panel's model line says whether lookup is exact on the loaded backend."""

from dataclasses import replace

from redraft.app.tui.widgets.stats import model_text
from tests.app.tui.fakes import SCRIPT_INFO


def test_model_line_says_exact_or_near_ties():
    assert model_text(replace(SCRIPT_INFO, exact=True)).endswith("lookup: exact")
    assert model_text(SCRIPT_INFO).endswith("lookup: may differ from plain at near-ties")
