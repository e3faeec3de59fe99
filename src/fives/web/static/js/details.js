// Outcome details (score breakdowns) drawn generically: objects as definition lists, lists of
// records as tables, short lists inline.
import { h } from "./dom.js";

function isPlain(v) {
  return v === null || ["string", "number", "boolean"].includes(typeof v);
}

function label(key) {
  return String(key).replaceAll("_", " ");
}

function cell(value) {
  if (isPlain(value)) return value === null ? "–" : String(value);
  if (Array.isArray(value) && value.every(isPlain)) return value.join(", ");
  return JSON.stringify(value);
}

/** ``value`` drawn generically; ``name(key)`` gives a key's words (default: the key, "_" as " "). */
export function renderDetails(value, playerName, depth = 0, name = label) {
  if (isPlain(value)) return h("span", { text: value === null ? "–" : String(value) });
  if (Array.isArray(value)) {
    if (!value.length) return h("span", { text: "–" });
    if (value.every(isPlain)) return h("span", { text: value.join(", ") });
    if (value.every((v) => v && typeof v === "object" && !Array.isArray(v))) {
      const keys = [...new Set(value.flatMap((v) => Object.keys(v)))];
      return h("div", { class: "table-scroll" }, h("table", { class: "details-table" }, [
        h("thead", {}, h("tr", {}, keys.map((k) => h("th", { text: name(k) })))),
        h("tbody", {}, value.map((row) => h("tr", {}, keys.map((k) => h("td", { text: cell(row[k]) }))))),
      ]));
    }
    return h("ol", {}, value.map((v) => h("li", {}, renderDetails(v, playerName, depth + 1, name))));
  }
  const dl = h("dl", { class: "details" });
  for (const [k, v] of Object.entries(value)) {
    dl.append(h("dt", { text: name(k) }), h("dd", {}, depth > 3 ? cell(v) : renderDetails(v, playerName, depth + 1, name)));
  }
  return dl;
}
