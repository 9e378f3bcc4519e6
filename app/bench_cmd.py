"""`redraft bench`: our decoding against plain decoding and transformers' prompt lookup.

    redraft bench                          the full set, 3 runs, report in docs/benchmarks/
    redraft bench --quick                  edit_fn, edit_json, write; 96 tokens; 1 run
    redraft bench --prompts edit_fn --modes plain,lookup-gated,hf-pld --runs 5
    redraft bench --verify-cost --context 512 [--random-weights qwen2.5-7b] --device cuda
    redraft bench --quality [--model coder-1.5b]  the edit tasks in samples/quality: fraction correct
"""

from __future__ import annotations

import argparse
import os
import shlex
import sys
from pathlib import Path

from .decode_options import BY_PARAM
from .options import add_model_options, model_options
from ..engine.errors import ConfigError

EPILOG = (
    "modes: plain, lookup (policy auto), lookup-graded, lookup-gated, lookup-capped / lookup-uncapped (graded with the cost cap on / off), lookup-no-text (graded, token n-grams only: the text proposer off), hf (transformers generate, "
    "greedy), hf-pld (generate with prompt_lookup_num_tokens), mlx-lm (with --backend mlx, where "
    "mlx is installed). plain always runs: it is the "
    "baseline and the parity reference. Reports: <out>.json, <out>.md and <out>.png (the chart "
    "needs matplotlib: pip install 'redraft[bench]')."
)


def add_parser(sub) -> None:
    p = sub.add_parser(
        "bench", help="measure decoding speed against plain decoding and transformers",
        description="Benchmark redraft's decoding on one model, side by side with plain decoding "
        "and transformers' generate, and write a report.", epilog=EPILOG,
    )
    g = p.add_argument_group("what to run")
    g.add_argument("--quick", action="store_true", help="a smoke run of a few minutes: edit_fn, edit_json, write; plain, lookup, hf-pld; 96 tokens; 1 run")
    g.add_argument("--quality", action="store_true", help="the quality set (samples/quality): is each edit correct? plain and lookup, 1 run; prints the fraction correct per mode")
    g.add_argument("--prompts", metavar="A,B", help="prompt names (default: every prompt in samples/bench)")
    g.add_argument("--prompts-dir", metavar="DIR", help="read the prompts from DIR instead of samples/bench")
    g.add_argument("--modes", metavar="A,B", help="default: plain,lookup-graded,lookup-gated,hf,hf-pld (--quality: plain,lookup)")
    g.add_argument("--runs", type=int, default=None, help="timed runs per prompt and mode (default 3; --quick 1)")
    g.add_argument("--max-tokens", type=int, default=None, help="cap for every prompt (default: each prompt's own)")
    g.add_argument("--threads", type=int, default=None, help="torch CPU threads (default: torch's choice)")
    g.add_argument("--retries", type=int, default=0, metavar="N", help="--quality: retry an edit the check refuses (suspect or breaks) up to N times, as redraft edit does, and report the edits correct after retries (default 0)")
    g.add_argument("--temp", type=float, default=0.0, help="--quality: sample at this temperature (default 0: greedy)")
    g.add_argument("--top-p", type=float, default=1.0, help="--quality: nucleus sampling (default 1: off)")
    g.add_argument("--seed", type=int, default=None, help="--quality: the sampling seed (candidate k: seed + k - 1)")
    g.add_argument("--best-of", type=int, default=1, metavar="N", help="--quality with --temp: draw up to N candidates of an "
                   "edit the check refuses, as redraft edit --best-of does, and report the edits correct after them")
    g.add_argument("--prompt", metavar="NAME", default=None, help="the edit prompt's variant: default, restate, rules, example (default: REDRAFT_PROMPT's, else default); only the prompt's text differs")
    t = p.add_argument_group("lookup settings")
    t.add_argument("--ngram-min", type=int, default=BY_PARAM["ngram_min"].default())
    t.add_argument("--ngram-max", type=int, default=BY_PARAM["ngram_max"].default())
    t.add_argument("--max-draft", type=int, default=None, help=BY_PARAM["max_draft"].help)
    t.add_argument("--hf-pld-tokens", type=int, default=None, help="prompt_lookup_num_tokens for hf-pld (default 10)")
    t.add_argument("--hf-pld-ngram", type=int, default=None, help="max_matching_ngram_size for hf-pld (default: transformers' 2)")
    v = p.add_argument_group("verify cost")
    v.add_argument("--verify-cost", action="store_true", help="time one forward at each width 1..--max-width instead")
    v.add_argument("--context", type=int, default=512, help="tokens in the cache under the timed forwards (default 512)")
    v.add_argument("--max-width", type=int, default=16, help="widest forward timed (default 16)")
    v.add_argument("--reps", type=int, default=9, help="timed forwards per width (default 9)")
    v.add_argument("--random-weights", metavar="CONFIG", help="a random-weight model at real shapes (qwen2.5-0.5b ... "
                   "qwen2.5-14b, qwen3-8b, llama-3.1-8b: bench/verify_cost.py) or a config.json: --verify-cost, or the "
                   "prompts with --replies")
    v.add_argument("--replies", metavar="REPORT.json", help="with --random-weights: time the prompts' plain and lookup "
                   "decoding on that model, emitting the replies a real model wrote (a bench report's outputs; bench/forced.py)")
    o = p.add_argument_group("report")
    o.add_argument("--out", metavar="PATH", help="report base path or folder (default: docs/benchmarks/<date>-<device>-<dtype>)")
    o.add_argument("--no-report", action="store_true", help="print the tables only, write no files")
    o.add_argument("--no-chart", action="store_true", help="no PNG chart")
    o.add_argument("--merge", nargs="+", metavar="JSON", help="merge bench reports of other prompts (same model, device, dtype, modes) into one; runs nothing")
    o.add_argument("--rejudge", metavar="JSON", help="judge a --quality report's recorded replies again by the current checks; runs nothing")
    add_model_options(p)
    p.set_defaults(run=run)
    _one_line_errors(p)


