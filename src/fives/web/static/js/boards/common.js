// Helpers shared by the boards, and the board contract (written here once; docs/web.md points here).
//
// THE BOARD CONTRACT.  A game's board is one module, web/board.js in the game's folder
// (src/fives/games/<id>/web/board.js, served at /games/<id>/board.js, loaded by boards/index.js;
// it imports the shared modules by absolute URL, /static/js/...; tests/test_layout.py checks that
// each exports `render` and `picture`):
//
//   export function render(view, ctx)  -> a DOM node (usually an <svg class="board"> from
//       dom.js's svgRoot, with buttons or notes around it).  Called anew for every state: no
//       state in the module; what must survive a redraw lives in ctx.ui.
//     view  the seat's view as the server sends it (`State.view` in fives.core.game): game,
//           options, viewer, move_number, player_moves, own_moves, to_move, terminal, outcome,
//           scores, legal (the moves this seat may play now; [] for a spectator or while the game
//           is over early), labels, log, messages, position (the game's own part).
//     ctx   what the page gives (game/board.js's boardContext; the replay and the how-to
//           pictures give the same keys, with the actions inert):
//       submit(text)   play a legal move (by its notation)      rerender()  draw again (ctx.ui changed)
//       ui             an object kept across redraws of one seat (selection, pan, zoom; `hint`
//                      is the page's: {best, text, pending} while asked or answered)
//       seat           the seat shown (null: a spectator)       lang        "en" or "de"
//       playerName(p)  a seat's display name                    names       every seat's name
//       moveLabel(t)   what a player reads for move t (its label in words, else t); game page only
//       timer          the rules' live time ({what, seat, remaining, ready, action}) or null
//       texts          the server's texts of the view in the page's language ({log, reason,
//                      details, notes})
//       undo, hint     functions when this seat may undo / ask for a hint, else null; a board
//                      that draws its own buttons gives them the ids "undo" and "hint"
//   export function picture()  -> an <svg> of 120 x 90 for the game's card on the home page
//       (class "pic", aria-hidden: a decoration).
//   optional: movesOnBoard(view) -> true when the board itself offers every legal move of this
//       position (the page then shows no list of moves); logMessage(message, index, view) -> a
//       message to show in the log instead of line ``index`` (or null: the line as it is).
//
// What the game page adds under a board (game/board.js): the result panel above it at the end;
// a Hint button and the hint's answer (#hint-tools) unless the board drew #hint; an Undo button
// (#undo-tools) unless the board drew #undo; the "ready" button of the rules' live time
// (#ready-tools); and the list of legal moves (#moves-box, folded when there are more than 12)
// unless movesOnBoard says the board offers them.  The hinted move is ringed on the board by
// hints.js through the elements' data-move / data-square / data-cell / data-runway / data-tile;
// motion.js animates through data-motion-cell / data-piece (its header); the focus is kept across
// a redraw through data-square / data-cell / data-move or an element's id.
//
// What a how-to picture gets (howto.js): render(view, ctx) of one position of a real game
// (the game folder's texts/howto.json) with ctx.seat = the view's viewer, playerName "Player n" and names every seat's (js/names.js),
// timer null, undo and hint null, submit and rerender doing nothing (a picture is not played);
// a board must draw without ctx.moveLabel (use `ctx.moveLabel?.(t) ?? t`).
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
