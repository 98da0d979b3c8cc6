"""Deterministic checks over a profile: each module turns profile text into findings."""
