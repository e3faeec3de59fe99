// The fallback every game has: the viewer's legal moves as buttons, grouped by their first part.
import { h } from "../dom.js";
import { t } from "../i18n.js";

function groupKey(text) {
  const m = /^([a-z]+\s|[^>\-@<^v ]+)/i.exec(text);
  return m ? m[1].trim() : text;
}

export function groups(legal) {
  if (legal.length <= 12) return [["", legal]];
  const map = new Map();
  for (const text of legal) {
    const key = groupKey(text);
    if (!map.has(key)) map.set(key, []);
    map.get(key).push(text);
  }
  if (map.size === legal.length || map.size === 1) return [["", legal]];
  return [...map.entries()];
}

export function moveButtons(view, ctx) {
  const box = h("div", { class: "legal", id: "legal-moves" });
  const legal = view.legal || [];
  if (!legal.length) {
    box.append(h("p", { class: "muted", text: t("noMoves") }));
    return box;
  }
  for (const [key, list] of groups(legal)) {
    const row = h("div", { class: "legal-group" });
    if (key) row.append(h("span", { class: "legal-key", text: key }));
    for (const text of list) {
      row.append(
        h("button", {
          type: "button",
          class: "move-btn",
          dataset: { move: text },
          text,
          onclick: () => ctx.submit(text),
        }),
      );
    }
    box.append(row);
  }
  return box;
}
