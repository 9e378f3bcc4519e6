"""The MLX backend (mlx-lm) beyond the contract suite (tests/engine/backends/contract): mlx-lm's chunked
prefill, sampling, refusals and loading. Runs on MLX's CPU build; skipped where mlx is
missing."""

from __future__ import annotations

import json
import math
from collections import Counter

import pytest

mx = pytest.importorskip("mlx.core")
pytest.importorskip("mlx_lm")

from redraft.engine.backends.mlx_backend import MlxBackend, pick_device, pick_dtype  # noqa: E402
from redraft.engine.backends.mlx_sampling import filter_logits  # noqa: E402
from redraft.engine.config import Sampling  # noqa: E402
from redraft.engine.errors import ConfigError, UnsupportedModelError  # noqa: E402
from tests import mutations  # noqa: E402
from tests.helpers import VOCAB, decode_ids, repeated_prompt, run  # noqa: E402
from tests.tiny_mlx import tiny_mlx  # noqa: E402

pytestmark = pytest.mark.mlx


def backend(arch="qwen2", seed=0, **kw) -> MlxBackend:
    return MlxBackend(tiny_mlx(arch, seed, **kw), name=f"tiny-{arch}", device="cpu")


def test_tiny_model_has_no_near_ties():
    """Parity at float32 is only meaningful if no greedy choice is a near-tie."""
    b = backend("qwen2")
    prompt = repeated_prompt(0)
    out = run(b, prompt, decode_ids, lookup=False, max_tokens=100, loop_guard=False)
    b.reset()
    b.prefill(prompt[:1])
    rows = b.forward([*prompt[1:], *out.tokens[:-1]])  # every later position in one forward
    top2 = mx.sort(rows, axis=-1)[:, -2:]
    gaps = (top2[:, 1] - top2[:, 0]).tolist()
    assert min(gaps[len(prompt) - 2 :]) > 1e-3, min(gaps)


def test_prefill_in_chunks_equals_one_chunk(monkeypatch):
    import redraft.engine.backends.mlx_backend as mb

    b = backend("qwen2", seed=5)
    prompt = repeated_prompt(4, length=150)
    whole = run(b, prompt, decode_ids, lookup=False, max_tokens=30, loop_guard=False).tokens
    monkeypatch.setattr(mb, "PREFILL_STEP", 16)
    assert run(b, prompt, decode_ids, lookup=False, max_tokens=30, loop_guard=False).tokens == whole


# -- sampling -------------------------------------------------------------------------


def chi2_critical(df: int, z: float = 3.09) -> float:
    """Upper chi-square quantile (Wilson-Hilferty); z = 3.09 is p = 0.001."""
    a = 2 / (9 * df)
    return df * (1 - a + z * math.sqrt(a)) ** 3


def chi2_vs(expected: dict, seen: Counter, n: int) -> tuple[float, int]:
    keys = [k for k, p in expected.items() if p * n >= 5]
    stat = sum((seen[k] - expected[k] * n) ** 2 / (expected[k] * n) for k in keys)
    rest_p = 1 - sum(expected[k] for k in keys)
    rest = n - sum(seen[k] for k in keys)
    if rest_p * n >= 5:
        stat += (rest - rest_p * n) ** 2 / (rest_p * n)
        return stat, len(keys)
    return stat, len(keys) - 1


SETTINGS = [
    Sampling(temperature=1.0),
    Sampling(temperature=0.7, top_k=5),
    Sampling(temperature=1.3, top_p=0.8),
    Sampling(temperature=0.9, top_k=12, top_p=0.6),
]


@pytest.mark.parametrize("s", SETTINGS, ids=lambda s: f"T{s.temperature}-k{s.top_k}-p{s.top_p}")
def test_filter_matches_torch(s):
    torch = pytest.importorskip("torch")
    from redraft.engine.backends.torch_sampling import filter_logits as torch_filter

    rows = mx.random.normal((6, VOCAB), key=mx.random.key(1)) * 2.0
    ours = mx.softmax(filter_logits(rows, s), axis=-1).tolist()
    theirs = torch.softmax(torch_filter(torch.tensor(rows.tolist(), dtype=torch.float64), s), dim=-1).tolist()
    for a, b in zip(ours, theirs):
        assert [x > 0 for x in a] == [y > 0 for y in b]  # the same tokens survive
        assert max(abs(x - y) for x, y in zip(a, b)) < 1e-5


@pytest.mark.parametrize("s", SETTINGS, ids=lambda s: f"T{s.temperature}-k{s.top_k}-p{s.top_p}")
def test_sampler_matches_filtered_distribution(s):
    b = backend("qwen2")
    row = mx.random.normal((1, 16), key=mx.random.key(2)) * 1.5
    probs = mx.softmax(filter_logits(row, s), axis=-1)[0].tolist()
    b.seed(1234)
    n = 4000
    seen = Counter(b.sample(mx.repeat(row, n, axis=0), s))  # one draw per row
    assert all(probs[t] > 0 for t in seen), "drew a filtered-out token"
    stat, df = chi2_vs(dict(enumerate(probs)), seen, n)
    assert stat < chi2_critical(df), (stat, df)


def test_seed_is_honoured():
    b = backend("qwen2", seed=1, init=0.15)
    prompt = repeated_prompt(2, length=40)

    def sampled(seed, lookup):
        s = Sampling(temperature=1.0, seed=seed)
        return run(b, prompt, decode_ids, lookup=lookup, max_tokens=30, loop_guard=False, sampling=s).tokens

    for lookup in (False, True):
        assert sampled(7, lookup) == sampled(7, lookup)
        assert len({sampled(seed, lookup) for seed in range(4)}) > 1


def exact_two_token_probs(b: MlxBackend, prompt, s: Sampling) -> dict:
    """P(first two tokens) under the filtered distribution, by enumeration."""
    b.reset()
    first = mx.softmax(filter_logits(b.prefill(prompt), s), axis=-1)[0].tolist()
    out = {}
    for t, p in enumerate(first):
        if p < 1e-6:
            continue
        second = mx.softmax(filter_logits(b.forward([t]), s), axis=-1)[0].tolist()
        b.trim(1)
        for u, q in enumerate(second):
            out[(t, u)] = p * q
    b.reset()
    return out


def drafting_prompt(b: MlxBackend, iters: int = 6) -> list[int]:
    """Every bigram (0, t) occurs once, followed by y[t]: whatever the first token t0 is,
    the next round drafts y[t0], ... y[t] is refined to the model's argmax after
    (prompt, t), so drafts land often enough for the acceptance rule to decide."""
    vocab = b.model.args.vocab_size
    y = [(t * 7 + 3) % vocab for t in range(vocab)]
    for _ in range(iters):
        prompt = [tok for t in range(vocab) for tok in (0, t, y[t])] + [0]
        b.reset()
        b.prefill(prompt)
        y = []
        for t in range(vocab):
            y.append(int(mx.argmax(b.forward([t])[0]).item()))
            b.trim(1)
    b.reset()
    return [tok for t in range(vocab) for tok in (0, t, y[t])] + [0]


SAMPLING_INIT = 0.1
LOOP_SETTINGS = [Sampling(temperature=0.3), Sampling(temperature=0.5, top_k=8, top_p=0.9)]


@pytest.fixture(scope="module")
def sampling_setup():
    b = backend("qwen2", seed=1, init=SAMPLING_INIT, vocab=16)
    return b, drafting_prompt(b)


def sample_runs(b, prompt, s: Sampling, n: int):
    seen, drafted, accepted = Counter(), 0, 0
    for seed in range(n):
        r = run(b, prompt, decode_ids, max_tokens=3, loop_guard=False, sampling=s.__class__(
            temperature=s.temperature, top_k=s.top_k, top_p=s.top_p, seed=seed))
        seen[r.tokens[:2]] += 1
        drafted += r.done.summary.drafted
        accepted += r.done.summary.accepted
    return seen, drafted, accepted


@pytest.mark.parametrize("s", LOOP_SETTINGS, ids=lambda s: f"T{s.temperature}-k{s.top_k}-p{s.top_p}")
def test_lookup_sampling_matches_the_exact_distribution(sampling_setup, s):
    """t ~ p, accept iff t == d: sampled lookup keeps the model's distribution."""
    b, prompt = sampling_setup
    exact = exact_two_token_probs(b, prompt, s)
    n = 500
    seen, drafted, accepted = sample_runs(b, prompt, s, n)
    assert drafted > n and accepted > n // 8, (drafted, accepted)
    stat, df = chi2_vs(exact, seen, n)
    assert df >= 3 and stat < chi2_critical(df), (stat, df)


def test_broken_acceptance_is_detected(sampling_setup, monkeypatch):
    """Accepting every draft biases the output: the same statistic must reject it."""
    b, prompt = sampling_setup
    s = LOOP_SETTINGS[0]
    exact = exact_two_token_probs(b, prompt, s)
    mutations.break_(monkeypatch, "accept_all")
    n = 300
    seen, _, _ = sample_runs(b, prompt, s, n)
    stat, df = chi2_vs(exact, seen, n)
    assert stat > chi2_critical(df), (stat, df)


# -- refusals, loading, options -----------------------------------------------------------


def test_refuses_sliding_window_cache():
    from mlx_lm.models import gemma3_text

    args = gemma3_text.ModelArgs(
        model_type="gemma3_text", hidden_size=32, num_hidden_layers=2, intermediate_size=64,
        num_attention_heads=2, head_dim=16, vocab_size=VOCAB, num_key_value_heads=1,
        sliding_window=64, sliding_window_pattern=2, query_pre_attn_scalar=16,
    )
    with pytest.raises(UnsupportedModelError, match=r"gemma3_text: sliding-window .*RotatingKVCache, window 64"):
        MlxBackend(gemma3_text.Model(args), device="cpu")


def test_refuses_recurrent_cache():
    from mlx_lm.models import mamba

    args = mamba.ModelArgs(
        model_type="mamba", vocab_size=VOCAB, hidden_size=32, intermediate_size=64, state_size=8,
        num_hidden_layers=2, conv_kernel=4, use_bias=False, use_conv_bias=True, time_step_rank=4,
    )
    with pytest.raises(UnsupportedModelError, match=r"mamba: recurrent layers \(.*Cache\) keep state"):
        MlxBackend(mamba.Model(args), device="cpu")


def test_refuses_hybrid_and_model_owned_state():
    from mlx_lm.models.cache import ArraysCache, KVCache

    hybrid = tiny_mlx("qwen2")
    hybrid.make_cache = lambda: [KVCache(), ArraysCache(size=2)]
    with pytest.raises(UnsupportedModelError, match="recurrent layers"):
        MlxBackend(hybrid, device="cpu")
    owned = tiny_mlx("qwen2")
    owned.make_cache = lambda: []  # can_trim_prompt_cache([]) is vacuously true
    with pytest.raises(UnsupportedModelError, match="outside the prompt cache"):
        MlxBackend(owned, device="cpu")


def save_hf_folder(model, folder, config_extra=None):
    from mlx.utils import tree_flatten

    cfg = {
        "architectures": ["Qwen2ForCausalLM"], "model_type": "qwen2", "vocab_size": VOCAB,
        "hidden_size": 32, "intermediate_size": 64, "num_hidden_layers": 2, "num_attention_heads": 4,
        "num_key_value_heads": 2, "max_position_embeddings": 512, "rms_norm_eps": 1e-6,
        "tie_word_embeddings": False, **(config_extra or {}),
    }
    (folder / "config.json").write_text(json.dumps(cfg))
    mx.save_safetensors(str(folder / "model.safetensors"), dict(tree_flatten(model.parameters())))


def test_load_from_hf_folder(tmp_path):
    from redraft.engine.backends import load_backend
    from redraft.engine.placement import place

    model = tiny_mlx("qwen2", seed=2)
    save_hf_folder(model, tmp_path, {"rope_parameters": {"rope_type": "default", "rope_theta": 1e6}})
    loaded = load_backend(place("mlx", "cpu", "fp32"), tmp_path)
    assert isinstance(loaded, MlxBackend)
    assert loaded.info.name == "mlx" and loaded.info.device == "cpu" and loaded.info.dtype == "float32"
    assert loaded.info.max_context == 512 and loaded.info.model == tmp_path.name
    prompt = repeated_prompt(1, length=40)
    direct = run(MlxBackend(model, device="cpu"), prompt, decode_ids, lookup=False, max_tokens=20, loop_guard=False)
    assert run(loaded, prompt, decode_ids, lookup=False, max_tokens=20, loop_guard=False).tokens == direct.tokens
    assert MlxBackend.load(tmp_path, device="cpu").info.dtype == "bfloat16"  # the default


def test_rope_parameters_reach_mlx_lm(tmp_path):
    from redraft.engine.backends.mlx_backend import model_config_overrides, read_config

    save_hf_folder(tiny_mlx("qwen2"), tmp_path, {"rope_parameters": {"rope_type": "default", "rope_theta": 5e5}})
    assert model_config_overrides(read_config(tmp_path)) == {"rope_theta": 5e5}
    assert MlxBackend.load(tmp_path, device="cpu").model.args.rope_theta == 5e5


def test_refuses_a_sliding_window_config_mlx_lm_would_ignore(tmp_path):
    """Qwen2.5 configs carry sliding_window with use_sliding_window false: those load."""
    save_hf_folder(tiny_mlx("qwen2"), tmp_path, {"sliding_window": 64, "use_sliding_window": False})
    assert MlxBackend.load(tmp_path, device="cpu").info.name == "mlx"
    save_hf_folder(tiny_mlx("qwen2"), tmp_path, {"sliding_window": 64, "use_sliding_window": True})
    with pytest.raises(UnsupportedModelError, match=r"qwen2: sliding-window attention \(window 64\) cannot be rolled back"):
        MlxBackend.load(tmp_path, device="cpu")


def test_bad_device_and_dtype_are_refused():
    with pytest.raises(ConfigError, match="device for the mlx backend") as e:
        pick_device("cuda")
    assert e.value.param == "device"
    if not mx.is_available(mx.gpu):
        with pytest.raises(ConfigError, match="no GPU"):
            pick_device("gpu")
    assert pick_device("cpu") == mx.Device(mx.cpu)
    with pytest.raises(ConfigError, match="dtype must be one of") as e:
        pick_dtype("int8")
    assert e.value.param == "dtype"
    assert pick_dtype("auto") == mx.bfloat16
