// While Python starts: fit the deal that build.py drew into #table to the window, and
// record the taps made on it, which the page carries out once it is ready
// (web/ui/prerender.py).  Nothing here knows the rules.
(() => {
  "use strict";
  const root = document.documentElement;
  const table = document.getElementById("table");
  const taps = [];
  let stopped = false;
  let press = null;

  const ready = () => stopped || root.dataset.ready === "true";

  window.cadoganEarly = {
    // Hand the taps over (as JSON) and stop recording: from now on the page listens.
    take() {
      stopped = true;
      return JSON.stringify(taps);
    },
  };

  if (!table || !table.dataset.opening) return;

  // The drawn deal is what opens only without a link (and nothing kept) or with its link.
  let kept = false;
  try {
    kept = localStorage.getItem(table.dataset.kept) !== null;
  } catch {
    kept = false; // storage blocked: nothing can have been kept either
  }
  const hash = location.hash;
  if (!(hash === table.dataset.opening || (hash === "" && !kept))) {
    table.replaceChildren();
    table.removeAttribute("style");
    stopped = true;
    return;
  }

  // The card width the DOM adapter will choose (web/ui/renderer.py, web/ui/view.py).
  const fitTable = () => {
    if (ready()) return;
    const [planWidth, planHeight] = table.dataset.plan.split(" ").map(Number);
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
    // whichever leaves larger cards (web/ui/room.py).
    const rootStyle = getComputedStyle(root);
    const row = px(rootStyle.getPropertyValue("--actions-row"));
    const column = px(rootStyle.getPropertyValue("--actions-column"));
    const largest = Number(table.dataset.maxCardWidth);
    const fit = (w, h) => Math.max(16, Math.min(largest, w / planWidth, h / planHeight));
    const below = fit(width, height - row);
    const beside = fit(width - column, height);
    const cardWidth = beside > below + 0.5 ? beside : below;
    root.dataset.actions = beside > below + 0.5 ? "right" : "bottom";
    table.style.zoom = String(cardWidth / Number(table.dataset.cardWidth));
    table.style.display = "";
  };
  fitTable();
  addEventListener("resize", fitTable);

  // Where a pointer is: the pile, and the card's index among the pile's faces (as the
  // gestures' locate(), web/ui/gestures.py).
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
