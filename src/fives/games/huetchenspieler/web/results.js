// Hütchenspieler: every turn of the match, who asked for which symbol, what was turned, who took it.
import { table } from "/static/js/results/words.js";

function symbol(name, w) {
  return w("symbol", { symbol: name });
}

export function details(d, w) {
  const header = [w("results-round"), w("results-hs-shuffler"), w("results-hs-seeker"), w("results-hs-asked"), w("results-hs-turned"), w("results-hs-took")];
  const rows = (d.turns || []).map((t) => {
    let turned = w("results-hs-turned-stone", { position: t.position, symbol: symbol(t.symbol, w) });
    if (t.last) turned += `, ${w("results-hs-turned-stone", { position: t.last.position, symbol: symbol(t.last.symbol, w) })}`;
    return [String(t.round), w.player(t.shuffler), w.player(t.seeker), symbol(t.asked, w), turned, w.player(t.taker)];
  });
  return [table("result-rounds", header, rows)];
}
