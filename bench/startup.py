"""Start-up time: navigation to a page that takes moves, the app against a bare Pyodide.

In one headless Chromium run, it times from navigation to ``html[data-ready=true]`` for
the app (index.html) and for ``bare.html``, a page that only runs ``loadPyodide()`` from
the same dist/, each loaded cold (a new browser context, empty cache) and warm (the same
context again), three loads each, the two pages taking turns; it prints the medians and
the app/bare ratio.  For the app it also prints when the prerendered table was first
painted (the browser's first-contentful-paint, from navigation start).

    python bench/startup.py [--loads 3]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def serve():
    import functools
    import http.server

    import build

    dist = build.build()
    server = http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), functools.partial(build.Handler, directory=str(dist))
    )
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_port}/"


def time_load(page, url: str) -> float:
    start = time.perf_counter()
    page.goto(url)
    page.wait_for_selector("html[data-ready=true]", timeout=120_000)
    return time.perf_counter() - start


FIRST_PAINT = """() => {
    const paint = performance.getEntriesByName("first-contentful-paint")[0];
    return paint ? paint.startTime / 1000 : null;
}"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--loads", type=int, default=3)
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    from tests.e2e.conftest import BROWSER_FLAGS, chromium_executable

    server, base = serve()
    results: dict[tuple[str, str], list[float]] = {}
    painted: dict[str, list[float]] = {}
    with sync_playwright() as playwright:
        launch = {"args": BROWSER_FLAGS}
        executable = chromium_executable(playwright)
        if executable:
            launch["executable_path"] = executable
        browser = playwright.chromium.launch(**launch)
        # The two pages take turns, so a machine that grows busier or quieter during
        # the run weighs on both alike.
        for _ in range(args.loads):
            for name, path in (("app", "#fortress/1"), ("bare", "bare.html")):
                context = browser.new_context()
                page = context.new_page()
                for kind in ("cold", "warm"):
                    if kind == "warm":
                        page.goto("about:blank")  # so the warm load is a real page load
                    results.setdefault((name, kind), []).append(time_load(page, base + path))
                    if name == "app" and page.locator("#table .card").count():
                        painted.setdefault(kind, []).append(page.evaluate(FIRST_PAINT))
                context.close()
        browser.close()
    server.shutdown()
    print(f"start-up to html[data-ready=true], median of {args.loads} loads (seconds)")
    print(f"{'':6}{'app':>8}{'bare':>8}{'app/bare':>10}")
    for kind in ("cold", "warm"):
        app = statistics.median(results[("app", kind)])
        bare = statistics.median(results[("bare", kind)])
        print(f"{kind:6}{app:8.2f}{bare:8.2f}{app / bare:10.2f}")
    print("first paint of the table, median (milliseconds from navigation)")
    for kind in ("cold", "warm"):
        print(f"{kind:6}{1000 * statistics.median(painted[kind]):8.0f}")


if __name__ == "__main__":
    main()
