import copy

import pytest

from redraft.engine.events import PolicyState
from redraft.engine.config import DecodeConfig
from redraft.engine.policy import Gated, Graded, make_policy, resolve_decode, resolve_policy_name


def always(k):
    return tuple(range(k))


def propose(policy, lookup=always) -> tuple[int, ...]:
    return policy.propose(lookup).draft


def run_round(policy, accepted, emitted=(0,), lookup=always):
    decision = policy.propose(lookup)
    policy.update(decision, min(accepted, len(decision.draft)), emitted)
    return decision.draft


def plain_round(policy, emitted=(0,), lookup=always):
    """A round the policy proposed nothing for (paused), as the loop runs it."""
    decision = policy.propose(lookup)
    assert decision.draft == ()
    policy.update(decision, 0, emitted)


# -- propose is a question: asking changes nothing ----------------------------------------


def walk(policy):
    """Yields at every state a reply can reach: drafting, misses, a pause (graded: counted
    down; gated: a shadow probe), a landing."""
    yield
    for accepted in (0, 0, 0, 2, 0, 0, 0, 2):
        run_round(policy, accepted)
        yield
        for tok in (5, 6) * 20:  # the shadow (5, 6) comes true; graded counts down
            if policy.state is not PolicyState.PAUSED:
                break
            plain_round(policy, (tok,), lookup=lambda k: (5, 6)[:k])
            yield


def assert_pure(policy) -> int:
    """Asks twice at every state of walk(); returns how many states were checked."""
    n = 0
    for _ in walk(policy):
        before = copy.deepcopy(vars(policy))
        first = policy.propose(lambda k: (5, 6, 7)[:k])
        assert policy.propose(lambda k: (5, 6, 7)[:k]) == first
        assert vars(policy) == before
        n += 1
    return n


@pytest.mark.parametrize("cls", [Graded, Gated])
def test_propose_is_pure(cls):
    assert assert_pure(cls(max_draft=7)) > 10


def test_a_propose_that_counts_down_the_pause_is_caught():
    """The graded policy's propose used to count down its pause."""

    class CountsInPropose(Graded):
        def propose(self, lookup):
            if self.paused_for:
                self.paused_for -= 1
            return super().propose(lookup)

    with pytest.raises(AssertionError):
        assert_pure(CountsInPropose(max_draft=7))


# -- graded ------------------------------------------------------------------------------


def test_graded_starts_at_max_draft_and_shortens_with_low_acceptance():
    g = Graded(max_draft=7)
    assert len(run_round(g, accepted=0)) == 7
    assert len(run_round(g, accepted=1)) == 2  # avg(0) = 0 -> 2 x 0 + 2
    assert len(run_round(g, accepted=3)) == 3  # avg(0, 1) = 0.5 -> 3
    assert len(propose(g)) == 4  # avg(0, 1, 3) = 1.33 -> 4


def test_graded_cap_never_exceeds_max_draft():
    g = Graded(max_draft=4)
    for _ in range(6):
        assert len(run_round(g, accepted=4)) <= 4
    assert g.cap() == 4


def test_graded_pauses_after_three_misses_and_doubles_up_to_32():
    g = Graded(max_draft=7)
    pauses = []
    for _ in range(6):  # six pause cycles
        for _ in range(3):
            assert run_round(g, accepted=0)
        assert g.state is PolicyState.PAUSED
        n = 0
        while g.state is PolicyState.PAUSED:
            plain_round(g)
            n += 1
        pauses.append(n)
    assert pauses == [4, 8, 16, 32, 32, 32]


def test_graded_landing_resets_the_pause():
    g = Graded(max_draft=7)
    for _ in range(3):
        run_round(g, accepted=0)
    for _ in range(4):
        plain_round(g)
    run_round(g, accepted=2)  # lands: next pause is 4 again
    for _ in range(3):
        run_round(g, accepted=0)
    n = 0
    while g.state is PolicyState.PAUSED:
        plain_round(g)
        n += 1
    assert n == 4


def test_graded_two_misses_then_landing_never_pauses():
    g = Graded(max_draft=7)
    for _ in range(5):
        run_round(g, accepted=0)
        run_round(g, accepted=0)
        run_round(g, accepted=1)
    assert g.state is PolicyState.DRAFTING


# -- gated -------------------------------------------------------------------------------


def test_gated_starts_narrow_on_probation_and_widens_when_a_narrow_block_lands_whole():
    g = Gated(max_draft=7)
    assert g.state is PolicyState.PROBATION
    assert len(run_round(g, accepted=2)) == 2
    assert g.state is PolicyState.DRAFTING
    assert len(propose(g)) == 7


def test_gated_miss_on_probation_pauses_at_once():
    g = Gated(max_draft=7)
    run_round(g, accepted=0)
    assert g.state is PolicyState.PAUSED


def test_gated_off_probation_pauses_after_three_misses():
    g = Gated(max_draft=7)
    run_round(g, accepted=2)
    run_round(g, accepted=0)
    run_round(g, accepted=0)
    assert g.state is PolicyState.DRAFTING
    run_round(g, accepted=0)
    assert g.state is PolicyState.PAUSED


def test_gated_mostly_missed_full_block_narrows_again():
    g = Gated(max_draft=8)
    run_round(g, accepted=2)
    assert len(run_round(g, accepted=1)) == 8
    assert len(propose(g)) == 2


