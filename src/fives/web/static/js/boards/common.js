// Helpers shared by the boards.
import { s } from "../dom.js";
import { t } from "../i18n.js";

export const norm = (text) => String(text).trim().toLowerCase().split(/\s+/).join(" ");

/** The viewer's legal moves, looked up case-insensitively: norm(text) -> the server's text. */
export function legalMap(view) {
  const map = new Map();
  for (const text of view.legal || []) map.set(norm(text), text);
  return map;
}

/** Two-step moves written "from-to" (Abräumen, Torris): targets of each origin. */
export function fromTo(legal, sep = "-") {
  const out = new Map();
  for (const text of legal) {
    const i = text.indexOf(sep);
    if (i < 0) continue;
    const from = text.slice(0, i);
    const to = text.slice(i + sep.length);
    if (!out.has(from)) out.set(from, new Map());
    out.get(from).set(to, text);
  }
  return out;
}

/** The arguments of the last log line's message ({key, args}), looking through a line that wraps
 * another (Torris's "(Black is blocked and passes) White moves ..."): the boards mark the last
 * move from them, not from the line's words. */
export function lastMoveArgs(view) {
  let message = (view?.messages || []).at(-1);
  while (message?.args?.line && typeof message.args.line === "object") message = message.args.line;
  return message?.args || {};
}

/** A clickable SVG group: role=button, keyboard-activated, data-move/data-square for tests. */
export function clickable(node, onActivate, label) {
  node.setAttribute("tabindex", "0");
  node.setAttribute("role", "button");
  if (label) node.setAttribute("aria-label", label);
  // a move's notation in a tooltip (issue 36): the board shows the move, the notation is there
  // for whoever points at it
  const move = node.dataset?.move;
  if (move) {
    const said = `${t("notation")}: '${move}'`;
    const title = node.querySelector(":scope > title");
    if (!title) node.append(s("title", { text: said }));
    else if (!title.textContent.includes(said)) title.textContent += ` · ${said}`;
  }
  node.classList.add("clickable");
  node.addEventListener("click", (e) => {
    e.stopPropagation();
    onActivate(e);
  });
  node.addEventListener("keydown", (e) => {
    if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      onActivate(e);
    }
  });
  return node;
}

/** Draw a symbol (dot, line, triangle, square, circle) centred at (x, y) with radius r. */
export function symbol(name, x, y, r, cls = "sym") {
  switch (name) {
    case "dot":
      return s("circle", { cx: x, cy: y, r: r * 0.32, class: cls });
    case "circle":
    case "O":
      return s("circle", { cx: x, cy: y, r: r * 0.62, class: `${cls} outline` });
    case "line":
      return s("rect", { x: x - r * 0.12, y: y - r * 0.7, width: r * 0.24, height: r * 1.4, class: cls });
    case "triangle":
    case "A":
      return s("polygon", {
        points: `${x},${y - r * 0.68} ${x + r * 0.66},${y + r * 0.5} ${x - r * 0.66},${y + r * 0.5}`,
        class: name === "A" ? `${cls} outline` : cls,
      });
    case "square":
    case "S":
      return s("rect", {
        x: x - r * 0.55,
        y: y - r * 0.55,
        width: r * 1.1,
        height: r * 1.1,
        class: name === "S" ? `${cls} outline` : cls,
      });
    default:
      return s("g");
  }
}

export function playerName(ctx, p) {
  return ctx.names?.[p] ?? `P${p + 1}`;
}

/** Dragging a piece: ``onDrop(to)`` with the square (or runway) under the pointer when it is
 * released elsewhere.  A short movement is left to the click handler. */
export function draggable(node, from, onDrop) {
  node.addEventListener("pointerdown", (e) => {
    if (e.button !== 0) return;
    const start = { x: e.clientX, y: e.clientY };
    const up = (ev) => {
      window.removeEventListener("pointerup", up);
      if (Math.abs(ev.clientX - start.x) + Math.abs(ev.clientY - start.y) < 12) return;
      const target = document.elementFromPoint(ev.clientX, ev.clientY)?.closest("[data-square], [data-runway]");
      const to = target?.dataset.square || target?.dataset.runway;
      if (to && to !== from) onDrop(to);
    };
    window.addEventListener("pointerup", up);
  });
  node.classList.add("draggable");
  return node;
}
