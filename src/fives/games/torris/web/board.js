// Torris: the 4 x 8 grid with towers drawn as stacks; the top stone's symbol and the height
// are shown, a tower's contents on hover (title) or tap (the note below the board).
import { h, s, svgRoot } from "/static/js/dom.js";
import { getLang, t } from "/static/js/i18n.js";
import { renderNamed } from "/static/js/messages.js";
import { clickable, draggable, fromTo, lastMoveArgs, symbol } from "/static/js/boards/common.js";

const FILES = "abcdefgh";
const SYMS = { d: "dot", l: "line", t: "triangle", s: "square" };
const C = 70;
const M = 26;

function stones(text) {
  const out = [];
  for (let i = 0; i + 1 < text.length; i += 2) out.push({ colour: text[i] === "W" ? "white" : "black", symbol: SYMS[text[i + 1]] || null });
  return out;
}

/** The position's notes (a blocked side passes) with the sides named as the seats are ("Anna
 * (White) is blocked and passes"), made from the position's data as the rules make them; else
 * the server's texts of them. */
function notes(pos, ctx) {
  const given = ctx.texts?.notes || pos.notes || [];
  if (!pos.turn || !pos.to_move || pos.turn === pos.to_move || given.length !== 1 || !ctx.playerName) return given;
  const side = (colour) => ({ key: "colour-player", args: { colour } });
  const message = { key: "torris-blocked-again", args: { player: side(pos.turn), other: side(pos.to_move) } };
  return [renderNamed(message, ctx.lang || getLang(), ctx.playerName, 2) || given[0]];
}

function describe(sq, list) {
  if (!list.length) return `${sq}: –`;
  return `${sq}: ${list.map((st) => t("torrisStoneLabel", { colour: st.colour, symbol: st.symbol || "unknown" })).join(", ")} (${t("tower")} ${list.length})`;
}

export function render(view, ctx) {
  const pos = view.position;
  const moves = fromTo(view.legal || []);
  const ui = ctx.ui;
  const targets = (ui.selected && moves.get(ui.selected)) || new Map();
  const last = lastMoveArgs(view);
  const lm = last.from && last.to ? [null, last.from, last.to] : null;
  const W = M + C * 8 + 8;
  const H = C * 4 + 28;
  const svg = svgRoot(W, H, { class: "board torris", "aria-label": "Torris" });
  for (let rank = 4; rank >= 1; rank--) {
    for (let f = 0; f < 8; f++) {
      const sq = `${FILES[f]}${rank}`;
      const x = M + f * C;
      const y = (4 - rank) * C + 4;
      const list = stones(pos.board[rank - 1][f]);
      const g = s("g", {
        class: ["cell", ui.selected === sq && "selected", targets.has(sq) && "legal-target", moves.has(sq) && "movable", lm && (sq === lm[1] || sq === lm[2]) && "last"],
        dataset: { square: sq, height: list.length, motionCell: sq },
      });
      g.append(s("title", { text: describe(sq, list) }));
      g.append(s("rect", { x, y, width: C, height: C, class: (f + rank) % 2 === 1 ? "sq-light" : "sq-dark" }));
      // a high tower's stones are drawn closer together, so it stays inside its own square
      // (below the height in the corner) however many stones it has
      const step = list.length > 1 ? Math.min(6, (C - 44) / (list.length - 1)) : 6;
      list.forEach((st, k) => {
        g.append(s("rect", { x: x + 8, y: y + C - 14 - k * step, width: C - 16, height: 8, rx: 2, class: `tile ${st.colour}`, dataset: { piece: st.colour } }));
      });
      if (list.length) {
        const top = list.at(-1);
        const ty = y + C - 14 - (list.length - 1) * step - 20;
        // the top stone's face: a piece of its own, so it slides with the stone (motion.js)
        const face = s("g", { class: "top-face", dataset: { piece: `${top.colour} ${top.symbol}` } });
        face.append(s("rect", { x: x + 14, y: ty - 4, width: C - 28, height: 26, rx: 4, class: `tile ${top.colour}` }));
        face.append(symbol(top.symbol || "", x + C / 2, ty + 9, 10, `sym on-${top.colour}`));
        g.append(face);
        if (lm && sq === lm[2]) for (const el of g.querySelectorAll("[data-piece]")) el.dataset.motionFrom = lm[1];

      }
      if (targets.has(sq)) {
        g.append(s("circle", { cx: x + 10, cy: y + 10, r: 6, class: "target-dot" }));
        g.dataset.move = targets.get(sq);
      }
      if (list.length && moves.size) {
        draggable(g, sq, (to) => {
          ui.selected = null;
          ctx.submit(moves.get(sq)?.get(to) || `${sq}-${to}`);
        });
      }
      clickable(g, () => {
        if (targets.has(sq)) {
          const text = targets.get(sq);
          ui.selected = null;
          ui.info = null;
          ctx.submit(text);
          return;
        }
        ui.info = describe(sq, list);
        // a tower that can move is selected; any other square (no target) clears the selection,
        // as players expect, and nothing is sent
        ui.selected = moves.has(sq) && ui.selected !== sq ? sq : null;
        ctx.rerender();
      }, describe(sq, list));
      svg.append(g);
      // the height, drawn over the square but outside its button: the square's name says it
      // already ("… (Tower 3)"), and a screen reader reads it once
      if (list.length > 1) svg.append(s("text", { x: x + C - 4, y: y + 15, class: "height", "aria-hidden": "true", text: String(list.length) }));
    }
  }
  for (let i = 0; i < 8; i++) svg.append(s("text", { x: M + i * C + C / 2, y: H - 4, class: "coord", text: FILES[i] }));
  for (let i = 0; i < 4; i++) svg.append(s("text", { x: 10, y: (3 - i) * C + C / 2 + 8, class: "coord", text: String(i + 1) }));
  const wrap = h("div", { class: "board-wrap" }, [svg]);
  const pts = pos.points || {};
  wrap.append(h("p", { class: "board-note", id: "torris-points", text: `⚪ ${ctx.playerName(0)}: ${pts.white ?? 0} · ⚫ ${ctx.playerName(1)}: ${pts.black ?? 0}` }));
  for (const note of notes(pos, ctx)) wrap.append(h("p", { class: "board-note warn", text: note }));
  if (ui.info) wrap.append(h("p", { class: "board-note", id: "tower-info", text: ui.info }));
  if (ui.selected) wrap.append(h("p", { class: "board-note", text: t("selectTarget") }));
  return wrap;
}

/** The small picture of the game on its card on the home page. */
export function picture() {
  const svg = svgRoot(120, 90, { class: "pic", role: "img", "aria-hidden": "true" });
  for (let r = 0; r < 4; r++) for (let c = 0; c < 8; c++) svg.append(s("rect", { x: 4 + c * 14, y: 8 + r * 18, width: 13, height: 17, class: "grid-cell" }));
  const towers = [[1, 2, 3, "W"], [4, 1, 2, "B"], [6, 3, 4, "W"], [2, 0, 1, "B"]];
  for (const [c, r, n, col] of towers)
    for (let k = 0; k < n; k++) svg.append(s("rect", { x: 5 + c * 14, y: 20 + r * 18 - k * 4, width: 11, height: 5, rx: 1, class: col === "W" ? "tile white" : "tile black" }));
  return svg;
}
