"""The build of dist/, one job per module (build.py, the entry point, runs them in turn):
paths (where things are), pyscript (PyScript's files and config), python (the page's
Python, as sources and bytecode), snapshot (the memory snapshot, made and checked under
Node), page (index.html and the page's scripts), icons (the manifest and its icons),
worker (the service worker), server (the local server) and report (the files' sizes)."""
