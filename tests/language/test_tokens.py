"""The tokenizer reads each distinct chunk once: the same chunk at another offset, numbers
and text with nothing to mask give the tokens reading them afresh gave."""

from __future__ import annotations

from cvcoach.language import tokens
from cvcoach.language.tokens import Token, mask, tokenize, tokenize_with_code


def test_a_repeated_chunk_keeps_its_own_offsets() -> None:
    assert tokenize("the the, (the) the") == [
        Token("the", 0, 3), Token("the", 4, 7), Token("the", 10, 13), Token("the", 15, 18),
    ]  # fmt: skip


def test_numbers_are_no_words_and_are_not_remembered() -> None:
    tokens._CHUNK_WORDS.clear()
    assert [t.text for t in tokenize("Cut 1234 ms by 20% over 3,200 runs")] == [
        "Cut", "ms", "by", "over", "runs",
    ]  # fmt: skip
    assert not any(chunk[0].isdigit() for chunk in tokens._CHUNK_WORDS)


def test_code_and_camel_words_are_told_apart_on_every_reading() -> None:
    text = "Wrote getValue and snake_case, then getValue again with ovaDesk"
    for _ in range(2):  # the second reading comes from the remembered chunks
        words, code = tokenize_with_code(text)
        assert [t.text for t in code] == ["getValue", "getValue", "ovaDesk"]
        assert "snake_case" not in {t.text for t in words} and "Wrote" in {t.text for t in words}
        assert all(text[t.start : t.end] == t.text for t in words + code)


def test_text_with_no_mark_of_code_is_its_own_mask() -> None:
    plain = "Improved the throughput of service 12 by 20%"
    assert mask(plain) == plain
    linked = "See https://example.com/x and a@b.co (O(n) time)"
    masked = mask(linked)
    assert len(masked) == len(linked)
    assert "https" not in masked and "@" not in masked and "See" in masked
