# Two commands for a fresh clone (only Python 3.11+, git and make needed):
#   make run    start the game server on http://127.0.0.1:8000 (bootstraps .venv);
#               make run HOST=0.0.0.0 PORT=8080 to let friends on your network in, and
#               PUBLIC_URL=https://games.example.org behind a reverse proxy (invite links)
#   make test   every quality gate: ruff check, ruff format --check, mypy --strict, pytest
# make run installs the runtime package only (a player needs no test tools); make test adds the
# dev extras to the same .venv.  One stamp per kind: make test after make run installs the dev
# extras, make run after make test needs nothing more.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
RUN_STAMP := $(VENV)/.installed-run
DEV_STAMP := $(VENV)/.installed-dev
HOST ?= 127.0.0.1
PORT ?= 8000
PUBLIC_URL ?=

.PHONY: run test lint typecheck pytest format bench clean gallery puzzles puzzles-check

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

# the dev install includes the runtime one: a current dev stamp makes this a no-op
$(RUN_STAMP): pyproject.toml | $(BIN)/python
	if [ ! $(DEV_STAMP) -nt pyproject.toml ]; then $(BIN)/python -m pip install --quiet --no-compile --disable-pip-version-check -e .; fi
	touch $(RUN_STAMP)

$(DEV_STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(DEV_STAMP)

run: $(RUN_STAMP)
	$(BIN)/fives serve --host $(HOST) --port $(PORT)$(if $(PUBLIC_URL), --public-url $(PUBLIC_URL))

test: lint typecheck pytest

lint: $(DEV_STAMP)
	$(BIN)/ruff check src tests benchmarks examples
	$(BIN)/ruff format --check src tests benchmarks examples

typecheck: $(DEV_STAMP)
	$(BIN)/mypy --strict src benchmarks examples/nim/src

# the suite on every core (pytest-xdist; PYTEST_WORKERS=0 runs it in this process); worksteal
# balances the long files (the browser tests, the deployment test) across the workers; the 30
# slowest tests are listed at the end (CI's time is sized by them)
PYTEST_WORKERS ?= auto
pytest: $(DEV_STAMP)
	$(BIN)/pytest -n $(PYTEST_WORKERS) --dist worksteal --durations=30

format: $(DEV_STAMP)
	$(BIN)/ruff format src tests benchmarks
	$(BIN)/ruff check --fix src tests benchmarks

clean:
	rm -rf $(VENV) .mypy_cache .pytest_cache .ruff_cache

# the screenshots of docs/web.md's gallery (docs/img/gallery): needs /usr/bin/chromium
gallery: $(DEV_STAMP)
	$(BIN)/python scripts/gallery.py

# the shipped puzzle sets (src/fives/games/<id>/puzzles.json.gz), made again from their seeds, one
# game after the other (docs/puzzles.md: what each costs); puzzles-check proves every one afresh
PUZZLE_SETS := cambio:300 abraeumen:200 fuenf_gewinnt:360 torris:250 make5:200 all_fives:200 zahlenpoker:200 huetchenspieler:200
puzzles: $(DEV_STAMP)
	for set in $(PUZZLE_SETS); do game=$${set%%:*}; count=$${set##*:}; \
	  $(BIN)/fives puzzles $$game --count $$count --seed 1 --out src/fives/games/$$game/puzzles.json.gz || exit 1; done

puzzles-check: $(DEV_STAMP)
	FIVES_PUZZLES_ALL=1 $(BIN)/pytest tests/puzzles/test_shipped_puzzles.py

bench: $(DEV_STAMP)
	$(BIN)/python -m benchmarks.suite.run
