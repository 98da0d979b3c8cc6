"""A PHP page's variable set to one string is read where the page prints it
(`inputs/posting_php_values`)."""

from __future__ import annotations

from pathlib import Path

from cvcoach.inputs.posting import load_posting
from cvcoach.inputs.posting_php_values import with_php_values

_PAGE = """<?php $position = 'Payroll Officer'; ?>
<html><head><title>Initech Jobs - <?= $position?></title></head>
<body><h1>Initech Jobs</h1><h2><?php echo $position; ?></h2>
<p>Initech is looking for a new <?= $position ?>.</p>
<h3>Requirements</h3><ul><li>Three years of payroll experience</li></ul></body></html>
"""


def test_a_printed_variable_reads_as_its_string(tmp_path: Path) -> None:
    page = tmp_path / "payroll.html"
    page.write_text(_PAGE, encoding="utf-8")
    assert load_posting(page).title == "Payroll Officer"


def test_a_variable_set_twice_or_never_is_left_alone() -> None:
    twice = "<?php $x = 'Clerk'; $x = 'Teller'; ?><h1><?= $x ?></h1>"
    assert with_php_values(twice) == twice
    unset = "<h1><?= $role ?></h1>"
    assert with_php_values(unset) == unset
