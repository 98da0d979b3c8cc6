"""The guard's claim check: inflations it refuses and honest rewrites it lets through.

The sentences are ordinary made-up bullets, not taken from any CV. `INFLATIONS` and `HONEST`
are also measured by `test_measured_rates`, whose figures the README reports.
"""

from __future__ import annotations

import pytest

from cvcoach.grounding.claims import find_claims, hedges
from cvcoach.grounding.guard import Guard

# (original bullet, inflated rewrite): each adds a claim the original does not make, or
# drops a hedge that keeps it honest. Numbers, names and dates are left equal on purpose:
# only the claim check can refuse these.
INFLATIONS: list[tuple[str, str]] = [
    # leadership
    (
        "Migrated the billing service to the new queue",
        "Led the migration of the billing service to the new queue",
    ),
    (
        "Migrated the billing service to the new queue",
        "Spearheaded the billing service migration to the new queue",
    ),
    ("Worked on the mobile app release", "Managed the mobile app release"),
    ("Wrote tests for the payment module", "Owned testing of the payment module"),
    ("Reviewed pull requests for the web team", "Supervised the web team's pull requests"),
    (
        "Paired with two new hires on the onboarding tasks",
        "Mentored two new hires through onboarding",
    ),
    (
        "Built the first version of the reporting tool",
        "Founded the reporting tool effort and built its first version",
    ),
    (
        "Planned the sprint backlog with the product owner",
        "Directed the sprint backlog with the product owner",
    ),
    ("Updated the deployment scripts", "Oversaw the deployment scripts"),
    ("Fixed bugs in the checkout flow", "Headed the checkout flow bug fixing"),
    (
        "Coordinated releases across two services",
        "Was responsible for releases across two services",
    ),
    # scope and sole credit
    (
        "Designed the caching layer for the search page",
        "Single-handedly designed the caching layer for the search page",
    ),
    ("Built the data export feature", "Solely built the data export feature"),
    ("Wrote the onboarding guide", "Independently wrote the onboarding guide"),
    ("Improved the logging setup", "Improved the company-wide logging setup"),
    ("Automated the release checklist", "Automated the release checklist end-to-end"),
    ("Set up monitoring for the API", "Set up monitoring for the entire API platform"),
    ("Wrote parts of the style guide", "Played a key role in writing the style guide"),
    ("Tested the new search feature", "Tested the new search feature with a team of engineers"),
    ("Rolled out the new login page", "Rolled out the new login page globally"),
    # recognition
    (
        "Built a weather app for a class project",
        "Built an award-winning weather app for a class project",
    ),
    (
        "Designed a new caching scheme for the image service",
        "Designed and patented a new caching scheme for the image service",
    ),
    (
        "Studied query planning in small databases",
        "Published research on query planning in small databases at a top venue",
    ),
    (
        "Wrote a report on memory leaks in the web client",
        "Wrote a peer-reviewed paper on memory leaks in the web client",
    ),
    (
        "Built a route planner for the delivery team",
        "Built the first-ever route planner for the delivery team",
    ),
    ("Entered a weekend hackathon with a chat bot", "Won a weekend hackathon with a chat bot"),
    ("Made a plugin for the text editor", "Made an innovative plugin for the text editor"),
    ("Gave a talk at the local meetup", "Gave an invited talk at the local meetup"),
    (
        "Designed the login flow",
        "Designed the login flow, recognized by the design team as a model",
    ),
    # outcomes
    (
        "Rewrote the image resizing code",
        "Rewrote the image resizing code, cutting load time in half",
    ),
    (
        "Moved the nightly jobs to the new scheduler",
        "Moved the nightly jobs to the new scheduler and doubled throughput",
    ),
    ("Cleaned up the build scripts", "Cleaned up the build scripts, saving hours every week"),
    (
        "Added caching to the profile page",
        "Added caching to the profile page, increasing conversions",
    ),
    ("Refactored the order service", "Refactored the order service and reduced errors"),
    (
        "Replaced the old charting library",
        "Replaced the old charting library, improving page speed",
    ),
    ("Rewrote the import tool", "Rewrote the import tool and boosted revenue"),
    (
        "Added retries to the upload client",
        "Added retries to the upload client, eliminating failed uploads",
    ),
    ("Tuned the database indexes", "Tuned the database indexes and achieved faster reports"),
    # superlatives and emphasis
    ("Built the internal search tool", "Built the fastest internal search tool"),
    ("Wrote the onboarding docs", "Wrote the best onboarding docs in the department"),
    ("Refactored the test suite", "Dramatically refactored the test suite"),
    ("Designed the dashboard", "Designed a world-class dashboard"),
    ("Improved the test suite", "Significantly improved the test suite"),
    ("Made the settings page", "Made the most popular settings page"),
    (
        "Built a state machine for the order flow",
        "Built a state-of-the-art state machine for the order flow",
    ),
    # hedges dropped: a share of the work or a task becomes a result
    (
        "Helped migrate the billing service to the new queue",
        "Migrated the billing service to the new queue",
    ),
    ("Assisted with the database upgrade", "Upgraded the database"),
    ("Contributed to the design of the search page", "Designed the search page"),
    ("Tasked with getting the build under 10 minutes", "Got the build under 10 minutes"),
    ("Worked on reducing the error rate of the parser", "Reduced the error rate of the parser"),
    ("Responsible for improving page load time", "Improved page load time"),
    ("Aimed to cut cloud costs for the test cluster", "Cut cloud costs for the test cluster"),
    ("Participated in the redesign of the checkout page", "Redesigned the checkout page"),
    ("Built the export feature with the platform team", "Built the export feature"),
]

# (original, honest rewrite): tense changes, reordering, dropped pronouns, action verbs in
# place of weak openings, and synonyms inside one claim group.
HONEST: list[tuple[str, str]] = [
    (
        "Build the reporting dashboard for the sales team",
        "Built the reporting dashboard for the sales team",
    ),
    ("Write unit tests for the payment module", "Wrote unit tests for the payment module"),
    (
        "I designed the caching layer for the search page",
        "Designed the caching layer for the search page",
    ),
    ("I have built a small tool for log search", "Built a small tool for log search"),
    ("Responsible for testing the payment module", "Tested the payment module"),
    ("Responsible for the release process", "Owned the release process"),
    ("In charge of the support rota", "Managed the support rota"),
    ("Helped to deploy the new login service", "Contributed to deploying the new login service"),
    ("Assisted with migrating the wiki", "Contributed to migrating the wiki"),
    ("Duties included: writing the weekly report", "Wrote the weekly report"),
    ("Worked on the mobile app", "Worked on the mobile app for the field team"),
    (
        "For the sales team, built the reporting dashboard",
        "Built the reporting dashboard for the sales team",
    ),
    (
        "Led the migration of two services to the new queue",
        "Led the migration of two services to the new queue, one at a time",
    ),
    ("Reduced page load time on the checkout flow", "Cut page load time on the checkout flow"),
    ("Improved the test suite's run time", "Sped up the test suite"),
    ("Mentored two interns during the summer", "Mentored two summer interns"),
    (
        "Managed the on-call rota for the web team",
        "Ran the web team's on-call rota and managed its schedule",
    ),
    (
        "Published a paper on query planning",
        "Published a paper on query planning in small databases",
    ),
    (
        "Won second place at a hackathon with a chat bot",
        "Won second place at a hackathon with a chat bot",
    ),
    (
        "Cut the error rate by 40% by adding retries",
        "Added retries, reducing the error rate by 40%",
    ),
    (
        "Wrote the fastest parser in the team's benchmark",
        "Wrote the fastest parser in the team's benchmark suite",
    ),
    ("Developing an app to track orders", "Developed an app to track orders"),
    ("Designed and implement the export feature", "Designed and implemented the export feature"),
    (
        "Was part of the team that rebuilt the search page",
        "Was part of the team that rebuilt the search page",
    ),
    (
        "Collaborated with designers on the new login page",
        "Built the new login page in collaboration with designers",
    ),
    ("Set up monitoring and alerting for the API", "Set up API monitoring and alerting"),
    ("Created a script that cleans old log files", "Wrote a script that cleans old log files"),
    (
        "Trained a text classifier that reached 92% accuracy",
        "Trained a text classifier achieving 92% accuracy",
    ),
    ("Handled customer tickets about billing", "Answered customer tickets about billing"),
    ("Organised the team's reading group", "Organised and ran the team's reading group"),
    (
        "Translated the help pages into French",
        "Translated the help pages into French for new users",
    ),
    (
        "Participated in code reviews for the web client",
        "Contributed to code reviews for the web client",
    ),
]


def _refused(original: str, rewrite: str) -> bool:
    return bool(Guard([original]).check_rewrite(original, rewrite, [original]))


@pytest.mark.parametrize(("original", "rewrite"), INFLATIONS)
def test_every_inflation_is_refused(original: str, rewrite: str) -> None:
    violations = Guard([original]).check_rewrite(original, rewrite, [original])
    assert violations, rewrite
    assert any(v.kind in ("claim", "dropped_hedge") for v in violations), violations


@pytest.mark.parametrize(("original", "rewrite"), HONEST)
def test_honest_rewrites_pass(original: str, rewrite: str) -> None:
    assert Guard([original]).check_rewrite(original, rewrite, [original]) == []


def test_measured_rates() -> None:
    """The suite's size and figures as the README reports them."""
    refused = sum(_refused(o, r) for o, r in INFLATIONS)
    false = sum(_refused(o, r) for o, r in HONEST)
    assert len(INFLATIONS) >= 40 and len({r for _, r in INFLATIONS}) == len(INFLATIONS)
    assert (refused, false) == (len(INFLATIONS), 0)


def test_the_message_says_what_was_added() -> None:
    [v] = Guard(["Built the search page"]).check_sentence("I led the search page work.")
    assert v.kind == "claim"
    assert v.message == "adds a leadership claim ('led') the CV does not make"
    [v] = Guard(["x"]).check_rewrite("Helped deploy the API", "Deployed the API", [])
    assert v.kind == "dropped_hedge" and "'Helped'" in v.message


def test_a_letter_sentence_may_use_any_claim_the_cv_makes() -> None:
    cv = ["Led the migration of the billing service", "Cut build time by 30%"]
    g = Guard(cv)
    assert g.check_sentence("I led a billing migration and reduced build time by 30%.") == []
    assert [v.text for v in g.check_sentence("I am the best candidate for this role.")] == ["best"]
    assert [v.text for v in g.check_sentence("I won an award for it.")] == ["won", "award"]


def test_word_families_cover_inflections() -> None:
    for word in ("lead", "leads", "leading", "led", "co-led", "leadership"):
        assert [c.category for c in find_claims(f"{word} the work")] == ["leadership"], word
    for word in ("manage", "managed", "manager", "management", "oversaw", "supervising"):
        assert [c.category for c in find_claims(f"{word} the work")] == ["leadership"], word
    for word in ("doubled", "halving", "in half", "tripled", "tenfold"):
        assert [c.groups for c in find_claims(f"x {word} y")] == [{"magnitude"}], word
    for word in ("largest", "biggest", "easiest", "best", "most reliable"):
        assert [c.category for c in find_claims(f"the {word} tool")] == ["superlative"], word


def test_ordinary_words_are_not_claims() -> None:
    text = (
        "Found 12 bugs in the latest release; wrote our own test harness; ran the interest "
        "rate model; added a request digest; on top of the queue; the first step; a lead time"
    )
    assert [c.text for c in find_claims(text)] == ["lead"]  # "lead time" reads as a claim word
    assert find_claims("Implemented the pytest suite and a backtest for the nearest match") == []


def test_praise_is_not_leadership() -> None:
    [claim] = find_claims("an industry-leading tool")
    assert claim.category == "superlative"


def test_hedges() -> None:
    assert hedges("Helped to deploy X") == ["Helped"]
    assert hedges("Worked on reducing the error rate") == ["Worked on reducing"]
    assert hedges("Worked on the mobile app") == []
    assert hedges("Tasked with getting the build green") == ["Tasked with getting"]
    assert hedges("Tasked with testing the new parser") == []  # "Tested the new parser" is fair


def test_a_correction_backs_only_its_own_token() -> None:
    cv = ["Built a tvn kernel for the compiler", "Wrote the Kubeflow pipeline"]
    g = Guard(cv, corrections={"tvn": "TVM", "pipline": "Pipeline"})
    assert g.check_rewrite(cv[0], "Built a TVM kernel for the compiler", cv) == []
    # the fix of a misspelling is no fact elsewhere: not added, and not kept in its place
    added = g.check_rewrite(cv[0], "Built a tvn kernel for the TVM compiler", cv)
    assert [(v.kind, v.text) for v in added] == [("entity", "TVM")]
    assert [v.text for v in g.check_sentence("I wrote TVM kernels.")] == ["TVM"]


def test_suggestions_are_not_facts_for_letters() -> None:
    g = Guard(["Built a tvn kernel"], corrections={"tvn": "TVM"})
    assert [v.kind for v in g.check_sentence("I built a TVM kernel.")] == ["entity"]
