"""Prompt files, packaged with cvcoach (see cvcoach.llm.prompts)."""
