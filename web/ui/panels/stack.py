"""The page's panels (the Games, Rules, Stats and Settings dialogs, and the win panel):
the one opened last lies on top of the others.

The style sheet puts them all in one layer (one z-index), where of two panels the later in
the document is drawn above the earlier; so a panel that opens is first moved to the end of
the page's body.  The document's order is the stack: there is nothing else to keep."""

from __future__ import annotations


def show_panel(node, visible: bool) -> None:
    """Show ``node`` above every other panel, or hide it."""
    if visible:
        parent = node.parentNode
        # Moving a node blurs what has the focus in it (and restarts its animations): a
        # panel already on top stays where it is.
        if not node.isSameNode(parent.lastElementChild):
            parent.appendChild(node)
    node.hidden = not visible
