// The game page's move log and move labels in the page's language, with every player named as
// the seats are (the score table's names, e.g. "Anna", "computer (hard)"), not P1/P2; and the
// "Last move" line above the board.
import { h, clear } from "../dom.js";
import { getLang, t } from "../i18n.js";
import { renderNamed } from "../messages.js";
import { playerName, texts } from "./views.js";

/** The move log of a view: a line with a message ({key, args}) is rendered from the catalog with
 * the names put in; any other line as the server's texts give it. */
export function logLines(page, view) {
  const lines = texts(page, view).log;
  const seats = page.room?.seats?.length || 0;
  const name = (p) => playerName(page, p);
  return lines.map((line, i) => {
    // a board may say a line otherwise while it must not be read (Hütchenspieler's shuffle moves
    // during their round)
    const own = view?.messages?.[i];
    const message = (own && page.board?.logMessage?.(own, i, view)) || own;
    return (message && renderNamed(message, getLang(), name, seats)) || line;
  });
}

/** What a player reads for a legal move (a button): the label the server gives a move whose
 * notation holds words (view.labels, a message) in the page's language with the players named
 * as in the log; null (the notation itself) for the others or while the catalog loads. */
export function moveLabel(page, view, text) {
  const message = view?.labels?.[text];
  if (!message) return null;
  return renderNamed(message, getLang(), (p) => playerName(page, p), page.room?.seats?.length || 0);
}

/** "Last move: ..." above the board, from the log as the side shows it: the last line, or with
 * more than two players the last line of each other player's turn (one line each). */
export function renderLastMove(page, view) {
  const el = clear(page.els.last);
  const lines = view ? logLines(page, view) : [];
  if (!lines.length) return;
  const players = page.room.seats?.length || 2;
  const shown = lines.slice(-Math.max(1, Math.min(players - 1, 3)));
  el.append(h("strong", { text: `${t(shown.length > 1 ? "lastMoves" : "lastMove")}: ` }), shown.join(" · "));
}

/** The log in the side panel: it scrolls to its end (focusable, so a keyboard can scroll it too). */
export function logList(page, view) {
  const log = h("ol", { class: "log", id: "log", tabindex: "0", "aria-label": t("moves") });
  logLines(page, view).forEach((line, i, all) => {
    log.append(h("li", { class: i === all.length - 1 ? "last" : null, text: line }));
  });
  return log;
}
