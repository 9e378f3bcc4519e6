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
