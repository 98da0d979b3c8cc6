"""A change's "why" and "keywords it carries" are true of it: a reason that copies the job
description or names a requirement the new text does not carry is left out, a spelling fix
is said, and a keyword is listed only where the new text adds it."""

from __future__ import annotations

from cvcoach.engines.base import BulletInput, BulletRewrite, EntryInput, EntryRewrite
from cvcoach.grounding.guard import Guard
from cvcoach.model.profile import Text
from cvcoach.rewriting.rewrite_review import RewriteReview, carried

ROLE = (
    "# Senior Inference Engineer\n"
    "- Hands-on CUDA or Triton kernel work, and fluency with PyTorch internals\n"
    "- Python and GPU serving\n"
)
BEFORE = "Built a serving experiance in Python for the GPU cluster"
AFTER = "Built a serving experience in Python for the GPU cluster"


def _review(text: str, reasons: list[str], targets: list[str]) -> RewriteReview:
    bullet = BulletInput(
        id="work[0].highlights[0]", text=BEFORE, corrections={"experiance": "experience"}
    )
    entry = EntryInput(
        id="work[0]",
        section="work",
        heading="Engineer, Acme",
        finished=True,
        bullets=[bullet],
        context=BEFORE,
    )
    texts = {bullet.id: Text(value=BEFORE, path=bullet.id)}
    review = RewriteReview(Guard([BEFORE], corrections={"experiance": "experience"}), texts, ROLE)
    rewrite = BulletRewrite(source_id=bullet.id, text=text, reasons=reasons, targets=targets)
    review.add(EntryRewrite(entry_id=entry.id, rewrites=[rewrite]), entry, final=False)
    return review


def test_a_typo_fix_carries_no_keyword_and_says_what_it_fixes() -> None:
    copied = "Hands-on CUDA or Triton kernel work, and fluency with PyTorch internals"
    review = _review(AFTER, [copied, "mentions Triton kernels"], ["AI", "GPU", "CUDA", "Triton"])
    [change] = review.changes
    assert change.targets == []  # GPU was in the bullet already; the others are not in it
    assert change.reasons == ["fixes the spelling of 'experiance' (experience)"]


def test_a_keyword_the_rewrite_adds_is_carried_and_a_true_reason_kept() -> None:
    text = "Built a serving experience in Python with CUDA graphs for the GPU cluster"
    assert carried(["CUDA", "GPU", "Kubernetes"], BEFORE, text, ROLE) == ["CUDA"]
    assert carried(["cuda"], BEFORE, AFTER, ROLE) == []


def test_a_rewrite_that_drops_a_link_or_leaves_bold_open_is_refused() -> None:
    linked = "Led [**Quantum Diorama**](https://example.org/qd), a modeling suite"
    bullet = BulletInput(id="work[0].highlights[0]", text=linked)
    entry = EntryInput(
        id="work[0]", section="work", heading="Lead, Area 52", finished=True,
        bullets=[bullet], context=linked,
    )  # fmt: skip
    texts = {bullet.id: Text(value=linked, path=bullet.id)}
    review = RewriteReview(Guard([linked]), texts, ROLE)
    proposals = [
        "Led **Quantum Diorama**, a modeling suite",  # the link is gone
        "Led [**Quantum Diorama](https://example.org/qd), a modeling suite",  # bold left open
    ]
    for text in proposals:
        rewrite = BulletRewrite(source_id=bullet.id, text=text)
        review.add(EntryRewrite(entry_id=entry.id, rewrites=[rewrite]), entry, final=True)
    assert review.changes == []
    assert [r.why[-1] for r in review.rejected] == [
        "the rewrite drops the link to https://example.org/qd",
        "the rewrite leaves a '**' open",
    ]
    honest = "Led [**Quantum Diorama**](https://example.org/qd), a suite for modeling"
    review.add(
        EntryRewrite(entry_id=entry.id, rewrites=[BulletRewrite(source_id=bullet.id, text=honest)]),
        entry,
        final=True,
    )
    assert [c.after for c in review.changes] == [honest]


def test_a_repeated_word_taken_out_is_said() -> None:
    from cvcoach.rewriting.rewrite_review import describes_change

    before, after = "Role: Role: Research Intern", "Role: Research Intern"
    assert describes_change("'Role' is repeated in 'Role: Role'; write 'Role'", before, after)
    assert not describes_change("Deeply familiar with industry trends", before, after)
