from lib import case
mk = '''# Build and deploy the Kestrel Point booking service.
PYTHON ?= python3
VENV   := .venv
APP    := kestrel_bookings
IMAGE  := registry.kestrelpoint.sail/bookings

.PHONY: all venv test lint run image deploy clean

all: lint test

venv: $(VENV)/bin/activate

$(VENV)/bin/activate: requirements.txt
\t$(PYTHON) -m venv $(VENV)
\t$(VENV)/bin/pip install -r requirements.txt
\ttouch $@

test: venv
\t$(VENV)/bin/pytest -q tests

lint: venv
\t$(VENV)/bin/ruff check $(APP) tests

run: venv
\t$(VENV)/bin/uvicorn $(APP).main:app --reload --port 8040

image:
\tdocker build -t $(IMAGE):$(shell git rev-parse --short HEAD) .

deploy: image
\tdocker push $(IMAGE):$(shell git rev-parse --short HEAD)

clean:
\trm -rf $(VENV) .pytest_cache
\tfind . -name __pycache__ -type d -prune -exec rm -rf {} +
'''
PH = (".PHONY: all venv test lint run image deploy clean\n", ".PHONY: all venv test lint run image deploy clean seed-demo\n")
T = "seed-demo: venv\n\t$(VENV)/bin/python -m $(APP).seed --season summer --demo\n"
case("add_make_target-makefile-bookings", "Makefile", "add_make_target", "makefile", mk, [
    ("terse", "new target seed-demo: venv, runs python -m $(APP).seed --season summer --demo; phony"),
    ("polite", "Could you add a `seed-demo` target that depends on venv and runs `$(VENV)/bin/python -m $(APP).seed --season summer --demo`? Please add it to .PHONY too and leave the other targets alone."),
    ("declarative", "The Makefile should have a phony seed-demo target, depending on venv, that seeds the demo summer season with the app's seed module."),
    ("other", "new starters need demo data locally. make target seed-demo (needs venv) -> $(VENV)/bin/python -m $(APP).seed --season summer --demo, mark it phony"),
    ("other", "Ajoute une cible seed-demo (dépend de venv, .PHONY) qui lance $(VENV)/bin/python -m $(APP).seed --season summer --demo."),
], [
    dict(label="right", why="seed-demo added after run with a tab-indented recipe, depends on venv, listed in .PHONY", edits=[PH, ("\nimage:\n", "\n" + T + "\nimage:\n")]),
    dict(label="right", why="same target appended at the end of the file (free placement), in .PHONY", edits=[PH, ("\t find . -name __pycache__ -type d -prune -exec rm -rf {} +\n".replace("\t ", "\t"), "\tfind . -name __pycache__ -type d -prune -exec rm -rf {} +\n\n" + T)]),
    dict(label="wrong", why="recipe indented with spaces instead of a tab: make stops with 'missing separator'", breaks=True,
         edits=[PH, ("\nimage:\n", "\n" + T.replace("\t", "    ") + "\nimage:\n")]),
    dict(label="wrong", why="target added but not to .PHONY, and without the venv prerequisite", edits=[("\nimage:\n", "\n" + T.replace("seed-demo: venv", "seed-demo:") + "\nimage:\n")]),
    dict(label="wrong", why="seed-demo added, and `all` now also runs it (all: lint test seed-demo), which nobody asked for",
         edits=[PH, ("\nimage:\n", "\n" + T + "\nimage:\n"), ("all: lint test\n", "all: lint test seed-demo\n")]),
    dict(label="wrong", why="target added, but the run target's port changed from 8040 to 8000",
         edits=[PH, ("\nimage:\n", "\n" + T + "\nimage:\n"), ("--reload --port 8040", "--reload --port 8000")]),
])

df = '''# Cave controller dashboard (Combe Noire) - runs on the office mini PC
FROM python:3.11-slim-bookworm AS build

WORKDIR /src
COPY requirements.txt .
RUN pip install --no-cache-dir --prefix=/install -r requirements.txt

FROM python:3.11-slim-bookworm

ENV PYTHONDONTWRITEBYTECODE=1 \\
    PYTHONUNBUFFERED=1 \\
    CAVECTL_DB=/data/readings.sqlite

RUN apt-get update \\
 && apt-get install -y --no-install-recommends sqlite3 tini \\
 && rm -rf /var/lib/apt/lists/*

COPY --from=build /install /usr/local
WORKDIR /app
COPY cavectl/ ./cavectl/

RUN useradd --system --uid 1001 cave && mkdir -p /data && chown cave /data
USER cave
VOLUME ["/data"]
EXPOSE 8088

ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["python", "-m", "cavectl.dashboard", "--port", "8088"]
'''
B1 = ("FROM python:3.11-slim-bookworm AS build\n", "FROM python:3.12-slim-bookworm AS build\n")
B2 = ("\nFROM python:3.11-slim-bookworm\n", "\nFROM python:3.12-slim-bookworm\n")
case("bump_base_image-dockerfile-cave-dashboard", "Dockerfile", "bump_base_image", "dockerfile", df, [
    ("terse", "python 3.11 -> 3.12 (both stages)"),
    ("polite", "Could you move the image to Python 3.12? Both the build stage and the runtime stage need the same version, and please keep the slim-bookworm variant."),
    ("declarative", "Both FROM lines should use python:3.12-slim-bookworm; nothing else in the Dockerfile changes."),
    ("other", "3.11 security support is winding down, bump the base image to 3.12 (build + final stage, still slim-bookworm)"),
    ("other", "Basis-Image auf python:3.12-slim-bookworm anheben, in beiden Stages."),
], [
    dict(label="right", why="both FROM lines moved to python:3.12-slim-bookworm; nothing else changed", edits=[B1, B2]),
    dict(label="wrong", why="only the build stage bumped: packages built for 3.12 are copied into a 3.11 runtime", edits=[B1]),
    dict(label="wrong", why="bumped to 3.12 but the variant changed to slim (the default Debian tag), which the instruction said to keep",
         edits=[("FROM python:3.11-slim-bookworm AS build\n", "FROM python:3.12-slim AS build\n"), ("\nFROM python:3.11-slim-bookworm\n", "\nFROM python:3.12-slim\n")]),
    dict(label="wrong", why="both stages bumped, but the `AS build` stage name was dropped, so COPY --from=build no longer resolves",
         edits=[("FROM python:3.11-slim-bookworm AS build\n", "FROM python:3.12-slim-bookworm\n"), B2]),
    dict(label="wrong", why="both stages bumped, and the USER cave line was removed so the dashboard runs as root",
         edits=[B1, B2, ("USER cave\n", "")]),
])
