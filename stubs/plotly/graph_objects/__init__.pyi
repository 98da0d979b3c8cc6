"""plotly.graph_objects: the figure of `cvcoach.ui.timeline.figure`."""

from collections.abc import Mapping, Sequence

class Scatter:
    def __init__(
        self,
        *,
        x: Sequence[str] = ...,
        y: Sequence[str] = ...,
        mode: str = ...,
        line: Mapping[str, object] = ...,
        name: str = ...,
        legendgroup: str = ...,
        showlegend: bool = ...,
        hovertemplate: str = ...,
    ) -> None: ...

class Figure:
    def __init__(self) -> None: ...
    def add_trace(self, trace: Scatter) -> Figure: ...
    def add_vrect(
        self,
        x0: str,
        x1: str,
        *,
        fillcolor: str = ...,
        opacity: float = ...,
        line_width: float = ...,
        annotation_text: str = ...,
        annotation_position: str = ...,
    ) -> Figure: ...
    def update_yaxes(self, *, autorange: bool | str = ..., automargin: bool = ...) -> Figure: ...
    def update_layout(
        self,
        *,
        height: int = ...,
        margin: Mapping[str, int] = ...,
        legend: Mapping[str, object] = ...,
        xaxis: Mapping[str, object] = ...,
    ) -> Figure: ...
