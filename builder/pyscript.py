"""PyScript's files for the page: its core chunk, the chunks it can import and its config."""

from __future__ import annotations

import functools
import re

from builder.paths import NODE

UNUSED_PLUGINS = (
    "codemirror",
    "deprecations-manager",
    "donkey",
    "py-editor",
    "py-game",
    "py-terminal",
)
# Chunks (by the start of their names) only those plugins import, or their terminal
# (xterm), MicroPython, a TOML config, packages to install (pyodide_graph) or archives
# to unpack (zip), none of which the page's config has.
UNUSED_CHUNKS = re.compile(
    "^(" + "|".join((*UNUSED_PLUGINS, "xterm", "mpy", "toml", "pyodide_graph", "zip")) + ")"
)


PYSCRIPT_DIST = NODE / "@pyscript" / "core" / "dist"


def _named(listed: str) -> list[tuple[str, str]]:
    """The names of an import or export list ("a as b, c"): (name, name given), each."""
    pairs = []
    for item in listed.split(","):
        name, _, given = (part.strip() for part in item.partition(" as "))
        pairs.append((name, given or name))
    return pairs


@functools.cache
def pyscript_core() -> tuple[str, dict[str, str]]:
    """The chunk PyScript's core.js re-exports, and its exports: name as PyScript's docs
    give it -> name in the chunk.  The page imports the chunk itself, one request fewer."""
    text = (PYSCRIPT_DIST / "core.js").read_text(encoding="utf-8")
    found = re.search(r'export\s*\{([^}]*)\}\s*from\s*"\./([\w.-]+\.js)"', text)
    if not found:
        raise SystemExit("@pyscript/core's core.js no longer re-exports one chunk")
    return found[2], {given: name for name, given in _named(found[1])}


def pyscript_chunks() -> list[str]:
    """PyScript's core chunk and every chunk it can import, less the unused plugins'."""
    wanted, queue = set(), [pyscript_core()[0]]
    while queue:
        name = queue.pop()
        if name in wanted or UNUSED_CHUNKS.match(name):
            continue
        wanted.add(name)
        text = (PYSCRIPT_DIST / name).read_text(encoding="utf-8")
        queue.extend(re.findall(r"\./([\w.-]+\.js)", text))
    return sorted(wanted)


def pyscript_config() -> dict:
    return {
        # A relative URL: the page's Python comes from beside it, never from a CDN.  Not
        # Pyodide's own module but web/boot.js, which starts Pyodide as the page loads
        # and hands it to PyScript with the page's modules importable.
        "interpreter": "./boot.js",
        "plugins": [f"!{name}" for name in UNUSED_PLUGINS],
    }
