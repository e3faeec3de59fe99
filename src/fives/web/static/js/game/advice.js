// The game page's hints: who may ask (the server's rule, `fives.server.advice`), asking, keeping
// a hint while the seat faces the same decision, and the Hint button with its answer under a
// board that has no Hint of its own.  The hint lives in `page.ui.hint`:
// {move_number, legal, pending} while asked, then the server's answer ({best, text, i18n}) too,
// `spent` once the seat moved.
import { api } from "../api.js";
import { h } from "../dom.js";
import { getLang, serverText, t } from "../i18n.js";
import { renderNamed } from "../messages.js";
import { markHint } from "../hints.js";
import { viewOf } from "./views.js";

/** The list of move buttons with the hinted one ringed. */
export function withHint(buttons, hint) {
  if (hint?.best) markHint(buttons, hint.best);
  return buttons;
}

/** Why a hint or an analysis suggests its move: its reason (a message, {key, args}) in the page's
 * language with the players named as every place of the page names them (``name(seat)``, of
 * ``seats``: "takes Anna's tower", not "takes P2's tower"); else the server's text. */
export function reasonText(answer, name, seats) {
  return (answer?.reason && renderNamed(answer.reason, getLang(), name, seats)) || serverText(answer?.text || "", answer?.i18n);
}

/** The Hint button and the hint's answer: the move and why (boards without their own). */
export function hintTools(view, hint, ctx) {
  const bar = h("div", { class: "board-tools", id: "hint-tools" }, [
    h("button", { type: "button", class: "btn", id: "hint", text: t("hint"), title: t("hintTitle"), disabled: Boolean(hint?.pending) || !(view.legal || []).length, onclick: () => ctx.hint() }),
  ]);
  if (hint) {
    const text = hint.pending ? t("hintThinking") : `${t("hintPlay")} ${ctx.moveLabel?.(hint.best) ?? hint.best}: ${reasonText(hint, ctx.playerName, ctx.names?.length || 0)}`;
    bar.append(h("p", { class: ["board-note", "hint-text", hint.pending ? "pending" : "solvable"], id: "hint-text", role: "status", text }));
  }
  return bar;
}

/** The hint (asked, or answered) after the position moved on from move ``before``: kept when
 * the seat still faces the same decision — only the others moved meanwhile (the computer's
 * secret choice in Zahlenpoker comes while the player thinks), the seat is still to act with
 * the same moves to choose from, and has not moved — else dropped (its own move, an undo, the
 * end). */
export function carriedHint(page, before) {
  const hint = page.ui.hint;
  const view = viewOf(page, page.seat);
  if (!hint || hint.spent || !view || view.terminal || hint.move_number !== before || view.move_number < before) return null;
  if (!(view.legal || []).length || JSON.stringify(view.legal) !== hint.legal) return null;
  return { ...hint, move_number: view.move_number };
}

/** Whether ``seat`` may ask for a hint: a person alone or against the computer only (the
 * server's rule, `fives.server.advice`), on its turn. */
export function canHint(page, seat, view) {
  if (seat === null || seat === undefined || !page.tokens[seat] || !view || view.terminal || page.room?.rated) return false;
  const seats = page.room?.seats || [];
  return seats.every((x) => (x.seat === seat ? x.status !== "ai" : x.kind === "ai"));
}

/** Ask the server for a hint; the board shows it while the decision stays (see carriedHint). */
export async function askHint(page) {
  const view = viewOf(page, page.seat);
  const token = page.tokens[page.seat];
  if (!view || !token) return;
  const legal = JSON.stringify(view.legal || []);
  page.ui.hint = { move_number: view.move_number, legal, pending: true };
  page.render();
  try {
    const data = await api.hint(page.roomId, token);
    // the same decision still (carried past the others' moves): the answer is for it
    const held = page.ui.hint;
    if (!held?.pending || held.spent || held.legal !== legal || viewOf(page, page.seat)?.move_number !== held.move_number) return;
    page.ui.hint = { ...data, move_number: held.move_number, legal, pending: false };
  } catch (e) {
    page.ui.hint = null;
    page.notice = { kind: "error", text: e.message };
  }
  page.render();
}
