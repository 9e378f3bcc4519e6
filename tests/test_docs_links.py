"""The README and docs/ hold together: every relative link in them reaches a file that exists
(and a heading there, for a #fragment), docs/README.md links every document, and the README's
numbers link the reports they come from (docs/benchmarks/)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LINK = re.compile(r"\]\(([^)\s]+)\)")
LIVING = [ROOT / "README.md", ROOT / "docs" / "README.md", ROOT / "docs" / "design.md",
          *sorted((ROOT / "docs" / "manual").glob("*.md")), ROOT / "docs" / "benchmarks" / "README.md"]


def slug(heading: str) -> str:
    """GitHub's anchor for a heading: lower case, punctuation out, spaces to dashes."""
    text = re.sub(r"[`*_]", "", heading.strip().lower())
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def anchors(path: Path) -> set[str]:
    lines = path.read_text(encoding="utf-8").splitlines()
    return {slug(ln.lstrip("#")) for ln in lines if ln.startswith("#")}


def links(path: Path) -> list[tuple[str, str]]:
    out = []
    for target in LINK.findall(path.read_text(encoding="utf-8")):
        if re.match(r"[a-z]+:", target):
            continue  # http(s), mailto
        file, _, frag = target.partition("#")
        out.append((file, frag))
    return out


def test_every_link_reaches_a_file_and_a_heading():
    broken = []
    for doc in LIVING:
        for file, frag in links(doc):
            target = (doc.parent / file).resolve() if file else doc
            if not target.exists():
                broken.append(f"{doc.relative_to(ROOT)}: {file}")
            elif frag and target.suffix == ".md" and frag not in anchors(target):
                broken.append(f"{doc.relative_to(ROOT)}: {file}#{frag}")
    assert not broken, broken


def test_the_docs_index_links_every_document():
    """Every document in docs/ (of the benchmark reports, their index and the analysis: the
    index links the rest) is linked from docs/README.md."""
    docs = ROOT / "docs"
    index = {(docs / f).resolve() for f, _ in links(docs / "README.md")}
    wanted = [p for p in docs.rglob("*.md") if p != docs / "README.md"
              and ("benchmarks" not in p.relative_to(docs).parts or p.name in ("README.md", "analysis.md"))]
    assert len(wanted) > 12
    assert not [str(p.relative_to(ROOT)) for p in wanted if p.resolve() not in index]


def test_the_readme_fits_a_screen_of_sections_and_links_its_numbers():
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    lines = text.splitlines()
    first_screen = "\n".join(lines[:15])
    assert "make demo" in first_screen and "make test" in first_screen
    prose = [ln for ln in lines if ln and not ln.startswith(("|", "```", "#", "- ", "1.", "2.", "3.", "4.", "![", "*"))]
    assert len(lines) <= 160
    # a speedup (6.8x), a rate (tok/s), a time (0.27 s) or a score (15/42) in prose comes with
    # the link to its report in the same sentence
    claim = re.compile(r"\d(\.\d+)?x\b|\d tok/s|\d s\b|\d+/42")
    for ln in lines:
        if ln.startswith("|"):
            continue
        for sentence in re.split(r"(?<=[.;:])\s+(?=[A-Z(]|on |and )", ln):
            if claim.search(sentence):
                assert "docs/benchmarks/" in sentence, sentence
    assert prose, "the README says what redraft is in prose"
