// The one place where a message becomes text.  The server's messages ({key, args}: log lines,
// results, refusals, move labels) and the page's own texts (ui-... keys, through i18n.js's t) are
// rendered in the page's language from the same Project Fluent catalogs the server reads
// (/locales/<lang>.ftl), with @fluent/bundle (vendored in /static/vendor, no build step). An
// argument may itself be a message or a list of them; "list-and" joins its items with the
// catalog's separator (as fives.i18n.fluent does); `renderNamed` first puts the seats' display
// names in for the players a message names.  i18n.js chooses the language (and English as the
// fallback), results/words.js and the pages call these.

import { FluentBundle, FluentResource } from "../vendor/fluent-bundle/index.js";

const bundles = new Map(); // lang -> FluentBundle, once loaded
const loading = new Map(); // lang -> Promise of it

/** Fetch a language's catalog once; the promise resolves when it can render (false: it failed,
 * and the texts the server translated stay in use). */
export function loadCatalog(lang) {
  if (!loading.has(lang)) {
    const done = fetch(`/locales/${encodeURIComponent(lang)}.ftl`)
      .then((response) => (response.ok ? response.text() : Promise.reject(new Error(`HTTP ${response.status}`))))
      .then((text) => {
        const bundle = new FluentBundle(lang, { useIsolating: false });
        bundle.addResource(new FluentResource(text));
        bundles.set(lang, bundle);
        return true;
      })
      .catch(() => {
        loading.delete(lang); // try again next time
        return false;
      });
    loading.set(lang, done);
  }
  return loading.get(lang);
}

/** Whether ``lang``'s catalog is in (renderMessage can render). */
export function catalogReady(lang) {
  return bundles.has(lang);
}

function format(bundle, key, args) {
  const message = bundle.getMessage(key);
  if (!message || !message.value) throw new Error(`no message ${key}`);
  const errors = [];
  const text = bundle.formatPattern(message.value, args, errors);
  if (errors.length) throw errors[0];
  return text;
}

function argument(value, bundle) {
  if (Array.isArray(value)) return value.map((v) => argument(v, bundle)).join(", ");
  if (value && typeof value === "object" && typeof value.key === "string") return render(value, bundle);
  return value;
}

function render(message, bundle) {
  const args = message.args || {};
  if (message.key === "list-and") {
    const separator = format(bundle, "list-and", { items: "" });
    return (args.items || []).map((v) => String(argument(v, bundle))).join(separator);
  }
  const values = {};
  for (const [name, value] of Object.entries(args)) values[name] = argument(value, bundle);
  return format(bundle, message.key, values);
}

/** ``message`` ({key, args}) in ``lang``; null when it has no catalog (yet) or cannot be rendered. */
export function renderMessage(message, lang) {
  const bundle = bundles.get(lang);
  if (!bundle || !message || typeof message.key !== "string") return null;
  try {
    return render(message, bundle);
  } catch (e) {
    return null;
  }
}

/** Whether ``lang``'s catalog is loaded. */
export function hasCatalog(lang) {
  return bundles.has(lang);
}

/** Whether ``lang``'s catalog is loaded and has message ``key``. */
export function hasMessage(key, lang) {
  return Boolean(bundles.get(lang)?.hasMessage(key));
}

/** A page text (``ui-...``) in ``lang``; a variable without its argument stays as "{name}". */
export function renderText(key, args, lang) {
  const bundle = bundles.get(lang);
  const errors = [];
  const text = bundle.formatPattern(bundle.getMessage(key).value, args || {}, errors);
  return errors.length ? text.replace(/\{\$(\w+)\}/g, "{$1}") : text;
}

/** A text's variables ("{n}") filled from ``args``; one without its argument stays as it is. */
export function fillText(text, args) {
  return args ? text.replace(/\{(\w+)\}/g, (all, name) => (name in args ? String(args[name]) : all)) : text;
}

/** Colours that name players (Torris, Fünf gewinnt): the colour's index is the seat. */
export const COLOURS = ["white", "black"];

/** ``value`` (a message in its JSON form, or a list of them) with names for players: a message
 * names a player as {key: "player", args: {n}} (seat n - 1), or by colour ("colour-player"). */
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

/** ``message`` in ``lang`` with every player it names as ``name(seat)`` calls the seat (of
 * ``seats``); null as renderMessage. */
export function renderNamed(message, lang, name, seats) {
  return renderMessage(named(message, name, seats), lang);
}
