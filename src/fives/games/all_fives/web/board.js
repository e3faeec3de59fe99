// All Fives: the layout (the line W-E and the spinner's arms N and S) drawn with real pips,
// the open ends with their running sum, the player's hand, the others' tile counts.
import { h, s, svgRoot } from "/static/js/dom.js";
import { t } from "/static/js/i18n.js";
import { clickable, legalMap } from "/static/js/boards/common.js";

const L = 60; // tile length
const B = 30; // tile breadth
const PIPS = {
  0: [],
  1: [[0, 0]],
  2: [[-1, -1], [1, 1]],
  3: [[-1, -1], [0, 0], [1, 1]],
  4: [[-1, -1], [1, -1], [-1, 1], [1, 1]],
  5: [[-1, -1], [1, -1], [0, 0], [-1, 1], [1, 1]],
  6: [[-1, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [1, 1]],
};

function half(g, cx, cy, n) {
  for (const [dx, dy] of PIPS[n] || []) g.append(s("circle", { cx: cx + dx * 7.5, cy: cy + dy * 7.5, r: 3, class: "pip" }));
}

/** A tile centred at (cx, cy); horizontal: a on the left, b on the right; vertical: a on top. */
export function tile(cx, cy, a, b, vertical, cls = "") {
  // the tile's name (lower half first): the same tile in the hand and on the table (motion.js)
  const g = s("g", { class: `domino-tile ${cls}`, dataset: { piece: `${Math.min(a, b)}-${Math.max(a, b)}` } });
  const w = vertical ? B : L;
  const hh = vertical ? L : B;
  g.append(s("rect", { x: cx - w / 2, y: cy - hh / 2, width: w, height: hh, rx: 4, class: "domino" }));
  if (vertical) {
    g.append(s("line", { x1: cx - w / 2 + 3, y1: cy, x2: cx + w / 2 - 3, y2: cy, class: "domino-bar" }));
    half(g, cx, cy - L / 4, a);
    half(g, cx, cy + L / 4, b);
  } else {
    g.append(s("line", { x1: cx, y1: cy - hh / 2 + 3, x2: cx, y2: cy + hh / 2 - 3, class: "domino-bar" }));
    half(g, cx - L / 4, cy, a);
    half(g, cx + L / 4, cy, b);
  }
  return g;
}

function tileKey(text) {
  const m = /^(\d)-(\d)/.exec(text);
  if (!m) return null;
  const [a, b] = [Number(m[1]), Number(m[2])].sort();
  return `${a}-${b}`;
}

export function render(view, ctx) {
  const pos = view.position;
  const legal = legalMap(view);
  const ui = ctx.ui;
  const lay = pos.layout || { arms: { W: [], E: [], N: [], S: [] }, ends: {} };
  // legal plays by tile: {key: [{end, text}]}
  const plays = new Map();
  for (const text of legal.values()) {
    const key = tileKey(text);
    if (!key) continue;
    const end = (/@([WENS])$/i.exec(text) || [])[1] || "";
    if (!plays.has(key)) plays.set(key, []);
    plays.get(key).push({ end: end.toUpperCase(), text });
  }
  if (ui.selected && !plays.has(ui.selected)) ui.selected = null;
  const chosen = ui.selected ? plays.get(ui.selected) : [];
  const parts = [];
  const endPos = {};
  const lastPlay = lay.plays?.at(-1);
  let spinnerX = 0;
  if (lay.center) {
    const [a, b] = lay.center_pips;
    const dbl = a === b;
    parts.push(tile(0, 0, a, b, dbl, lastPlay === lay.center ? "last" : ""));
    // the line: W to the left, E to the right; doubles lie crosswise
    for (const [arm, dir] of [["W", -1], ["E", 1]]) {
      let x = dir * (dbl ? B / 2 : L / 2);
      (lay.arms[arm] || []).forEach(([inner, outer], i) => {
        const d = inner === outer;
        const w = d ? B : L;
        const cx = x + dir * w / 2;
        const isLast = i === lay.arms[arm].length - 1 && lastPlay && lastPlay.endsWith(`@${arm}`);
        parts.push(tile(cx, 0, dir < 0 ? outer : inner, dir < 0 ? inner : outer, d, isLast ? "last" : ""));
        if (lay.spinner_at === arm && lay.spinner_index === i) spinnerX = cx;
        x += dir * w;
      });
      endPos[arm] = [x + dir * 26, 0];
    }
    // the spinner's arms
    for (const [arm, dir] of [["N", -1], ["S", 1]]) {
      let y = dir * L / 2;
      (lay.arms[arm] || []).forEach(([inner, outer], i) => {
        const d = inner === outer;
        const hh = d ? B : L;
        const cy = y + dir * hh / 2;
        const isLast = i === lay.arms[arm].length - 1 && lastPlay && lastPlay.endsWith(`@${arm}`);
        parts.push(tile(spinnerX, cy, dir < 0 ? outer : inner, dir < 0 ? inner : outer, !d, isLast ? "last" : ""));
        y += dir * hh;
      });
      endPos[arm] = [spinnerX, y + dir * 26];
    }
  }
  // the open ends: their pips, and a target to click when the chosen tile fits there
  const endMarks = [];
  for (const [name, info] of Object.entries(lay.ends || {})) {
    const p = endPos[name];
    if (!p) continue;
    const target = chosen.find((c) => c.end === name);
    const g = s("g", { class: ["end", target && "legal-target", info.begun === false && "unbegun"], dataset: { end: name } });
    g.append(s("circle", { cx: p[0], cy: p[1], r: 17, class: "end-mark" }));
    g.append(s("text", { x: p[0], y: p[1] + 5, class: "end-text", text: `${t(`end${name}`)}${info.begun === false ? "" : ` ${info.double ? info.pips * 2 : info.pips}`}` }));
    if (target) {
      g.dataset.move = target.text;
      clickable(g, () => {
        ui.selected = null;
        ctx.submit(target.text);
      }, target.text);
    }
    endMarks.push(g);
  }
  // fit the drawing
  const xs = [-L, L];
  const ys = [-L, L];
  for (const [x, y] of Object.values(endPos)) {
    xs.push(x - 24, x + 24);
    ys.push(y - 24, y + 24);
  }
  const minX = Math.min(...xs) - 10;
  const minY = Math.min(...ys) - 10;
  const W = Math.max(...xs) - minX + 10;
  const H = Math.max(...ys) - minY + 10;
  const svg = svgRoot(W, H, { class: "board all-fives", "aria-label": t("allFivesLayout"), viewBox: `${minX} ${minY} ${W} ${H}` });
  svg.style.maxWidth = `${Math.round(W * 1.4)}px`; // a short line is not blown up (CSSOM: allowed by the CSP)
  svg.append(s("rect", { x: minX, y: minY, width: W, height: H, rx: 12, class: "felt" }));
  if (!lay.center) svg.append(s("text", { x: 0, y: 5, class: "felt-label small", text: t("openingTileHere") }));
  for (const part of parts) if (part.dataset.piece) part.dataset.motionCell = `lay:${part.dataset.piece}`;
  svg.append(...parts, ...endMarks);
  const wrap = h("div", { class: "board-wrap" }, [svg]);
  wrap.append(h("p", { class: "board-note big", id: "ends-sum", text: `${t("ends")}: Σ ${pos.sum ?? 0}${pos.sum > 0 && pos.sum % 5 === 0 ? " ✓" : ""}` }));
  // the hand
  if (pos.hand) {
    const hand = svgRoot(Math.max(1, pos.hand.length) * (B + 10) + 10, L + 20, { class: "board hand", "aria-label": t("hand") });
    pos.hand.forEach((name, i) => {
      const [a, b] = name.split("-").map(Number);
      const ok = plays.has(name);
      const g = tile(10 + B / 2 + i * (B + 10), L / 2 + 10, a, b, true, [ok && "legal-target", ui.selected === name && "selected", pos.must_play === name && "forced"].filter(Boolean).join(" "));
      g.dataset.tile = name;
      g.dataset.motionCell = `hand:${g.dataset.piece}`;
      if (ok) {
        const options = plays.get(name);
        if (options.length === 1) g.dataset.move = options[0].text;
        clickable(g, () => {
          if (options.length === 1) {
            ui.selected = null;
            ctx.submit(options[0].text);
          } else {
            ui.selected = ui.selected === name ? null : name;
            ctx.rerender();
          }
        }, name);
      } else {
        g.setAttribute("role", "img");
        g.setAttribute("aria-label", name);
      }
      hand.append(g);
    });
    wrap.append(h("div", { class: "hand-box" }, [h("span", { text: `${t("hand")}: ` }), hand]));
  }
  if (ui.selected) wrap.append(h("p", { class: "board-note", text: t("selectTarget") }));
  const buttons = h("div", { class: "actions" });
  for (const word of ["draw", "pass"]) {
    const text = legal.get(word);
    if (text) buttons.append(h("button", { type: "button", class: "btn primary", id: `af-${word}`, dataset: { move: text }, text: word === "pass" ? t("pass") : t("drawTile"), onclick: () => ctx.submit(text) }));
  }
  wrap.append(buttons);
  const info = `${t("round")} ${pos.round} · ${t("boneyard")}: ${pos.boneyard} · ${pos.hand_counts.map((n, p) => `${ctx.playerName(p)}: ${n}`).join(" · ")} · ${t("targetScore", { target: pos.target })}`;
  wrap.append(h("p", { class: "board-note", id: "af-info", text: info }));
  return wrap;
}

/** The small picture of the game on its card on the home page. */
export function picture() {
  const svg = svgRoot(120, 90, { class: "pic", role: "img", "aria-hidden": "true" });
  const domino = (x, y, a, b, vertical) => {
    const g = s("g", { transform: `translate(${x} ${y}) rotate(${vertical ? 90 : 0})` });
    g.append(s("rect", { x: -14, y: -7, width: 28, height: 14, rx: 2, class: "domino" }));
    g.append(s("line", { x1: 0, y1: -6, x2: 0, y2: 6, class: "domino-bar" }));
    g.append(s("text", { x: -7, y: 3.5, class: "pip-num", text: String(a) }));
    g.append(s("text", { x: 7, y: 3.5, class: "pip-num", text: String(b) }));
    return g;
  };
  svg.append(domino(60, 45, 5, 5, true), domino(36, 45, 3, 5), domino(84, 45, 5, 0), domino(60, 17, 2, 5, true), domino(12, 45, 6, 3));
  return svg;
}
