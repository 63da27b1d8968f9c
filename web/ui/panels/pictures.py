"""The book's illustrations of the games' tableaux, as the rules panel shows them:
web/pictures/NNN.jpg (the scans of cadogan/illustrations), each one's size in pixels, so
its <img> has a width and a height and the panel does not jump as it loads.  The page
fetches a picture only when a game's rules are opened; the service worker keeps it once
seen (web/sw.js), and never fetches it ahead."""

from __future__ import annotations

from html import escape

FOLDER = "pictures"
SIZES: dict[str, tuple[int, int]] = {
    "001": (390, 355),
    "002": (424, 283),
    "003": (442, 277),
    "004": (450, 215),
    "005": (364, 398),
    "006": (361, 354),
    "007": (365, 365),
    "008": (507, 160),
    "009": (518, 310),
    "010": (512, 262),
    "011": (269, 385),
    "012": (379, 270),
    "013": (338, 342),
    "014": (409, 394),
    "015": (357, 439),
    "016": (479, 331),
    "017": (378, 375),
    "018": (433, 338),
    "019": (332, 533),
    "020": (399, 393),
    "021": (282, 352),
    "022": (467, 329),
    "023": (347, 394),
    "024": (463, 329),
    "025": (307, 477),
    "026": (334, 415),
    "027": (440, 232),
    "028": (330, 356),
    "029": (350, 292),
    "030": (333, 317),
    "031": (336, 406),
    "032": (273, 337),
    "033": (435, 230),
    "034": (351, 401),
    "035": (503, 270),
    "036": (372, 328),
    "037": (300, 411),
    "038": (435, 332),
    "039": (340, 428),
    "040": (289, 372),
    "041": (335, 428),
    "042": (445, 288),
    "043": (447, 358),
    "044": (499, 235),
    "045": (437, 240),
    "046": (335, 474),
    "047": (444, 343),
}


def picture_html(picture: str, name: str) -> str:
    """The figure of the book's picture of a game (nothing for a game it does not
    picture): loaded only when shown (``loading="lazy"``), its room kept meanwhile."""
    size = SIZES.get(picture)
    if size is None:
        return ""
    width, height = size
    return (
        f'<figure class="book-picture"><img src="./{FOLDER}/{escape(picture)}.jpg" '
        f'width="{width}" height="{height}" loading="lazy" decoding="async" '
        f'alt="The cards of {escape(name)} laid out, as the book pictures them">'
        f"<figcaption>The book's illustration of {escape(name)} (Lady Cadogan, "
        "<cite>Illustrated Games of Patience</cite>)</figcaption></figure>"
    )
