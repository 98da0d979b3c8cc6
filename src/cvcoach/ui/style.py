"""The workspace's CSS and the small scripts it runs in the browser."""

from __future__ import annotations

from cvcoach.outputs.render.html import CSS as CV_CSS

CSS = (
    CV_CSS
    + """
.cvc-mark{position:relative;cursor:help;border-radius:2px;text-decoration-thickness:2px;
text-underline-offset:3px;text-decoration-line:underline;text-decoration-style:wavy}
mark.cvc-mark{background:transparent;color:inherit}
mark.cvc-evidence-term{background:#e3f2e5;color:inherit;border-radius:2px;padding:0 1px}
.sev-error.cvc-mark{text-decoration-color:#c62828;background:#fdecea}
.sev-warning.cvc-mark{text-decoration-color:#ef6c00;background:#fff4e5}
.sev-info.cvc-mark{text-decoration-color:#1e88e5;text-decoration-style:dotted}
.cvc-whole.sev-info{background:none}
.cvc-tip{display:none;position:absolute;left:0;top:100%;z-index:30;min-width:14rem;
max-width:min(22rem,80vw);background:#263238;color:#fff;padding:.45rem .6rem;border-radius:6px;
font:13px/1.4 system-ui,sans-serif;font-style:normal;font-weight:normal;text-align:left;
box-shadow:0 2px 8px #0004;white-space:normal}
.cvc-tip b,.cvc-tip i,.cvc-tip .cvc-suggestion{color:#fff !important;background:none}
.cvc-tip i{color:#ffe082 !important}
.cvc-mark:hover>.cvc-tip,.cvc-mark:focus>.cvc-tip,.cvc-mark:focus-within>.cvc-tip{display:block}
.cvc-apply{margin-left:.3rem;padding:.1rem .5rem;border-radius:4px;border:1px solid #90caf9;
background:#e3f2fd;color:#0d47a1;cursor:pointer;font-size:13px}
.cvc-findings{list-style:none;padding:0;margin:0}
.cvc-findings li{padding:.35rem .5rem;border-left:4px solid #90a4ae;margin:.3rem 0;
background:var(--block-background-fill);overflow-wrap:anywhere}
.cvc-findings li.sev-error{border-color:#c62828}.cvc-findings li.sev-warning{border-color:#ef6c00}
.cvc-findings li.sev-info{border-color:#1e88e5}
.cvc-badge{font-size:11px;text-transform:uppercase;letter-spacing:.04em;opacity:.75}
.cvc-meter{height:12px;background:#eceff1;border-radius:6px;overflow:hidden}
.cvc-meter>div{height:100%;background:linear-gradient(90deg,#43a047,#7cb342)}
.cvc-chip{display:inline-block;padding:0 .45rem;margin:.12rem;border-radius:10px;font-size:13px}
.cvc-chip.gap{background:#fff3e0;border:1px solid #ffb74d}
.cvc-chip.ok{background:#e8f5e9;border:1px solid #81c784}
.cvc-change{overflow-wrap:anywhere}.cvc-change del{background:#ffebee;color:#b71c1c}
.cvc-change ins{background:#e8f5e9;color:#1b5e20;text-decoration:none}
.cvc-status-accepted{color:#2e7d32;font-weight:600}.cvc-status-rejected{color:#757575}
.cvc-problem{color:#c62828}
#cv-view .cv{max-width:none;padding:.4rem .2rem}
@media (max-width: 640px){
  .cv{font-size:14px;padding:.4rem}.cv h1{font-size:1.5rem}
  .cvc-tip{position:fixed;left:.5rem;right:.5rem;top:auto;bottom:.5rem;max-width:none}
  #cvc-intro p{font-size:14px}
}
"""
)

# Clicks on Apply buttons in a CV view or findings list become a `click` event with the
# finding's index (gr.HTML's js_on_load; `trigger` sends the data to the Python handler).
APPLY_JS = """
element.addEventListener('click', (e) => {
  const b = e.target.closest('.cvc-apply');
  if (b) { e.preventDefault(); trigger('click', {fix: Number(b.dataset.fix)}); }
});
"""


def scroll_to(elem_id: str) -> str:
    """A `js` callback that scrolls the page to an element once results arrive."""
    return (
        f"() => {{ const el = document.getElementById('{elem_id}'); "
        "if (el) el.scrollIntoView({behavior: 'smooth', block: 'start'}); }"
    )
