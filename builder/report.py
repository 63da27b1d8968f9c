"""The size of each file of dist/, raw and gzipped."""

from __future__ import annotations

import gzip
from pathlib import Path

from builder.paths import DIST


def report(dist: Path = DIST) -> None:
    """Every file of dist/ with its size, raw and gzipped (as a server would send it),
    largest first, and the totals."""
    rows = []
    for path in sorted(p for p in dist.rglob("*") if p.is_file()):
        data = path.read_bytes()
        rows.append((path.relative_to(dist).as_posix(), len(data), len(gzip.compress(data, 9))))
    rows.sort(key=lambda row: -row[1])
    width = max(len(name) for name, _, _ in rows)
    print(f"{'file':<{width}}  {'bytes':>10}  {'gzipped':>10}")
    for name, raw, packed in rows:
        print(f"{name:<{width}}  {raw:>10,}  {packed:>10,}")
    total, packed = sum(row[1] for row in rows), sum(row[2] for row in rows)
    print(f"{f'total ({len(rows)} files)':<{width}}  {total:>10,}  {packed:>10,}")
