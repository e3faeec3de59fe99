// Fünf gewinnt: the open table.  The surface pans (drag) and zooms (wheel or buttons); stones
// are squares laid edge to edge; legal places are marked; afterplay moves a stone: click it,
// then its new place.
import { h, s, svgRoot } from "/static/js/dom.js";
import { catalogText, t } from "/static/js/i18n.js";
import { clickable, legalMap } from "/static/js/boards/common.js";

const C = 40;

function cellKey(x, y) {
  return `${x},${y}`;
}

/** The cell the stone on `key` came from when the last move ("1,2>3,4") moved it there. */
function lastFrom(last, key) {
  const [from, to] = last.split(">").map((c) => c.trim());
  return to === key ? from : undefined;
}

/** In the afterplay every move is made on the board (a stone, then one of its targets, or the
 * Pass button): the page shows no list of the hundreds of moves. */
export function movesOnBoard(view) {
  return view.position?.phase === "afterplay";
}

export function render(view, ctx) {
  const pos = view.position;
  const legal = legalMap(view);
  const ui = ctx.ui;
  ui.zoom = ui.zoom || 1;
  const place = new Map(); // "x,y" -> notation (placement)
  const lifts = new Map(); // "x,y" -> Map(target -> notation)
  for (const text of legal.values()) {
    const m = /^(-?\d+),(-?\d+)(?:>(-?\d+),(-?\d+))?$/.exec(text);
    if (!m) continue;
    if (m[3] === undefined) place.set(cellKey(m[1], m[2]), text);
    else {
      const from = cellKey(m[1], m[2]);
      if (!lifts.has(from)) lifts.set(from, new Map());
      lifts.get(from).set(cellKey(m[3], m[4]), text);
    }
  }
  if (ui.selected && !lifts.has(ui.selected)) ui.selected = null;
  const targets = ui.selected ? lifts.get(ui.selected) : place;
  const row = new Set((pos.row || []).map(([x, y]) => cellKey(x, y)));
  const last = pos.last || "";
  const lastCells = new Set(last.split(">").map((c) => c.trim()));
  // the part of the table to show: every stone and target, unless the player panned
  const cells = [...pos.stones.map(([x, y]) => [x, y]), ...[...targets.keys()].map((k) => k.split(",").map(Number))];
  if (!cells.length) cells.push([0, 0]);
  const xs = cells.map((c) => c[0]);
  const ys = cells.map((c) => c[1]);
  const fit = { cx: (Math.min(...xs) + Math.max(...xs)) / 2, cy: (Math.min(...ys) + Math.max(...ys)) / 2, span: Math.max(7, Math.max(...xs) - Math.min(...xs) + 3, Math.max(...ys) - Math.min(...ys) + 3) };
  if (!ui.panned) {
    ui.cx = fit.cx;
    ui.cy = fit.cy;
    ui.span = fit.span;
  }
  const W = 600;
  const H = 460;
  const scale = (Math.min(W, H) / (ui.span * C)) * ui.zoom;
  const svg = svgRoot(W, H, { class: "board fuenf", "aria-label": "Fünf gewinnt" });
  svg.append(s("rect", { x: 0, y: 0, width: W, height: H, class: "table-top" }));
  const world = s("g", { transform: `translate(${W / 2} ${H / 2}) scale(${scale}) translate(${-ui.cx * C} ${ui.cy * C})` });
  // a faint grid
  const gx0 = Math.floor(ui.cx - W / scale / C / 2) - 1;
  const gx1 = Math.ceil(ui.cx + W / scale / C / 2) + 1;
  const gy0 = Math.floor(ui.cy - H / scale / C / 2) - 1;
  const gy1 = Math.ceil(ui.cy + H / scale / C / 2) + 1;
  if (gx1 - gx0 < 200 && gy1 - gy0 < 200) {
    for (let x = gx0; x <= gx1; x++) world.append(s("line", { x1: x * C - C / 2, y1: -gy1 * C, x2: x * C - C / 2, y2: -gy0 * C, class: "grid" }));
    for (let y = gy0; y <= gy1; y++) world.append(s("line", { x1: gx0 * C, y1: -y * C + C / 2, x2: gx1 * C, y2: -y * C + C / 2, class: "grid" }));
  }
  for (const [x, y, colour] of pos.stones) {
    const key = cellKey(x, y);
    const g = s("g", { class: ["fg-stone", row.has(key) && "row", lastCells.has(key) && "last", lifts.has(key) && "movable", ui.selected === key && "selected"], dataset: { cell: key, motionCell: key } });
    g.append(s("rect", { x: x * C - C / 2 + 1, y: -y * C - C / 2 + 1, width: C - 2, height: C - 2, rx: 4, class: colour === "W" ? "tile white" : "tile black", dataset: lastFrom(last, key) ? { piece: colour, motionFrom: lastFrom(last, key) } : { piece: colour } }));
    if (lifts.has(key)) {
      clickable(g, () => {
        if (ui.dragged) return;
        ui.selected = ui.selected === key ? null : key;
        ctx.rerender();
      }, key);
    }
    world.append(g);
  }
  for (const [key, text] of targets) {
    const [x, y] = key.split(",").map(Number);
    const g = s("g", { class: "fg-target legal-target", dataset: { cell: key, move: text } });
    g.append(s("rect", { x: x * C - C / 2 + 4, y: -y * C - C / 2 + 4, width: C - 8, height: C - 8, rx: 6, class: "target-shape" }));
    clickable(g, () => {
      if (ui.dragged) return;
      ui.selected = null;
      ctx.submit(text);
    }, text);
    world.append(g);
  }
  svg.append(world);
  // panning by dragging, zooming by the wheel
  let start = null;
  svg.addEventListener("pointerdown", (e) => {
    start = { x: e.clientX, y: e.clientY, cx: ui.cx, cy: ui.cy };
    ui.dragged = false;
  });
  svg.addEventListener("pointermove", (e) => {
    if (!start) return;
    const rect = svg.getBoundingClientRect();
    const k = W / rect.width / scale / C;
    const dx = (e.clientX - start.x) * k;
    const dy = (e.clientY - start.y) * k;
    if (Math.abs(e.clientX - start.x) + Math.abs(e.clientY - start.y) > 6) {
      ui.dragged = true;
      ui.panned = true;
      ui.cx = start.cx - dx;
      ui.cy = start.cy + dy;
      world.setAttribute("transform", `translate(${W / 2} ${H / 2}) scale(${scale}) translate(${-ui.cx * C} ${ui.cy * C})`);
    }
  });
  const end = () => {
    if (start && ui.dragged) setTimeout(() => ctx.rerender(), 0);
    start = null;
    setTimeout(() => {
      ui.dragged = false;
    }, 0);
  };
  svg.addEventListener("pointerup", end);
  svg.addEventListener("pointerleave", end);
  svg.addEventListener("wheel", (e) => {
    e.preventDefault();
    ui.zoom = Math.min(4, Math.max(0.25, ui.zoom * (e.deltaY < 0 ? 1.15 : 1 / 1.15)));
    ctx.rerender();
  }, { passive: false });
  const zoom = (f) => () => {
    ui.zoom = Math.min(4, Math.max(0.25, ui.zoom * f));
    ctx.rerender();
  };
  const tools = h("div", { class: "actions" }, [
    h("button", { type: "button", class: "btn", title: t("zoomIn"), "aria-label": t("zoomIn"), text: "+", onclick: zoom(1.25) }),
    h("button", { type: "button", class: "btn", title: t("zoomOut"), "aria-label": t("zoomOut"), text: "−", onclick: zoom(0.8) }),
    h("button", { type: "button", class: "btn", id: "centre", text: t("centre"), onclick: () => { ui.panned = false; ui.zoom = 1; ctx.rerender(); } }),
  ]);
  const wrap = h("div", { class: "board-wrap" }, [svg, tools]);
  const colours = pos.colours || ["white", "black"];
  wrap.append(h("p", { class: "board-note", id: "fg-info", text: colours.map((c, p) => `${catalogText(["results-colour-name"], { name: ctx.playerName(p), colour: c }) ?? `${ctx.playerName(p)} (${c})`}: ${t("stoneCounts", { hand: pos.in_hand[p], table: pos.on_board[p], captured: pos.captured[p] })}`).join(" · ") }));
  if (ui.selected) wrap.append(h("p", { class: "board-note", text: t("selectTarget") }));
  const pass = legal.get("pass");
  if (pass) wrap.append(h("button", { type: "button", class: "btn", dataset: { move: pass }, text: t("pass"), onclick: () => ctx.submit(pass) }));
  return wrap;
}

/** The small picture of the game on its card on the home page. */
export function picture() {
  const svg = svgRoot(120, 90, { class: "pic", role: "img", "aria-hidden": "true" });
  const stones = [[0, 0, "W"], [1, 0, "B"], [1, 1, "W"], [2, 1, "B"], [-1, 0, "B"], [0, 1, "W"], [0, 2, "W"], [1, 2, "B"], [-1, -1, "W"], [2, 0, "W"], [3, 1, "B"], [-2, 0, "B"]];
  for (const [x, y, c] of stones) svg.append(s("rect", { x: 48 + x * 14, y: 40 - y * 14, width: 13, height: 13, rx: 2, class: c === "W" ? "tile white" : "tile black" }));
  return svg;
}
