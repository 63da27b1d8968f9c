"""Every card lying in a fan shows its rank and its suit in the strip left uncovered, on a
phone held upright (390x844, touch): the middle of its rank and the middle of its suit
hit the card itself, and the whole rank lies inside the strip (a Q cut at the bottom
reads as an O, a J as an I)."""

import engine
from tests.e2e.table import go

DEAL = 5
# How often the pack is dealt on before the fans are looked at: the Fairie Queen's
# columns grow as its pack is dealt, the Clock's packets as they are dealt round.
MOST_DEALS = 110

# For each covered card of a fanned pile: where its rank and suit are hidden, if they are.
HIDDEN_INDEXES = """() => {
    const hidden = [];
    for (const pile of document.querySelectorAll('[data-pile][class*="fan-"]')) {
        const fan = pile.className.match(/fan-(\\w+)/)[1];
        if (fan === 'none') continue;
        const cards = [...pile.querySelectorAll(':scope > [data-card]')];
        cards.slice(0, -1).forEach((card, i) => {
            const corner = card.querySelector(fan === 'left' ? '.c2' : '.c1');
            const next = cards[i + 1].getBoundingClientRect();
            for (const part of [corner.querySelector('span'), corner.querySelector('i')]) {
                const box = part.getBoundingClientRect();
                const x = box.left + box.width / 2, y = box.top + box.height / 2;
                const hit = document.elementFromPoint(x, y);
                const what = `${pile.dataset.pile} card ${i} ${card.dataset.card} ${part.tagName}`;
                if (!hit || hit.closest('[data-card]') !== card) {
                    hidden.push(`${what}: covered at ${x.toFixed(1)},${y.toFixed(1)}`);
                } else if (part.tagName === 'SPAN') {
                    const cut = fan === 'down' ? box.bottom - next.top
                        : fan === 'right' ? box.right - next.left : next.right - box.left;
                    if (cut > 0.5) hidden.push(`${what}: cut by ${cut.toFixed(1)} px`);
                }
            }
        });
    }
    return hidden;
}"""
STOCK_COUNT = """() => {
    const count = document.querySelector('[data-pile="stock-1"] .count');
    return count ? Number(count.textContent) : 0;
}"""


def deal_on(page, game_id: str) -> int:
    """Deal the pack out by tapping it (the Clock: its deal button), as far as it goes;
    how many cards were dealt."""
    before = page.evaluate(STOCK_COUNT)
    for _ in range(MOST_DEALS):
        if not page.evaluate(STOCK_COUNT):
            break
        deal = page.locator("#actions button", has_text="Deal")
        if deal.count():
            deal.first.tap()
        else:
            page.locator('[data-pile="stock-1"]').tap()
    return before - page.evaluate(STOCK_COUNT)


def fanned_cards(page) -> int:
    return page.evaluate(
        """() => [...document.querySelectorAll('[data-pile]:not(.fan-none)')]
            .map(pile => pile.querySelectorAll('[data-card]').length - 1)
            .reduce((n, covered) => n + Math.max(0, covered), 0)"""
    )


def test_every_fanned_card_shows_rank_and_suit_on_a_phone(phone):
    checked = {}
    for game_id in engine.GAMES:
        go(phone, game_id, DEAL)
        assert phone.evaluate(HIDDEN_INDEXES) == [], game_id
        if phone.evaluate(STOCK_COUNT):
            deal_on(phone, game_id)
            assert phone.evaluate(HIDDEN_INDEXES) == [], f"{game_id}, dealt on"
        checked[game_id] = fanned_cards(phone)
    # The games the issue named do fan their cards: the check above did look at them.
    for game_id in ("clock", "fifteen", "nation", "fairie-queen"):
        assert checked[game_id] > 20, checked
