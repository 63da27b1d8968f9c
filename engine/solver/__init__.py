"""The solver: a search for a win in any game, over the engine's own moves.

``core`` is the search (depth-first, taking turns with ``probes`` and ``beams``);
``knowledge`` is what it knows of any game beyond the rules, and ``games/<game>.py`` what
it knows of one game (dead-end proofs, move order, quick games), found by game id;
``hints`` drives it for the page's Hint in slices of time; ``winnable`` lists the deals it
has won.  The rules (``engine/games``) never import this package: it imports them.

Nothing is imported here, so the page can read ``winnable`` without loading the search.
"""
