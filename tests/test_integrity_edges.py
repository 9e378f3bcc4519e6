"""Integrity edge cases found in review: what the cheap check at every load must see on its
own (no sha256), with the mtime put back."""

from __future__ import annotations

import os

import pytest

from redraft.engine import integrity, modelstore
from redraft.engine.errors import ModelError
from tests.test_model_integrity import built  # noqa: F401 (fixture)
from tests.test_modelstore import cache, tiny_gguf  # noqa: F401 (fixtures)


def test_a_changed_header_is_caught_at_load_without_hashing(built, monkeypatch):  # noqa: F811
    w = built / "model.safetensors"
    st = w.stat()
    header = integrity.safetensors_header(w)
    assert b'"data_offsets"' in header
    with open(w, "r+b") as f:  # same length, still valid JSON, another tensor table
        f.seek(8)
        f.write(header.replace(b'"data_offsets"', b'"data_offsetS"', 1))
    os.utime(w, ns=(st.st_atime_ns, st.st_mtime_ns))
    monkeypatch.setattr(integrity, "sha256_file", lambda *a, **k: pytest.fail("hashed at load"))
    with pytest.raises(ModelError, match="header differs from the one recorded"):
        modelstore.resolve_model(None)
