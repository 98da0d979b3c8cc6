"""The guard and the facts it compares: nothing in a rewrite that the CV does not support."""
