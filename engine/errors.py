"""The two errors callers handle: both carry a sentence fit to show a player."""


class IllegalMove(ValueError):
    """The move is not legal now; nothing was changed."""


class BadSave(ValueError):
    """The save cannot be loaded (corrupt, tampered, from a newer format, unknown game)."""
