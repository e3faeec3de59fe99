// Words for the end screen: the server's messages ({key, args}) and the results-* keys of the
// Project Fluent catalogs, rendered in the page's language with every player replaced by the
// seat's display name (a message names a player as {key: "player", args: {n}}, or by colour).
import { h } from "../dom.js";
import { renderMessage } from "../messages.js";

/** Colours that name players (Torris, Fünf gewinnt): the colour's index is the seat. */
export const COLOURS = ["white", "black"];

/** ``value`` (a message in its JSON form, or a list of them) with names for players. */
export function named(value, name, seats) {
  if (Array.isArray(value)) return value.map((v) => named(v, name, seats));
  if (!value || typeof value !== "object" || typeof value.key !== "string") return value;
  const args = value.args || {};
  if (value.key === "player" && Number.isInteger(args.n) && args.n > 0 && args.n <= seats) return name(args.n - 1);
  if (value.key === "colour-player" && COLOURS.includes(args.colour) && COLOURS.indexOf(args.colour) < seats) {
    return { key: "results-colour-name", args: { colour: args.colour, name: name(COLOURS.indexOf(args.colour)) } };
  }
  return { key: value.key, args: Object.fromEntries(Object.entries(args).map(([k, v]) => [k, named(v, name, seats)])) };
}

/** w(key, args) renders a catalog key; w.player(seat) is the seat's display name. */
export function words(lang, name, seats) {
  const w = (key, args = {}) => renderMessage(named({ key, args }, name, seats), lang) ?? "";
  w.lang = lang;
  w.seats = seats;
  w.player = (p) => (Number.isInteger(p) && p >= 0 && p < seats ? name(p) : "–");
  w.namesAnd = (ps) => w("list-and", { items: ps.map((p) => w.player(p)) });
  w.num = (x) => String(Number.isInteger(x) ? x : Math.round(x * 100) / 100);
  w.message = (message) => (message && typeof message === "object" ? renderMessage(named(message, name, seats), lang) : null);
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
