"""dist/, built and served (a copy of it) from a process of its own for the time of a
benchmark, with a tally of the bytes it sends: what a visit downloads from the network
(what the browser takes from its caches never reaches the server).

    with served() as site: ...            # site: the address, ending in "/"
    with served(tally=path) as site: ...  # each response appended to ``path`` as JSON
    with served(pages=True) as site: ...  # as GitHub Pages serves it (bench/pages.py)
"""

from __future__ import annotations

import contextlib
import json
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import build  # noqa: E402


class TallyingHandler(build.Handler):
    """build.Handler, writing a line per response: when (seconds, the server's clock),
    the path, the status and the bytes of its body."""

    tally: Path

    def send_response(self, code: int, message: str | None = None) -> None:
        self.status = code
        super().send_response(code, message)

    def copyfile(self, source, outputfile) -> None:
        start = source.tell()
        super().copyfile(source, outputfile)
        self.sent = source.tell() - start

    def handle_one_request(self) -> None:
        self.status, self.sent = None, 0
        super().handle_one_request()
        if self.status is not None:
            line = {"at": time.time(), "path": self.path, "status": self.status, "bytes": self.sent}
            # The file's own size, as it lies in dist/ (what is sent may be gzipped).
            file = Path(self.translate_path(self.path.split("?")[0]))
            file = file / "index.html" if file.is_dir() else file
            line["raw"] = file.stat().st_size if self.status == 200 and file.is_file() else 0
            with self.tally.open("a") as file:
                file.write(json.dumps(line) + "\n")


def serve(port: int, directory: str, tally: str | None = None, pages: bool = False) -> None:
    """Serve ``directory`` on 127.0.0.1:``port``, tallying what is sent when ``tally``
    names a file; ``pages``: as GitHub Pages serves it (bench/pages.py)."""
    import functools
    import http.server

    from bench.pages import PagesHandler

    kind = build.Handler
    if pages:
        kind = type("PagesTally", (TallyingHandler, PagesHandler), {}) if tally else PagesHandler
        if tally:
            kind.tally = Path(tally)
    elif tally:
        TallyingHandler.tally, kind = Path(tally), TallyingHandler
    handler = functools.partial(kind, directory=directory)
    with http.server.ThreadingHTTPServer(("127.0.0.1", port), handler) as server:
        server.serve_forever()


def read_tally(tally: Path, since: float = 0.0, until: float = float("inf")) -> list[dict]:
    """The responses of the tally sent between two moments (time.time())."""
    if not tally.exists():
        return []
    lines = [json.loads(line) for line in tally.read_text().splitlines() if line]
    return [line for line in lines if since <= line["at"] <= until]


@contextlib.contextmanager
def served(tally: Path | None = None, snapshot: bool = True, pages: bool = False) -> Iterator[str]:
    """Build dist/ and serve it, for the time of the ``with``, from a process of its own
    (served from this one, the files would wait on the browser driver's work here,
    which skews the cold loads): the site's address.  The server is stopped however
    the ``with`` ends."""
    build.build(snapshot=snapshot)
    # A copy of its own, so that a build made meanwhile (a test, another bench) cannot
    # pull the files from under a run that lasts minutes.
    copy = Path(tempfile.mkdtemp(prefix="served-")) / "dist"
    shutil.copytree(build.DIST, copy)
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    tallied = str(tally) if tally else None
    code = f"from bench.served import serve; serve({port}, {str(copy)!r}, {tallied!r}, {pages})"
    server = subprocess.Popen(
        [sys.executable, "-c", code],
        cwd=ROOT,
        # Nor its errors: it would hold this process's stderr open after a failed run.
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        for _ in range(200):
            with socket.socket() as client:
                if client.connect_ex(("127.0.0.1", port)) == 0:
                    break
            time.sleep(0.05)
        else:
            raise SystemExit("the server of dist/ did not start")
        yield f"http://127.0.0.1:{port}/"
    finally:
        server.terminate()
        server.wait()
        shutil.rmtree(copy.parent, ignore_errors=True)


def launch_chromium(playwright):
    """The benches' headless Chromium: Playwright's own where installed, else the system's,
    with the end-to-end tests' flags."""
    from tests.e2e.conftest import BROWSER_FLAGS, chromium_executable

    launch = {"args": BROWSER_FLAGS}
    executable = chromium_executable(playwright)
    if executable:
        launch["executable_path"] = executable
    return playwright.chromium.launch(**launch)
