"""An undated line of names each closed by a full stop ("Globex University. Bachelor of
Science.") can head an entry; sentences closed so ("Led the team. Cut costs.") cannot."""

from __future__ import annotations

from cvcoach.inputs.documents.lines import Line
from cvcoach.inputs.documents.segments import headerish


def test_names_closed_by_full_stops_head_an_entry() -> None:
    assert headerish(Line("Globex University. Bachelor of Science in Physics.", "text", 0, ""))
    assert headerish(Line("Initech, Springfield. Senior Engineer.", "text", 0, ""))


def test_sentences_closed_by_full_stops_do_not() -> None:
    assert not headerish(Line("Led the billing team. Cut costs by half.", "text", 0, ""))
    assert not headerish(Line("Globex University.", "text", 0, ""))
    assert not headerish(Line("B.Sc. Physics.", "text", 0, ""))
