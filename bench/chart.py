"""The PNG beside a report: speedup over plain per prompt and mode, or the verify-cost curve."""

from __future__ import annotations

from pathlib import Path


def chart(report: dict, path: Path) -> str | None:
    """A PNG: speedup over plain per prompt and mode (or the verify-cost curve). Returns a
    note when matplotlib is missing, else None."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return "no chart: matplotlib is not installed (pip install 'redraft[bench]')"
    fig, ax = plt.subplots(figsize=(9, 4.5), dpi=110)
    if report["kind"] == "verify-cost":
        ws = report["verify"]["widths"]
        ax.plot([w["width"] for w in ws], [w["vs_width_1"] for w in ws], marker="o")
        ax.set_xlabel("forward width (tokens)")
        ax.set_ylabel("cost vs one-token forward")
        ax.set_title(f"verify cost: {report['model']}, {report['device_slug']} {report['dtype']}, context {report['verify']['context']}")
        ax.axhline(1.0, color="grey", lw=0.8)
        ax.set_ylim(bottom=0)
    else:
        modes = [m for m in report["modes"] if m["name"] != "plain"]
        prompts = [p["name"] for p in report["prompts"]]
        by = {(r["prompt"], r["mode"]): r for r in report["results"]}
        n = max(1, len(modes))
        width = 0.8 / n
        for i, m in enumerate(modes):
            xs = [j + (i - (n - 1) / 2) * width for j in range(len(prompts))]
            ys = [by[(p, m["name"])]["speedup"] or 0 for p in prompts]
            bars = ax.bar(xs, ys, width, label=m["label"])
            ax.bar_label(bars, fmt="%.2f", fontsize=7)
        ax.axhline(1.0, color="grey", lw=0.8, ls="--")
        ax.set_xticks(range(len(prompts)), prompts)
        ax.set_ylabel("speedup over plain (tok/s)")
        ax.set_title(f"redraft bench: {report['model']}, {report['device_slug']} {report['dtype']}")
        ax.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(path)
    plt.close(fig)
    return None
