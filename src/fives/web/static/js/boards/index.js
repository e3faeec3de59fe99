// The games the page draws, one module per game (the contract: boards/common.js's header):
// boards/<id>.js exports `render(view, ctx)`
// (the board of the game page and the replay) and `picture()` (the small picture on the game's
// card on the home page).  A game not listed here is played with the move buttons of
// generic.js and shown with a blank picture.  Adding a game's board: its module and one line
// here (tests/test_conformance.py checks both).
import * as cambio from "./cambio.js";
import * as abraeumen from "./abraeumen.js";
import * as fuenf_gewinnt from "./fuenf_gewinnt.js";
import * as torris from "./torris.js";
import * as huetchenspieler from "./huetchenspieler.js";
import * as zahlenpoker from "./zahlenpoker.js";
import * as all_fives from "./all_fives.js";
import * as make5 from "./make5.js";

const BOARDS = { cambio, abraeumen, fuenf_gewinnt, torris, huetchenspieler, zahlenpoker, all_fives, make5 };

/** The board module of a game (`render`, `picture`), or null when the game has none. */
export function boardOf(gameId) {
  return Object.hasOwn(BOARDS, gameId) ? BOARDS[gameId] : null;
}
