// Cambio: the lines each player's symbol forms at the end, and how many pushes were made.
import { line } from "/static/js/results/words.js";

export function details(d, w) {
  const out = [];
  (Array.isArray(d.lines) ? d.lines : []).forEach((lines, p) => {
    if (!Array.isArray(lines) || !lines.length) return;
    const names = lines.map((x) => w("cambio-line-name", { kind: x.kind, ends: x.ends })).join(", ");
    out.push(line(w("results-cambio-lines", { player: w.player(p), lines: names })));
  });
  out.push(line(w("results-cambio-pushes", { pushes: d.pushes || 0 })));
  return out;
}
