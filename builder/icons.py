"""The web app manifest and its icons (PNGs drawn with the standard library)."""

from __future__ import annotations

import struct
import zlib

FELT = "#1f5f3a"  # the table's colour (web/style.css --felt)
ICONS = {  # file name: (size in pixels, maskable)
    "icon-192.png": (192, False),
    "icon-512.png": (512, False),
    "icon-maskable-512.png": (512, True),
    "apple-touch-icon.png": (180, False),
}
MANIFEST = {
    "name": "Cadogan's Patience",
    "short_name": "Patience",
    "description": "The games of patience of Lady Cadogan's Illustrated Games of Patience.",
    "lang": "en",
    "start_url": "./",
    "scope": "./",
    "display": "standalone",
    "orientation": "any",
    "background_color": FELT,
    "theme_color": FELT,
    "icons": [
        {"src": "icon-192.png", "sizes": "192x192", "type": "image/png", "purpose": "any"},
        {"src": "icon-512.png", "sizes": "512x512", "type": "image/png", "purpose": "any"},
        {
            "src": "icon-maskable-512.png",
            "sizes": "512x512",
            "type": "image/png",
            "purpose": "maskable",
        },
    ],
}
# Not cached by the service worker: itself, and the file that says which build is live.


# Icons ------------------------------------------------------------------------------
# Two cards on the felt: a card's back, and a face with a red diamond.  Each shape is a
# rounded rectangle or a diamond, in units of the icon's size, painted row by row with
# its edges blended (standard library only: no imaging package).
CREAM, BACK, SHADE, RED = (255, 253, 247), (123, 29, 43), (18, 51, 32), (192, 24, 43)
ICON_SHAPES = (  # (kind, centre x, centre y, half width, half height, corner radius), colour
    (("rect", 0.575, 0.44, 0.22, 0.308, 0.03), CREAM),
    (("rect", 0.575, 0.44, 0.195, 0.283, 0.015), BACK),
    (("rect", 0.44, 0.56, 0.228, 0.316, 0.036), SHADE),
    (("rect", 0.44, 0.56, 0.22, 0.308, 0.03), CREAM),
    (("diamond", 0.44, 0.56, 0.09, 0.13, 0.0), RED),
)
MASKABLE_SCALE = 0.7  # a maskable icon keeps its drawing within the central circle


def _hex_colour(text: str) -> tuple[int, int, int]:
    return tuple(int(text[i : i + 2], 16) for i in (1, 3, 5))


def _paint(row: bytearray, left: float, right: float, colour: tuple, cover: float) -> None:
    """Paint the part of a row of pixels between ``left`` and ``right`` (pixel units),
    ``cover`` being how much of the row's height the shape covers."""
    size = len(row) // 3
    first, last = max(0, int(left)), min(size, int(right) + 1)
    solid = bytes(colour)
    x = first
    while x < last:
        alpha = (min(right, x + 1) - max(left, x)) * cover  # how much of the pixel is covered
        if alpha >= 1:  # the inside of the span, in one stroke
            end = max(x + 1, min(last, int(right)))
            row[3 * x : 3 * end] = solid * (end - x)
            x = end
            continue
        if alpha > 0:
            old = row[3 * x : 3 * x + 3]
            row[3 * x : 3 * x + 3] = bytes(
                round(o + (c - o) * alpha) for o, c in zip(old, colour, strict=True)
            )
        x += 1


def icon_png(size: int, maskable: bool) -> bytes:
    scale = MASKABLE_SCALE if maskable else 1.0
    felt = bytes(_hex_colour(FELT))
    rows = []
    for y in range(size):
        row = bytearray(felt * size)
        for (kind, cx, cy, hx, hy, radius), colour in ICON_SHAPES:
            cx, cy = (0.5 + (cx - 0.5) * scale) * size, (0.5 + (cy - 0.5) * scale) * size
            hx, hy, radius = hx * scale * size, hy * scale * size, radius * scale * size
            dy = abs(y + 0.5 - cy)
            if kind == "diamond":
                half, cover = hx * (1 - dy / hy), 1.0
            else:
                cover = max(0.0, min(1.0, hy - dy + 0.5))
                corner = min(dy, hy) - (hy - radius)
                half = hx - radius + max(0.0, radius**2 - corner**2) ** 0.5 if corner > 0 else hx
            if half > 0 and cover > 0:
                _paint(row, cx - half, cx + half, colour, cover)
        rows.append(b"\0" + bytes(row))  # filter type 0: the row as it is

    def chunk(kind: bytes, data: bytes) -> bytes:
        check = struct.pack(">I", zlib.crc32(kind + data))
        return struct.pack(">I", len(data)) + kind + data + check

    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)  # 8-bit RGB
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(b"".join(rows), 9))
        + chunk(b"IEND", b"")
    )
