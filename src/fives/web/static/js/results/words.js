// Words for the end screen: the server's messages ({key, args}) and the results-* keys of the
// Project Fluent catalogs, rendered in the page's language with every player replaced by the
// seat's display name (a message names a player as {key: "player", args: {n}}, or by colour);
// messages.js renders them.
import { h } from "../dom.js";
import { COLOURS, renderNamed } from "../messages.js";

// each game's web/results.js takes the colours from here, beside the other words
export { COLOURS };

/** w(key, args) renders a catalog key; w.player(seat) is the seat's display name. */
export function words(lang, name, seats) {
  const w = (key, args = {}) => renderNamed({ key, args }, lang, name, seats) ?? "";
  w.lang = lang;
  w.seats = seats;
  w.player = (p) => (Number.isInteger(p) && p >= 0 && p < seats ? name(p) : "–");
  w.namesAnd = (ps) => w("list-and", { items: ps.map((p) => w.player(p)) });
  w.num = (x) => String(Number.isInteger(x) ? x : Math.round(x * 100) / 100);
  w.message = (message) => (message && typeof message === "object" ? renderNamed(message, lang, name, seats) : null);
  return w;
}

/** A table of words: header cells and rows of cells (text or nodes). */
export function table(id, header, rows, caption) {
  return h("div", { class: "table-scroll" }, h("table", { class: "details-table results-table", id }, [
    caption ? h("caption", { text: caption }) : null,
    h("thead", {}, h("tr", {}, header.map((c) => h("th", { scope: "col", text: c })))),
    h("tbody", {}, rows.map((row) => h("tr", {}, row.map((c) => h("td", {}, c))))),
  ]));
}

export function line(text, attrs = {}) {
  return h("p", { class: "result-line", ...attrs, text });
}
