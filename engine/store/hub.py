"""Models by hub id, through huggingface_hub: `--model ORG/NAME` and `redraft model pull ORG/NAME`.

huggingface_hub does the work: its cache (HF_HUB_CACHE, models--ORG--NAME/snapshots/<commit>/),
downloads that resume where they broke off, its progress bars, offline mode (HF_HUB_OFFLINE) and
the check of every file against the hub's sha256 (HfApi.verify_repo_checksums). redraft only
chooses which files a repo's model needs:

    ORG/NAME          a safetensors repo: config.json, the *.safetensors and the tokenizer, loaded
                      as they are; a repo of GGUF files only: one of them (GGUF_PREFERENCE), named
                      in a notice, converted once like any .gguf (engine/store/modelstore.py)
    ORG/NAME:Q4_K_M   the repo's GGUF file of that quant (any case), converted once

An id in the cache resolves without the network (a `redraft edit` never waits on the hub for a
model it has). One that is not is downloaded, unless HF_HUB_OFFLINE is set: then one line says
so. Before a download, one call reads the repo's files and architecture, so a typo, a repo
without weights or an architecture redraft cannot run is refused before any byte is fetched.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from ..errors import ModelError

Progress = Callable[[int, int, str], None]
HUB_ID = re.compile(r"^(?P<repo>[A-Za-z0-9][\w.-]*/[\w.-]+)(?::(?P<quant>[A-Za-z0-9_.-]+))?$")
# What a safetensors repo's model needs (config, weights, tokenizer, chat template), and not
# the rest (*.bin, *.pth, ONNX and GGUF copies, the `original/` checkpoint of Llama repos).
SAFETENSORS_FILES = ["*.json", "*.safetensors", "*.txt", "*.model", "*.jinja", "*.tiktoken"]
SKIPPED = ["original/*", "onnx/*", "*.gguf"]
# A GGUF repo without a quant tag: the first quant it has, in this order (the default model's
# Q4_K_M first: the size and quality the block kernel was measured on), else its first file.
GGUF_PREFERENCE = ("Q4_K_M", "Q4_K_S", "Q5_K_M", "Q5_0", "Q6_K", "Q8_0", "Q4_0", "BF16", "F16")
# The GGUF converter's architectures (engine/store/gguf_convert.ARCHITECTURES, which the fast
# path runs); a safetensors causal LM of another kind runs on eager transformers.
GGUF_ARCHITECTURES = ("qwen2", "qwen3", "llama")
log = logging.getLogger(__name__)


@dataclass(frozen=True)
class HubSpec:
    repo: str  # ORG/NAME
    quant: str | None  # a GGUF quant asked for (ORG/NAME:Q4_K_M), else None

    @property
    def text(self) -> str:
        return self.repo + (f":{self.quant}" if self.quant else "")


def parse(spec: str) -> HubSpec | None:
    """`ORG/NAME` or `ORG/NAME:QUANT` as a HubSpec, else None."""
    m = HUB_ID.match(spec.strip())
    if m is None or spec.strip().lower().endswith(".gguf"):
        return None
    return HubSpec(m["repo"], m["quant"])


def offline() -> bool:
    from huggingface_hub import constants

    return bool(constants.HF_HUB_OFFLINE)


def gguf_matches(names: list[str], quant: str) -> list[str]:
    """The .gguf files among `names` whose name holds `quant` as a word (Q4_K_M in
    `model-Q4_K_M.gguf`, any case; Q4_K does not match Q4_K_M)."""
    word = re.compile(rf"(?<![A-Za-z0-9]){re.escape(quant)}(?![A-Za-z0-9_])", re.IGNORECASE)
    return [n for n in names if n.lower().endswith(".gguf") and word.search(Path(n).name.removesuffix(".gguf"))]


def choose_gguf(spec: HubSpec, names: list[str]) -> str:
    """The one .gguf of `names` that `spec` asks for; ModelError (one line) naming the choices
    where none or several match. Without a quant: GGUF_PREFERENCE's first, with a notice."""
    ggufs = sorted(n for n in names if n.lower().endswith(".gguf") and not split_part(n))
    quants = ", ".join(sorted({quant_of(n) for n in ggufs})) or "none"
    if spec.quant:
        hits = gguf_matches(ggufs, spec.quant)
        if len(hits) == 1:
            return hits[0]
        if not hits:
            raise ModelError(f"{spec.repo} has no GGUF file of quant {spec.quant}: its quants are {quants}")
        raise ModelError(f"{spec.text} matches {len(hits)} files ({', '.join(hits)}): pass one of them as a path")
    for q in GGUF_PREFERENCE:
        hits = gguf_matches(ggufs, q)
        if hits:
            break
    else:
        hits = ggufs[:1]
    if len(ggufs) > 1:
        log.warning("redraft: %s has %d GGUF files; using %s (another: %s:QUANT, one of %s)",
                    spec.repo, len(ggufs), hits[0], spec.repo, quants)
    return hits[0]


