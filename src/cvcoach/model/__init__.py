"""Plain data every layer shares: findings, the profile, the role, a model run's usage.

Nothing here imports the rest of cvcoach.
"""
