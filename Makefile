# Quick start: `make demo` and `make test` on a machine with python3 and make.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed

.PHONY: demo test quick bench clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q -e '.[test]'
	touch $(STAMP)

demo: $(STAMP)
	$(BIN)/xcc solve slitherlink demo-7x7 --unique

# worksteal: a worker that runs out takes half of what the other has left (tests/conftest.py: FIRST).
# Bytecode is written even where the environment says not to: the suite starts the xcc command
# hundreds of times, and each start compiled every module again (1.1 s against 0.9 s a start).
UNSET  := env -u PYTHONDONTWRITEBYTECODE
test: $(STAMP)
	$(UNSET) $(BIN)/python -m pytest -q -n 2 --dist worksteal

quick: $(STAMP)  # the suite without the corpus runs (marked slow)
	$(UNSET) $(BIN)/python -m pytest -q -n 2 --dist worksteal -m "not slow"

bench: $(STAMP)
	$(BIN)/python -m pip install -q -e '.[bench]'
	$(BIN)/python scripts/bench.py dlx
	$(BIN)/python scripts/bench.py xcover --runs 5
	$(BIN)/python scripts/bench.py words --time-limit 120
	$(BIN)/python scripts/bench.py limits
	$(BIN)/python scripts/bench.py slitherlink --runs 1 --backends sat,cpsat,puzzlekit
	$(BIN)/python scripts/bench.py macmahon
	$(BIN)/python scripts/bench.py enumerate
	$(BIN)/python scripts/bench.py crosscheck
	$(BIN)/python scripts/bench.py small

clean:
	rm -rf $(VENV) build src/*.egg-info .pytest_cache .hypothesis
