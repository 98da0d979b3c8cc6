"""Document importers: bytes of a CV document -> located lines -> JSON Resume YAML.

The pipeline: `detect` (which format, from the content), a reader per format (`pdf`,
`docx`, `markup` for Markdown/HTML/text) giving `Line`s, `sections` and `entries` (and
`prose` for biographies) placing them, `extractive_guard` refusing any value that is not
the document's own text, `yaml_writer` and `report`. `importer.import_document` runs it.
"""
