"""``trfcheck serve``: the audit as a web page and a JSON API, for a federation to host.

Every answer is the command line's own: a request becomes one ``trfcheck`` process
(``python -m trfcheck COMMAND NAME --format json ...``) run on a private copy of the
upload, with a time and a memory limit, so the API's bodies are, by construction, what
``trfcheck COMMAND NAME --format json`` prints for the same file and options (docs/serve.md).

Modules: ``limits`` (what a request may cost), ``worker`` (one audit in its own process,
killed when it runs over), ``upload`` (the uploaded file and the options, checked before
anything runs), ``app`` (the Starlette application: the page, the API, health), ``page``
(the upload form), ``openapi`` (the API's description). This package imports nothing of
trfcheck's other layers: the work is done by the command line in a child process.
"""
