"""redraft's Textual themes, one TOML file each. Provenance and diff colours are theme
variables (`prov-*`, `diff-*`), so every theme can restyle the signature view."""

from __future__ import annotations

import sys
from importlib import resources

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

ALIASES = {"dark": "redraft-dark", "light": "redraft-light", "colorblind": "redraft-colorblind"}
DEFAULT = "redraft-dark"

# Fallbacks for any theme (Textual's built-ins included) that does not set them.
VARIABLE_DEFAULTS = {
    "prov-accepted": "#4ec9b0",
    "prov-accepted-style": "none",
    "prov-target": "#79c0ff",
    "prov-target-style": "none",
    "prov-bonus": "#c586c0",
    "prov-bonus-style": "bold",
    "prov-inflight": "#dcdcaa",
    "prov-inflight-bg": "#3a3a20",
    "prov-inflight-style": "italic",
    "prov-rejected": "#f47067",
    "prov-rejected-style": "strike",
    "diff-add-bg": "#16301c",
    "diff-add-word-bg": "#2b6a39",
    "diff-del-bg": "#3a1a1c",
    "diff-del-word-bg": "#82303a",
    "diff-del-fg": "#d88a8a",
    "diff-add-mark": "#57c26a",
    "diff-del-mark": "#e5534b",
}


def theme_specs() -> dict[str, dict]:
    """name -> the parsed TOML of each bundled theme."""
    specs = {}
    for entry in sorted(resources.files(__name__).iterdir(), key=lambda e: e.name):
        if entry.name.endswith(".toml"):
            spec = tomllib.loads(entry.read_text(encoding="utf-8"))
            specs[spec["name"]] = spec
    return specs


def load_themes() -> list:
    """The bundled themes as textual.theme.Theme objects."""
    from textual.theme import Theme

    return [Theme(**spec) for spec in theme_specs().values()]


def resolve_name(name: str | None) -> str:
    """A theme name with the short aliases (dark, light, colorblind) expanded."""
    if not name:
        return DEFAULT
    return ALIASES.get(name, name)
