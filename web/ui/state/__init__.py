"""What the page keeps: the game under way, the saved games, the statistics, the
settings and the link to a deal."""