def test_gated_pause_has_no_timer_and_resumes_on_two_confirmed_shadow_tokens():
    g = Gated(max_draft=7)
    run_round(g, accepted=0)
    assert g.state is PolicyState.PAUSED
    shadow = (5, 6)
    for _ in range(50):  # wrong guesses keep it paused however long
        plain_round(g, (9,), lookup=lambda k: shadow[:k])
    assert g.state is PolicyState.PAUSED
    plain_round(g, (5,), lookup=lambda k: shadow[:k])  # first shadow token comes true
    assert g.state is PolicyState.PAUSED
    plain_round(g, (6,), lookup=lambda k: (1, 1))  # second in a row: the pending shadow counts
    assert g.state is PolicyState.PROBATION
    assert g.shadow_confirmations == 1
    assert len(propose(g)) == 2  # back narrow


def test_gated_shadow_broken_in_the_middle_starts_over():
    g = Gated(max_draft=7)
    run_round(g, accepted=0)
    plain_round(g, (5,), lookup=lambda k: (5, 6)[:k])
    plain_round(g, (7,), lookup=lambda k: (5, 6)[:k])  # breaks the run
    assert g.state is PolicyState.PAUSED
    plain_round(g, (3,), lookup=lambda k: (3, 4)[:k])
    plain_round(g, (4,), lookup=lambda k: ())
    assert g.state is PolicyState.PROBATION


def test_auto_is_graded_everywhere():
    assert resolve_policy_name("auto") == "graded"
    assert resolve_policy_name("gated") == "gated"
    assert isinstance(make_policy("graded", 7), Graded)
    assert isinstance(make_policy("gated", 7), Gated)


def test_max_draft_default_is_per_device_and_a_given_value_wins():
    from redraft.engine.policy import resolve_max_draft

    assert resolve_max_draft(None, "cuda") == resolve_max_draft(None, "cuda:1") == 31
    assert resolve_max_draft(None, "cpu") == resolve_max_draft(None, "mps") == 7
    assert resolve_max_draft(5, "cuda") == 5
    cuda, cpu = resolve_decode(DecodeConfig(), "cuda:0"), resolve_decode(DecodeConfig(draft_policy="gated"), "cpu")
    assert (cuda.max_draft, cuda.draft_policy, cpu.max_draft, cpu.draft_policy) == (31, "graded", 7, "gated")
    assert resolve_decode(DecodeConfig(max_draft=5), "cuda") == DecodeConfig(max_draft=5, draft_policy="graded")
    assert make_policy(cuda.draft_policy, cuda.max_draft).max_draft == 31


def test_the_loop_takes_a_resolved_config_only():
    """Session.stream resolves "auto" once (resolve_decode); the loop reads concrete values."""
    for name, block in (("auto", 7), ("graded", None)):
        with pytest.raises(ValueError, match="resolve the decode config first"):
            make_policy(name, block)


def test_the_cuda_width_is_the_cuda_max_draft_plus_one():
    """One graph per bucket holds a whole default round: [current, *draft]."""
    from redraft.engine.backends.shapes import CPU_WIDTH, CUDA_WIDTH, decode_shape

    assert CUDA_WIDTH == resolve_decode(DecodeConfig(), "cuda").max_draft + 1 == 32
    assert CPU_WIDTH == resolve_decode(DecodeConfig(), "cpu").max_draft + 1 == 8
    assert decode_shape("cuda", None).max_rows == CUDA_WIDTH


def test_session_warms_every_width_the_device_default_can_reach():
    from redraft.engine.backends.base import BackendInfo
    from redraft.engine.config import DecodeConfig
    from redraft.engine.session import Session

    class Warm:
        def __init__(self, device):
            self.info = BackendInfo("fake", "fake", device, "bf16", 4096)
            self.widths = []

        def warmup(self, width, later=True):
            self.widths.append(width)

    for device, width in (("cuda:0", 32), ("cpu", 8)):
        backend = Warm(device)
        Session(backend, tokenizer=None).warmup(DecodeConfig())
        assert backend.widths == [width]


@pytest.mark.parametrize("device, block", [("cuda:0", 31), ("cpu", 7)])
def test_session_stream_hands_the_loop_concrete_values(monkeypatch, device, block):
    """max draft, policy and max tokens are resolved once, in the session, for the loop and
    the warm-up alike."""
    from redraft.engine import session as session_mod
    from redraft.engine.backends.base import BackendInfo
    from redraft.engine.session import EditRequest, Session

    class Backend:
        info = BackendInfo("fake", "fake", device, "bf16", 4096)
        widths: list = []

        def warmup(self, width, later=True):
            self.widths.append(width)

    class Tok:
        eos = [0]

        def encode_chat(self, messages):
            return [1, 2, 3]

        def decode(self, ids):
            return ""

    got = []
    monkeypatch.setattr(session_mod, "generate", lambda backend, ids, cfg, *a, **k: got.append(cfg) or iter(()))
    backend = Backend()
    list(Session(backend, Tok()).stream(EditRequest("x = 1\n", "rename x"), DecodeConfig(text_lookup=False)))
    (cfg,) = got
    assert (cfg.max_draft, cfg.draft_policy, cfg.max_tokens) == (block, "graded", 2 * 3 + 256)
    assert backend.widths == [block + 1]
