from lib import case

ORIG31 = '''
# Build and deploy the herd health service (Greenholm Organic).
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
SRC := herdhealth
IMAGE := registry.greenholm.example/herdhealth
VERSION := $(shell git describe --tags --always)

.PHONY: all venv test fmt image push clean

all: test image

venv: $(VENV)/.stamp

$(VENV)/.stamp: requirements.txt requirements-dev.txt
\t$(PYTHON) -m venv $(VENV)
\t$(BIN)/pip install -q -r requirements.txt -r requirements-dev.txt
\ttouch $@

test: venv
\t$(BIN)/pytest -q tests

fmt: venv
\t$(BIN)/ruff format $(SRC) tests

image:
\tdocker build -t $(IMAGE):$(VERSION) .

push: image
\tdocker push $(IMAGE):$(VERSION)

clean:
\trm -rf $(VENV) .pytest_cache
\tfind . -name __pycache__ -prune -exec rm -rf {} +
'''
PH = ".PHONY: all venv test fmt image push clean"
FMT = "fmt: venv\n\t$(BIN)/ruff format $(SRC) tests\n"
LINT = "\nlint: venv\n\t$(BIN)/ruff check $(SRC) tests\n"
case("add_make_target-makefile-herd-health", "Makefile", "add_make_target", "makefile", ORIG31,
     [("terse", "add a lint target: ruff check $(SRC) tests, needs venv, .PHONY"),
      ("polite", "Could you add a `lint` target that depends on venv and runs `$(BIN)/ruff check $(SRC) tests`? Please add it to .PHONY too, but don't make `all` depend on it."),
      ("declarative", "The Makefile should have a phony lint target that runs ruff check over the source and tests using the venv's ruff."),
      ("other", "Añade un objetivo lint que dependa de venv y ejecute $(BIN)/ruff check $(SRC) tests; añádelo también a .PHONY.")],
     [("right", "lint target after fmt, depends on venv, recipe tab-indented, added to .PHONY",
       [(PH, PH.replace("fmt image", "fmt lint image"), 1), (FMT, FMT + LINT, 1)]),
      ("right", "lint target added before test and appended at the end of .PHONY",
       [(PH, PH + " lint", 1), ("test: venv\n", LINT.lstrip("\n") + "\ntest: venv\n", 1)]),
      ("wrong", "recipe indented with spaces instead of a tab: make fails with 'missing separator'",
       [(PH, PH.replace("fmt image", "fmt lint image"), 1), (FMT, FMT + LINT.replace("\t", "    "), 1)]),
      ("wrong", "lint added to .PHONY and also made a prerequisite of all, which was ruled out",
       [(PH, PH.replace("fmt image", "fmt lint image"), 1), (FMT, FMT + LINT, 1), ("all: test image", "all: lint test image", 1)]),
      ("wrong", "the recipe runs ruff format instead of ruff check, rewriting files",
       [(PH, PH.replace("fmt image", "fmt lint image"), 1), (FMT, FMT + LINT.replace("ruff check", "ruff format"), 1)]),
      ("wrong", "lint target added but the fmt target's recipe was lost, leaving fmt empty",
       [(PH, PH.replace("fmt image", "fmt lint image"), 1), (FMT, "fmt: venv\n" + LINT, 1)])])

ORIG32 = '''
# syntax=docker/dockerfile:1
# League scoring service for Strikeline Bowl.

FROM python:3.11-slim AS builder
WORKDIR /build
RUN apt-get update \\
    && apt-get install -y --no-install-recommends build-essential libpq-dev \\
    && rm -rf /var/lib/apt/lists/*
COPY requirements.txt .
RUN pip install --no-cache-dir --prefix=/install -r requirements.txt

FROM python:3.11-slim
ENV PYTHONDONTWRITEBYTECODE=1 \\
    PYTHONUNBUFFERED=1 \\
    LEAGUE_DB_URL=postgresql://league@db/league
RUN apt-get update \\
    && apt-get install -y --no-install-recommends libpq5 \\
    && rm -rf /var/lib/apt/lists/* \\
    && useradd --system --uid 1001 league
COPY --from=builder /install /usr/local
COPY scoring/ /app/scoring/
WORKDIR /app
USER league
EXPOSE 8087
HEALTHCHECK --interval=30s --timeout=3s CMD python -c "import urllib.request; urllib.request.urlopen('http://localhost:8087/health')"
CMD ["python", "-m", "scoring.server", "--port", "8087"]
'''
B = ("FROM python:3.11-slim AS builder", "FROM python:3.12-slim AS builder", 1)
R = ("FROM python:3.11-slim\nENV", "FROM python:3.12-slim\nENV", 1)
case("bump_version-dockerfile-league-scoring", "Dockerfile", "bump_version", "dockerfile", ORIG32,
     [("terse", "python 3.11-slim -> 3.12-slim (both stages)"),
      ("polite", "Could you move the image to Python 3.12? Both the builder and the runtime stage should use python:3.12-slim; please keep everything else the same."),
      ("declarative", "Both stages of the scoring image should be based on python:3.12-slim."),
      ("other", "3.11 is getting old, bump the base image to 3.12-slim - builder and final stage must match or the wheels won't load"),
      ("other", "Aggiorna l'immagine base da python:3.11-slim a python:3.12-slim in entrambi gli stage.")],
     [("right", "both FROM lines moved to python:3.12-slim", [B, R]),
      ("wrong", "only the builder stage was bumped; the runtime still runs 3.11 with wheels built for 3.12", [B]),
      ("wrong", "both stages bumped but the slim suffix dropped (python:3.12), a much larger image", [(B[0], "FROM python:3.12 AS builder", 1), (R[0], "FROM python:3.12\nENV", 1)]),
      ("wrong", "both stages bumped, but the exposed port and the CMD port changed to 8080 while the healthcheck still probes 8087",
       [B, R, ("EXPOSE 8087", "EXPOSE 8080", 1), ('"--port", "8087"]', '"--port", "8080"]', 1)]),
      ("wrong", "both bumped, but the final stage's apt cleanup line (rm -rf /var/lib/apt/lists/*) was dropped",
       [B, R, ("    && apt-get install -y --no-install-recommends libpq5 \\\n    && rm -rf /var/lib/apt/lists/* \\\n", "    && apt-get install -y --no-install-recommends libpq5 \\\n", 1)])])

