"""The clock a search's time limits are read on.

Wall-clock time by default: on the page a search is given a slice of a frame, and a
player waits in wall-clock time.  A benchmark that solves many deals on a shared machine
reads the process's CPU time instead (``read_cpu_time``), so that "10 s a deal" is the
same work however busy the machine is: a search that shares its core with other work
gets its ten seconds of the core, only later.
"""

from __future__ import annotations

import time
from collections.abc import Callable

_reading: Callable[[], float] = time.perf_counter


def now() -> float:
    """The time, in seconds, on the clock searches read (its zero means nothing)."""
    return _reading()


def read_cpu_time(cpu: bool = True) -> None:
    """From now on, searches in this process read its CPU time (False: wall-clock time
    again)."""
    global _reading
    _reading = time.process_time if cpu else time.perf_counter
