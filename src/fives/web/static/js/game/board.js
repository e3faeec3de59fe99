// The game page's board area: the hand-over cover of a shared screen, the game's board (its
// folder's web/board.js, loaded by boards/index.js; the contract is in boards/common.js's
// header), and what the page adds under it: the Hint and Undo buttons of boards without their
// own, the "ready" button of the rules' live time, and the list of legal moves (a board's
// fallback and the keyboard's way).  The focus stays on the board when it is drawn anew.
import { h, clear } from "../dom.js";
import { catalogText, getLang, messageText, t } from "../i18n.js";
import { seatNames } from "../names.js";
import { moveButtons } from "../boards/generic.js";
import { renderDetails } from "../details.js";
import { markHint } from "../hints.js";
import { askHint, canHint, hintTools, withHint } from "./advice.js";
import { moveLabel } from "./log.js";
import { resultPanel } from "./result.js";
import { canUndo, undo, undoTools } from "./undo.js";
import { claimed, playerName, texts } from "./views.js";

/** What a board's `render(view, ctx)` receives as ``ctx`` on the game page. */
function boardContext(page, view, seat) {
  return {
    submit: (text) => page.submit(text),
    rerender: () => page.render(),
    ui: page.ui,
    seat,
    lang: getLang(),
    playerName: (p) => playerName(page, p),
    // what a player reads for a legal move (its label in the page's language, else its notation)
    moveLabel: (text) => moveLabel(page, view, text) || text,
    // live time the rules give (Hütchenspieler's memorising), counted down by updateClock
    timer: page.msg.timer || null,
    names: seatNames(page.room.seats),
    // the server's texts of this view in the page's language (e.g. Torris' notes)
    texts: texts(page, view),
    undo: canUndo(page, seat) ? () => undo(page) : null,
    hint: canHint(page, seat, view) ? () => askHint(page) : null,
  };
}

/** While the screen passes to another person in a game with hidden information. */
function cover(page, seat) {
  return h("div", { class: "cover", id: "cover" }, [
    h("p", { text: t("hideInfo") }),
    h("p", { class: "big", text: `${t("handOver")} ${playerName(page, seat)}` }),
    h("button", {
      type: "button",
      class: "btn primary",
      id: "reveal",
      text: t("show"),
      onclick: () => {
        page.revealedSeat = seat;
        page.render();
      },
    }),
  ]);
}

/** Live time of the rules for the others (Hütchenspieler's memorising): say "ready" to end it
 * early; it ends once every seeker has. */
function readyTools(page, seat) {
  const done = (page.msg.timer.ready || []).includes(seat);
  return h("div", { class: "board-tools", id: "ready-tools" }, [
    h("button", {
      type: "button",
      class: "btn primary",
      id: "ready",
      disabled: done,
      text: done ? t("readyWaiting") : t("readyButton"),
      onclick: () => {
        if (!page.conn.send({ type: "ready", seat, move_number: page.msg.move_number })) {
          page.notice = { kind: "error", text: t("reconnecting") };
          page.renderNotice();
        }
      },
    }),
  ]);
}

/** Every legal move as a button: folded away when the board offers many of them. */
function movesBox(page, view, ctx, hint) {
  const many = (view.legal || []).length > 12 && page.board;
  const box = h("details", { class: "fallback", id: "moves-box", open: page.movesOpen ?? !many }, [
    h("summary", { id: "moves-title", text: `${t("legalMoves")} (${(view.legal || []).length})` }),
    withHint(moveButtons(view, ctx, (text) => moveLabel(page, view, text)), hint),
    // the notation is for those who ask for it: folded away ("show notation")
    page.info?.notation
      ? h("details", { class: "notation-box", id: "notation-box" }, [
          h("summary", { text: t("showNotation") }),
          h("p", { class: "muted notation", text: messageText(page.info.notation_message, page.info.notation) }),
        ])
      : null,
  ]);
  box.querySelector("summary").addEventListener("click", () => {
    page.movesOpen = !box.open;
  });
  return box;
}

export function renderMain(page, view, seat) {
  const main = clear(page.els.main);
  if (!view) return;
  if (page.covered) {
    main.append(cover(page, seat));
    return;
  }
  if (claimed(page) && !view.terminal) view = { ...view, legal: [] }; // over early: nothing to click
  const ctx = boardContext(page, view, seat);
  if (page.board) {
    try {
      main.append(page.board.render(view, ctx));
    } catch (e) {
      console.error(e);
      main.append(h("p", { class: "error", text: `board: ${e.message}` }));
    }
  } else if (view.position && typeof view.position === "object") {
    // a game without a board of its own shows its position as a readable list (Nim: its heap)
    // each entry named by the game's catalog (<id>-position-<key>, e.g. nim-position-heap), else by its key
    const game = page.room.game;
    const label = (key) => catalogText([`${game}-position-${String(key).replaceAll("_", "-")}`]) ?? String(key).replaceAll("_", " ");
    main.append(h("section", { class: "generic-position", id: "position", "aria-label": t("position") }, [
      renderDetails(view.position, (p) => playerName(page, p), 0, label),
    ]));
  }
  const hint = page.ui.hint && page.ui.hint.move_number === view.move_number ? page.ui.hint : null;
  if (hint?.best) markHint(main, hint.best);
  if (ctx.hint && !main.querySelector("#hint")) main.append(hintTools(view, hint, ctx));
  const timer = page.msg.timer;
  if (timer && !view.terminal && seat !== null && seat !== undefined && seat !== timer.seat && page.tokens[seat]) {
    main.append(readyTools(page, seat));
  }
  if (ctx.undo && !main.querySelector("#undo")) main.append(undoTools(view, ctx));
  if (claimed(page) && !view.terminal) {
    main.prepend(resultPanel(page, view)); // over early: the result above the last position
    return;
  }
  // a board that offers every move of this position itself (Fünf gewinnt's afterplay: a stone,
  // then its target) needs no list of hundreds of moves below it
  if (!view.terminal && !page.board?.movesOnBoard?.(view)) main.append(movesBox(page, view, ctx, hint));
  if (view.terminal) main.prepend(resultPanel(page, view));
}

/** Where the keyboard focus is on the board before it is redrawn (the square or move). */
export function boardFocus(page) {
  const el = document.activeElement;
  if (!el || !page.els.main.contains(el)) return null;
  const d = el.dataset || {};
  return { square: d.square, move: d.move, cell: d.cell, id: el.id || null };
}

/** After a move the board is drawn anew: the focus stays on it (the same square if it is
 * still there, else the board), so a keyboard player goes on where they were. */
export function restoreFocus(page, focus) {
  if (!focus) return;
  const main = page.els.main;
  const esc = (v) => (window.CSS?.escape ? CSS.escape(v) : v);
  const found =
    (focus.id && main.querySelector(`#${esc(focus.id)}`)) ||
    (focus.square && main.querySelector(`[data-square="${esc(focus.square)}"]`)) ||
    (focus.cell && main.querySelector(`[data-cell="${esc(focus.cell)}"]`)) ||
    (focus.move && main.querySelector(`[data-move="${esc(focus.move)}"]`));
  const target = found || main.querySelector("svg.board") || main;
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
}
