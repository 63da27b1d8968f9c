"""The page's entry point (run by PyScript): start the table."""

from ui.dom import start

start()
