"""Our solver and Solvitaire (Blake and Gent's, built from its own source) on the same
deals, deal by deal, the same time limit a deal for both.

    python3 bench/solvitaire_compare.py napoleon-st-helena --deals 1-100 --seconds 10 \\
        --binary /tmp/solvitaire-src/build-direct/solvitaire
    python3 bench/solvitaire_compare.py klondike --deals 1-100 --report-only

Each deal is written in Solvitaire's JSON deal format from ``engine.new_game(id, deal)``
(its piles as ours, the top card last; the pack with the card turned first last; a ten
written ``10``).  Napoleon at St. Helena is its ``forty-thieves`` preset (ten piles built
down in suit, any card into a space, single cards, 64 cards turned once, two packs, the
foundations final); the book's Canfield or Klondike is given as custom rules: seven
columns built down in alternate colours, only a column's whole face-up run moves
(``maximal-group``), kings alone into spaces, the foundations final, the 24 cards turned
one at a time, once; the book's Flower-Garden is Solvitaire's ``flower-garden`` preset
with nothing coming back from the foundations (six piles built down in any suit, single
cards, any card into a space, a reserve of sixteen all available).  Our Klondike deals
start with the aces that show already played (the book's rule), so those aces are given
as Solvitaire's foundations.

Time: Solvitaire's limit is its own (wall clock); ours is read on the CPU time of the
process (``engine/solver/clock.py``), so that other work on a shared machine takes
nothing from our side's limit; each side's seconds written down are its CPU time (for
Solvitaire, its process's, from the operating system).  Run it where Solvitaire has a core
to itself, or its side loses time to the others.

The binary is run only if given and present (never part of the project: it is GPL-2 and
lives outside the tree); its verdicts and ours are kept in
``bench/results/solvitaire-<game>-theirs.tsv`` and ``-ours.tsv``, one line a deal, so
that a run stopped part way goes on where it stopped and ``--report-only`` prints the
comparison from the files.
Solvitaire runs with its defaults (no streamliners: every verdict it gives is a proof).
A deal where one says won and the other lost would be a fault in one of the two solvers.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import resource
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.mechanics.facedown import face_down
from engine.registry import new_game
from engine.solver import clock
from engine.solver.core import solve

RESULTS = Path(__file__).resolve().parent / "results"

KLONDIKE_RULES = {
    "tableau piles": {
        "count": 7,
        "build policy": "red-black",
        "spaces policy": "kings",
        "move built group": "maximal-group",
        "face up cards": "top",
    },
    "foundations": {"removable": False},
    "stock": {"size": 24, "deal count": 1, "redeal": False},
}

# The book's Flower-Garden: Solvitaire's "flower-garden" preset (six piles built down in
# any suit, single cards, any card into a space, a reserve of sixteen cards all
# available), less its one difference from the book: there, cards come back from the
# foundations; here, as in the book, never.
FLOWER_GARDEN_RULES = {
    "tableau piles": {"count": 6},
    "reserve": {"size": 16},
    "foundations": {"removable": False},
}
CUSTOM_RULES = {"klondike": KLONDIKE_RULES, "flower-garden": FLOWER_GARDEN_RULES}
# Solvitaire's words for its verdicts, as ours.
THEIR_WORDS = {"solved": "won", "unsolvable": "lost", "timed-out": "unknown"}


def their_card(card: str) -> str:
    return ("10" if card[0] == "T" else card[0]) + card[1]


def deal_json(game_id: str, deal: int) -> dict:
    """The deal as Solvitaire reads it."""
    table = new_game(game_id, deal).table
    ids = table.layout.ids
    columns = [pile for pile in ids if pile.startswith("tableau")]
    written: dict = {"tableau piles": [[their_card(c) for c in table[p]] for p in columns]}
    if "stock-1" in table.layout.index:
        written["stock"] = [their_card(c) for c in table["stock-1"]]
    reserve = [pile for pile in ids if pile.startswith("reserve")]
    if reserve:
        # The Flower-Garden's Bouquet: sixteen piles of one card, every one available.
        written["reserve"] = [their_card(c) for pile in reserve for c in table[pile]]
    played = [card for pile in ids if pile.startswith("foundation") for card in table[pile]]
    if played:
        written["foundations"] = [their_card(c) for c in played]
    if game_id == "klondike":
        # Solvitaire's "top" turns only each column's top card face up: so is our deal.
        hidden = face_down(table)
        for pile in columns:
            assert hidden.get(pile, 0) == max(len(table[pile]) - 1, 0), (deal, pile)
    return written


def run_theirs(binary: str, game_id: str, deal: int, seconds: float, work: Path) -> tuple:
    path = work / f"{game_id}-{deal}.json"
    path.write_text(json.dumps(deal_json(game_id, deal)))
    if game_id in CUSTOM_RULES:
        rules = work / f"{game_id}-book.json"
        rules.write_text(json.dumps(CUSTOM_RULES[game_id]))
        kind = ["--custom-rules", str(rules)]
    else:
        kind = ["--type", "forty-thieves"]
    command = [binary, *kind, "--timeout", str(int(seconds * 1000)), str(path)]
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    out = subprocess.run(command, capture_output=True, text=True, timeout=seconds * 3 + 60).stdout
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    took = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
    found = re.search(r"Solution Type: (\S+)", out)
    states = re.search(r"Unique States Searched: (\d+)", out)
    verdict = THEIR_WORDS.get(found.group(1), found.group(1)) if found else "error"
    return verdict, took, int(states.group(1)) if states else 0


def run_ours(game_id: str, deal: int, seconds: float) -> tuple:
    clock.read_cpu_time()
    began = clock.now()
    verdict = solve(new_game(game_id, deal), max_states=10**9, max_seconds=seconds)
    return verdict.result, clock.now() - began, verdict.states


def read(path: Path) -> dict[int, dict]:
    rows: dict[int, dict] = {}
    if path.exists():
        for line in path.read_text().splitlines()[1:]:
            deal, verdict, seconds, states = line.split("\t")
            rows[int(deal)] = {"verdict": verdict, "seconds": seconds, "states": states}
    return rows


def append(path: Path, deal: int, verdict: str, seconds: float, states: int) -> None:
    if not path.exists():
        path.write_text("deal\tverdict\tseconds\tstates\n")
    with path.open("a") as out:
        out.write(f"{deal}\t{verdict}\t{seconds:.2f}\t{states}\n")


def joined(game_id: str) -> dict[int, dict]:
    theirs, ours = read(side_path(game_id, "theirs")), read(side_path(game_id, "ours"))
    return {
        deal: {"deal": deal, "theirs": theirs[deal]["verdict"], "ours": ours[deal]["verdict"]}
        for deal in theirs.keys() & ours.keys()
    }


def from_table(game_id: str, deals: range) -> None:
    """Our side written from the win-rate table's verdicts (``bench/winrates.py``, the same
    solver with its limit a deal in CPU time), for the deals it has."""
    rows = ["deal\tverdict\tseconds\tstates\n"]
    for line in (RESULTS / f"{game_id}.tsv").read_text().splitlines()[1:]:
        deal, result, states, _moves, seconds, _limit = line.split("\t")
        if int(deal) in deals:
            rows.append(f"{deal}\t{result}\t{float(seconds):.2f}\t{states}\n")
    side_path(game_id, "ours").write_text("".join(rows))


def side_path(game_id: str, side: str) -> Path:
    return RESULTS / f"solvitaire-{game_id}-{side}.tsv"


def report(game_id: str, rows: dict[int, dict], deals: range) -> str:
    """The comparison as a few lines of Markdown."""
    got = [rows[d] for d in deals if d in rows and rows[d].get("theirs") and rows[d].get("ours")]
    count = {
        side: {v: sum(r[side] == v for r in got) for v in ("won", "lost", "unknown")}
        for side in ("theirs", "ours")
    }
    both = [r for r in got if r["theirs"] != "unknown" and r["ours"] != "unknown"]
    agree = sum(r["theirs"] == r["ours"] for r in both)
    clash = [r["deal"] for r in both if r["theirs"] != r["ours"]]
    only_theirs = sum(r["theirs"] != "unknown" and r["ours"] == "unknown" for r in got)
    only_ours = sum(r["ours"] != "unknown" and r["theirs"] == "unknown" for r in got)
    lines = [
        f"{game_id}: {len(got)} deals compared",
        "| | won | lost | unknown | decided |\n| --- | --- | --- | --- | --- |",
    ]
    for side, name in (("theirs", "Solvitaire"), ("ours", "ours")):
        c = count[side]
        decided = c["won"] + c["lost"]
        lines.append(f"| {name} | {c['won']} | {c['lost']} | {c['unknown']} | {decided} |")
    lines.append(
        f"decided by both: {len(both)}, the same verdict: {agree}, different: {clash or 'none'}; "
        f"decided by Solvitaire alone: {only_theirs}, by ours alone: {only_ours}"
    )
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=("napoleon-st-helena", *CUSTOM_RULES))
    parser.add_argument("--deals", default="1-100")
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--binary", help="Solvitaire's binary, built from its source")
    parser.add_argument("--side", choices=("both", "theirs", "ours"), default="both")
    parser.add_argument("--report-only", action="store_true")
    parser.add_argument(
        "--ours-from-table",
        action="store_true",
        help="take our side from bench/results/<game>.tsv (bench/winrates.py's verdicts) "
        "instead of solving the deals again",
    )
    args = parser.parse_args()
    first, last = (int(n) for n in args.deals.split("-"))
    deals = range(first, last + 1)
    if args.ours_from_table:
        from_table(args.game, deals)
    if not args.report_only:
        theirs = args.side in ("both", "theirs") and args.binary and os.path.exists(args.binary)
        if args.side in ("both", "theirs") and not theirs:
            print("no Solvitaire binary given or found: its side is left as it is", flush=True)
        print(f"load average at the start {os.getloadavg()[0]:.1f}", flush=True)
        with tempfile.TemporaryDirectory() as work:
            for deal in deals:
                row = [str(deal)]
                path = side_path(args.game, "theirs")
                if theirs and deal not in read(path):
                    got = run_theirs(args.binary, args.game, deal, args.seconds, Path(work))
                    append(path, deal, *got)
                    row.append(f"Solvitaire {got[0]} {got[1]:.1f}s")
                path = side_path(args.game, "ours")
                if args.side in ("both", "ours") and deal not in read(path):
                    got = run_ours(args.game, deal, args.seconds)
                    append(path, deal, *got)
                    row.append(f"ours {got[0]} {got[1]:.1f}s")
                print(" | ".join(row), flush=True)
        print(f"load average at the end {os.getloadavg()[0]:.1f}", flush=True)
    print(report(args.game, joined(args.game), deals))


if __name__ == "__main__":
    main()
