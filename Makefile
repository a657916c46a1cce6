# VaultMem — the two commands: `make run` (set up, open the app on a vault) and `make test`.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed-stamp
VAULT  ?= resources/sample_vault

.PHONY: run test setup screenshots bench clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $(STAMP)

setup: $(STAMP)

run: $(STAMP)
	$(BIN)/python -m vaultmem index "$(VAULT)"
	$(BIN)/python -m vaultmem search "$(VAULT)" "what did we decide about the database?" -k 3 --explain

test: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache
