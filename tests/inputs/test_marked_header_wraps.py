"""A header row with its dates in a margin column and its words opened by a list marker
("Aug 2014 – Nov 2014   • BSc Physics, Globex Springfield" / "University"): the words wrap
at the marker's hanging indent, and that line goes on the header. Names are made up."""

from __future__ import annotations

from typing import Any

from tests.inputs.render import drawn_lines

HEADER = "Bachelor of Science in Applied Physics and Astronomy, Globex Springfield"


def _texts(marker: str, indent: float, below: float = 13) -> list[str]:
    def draw(pdf: Any) -> None:
        pdf.text(60, 100, "Aug 2014 – Nov 2014")
        pdf.text(180, 100, f"{marker}{HEADER}")
        pdf.text(indent, 100 + below, "University")
        pdf.text(60, 100 + below + 20, "Sep 2010 – Jun 2014")  # the next entry, spaced
        pdf.text(180, 100 + below + 20, "• BSc in Physics, Initech Institute")  # as usual
        pdf.text(180, 100 + below + 33, "• MSc in Physics, Initech Institute")

    return [line.text for line in drawn_lines(draw)][:2]


def test_words_wrapped_past_the_marker_go_on_the_header() -> None:
    assert _texts("• ", 189.5)[0] == f"Aug 2014 – Nov 2014 • {HEADER} University"


def test_a_line_right_of_a_header_without_marker_starts_anew() -> None:
    assert _texts("", 189.5) == ["Aug 2014 – Nov 2014 " + HEADER, "University"]


def test_a_line_further_right_than_the_markers_indent_starts_anew() -> None:
    assert _texts("• ", 215) == [f"Aug 2014 – Nov 2014 • {HEADER}", "University"]


def test_a_line_set_apart_under_a_marked_header_starts_anew() -> None:
    assert _texts("• ", 189.5, below=40) == [f"Aug 2014 – Nov 2014 • {HEADER}", "University"]


BOLD = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
WORDS = "Senior Developer on the Payments Platform at Globex"


def _bold_header(below: float) -> list[str]:
    """Dates in small bold type, then the header's words in larger bold type that wrap
    under themselves `below` pt lower (as a theme sets "dates   Title at Organisation")."""

    def draw(pdf: Any) -> None:
        pdf.add_font("dvb", "", BOLD)
        pdf.set_font("dvb", size=8)
        pdf.text(60, 100, "2021-04 to 2023-10")
        pdf.set_font("dvb", size=12)
        pdf.text(200, 100, WORDS)
        pdf.text(200, 100 + below, "Wireless | Hooli")
        pdf.set_font("dv", size=10)
        for k in range(3):
            pdf.text(215, 100 + below + 20 + 13 * k, f"• Shipped the billing service, part {k}")

    return [line.text for line in drawn_lines(draw)]


def test_large_words_beside_small_dates_wrap_by_their_own_line_spacing() -> None:
    assert _bold_header(15.5)[0] == f"2021-04 to 2023-10 {WORDS} Wireless | Hooli"


def test_large_words_set_apart_beside_small_dates_do_not_wrap() -> None:
    assert _bold_header(26.0)[:2] == [f"2021-04 to 2023-10 {WORDS}", "Wireless | Hooli"]