def _one_line_errors(p: argparse.ArgumentParser) -> None:
    """argparse errors (an unknown flag, a bad number) as one line, like every other error:
    raised as ConfigError, which the CLI prints as `redraft: error: ...` (cli.parse hands an
    unknown flag to this parser's error too)."""

    def error(message: str):
        raise ConfigError(f"bench: {message} (see redraft bench --help)")

    p.error = error


def _names(value: str | None) -> list[str] | None:
    if value is None:
        return None
    names = [n.strip() for n in value.split(",") if n.strip()]
    if not names:
        raise ConfigError("an empty list: name at least one, comma-separated")
    return names


def _positive(name: str, value: int | None) -> None:
    if value is not None and value < 1:
        raise ConfigError(f"{name} must be >= 1, got {value}")


def command_line() -> str:
    """The command as typed, after the REDRAFT_* settings it ran under: they can change what
    is timed (REDRAFT_CPU_LINEAR, REDRAFT_FAST_PATH, REDRAFT_CONFIG). REDRAFT_COMMIT only
    labels the report."""
    argv = sys.argv[1:]
    command = "redraft " + shlex.join(argv) if argv[:1] == ["bench"] else "redraft bench (called in-process)"
    env = [
        f"{k}={shlex.quote(v)}"
        for k, v in sorted(os.environ.items())
        if k.startswith("REDRAFT_") and k != "REDRAFT_COMMIT"
    ]
    return " ".join([*env, command])


def log(line: str) -> None:
    print(line, file=sys.stderr, flush=True)


