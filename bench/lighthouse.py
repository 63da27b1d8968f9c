"""Lighthouse's mobile audit of the built site, served as GitHub Pages serves it (gzip,
ETags: bench/pages.py): the performance score and the metrics it is made of, per run and
their medians.

Lighthouse is not one of the project's packages: install it outside the repository, e.g.

    mkdir -p /tmp/lh && cd /tmp/lh && npm install --no-save lighthouse@12.2.3

then

    python bench/lighthouse.py [--runs 3] [--lighthouse /tmp/lh/node_modules/.bin/lighthouse]

It runs Lighthouse's default mobile settings (a phone's screen, 4x CPU slow-down and a
slow 4G network, both simulated) on Debian's Chromium (CHROME_PATH), headless.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.served import served  # noqa: E402

CLI = "/tmp/lh/node_modules/.bin/lighthouse"
CHROME_FLAGS = (
    "--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage "
    "--disable-background-networking --disable-component-update --disable-sync"
)
METRICS = (  # Lighthouse's audit id, the name printed, the unit
    ("first-contentful-paint", "FCP", "s"),
    ("largest-contentful-paint", "LCP", "s"),
    ("speed-index", "SI", "s"),
    ("total-blocking-time", "TBT", "ms"),
    ("cumulative-layout-shift", "CLS", ""),
    ("interactive", "TTI", "s"),
)


def audit(cli: str, url: str) -> dict:
    """One Lighthouse run: the performance score and each metric's value."""
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "report.json"
        env = {**os.environ, "CHROME_PATH": os.environ.get("CHROME_PATH", "/usr/bin/chromium")}
        subprocess.run(
            [
                cli,
                url,
                "--only-categories=performance",
                "--output=json",
                f"--output-path={out}",
                f"--chrome-flags={CHROME_FLAGS}",
                "--quiet",
            ],
            env=env,
            check=True,
            timeout=600,
        )
        report = json.loads(out.read_text())
    found = {"score": report["categories"]["performance"]["score"]}
    for key, _name, _unit in METRICS:
        found[key] = report["audits"][key]["numericValue"]
    found["bytes"] = report["audits"]["total-byte-weight"]["numericValue"]
    return found


def shown(key: str, unit: str, value: float) -> str:
    if unit == "s":
        return f"{value / 1000:8.2f}"
    if unit == "ms":
        return f"{value:8.0f}"
    return f"{value:8.3f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--lighthouse", default=os.environ.get("LIGHTHOUSE", CLI))
    args = parser.parse_args()
    if not Path(args.lighthouse).exists():
        raise SystemExit(f"No Lighthouse at {args.lighthouse}: see this script's docstring.")
    with served(pages=True) as base:
        runs = []
        for _ in range(args.runs):
            runs.append(audit(args.lighthouse, base))
            load = " ".join(Path("/proc/loadavg").read_text().split()[:3])
            print(f"run {len(runs)}: score {runs[-1]['score']:.2f} (load average {load})")
    print(f"\nLighthouse mobile, performance, {args.runs} runs (median; each run)")
    print(
        f"  {'score':<6}{statistics.median(r['score'] for r in runs):8.2f}   "
        + " ".join(f"{r['score']:.2f}" for r in runs)
    )
    for key, name, unit in METRICS:
        values = [r[key] for r in runs]
        each = " ".join(shown(key, unit, v).strip() for v in values)
        print(f"  {name:<6}{shown(key, unit, statistics.median(values))} {unit:<3}{each}")
    weight = statistics.median(r["bytes"] for r in runs)
    print(f"  bytes  {weight:,.0f} (all the audit saw downloaded, after ready too)")


if __name__ == "__main__":
    main()
