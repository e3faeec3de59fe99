// The small picture of each game on its card on the home page: drawn by the game's board
// module (its folder's web/board.js, loaded by boards/index.js), blank for a game without one.
import { svgRoot } from "./dom.js";
import { boardOf } from "./boards/index.js";

export function picture(id) {
  const board = boardOf(id);
  return board ? board.picture() : svgRoot(120, 90, { class: "pic", role: "img", "aria-hidden": "true" });
}
