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

# The desktop app on $(VAULT) (default: the bundled sample vault); it indexes in the background.
run: $(STAMP)
	$(BIN)/python -m vaultmem_ui "$(VAULT)"

# Render the app's main views on the sample vault to docs/screenshots/*.png (offscreen; no display needed).
screenshots: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m vaultmem_ui.screenshots docs/screenshots
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m vaultmem_ui.screenshots docs/screenshots --dark

test: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache
