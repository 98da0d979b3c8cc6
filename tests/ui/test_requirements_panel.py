"""The requirements panel: score meter, unmet then met requirements, posting text escaped."""

from __future__ import annotations

from cvcoach.ui.requirements_panel import requirements_panel


def test_panel_lists_requirements_and_escapes_them() -> None:
    html = requirements_panel(0.5, ["5+ years of Python"], ["<b>Go</b> & Rust"])
    assert 'aria-valuenow="50"' in html and "1 of 2 requirements" in html
    assert "&lt;b&gt;Go&lt;/b&gt; &amp; Rust" in html and "<b>Go</b>" not in html
    assert html.index("Not in the CV") < html.index("Met</b>")


def test_panel_without_a_posting() -> None:
    assert "Add a job description" in requirements_panel(None, [], [])


def test_each_requirement_opens_on_the_cv_lines_that_show_it() -> None:
    from cvcoach.rewriting.tailoring import RequirementStatus, RoleFit

    fit = RoleFit(
        [
            RequirementStatus(
                text="<i>Kubernetes</i> in production",
                level="must",
                status="met",
                skills=["Kubernetes"],
                evidence=["work[0].highlights[1]"],
            ),
            RequirementStatus(text="Rust", level="nice", status="missing", skills=["Rust"]),
        ],
        0.6,
    )
    html = requirements_panel(
        0.6,
        ["Kubernetes"],
        ["Rust"],
        fit=fit,
        texts={"work[0].highlights[1]": "Migrated <b>40</b> services to Kubernetes"},
        labels={"work[0].highlights[1]": "Acme, bullet 2"},
    )
    met = html[html.index("<p><b>Met</b>") :]
    unmet = html[: html.index("<p><b>Met</b>")]
    assert '<details class="cvc-requirement" data-status="met">' in met
    assert "&lt;i&gt;Kubernetes&lt;/i&gt; in production" in met and "<i>" not in html
    assert 'data-path="work[0].highlights[1]"' in met and "<b>Acme, bullet 2</b>" in met
    assert "Migrated &lt;b&gt;40&lt;/b&gt; services" in met
    # the skill that makes the line evidence is marked, and only it
    assert '<mark class="cvc-evidence-term">Kubernetes</mark>' in met
    assert met.count("<mark") == 1
    assert "Rust (nice to have)" in unmet and "No line of the CV shows it" in unmet


def test_evidence_marks_each_skill_whole_and_escapes_the_rest() -> None:
    from cvcoach.ui.requirements_panel import marked_html

    assert marked_html("Used C++ and c# <script>", ["C++", "C#"]) == (
        'Used <mark class="cvc-evidence-term">C++</mark> and '
        '<mark class="cvc-evidence-term">c#</mark> &lt;script&gt;'
    )
    assert "<mark" not in marked_html(
        "Gopher, Rusty, Kubernetes-free? no: Kubernetesx", ["Go", "Rust"]
    )
    assert marked_html("Ran <b>Go</b>", []) == "Ran &lt;b&gt;Go&lt;/b&gt;"
    assert marked_html("Go & Go", ["Go"]).count("<mark") == 2
