"""Run once on an interpreter restored from the memory snapshot (web/boot.js), before the
page's Python: what the snapshot froze at build time that must be this visit's own.

Every restore starts from the same memory, so Python's ``random`` would give the same
numbers at every visit: it is seeded afresh from the browser's ``crypto.getRandomValues``
(``seed``, passed in by boot.js).  The clock needs nothing (``time`` reads it at each
call).  The string hash seed stays the build's (fixed so that two builds of the same
sources make the same snapshot): nothing on the page hashes text an attacker chooses.
"""

import os
import random


def after_restore(seed, language):
    random.seed(bytes(seed))
    # The build's neutral locale, in place of the player's, as a fresh start would have it.
    os.environ["LANG"] = language
