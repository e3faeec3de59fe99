// All Fives: the rounds (how each ended, the hand points, the running totals) and the tally sheet.
import { h } from "/static/js/dom.js";
import { table } from "/static/js/results/words.js";
import { tallyCount, tallySvg } from "/static/js/results/tally.js";

export function sideNames(sides, w) {
  if (sides === 2 && w.seats === 4) return [w.namesAnd([0, 2]), w.namesAnd([1, 3])];
  return Array.from({ length: sides }, (_, s) => w.player(s));
}

export function details(d, w) {
  const final = d.side_scores || [];
  const sides = final.length;
  const names = sideNames(sides, w);
  const header = [w("results-round"), w("results-how")];
  for (const n of names) header.push(`${n}: ${w("results-hand-points")}`);
  for (const n of names) header.push(`${n}: ${w("results-total")}`);
  const rounds = d.rounds || [];
  const rows = rounds.map((r) => [
    String(r.round),
    r.end === "domino" ? w("all-fives-domino-by", { player: w.player(r.domino_by) }) : w("all-fives-blocked"),
    ...r.points.map((p) => w.num(p)),
    ...(r.totals && r.totals.length ? r.totals.map((t) => w.num(t)) : names.map(() => "–")),
  ]);
  const last = rounds.length ? rounds[rounds.length - 1].totals : null;
  if (d.ended_by === "target" && (!last || last.some((t, i) => t !== final[i]))) {
    rows.push([String(rounds.length + 1), w("results-all-fives-target-reached"), ...names.map(() => "–"), ...final.map((t) => w.num(t))]);
  }
  const scale = d.points_per_score || 1;
  const sheet = h("div", { class: "tally-sheet", id: "tally-sheet" }, [h("h3", { text: w("results-all-fives-tally") })]);
  names.forEach((n, side) => {
    const points = final[side] * scale;
    const label = w("results-all-fives-tally-side", { side: n, points: w.num(points) });
    const rest = tallyCount(points).rest;
    sheet.append(h("div", { class: "tally-row", dataset: { side, points } }, [
      h("span", { class: "tally-label", text: label }),
      tallySvg(points, label),
      rest ? h("span", { class: "tally-rest", text: `+ ${w.num(rest)}` }) : null,
    ]));
  });
  if (scale !== 1) sheet.append(h("p", { class: "muted", text: w("results-all-fives-scaled", { score: 1, points: scale }) }));
  return [table("result-rounds", header, rows), sheet];
}
