"""Requirement units: a line that asks at two levels splits, degrees in any case, softened lists."""

from __future__ import annotations

from cvcoach.inputs.posting import posting_from_text
from cvcoach.keywords.experience import degree_levels
from cvcoach.keywords.requirements import requirements, split_requirement


def test_parts_asking_at_different_levels_split() -> None:
    assert split_requirement("5+ years of bookkeeping experience; Bachelor's degree preferred") == [
        "5+ years of bookkeeping experience",
        "Bachelor's degree preferred",
    ]
    assert split_requirement(
        "Strong written communication skills, support experience strongly preferred"
    ) == ["Strong written communication skills", "support experience strongly preferred"]
    assert split_requirement(
        "3+ years in design (degree in a related field would be nice); passion for news is required"
    ) == [
        "3+ years in design",
        "degree in a related field would be nice",
        "passion for news is required",
    ]
    assert split_requirement("BS in Computer Science (PhD preferred)") == [
        "BS in Computer Science",
        "PhD preferred",
    ]


def test_a_line_asking_alike_stays_whole() -> None:
    for text in (
        "Knowledge of Python, Go or Rust is a plus",
        "Comfort with ledger tools, ideally Xero",
        "Strong front-end skills (HTML/CSS/JS); some experience with CSS pre-compilers",
        "Degree in computer science (but not required)",
    ):
        assert split_requirement(text) == [text]


def test_split_requirements_carry_their_own_level_and_degree() -> None:
    text = "# Clerk\n\n## Requirements\n\n- 5+ years of bookkeeping; Bachelor's degree preferred\n"
    items = requirements(posting_from_text(text)).items
    assert [(r.level, r.years, r.degree) for r in items] == [
        ("must", 5.0, None),
        ("nice", None, "bachelor"),
    ]


def test_degree_words_in_any_case_abbreviations_as_written() -> None:
    assert degree_levels("College degree from an accredited institution") == ["bachelor"]
    assert degree_levels("MASTER'S in finance") == ["master"]
    assert degree_levels("M.S. or Ph.D.") == ["master", "phd"]
    assert degree_levels("uses ms word and ba tools") == []


def test_a_softened_only_list_asks_must_a_nice_list_beside_requirements_nice() -> None:
    only = (
        "# Intern\n\nSome skills that would be helpful for this position include:\n\n"
        "- Experience with HTML and CSS\n- Familiarity with git is a plus\n"
    )
    assert [r.level for r in requirements(posting_from_text(only)).items] == ["must", "nice"]
    both = "# Dev\n\n## Requirements\n\n- Python\n\n## Nice to have\n\n- Experience with Go\n"
    assert [r.level for r in requirements(posting_from_text(both)).items] == ["must", "nice"]


def test_organisations_and_venues_are_no_skills() -> None:
    from cvcoach.keywords.skills import find_skills

    text = "Publications at NeurIPS or CVPR; experience at Google; Google Cloud and Python"
    assert find_skills(text) == ["GCP", "Python"]


def test_years_as_postings_write_them() -> None:
    from cvcoach.keywords.requirements import years_asked

    assert years_asked("Five-plus years of backend development") == 5
    assert years_asked("5 plus years with Python") == 5
    assert years_asked("eleven years in finance") == 11
    assert years_asked("at least five (5) years") == 5
    assert years_asked("three to five years") == 3
    # a degree's length is no years of experience
    assert years_asked("A four-year degree in a quantitative field") is None
    assert years_asked("4 year college degree") is None


def test_degree_forms_postings_use() -> None:
    assert degree_levels("Advanced degree in statistics")[:1] == ["master"]
    assert degree_levels("A four year degree in a quantitative field")[:1] == ["bachelor"]
    assert degree_levels("Undergrad degree in economics")[:1] == ["bachelor"]
    assert degree_levels("BA/BS in Economics")[:1] == ["bachelor"]
    assert degree_levels("Bachelor’s degree")[:1] == ["bachelor"]
    assert degree_levels("PhD or equivalent experience") == ["phd"]
    assert degree_levels("a degree in a quantitative field") == ["bachelor"]


