"""dist/ served as GitHub Pages serves it, for the benches that count what travels: html,
css, JavaScript, JSON, the manifest and WebAssembly gzipped on the way (Pages gzips the
types mime-db calls compressible; it never sends brotli), every other file as it is (a .gz
or a .zip, an icon, python.code), each with an ETag and ``Cache-Control: max-age=600``
as Pages sends them, and a 304 to a request that names the ETag it has.

    pages_size(path)   # the bytes of a file as Pages would send it
"""

from __future__ import annotations

import functools
import gzip
import hashlib
import os
from pathlib import Path

import build

# Extensions whose files Pages sends gzipped (from mime-db's compressible types).
GZIPPED = (".html", ".css", ".js", ".mjs", ".json", ".webmanifest", ".wasm", ".svg", ".txt")
LEVEL = 6  # a server's usual gzip level; GitHub does not say which it uses


def sent_gzipped(name: str) -> bool:
    return name.endswith(GZIPPED)


@functools.cache
def _packed(path: str, mtime: float) -> bytes:
    return gzip.compress(Path(path).read_bytes(), LEVEL, mtime=0)


def pages_size(path: Path) -> int:
    """The bytes of a file's body as Pages would send it."""
    if sent_gzipped(path.name):
        return len(_packed(str(path), path.stat().st_mtime))
    return path.stat().st_size


class PagesHandler(build.Handler):
    """build.Handler, with gzip, ETags and Pages' caching header.  ``sent`` is the body's
    length on the wire (for bench.served's tally)."""

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "max-age=600")
        super().end_headers()

    def send_head(self):
        path = self.translate_path(self.path)
        if os.path.isdir(path):
            path = os.path.join(path, "index.html")
        if not os.path.isfile(path):
            return super().send_head()
        data = Path(path).read_bytes()
        tag = '"' + hashlib.sha1(data).hexdigest()[:20] + '"'
        if self.headers.get("If-None-Match") == tag:
            self.send_response(304)
            self.send_header("ETag", tag)
            self.end_headers()
            return None
        zipped = sent_gzipped(path) and "gzip" in self.headers.get("Accept-Encoding", "")
        body = _packed(path, os.stat(path).st_mtime) if zipped else data
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Length", str(len(body)))
        self.send_header("ETag", tag)
        if zipped:
            self.send_header("Content-Encoding", "gzip")
            self.send_header("Vary", "Accept-Encoding")
        self.end_headers()
        self.body = body
        return None

    def do_GET(self) -> None:
        self.body = None
        self.send_head()
        if self.body is not None:
            self.wfile.write(self.body)
            self.sent = len(self.body)

    def do_HEAD(self) -> None:
        self.body = None
        self.send_head()
