"""A PHP page's variables set to a plain string, written where the page prints them:
`with_php_values`.

A careers site built on PHP sets the post once (`<?php $position = 'Payroll Officer'; ?>`)
and prints it in its title and headings (`<title>Initech Jobs - <?= $position ?></title>`).
Read as text, every such heading names no post. A variable given one quoted string, with no
code around it, is printed as that string; any other PHP is left as it is.
"""

from __future__ import annotations

import re

_ASSIGNED = re.compile(
    r"\$(?P<name>[A-Za-z_]\w*)\s*=\s*(?P<q>['\"])(?P<value>[^'\"$\n]{1,120})(?P=q)\s*;"
)
_PRINTED = re.compile(r"<\?(?:=|php\s+echo)\s*\$(?P<name>[A-Za-z_]\w*)\s*;?\s*\?>")


def with_php_values(text: str) -> str:
    """The text with each printed variable that was set to one string written as it."""
    if "<?" not in text:
        return text
    values: dict[str, str | None] = {}
    for found in _ASSIGNED.finditer(text):
        name = found["name"]
        values[name] = found["value"] if name not in values else None  # set twice: unknown
    known = {name: value for name, value in values.items() if value is not None}
    if not known:
        return text
    return _PRINTED.sub(lambda m: known.get(m["name"], m.group()), text)
