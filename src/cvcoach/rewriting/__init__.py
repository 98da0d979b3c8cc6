"""The pipelines that change text: polish, the cover letter, their reports, the review.

Each builds engine inputs from a profile and a role, calls an engine, and passes every
output through the grounding guard before anything is written.
"""
