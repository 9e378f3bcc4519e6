"""Reports: Markdown tables and the JSON file (the chart: bench/chart.py; merging parts:
bench/merge.py; machine facts: bench/machine.py)."""

from __future__ import annotations

import datetime as _dt
import json
import os
import re
from pathlib import Path

from .chart import chart
from .machine import ROOT, git_commit, machine_info, versions
from .verdicts import level_of

SCHEMA = 1
DTYPE_SHORT = {"bfloat16": "bf16", "float16": "fp16", "float32": "fp32", "float64": "fp64"}


def device_slug(device: str, machine: dict) -> str:
    if device.startswith("cuda") and machine.get("gpu"):
        name = re.sub(r"[^a-z0-9]+", "-", machine["gpu"].lower()).strip("-")
        return name.removeprefix("nvidia-") or "cuda"
    return device.split(":")[0]


def dtype_short(dtype: str) -> str:
    return DTYPE_SHORT.get(dtype, dtype)


def header(backend, command: str, kind: str, commit: str | None = None) -> dict:
    info = backend.info
    machine = machine_info(info.device)
    return {
        "schema": SCHEMA,
        "kind": kind,
        "date": _dt.datetime.now(_dt.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
        "command": command,
        "model": info.model,
        "backend": info.name,
        "device": info.device,
        "device_slug": device_slug(info.device, machine),
        "dtype": dtype_short(info.dtype),
        "quant": getattr(info, "quant", "none"),
        "machine": machine,
        "versions": versions(),
        "commit": commit or git_commit(),
        "notes": [],
    }


def default_stem(report: dict) -> str:
    date = report["date"][:10]
    stem = f"{date}-{report['device_slug']}-{report['dtype']}"
    if report["kind"] == "verify-cost":
        model = re.sub(r"[^a-z0-9.]+", "-", report["model"].lower()).strip("-")
        stem += f"-verify-cost-{model}-{report['backend']}-ctx{report['verify']['context']}"
    elif report.get("settings", {}).get("quick"):
        stem += "-quick"
    if report.get("quality"):
        stem += "-quality-" + model_slug(report["model"])
    variant = report.get("settings", {}).get("prompt", "default")
    if variant != "default":
        stem += "-prompt-" + variant
    return stem


def model_slug(model: str) -> str:
    return re.sub(r"[^a-z0-9.]+", "-", Path(model).name.lower()).strip("-")


def default_dir() -> Path:
    """docs/benchmarks of the checkout when running from one, else ./redraft-bench."""
    docs = ROOT / "docs" / "benchmarks"
    if (ROOT / "pyproject.toml").is_file() and docs.is_dir():
        return docs
    return Path.cwd() / "redraft-bench"


def out_base(report: dict, out: str | None) -> Path:
    """--out as a base path (its .json/.md/.png suffix dropped) or a folder; default
    docs/benchmarks/<date>-<device>-<dtype>."""
    if out is None:
        return default_dir() / default_stem(report)
    p = Path(out).expanduser()
    if p.is_dir() or out.endswith(("/", os.sep)):
        return p / default_stem(report)
    return p.with_suffix("") if p.suffix in (".json", ".md", ".png") else p


# -- Markdown ------------------------------------------------------------------------------


def _f(x, nd: int = 1, suffix: str = "") -> str:
    if x is None:
        return "–"
    if isinstance(x, float):
        return f"{x:.{nd}f}{suffix}"
    return f"{x}{suffix}"


def _rate(x) -> str:
    """tok/s: one decimal, two below 10 (slow machines)."""
    if x is None:
        return "–"
    return f"{x:.2f}" if x < 10 else f"{x:.1f}"


def _x(x) -> str:
    return "–" if x is None else f"{x:.2f}x"


def _table(head: list[str], rows: list[list[str]]) -> str:
    lines = ["| " + " | ".join(head) + " |", "|" + "|".join("---" for _ in head) + "|"]
    lines += ["| " + " | ".join(r) + " |" for r in rows]
    return "\n".join(lines)


def speed_table(report: dict) -> str:
    modes = report["modes"]
    by = {(r["prompt"], r["mode"]): r for r in report["results"]}
    has_pld = any(m["name"] == "hf-pld" for m in modes)
    ours = [m for m in modes if m["name"].startswith("lookup")]
    head = ["Prompt", "plain (tok/s)"] + [m["label"] for m in modes if m["name"] != "plain"]
    if has_pld and ours:
        head.append("best lookup vs hf-pld")
    rows = []
    for p in report["prompts"]:
        plain = by[(p["name"], "plain")]
        row = [p["name"], _rate(plain["tok_per_s"])]
        for m in modes:
            if m["name"] == "plain":
                continue
            r = by[(p["name"], m["name"])]
            row.append(f"{_rate(r['tok_per_s'])} ({_x(r['speedup'])})")
        if has_pld and ours:
            best = max(ours, key=lambda m: by[(p["name"], m["name"])]["tok_per_s"])
            row.append(f"{_x(by[(p['name'], best['name'])]['vs_hf_pld'])} ({best['label']})")
        rows.append(row)
    return _table(head, rows)


def counters_table(report: dict) -> str:
    head = ["Prompt", "Mode", "tok/s", "spread", "tokens", "forwards", "tok/fwd",
            "drafted", "accepted", "acceptance", "stop", "vs plain output"]
    judged = bool(report.get("quality"))
    if judged:
        head.append("edit")
    rows = []
    for r in report["results"]:
        par = r["parity"]
        parity_text = "reference" if r["mode"] == "plain" else par["text"] if par else "– (no plain run)"
        if not r["stable"]:
            parity_text += "; runs differ"
        rows.append([
            r["prompt"], r["label"], _rate(r["tok_per_s"]), f"±{r['spread_pct']:.1f}%", str(r["tokens"]),
            _f(r["forwards"]), _f(r["tokens_per_forward"], 2), _f(r["drafted"]), _f(r["accepted"]),
            "–" if r["acceptance"] is None else f"{100 * r['acceptance']:.0f}%",
            r["stop_reason"], parity_text.replace("|", "\\|"),
        ] + ([_outcome(r)] if judged else []))
    return _table(head, rows)


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def _outcome(r: dict) -> str:
    if "correct" not in r:
        return "–"
    level = level_of(r.get("verdict"))
    shown = f" ({level})" if level else ""
    if r["correct"]:
        return "correct" + shown
    return "incorrect" + shown + ": " + _cell("; ".join(r["failures"]))


def quality_table(report: dict) -> str:
    """Per mode: edits correct, the check's levels over them, the wrong edits it flagged
    (suspect or breaks) and the correct ones it flagged (false alarms); after retries when
    the run retried."""
    retries = any("correct_after_retries" in q for q in report["quality"])
    rows = []
    for q in report["quality"]:
        levels = q.get("levels")
        row = [
            q["label"], f"{q['correct']}/{q['judged']}", f"{100 * (q['fraction'] or 0):.0f}%",
            ", ".join(f"{n} {lv}" for lv, n in levels.items()) if levels else "–",
            f"{q['wrong_flagged']}/{q['wrong']}" if "wrong" in q else "–",
            f"{q['right_flagged']}/{q['correct']}" if "right_flagged" in q else "–",
        ]
        if retries:
            row.append(f"{q['correct_after_retries']}/{q['judged']}" if "correct_after_retries" in q else "–")
        rows.append(row + [str(q["tokens"]), _rate(q["tok_per_s"])])
    head = ["Mode", "correct", "score", "check levels", "wrong flagged", "false alarms"]
    head += ["correct after retries"] if retries else []
    return _table(head + ["tokens", "tok/s (all tasks)"], rows)


def handwritten_text(report: dict) -> str:
    """The check on the quality set's hand-written results (no model): bench/handwritten.py."""
    h = report["handwritten"]
    share = 100 * h["wrong_flagged"] / h["wrong"] if h["wrong"] else 0
    lines = [
        f"The check (engine/checks.py) on the hand-written results of the trap tasks: "
        f"{h['wrong_flagged']}/{h['wrong']} wrong results flagged ({share:.0f}%, target 90%), "
        f"{len(h['correct_flagged'])}/{h['correct']} correct results flagged (target 0)."
    ]
    if h["correct_flagged"]:
        lines.append("\nCorrect results flagged: " + ", ".join(f"`{x}`" for x in h["correct_flagged"]) + ".")
    if h["wrong_missed"]:
        missed = [m.split(" (", 1) for m in h["wrong_missed"]]
        lines.append("\nWrong results it lets through:\n\n" + "\n".join(f"- `{a}` ({_cell(b)}" for a, b in missed))
    if h["judge_disagrees"]:
        lines.append("\nThe judge disagrees with the hand-written label on: " + ", ".join(h["judge_disagrees"]))
    return "\n".join(lines)


def outcomes_table(report: dict) -> str:
    """Prompt x mode: correct, or what is wrong; and the verdict engine/checks.py gave."""
    modes = report["modes"]
    by = {(r["prompt"], r["mode"]): r for r in report["results"]}
    first = modes[0]
    head = ["Task", "file"] + [m["label"] for m in modes] + [f"check ({first['label']})"]
    rows = []
    for p in report["prompts"]:
        plain = by[(p["name"], first["name"])]
        rows.append(
            [p["name"], p.get("file", "")] + [_outcome(by[(p["name"], m["name"])]) for m in modes]
            + [_cell(plain.get("verdict", {}).get("text", "–"))]
        )
    return _table(head, rows)


def quality_line(report: dict) -> str:
    """One line per mode: `quality <model>: plain 15/22 (68%), lookup (graded) 15/22 (68%)`,
    then a line of what the check flagged."""
    parts = [f"{q['label']} {q['correct']}/{q['judged']} ({100 * (q['fraction'] or 0):.0f}%)" for q in report["quality"]]
    variant = report.get("settings", {}).get("prompt", "default")
    prompt = "" if variant == "default" else f", prompt {variant}"
    line = f"quality {report['model']} on {report['device']}, {report['dtype']}{prompt}: " + ", ".join(parts)
    flags = [
        f"{q['label']} {q['wrong_flagged']}/{q['wrong']} wrong flagged, {q['right_flagged']} false alarms"
        for q in report["quality"] if "wrong" in q
    ]
    return line + ("\ncheck: " + ", ".join(flags) if flags else "")


def verify_table(report: dict) -> str:
    head = ["width", "ms (median)", "x width 1", "spread", "break-even accepted"]
    rows = [
        [str(w["width"]), f"{w['ms']:.2f}", _x(w["vs_width_1"]), f"±{w['spread_pct']:.1f}%", _f(w["break_even_accepted"], 2)]
        for w in report["verify"]["widths"]
    ]
    return _table(head, rows)


def meta_table(report: dict) -> str:
    m = report["machine"]
    where = f"{m['cpu']}, {m['cores']} cores"
    if m.get("memory_gib"):
        where += f", {m['memory_gib']} GiB"
    if m.get("torch_threads"):
        where += f", {m['torch_threads']} torch threads"
    if m.get("gpu"):
        where = f"{m['gpu']} ({m.get('gpu_memory_gib')} GiB, CUDA {m.get('cuda')}); host: {where}"
    v = report["versions"]
    libs = ", ".join(f"{k} {v[k]}" for k in ("torch", "transformers", "tokenizers", "mlx", "mlx-lm") if k in v)
    rows = [
        ["model", f"{report['model']} ({report['backend']} backend)"],
        ["device", f"{report['device']}: {where}"],
        ["dtype", report["dtype"]],
        ["weights", report.get("quant", "none")],
        ["versions", f"python {m['python']}, {libs}, redraft {v.get('redraft', '?')}"],
        ["os", m["os"]],
        *([["prompt", report["settings"]["prompt"]]] if report.get("settings", {}).get("prompt") else []),
        ["commit", f"`{report['commit']}`"],
        ["command", f"`{report['command']}`"],
        ["date", report["date"]],
    ]
    return _table(["", ""], rows)


def method_text(report: dict) -> str:
    s = report["settings"]
    w = report.get("warmup") or {}
    warm = (
        f"an in-process warmup (one forward at every width 1..{w['max_width']}, then a short "
        f"call of {w['tokens_per_mode']} tokens per mode)" if w else "no warmup"
    )
    samp = s.get("sampling") or {}
    how = "Greedy" if not samp.get("temperature") else (
        f"Sampled (temperature {samp['temperature']}, top-p {samp['top_p']}, seed {samp['seed']}"
        + (f"; best of {s['best_of']}: an edit the check refuses gets up to {s['best_of'] - 1} more candidates, "
           "seed + 1, + 2..., reported as its attempts)" if s.get("best_of", 1) > 1 else ")"))
    return (
        f"{how}, the same max-tokens per prompt for every mode, loop guard off. Rate is generated "
        f"tokens over the whole call including prefill, after {warm}; median of {report['runs']} "
        f"run(s), modes interleaved (for run: for prompt: for mode); spread is the largest deviation "
        f"from the median. Lookup: ngram {s['ngram_min']}..{s['ngram_max']}, max draft {s['max_draft']}. "
        f"hf-pld: `prompt_lookup_num_tokens={s['hf_pld_tokens']}`, `max_matching_ngram_size="
        f"{s['hf_pld_ngram'] or '2 (default)'}`. Counters are from the first run; hf forwards are "
        f"counted with a forward hook (drafted = tokens fed beyond one per forward, accepted = "
        f"tokens emitted beyond one per forward). Parity compares each output with plain's, "
        f"decoded by the same tokenizer."
    )


def bench_markdown(report: dict) -> str:
    title = f"# redraft bench: {report['device_slug']}, {report['dtype']}"
    if report.get("quality"):
        title = f"# redraft bench --quality: {report['model']}, {report['device_slug']}, {report['dtype']}"
    if report["settings"].get("quick"):
        title += " (quick)"
    prompts = _table(
        ["Prompt", "kind", "prompt tokens", "max tokens", "what"],
        [[p["name"], p["kind"], str(p["prompt_tokens"]), str(p["max_tokens"]), p["description"]] for p in report["prompts"]],
    )
    if report.get("quality"):
        return quality_markdown(report, title, prompts)
    parts = [
        title, meta_table(report), "## Method", method_text(report), "## Prompts", prompts,
        "## Speed (tok/s, speedup over plain)", speed_table(report),
        "## Counters and parity (first run)", counters_table(report),
    ]
    if report.get("chart"):
        parts.insert(-2, f"![speedup over plain per prompt]({report['chart']})")
    if report["notes"]:
        parts += ["## Notes", "\n".join(f"- {n}" for n in report["notes"])]
    return "\n\n".join(parts) + "\n"


def quality_markdown(report: dict, title: str, prompts: str) -> str:
    parts = [
        title, meta_table(report), "## Method", method_text(report) + QUALITY_METHOD, "## Tasks", prompts,
        "## Score", quality_table(report), "## Each edit (first run)", outcomes_table(report),
    ]
    if report.get("handwritten"):
        parts += ["## The check on hand-written results", handwritten_text(report)]
    if any(m["name"] == "plain" for m in report["modes"]):
        parts += ["## Speed (tok/s, speedup over plain)", speed_table(report)]
    parts += ["## Counters and parity (first run)", counters_table(report)]
    if report["notes"]:
        parts += ["## Notes", "\n".join(f"- {n}" for n in report["notes"])]
    return "\n\n".join(parts) + "\n"


QUALITY_METHOD = (
    " Each task's edited file (the reply's code block, as `redraft edit` takes it) is judged by "
    "the task's checks (bench/judge.py: properties any correct edit has, not one wording); every "
    "reply is in the JSON report. The check column is the verdict engine/checks.py shows the user; "
    "each edit's level is in brackets (verified, parses, suspect, breaks): the check flags suspect "
    "and breaks; 'wrong flagged' counts the edits judged incorrect that it flagged, 'false alarms' "
    "the correct ones it flagged."
)


def verify_markdown(report: dict) -> str:
    v = report["verify"]
    parts = [
        f"# redraft bench --verify-cost: {report['model']}, {report['device_slug']}, {report['dtype']}",
        meta_table(report),
        "## Method",
        f"Prefill {v['context']} random tokens, then time one verify step ({v.get('step', 'forward')}, "
        f"greedy, tokens back on the host) of each width 1..{v['max_width']} on top (trimmed off "
        f"again), {v['reps']} reps interleaved over the widths after the backend's warmup and one "
        "untimed step per width; median. A round drafting k tokens forwards k + 1 positions: at "
        "'x width 1' = r it must land about r - 1 proposals to break even with plain decoding.",
        "## Verify cost", verify_table(report),
    ]
    if report.get("chart"):
        parts.append(f"![verify cost per width]({report['chart']})")
    if report["notes"]:
        parts += ["## Notes", "\n".join(f"- {n}" for n in report["notes"])]
    return "\n\n".join(parts) + "\n"


def markdown(report: dict) -> str:
    return verify_markdown(report) if report["kind"] == "verify-cost" else bench_markdown(report)


def stdout_tables(report: dict) -> str:
    if report["kind"] == "verify-cost":
        return verify_table(report) + "\n"
    if report.get("quality"):
        hand = "\n\n" + handwritten_text(report) if report.get("handwritten") else ""
        return outcomes_table(report) + "\n\n" + quality_table(report) + hand + "\n\n" + quality_line(report) + "\n"
    return speed_table(report) + "\n\n" + counters_table(report) + "\n"


# -- files ---------------------------------------------------------------------------------


def write_report(report: dict, base: Path, make_chart: bool = True) -> list[Path]:
    """base.json, base.md and (with matplotlib) base.png; returns the paths written."""
    base.parent.mkdir(parents=True, exist_ok=True)
    written = []
    png = base.with_name(base.name + ".png")
    if make_chart:
        note = chart(report, png)
        if note:
            report["notes"].append(note)
        else:
            report["chart"] = png.name
            written.append(png)
    md = base.with_name(base.name + ".md")
    js = base.with_name(base.name + ".json")
    md.write_text(markdown(report))
    js.write_text(json.dumps(report, indent=2) + "\n")
    return [js, md, *written]