def split_part(name: str) -> bool:
    """A piece of a split GGUF (`-00001-of-00003.gguf`), which redraft does not join."""
    return re.search(r"-\d{5}-of-\d{5}\.gguf$", name, re.IGNORECASE) is not None


def quant_of(name: str) -> str:
    """The quant a GGUF file's name says (Q4_K_M, q8_0, BF16...), else the name."""
    stem = Path(name).name.removesuffix(".gguf")
    m = re.search(r"(?i)(?<![A-Za-z0-9])(I?Q\d\w*|BF16|F16|F32)$", stem)
    return m.group(1) if m else stem


def weights_kind(names: list[str]) -> str | None:
    """"safetensors", "gguf" or None: what weights a repo (its file names) holds."""
    if any(n.endswith(".safetensors") for n in names):
        return "safetensors"
    if any(n.lower().endswith(".gguf") for n in names):
        return "gguf"
    return None


# -- the cache (no network) ---------------------------------------------------------------


def cached(spec: HubSpec) -> Path | None:
    """What `spec` loads from the hub cache (a model folder or a .gguf file), or None where the
    cache does not hold it whole (a safetensors file the hub listed missing: a broken download).
    Never touches the network."""
    folder = snapshot(spec, [NO_FILE])  # the cached revision's folder, whatever it holds
    found = None if folder is None else in_folder(spec, folder)
    if found is None or found.suffix.lower() == ".gguf":
        return found
    return found if snapshot(spec, SAFETENSORS_FILES, SKIPPED) is not None else None


NO_FILE = "\0"  # a pattern no file name matches


def snapshot(spec: HubSpec, allow: list[str], ignore: list[str] | None = None) -> Path | None:
    """huggingface_hub's cached snapshot folder of the repo, where it holds every file of `allow`
    that the hub listed (when it keeps the listing); None where it does not."""
    from huggingface_hub import snapshot_download

    try:
        return Path(snapshot_download(spec.repo, local_files_only=True, allow_patterns=allow, ignore_patterns=ignore))
    except Exception as e:  # not cached, or cached in part: huggingface_hub's own errors
        log.debug("%s: not in the hub cache (%s)", spec.text, e)
        return None


def in_folder(spec: HubSpec, folder: Path) -> Path | None:
    """The folder itself (safetensors) or its chosen .gguf, or None if it holds neither."""
    names = sorted(str(p.relative_to(folder)) for p in folder.rglob("*") if p.is_file())
    kind = weights_kind(names)
    if kind == "safetensors" and not spec.quant and (folder / "config.json").is_file():
        return folder
    if kind is None or (spec.quant and not gguf_matches(names, spec.quant)):
        return None
    return folder / choose_gguf(spec, names) if any(n.lower().endswith(".gguf") for n in names) else None


def not_cached(spec: HubSpec) -> str:
    from huggingface_hub import constants

    return (f"{spec.text} is not in the Hugging Face cache ({constants.HF_HUB_CACHE}) and HF_HUB_OFFLINE is set: "
            f"run `redraft model pull {spec.text}` where the hub can be reached, or unset HF_HUB_OFFLINE")


# -- architectures --------------------------------------------------------------------------


CAUSAL = ("ForCausalLM", "LMHeadModel")  # how transformers names a causal LM's class (Qwen3ForCausalLM, GPT2LMHeadModel)


def check_architecture(spec: HubSpec, config: dict | None, gguf: bool = False) -> None:
    """One line where redraft cannot run the model `config` describes (model_info's config, a
    config.json; gguf: the GGUF header's {"architecture": ...}): a GGUF the converter does not
    read, or a model whose classes are not causal language models (an encoder, a vision-language
    model). Nothing said: nothing refused (the load decides)."""
    config = config if isinstance(config, dict) else {}
    if gguf:
        arch = config.get("architecture")
        if isinstance(arch, str) and arch not in GGUF_ARCHITECTURES:
            raise ModelError(f"{spec.text}: GGUF architecture {arch!r} is not supported (redraft converts "
                             f"{', '.join(GGUF_ARCHITECTURES)}): pick another model")
        return
    classes = config.get("architectures")
    if isinstance(classes, list) and classes and not any(str(c).endswith(CAUSAL) for c in classes):
        what = f"a {config.get('model_type')!r} model ({', '.join(map(str, classes))})"
        raise ModelError(f"{spec.repo} is {what}, not a causal language model redraft can run: pick another model")


