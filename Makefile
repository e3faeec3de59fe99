# Two commands for a fresh clone (only Python 3.11+, git and make needed):
#   make run    start the game server on http://127.0.0.1:8000 (bootstraps .venv);
#               make run HOST=0.0.0.0 PORT=8080 to let friends on your network in, and
#               PUBLIC_URL=https://games.example.org behind a reverse proxy (invite links)
#   make test   every quality gate: ruff check, ruff format --check, mypy --strict, pytest
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
HOST ?= 127.0.0.1
PORT ?= 8000
PUBLIC_URL ?=

.PHONY: run test lint typecheck pytest format bench clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

run: $(STAMP)
	$(BIN)/fives serve --host $(HOST) --port $(PORT)$(if $(PUBLIC_URL), --public-url $(PUBLIC_URL))

test: lint typecheck pytest

lint: $(STAMP)
	$(BIN)/ruff check src tests benchmarks
	$(BIN)/ruff format --check src tests benchmarks

typecheck: $(STAMP)
	$(BIN)/mypy --strict src benchmarks

pytest: $(STAMP)
	$(BIN)/pytest

format: $(STAMP)
	$(BIN)/ruff format src tests benchmarks
	$(BIN)/ruff check --fix src tests benchmarks

clean:
	rm -rf $(VENV) .mypy_cache .pytest_cache .ruff_cache

bench: $(STAMP)
	$(BIN)/python -m benchmarks.suite.run
