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


def test_a_title_and_an_organisation_closed_by_stops_keep_their_commas() -> None:
    from cvcoach.inputs.documents.header_pieces import Block, cut_header

    def sides(text: str) -> list[tuple[str, str]]:
        line = Line(text, "text", 0, "")
        return [(p.text, p.at) for p in cut_header(Block(header=[line]))]

    assert sides("Hooli, Toronto, Canada. Associate Director, Data Management.")[:2] == [
        ("Associate Director, Data Management", "title"),
        ("Hooli", "org"),
    ]
    assert sides("Globex (Global Exports Corporation). Lead Engineer.")[:2] == [
        ("Lead Engineer", "title"),
        ("Globex (Global Exports Corporation)", "org"),
    ]
    # two phrases with no job word, or both with one: the sides are not told apart here
    assert all(at == "" for _, at in sides("Initech. Northwind."))
    assert all(at == "" for _, at in sides("Lead Engineer. Senior Developer."))


def test_an_abbreviations_dot_before_the_stop_ends_a_phrase_an_ellipsis_does_not() -> None:
    from cvcoach.inputs.documents.header_pieces import stopped_phrases

    assert stopped_phrases("Globex, L.P.. Lead Engineer.") == ["Globex, L.P.", "Lead Engineer"]
    assert stopped_phrases("Initech... Then Hooli.") == ["Initech... Then Hooli."]


def test_a_remark_of_capitalised_phrases_is_no_header() -> None:
    assert not headerish(Line("Advised by Jane Doe. Topic: Distributed Systems.", "text", 0, ""))