def check_folder(spec: HubSpec, folder: Path) -> None:
    """check_architecture for a cached safetensors folder, from its config.json."""
    import json

    try:
        config = json.loads((folder / "config.json").read_text())
    except (OSError, ValueError):
        return  # a damaged config.json: the folder's own checks say so (modelstore.local_folder)
    check_architecture(spec, config)


# -- the hub (network) ----------------------------------------------------------------------


def repo_info(spec: HubSpec):
    """The repo's files, config and GGUF header, in one call; each failure is one line."""
    from huggingface_hub import HfApi
    from huggingface_hub.errors import GatedRepoError, RepositoryNotFoundError

    try:
        return HfApi().model_info(spec.repo, expand=["sha", "siblings", "config", "gguf"])
    except GatedRepoError:
        raise ModelError(f"{spec.repo} is gated: accept its terms on its hub page, then log in (`hf auth login`)") from None
    except RepositoryNotFoundError:
        raise ModelError(f"no model {spec.repo} on the hub (check the name; a private repo needs `hf auth login`)") from None
    except Exception as e:  # no connection (the HTTP client's own errors), the hub down, offline mode
        why = str(e).strip().splitlines()[0] if str(e).strip() else type(e).__name__
        raise ModelError(f"cannot reach the hub for {spec.repo} ({why[:160]}): check the network, "
                         "or set HF_HUB_OFFLINE=1 to use the cache only") from None


def plan(spec: HubSpec, info) -> tuple[list[str], list[str] | None]:
    """(allow, ignore) patterns of the files `spec` needs from a repo whose model_info is `info`;
    one line for a repo without weights redraft loads or an architecture it cannot run."""
    names = [s.rfilename for s in (info.siblings or [])]
    kind = weights_kind(names)
    if kind is None:
        raise ModelError(f"{spec.repo} has no weights redraft loads (*.safetensors or *.gguf): pick a repo that has them")
    if spec.quant or kind == "gguf":
        if not any(n.lower().endswith(".gguf") for n in names):
            raise ModelError(f"{spec.repo} has no GGUF files (its weights are safetensors): drop `:{spec.quant}`")
        check_architecture(spec, getattr(info, "gguf", None), gguf=True)
        return [choose_gguf(spec, names)], None
    check_architecture(spec, info.config)
    return SAFETENSORS_FILES, SKIPPED


def fetch(spec: HubSpec, progress: Progress | None = None, force: bool = False) -> Path:
    """Download what `spec` needs into the hub cache (resuming a broken download; force: all
    again), check each file against the hub's sha256, and return what cached() returns."""
    from huggingface_hub import snapshot_download

    if offline():
        raise ModelError(not_cached(spec))
    info = repo_info(spec)
    allow, ignore = plan(spec, info)
    if progress:
        progress(0, 0, f"download {spec.text}")  # huggingface_hub draws the bytes' own bars on stderr
    try:
        folder = Path(snapshot_download(spec.repo, allow_patterns=allow, ignore_patterns=ignore, force_download=force))
    except Exception as e:  # the connection dropped (the HTTP client's errors), the disk filled
        why = str(e).strip().splitlines()[0][:160] if str(e).strip() else type(e).__name__
        raise ModelError(f"downloading {spec.text} failed ({why}): run `redraft model pull {spec.text}` again: it resumes") from None
    verify(spec, folder, progress)
    found = in_folder(spec, folder)
    if found is None:  # the repo changed between the two calls
        raise ModelError(f"{spec.text}: the download holds no weights redraft loads: run `redraft model pull {spec.text}` again")
    return found


def verify(spec: HubSpec, folder: Path, progress: Progress | None = None) -> int:
    """Every file of the snapshot against the hub's sha256 (git-sha1 for small files), by
    huggingface_hub; returns how many were checked. One line naming a file that differs."""
    from huggingface_hub import HfApi

    if progress:
        progress(0, 0, f"check {spec.text} against the hub's sha256")
    result = HfApi().verify_repo_checksums(spec.repo, revision=folder.name)
    if result.mismatches:
        bad = result.mismatches[0]
        more = f" and {len(result.mismatches) - 1} more" if len(result.mismatches) > 1 else ""
        raise ModelError(f"{spec.text}: {bad['path']}{more} does not match the hub's {bad['algorithm']} (a damaged download): "
                         f"run `redraft model pull {spec.text} --force`")
    return int(result.checked_count)


def prefetch(text: str | None) -> None:
    """Download `text` now if it is a hub id the cache lacks (huggingface_hub's bars on stderr),
    before a command draws its own progress; anything else (a path, a named model, a cached id)
    is left to modelstore.resolve_model. Offline, an uncached id is one line here too."""
    if not text or Path(text).expanduser().exists():
        return
    spec = parse(text)
    if spec is not None and cached(spec) is None:
        fetch(spec)
