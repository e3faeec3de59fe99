// Make 5: the tilted board with five runways (a-e, place 1 at the bottom), the row scores at
// the side, the drawn token at the top and the bag's remaining colours below.
import { h, s, svgRoot } from "/static/js/dom.js";
import { t } from "/static/js/i18n.js";
import { clickable, draggable, fromTo, lastMoveArgs, legalMap } from "/static/js/boards/common.js";

const RUNWAYS = "abcde";
const COLOURS = "RYGBW";
const CW = 70; // runway width
const PH = 62; // place height
const TOP = 90;
const LEFT = 60;

// the board leans back: higher places are drawn a little narrower (perspective)
function px(runway, place) {
  const shrink = 1 - (place - 1) * 0.04;
  const centre = LEFT + 2.5 * CW;
  return centre + (runway - 2) * CW * shrink;
}
function py(place) {
  return TOP + (5 - place) * PH + PH / 2;
}

export function render(view, ctx) {
  const pos = view.position;
  const legal = legalMap(view);
  const moves = fromTo(view.legal || []);
  const ui = ctx.ui;
  if (ui.selected && !moves.has(ui.selected)) ui.selected = null;
  const targets = ui.selected ? moves.get(ui.selected) : new Map();
  const chaot = pos.phase === "roll" || [...legal.keys()].some((k) => /^[a-e]$/.test(k));
  const W = LEFT + CW * 5 + 120;
  const H = TOP + PH * 5 + 40;
  const svg = svgRoot(W, H, { class: "board make5", "aria-label": "Make 5" });
  const l = LEFT - 8;
  const r = LEFT + CW * 5 + 8;
  const inset = CW * 5 * 0.1;
  svg.append(s("polygon", { points: `${l},${TOP + PH * 5 + 12} ${r},${TOP + PH * 5 + 12} ${r - inset},${TOP - 30} ${l + inset},${TOP - 30}`, class: "tilt" }));
  const lastRunway = lastMoveArgs(view).runway;
  for (let i = 0; i < 5; i++) {
    const name = RUNWAYS[i];
    const tokens = pos.runways[i];
    // the runway groove
    svg.append(s("line", { x1: px(i, 1), y1: py(1) + PH / 2 - 6, x2: px(i, 5), y2: py(5) - PH / 2 + 4, class: "groove" }));
    for (let place = 1; place <= 5; place++) {
      const sq = `${name}${place}`;
      const colour = tokens[place - 1];
      const g = s("g", { class: ["place", ui.selected === sq && "selected", moves.has(sq) && "movable"], dataset: { square: sq, motionCell: sq } });
      g.append(s("circle", { cx: px(i, place), cy: py(place), r: 24 - place, class: "hollow" }));
      // a token that comes into the runway rolls down from its entry (motion.js)
      if (colour) g.append(s("circle", { cx: px(i, place), cy: py(place), r: 22 - place, class: `token tok-${colour}`, dataset: { piece: colour, enterFrom: name } }));
      if (moves.has(sq)) {
        draggable(g, sq, (runway) => {
          const text = moves.get(sq).get(runway);
          ui.selected = null;
          if (text) ctx.submit(text);
        });
        clickable(g, () => {
          ui.selected = ui.selected === sq ? null : sq;
          ctx.rerender();
        }, sq);
      }
      svg.append(g);
    }
    // the entry at the top of the runway: where a token is rolled in
    const entryMove = chaot ? legal.get(name) : targets.get(name);
    const entry = s("g", { class: ["entry", entryMove && "legal-target", lastRunway === name && "last"], dataset: { runway: name, motionAnchor: name } });
    entry.append(s("path", { d: `M ${px(i, 5) - 18} ${TOP - 26} L ${px(i, 5) + 18} ${TOP - 26} L ${px(i, 5)} ${TOP - 6} Z`, class: "entry-shape" }));
    entry.append(s("text", { x: px(i, 5), y: TOP - 32, class: "coord", text: name }));
    if (entryMove) {
      entry.dataset.move = entryMove;
      clickable(entry, () => {
        ui.selected = null;
        ctx.submit(entryMove);
      }, `${name}`);
    }
    svg.append(entry);
  }
  // row scores at the right
  for (let place = 1; place <= 5; place++) {
    const score = pos.row_scores[place - 1];
    svg.append(s("text", { x: LEFT + CW * 5 + 20, y: py(place) + 5, class: ["row-score", score > 0 && "scoring"], text: `${place}: ${score}` }));
  }
  svg.append(s("text", { x: LEFT + CW * 5 + 20, y: TOP + PH * 5 + 30, class: "row-score scoring", text: `Σ ${pos.board_score}` }));
  // the drawn token waiting to be rolled in
  if (pos.drawn) {
    svg.append(s("circle", { cx: 28, cy: 26, r: 18, class: `token tok-${pos.drawn}` }));
    svg.append(s("text", { x: 54, y: 31, class: "label-left", text: pos.colours?.[pos.drawn] || pos.drawn }));
  }
  const wrap = h("div", { class: "board-wrap" }, [svg]);
  const bag = h("div", { class: "bag", id: "bag" }, [h("span", { text: `${t("bag")} (${pos.bag_total}): ` })]);
  for (const c of COLOURS) {
    const dot = s("svg", { viewBox: "0 0 20 20", class: "bag-dot" }, [s("circle", { cx: 10, cy: 10, r: 8, class: `token tok-${c}` })]);
    bag.append(h("span", { class: "bag-item", title: t("make5Colour", { colour: pos.colours?.[c] || c }) }, [dot, ` ${pos.bag[c] ?? 0}`]));
  }
  wrap.append(bag);
  const sorterRole = t("make5Role", { role: "sorter" });
  const chaotRole = t("make5Role", { role: "chaot" });
  const role = pos.sorter === ctx.seat ? sorterRole : pos.chaot === ctx.seat ? chaotRole : null;
  const game = `${t("gameNo")} ${pos.game}/${pos.games} · ${ctx.playerName(pos.sorter ?? 0)}: ${sorterRole} · ${ctx.playerName(pos.chaot ?? 1)}: ${chaotRole}${role ? ` · ${t("you")}: ${role}` : ""}`;
  wrap.append(h("p", { class: "board-note", id: "make5-game", text: game }));
  if ((pos.results || []).length) wrap.append(h("p", { class: "board-note", text: pos.results.map((g) => `${g.game}: ${ctx.playerName(g.sorter)} ${g.score}`).join(" · ") }));
  if (ui.selected) wrap.append(h("p", { class: "board-note", text: t("selectTarget") }));
  const pass = legal.get("pass");
  if (pass) wrap.append(h("button", { type: "button", class: "btn", id: "pass", dataset: { move: pass }, text: t("pass"), onclick: () => ctx.submit(pass) }));
  return wrap;
}

/** The small picture of the game on its card on the home page. */
export function picture() {
  const svg = svgRoot(120, 90, { class: "pic", role: "img", "aria-hidden": "true" });
  const colours = ["R", "Y", "G", "B", "W"];
  svg.append(s("polygon", { points: "10,80 110,80 95,8 25,8", class: "tilt" }));
  for (let r = 0; r < 5; r++)
    for (let c = 0; c < 5; c++) {
      if ((r + c) % 3 === 2) continue;
      svg.append(s("circle", { cx: 30 + c * 15 + (4 - r) * 1.5, cy: 18 + r * 14, r: 5.5, class: `token tok-${colours[(r * 2 + c) % 5]}` }));
    }
  return svg;
}
