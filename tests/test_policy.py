from redraft.engine.events import PolicyState
from redraft.engine.policy import Gated, Graded, make_policy, resolve_policy_name


def always(k):
    return tuple(range(k))


def run_round(policy, accepted, emitted=(0,)):
    draft = policy.propose(always)
    policy.update(len(draft), min(accepted, len(draft)), emitted)
    return draft


# -- graded ------------------------------------------------------------------------------


def test_graded_starts_at_max_draft_and_shortens_with_low_acceptance():
    g = Graded(max_draft=7)
    assert len(run_round(g, accepted=0)) == 7
    assert len(run_round(g, accepted=1)) == 2  # avg(0) = 0 -> 2 x 0 + 2
    assert len(run_round(g, accepted=3)) == 3  # avg(0, 1) = 0.5 -> 3
    assert len(g.propose(always)) == 4  # avg(0, 1, 3) = 1.33 -> 4


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
            assert g.propose(always) == ()
            g.update(0, 0, (0,))
            n += 1
        pauses.append(n)
    assert pauses == [4, 8, 16, 32, 32, 32]


def test_graded_landing_resets_the_pause():
    g = Graded(max_draft=7)
    for _ in range(3):
        run_round(g, accepted=0)
    for _ in range(4):
        g.propose(always)
    run_round(g, accepted=2)  # lands: next pause is 4 again
    for _ in range(3):
        run_round(g, accepted=0)
    n = 0
    while g.state is PolicyState.PAUSED:
        g.propose(always)
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
    assert len(g.propose(always)) == 7


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
    assert len(g.propose(always)) == 2


def test_gated_pause_has_no_timer_and_resumes_on_two_confirmed_shadow_tokens():
    g = Gated(max_draft=7)
    run_round(g, accepted=0)
    assert g.state is PolicyState.PAUSED
    shadow = (5, 6)
    for _ in range(50):  # wrong guesses keep it paused however long
        assert g.propose(lambda k: shadow[:k]) == ()
        g.update(0, 0, (9,))
    assert g.state is PolicyState.PAUSED
    assert g.propose(lambda k: shadow[:k]) == ()
    g.update(0, 0, (5,))  # first shadow token comes true
    assert g.state is PolicyState.PAUSED
    assert g.propose(lambda k: (1, 1)) == ()  # pending shadow kept, not replaced
    g.update(0, 0, (6,))  # second in a row
    assert g.state is PolicyState.PROBATION
    assert g.shadow_confirmations == 1
    assert len(g.propose(always)) == 2  # back narrow


def test_gated_shadow_broken_in_the_middle_starts_over():
    g = Gated(max_draft=7)
    run_round(g, accepted=0)
    g.propose(lambda k: (5, 6)[:k])
    g.update(0, 0, (5,))
    g.propose(lambda k: (5, 6)[:k])
    g.update(0, 0, (7,))  # breaks the run
    assert g.state is PolicyState.PAUSED
    g.propose(lambda k: (3, 4)[:k])
    g.update(0, 0, (3,))
    g.propose(lambda k: ())
    g.update(0, 0, (4,))
    assert g.state is PolicyState.PROBATION


def test_auto_picks_per_device():
    assert resolve_policy_name("auto", "cuda:0") == "graded"
    assert resolve_policy_name("auto", "cpu") == "graded"
    assert resolve_policy_name("gated", "cpu") == "gated"
    assert isinstance(make_policy("auto", 7, "cuda"), Graded)
    assert isinstance(make_policy("gated", 7, "cuda"), Gated)
    assert isinstance(make_policy("auto", 7, "cpu"), Graded)


def test_max_draft_default_is_per_device_and_a_given_value_wins():
    from redraft.engine.policy import resolve_max_draft

    assert resolve_max_draft(None, "cuda") == resolve_max_draft(None, "cuda:1") == 31
    assert resolve_max_draft(None, "cpu") == resolve_max_draft(None, "mps") == 7
    assert resolve_max_draft(5, "cuda") == 5
    assert make_policy("auto", None, "cuda:0").max_draft == 31
    assert make_policy("gated", None, "cpu").max_draft == 7


def test_session_warms_every_width_the_device_default_can_reach():
    from redraft.engine.backends.base import BackendInfo
    from redraft.engine.config import DecodeConfig
    from redraft.engine.session import Session

    class Warm:
        def __init__(self, device):
            self.info = BackendInfo("fake", "fake", device, "bf16", 4096)
            self.widths = []

        def warmup(self, width):
            self.widths.append(width)

    for device, width in (("cuda:0", 32), ("cpu", 8)):
        backend = Warm(device)
        Session(backend, tokenizer=None).warmup(DecodeConfig())
        assert backend.widths == [width]
