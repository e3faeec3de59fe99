// How to play (#/howto/<id>) and the guided first game (#/guide/<id>), from GET
// /api/games/<id>/howto (the game folder's texts/howto.*): the pictures and every position of the guide are views the
// server replayed through the rules, drawn here by the game's own board code.  The guide runs in
// the page alone: no room, nothing stored on the server.
import { api } from "./api.js";
import { h, clear } from "./dom.js";
import { getLang, onLang, serverTexts, t, tr } from "./i18n.js";
import { renderNamed } from "./messages.js";
import { seatNames } from "./names.js";
import { renderMarkdown } from "./markdown.js";
import { showRules } from "./rules.js";
import { norm } from "./boards/common.js";
import { boardOf } from "./boards/index.js";

const GUIDED = "fives.guided."; // a guide played to its end
const OFFERED = "fives.guideOffered."; // the room whose loss offered the guide
const PICTURE = /^\[\[picture:([a-z]+)\]\]$/;
const PICTURE_NAMES = { start: "pictureStart", move: "pictureMove", end: "pictureEnd" };
// how long the position after a correct move stays before the next step
export const STEP_PAUSE_MS = 900;

const loaded = new Map();

function load(gameId) {
  if (!loaded.has(gameId)) {
    loaded.set(gameId, api.howto(gameId).catch((e) => {
      loaded.delete(gameId);
      throw e;
    }));
  }
  return loaded.get(gameId);
}

function fill(text, args) {
  return Object.entries(args).reduce((out, [key, value]) => out.replaceAll(`{${key}}`, value), text);
}

function stored(key) {
  try {
    return localStorage.getItem(key);
  } catch (e) {
    return null;
  }
}

function store(key, value) {
  try {
    localStorage.setItem(key, value);
  } catch (e) {
    /* storage unavailable: nothing remembered */
  }
}

/** "How to play" for a home card or the game page. */
export function howtoLink(gameId, title) {
  return h("a", { class: "btn howto-btn", href: `#/howto/${encodeURIComponent(gameId)}`, dataset: { game: gameId }, text: t("howto"), "aria-label": `${t("howto")}: ${title}` });
}

/** "Guided first game" for a home card, the how-to page and the offer after a loss. */
export function guideLink(gameId, title, extra = {}) {
  return h("a", { class: "btn guide-btn", href: `#/guide/${encodeURIComponent(gameId)}`, dataset: { game: gameId }, text: t("guide"), "aria-label": `${t("guide")}: ${title}`, ...extra });
}

/** After a loss against the computer: the guide is offered once per game (the first loss), until
 * it has been played to its end.  ``roomId`` keeps the offer on the page that made it. */
export function guideOffer(gameId, title, roomId) {
  if (stored(GUIDED + gameId)) return null;
  const first = stored(OFFERED + gameId);
  if (first && first !== roomId) return null;
  store(OFFERED + gameId, roomId);
  return h("p", { class: "guide-offer", id: "guide-offer" }, [t("guideOffer"), " ", guideLink(gameId, title, { id: "guide-offer-link" })]);
}

/** The seats of a how-to position, named as a game's unnamed seats are ("Player 1", "Spieler 1":
 * names.js), and its view's number of seats. */
function seatsOf(view) {
  const count = (view?.scores || []).length;
  return seatNames(Array.from({ length: count }, (_, p) => `P${p + 1}`));
}

/** A guide's text in the page's language with its seats named as the board names them: the
 * texts write a seat as "{P1}" (texts/howto.json). */
function said(pair, view) {
  const names = seatsOf(view);
  return tr(pair).replace(/\{P(\d+)\}/g, (all, n) => names[Number(n) - 1] ?? all);
}

function context(view, i18n, ui, submit, rerender) {
  const names = seatsOf(view);
  return {
    submit,
    rerender,
    ui,
    seat: view.viewer,
    lang: getLang(),
    playerName: (p) => names[p] ?? `P${p + 1}`,
    timer: null,
    names,
    texts: serverTexts(view, i18n),
    undo: null,
    hint: null,
  };
}

