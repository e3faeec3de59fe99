// The end screen in words (issue 24): one small renderer per game turns the outcome's data
// (numbers, lists, seats) into sentences and tables from the Project Fluent catalogs; the server
// sends data, never rendered text. A game without a renderer falls back to the generic drawing.
import * as abraeumen from "./abraeumen.js";
import * as all_fives from "./all_fives.js";
import * as cambio from "./cambio.js";
import * as fuenf_gewinnt from "./fuenf_gewinnt.js";
import * as huetchenspieler from "./huetchenspieler.js";
import * as make5 from "./make5.js";
import * as torris from "./torris.js";
import * as zahlenpoker from "./zahlenpoker.js";
import { catalogReady, loadCatalog } from "../messages.js";
import { words } from "./words.js";

const RENDERERS = { abraeumen, all_fives, cambio, fuenf_gewinnt, huetchenspieler, make5, torris, zahlenpoker };

/** Who won, in words: nobody (a draw; a puzzle not solved), everybody (the win is shared: a draw
 * without a loser, not "nobody wins"), or the winners by name. ``t`` renders a page text. */
export function headlineOf(winners, n, name, t) {
  if (!winners.length) return n > 1 ? t("draw") : t("noWinner");
  if (winners.length === n && n > 1) return t("sharedWin");
  return `${winners.length > 1 ? t("winners") : t("winner")}: ${winners.map(name).join(", ")}`;
}

/** Call ``again`` once ``lang``'s catalog is in, when it is not yet (the end screen renders from it). */
export function whenCatalog(lang, again) {
  if (!catalogReady(lang)) loadCatalog(lang).then((ok) => { if (ok) again(); });
}

/** The result of a finished game in words: {headline (or null: the page's own), reason, body (nodes)}.
 * ``name(seat)`` is the seat's display name; ``fallbackReason`` the server's text when the
 * catalog cannot render (not loaded yet). */
export function renderResult(gameId, outcome, { lang, name, seats, fallbackReason }) {
  const w = words(lang, name, seats);
  const module = RENDERERS[gameId];
  const details = outcome.details || {};
  const reason = w.message(outcome.reason_message) || fallbackReason || "";
  if (!module) return { headline: null, reason, body: null };
  return {
    headline: module.headline ? module.headline(details, w) : null,
    reason,
    body: module.details(details, w),
  };
}
