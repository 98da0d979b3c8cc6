# Everything people run. Each target creates .venv and installs what it needs.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
RUN    := $(BIN)/python
DEMO_PROFILE := evals/profiles/runyu-lu.yaml
DEMO_ROLE    := evals/roles/llm-inference-engineer.md
DEMO_OUT     := demo-output

.PHONY: install dev demo test test-llm lint format eval bench clean ui

$(RUN):
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip

$(VENV)/.installed: pyproject.toml | $(RUN)
	$(BIN)/pip install -q -e .
	touch $@

$(VENV)/.installed-dev: pyproject.toml | $(RUN)
	$(BIN)/pip install -q -e '.[dev]'
	touch $@ $(VENV)/.installed $(VENV)/.installed-ui

install: $(VENV)/.installed
dev: $(VENV)/.installed-dev

demo: $(VENV)/.installed
	@mkdir -p $(DEMO_OUT)
	$(BIN)/cvcoach check $(DEMO_PROFILE) --role $(DEMO_ROLE) --format markdown > $(DEMO_OUT)/check-report.md
	$(BIN)/cvcoach polish $(DEMO_PROFILE) --role $(DEMO_ROLE) --engine offline -o $(DEMO_OUT)/runyu-lu.polished.yaml
	$(BIN)/cvcoach cover-letter $(DEMO_PROFILE) --role $(DEMO_ROLE) --engine offline -o $(DEMO_OUT)/runyu-lu.cover-letter.md > /dev/null
	@echo
	@echo "Outputs in $(DEMO_OUT)/:"
	@echo "  check-report.md              what a careful reviewer would circle"
	@echo "  runyu-lu.polished.yaml       the CV polished for the role (the input is untouched)"
	@echo "  runyu-lu.polish-report.md    every change, refusal and question, with reasons"
	@echo "  runyu-lu.cover-letter.md     a cover letter built only from the CV's facts"

test: $(VENV)/.installed-dev
	$(BIN)/pytest -q

# The real-model tier: llama.cpp's server and a small instruct model, installed once under the
# user cache dir (a ~4-minute compile the first time), then check/polish/cover-letter/eval
# against it. `make test` needs neither.
test-llm: $(VENV)/.installed-dev
	PYTHON=$(PYTHON) scripts/llm-tier-setup.sh
	CVCOACH_REAL_MODEL=1 $(BIN)/pytest -q tests/real_model --durations=0

# mypy checks what [tool.mypy] `files` lists in pyproject.toml: the package, tests, benchmarks
# and app.py.
lint: $(VENV)/.installed-dev
	$(BIN)/ruff check src tests benchmarks stubs app.py
	$(BIN)/ruff format --check src tests benchmarks stubs app.py
	$(BIN)/mypy

format: $(VENV)/.installed-dev
	$(BIN)/ruff format src tests benchmarks stubs
	$(BIN)/ruff check --fix src tests benchmarks stubs

# the eval's tables need rich, which comes with the [llm] extra (in [dev])
eval: $(VENV)/.installed-dev
	$(BIN)/cvcoach eval --engine offline --baseline evals/baseline-offline.json

bench: $(VENV)/.installed-dev
	$(BIN)/python benchmarks/bench_check.py
	$(BIN)/python benchmarks/bench_typos.py
	$(BIN)/python benchmarks/bench_human_typos.py
	$(BIN)/python benchmarks/bench_name_risk.py
	$(BIN)/python benchmarks/bench_llm_latency.py
	$(BIN)/python benchmarks/bench_roles.py
	$(BIN)/python benchmarks/bench_guard.py
	$(BIN)/python benchmarks/bench_import.py
	$(BIN)/python benchmarks/bench_ui_fairness.py

# Installs only when pyproject.toml changed since the last install: a warm start is quick.
$(VENV)/.installed-ui: pyproject.toml | $(RUN)
	$(BIN)/pip install -q -e '.[ui]'
	touch $@ $(VENV)/.installed

ui: $(VENV)/.installed-ui
	$(BIN)/cvcoach ui

clean:
	rm -rf $(VENV) $(DEMO_OUT) build dist src/*.egg-info
