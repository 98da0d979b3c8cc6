"""The target role as cvcoach reads it: the `Role` model.

`cvcoach.inputs.role` loads one from a file (`load_role`) and `cvcoach.inputs.role_text`
sorts Markdown or plain text into one; the model lives apart from both so that neither has to import
the other.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True, kw_only=True)
class Role:
    """A job description, sorted into the parts cvcoach reads.

    `qualifications` holds what the role requires; `nice_to_have` what it merely prefers
    (Markdown sections such as "Nice to have" or "Preferred"). `skills` are the skill
    names and keywords a JSON job file declares. `text` is the whole role as plain text;
    `location` is kept only so that keyword extraction can leave place names out.
    """

    title: str | None = None
    company: str | None = None
    location: str | None = None
    description: str = ""
    responsibilities: list[str] = field(default_factory=list)
    qualifications: list[str] = field(default_factory=list)
    nice_to_have: list[str] = field(default_factory=list)
    skills: list[str] = field(default_factory=list)
    text: str = ""
    source: str | None = None
