"""A slower machine for a benchmark's browser: every process of it, the page's main thread
and the solver's worker alike, held to a share of the machine's cores.

DevTools' CPU throttling (``Emulation.setCPUThrottlingRate``) slows the page's main thread
only: a worker, the compositor and the browser's other processes run at the machine's
speed, so a search moved into the solver's worker would look free at "4x".  A phone is
slower everywhere.  Here Linux's cpu controller (a cgroup, v1 or v2; root only) gives the
browser's processes, all together, ``cores`` cores' worth of time in each tenth of a
second.  At 0.25 the page's main thread alone runs as DevTools' 4x runs it, and the
solver's worker takes its time from that same quarter of a core: harsher than a phone,
whose worker has a core of its own, so a page that keeps its frames at 0.25 keeps them
there.  (No quota slows each thread 4x and still lets two run at once.)

    with slowed_browser(playwright, cores=0.25) as browser: ...

The processes are the browser's and those it starts later (a new page's renderer is
forked from a process already in the group, so it is in it too).
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator
from pathlib import Path

PERIOD_US = 100_000
# Where the cpu controller is mounted: cgroup v1's own hierarchy, or v2's unified one.
V1 = Path("/sys/fs/cgroup/cpu")
V2 = Path("/sys/fs/cgroup")
NAME = "cadogan-bench"


def _group(cores: float) -> Path:
    quota = max(1000, int(cores * PERIOD_US))
    if (V1 / "cpu.cfs_quota_us").exists():
        group = V1 / NAME
        group.mkdir(exist_ok=True)
        (group / "cpu.cfs_period_us").write_text(str(PERIOD_US))
        (group / "cpu.cfs_quota_us").write_text(str(quota))
        return group
    if (V2 / "cgroup.controllers").exists() and "cpu" in (V2 / "cgroup.controllers").read_text():
        group = V2 / NAME
        group.mkdir(exist_ok=True)
        (group / "cpu.max").write_text(f"{quota} {PERIOD_US}")
        return group
    raise SystemExit("no cgroup cpu controller to write to here (it needs Linux and root)")


def _descendants(root: int) -> list[int]:
    """The processes started by ``root``, directly or not."""
    parents: dict[int, int] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            status = (entry / "status").read_text()
        except OSError:
            continue  # ended meanwhile
        for line in status.splitlines():
            if line.startswith("PPid:"):
                parents[int(entry.name)] = int(line.split()[1])
                break
    found, frontier = [], [root]
    while frontier:
        parent = frontier.pop()
        children = [pid for pid, ppid in parents.items() if ppid == parent]
        found += children
        frontier += children
    return found


@contextlib.contextmanager
def slowed_browser(playwright, cores: float) -> Iterator[object]:
    """A headless Chromium (``bench/served.launch_chromium``) whose processes share
    ``cores`` cores' worth of time; closed at the end."""
    from bench.served import launch_chromium

    group = _group(cores)
    browser = launch_chromium(playwright)
    try:
        chromium = [
            pid
            for pid in _descendants(os.getpid())
            if "chrom" in Path(f"/proc/{pid}/cmdline").read_bytes().decode(errors="replace")
        ]
        if not chromium:
            raise SystemExit("the browser's processes were not found")
        for pid in chromium:
            with contextlib.suppress(ProcessLookupError, OSError):
                (group / "cgroup.procs").write_text(str(pid))
        yield browser
    finally:
        browser.close()
