# Developer tasks for the build-cache service. `make help` lists them.

PYTHON ?= python3
VENV   ?= .venv
PIP    := $(VENV)/bin/pip
PY     := $(VENV)/bin/python
IMAGE  ?= registry.internal/devtools/build-cache
TAG    ?= dev

.PHONY: all help venv test lint cover image clean

all: test

help:
	@echo "targets: venv test cover image clean"

venv: $(VENV)/.stamp

$(VENV)/.stamp: requirements-dev.txt pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PIP) install -q -r requirements-dev.txt -e .
	touch $@

test: venv
	$(PY) -m pytest -q tests

lint: venv
	$(VENV)/bin/ruff check src tests
	$(VENV)/bin/mypy src

cover: venv
	$(PY) -m pytest -q --cov=build_cache --cov-report=term-missing tests

image:
	docker build -t $(IMAGE):$(TAG) .

clean:
	rm -rf $(VENV) .pytest_cache .coverage dist
	find . -name __pycache__ -type d -prune -exec rm -rf {} +
