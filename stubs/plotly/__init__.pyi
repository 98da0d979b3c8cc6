"""plotly: only `plotly.graph_objects` is used (`cvcoach.ui.timeline`)."""