ORIG33 = '''
# Greenholm herd handbook: vaccinations and routine treatments

All doses are recorded in the herd health app on the day they are given.
Ask the vet before changing a schedule; organic rules apply to every treatment.

## Vaccinations

| Disease | Vaccine | Who | When | Booster |
|---|---|---|---|---|
| Clostridial diseases | Bravoxin 10 | all youngstock | from 8 weeks | 4-6 weeks later, then yearly |
| Leptospirosis | Leptavoid-H | whole herd | March | yearly |
| Salmonella | Bovivac S | cows | 3 weeks before calving | every calving |

## Routine treatments

| Treatment | Product | Who | When |
|---|---|---|---|
| Foot trimming | - | whole herd | twice a year, May and November |
| Lungworm check | faecal sample | first-season grazers | August |
| Mastitis CMT | California test | cows over 200k SCC | monthly |

## Withdrawal periods

Organic withdrawal is twice the label period, and at least 48 hours for milk.
Write the end date on the cow's collar tag board before she goes back in.
'''
SAL = "| Salmonella | Bovivac S | cows | 3 weeks before calving | every calving |\n"
BVD = "| Bovine viral diarrhoea (BVD) | Bovilis BVD | heifers | 4 weeks before service | yearly |\n"
LEP = "| Leptospirosis | Leptavoid-H | whole herd | March | yearly |\n"
case("add_table_row-markdown-herd-handbook", "vaccinations.md", "add_table_row", "markdown", ORIG33,
     [("terse", "vaccinations table: + BVD row (Bovilis BVD, heifers, 4 weeks before service, yearly)"),
      ("polite", "Could you add a row to the Vaccinations table for Bovine viral diarrhoea (BVD): vaccine Bovilis BVD, given to heifers, 4 weeks before service, booster yearly? The rows are in alphabetical order, so please keep it that way."),
      ("declarative", "The vaccination table should list Bovine viral diarrhoea (BVD) with Bovilis BVD for heifers, 4 weeks before service, boosted yearly, in alphabetical position."),
      ("other", "vet started the heifers on Bovilis BVD. add it to the vaccinations table (4 wks before service, yearly booster), keep the a-z order"),
      ("other", "W tabeli Vaccinations dodaj wiersz: Bovine viral diarrhoea (BVD) | Bovilis BVD | heifers | 4 weeks before service | yearly, zachowując kolejność alfabetyczną.")],
     [("right", "BVD row inserted first, before Clostridial diseases, with five cells",
       [("|---|---|---|---|---|\n", "|---|---|---|---|---|\n" + BVD, 1)]),
      ("wrong", "row appended at the end of the table, breaking the alphabetical order asked for",
       [(SAL, SAL + BVD, 1)]),
      ("wrong", "row added to the Routine treatments table instead",
       [("| Mastitis CMT | California test | cows over 200k SCC | monthly |\n", "| Mastitis CMT | California test | cows over 200k SCC | monthly |\n" + BVD, 1)]),
      ("wrong", "row has only four cells (the Who column is missing), so the columns shift",
       [("|---|---|---|---|---|\n", "|---|---|---|---|---|\n" + BVD.replace(" heifers |", ""), 1)]),
      ("wrong", "row added in place, but the Leptospirosis row was dropped",
       [("|---|---|---|---|---|\n", "|---|---|---|---|---|\n" + BVD, 1), (LEP, "", 1)])])
