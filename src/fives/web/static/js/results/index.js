// The end screen in words (issue 24): one small renderer per game turns the outcome's data
// (numbers, lists, seats) into sentences and tables from the Project Fluent catalogs; the server
// sends data, never rendered text. A game's renderer is its folder's `web/results.js`, served at
// /games/<id>/results.js (/api/games: `results_js`); `loadGames(games)` imports them once at page
// start (main.js awaits it), after which `renderResult` answers at once. A game without a
// renderer, or whose renderer did not load, falls back to the generic drawing.
import { catalogReady, loadCatalog } from "../messages.js";
import { importAll } from "../scripts.js";
import { words } from "./words.js";

const RENDERERS = new Map();

/** Load the end-screen renderer of every game in ``games`` (the list /api/games gives) that has one. */
export async function loadGames(games) {
  for (const [id, module] of await importAll(games, "results_js", "end screen")) RENDERERS.set(id, module);
}

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
  const module = RENDERERS.get(gameId);
  const details = outcome.details || {};
  const reason = w.message(outcome.reason_message) || fallbackReason || "";
  if (!module) return { headline: null, reason, body: null };
  return {
    headline: module.headline ? module.headline(details, w) : null,
    reason,
    body: module.details(details, w),
  };
}
