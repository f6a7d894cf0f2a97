# Meeple Table — every target creates .venv and installs what it needs.
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python

.PHONY: run test test-slow lint bench translations dist icons clean

QM := $(patsubst %.ts,%.qm,$(wildcard translations/*.ts))

$(VENV)/.base:
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	touch $@

$(VENV)/.run: $(VENV)/.base pyproject.toml
	$(PY) -m pip install -q -e .
	touch $@

$(VENV)/.test: $(VENV)/.base pyproject.toml
	$(PY) -m pip install -q -e '.[test]'
	touch $@ $(VENV)/.run

$(VENV)/.dist: $(VENV)/.base pyproject.toml
	$(PY) -m pip install -q -e '.[dist]'
	touch $@ $(VENV)/.run

translations/%.qm: translations/%.ts $(VENV)/.run
	$(VENV)/bin/pyside6-lrelease -silent $< -qm $@

run: $(VENV)/.run $(QM)
	$(VENV)/bin/meeple-table

test: $(VENV)/.test $(QM)
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest -q -n 2

test-slow: $(VENV)/.test $(QM)
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest -q -n 2 -m slow

lint: $(VENV)/.test
	$(PY) -m ruff check .
	$(PY) -m ruff format --check .
	$(PY) -m mypy

bench: $(VENV)/.test
	$(PY) -m engine bench --game waterdeep --players 4 --games 200
	$(PY) -m engine bench --game waterdeep --players 4 --games 200 --jobs 1
	$(PY) -m engine bench --game waterdeep --players 4 --games 200 --playout
	$(PY) -m engine bench --game architects --players 3 --games 100
	$(PY) -m engine bench --game waterdeep --players 5 --memory
	$(PY) -m engine bench --game architects --players 5 --memory
	QT_QPA_PLATFORM=offscreen $(PY) -m tools.bench

# Refresh every translations/meeple_<lang>.ts from the code (lupdate keeps what is translated and drops what
# the code no longer has), then build the .qm files. Translate in Qt Linguist (or by hand in the .ts) and run
# this again. meeple_en.ts holds only the %n (plural) messages: English words them in proper singular and plural.
SOURCES = $$(find desktop -name '*.py' | sort)
translations: $(VENV)/.run
	for ts in $(filter-out translations/meeple_en.ts,$(wildcard translations/meeple_*.ts)); do \
		$(VENV)/bin/pyside6-lupdate -silent $(SOURCES) -ts $$ts -no-obsolete || exit 1; done
	$(VENV)/bin/pyside6-lupdate -silent $(SOURCES) -ts translations/meeple_en.ts -no-obsolete -pluralonly
	$(VENV)/bin/pyside6-lrelease -silent translations/*.ts

# The app bundle (PyInstaller, one folder: dist/bundle/meeple-table/meeple-table) and the wheel + sdist in dist/.
dist: $(VENV)/.dist $(QM)
	rm -rf dist/bundle build/pyinstaller
	$(VENV)/bin/pyinstaller --noconfirm --log-level WARN --distpath dist/bundle --workpath build/pyinstaller \
		packaging/meeple-table.spec
	$(PY) -m build --outdir dist .

# Re-render packaging/icons/hicolor/*/apps/*.png from assets/meeple.svg (committed; run after changing the SVG).
icons: $(VENV)/.run
	QT_QPA_PLATFORM=offscreen $(PY) packaging/make_icons.py

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache .mypy_cache
