// Fünf gewinnt: stones on the board and captured per colour, the winning row, the afterplay.
import { COLOURS, line } from "/static/js/results/words.js";

function perColour(values, w) {
  return (values || []).map((v, i) => `${w("colour-player", { colour: COLOURS[i] })} ${v}`).join(", ");
}

export function details(d, w) {
  const out = [
    line(w("results-fuenf-stones", { stones: perColour(d.stones, w) })),
    line(w("results-fuenf-captured", { captured: perColour(d.captured, w) })),
  ];
  if (d.row && d.row.length) out.push(line(w("results-fuenf-row", { cells: d.row.map(([x, y]) => `${x},${y}`).join(" · ") })));
  if (d.afterplay_turns) out.push(line(w("results-fuenf-afterplay", { turns: d.afterplay_turns })));
  return out;
}
