from redraft.engine.prompting import edit_messages, extract


def test_instruction_comes_after_the_code():
    msgs = edit_messages("x = 1\n", "rename x to y", "a.py")
    user = msgs[-1]["content"]
    assert user.index("x = 1") < user.index("rename x to y")
    assert "```python" in user


def test_extract_strips_fences_and_chatter():
    reply = "Here you go:\n```python\ndef f():\n    return 1\n```\nI renamed it."
    assert extract(reply, "def g():\n    return 1\n") == "def f():\n    return 1\n"


def test_extract_without_fence_takes_the_reply():
    assert extract("a = 1\n", "a = 0\n") == "a = 1\n"


def test_extract_matches_the_original_final_newline():
    assert extract("```\na = 1\n```", "a = 0") == "a = 1"


def test_partial_holds_back_a_possible_closing_fence():
    assert extract("```json\n[1,\n 2]\n``", partial=True) == "[1,\n 2]\n"
    assert extract("```json\n[1,\n 2", partial=True) == "[1,\n 2"
    assert extract("```json\n[1]\n```\nchatter", partial=True) == "[1]\n"


def test_extract_keeps_the_code_blocks_of_a_markdown_file():
    readme = "# x\n\n```sh\npip install x\n```\n\n## Usage\n\nrun it\n"
    reply = "```markdown\n" + readme.replace("run it", "run it twice") + "```\n"
    assert extract(reply, readme) == readme.replace("run it", "run it twice")
    half = "```markdown\n# x\n\n```sh\npip install x\n"
    assert extract(half, readme, partial=True) == "# x\n\n```sh\npip install x\n"  # still open


# -- prompt variants (issue 22, item 6) -----------------------------------------------------

import pytest  # noqa: E402

from redraft.engine.errors import InputError  # noqa: E402
from redraft.engine.prompting import SYSTEM, VARIANTS, prompt_variant  # noqa: E402


def test_the_default_prompt_is_unchanged():
    assert edit_messages("x = 1\n", " rename x to y ", "a.py") == [
        {"role": "system", "content": SYSTEM},
        {"role": "user", "content": "File `a.py`:\n```python\nx = 1\n```\n\nInstruction: rename x to y\n"
                                    "Reply with the whole edited file in one code block."},
    ]
    assert edit_messages("x = 1\n", "rename x to y", "a.py", "default") == edit_messages("x = 1\n", "rename x to y", "a.py")


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_every_variant_ends_with_the_file_then_the_instruction(variant):
    msgs = edit_messages("total = 1\n", "rename total to grand", "a.py", variant)
    user = msgs[-1]["content"]
    assert msgs[-1]["role"] == "user" and msgs[0]["role"] == "system"
    assert user.index("total = 1") < user.rindex("rename total to grand")
    assert user.rstrip().endswith("Reply with the whole edited file in one code block.")


def test_the_variants_differ_where_they_say():
    d, restate, rules, example = (edit_messages("a = 1\n", "rename a to b", "m.py", v) for v in ("default", "restate", "rules", "example"))
    assert restate[-1]["content"].startswith("Instruction: rename a to b\n\nFile `m.py`:")
    assert restate[-1]["content"].count("rename a to b") == 2 and restate[0] == d[0]
    assert rules[-1] == d[-1] and rules[0]["content"].startswith(SYSTEM) and "Rules:" in rules[0]["content"]
    assert [m["role"] for m in example] == ["system", "user", "assistant", "user"] and example[-1] == d[-1]
    assert "def pack(boxes, width):" in example[2]["content"] and '"size:"' in example[2]["content"]


def test_an_unknown_variant_is_refused():
    with pytest.raises(InputError, match="unknown prompt variant 'terse'"):
        edit_messages("a", "b", "c.py", "terse")


def test_the_variant_comes_from_the_environment():
    assert prompt_variant({}) == "default"
    assert prompt_variant({"REDRAFT_PROMPT": "rules"}) == "rules"
    with pytest.raises(InputError, match="REDRAFT_PROMPT=shout: unknown prompt variant; choose from default, restate, rules, example"):
        prompt_variant({"REDRAFT_PROMPT": "shout"})