/** A read-only drawing of one view (a picture of the how-to text). */
function drawing(board, shown, label) {
  const figure = h("figure", { class: "howto-picture", "aria-label": label });
  if (!board) return figure;
  try {
    figure.append(board.render(shown.view, context(shown.view, shown.i18n, {}, () => {}, () => {})));
  } catch (e) {
    figure.append(h("p", { class: "error", text: e.message }));
  }
  return figure;
}

class Page {
  constructor(root, gameId, games) {
    this.root = root;
    this.gameId = gameId;
    this.info = games.find((g) => g.id === gameId) || { id: gameId, name: gameId, name_de: gameId };
    this.offLang = onLang(() => this.render());
    this.start();
  }

  destroy() {
    this.offLang();
    clearTimeout(this.timer);
  }

  async start() {
    clear(this.root).append(h("p", { class: "muted", text: t("loading") }));
    try {
      this.data = await load(this.gameId);
      this.board = boardOf(this.gameId); // loaded with the games (main.js), null: no board
    } catch (e) {
      clear(this.root).append(h("main", { class: "page" }, [h("p", { class: "error", role: "alert", id: "howto-error", text: e.code === "no_howto" || e.status === 404 ? t("noHowto") : e.message })]));
      return;
    }
    this.render();
  }

  get title() {
    return this.info.name_de;
  }
}

export class HowtoPage extends Page {
  render() {
    if (!this.data) return;
    document.title = `${fill(t("howtoTitle"), { game: this.title })} · Fives`;
    const article = h("article", { class: "howto-text", id: "howto-text", lang: getLang() });
    let chunk = [];
    const flush = () => {
      if (chunk.length) article.append(renderMarkdown(chunk.join("\n")));
      chunk = [];
    };
    const source = this.data.text[getLang()] || this.data.text.en;
    for (const line of source.split("\n")) {
      const found = PICTURE.exec(line.trim());
      if (found && this.data.pictures[found[1]]) {
        flush();
        const figure = drawing(this.board, this.data.pictures[found[1]], t(PICTURE_NAMES[found[1]] || "howto"));
        figure.dataset.picture = found[1];
        article.append(figure);
      } else chunk.push(line);
    }
    flush();
    const actions = h("div", { class: "actions howto-actions" }, [
      this.data.guide ? guideLink(this.gameId, this.title) : null,
      h("button", { type: "button", class: "btn", id: "howto-rules", text: t("fullRules"), onclick: () => showRules(this.gameId, this.title) }),
      h("a", { class: "btn", href: "#/", text: t("home") }),
    ]);
    clear(this.root).append(h("main", { class: "page howto-page", dataset: { game: this.gameId } }, [actions, article]));
  }
}

export class GuidePage extends Page {
  start() {
    this.step = 0;
    this.phase = "step"; // "step": waiting for the click; "after": the move is shown; "end"
    this.wrong = null;
    this.ui = {};
    return super.start();
  }

  restart() {
    clearTimeout(this.timer);
    this.step = 0;
    this.phase = "step";
    this.wrong = null;
    this.ui = {};
    this.render();
  }

  /** The next step (or the end); the board's own memory (an animation under way) is kept. */
  next() {
    delete this.ui.selected;
    this.wrong = null;
    this.step += 1;
    this.phase = this.step < this.data.guide.steps.length ? "step" : "end";
    if (this.phase === "end") store(GUIDED + this.gameId, "done");
    this.render();
  }

  submit(text) {
    if (this.phase !== "step") return;
    const step = this.data.guide.steps[this.step];
    delete this.ui.selected;
    if (step.move === null || norm(text) !== norm(step.move)) {
      this.wrong = step.wrong || null;
      this.render();
      return;
    }
    this.wrong = null;
    this.phase = "after";
    this.render();
    this.timer = setTimeout(() => this.next(), STEP_PAUSE_MS);
  }

