// Abräumen: the puzzle is solved (one stone left) or N stones are left; nobody "wins" it.
export function headline(d, w) {
  const left = d.stones_left;
  if (!Number.isInteger(left)) return null;
  return left === 1 ? w("results-abraeumen-solved") : w("results-abraeumen-left", { stones: left });
}

export function details() {
  return [];
}
