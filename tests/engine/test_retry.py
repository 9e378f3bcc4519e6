"""engine/retry.py: the retry policy as a pure function of the attempts so far."""

from __future__ import annotations

from redraft.engine import Attempt, check, kept, next_attempt, typed_instruction
from redraft.engine.config import DecodeConfig, Sampling

SRC = "def f(values):\n    return sum(values)\n"
# An edit the check computes no fix for: a retry is the only way to a better result.
GOOD = SRC.replace("):\n", '):\n    """The sum of values."""\n')
ASK = "add a docstring to f"
GREEDY = DecodeConfig()


def attempt(text: str, instruction: str = ASK, cfg: DecodeConfig = GREEDY) -> Attempt:
    return Attempt(instruction, cfg, text, check(SRC, text, "f.py", ASK))


def test_no_retry_after_a_result_that_passes_or_when_off():
    assert next_attempt(ASK, GREEDY, [attempt(GOOD)], 3) is None
    assert next_attempt(ASK, GREEDY, [attempt(SRC)], 0) is None
    assert next_attempt(ASK, GREEDY, [], 3) is None
    cut = Attempt(ASK, GREEDY, SRC, check(SRC, SRC, "f.py", ASK), complete=False)
    assert cut.verdict.refused and next_attempt(ASK, GREEDY, [cut], 3) is None  # the same limit would cut it again


def test_a_greedy_retry_tells_the_model_what_failed():
    plan = next_attempt(ASK, GREEDY, [attempt(SRC)], 1)
    assert plan.cfg == GREEDY and plan.how == "greedy"
    assert plan.instruction == f"{ASK}\nYour previous attempt did not do what was asked: no changes. Do exactly that and change nothing else."
    assert next_attempt(ASK, GREEDY, [attempt(SRC), attempt("x", plan.instruction)], 1) is None  # 1 retry: done


def test_a_repeated_greedy_result_or_prompt_makes_the_next_one_sampled_with_fixed_seeds():
    first = next_attempt(ASK, GREEDY, [attempt(SRC)], 5)
    tried = [attempt(SRC), attempt(SRC, first.instruction)]
    plan = next_attempt(ASK, GREEDY, tried, 5)
    assert plan.how == "sampled, seed 1" and plan.cfg.sampling.seed == 1 and plan.cfg.sampling.temperature > 0
    tried.append(attempt("def f(:\n", plan.instruction, plan.cfg))
    again = next_attempt(ASK, GREEDY, tried, 5)
    assert again.cfg.sampling.seed == 2 and again.how == "sampled, seed 2"
    # different results but the same note twice: greedy would repeat the prompt, so it samples
    one, two = SRC.replace("values)\n", "values\n"), SRC.replace("return sum(values)", "return  sum(values")  # both: '(' never closed
    other = [attempt(one), attempt(two, next_attempt(ASK, GREEDY, [attempt(one)], 5).instruction)]
    assert other[0].verdict.detail == other[1].verdict.detail and other[0].text != other[1].text
    assert next_attempt(ASK, GREEDY, other, 5).how == "sampled, seed 1"


def test_a_sampling_user_keeps_their_sampling_with_a_fixed_seed():
    cfg = DecodeConfig(sampling=Sampling(temperature=0.3, seed=42))
    plan = next_attempt(ASK, cfg, [attempt(SRC, cfg=cfg)], 1)
    assert plan.cfg.sampling == Sampling(temperature=0.3, seed=1)


def test_kept_is_the_first_that_passes_else_the_least_bad():
    assert kept([attempt(SRC), attempt(GOOD), attempt(GOOD)]) == 1
    assert kept([attempt("def f(:\n"), attempt(SRC)]) == 1  # suspect before breaks
    assert kept([attempt(SRC), attempt(SRC)]) == 0


def test_a_retry_from_the_result_gives_the_model_the_last_result_to_fix():
    half = GOOD.replace("sum(", "max(")  # documented, and a call changed nobody asked for: suspect
    tried = [attempt(half)]
    assert tried[0].verdict.refused
    plan = next_attempt(ASK, GREEDY, tried, 1, from_result=True)
    assert plan.source == half and plan.how == "greedy, fixing attempt 1"
    assert plan.instruction.startswith(f"{ASK}\nYour previous attempt, shown above as the file, has a problem: ")
    assert tried[0].verdict.detail in plan.instruction and typed_instruction(plan.instruction) == ASK
    assert next_attempt(ASK, GREEDY, tried, 1).source is None  # the default: the user's file again


def test_a_computed_fix_replaces_the_retry():
    """Where the check computes the result (a rename), the fix is offered instead of another
    generation; the same refusal without a fix is retried."""
    renamed = "def f(values):\n    return sum(xs)\n"  # renamed 1 of 2: suspect, and the rename is computed
    wrong = Attempt("rename values to xs", GREEDY, renamed, check(SRC, renamed, "f.py", "rename values to xs"))
    assert wrong.verdict.refused and wrong.verdict.fix == SRC.replace("values", "xs")
    assert next_attempt("rename values to xs", GREEDY, [wrong], 3) is None
    assert next_attempt(ASK, GREEDY, [attempt(SRC)], 3) is not None  # no fix computed: retried
