"""A fingerprint of every game's behaviour, to prove a refactoring changed none of it.

Along seeded random lines of play of every game and variant, it hashes what a player or a
caller can observe: the deal, the legal moves (their ``str()`` and saved form), the piles,
which cards lie face down, the status, the counters shown beside the table, the refusal
sentences for moves that are not legal (every pile to every pile, and each legal move's
kind from elsewhere), the safe plays, undo and redo, and the save.  One line per game and
variant, then one for the whole book::

    python3 bench/behaviour_hash.py                 # every game, deals 1-6, 150 moves
    python3 bench/behaviour_hash.py --games fortress clock --deals 1-3 --moves 60
    python3 bench/behaviour_hash.py --out before.txt   # then change the code, and
    python3 bench/behaviour_hash.py --out after.txt; diff before.txt after.txt

A new field (a public attribute added later, ``face_down_at`` say) is not hashed, so that
adding it does not change the fingerprint; its agreement with ``face_down`` is a test's job.
"""

from __future__ import annotations

import argparse
import hashlib
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import engine
from engine.moves import Move


def _deals(text: str) -> range:
    first, _, last = text.partition("-")
    return range(int(first), int(last or first) + 1)


def _refusals(game: engine.Game, rng: random.Random) -> list[str]:
    """Refusal sentences for a sample of moves that are not legal now."""
    table = game.table
    piles = list(game.piles)
    legal = set(game.legal_moves())
    kinds = sorted({m.kind for m in legal} | {"move", "deal", "redeal"})
    tried = [Move("move", a, b) for a in piles for b in piles]
    tried += [Move(kind, rng.choice(piles), rng.choice(piles)) for kind in kinds]
    rng.shuffle(tried)
    said = []
    for move in tried[:40]:
        if move in legal:
            continue
        said.append(f"{move.to_list()}={game.rules.explain(table, move)}")
    return said


def _observe(game: engine.Game, rng: random.Random) -> str:
    legal = game.legal_moves()
    rules = game.rules
    safe = game.safe_move()
    return "\n".join(
        [
            repr(sorted(game.piles.items())),
            repr(sorted(game.face_down.items())),
            game.status,
            repr(rules.counters(game.table)),
            repr(rules.score(game.table)),
            repr([(str(m), m.to_list()) for m in legal]),
            repr([safe.to_list()] if safe else []),
            *_refusals(game, rng),
        ]
    )


def fingerprint(game_id: str, variant: str | None, deals: range, moves: int) -> str:
    digest = hashlib.sha256()
    for deal in deals:
        rng = random.Random(f"{game_id}/{variant}/{deal}")
        game = engine.new_game(game_id, deal, variant)
        digest.update(_observe(game, rng).encode())
        for step in range(moves):
            legal = game.legal_moves()
            if not legal or game.status != "playing":
                break
            game.play(rng.choice(legal))
            if step % 17 == 5 and game.undo():
                digest.update(_observe(game, rng).encode())
                game.redo()
            digest.update(_observe(game, rng).encode())
        save = game.to_json()
        digest.update(save.encode())
        digest.update(repr(sorted(engine.load_game(save).piles.items())).encode())
    return digest.hexdigest()[:16]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", nargs="*", default=None)
    parser.add_argument("--deals", default="1-6")
    parser.add_argument("--moves", type=int, default=150)
    parser.add_argument("--out", default=None, help="also write the lines to this file")
    args = parser.parse_args(argv)
    lines = []
    whole = hashlib.sha256()
    for game_id in args.games or list(engine.GAMES):
        rules = engine.GAMES[game_id]
        for variant in (None, *rules.variants):
            line = f"{game_id:22} {variant or '-':32} "
            line += fingerprint(game_id, variant, _deals(args.deals), args.moves)
            print(line, flush=True)
            lines.append(line)
            whole.update(line.encode())
    summary = f"{'whole book':22} {'':32} {whole.hexdigest()[:16]}"
    print(summary)
    if args.out:
        Path(args.out).write_text("\n".join([*lines, summary]) + "\n")


if __name__ == "__main__":
    main()
