"""Mechanisms shared by several games: foundations, marriages and other builds, lanes,
talons, refills, deal-time play and re-deals.  A game module composes these; it never
re-implements them."""
