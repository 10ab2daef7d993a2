"""The pages of ``trfcheck serve`` that are not reports: the upload form and an error page.
No script: a plain form posts the file to ``/report``; every text from outside is escaped
by the caller."""

from __future__ import annotations

from trfcheck.version import __version__
from trfcheck.web.limits import Limits

__all__ = ["error_page", "upload_page"]

_STYLE = """
body { font: 16px/1.5 system-ui, sans-serif; max-width: 44rem; margin: 2rem auto; padding: 0 1rem;
  color: #1b1f23; }
h1 { font-size: 1.6rem; margin-bottom: .2rem; }
p.lead { color: #57606a; margin-top: 0; }
form { border: 1px solid #d0d7de; border-radius: 8px; padding: 1.2rem; background: #f6f8fa; }
label { display: block; margin: .7rem 0 .2rem; font-weight: 600; }
select, input[type=text] { font: inherit; padding: .2rem; min-width: 14rem; }
button { font: inherit; margin-top: 1rem; padding: .4rem 1.2rem; border-radius: 6px;
  border: 1px solid #1f883d; background: #1f883d; color: #fff; cursor: pointer; }
small, .note { color: #57606a; }
pre { background: #f6f8fa; padding: .8rem; overflow-x: auto; white-space: pre-wrap; }
"""


def _shell(title: str, body: str) -> str:
    return (
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{title}</title><style>{_STYLE}</style></head><body>{body}</body></html>\n"
    )


def upload_page(limits: Limits) -> str:
    """The form: a file and the choices of ``trfcheck check``."""
    megabytes = limits.upload_bytes / (1024 * 1024)
    body = f"""
<h1>trfcheck</h1>
<p class="lead">Check a FIDE Tournament Report File: every round re-paired, every rule,
the standings. Nothing you send is stored: the file is deleted when the report is sent.</p>
<form method="post" action="/report" enctype="multipart/form-data">
<label for="file">Tournament file (TRF, TRF-2026, trfcheck JSON or Swiss-Manager .TUNX)</label>
<input id="file" name="file" type="file" required>
<small>At most {megabytes:g} MB; an audit may take up to {limits.seconds:g} s.</small>
<label for="system">Pairing system</label>
<select id="system" name="system">
<option value="">as the file says (else Dutch; a round robin by its 092)</option>
<option value="dutch">Dutch</option><option value="dubov">Dubov</option>
<option value="burstein">Burstein</option><option value="lim">Lim</option>
<option value="team">Swiss Team</option><option value="double">Double-Swiss</option>
</select>
<label for="edition">Pairing rules</label>
<select id="edition" name="edition">
<option value="">by the start date</option>
<option value="2026">2026</option><option value="pre2026">before 2026 (2017)</option>
</select>
<label for="tiebreak_edition">Tie-break rules (C.07)</label>
<select id="tiebreak_edition" name="tiebreak_edition">
<option value="">by the start date</option>
<option value="2024">2024</option><option value="2026">2026</option>
</select>
<label for="for">Pre-flight before an upload (B.02, B.01)</label>
<select id="for" name="for">
<option value="">none</option>
<option value="rating">for rating</option><option value="title">for title norms</option>
</select>
<label for="reading">Reading of the rules (optional, NAME=VALUE)</label>
<input id="reading" name="reading" type="text" placeholder="dutch-tpn=registered">
<div><button type="submit">Check</button></div>
</form>
<p class="note">The same audit as <code>trfcheck check FILE --html report.html</code>.
Scripts: <code>POST /api/check</code>, <code>/api/pair</code>, <code>/api/standings</code>,
<code>/api/rating</code>, <code>/api/norms</code> (<a href="/api/openapi.json">OpenAPI</a>).
trfcheck {__version__}.</p>
"""
    return _shell("trfcheck: check a tournament file", body)


def error_page(status: int, message: str, lines: list[str]) -> str:
    """A page for a request that gave no report (``message`` and ``lines`` escaped)."""
    details = f"<pre>{chr(10).join(lines)}</pre>" if lines else ""
    body = (
        f"<h1>No report ({status})</h1><p>{message}</p>{details}"
        '<p><a href="/">Check another file</a></p>'
    )
    return _shell("trfcheck: no report", body)
