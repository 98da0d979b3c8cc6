"""Engines that rewrite bullets and draft letters: the offline engine and the LLM engine."""