def test_degree_abbreviations_that_are_no_degree() -> None:
    assert degree_levels("Proficiency in MS Office and MS Excel") == []
    assert degree_levels("Must be able to work in Boston, MA") == []
    assert degree_levels("BS, MS or PhD in Physics") == ["bachelor", "master", "phd"]
    assert degree_levels("MA in History") == ["master"]


def test_ms_before_a_microsoft_product_from_the_tables_is_no_degree() -> None:
    from cvcoach.keywords.experience import microsoft_products

    products = microsoft_products()
    # from ESCO (data/microsoft_products.txt) and from the skill table's "MS X" spellings
    assert {"Visio", "Access", "Word", "Office", "Outlook", "Project", "Azure"} <= products
    for name in sorted(products):
        assert degree_levels(f"Advanced MS {name} skills") == [], name
    assert degree_levels("MS in Statistics or MS Computer Science") == ["master"]


def test_nice_markers_with_any_one_word_and_a_future_tense() -> None:
    def level(text: str) -> str:
        posting = posting_from_text(f"# Engineer\n\n## Requirements\n\n- {text}\n")
        return requirements(posting).items[0].level

    assert level("Experience with Elm is a great plus, easing work with the web team") == "nice"
    assert level("A working knowledge of Golang will be helpful for our orchestration") == "nice"
    assert level("Applicants in Canada are preferred") == "nice"
    # must not fire: a plus sign, a tool named Plus, what is required
    assert level("Experience with C++ and Rust") == "must"
    assert level("Knowledge of Google Plus APIs is required") == "must"
    assert level("5+ years of Python") == "must"


def test_what_is_preferred_ends_at_and() -> None:
    got = split_requirement(
        "BA in Economics or Business, MBA preferred and at least 4+ years of experience in sales"
    )
    assert got == [
        "BA in Economics or Business",
        "MBA preferred",
        "at least 4+ years of experience in sales",
    ]
    # must not fire: parts asking alike stay one
    assert split_requirement("Python preferred and Go preferred") == [
        "Python preferred and Go preferred"
    ]


def test_a_sentence_saying_what_is_not_asked_asks_nothing() -> None:
    posting = posting_from_text(
        "# Engineer\n\n## Requirements\n\n- Fluent English\n"
        "- Knowledge of Portuguese is NOT in any way a requirement.\n"
        "- Rust is not required, but a plus\n"
        "- A degree is not required.\n- Prior research experience is not necessary, you must "
        "know statistics\n"
    )
    reqs = requirements(posting)
    texts = {i.text: i.level for i in reqs.items}
    assert "Knowledge of Portuguese is NOT in any way a requirement." not in texts
    assert "A degree is not required." not in texts
    assert any(i.why == "says what is not asked" for i in reqs.ignored)
    # must not fire: a plus after it, or what is still asked
    assert texts["Rust is not required, but a plus"] == "nice"
    assert texts["Prior research experience is not necessary, you must know statistics"] == "must"


def test_one_letter_languages_are_read_only_as_languages() -> None:
    from cvcoach.keywords.skills import find_skills

    assert find_skills("Expert-level C programming is essential") == ["C"]
    assert find_skills("experience with C, Go or Rust") == ["C", "Go", "Rust"]
    assert find_skills("We do most of our analysis in R, with scripts as needed") == ["R"]
    assert find_skills("C") == ["C"]  # a skill list's item
    for text in ("Grade C or above", "Section R of the form", "R&D experience", "Vitamin D"):
        assert find_skills(text) == []
    assert "D" not in find_skills("Data visualisation with D3")


def test_a_cv_naming_a_kind_of_a_skill_by_its_acronym_shows_the_skill() -> None:
    from cvcoach.keywords.experience import _shown
    from cvcoach.keywords.skills import broader_skills

    assert broader_skills("LLM inference") == ("large language models",)
    assert broader_skills("SQL Server") == ("SQL",)
    assert broader_skills("Python") == ()
    assert "large language models" in _shown("Built an LLM inference service")
