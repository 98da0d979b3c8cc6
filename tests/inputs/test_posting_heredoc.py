"""A post defined in a program, its page in a heredoc or triple-quoted string (posting_heredoc)."""

from __future__ import annotations

from cvcoach.inputs.posting import posting_from_text
from cvcoach.inputs.posting_heredoc import heredoc_posting

_RUBY = """Staffing::Post.define 'Payroll Officer' do
  description <<~TEXT
    Payroll Officers at Initech keep everyone paid on time.

    ## What we look for

    - Experience running a monthly payroll
  TEXT

  level 'to be reconciling accounts', 'We expect our officers to reconcile accounts.'
end
"""


def test_the_call_names_the_post_and_the_heredoc_is_its_page() -> None:
    page = heredoc_posting(_RUBY)
    assert page is not None and page.startswith("# Payroll Officer\n\n")
    assert "level '" not in page
    posting = posting_from_text(_RUBY)
    assert posting.title == "Payroll Officer"
    assert any("monthly payroll" in line.text for line in posting.lines)


def test_a_triple_quoted_page_is_read_too() -> None:
    text = 'post("Payroll Officer"):\n    """\n    ## What we look for\n    - Payroll\n    """\n'
    page = heredoc_posting(text)
    assert page is not None and page.startswith("# Payroll Officer")


def test_a_markdown_page_is_no_program() -> None:
    assert heredoc_posting("# Payroll Officer\n\n<<~TEXT\nhello\nTEXT\n") is None


def test_a_call_without_a_text_block_is_no_page() -> None:
    assert heredoc_posting("Staffing::Post.define 'Payroll Officer' do\n  level 'x'\nend\n") is None
