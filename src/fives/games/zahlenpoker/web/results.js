// Zahlenpoker: each round's shown stones and who won it, then the stones each player won.
import { table } from "/static/js/results/words.js";

function shown(value, w) {
  if (value === null || value === undefined) return w("results-zp-out");
  if (value === "empty") return w("results-zp-empty");
  return String(value);
}

export function roundText(r, w) {
  const said = [];
  if (r.thief !== null && r.thief !== undefined && r.victim !== null && r.victim !== undefined) {
    said.push(w("results-zp-steals", { thief: w.player(r.thief), victim: w.player(r.victim) }));
  }
  if (r.keeper !== null && r.keeper !== undefined) said.push(w("results-zp-keeps", { player: w.player(r.keeper) }));
  else if (r.blocked) said.push(w("results-zp-blocked"));
  else if (!said.length) said.push(w("results-zp-nobody"));
  return said.join("; ");
}

export function details(d, w) {
  const players = (d.stones || []).map((_, p) => p);
  const rounds = Array.isArray(d.rounds) ? d.rounds : [];
  const rows = rounds.map((r, i) => [String(i + 1), ...r.shown.map((v) => shown(v, w)), roundText(r, w)]);
  const header = [w("results-round"), ...players.map((p) => w.player(p)), w("results-zp-result")];
  const summary = players.map((p) => [
    w.player(p),
    String(d.stones[p]),
    String((d.sums || [])[p] ?? "–"),
    ((d.left_in_hand || [])[p] || []).join(", ") || "–",
  ]);
  const head2 = [w("results-player"), w("results-zp-stones"), w("results-zp-sum"), w("results-zp-in-hand")];
  return [table("result-rounds", header, rows), table("result-players", head2, summary)];
}
