// The game page's Undo: who may take a move back (the server's rule; it refuses it elsewhere),
// the request, and the Undo button under a board that has none of its own.
import { h } from "../dom.js";
import { t } from "../i18n.js";
import { viewOf } from "./views.js";

/** Undo: in games without hidden information, for a person alone or against the computer
 * only (every other seat a computer seat from the start); the server refuses it elsewhere. */
export function canUndo(page, seat) {
  if (seat === null || seat === undefined || page.info?.hidden_information || page.room?.rated) return false;
  const seats = page.room?.seats || [];
  return seats.every((x) => (x.seat === seat ? x.status !== "ai" : x.kind === "ai"));
}

export function undo(page) {
  const view = viewOf(page, page.seat);
  if (!view) return;
  page.notice = null;
  if (!page.conn.undo(page.seat, view.move_number)) {
    page.notice = { kind: "error", text: t("reconnecting") };
    page.renderNotice();
  }
}

/** Boards without their own Undo (Abräumen has one beside its Hint): one under the board. */
export function undoTools(view, ctx) {
  const waiting = !view.terminal && !(view.legal || []).length; // the computer is thinking
  return h("div", { class: "board-tools", id: "undo-tools" }, [
    h("button", { type: "button", class: "btn", id: "undo", text: `↶ ${t("undo")}`, title: t("undoTitle"), disabled: !(view.own_moves ?? view.move_number) || waiting, onclick: () => ctx.undo() }),
  ]);
}
