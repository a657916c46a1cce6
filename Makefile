# VaultMem — the two commands: `make run` (set up, open the app on a vault) and `make test`.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed-stamp
VAULT  ?= resources/sample_vault
LOCK_TEST := packaging/requirements/test.txt

.PHONY: run test setup screenshots bench clean lock bundle icons install-desktop uninstall-desktop

# Installs exactly the locked versions (hash-checked), then VaultMem itself, editable, with the locked setuptools.
$(STAMP): pyproject.toml $(LOCK_TEST)
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --require-hashes -r $(LOCK_TEST)
	$(BIN)/python -m pip install --quiet --no-deps --no-build-isolation -e .
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
	rm -rf $(VENV) build dist *.egg-info .pytest_cache

# ---- pinned dependencies (packaging/requirements/, pip-tools; see packaging/README.md) ----------------------
# `make lock` re-resolves after a change to pyproject.toml, keeping the current pins where they still fit;
# `make lock LOCK_FLAGS=--upgrade` moves every pin to the newest release.
LOCK_TOOLS := build/lock-tools
LOCK_FLAGS ?=
PIP_COMPILE = CUSTOM_COMPILE_COMMAND="make lock" $(LOCK_TOOLS)/bin/pip-compile --quiet --generate-hashes \
	--allow-unsafe --strip-extras --no-emit-index-url --no-emit-find-links $(LOCK_FLAGS)

lock:
	$(PYTHON) -m venv $(LOCK_TOOLS)
	$(LOCK_TOOLS)/bin/python -m pip install --quiet 'pip-tools>=7.4'
	$(PIP_COMPILE) --extra app --extra test -o $(LOCK_TEST) pyproject.toml packaging/requirements/build.in
	$(PIP_COMPILE) --extra app -o packaging/requirements/bundle.txt \
		pyproject.toml packaging/requirements/build.in packaging/requirements/bundle.in


# ---- the one-folder bundle (PyInstaller, packaging/vaultmem.spec; see packaging/README.md) --------------------
# Built in its own environment, installed from the bundle lock, so the bundle holds exactly the locked versions
# and VaultMem installed as a wheel would be (not the editable tree).
BUNDLE_ENV   := build/bundle-env
BUNDLE_STAMP := $(BUNDLE_ENV)/.installed-stamp
LOCK_BUNDLE  := packaging/requirements/bundle.txt

$(BUNDLE_STAMP): $(LOCK_BUNDLE)
	rm -rf $(BUNDLE_ENV)
	$(PYTHON) -m venv $(BUNDLE_ENV)
	$(BUNDLE_ENV)/bin/python -m pip install --quiet --require-hashes -r $(LOCK_BUNDLE)
	touch $@

bundle: $(BUNDLE_STAMP)
	$(BUNDLE_ENV)/bin/python -m pip install --quiet --no-deps --no-build-isolation --force-reinstall .
	rm -rf dist/VaultMem
	$(BUNDLE_ENV)/bin/python -m PyInstaller --noconfirm --log-level WARN --distpath dist \
		--workpath build/pyinstaller packaging/vaultmem.spec
	@du -sh dist/VaultMem

# ---- Linux desktop entry and icons, under $XDG_DATA_HOME (default ~/.local/share) --------------------------
# `make install-desktop` starts this checkout's venv app; a bundle: `make install-desktop APP=/path/VaultMem/vaultmem-app`.
APP ?= $(abspath $(BIN)/vaultmem-app)

install-desktop:
	$(PYTHON) packaging/desktop_entry.py install --program "$(APP)"

uninstall-desktop:
	$(PYTHON) packaging/desktop_entry.py uninstall

# Re-render the hicolor PNGs (committed) after a change to resources/icons/vaultmem.svg.
icons: $(STAMP)
	$(BIN)/python packaging/render_icons.py