def validate(args: argparse.Namespace):
    """Everything that can be refused before a model loads; returns the prompts to run."""
    from ..bench import DEFAULT_MODES, QUALITY_MODES, QUICK, QUICK_MODES, QUICK_QUALITY, load_prompts, mode_names
    from ..bench.modes import unknown_modes
    from ..engine.config import DRAFT_LIMIT, DecodeConfig

    for flag in ("runs", "max_tokens", "threads", "context", "reps", "hf_pld_tokens", "hf_pld_ngram"):
        _positive("--" + flag.replace("_", "-"), getattr(args, flag))
    DecodeConfig(ngram_min=args.ngram_min, ngram_max=args.ngram_max, max_draft=args.max_draft).validate()
    if args.hf_pld_tokens is not None and args.hf_pld_tokens > DRAFT_LIMIT:
        raise ConfigError(f"--hf-pld-tokens must be in [1, {DRAFT_LIMIT}], got {args.hf_pld_tokens}")
    if args.random_weights and not args.verify_cost and not args.replies:
        raise ConfigError("--random-weights times --verify-cost, or the prompts with --replies REPORT.json")
    if args.replies and (not args.random_weights or args.verify_cost or args.quality):
        raise ConfigError("--replies goes with --random-weights, for the bench's prompts (not --verify-cost or --quality)")
    if args.retries and not args.quality:
        raise ConfigError("--retries only applies to --quality")
    if args.retries < 0:
        raise ConfigError(f"--retries must be >= 0, got {args.retries}")
    sampled = args.temp != 0.0 or args.top_p != 1.0 or args.seed is not None or args.best_of != 1
    if sampled and not args.quality:
        raise ConfigError("--temp, --top-p, --seed and --best-of apply to --quality (speed runs check lookup against plain, greedy)")
    from ..engine.config import Sampling

    args.sampling = Sampling(args.temp, args.top_p, 0, args.seed)
    DecodeConfig(sampling=args.sampling, best_of=args.best_of).validate()
    if args.quality and args.verify_cost:
        raise ConfigError("--quality and --verify-cost are different benchmarks: pick one")
    if args.verify_cost:
        if not 1 <= args.max_width <= 64:
            raise ConfigError(f"--max-width must be in [1, 64], got {args.max_width}")
        if args.random_weights:
            from ..bench.verify_cost import model_config

            model_config(args.random_weights)  # refuse an unknown shape now
        return []
    modes = _names(args.modes) or list(QUALITY_MODES if args.quality else QUICK_MODES if args.quick else DEFAULT_MODES)
    if args.replies:  # no transformers model behind a recorded reply: our loop's modes only
        modes = [m for m in modes if not m.startswith("hf")] if not args.modes else modes
        if any(m.startswith("hf") for m in modes):
            raise ConfigError("--replies times our loop's modes (plain, lookup...), not transformers' (hf, hf-pld)")
        from ..bench.verify_cost import model_config

        model_config(args.random_weights)  # refuse an unknown shape now
    bad = unknown_modes(modes)
    if bad:
        raise ConfigError(f"unknown mode {', '.join(bad)}: choose from {', '.join(mode_names())}")
    args.modes = modes
    from ..engine.prompting import VARIANTS, prompt_variant

    if args.prompt is not None and args.prompt not in VARIANTS:
        raise ConfigError(f"--prompt {args.prompt}: unknown prompt variant; choose from {', '.join(VARIANTS)}")
    args.prompt = args.prompt or prompt_variant()
    quick = QUICK_QUALITY if args.quality else QUICK
    names = _names(args.prompts) or (list(quick) if args.quick else None)
    folder = Path(args.prompts_dir) if args.prompts_dir else None
    return load_prompts(folder, names, set_name="quality" if args.quality else "bench")


def read_report(name: str, flag: str) -> dict:
    import json

    try:
        return json.loads(Path(name).read_text())
    except (OSError, ValueError) as e:
        raise ConfigError(f"{flag}: cannot read {name} as a report ({e})") from e


def merge(args: argparse.Namespace) -> int:
    """--merge and --rejudge: a report from reports; nothing runs."""
    from ..bench.merge import merge_reports
    from ..bench.report import out_base, stdout_tables, write_report

    if args.rejudge:
        from ..bench import load_prompts
        from ..bench.runner import rejudge

        report = read_report(args.rejudge, "--rejudge")
        if "quality" not in report:
            raise ConfigError(f"--rejudge: {args.rejudge} is not a --quality report")
        prompts = load_prompts(Path(args.prompts_dir) if args.prompts_dir else None, set_name="quality")
        report = rejudge(report, prompts)
        add_handwritten(report, [p for p in prompts if p.name in {q["name"] for q in report["prompts"]}], args.prompts_dir)
        note = f"judged again by `{command_line()}`"
        report["notes"] = [n for n in report["notes"] if n != note] + [note]
        args.out = args.out or str(Path(args.rejudge).with_suffix(""))
    else:
        report = merge_reports([read_report(n, "--merge") for n in args.merge], command_line())
    sys.stdout.write(stdout_tables(report))
    if not args.no_report:
        chart = not args.no_chart and "quality" not in report
        paths = write_report(report, out_base(report, args.out), make_chart=chart)
        log("wrote " + ", ".join(str(p) for p in paths))
    return 0


