// While Python starts: fit the deal that build.py drew into #table to the window, and
// record the taps made on it, which the page carries out once it is ready
// (web/ui/state/opening.py); open the game chooser and keep the game chosen in it, which the
// page then opens.  The chooser's filter and order are the list's own, here for good.
// Nothing here knows the rules.
(() => {
  "use strict";
  const root = document.documentElement;
  const table = document.getElementById("table");
  const taps = [];
  let stopped = false;
  let press = null;

  const ready = () => stopped || root.dataset.ready === "true";

  let chosen = null; // the game chosen in the chooser before the page was ready

  window.cadoganEarly = {
    // Hand the taps over (as JSON) and stop recording: from now on the page listens.
    take() {
      stopped = true;
      return JSON.stringify(taps);
    },
    // The game chosen meanwhile (null for none), which the page opens once ready.
    chosen() {
      return chosen;
    },
  };

  if (!table || !table.dataset.opening) return;

  // The drawn deal is what opens only without a link (and nothing kept) or with its link.
  let kept = null; // the game played last, whose save opens instead
  try {
    kept = localStorage.getItem(table.dataset.kept);
  } catch {
    kept = null; // storage blocked: nothing can have been kept either
  }
  const hash = location.hash;
  const dropTable = () => {
    table.replaceChildren();
    table.removeAttribute("style");
    stopped = true;
  };

  // The game chooser (web/ui/panels/chooser.py writes its entries) ----------------------------
  const chooser = document.getElementById("chooser");
  const list = document.getElementById("game-list");
  const filter = document.getElementById("game-filter");
  const pageReady = () => root.dataset.ready === "true";
  // A name as the entries' data-find holds it (ui.panels.chooser.findable): lower case, letters,
  // digits and single spaces.
  const fold = (text) => text.toLowerCase().replace(/-/g, " ").replace(/[^a-z0-9 ]+/g, "")
    .split(" ").filter(Boolean).join(" ");
  filter.addEventListener("input", () => {
    const wanted = fold(filter.value);
    let shown = 0;
    for (const entry of list.children) {
      entry.hidden = wanted !== "" && !entry.dataset.find.includes(wanted);
      shown += entry.hidden ? 0 : 1;
    }
    chooser.toggleAttribute("data-filtering", wanted !== ""); // the games played lately go
    document.getElementById("game-count").textContent = wanted === "" ? ""
      : shown ? `${shown} of ${list.children.length} games` : "No game has those letters in its name.";
  });
  document.getElementById("game-order").addEventListener("change", (event) => {
    const byName = event.target.value === "az";
    const entries = [...list.children].sort(byName
      ? (a, b) => a.dataset.sort.localeCompare(b.dataset.sort)
      : (a, b) => Number(a.dataset.book) - Number(b.dataset.book));
    list.append(...entries);
  });
  // Until the page is ready: the Games button, Close, Escape and a choice.  The game
  // that opens is marked as the page marks it: the link's, else the one kept, else the
  // drawn deal's.
  const named = hash.slice(1).split("/")[0] || kept || table.dataset.opening.slice(1).split("/")[0];
  const current = [...list.querySelectorAll("button")].find((b) => b.dataset.game === named);
  const showChooser = (visible) => {
    chooser.hidden = !visible;
    if (visible && current) current.focus();
  };
  if (current) current.setAttribute("aria-current", "true");
  document.addEventListener("click", (event) => {
    const button = pageReady() || !event.target.closest ? null : event.target.closest("button");
    if (!button) return;
    if (button.id === "games") showChooser(true);
    else if (button.id === "chooser-close") showChooser(false);
    else if (button.dataset.game && chooser.contains(button)) {
      showChooser(false);
      if (button === current) return; // the game on the table already
      chosen = button.dataset.game;
      // Its module comes with python.code (the snapshot holds the opening game's only):
      // downloaded now, while Python starts (web/boot.js).
      globalThis.cadoganCodeSoon?.();
      document.getElementById("games").textContent = button.querySelector("strong").textContent;
      dropTable(); // another game opens: the notice of Python's start shows meanwhile
    }
  });
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && !pageReady()) showChooser(false);
  });
  // Without a link the page opens on the chooser, now rather than once Python is ready.
  if (hash === "") showChooser(true);

  if (!(hash === table.dataset.opening || (hash === "" && kept === null))) {
    dropTable();
    return;
  }

  // The arrangement (the game's plans, web/ui/prerender.py) and the card width the page
  // will choose (web/ui/table/arrangement.py's plan_for, web/ui/table/room.py, web/ui/table/view.py), and
  // the deal laid out by it.
  const planSize = table.dataset.plan.split(" ").map(Number);
  const arrangements = JSON.parse(table.dataset.arrangements || "null") || [[...planSize, {}]];
  const [enough, preference] = (table.dataset.choice || "0 1").split(" ").map(Number);
  const choose = (width, height, largest) => {
    const aspect = width / height;
    const cap = largest / height;
    const shown = ([w, h]) => Math.min(aspect / w, 1 / h, cap);
    const [book, ...others] = arrangements;
    let best = book;
    for (const other of others) if (shown(other) > shown(best)) best = other;
    const desktop = aspect >= 1 && shown(book) >= enough * cap;
    if (desktop || !(shown(best) > preference * shown(book))) best = book;
    const cardWidth = Math.max(16, Math.min(largest, width / best[0], height / best[1]));
    return [best, cardWidth];
  };
  let shownArrangement = arrangements[0];
  const lay = (arrangement) => {
    if (arrangement === shownArrangement) return;
    shownArrangement = arrangement;
    const [planWidth, planHeight, piles] = arrangement;
    const cw = Number(table.dataset.cardWidth);
    table.dataset.plan = `${planWidth} ${planHeight}`;
    table.style.width = `${Math.round(planWidth * cw)}px`;
    table.style.height = `${Math.round(planHeight * cw)}px`;
    for (const node of table.querySelectorAll("[data-pile]")) {
      const place = piles[node.dataset.pile];
      if (!place) continue;
      const [x, y, fan, strip, cards] = place;
      node.style.left = `${x}px`;
      node.style.top = `${y}px`;
      node.className = node.className.replace(/\bfan-\w+/, `fan-${fan}`);
      node.querySelectorAll(".card").forEach((card, i) => {
        if (!cards[i]) return;
        card.style.left = `${cards[i][0]}px`;
        card.style.top = `${cards[i][1]}px`;
        if (strip === null) card.style.removeProperty("--strip");
        else card.style.setProperty("--strip", `${strip}px`);
      });
    }
  };
  const fitTable = () => {
    if (ready()) return;
    // Hidden while the measures below force a layout: otherwise the drawn table, every
    // card of the deal, is laid out here and again once zoomed, which held a first
    // visit's first paint back by some 25 ms.
    table.style.display = "none";
    const felt = getComputedStyle(document.getElementById("felt"));
    const px = (value) => parseFloat(value) || 0;
    const width = Math.min(innerWidth, root.clientWidth) - px(felt.paddingLeft)
      - px(felt.paddingRight);
    const height = innerHeight - document.getElementById("bar").offsetHeight
      - px(felt.paddingTop) - px(felt.paddingBottom);
    // A strip kept for the buttons of moves, a row below or a column beside the table,
    // whichever leaves larger cards.
    const rootStyle = getComputedStyle(root);
    const row = px(rootStyle.getPropertyValue("--actions-row"));
    const column = px(rootStyle.getPropertyValue("--actions-column"));
    const largest = Number(table.dataset.maxCardWidth);
    const below = choose(width, height - row, largest);
    const beside = choose(width - column, height, largest);
    const side = beside[1] > below[1] + 0.5 ? "right" : "bottom";
    const [arrangement, cardWidth] = side === "right" ? beside : below;
    root.dataset.actions = side;
    if (arrangement) lay(arrangement);
    const zoom = cardWidth / Number(table.dataset.cardWidth);
    table.style.zoom = String(zoom);
    // Beside a column of buttons the table moves left only as far as it must to clear it
    // (as the page's renderer does); a zoomed element's offsets are zoomed too.
    const shift = side === "right"
      ? Math.max(0, (shownArrangement[0] * cardWidth - width) / 2 + column) : 0;
    table.style.left = shift >= 0.5 ? `${-shift / zoom}px` : "";
    table.style.display = "";
  };
  fitTable();
  addEventListener("resize", fitTable);

  // Where a pointer is: the pile, and the card's index among the pile's faces (as the
  // gestures' locate(), web/ui/input/gestures.py).
  const locate = (target) => {
    const pile = target.closest ? target.closest("[data-pile]") : null;
    if (!pile || !table.contains(pile)) return null;
    const card = target.closest(".card");
    const faces = [...pile.querySelectorAll(".card[data-card]")];
    const index = card && card.hasAttribute("data-card") ? faces.indexOf(card) : -1;
    return { pile: pile.dataset.pile, index: index < 0 ? null : index, face: card };
  };

  document.addEventListener("pointerdown", (event) => {
    press = null;
    if (ready() || event.button !== 0) return;
    const where = locate(event.target);
    if (where) press = { ...where, x: event.clientX, y: event.clientY };
  }, true);

  document.addEventListener("pointerup", (event) => {
    const start = press;
    press = null;
    if (!start || ready()) return;
    if (Math.abs(event.clientX - start.x) + Math.abs(event.clientY - start.y) >= 8) return;
    const face = start.index === null ? null : start.face;
    taps.push({
      pile: start.pile,
      index: start.index,
      card: face ? face.dataset.card : null,
      time: performance.now(),
    });
    // A glimpse of the selection, until the page draws the real one.
    const chosen = table.querySelector(".card.selected");
    if (chosen) chosen.classList.remove("selected");
    else if (face) face.classList.add("selected");
  }, true);
})();
