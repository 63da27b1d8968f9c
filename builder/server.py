"""The local server: dist/ served on 127.0.0.1."""

from __future__ import annotations

import functools
import http.server

from builder.paths import DIST


class Handler(http.server.SimpleHTTPRequestHandler):
    # Connections kept open, as every real static host keeps them: Python's default,
    # HTTP/1.0, opens a new connection for each file, and with the browser's six at a
    # time the page's dozen files at start queued behind one another (its first visit
    # then took some 2-5% longer against a bare Pyodide page, which asks for five).
    protocol_version = "HTTP/1.1"
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".wasm": "application/wasm",
        ".json": "application/json",
        ".webmanifest": "application/manifest+json",
    }

    def log_message(self, format: str, *args) -> None:
        # Only failed requests are worth a line.
        if len(args) > 1 and str(args[1])[:1] in "45":
            super().log_message(format, *args)


def serve(port: int = 8000) -> None:
    handler = functools.partial(Handler, directory=str(DIST))
    with http.server.ThreadingHTTPServer(("127.0.0.1", port), handler) as server:
        print(f"Serving dist/ on http://127.0.0.1:{port}/ (Ctrl+C stops)")
        server.serve_forever()
