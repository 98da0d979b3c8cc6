"""A careers page kept as a framework component, the post in a constant (posting_component)."""

from __future__ import annotations

from cvcoach.inputs.posting import posting_from_text
from cvcoach.inputs.posting_component import component_posting

_PAGE = """
import React from "react";
import { JobLayout } from "@/components/JobLayout";

export default function PayrollOfficerPage() {
  const role = "Payroll Officer (Payroll/Benefits)";

  return (
    <JobLayout heading="Work With Us" role={role}>
      <h2>About Initech</h2>
      <p>
        Initech keeps small firms paid on time.
      </p>

      <h3>Requirements:</h3>
      <ul>
        <li>Two years of payroll experience</li>
        <li>Confident with spreadsheets</li>
      </ul>
    </JobLayout>
  );
}
"""


def test_the_constant_names_the_post_and_the_markup_is_its_page() -> None:
    page = component_posting(_PAGE)
    assert page is not None and page.startswith("<h1>Payroll Officer (Payroll/Benefits)</h1>")
    assert "import" not in page and "{role}" not in page
    posting = posting_from_text(_PAGE)
    assert posting.title == "Payroll Officer (Payroll/Benefits)"
    assert any("payroll experience" in line.text for line in posting.lines)
    assert not any("import" in line.text for line in posting.lines)


def test_a_constant_naming_no_post_is_not_read_as_the_title() -> None:
    page = _PAGE.replace('"Payroll Officer (Payroll/Benefits)"', '"Welcome back"')
    assert component_posting(page) is None


def test_a_module_returning_no_markup_is_not_a_page() -> None:
    module = 'import { x } from "./x";\n\nconst title = "Payroll Officer";\nexport default title;\n'
    assert component_posting(module) is None


def test_a_markdown_page_is_never_read_as_a_component() -> None:
    markdown = '# Careers\n\nconst role = "Payroll Officer";\n\n<ul>\n<li>Payroll</li>\n</ul>\n'
    assert component_posting(markdown) is None
