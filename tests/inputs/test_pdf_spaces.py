"""Where a PDF line's characters break into fragments (`pdf_layout._split`), on runs of
character boxes made here: a justified line's stretched spaces and a sentence's wider
space stay spaces; a gap wider than a letter between words set at the line's usual space
is a cell's edge."""

from __future__ import annotations

from cvcoach.inputs.documents.pdf_layout import Box, _split

WIDTH, HEIGHT = 5.0, 7.0


def _run(lines: list[list[tuple[str, float]]]) -> tuple[str, list[int], list[Box]]:
    """Text, the run's character indices and boxes for `lines` of (word, gap before it),
    one line under the other; a line after the first goes on after a word hyphenated at
    the end of the one above (pdfium's U+0002), as pdfium joins them in one run."""
    text, boxes = "", []
    for number, words in enumerate(lines):
        x, base = 0.0, -12.0 * number
        for k, (word, gap) in enumerate(words):
            if k:
                text += " "
                boxes.append((0.0, 0.0, 0.0, 0.0))
            x += gap
            for ch in word:
                text += ch
                boxes.append((x, base, x + WIDTH, base + HEIGHT))
                x += WIDTH
        if number < len(lines) - 1:
            text += "\x02"
            boxes.append((x, base, x + 2.0, base + HEIGHT))
    run = [i for i, ch in enumerate(text) if not ch.isspace()]
    return text, run, boxes


def _pieces(lines: list[list[tuple[str, float]]]) -> int:
    text, run, boxes = _run(lines)
    return len(_split(text, run, boxes))


def test_a_sentence_s_wider_space_on_a_line_of_usual_spaces_is_no_cell_edge() -> None:
    words = [("one", 0), ("two", 4.5), ("three.", 4.5), ("Four", 12.0), ("five", 4.5)]
    assert _pieces([words]) == 1


def test_the_same_gap_after_a_word_is_a_cell_edge() -> None:
    words = [("one", 0), ("two", 4.5), ("three", 4.5), ("Four", 12.0), ("five", 4.5)]
    assert _pieces([words]) == 2


def test_each_line_of_a_run_joined_at_a_hyphen_has_its_own_usual_space() -> None:
    first = [("a", 0), ("b", 2.0), ("c", 2.0), ("d", 2.0), ("e", 2.0), ("f", 2.0)]
    justified = [("gh", 0), ("ij", 7.0), ("kl", 7.0), ("mn", 7.0)]  # stretched alike
    assert _pieces([first, justified]) == 1
