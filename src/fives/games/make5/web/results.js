// Make 5: the games of the match, who sorted each, the points, and a MAKE FIVE.
import { line, table } from "/static/js/results/words.js";

export function details(d, w) {
  const rows = (d.games || []).map((g) => [String(g.game), w.player(g.sorter), String(g.score)]);
  const out = [table("result-rounds", [w("results-game"), w("results-sorter"), w("results-points")], rows)];
  const totals = (d.totals || []).map((t, p) => w("results-player-points", { player: w.player(p), points: t }));
  out.push(line(w("results-make5-summary", { players: totals.join(", ") })));
  if (d.make_five) out.push(line(w("results-make-five"), { class: "result-line big" }));
  return out;
}
