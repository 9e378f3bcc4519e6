# Two entry points for a fresh clone: `make demo` and `make test`. Each sets up everything.
PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python
EXTRAS ?= dev,mlx

.PHONY: setup kernel model model-coder-1.5b llama-server demo lint test test-fast test-kernel-sanitized clean

setup: $(VENV)/.installed

# torch is pinned through the constraints file (2.13.0 is the CPU build on local disk);
# pyproject.toml stays permissive for users.
$(VENV)/.installed: pyproject.toml requirements/constraints.txt requirements/model.txt
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -c requirements/constraints.txt -e ".[$(EXTRAS)]" -r requirements/model.txt
	-$(VENV)/bin/redraft model kernel
	touch $@

# The CPU block kernel, one library for AVX2, AVX-VNNI and AVX-512 VNNI, checked against its
# sha256 (built by setup; a machine without a C compiler says so and runs int8).
kernel: setup
	$(VENV)/bin/redraft model kernel

# Join the six model parts, verify the hash, convert once into the user cache, build the kernel,
# measure which mode runs fastest here and keep its files (`redraft model info` shows them).
model: setup
	$(VENV)/bin/redraft model pull

# The optional named model coder-1.5b (1.1 GB of parts, ~6.4 GB converted): `--model coder-1.5b`.
model-coder-1.5b: setup
	$(PY) -m pip install -q -r requirements/coder-1.5b.txt
	$(VENV)/bin/redraft model pull coder-1.5b

demo: model
	$(VENV)/bin/redraft samples/stats.py

# The import contracts, the type check and the linter: seconds. mypy checks the engine and
# the TUI's seam ([tool.mypy]) and finds the `redraft` namespace through build/typecheck/redraft/:
# links to the folders that pyproject.toml's package-dir installs as redraft.app, .engine, ...
lint: setup
	$(VENV)/bin/lint-imports
	mkdir -p build/typecheck/redraft
	for d in app engine bench themes; do ln -sfn ../../../$$d build/typecheck/redraft/$$d; done
	$(VENV)/bin/mypy
	$(VENV)/bin/ruff check

# llama.cpp's llama-server, the real peer of tests/app/serve/test_llama_server.py: built once from the
# llama-cpp-python sdist on PyPI into ~/.cache/redraft-peers (minutes the first time, then nothing).
# Where it cannot be built (no compiler) the test skips and says why; `-` keeps `make test` going.
llama-server: setup
	-PYTHON=$(PY) bash tests/app/serve/build-llama-server.sh

# Everything, the real models included: what CI runs; the block kernel's tests again under
# ASan and UBSan (test-kernel-sanitized).
test: model lint llama-server test-kernel-sanitized
	$(PY) -m pytest -q

# The block kernel built with ASan and UBSan (-O1, the builds this CPU runs) and its tests run
# under them, the sanitizer runtime preloaded into Python (detect_leaks=0: Python and torch
# keep their allocations to the end). --capture=sys: a report is printed, not swallowed.
# About a minute on 2 cores, most of it the sanitized compile (cached after the first run).
ASAN_LIB = $(shell $${CC:-cc} -print-file-name=libasan.so 2>/dev/null)
UBSAN_LIB = $(shell $${CC:-cc} -print-file-name=libubsan.so 2>/dev/null)
test-kernel-sanitized: setup
	@if [ -f "$(ASAN_LIB)" ] && [ -f "$(UBSAN_LIB)" ]; then \
	  REDRAFT_KERNEL_SANITIZE=1 LD_PRELOAD="$(ASAN_LIB) $(UBSAN_LIB)" ASAN_OPTIONS=detect_leaks=0 \
	    $(PY) -m pytest -q --capture=sys -p no:cacheprovider tests/engine/kernels/test_blocks.py; \
	else echo "test-kernel-sanitized: no libasan/libubsan for this compiler: skipped"; fi

# The unit tier, about 40 s (docs/benchmarks/2026-12-05-cpu-amd-test-tiers.md):
# every test not marked slow (tests/tiers.py says which are, by what they do, not by folder).
test-fast: setup lint
	$(PY) -m pytest -q -m "not slow"

clean:
	rm -rf $(VENV)
