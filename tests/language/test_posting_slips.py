"""The tune postings' listed slips (`evals/roles-heldout/misspellings.json`), which the
spelling fit (`scripts/fit_spelling_model.py`) leaves out of its clean-text false flags:
tune postings only, and each word written in its posting."""

import json
from pathlib import Path

HELDOUT = Path(__file__).resolve().parents[2] / "evals" / "roles-heldout"


def test_only_tune_postings_are_listed() -> None:
    listed = json.loads((HELDOUT / "misspellings.json").read_text(encoding="utf-8"))["tune"]
    split = json.loads((HELDOUT / "split.json").read_text(encoding="utf-8"))
    assert set(listed) <= set(split["tune"])
    assert not set(listed) & set(split["test"])


def test_each_listed_slip_is_written_in_its_posting() -> None:
    listed = json.loads((HELDOUT / "misspellings.json").read_text(encoding="utf-8"))["tune"]
    for name, words in listed.items():
        posting = next((HELDOUT / "postings").glob(f"{name}.*"))
        text = posting.read_text(encoding="utf-8", errors="replace").lower()
        assert words == sorted(set(words)), name
        assert all(word in text for word in words), name
