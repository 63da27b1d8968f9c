"""Counts in words: "1 move", "2 moves", "0 moves"."""

from __future__ import annotations


def counted(count: int, noun: str, plural: str | None = None) -> str:
    """``count`` and ``noun``, the noun plural unless the count is exactly one."""
    return f"{count} {noun if count == 1 else plural or noun + 's'}"
