"""Writing what cvcoach produces: rendered documents (`render/`)."""
