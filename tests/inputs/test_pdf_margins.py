"""A left margin of section labels and entry dates beside the body's blocks is read with
the body's rows (`pdf_margins.left_margin`); a left sidebar that is a text of its own is
not. Pages drawn here with fpdf2 (baselines placed by hand, fpdf's y runs down)."""

from __future__ import annotations

from typing import Any

from tests.inputs.test_pdf_layout import SIZE, _lines, _texts

BULLETS = ["Ran the on-call rota for the payments team", "Cut the build time by half"]


def _entry(pdf: Any, top: float, header: str) -> None:
    pdf.text(180, top, header)
    for k, bullet in enumerate(BULLETS):
        pdf.text(190, top + 13 * (k + 1), f"• {bullet}")


def _label(pdf: Any, x: float, baseline: float, text: str) -> None:
    pdf.set_font("dv", size=SIZE * 1.4)
    pdf.text(x, baseline, text)
    pdf.set_font("dv", size=SIZE)


def _small(pdf: Any, x: float, baseline: float, text: str) -> None:
    pdf.set_font("dv", size=SIZE * 0.8)
    pdf.text(x, baseline, text)
    pdf.set_font("dv", size=SIZE)


def test_dates_stacked_under_a_label_in_a_left_margin_open_their_entrys_header_row() -> None:
    def draw(pdf: Any) -> None:
        _label(pdf, 40, 100, "Experience")
        _small(pdf, 40, 117, "2019-01 to 2021-03")  # under the label, beside the bullets
        _entry(pdf, 100, "Engineer at Acme Corp")
        _small(pdf, 40, 165, "2017-05 to 2018-12")  # on its header's baseline
        _entry(pdf, 165, "Analyst at Globex Ltd")
        _label(pdf, 40, 230, "Education")
        _small(pdf, 40, 247, "2013-09 to 2017-06")
        pdf.text(180, 230, "Utopia University")
        pdf.text(180, 243, "BSc Mathematics")

    lines = _lines(draw)
    assert [(x.kind, x.text) for x in lines if "furniture" not in x.extras] == [
        ("heading", "Experience"),
        ("text", "2019-01 to 2021-03 Engineer at Acme Corp"),
        ("bullet", BULLETS[0]),
        ("bullet", BULLETS[1]),
        ("text", "2017-05 to 2018-12 Analyst at Globex Ltd"),
        ("bullet", BULLETS[0]),
        ("bullet", BULLETS[1]),
        ("heading", "Education"),
        ("text", "2013-09 to 2017-06 Utopia University"),
        ("text", "BSc Mathematics"),
    ]
    assert lines[1].cells == ["2019-01 to 2021-03", "Engineer at Acme Corp"]


def test_a_left_sidebar_of_contact_and_skills_stays_its_own_flow() -> None:
    def draw(pdf: Any) -> None:
        for k, text in enumerate(["jane@example.org", "+44 20 7946 0000", "Python", "SQL"]):
            pdf.text(40, 100 + 13 * k, text)
        _entry(pdf, 100, "Engineer at Acme Corp")
        _entry(pdf, 165, "Analyst at Globex Ltd")

    texts = _texts(_lines(draw))
    assert texts[-4:] == ["jane@example.org", "+44 20 7946 0000", "Python", "SQL"]


def test_a_left_line_beside_no_block_of_the_body_keeps_the_page_as_it_was() -> None:
    """A date far below every block's first row belongs to no block: no margin is read."""

    def draw(pdf: Any) -> None:
        _label(pdf, 40, 100, "Experience")
        _entry(pdf, 100, "Engineer at Acme Corp")
        pdf.text(190, 139, "Wrote the runbook")
        pdf.text(190, 152, "Hired two engineers")
        _small(pdf, 40, 152, "2019-01 to 2021-03")

    texts = _texts(_lines(draw))
    assert "2019-01 to 2021-03 Engineer at Acme Corp" not in texts


def test_an_empty_sections_label_beside_no_block_stays_a_row_of_its_own() -> None:
    def draw(pdf: Any) -> None:
        _label(pdf, 40, 60, "Contact")  # nothing under it: the next block is far below
        _label(pdf, 40, 100, "Experience")
        _small(pdf, 40, 117, "2019-01 to 2021-03")
        _entry(pdf, 100, "Engineer at Acme Corp")
        _small(pdf, 40, 165, "2017-05 to 2018-12")
        _entry(pdf, 165, "Analyst at Globex Ltd")

    texts = _texts(_lines(draw))
    assert texts[:3] == ["Contact", "Experience", "2019-01 to 2021-03 Engineer at Acme Corp"]


def test_a_key_column_of_dates_on_single_spaced_rows_is_read_with_its_rows() -> None:
    """A table's key column (each degree's dates on its row's baseline, the rows single
    spaced, nothing else at the left) is no sidebar, though both sides are dense."""

    def draw(pdf: Any) -> None:
        pdf.text(180, 100, "Education")
        rows = ["BSc Physics, Utopia University", "BSc Mathematics, Utopia University",
                "MSc Computing, Globex Institute"]  # fmt: skip
        for k, row in enumerate(rows):
            pdf.text(40, 117 + 13 * k, "Sep 2010 – Jun 2014")
            pdf.text(180, 117 + 13 * k, row)

    assert _texts(_lines(draw)) == [
        "Education",
        "Sep 2010 – Jun 2014 BSc Physics, Utopia University",
        "Sep 2010 – Jun 2014 BSc Mathematics, Utopia University",
        "Sep 2010 – Jun 2014 MSc Computing, Globex Institute",
    ]


def test_a_left_sidebar_on_the_bodys_rows_that_is_not_only_dates_stays_its_own_flow() -> None:
    def draw(pdf: Any) -> None:
        for k, text in enumerate(["Sep 2010 – Jun 2014", "Python", "SQL"]):
            pdf.text(40, 117 + 13 * k, text)
        for k, text in enumerate(["Ran the on-call rota", "Cut the build time", "Hired two"]):
            pdf.text(180, 117 + 13 * k, text)

    assert _texts(_lines(draw))[-3:] == ["Sep 2010 – Jun 2014", "Python", "SQL"]