  render() {
    if (!this.data) return;
    document.title = `${fill(t("guideTitle"), { game: this.title })} · Fives`;
    const guide = this.data.guide;
    const main = h("main", { class: "page game-page guide-page", dataset: { game: this.gameId } });
    if (!guide) {
      clear(this.root).append(main);
      main.append(h("p", { class: "error", text: t("noHowto") }));
      return;
    }
    const total = guide.steps.length;
    const step = guide.steps[this.step];
    const shown = this.phase === "end" ? guide.end : this.phase === "after" ? step.after : step;
    const watching = this.phase === "step" && step.move === null;
    const panel = h("section", { class: "guide-panel", id: "guide-panel", dataset: { step: String(this.step + 1), phase: this.phase } });
    if (this.phase === "end") {
      panel.append(
        h("p", { class: "guide-count", text: t("guideDone") }),
        h("p", { class: "big guide-say", id: "guide-text", "aria-live": "polite", text: said(guide.end.text, shown.view) }),
        h("div", { class: "actions" }, [
          h("button", { type: "button", class: "btn", id: "guide-again", text: t("guideAgain"), onclick: () => this.restart() }),
          h("a", { class: "btn", href: `#/howto/${encodeURIComponent(this.gameId)}`, text: t("howto") }),
          h("a", { class: "btn primary", id: "guide-home", href: "#/", text: t("home") }),
        ]),
      );
    } else {
      panel.append(
        h("p", { class: "guide-count", id: "guide-count", text: fill(t("guideStep"), { n: this.step + 1, total }) }),
        h("p", { class: "guide-say", id: "guide-text", "aria-live": "polite", text: this.phase === "after" ? t("guideGood") : said(step.text, shown.view) }),
      );
      if (this.wrong) panel.append(h("p", { class: "error", role: "alert", id: "guide-wrong", text: `${t("guideWrong")} ${said(this.wrong, shown.view)}` }));
      // a step to watch (the row to memorise): the player goes on when ready
      if (step.move === null && this.phase === "step") panel.append(h("button", { type: "button", class: "btn primary", id: "guide-next", text: t("guideNext"), onclick: () => this.next() }));
    }
    const area = h("section", { class: "board-area" });
    if (this.board) {
      const live = this.phase === "step" && !watching;
      const view = live ? shown.view : { ...shown.view, legal: [] };
      try {
        area.append(this.board.render(view, context(view, shown.i18n, this.ui, (text) => this.submit(text), () => this.render())));
      } catch (e) {
        area.append(h("p", { class: "error", text: e.message }));
      }
      if (live) mark(area, step);
    }
    const log = h("ol", { class: "log", id: "log" });
    // the log's lines with the seats named as on the board (a line's message names a player)
    const names = seatsOf(shown.view);
    const lines = serverTexts(shown.view, shown.i18n).log.map((line, i) => {
      const message = shown.view.messages?.[i];
      return (message && renderNamed(message, getLang(), (p) => names[p] ?? `P${p + 1}`, names.length)) || line;
    });
    lines.slice(-6).forEach((line) => log.append(h("li", { text: line })));
    main.append(
      h("h1", { class: "game-title", text: fill(t("guideTitle"), { game: this.title }) }),
      panel,
      h("div", { class: "game-body" }, [area, h("aside", { class: "side" }, [h("h2", { text: t("moves") }), log])]),
    );
    clear(this.root).append(main);
  }
}

/** Ring the step's target: the place that makes the move (data-move) and the squares it names;
 * for a move in two clicks, the piece to pick first (a square "b1-d1", a tile "4-5@E"). */
function mark(area, step) {
  const move = norm(step.move);
  let hit = false;
  for (const node of area.querySelectorAll("[data-move]")) {
    if (norm(node.dataset.move) === move) {
      node.classList.add("guide-target");
      hit = true;
    }
  }
  const first = hit ? null : (move.includes("@") ? move.split("@")[0] : move.includes("-") ? move.split("-")[0] : null);
  const shown = new Set((step.show || []).map(norm));
  for (const node of area.querySelectorAll("[data-square], [data-tile]")) {
    const name = norm(node.dataset.square || node.dataset.tile);
    if (name === first) node.classList.add("guide-target");
    else if (shown.has(name)) node.classList.add("guide-show");
  }
}
