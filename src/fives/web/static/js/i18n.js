// The page's language (English or German; the choice is remembered in localStorage) and its texts
// in it; messages.js renders them.  They live in the Project Fluent catalogs the server reads too
// (/locales/<lang>.ftl, keys "ui-..."): t("newGame") renders "ui-new-game".  TEXT is only a
// fallback for a text added on a branch before it reached the catalogs; scripts/text_to_ftl.py
// moves such entries into the catalogs.
import { fillText, hasCatalog, hasMessage, loadCatalog, renderMessage, renderText } from "./messages.js";

const KEY = "fives.lang";

const TEXT = {
  en: {
  },
  de: {
  },
};

/** The catalog key of a page text: ``newGame`` -> ``ui-new-game`` (as scripts/text_to_ftl.py). */
export function uiKey(key) {
  return "ui-" + key.replace(/([A-Z])/g, "-$1").toLowerCase().replace(/_/g, "-");
}


let lang = "en";
try {
  // a link may choose the language: ?lang=de (remembered like a click on the language button)
  const asked = new URLSearchParams(location.search).get("lang");
  if (asked === "en" || asked === "de") localStorage.setItem(KEY, asked);
  const stored = localStorage.getItem(KEY);
  if (stored === "en" || stored === "de") lang = stored;
  else if ((navigator.language || "").toLowerCase().startsWith("de")) lang = "de";
} catch (e) {
  /* storage unavailable: English */
}

const listeners = new Set();

export function getLang() {
  return lang;
}

/** The catalogs of English (every key's fallback) and of ``value``, fetched once. */
function loadMessages(value) {
  return Promise.all([loadCatalog("en"), value === "en" ? true : loadCatalog(value)]);
}

/** Resolves when the current language's texts can be rendered (call before the first render);
 * the other language's catalog follows in the background, so that the switch is immediate. */
export function ready() {
  return loadMessages(lang).then((done) => {
    loadMessages(lang === "en" ? "de" : "en");
    return done;
  });
}

function apply(value) {
  document.documentElement.lang = value;
  for (const fn of listeners) fn(value);
}

export function setLang(value) {
  lang = value === "de" ? "de" : "en";
  try {
    localStorage.setItem(KEY, lang);
  } catch (e) {
    /* ignore */
  }
  const chosen = lang;
  // render at once when the catalog is in (ready() fetched it), else once it is (a failed fetch
  // renders anyway, in the fallback texts); the page's lang attribute changes with its texts
  if (hasCatalog(chosen)) apply(chosen);
  else loadMessages(chosen).then(() => chosen === lang && apply(chosen));
}

export function onLang(fn) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** The page text ``key`` in the current language, with ``args`` for its variables ({ $n }):
 * from the language's catalog, else TEXT (a text not yet moved), else English, else the key.
 * Without ``args`` a variable stays as "{n}" in the text (for callers that replace it). */
export function t(key, args) {
  const id = uiKey(key);
  for (const language of lang === "en" ? ["en"] : [lang, "en"]) {
    if (hasMessage(id, language)) return renderText(id, args, language);
    const own = TEXT[language]?.[key];
    if (own !== undefined) return fillText(own, args);
  }
  return key;
}

/** The first of ``keys`` that a catalog has, rendered in the current language (else English);
 * null when none has it. */
export function catalogText(keys, args) {
  for (const language of lang === "en" ? ["en"] : [lang, "en"]) {
    const key = keys.find((k) => hasMessage(k, language));
    if (key) return renderText(key, args, language);
  }
  return null;
}

/** A text the server sends in English with its message ({key, args}) beside it: the message in
 * the current language, else the English text. */
export function messageText(message, english) {
  return (lang !== "en" && renderMessage(message, lang)) || english;
}

/** Pick the text of the current language from {en, de} (kept for code from other branches; page
 * texts belong in the catalogs, rendered by t). */
export function tr(pair) {
  return pair[lang] ?? pair.en;
}

/** Texts made by the server come in English (in the view) with their translations beside it
 * (`i18n.de.log`, `.reason`, `.details`; an error's `i18n.de`): the current language's, else
 * the English text. */
export function serverTexts(view, i18n) {
  const own = lang === "en" ? null : i18n?.[lang];
  const out = view?.outcome || {};
  const english = view?.log || [];
  // a line with a message ({key, args}) is rendered here from the language's catalog
  const log = lang === "en" || !view?.messages ? null : english.map((line, i) => renderMessage(view.messages[i], lang) ?? own?.log?.[i] ?? line);
  const reason = lang === "en" ? null : renderMessage(out.reason_message, lang);
  return {
    log: log || own?.log || english,
    reason: reason ?? own?.reason ?? out.reason ?? "",
    details: own?.details ?? out.details ?? {},
    notes: own?.notes ?? view?.position?.notes ?? [],
  };
}

/** An error's reason: its message ({key, args}, the answer's ``key`` and ``args``) rendered in
 * the current language, else the translation the server sent beside it, else the English text. */
export function serverText(english, i18n, answer) {
  if (lang === "en") return english;
  const message = answer && typeof answer.key === "string" ? { key: answer.key, args: answer.args || {} } : null;
  return renderMessage(message, lang) || i18n?.[lang] || english;
}

/** A seat's name as the page shows it: an unnamed seat (the server names it "P1", "P2") is
 * "Player 1" ("Spieler 1"); computer seats, named by the server "computer (level)", are named
 * in the page's language ("Computer (leicht)"); any other name as the player chose it. */
export function seatName(name) {
  const unnamed = /^P(\d+)$/.exec(name || "");
  if (unnamed) return t("defaultSeatName", { n: Number(unnamed[1]) });
  const found = lang !== "en" && /^computer \((\w+)\)$/.exec(name || "");
  return found ? `${t("computer")} (${t(found[1])})` : name;
}
