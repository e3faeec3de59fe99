// A game's names and description as every page shows them (the home page's cards, the game page's
// title, "My games", the leaderboards, the replay), from the game's info (GET /api/games).  Its
// own module so that the pages that name games need not import each other (home.js, accounts.js
// and ratings.js once made a run-time import cycle through gameTitle).
import { getLang, messageText } from "./i18n.js";

/** A game's name: its original German name in both languages, the English one beside it. */
export function gameTitle(info) {
  return info.name_de;
}

/** The English name beside the German one, on an English page only (a German page keeps the German name alone). */
export function gameSubtitle(info) {
  return getLang() !== "de" && info.name !== info.name_de ? info.name : "";
}

export function description(info) {
  return messageText(info.description_message, info.description);
}
