// Torris: each colour's points and towers, and the tower that broke a tie.
import { COLOURS, line } from "/static/js/results/words.js";

export function details(d, w) {
  const out = COLOURS.map((colour) => {
    const who = w("colour-player", { colour });
    const towers = (d.towers || {})[colour] || [];
    if (!towers.length) return line(w("results-torris-no-towers", { player: who }));
    return line(w("results-torris-side", { player: who, points: (d.points || {})[colour] ?? 0, towers: towers.join(", ") }));
  });
  if (d.tiebreak) out.push(line(w("results-torris-tiebreak", { rank: d.tiebreak })));
  return out;
}
