"""The LLM engine: prompts, the model port over the openai client, chains, cache and budgets."""
