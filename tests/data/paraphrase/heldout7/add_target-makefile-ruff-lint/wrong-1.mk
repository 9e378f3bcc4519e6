# Build and release tasks for the ingest service.
# Run `make help` for the list.

PY      ?= python3
VENV    := .venv
BIN     := $(VENV)/bin
SRC     := src/ingest
IMAGE   ?= registry.internal/ingest
VERSION := $(shell git describe --tags --always --dirty)

.PHONY: help venv test lint typecheck image push clean

help:  ## show this help
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{printf "  %-12s %s\n", $$1, $$2}'

venv: $(VENV)/.stamp  ## create the virtualenv
$(VENV)/.stamp: pyproject.toml
	$(PY) -m venv $(VENV)
	$(BIN)/pip install -q -e '.[dev]'
	touch $@

test: venv  ## run the unit tests
	$(BIN)/pytest -q tests

lint: venv  ## run ruff
    $(BIN)/ruff check $(SRC) tests

typecheck: venv  ## run mypy
	$(BIN)/mypy $(SRC)

image:  ## build the container image
	docker build -t $(IMAGE):$(VERSION) .

push: image  ## push the image
	docker push $(IMAGE):$(VERSION)

clean:  ## remove build output
	rm -rf $(VENV) build dist .pytest_cache .mypy_cache
