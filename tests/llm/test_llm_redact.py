"""Redaction: personal details out, placeholders in, and back again."""

from __future__ import annotations

import pytest

from cvcoach.llm.redact import Redactor

CV = (
    "Alice Doe · alice.doe@example.com · +1 (858) 555-0100 · 020 7946 0958\n"
    "1234 Main Street, Apt 5, San Diego · https://www.linkedin.com/in/alice-doe"
    " · github.com/alicedoe\n"
    "Hauptstraße 12, Berlin"
)


def test_each_kind_gets_a_numbered_placeholder() -> None:
    redactor = Redactor()

    text = redactor.redact(CV)

    assert text == (
        "Alice Doe · [EMAIL_1] · [PHONE_1] · [PHONE_2]\n"
        "[ADDRESS_1], San Diego · [URL_1] · [URL_2]\n"
        "[ADDRESS_2], Berlin"
    )
    assert redactor.restore(text) == CV


@pytest.mark.parametrize(
    "text",
    [
        "Jan 2019 - Mar 2023",
        "2019-2023",
        "2019 - 2023",
        "2023.01.15",
        "raised 12 000 000 USD",
        "1,250,000 users",
        "GPA 3.9/4.0",
        "ISBN 978-3-16-148410-0 and 30% faster",
        "Python 3.11 and C++17",
    ],
)
def test_dates_amounts_and_versions_are_not_phones(text: str) -> None:
    assert Redactor().redact(text) == text


def test_the_same_value_keeps_its_placeholder_across_texts() -> None:
    redactor = Redactor()

    first = redactor.redact("mail a@b.io or c@d.io")
    second = redactor.redact("again c@d.io")

    assert (first, second) == ("mail [EMAIL_1] or [EMAIL_2]", "again [EMAIL_2]")


def test_unknown_placeholders_and_disabled_redaction_are_left_alone() -> None:
    assert Redactor().restore("see [EMAIL_9]") == "see [EMAIL_9]"
    off = Redactor(enabled=False)
    assert off.redact(CV) == CV and off.restore("[EMAIL_1]") == "[EMAIL_1]"


def test_streamed_text_is_restored_even_when_a_placeholder_is_split() -> None:
    redactor = Redactor()
    redacted = redactor.redact(f"Reach me: {CV}")
    restorer = redactor.stream_restorer()

    out = "".join(restorer.feed(redacted[i : i + 3]) for i in range(0, len(redacted), 3))

    assert out + restorer.flush() == f"Reach me: {CV}"


def test_a_lone_bracket_is_not_held_back_forever() -> None:
    restorer = Redactor().stream_restorer()

    assert restorer.feed("a [note] b [") == "a [note] b "
    assert restorer.feed("x" * 20) == "[" + "x" * 20


def test_a_short_number_with_a_country_code_is_a_phone_number() -> None:
    redactor = Redactor()
    assert redactor.redact("call +1 555 0100 today") == "call [PHONE_1] today"
    assert redactor.redact("from 2019 - 2023, 12 000 000 users") == (
        "from 2019 - 2023, 12 000 000 users"
    )


def test_the_cvs_own_contact_details_are_replaced_whatever_their_shape() -> None:
    redactor = Redactor()
    redactor.protect([("URL", "leiblog.wang"), ("PHONE", "555 0100"), ("EMAIL", "")])

    sent = redactor.redact("Blog: leiblog.wang, phone 555 0100.")

    assert sent == "Blog: [URL_1], phone [PHONE_1]."
    assert redactor.restore(sent) == "Blog: leiblog.wang, phone 555 0100."
