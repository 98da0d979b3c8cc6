"""Tailoring on the posting's requirements: which bullets evidence which requirement, the
reasons a change gives, `--reorder`, and the engines' inputs (never a missing requirement)."""

from __future__ import annotations

import datetime as dt

from cvcoach.engines.base import BulletRequirement, RoleBrief
from cvcoach.engines.offline import OfflineEngine
from cvcoach.inputs.profile_loader import profile_from_bytes
from cvcoach.inputs.role import Role
from cvcoach.inputs.role_text import role_from_text
from cvcoach.model.profile import Profile
from cvcoach.rewriting.polish import build_inputs, polish
from cvcoach.rewriting.rewrite_review import RewriteReview, true_reasons
from cvcoach.rewriting.tailoring import RequirementStatus, RoleFit, role_fit

TODAY = dt.date(2026, 1, 15)
CV = """basics:
  name: Ada Park
work:
  - name: Acme
    position: Platform Engineer
    startDate: 2019-01
    endDate: 2024-06
    highlights:
      - Wrote teh release notes every week
      - Responsible for migrating 40 services to Kubernetes
      - Planned the office move
      - Built a Terraform module library used by 12 teams
"""
ROLE = """# Platform Engineer — Nimbus

## Requirements
- Experience running Kubernetes in production
- Infrastructure as code with Terraform
- Production experience with Rust
"""
K8S, TERRAFORM, RUST = (
    "Experience running Kubernetes in production",
    "Infrastructure as code with Terraform",
    "Production experience with Rust",
)


def _inputs() -> tuple[Profile, Role]:
    profile = profile_from_bytes(CV.encode(), "cv.yaml")
    return profile, role_from_text(ROLE)


def test_each_bullet_knows_the_requirements_it_evidences_and_never_a_missing_one() -> None:
    profile, role = _inputs()
    fit = role_fit(profile, role, TODAY)
    status = {r.text: r.status for r in fit.requirements}
    assert status[K8S] != "missing" and status[TERRAFORM] != "missing"
    assert status[RUST] == "missing" and [r.text for r in fit.missing] == [RUST]
    assert [r.text for r in fit.speaks_to("work[0].highlights[1]")] == [K8S]
    assert fit.speaks_to("work[0].highlights[2]") == []  # the office move shows nothing
    assert fit.title == "Platform Engineer" and fit.company == "Nimbus"

    [entry] = build_inputs(profile, [], TODAY, fit)
    given = {b.id: [r.text for r in b.requirements] for b in entry.bullets}
    assert given["work[0].highlights[1]"] == [K8S]
    assert given["work[0].highlights[3]"] == [TERRAFORM]
    assert all(RUST not in texts for texts in given.values())


def test_a_change_names_the_requirement_its_new_text_addresses() -> None:
    profile, role = _inputs()
    result = polish(profile, role, engine="offline", today=TODAY)
    changes = {c.path: c for c in result.changes}
    k8s = changes["work[0].highlights[1]"]  # "Responsible for" is a weak opening
    assert k8s.requirements == [K8S]
    assert any(K8S in why and "requirement" in why for why in k8s.reasons), k8s.reasons
    typo = changes["work[0].highlights[0]"]  # a spelling fix that touches no requirement
    assert typo.requirements == [] and not any("requirement" in w for w in typo.reasons)
    assert not any(RUST in why for c in result.changes for why in c.reasons)
    statuses = {r.text: r.status for r in result.requirements}
    assert statuses[RUST] == "missing"
    assert result.to_dict()["requirements"][0]["evidence"]


def test_a_reason_naming_a_requirement_the_new_text_does_not_address_is_left_out() -> None:
    profile, role = _inputs()
    fit = role_fit(profile, role, TODAY)
    review = RewriteReview(None, {}, role.text, fit=fit)
    before = "Responsible for migrating 40 services to Kubernetes"
    after = "Migrated 40 services to Kubernetes"
    reasons = [
        f"evidences the role's requirement '{K8S}'",  # true: the new text names Kubernetes
        f"evidences the role's requirement '{RUST}'",  # false: no Rust in it
        f"targets {TERRAFORM}",  # false: no Terraform in it
        "starts with an action verb",
    ]
    kept = true_reasons(reasons, before, after, {}, review)
    assert kept == [f"evidences the role's requirement '{K8S}'", "starts with an action verb"]


def test_the_offline_engine_says_which_requirement_only_when_the_text_addresses_it() -> None:
    profile, role = _inputs()
    fit = role_fit(profile, role, TODAY)
    [entry] = build_inputs(profile, [], TODAY, fit)
    # a requirement handed in for a bullet whose text does not name its skill is not claimed
    entry.bullets[2].requirements = [BulletRequirement(text=RUST, skills=["Rust"])]
    entry.bullets[2].text = "responsible for the office move"
    [rewrites] = OfflineEngine().rewrite_entries([entry], RoleBrief())
    reasons = {r.source_id: r.reasons for r in rewrites.rewrites}
    assert any(K8S in why for why in reasons["work[0].highlights[1]"])
    assert not any("requirement" in why for why in reasons["work[0].highlights[2]"])


def test_reorder_puts_the_bullets_that_evidence_must_haves_first_and_drops_none() -> None:
    profile, role = _inputs()
    result = polish(profile, role, engine="offline", today=TODAY, reorder=True)
    order = result.reordered["work[0]"]
    assert sorted(order) == [0, 1, 2, 3]  # a permutation: nothing dropped
    assert set(order[:2]) == {1, 3}  # Kubernetes and Terraform before the rest
    values = [result.new_values.get(f"work[0].highlights[{i}]") for i in range(4)]
    assert "Kubernetes" in (values[0] or "") or "Terraform" in (values[0] or "")
    assert any("office move" in (v or "") for v in values[2:])


def test_a_short_requirement_is_not_found_inside_another_word() -> None:
    fit = RoleFit([RequirementStatus(text="Go", level="must", status="missing", skills=["Go"])])
    review = RewriteReview(None, {}, "Go", fit=fit)
    kept = true_reasons(
        ["a good, plain opening", "speaks to 'Go'"], "wrote a tool", "Wrote a tool", {}, review
    )
    assert kept == ["a good, plain opening"]  # "Go" in "good" is no quote; 'Go' is, untrue


def test_a_reason_that_repeats_the_bullet_is_left_out_and_a_short_quote_is_kept() -> None:
    review = RewriteReview(None, {}, "Kubernetes", fit=RoleFit())
    before = "Finally, in 2022, Leon Lu joined HeiZhiMo as an AI Compiler Manager."
    after = "Joined HeiZhiMo as an AI Compiler Manager in 2022."
    reasons = [
        "Final, in 2022, Leon Lu joined HeiZhiMo as an AI Compiler Manager.",  # the text again
        "Joined HeiZhiMo as an AI Compiler Manager in 2022",  # the new text again
        "leads with 'Joined HeiZhiMo' instead of the narration",  # quotes two words: fine
        "drops 'Finally' and the third-person subject",
    ]
    kept = true_reasons(reasons, before, after, {}, review)
    assert kept == reasons[2:]


def test_a_reason_about_the_candidate_not_the_change_is_left_out() -> None:
    review = RewriteReview(None, {}, "Kubernetes", fit=RoleFit())
    before = "Responsible for the migration of 40 services to the new cluster"
    after = "Migrated 40 services to the new cluster"
    reasons = [
        "Deeply familiar with industry trends and a strong communicator",  # not the change
        "Experienced engineer with a track record of delivery",  # not the change
        "leads with an action verb",  # an edit
        "'Migrated' says what was done",  # names the word it added
        "clearer and shorter",  # what the edit is about
    ]
    kept = true_reasons(reasons, before, after, {}, review)
    assert kept == reasons[2:]


def test_a_short_reason_that_is_the_bullet_again_is_left_out() -> None:
    review = RewriteReview(None, {}, "Kubernetes", fit=RoleFit())
    before = "Summary of this military stint."
    after = "Summary of my military service."
    kept = true_reasons(
        ["Summary of this military stint.", "plainer wording"], before, after, {}, review
    )
    assert kept == ["plainer wording"]


def test_a_fix_of_case_alone_is_said_not_called_a_rewording() -> None:
    review = RewriteReview(None, {}, "Kubernetes", fit=RoleFit())
    before, after = "Successfully won Techcrunch Disrupt", "Successfully won TechCrunch Disrupt"
    said = true_reasons(["'Techcrunch' is written 'TechCrunch'"], before, after, {}, review)
    assert said == ["'Techcrunch' is written 'TechCrunch'"]
    fixed = true_reasons([], before, after, {"Techcrunch": "TechCrunch"}, review)
    assert fixed == ["fixes the spelling of 'Techcrunch' (TechCrunch)"]
    # a reason naming a word the change left as it was still says nothing of the change
    assert true_reasons(["shows the win at Disrupt"], before, after, {}, review) == []
