"""Document importers: bytes of a CV document -> located lines -> JSON Resume YAML.

The pipeline: `detect` (which format, from the content), a reader per format (`pdf`,
`docx`, `markup` for Markdown/HTML/text) giving `Line`s, `sections` and `entries` (and
`prose` for biographies) placing them with the vocabulary of `heading_words`, `vocab` and
`places`, `extractive_guard` refusing any value that is not the document's own text,
`yaml_writer` and `report`. `importer.import_document` runs it. With a model
(`--engine openai|auto`), `model_parts` cuts the document into small parts,
`model_extraction` has an extractor (the model, from `cvcoach.engines.llm_import`) answer
for each, and `model_merge` keeps what the guard finds in the part's text.
"""