def add_handwritten(report: dict, prompts, prompts_dir: str | None) -> None:
    """What the check says of the hand-written results of `prompts` (the trap tasks'), no model."""
    from ..bench.handwritten import hand_summary
    from ..bench.prompts import default_dir

    folder = Path(prompts_dir) if prompts_dir else default_dir("quality")
    summary = hand_summary(prompts, folder) if folder else None
    if summary and summary["correct"]:
        report["handwritten"] = summary


def run(args: argparse.Namespace) -> int:
    if args.merge or args.rejudge:
        return merge(args)
    prompts = validate(args)
    from .progress import progress_bar
    from ..bench import QUICK_MAX_TOKENS, QUICK_RUNS, random_backend, run_benchmark, run_verify_cost
    from ..bench.modes import HF_PLD_TOKENS
    from ..bench.report import out_base, stdout_tables, write_report

    if args.threads:
        from ..bench.machine import set_threads

        set_threads(args.threads)
    command = command_line()
    commit = os.environ.get("REDRAFT_COMMIT")  # a tree copied without its .git says what it is
    opts = model_options(args)
    if args.verify_cost and args.random_weights:
        log(f"building a random-weight {args.random_weights} model on {opts['device']}")
        backend = random_backend(
            args.random_weights, device=opts["device"], dtype=opts["dtype"], graphs=opts.get("graphs", True) is not False,
            settings=opts["settings"], quant=opts["quant"],
        )
        session = None
    elif args.random_weights:
        from ..bench.forced import forced_session

        session = forced_session(args.random_weights, opts["model"], Path(args.replies), prompts, opts, log)
        backend = session.backend
    else:
        from ..engine.session import Session
        from ..engine.store.hub import prefetch

        prefetch(opts["model"])  # a hub id not in the cache: downloaded first, with huggingface_hub's bars
        with progress_bar() as progress:
            session = Session.load(progress=progress, **opts)
        backend = session.backend
    quant = getattr(backend.info, "quant", "none")
    log(f"model {backend.info.model} on {backend.info.device}, {backend.info.dtype}" + (f", {quant} weights" if quant != "none" else ""))

    if args.verify_cost:
        report = run_verify_cost(
            backend, context=args.context, max_width=args.max_width, reps=args.reps,
            command=command, log=log, random_weights=args.random_weights, commit=commit,
        )
    else:
        report = run_benchmark(
            session, prompts, modes=args.modes,
            runs=args.runs or (QUICK_RUNS if args.quick or args.quality else 3),
            max_tokens=args.max_tokens or (QUICK_MAX_TOKENS if args.quick else None),
            quick=args.quick, ngram_min=args.ngram_min, ngram_max=args.ngram_max,
            max_draft=args.max_draft, hf_pld_tokens=args.hf_pld_tokens or HF_PLD_TOKENS,
            hf_pld_ngram=args.hf_pld_ngram, model_spec=opts["model"], command=command, log=log,
            quality=args.quality, commit=commit, prompt=args.prompt, retries=args.retries,
            sampling=args.sampling, best_of=args.best_of,
        )
        if args.quality:
            add_handwritten(report, prompts, args.prompts_dir)
    sys.stdout.write(stdout_tables(report))
    if not args.no_report:
        paths = write_report(report, out_base(report, args.out), make_chart=not args.no_chart and not args.quality)
        for note in report["notes"]:
            if note.startswith("no chart"):
                log(note)
        log("wrote " + ", ".join(str(p) for p in paths))
    return 0
