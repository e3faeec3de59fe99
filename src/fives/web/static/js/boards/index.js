// The games' boards, loaded from the games' own folders (the contract: boards/common.js's header).
// A game's board is its `web/board.js`, served at /games/<id>/board.js; /api/games names it
// (`board_js`, null for a game without one).  `loadGames(games)` imports them all once, at page
// start (main.js awaits it before the first page is drawn); after it `boardOf(id)` answers at
// once.  A game without a board, or whose board did not load (the error is logged), is played
// with the move buttons of generic.js and shown with a blank picture.
import { importAll } from "../scripts.js";

const BOARDS = new Map();

/** Load the board of every game in ``games`` (the list /api/games gives) that has one. */
export async function loadGames(games) {
  for (const [id, module] of await importAll(games, "board_js", "board")) BOARDS.set(id, module);
}

/** The board module of a game (`render`, `picture`), or null when the game has none. */
export function boardOf(gameId) {
  return BOARDS.get(gameId) || null;
}
