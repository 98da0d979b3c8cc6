"""A header cell of phrases each closed by a full stop ("Org, Place. Title.") is cut at
the stops when each phrase is as long as a name or a title, counted less a bracketed gloss
and a place after the organisation's last comma, and by the longest of a title's
alternatives apart by slashes (`header_pieces._phrase_words`); a description of longer
sentences stays whole."""

from __future__ import annotations


def test_a_long_named_organisation_with_its_place_is_cut_from_its_title() -> None:
    from cvcoach.inputs.documents.header_pieces import stopped_phrases

    cell = "Northwind (Northwind Trading Company of Ohio), Springfield, Ohio, USA. Developer."
    phrases = [p.strip() for p in stopped_phrases(cell)]
    assert phrases == [
        "Northwind (Northwind Trading Company of Ohio), Springfield, Ohio, USA",
        "Developer",
    ]


def test_a_title_of_roles_apart_by_slashes_is_one_phrase() -> None:
    from cvcoach.inputs.documents.header_pieces import stopped_phrases

    cell = "Initech, France. Lead Architect / Head of Platform Engineering / DevOps Lead."
    phrases = [p.strip() for p in stopped_phrases(cell)]
    assert phrases == [
        "Initech, France",
        "Lead Architect / Head of Platform Engineering / DevOps Lead",
    ]


def test_a_description_of_long_sentences_stays_whole() -> None:
    from cvcoach.inputs.documents.header_pieces import stopped_phrases

    cell = (
        "Built the billing service for the payments team and its partners. Moved the ledger"
        " onto the new cluster without any downtime for the customers."
    )
    assert stopped_phrases(cell) == [cell]
    slashed = "Initech. Built the billing and ledger services for the payments team / partners."
    assert stopped_phrases(slashed) == [slashed]
