"""Readers and writers for the profile formats cvcoach understands."""
