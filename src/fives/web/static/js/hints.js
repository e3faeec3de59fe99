// Hints and analysis on the boards: ring a move (its element, or the places it names).

/** The parts of a move's notation that a board draws as places: "g3-d3" (Torris, Abräumen),
 * "b2-e" (Make 5), "1,0>2,0" (Fünf gewinnt's afterplay), "4-6@E" (All Fives: the tile). */
function moveParts(best) {
  if (best.includes(">")) return best.split(">");
  if (best.includes("@")) return [best.split("@")[0]];
  if (/^[a-z]\d+-[a-z]\d*$/i.test(best)) return best.split("-");
  return [best];
}

/** Ring the hinted move on the board: the element that plays it, or its places. */
export function markHint(root, best) {
  const key = best.trim().toLowerCase();
  const parts = new Set(moveParts(key).filter(Boolean));
  for (const el of root.querySelectorAll("[data-move], [data-square], [data-cell], [data-runway], [data-tile]")) {
    const d = el.dataset;
    const places = [d.square, d.cell, d.runway, d.tile].filter((v) => v !== undefined).map((v) => v.toLowerCase());
    if ((d.move && d.move.toLowerCase() === key) || places.some((v) => parts.has(v))) el.classList.add("hint");
  }
}
