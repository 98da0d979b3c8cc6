"""Which of the checks' suggestions `polish` may apply without asking, and which it asks about.

A spelling suggestion is a dictionary's guess: "cafes" may be a slip for "cares", "speex" for
"speed", and both guesses are wrong. `polish` applies a suggestion only at high confidence:

- an article fix ("a interpreter" -> "an interpreter"): the rule is certain;
- a fix that keeps every letter and changes only case or spacing ("copy right" ->
  "copyright", "Javascript" -> "JavaScript"): the words are the user's own;
- a known product name in its own casing ("Pytorch" -> "PyTorch", "Kuberntes" ->
  "Kubernetes"): the lexicon spells it so, and a plain word is never one;
- a plain word's correction that leads every other one-slip word by the fitted margin
  (`cvcoach.language.candidates.calibration`: on real misspellings held out from the fit,
  0.98 of the corrections at that margin are right): "experiance" -> "experience",
  "lables" -> "labels"; or the spelling model's best correction (`spelling_model.judge`)
  when its probability clears the fitted apply probability (on the calibration half of the
  fit split's misspellings and rare words, the corrections from there are right with
  Wilson's one-sided 90 % lower bound >= 0.98), the words beside it in the CV weighing in
  as in the check (`cvcoach.language.context`): "managment" -> "management", and
  corrections two edits away, which no margin covers; only for a word written in lower
  case, never a name's capital;
- a suggestion the CV itself uses elsewhere, in any inflection ("Develped" -> "Developed"
  when the CV says "developing" in another bullet), unless the CV spells the flagged word
  that way more than once (a name written the same way twice is meant), or the suggestion
  is a name written only once (of "Lindqvist" and "Lindquist", once each, either may be meant).

Every other suggestion becomes a question in the polish report; the text is left as written.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable

from cvcoach.language.word_rules import englishish
from cvcoach.model.findings import Finding

_WORD = re.compile(r"[^\W_](?:[\w'’+#.-]*[\w+#])?")
PROPOSAL_NOTE = (
    "cvcoach left these words as written: the suggestion is a dictionary's guess, and your CV "
    "does not use the suggested word anywhere else. Change them yourself if they are slips."
)


def _words(text: str) -> list[str]:
    return [m.group(0).lower() for m in _WORD.finditer(text)]


class Confidence:
    """Decides, for the findings of one CV, which suggestions are safe to apply."""

    def __init__(self, cv_texts: Iterable[str]) -> None:
        self._counts: Counter[str] = Counter()
        self._texts = list(cv_texts)
        for text in self._texts:
            self._counts.update(_words(text))

    def _beside(self, word: str) -> tuple[str | None, str | None]:
        """The words beside `word` where the CV writes it (once: a word written twice is
        never corrected unasked), for the spelling model's context term."""
        from cvcoach.language.tokens import neighbours, tokenize

        for text in self._texts:
            if word in text:
                tokens = tokenize(text)
                at = next((i for i, t in enumerate(tokens) if t.text == word), None)
                if at is not None:
                    return neighbours(text, tokens, at)
        return None, None

    def confident(self, finding: Finding) -> bool:
        """True when `finding`'s suggestion may be applied without asking."""
        if not finding.suggestion or not finding.text:
            return False
        if finding.kind != "spelling":
            return finding.kind == "grammar"
        wrong, fix = finding.text, finding.suggestion
        if _letters(wrong) == _letters(fix) or _product_name(fix):
            return True
        if self._counts[wrong.lower()] > 1:
            return False  # spelled this way more than once: meant, or a name
        if _sure_correction(wrong, fix, self._counts, self._beside(wrong)):
            return True
        fixed = _words(fix)
        if len(fixed) == 1 and self._counts[fixed[0]] <= 1 and not englishish(fixed[0]):
            return False  # two names written once each (Lindqvist, Lindquist): which is meant?
        return bool(fixed) and all(any(self._counts[f] for f in forms(w)) for w in fixed)

    def split(self, findings: Iterable[Finding]) -> tuple[list[Finding], list[Finding]]:
        """(applied, proposed): the findings with a suggestion, by confidence."""
        applied: list[Finding] = []
        proposed: list[Finding] = []
        for f in findings:
            if f.kind not in ("spelling", "grammar") or not f.suggestion or not f.text:
                continue
            (applied if self.confident(f) else proposed).append(f)
        return applied, proposed


_SIBILANT = ("s", "x", "z", "ch", "sh")


def _sure_correction(
    wrong: str,
    fix: str,
    counts: Counter[str],
    beside: tuple[str | None, str | None] = (None, None),
) -> bool:
    """A lower-case word's correction that English spelling names (`known.regular_form`:
    commited, seeked) or whose probability under the spelling model clears the fitted apply
    probability, the one from which held-out corrections are right 0.98 of the time
    (`counts`: the CV's words, the model's evidence of the CV's own vocabulary; `beside`:
    the words beside it, the model's context term)."""
    from cvcoach.language.known import built_and_excess, regular_form
    from cvcoach.language.spelling_model import fitted, judge

    if not (wrong.isalpha() and wrong.islower() and fix.isalpha() and fix.islower()):
        return False
    regular = regular_form(wrong)
    if regular:
        return regular[0] == fix
    built, excess = built_and_excess(wrong) or (None, 0.0)
    judged = judge(
        wrong, "lower", lambda w: counts[w], built=built, neighbours=beside, excess=excess
    )
    best = judged.best
    return (
        best is not None and best.word == fix and judged.probability >= fitted().apply_probability
    )


def _letters(text: str) -> str:
    return "".join(c for c in text.lower() if c.isalnum())


def _inflections(w: str) -> set[str]:
    out = {w, w + "s", w + "ed", w + "ing"}
    if w.endswith(_SIBILANT):
        out.add(w + "es")
    if w.endswith("e"):
        out |= {w + "d", w[:-1] + "ing"}
    if len(w) > 2 and w.endswith("y") and w[-2] not in "aeiou":
        out |= {w[:-1] + "ies", w[:-1] + "ied"}
    return out


def _bases(w: str) -> set[str]:
    out = {w}
    if w.endswith("ies") or w.endswith("ied"):
        out.add(w[:-3] + "y")
    elif w.endswith("es") and w[:-2].endswith(_SIBILANT):
        out.add(w[:-2])
    elif w.endswith("s") and not w.endswith("ss"):
        out.add(w[:-1])
    for suffix in ("ing", "ed"):
        if w.endswith(suffix) and len(w) > len(suffix) + 2:
            out |= {w[: -len(suffix)], w[: -len(suffix)] + "e"}
    return out


def forms(word: str) -> set[str]:
    """`word` and the regular inflections of its base: "inferencing" -> "inference",
    "inferences"...; "developing" -> "develop", "developed"."""
    return set().union(*(_inflections(b) for b in _bases(word.lower())))


def _product_name(fix: str) -> bool:
    """True when `fix` is how the lexicon spells a name ("PyTorch", "GitHub", "Kubernetes"),
    not an ordinary lowercase word."""
    from cvcoach.language.lexicon import load_lexicon

    if fix.islower():
        return False
    return any(spelling == fix for spelling in load_lexicon().spellings_of(fix))


def proposal_question(finding: Finding) -> str:
    """The question the report asks about a suggestion it did not apply."""
    return (
        f"Is '{finding.text}' a slip for '{finding.suggestion}'? "
        "cvcoach did not change it: the suggestion is only a guess."
    )
