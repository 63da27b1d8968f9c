"""The page's Python: a view model and a controller that import without a browser, and
one module (``dom``) that adapts them to the DOM.  Nothing here knows any game's rules:
every question about a move goes to the engine."""
