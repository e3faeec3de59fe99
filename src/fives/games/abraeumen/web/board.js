// Abräumen: the 6 x 6 field; click a stone, then the free space it jumps to.  Undo takes
// back the last jump; Hint asks the server's solver and rings the jump it suggests.
import { h, s, svgRoot } from "/static/js/dom.js";
import { t } from "/static/js/i18n.js";
import { clickable, draggable, fromTo, lastMoveArgs } from "/static/js/boards/common.js";

const FILES = "abcdef";
const C = 60;
const M = 30;

export function render(view, ctx) {
  const pos = view.position;
  const moves = fromTo(view.legal || []);
  const ui = ctx.ui; // survives re-renders: {selected}
  const targets = (ui.selected && moves.get(ui.selected)) || new Map();
  const { from: lastFrom = null, to: lastTo = null } = lastMoveArgs(view);
  const hint = ui.hint && ui.hint.move_number === view.move_number ? ui.hint : null;
  const [hintFrom, hintTo] = hint?.best ? hint.best.split("-") : [null, null];
  const W = M * 2 + C * 6;
  const svg = svgRoot(W, W, { class: "board abraeumen", "aria-label": "Abräumen" });
  svg.append(s("rect", { x: M - 8, y: M - 8, width: C * 6 + 16, height: C * 6 + 16, rx: 10, class: "wood" }));
  for (let rank = 6; rank >= 1; rank--) {
    for (let f = 0; f < 6; f++) {
      const sq = `${FILES[f]}${rank}`;
      const x = M + f * C;
      const y = M + (6 - rank) * C;
      const ch = pos.rows[rank - 1][f];
      const g = s("g", {
        class: [
          "cell",
          ui.selected === sq && "selected",
          targets.has(sq) && "legal-target",
          moves.has(sq) && "movable",
          (sq === lastFrom || sq === lastTo) && "last",
          (sq === hintFrom || sq === hintTo) && "hint",
        ],
        dataset: { square: sq, motionCell: sq },
      });
      g.append(s("rect", { x: x + 2, y: y + 2, width: C - 4, height: C - 4, rx: 6, class: "hole-bg" }));
      g.append(s("circle", { cx: x + C / 2, cy: y + C / 2, r: 8, class: "hole" }));
      if (ch === "B" || ch === "W") {
        g.append(s("circle", { cx: x + C / 2, cy: y + C / 2, r: C * 0.38, class: ch === "B" ? "stone black" : "stone white", dataset: sq === lastTo ? { piece: ch, motionFrom: lastFrom } : { piece: ch } }));
      }
      const stone = ch === "B" || ch === "W";
      if (targets.has(sq)) {
        g.append(s("circle", { cx: x + C / 2, cy: y + C / 2, r: 12, class: "target-dot" }));
        clickable(g, () => {
          const text = targets.get(sq);
          ui.selected = null;
          ctx.submit(text);
        }, sq);
        g.dataset.move = targets.get(sq);
      } else if (stone && moves.size) {
        draggable(g, sq, (to) => {
          ui.selected = null;
          ctx.submit(moves.get(sq)?.get(to) || `${sq}-${to}`);
        });
        clickable(g, () => {
          // a stone that cannot jump is no choice: the click clears the selection
          ui.selected = ui.selected === sq || !moves.has(sq) ? null : sq;
          ctx.rerender();
        }, sq);
      } else if (ui.selected && !stone) {
        // no target: the click clears the selection, as players expect (nothing is sent)
        clickable(g, () => {
          ui.selected = null;
          ctx.rerender();
        }, sq);
      }
      svg.append(g);
    }
  }
  for (let i = 0; i < 6; i++) {
    svg.append(s("text", { x: M + i * C + C / 2, y: W - 6, class: "coord", text: FILES[i] }));
    svg.append(s("text", { x: 12, y: M + (5 - i) * C + C / 2 + 4, class: "coord", text: String(i + 1) }));
  }
  const wrap = h("div", { class: "board-wrap" }, [svg]);
  wrap.append(h("p", { class: "board-note", id: "stones-left", text: t("stonesLeftCount", { n: pos.stones }) }));
  if (ui.selected) wrap.append(h("p", { class: "board-note", text: t("selectTarget") }));
  if (ctx.undo || ctx.hint) wrap.append(tools(view, ctx, hint));
  return wrap;
}

/** The Undo and Hint buttons, and the hint's answer. */
function tools(view, ctx, hint) {
  const bar = h("div", { class: "board-tools", id: "abraeumen-tools" });
  if (ctx.undo) {
    bar.append(h("button", { type: "button", class: "btn", id: "undo", text: `↶ ${t("undo")}`, disabled: !(view.own_moves ?? view.move_number), onclick: () => ctx.undo() }));
  }
  if (ctx.hint && !view.terminal) {
    bar.append(h("button", { type: "button", class: "btn", id: "hint", text: t("hint"), disabled: Boolean(hint?.pending), onclick: () => ctx.hint() }));
  }
  if (hint) {
    let text = t("hintThinking");
    if (!hint.pending) {
      if (hint.best) text = `${t("hintSolvable")} ${hint.best}`;
      else text = hint.solvable ? t("hintSolved") : t("hintHopeless");
    }
    const kind = hint.pending ? "pending" : hint.solvable ? "solvable" : "hopeless";
    bar.append(h("p", { class: ["board-note", "hint-text", kind], id: "hint-text", role: "status", text }));
  }
  return bar;
}

/** The small picture of the game on its card on the home page. */
export function picture() {
  const svg = svgRoot(120, 90, { class: "pic", role: "img", "aria-hidden": "true" });
  svg.append(s("rect", { x: 24, y: 2, width: 86, height: 86, rx: 6, class: "wood" }));
  for (let r = 0; r < 6; r++)
    for (let c = 0; c < 6; c++) {
      const corner = (r === 0 || r === 5) && (c === 0 || c === 5);
      const edge = r === 0 || r === 5 || c === 0 || c === 5;
      if (!corner) svg.append(s("circle", { cx: 32 + c * 14, cy: 10 + r * 14, r: 5.5, class: edge ? "stone black" : "stone white" }));
    }
  return svg;
}
