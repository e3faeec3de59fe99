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

/** The viewer's legal moves as buttons. A move whose notation holds words ("pass", "steal P2")
 * reads in the page's language: ``label(notation)`` gives its text (from ``view.labels``, the
 * server's messages), and the notation, which is what is sent and what one types, is in its
 * title (quoted, as the notation help below the buttons quotes it). */
export function moveButtons(view, ctx, label = (text) => text) {
  const box = h("div", { class: "legal", id: "legal-moves" });
  const legal = view.legal || [];
  if (!legal.length) {
    box.append(h("p", { class: "muted", text: t("noMoves") }));
    return box;
  }
  const shown = new Map(legal.map((text) => [text, label(text) || text]));
  // grouped by the words a player reads, so the group's head is in their language too
  const byLabel = new Map([...shown].map(([text, words]) => [words, text]));
  for (const [key, list] of groups([...byLabel.keys()])) {
    const row = h("div", { class: "legal-group" });
    if (key) row.append(h("span", { class: "legal-key", text: key }));
    for (const words of list) {
      const text = byLabel.get(words);
      row.append(
        h("button", {
          type: "button",
          class: "move-btn",
          dataset: { move: text },
          title: `${t("notation")}: '${text}'`, // the notation in a tooltip, the words on the button
          text: words,
          onclick: () => ctx.submit(text),
        }),
      );
    }
    box.append(row);
  }
  return box;
}
