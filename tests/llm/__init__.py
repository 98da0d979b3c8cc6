"""Tests of the LLM engine, against a scripted OpenAI-compatible server on 127.0.0.1."""
