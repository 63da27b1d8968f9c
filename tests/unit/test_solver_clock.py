"""The clock a search's time limit is read on: wall-clock time, or the process's CPU time
for benchmarks on a shared machine."""

import time

import engine
from engine.solver import clock


def test_cpu_time_does_not_pass_while_the_process_waits():
    clock.read_cpu_time()
    try:
        before = clock.now()
        time.sleep(0.2)
        assert clock.now() - before < 0.1
    finally:
        clock.read_cpu_time(False)
    before = clock.now()
    time.sleep(0.2)
    assert clock.now() - before >= 0.2


def test_a_search_limited_in_cpu_time_stops_within_it():
    clock.read_cpu_time()
    try:
        started = time.process_time()
        verdict = engine.solve(engine.new_game("napoleon-st-helena", 1), 10**9, max_seconds=0.3)
        spent = time.process_time() - started
    finally:
        clock.read_cpu_time(False)
    assert verdict.result == "unknown"
    assert 0.3 <= spent < 1.5
