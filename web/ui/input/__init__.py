"""The player's input: taps, drags and keys on the table, the move each means, and a
move's way through the page."""
