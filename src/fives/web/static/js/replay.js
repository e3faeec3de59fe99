// The replay viewer of a finished game: step, jump, autoplay (the public view after each move).
import { api } from "./api.js";
import { h, clear } from "./dom.js";
import { onLang, serverTexts, t } from "./i18n.js";
import { gameTitle } from "./home.js";

export class ReplayPage {
  constructor(root, roomId, games) {
    this.root = root;
    this.roomId = roomId;
    this.games = games;
    this.ui = {};
    this.cache = new Map();
    this.offLang = onLang(() => this.render());
    this.keys = (e) => {
      if (e.target.closest && e.target.closest("input, select, textarea")) return;
      if (e.key === "ArrowRight") this.go(this.move + 1);
      else if (e.key === "ArrowLeft") this.go(this.move - 1);
      else if (e.key === "Home") this.go(0);
      else if (e.key === "End") this.go(this.total);
    };
    document.addEventListener("keydown", this.keys);
    this.start();
  }

  destroy() {
    this.offLang();
    this.stop();
    document.removeEventListener("keydown", this.keys);
  }

  async start() {
    clear(this.root).append(h("p", { class: "muted", text: t("loading") }));
    try {
      this.room = await api.room(this.roomId);
      this.info = this.games.find((g) => g.id === this.room.game);
      try {
        this.board = await import(`./boards/${this.room.game}.js`);
      } catch (e) {
        this.board = null;
      }
      const last = await this.fetch(undefined);
      this.total = last.moves;
      await this.go(0);
    } catch (e) {
      clear(this.root).append(h("p", { class: "error", role: "alert", text: e.message }));
    }
  }

  async fetch(move) {
    const key = move === undefined ? "end" : move;
    if (!this.cache.has(key)) this.cache.set(key, await api.replay(this.roomId, move));
    return this.cache.get(key);
  }

  async go(move) {
    const m = Math.max(0, Math.min(this.total, move));
    const data = await this.fetch(m);
    this.move = m;
    this.view = data.view;
    this.i18n = data.i18n;
    this.render();
  }

  play() {
    if (this.timer) return this.stop();
    this.timer = setInterval(() => {
      if (this.move >= this.total) this.stop();
      else this.go(this.move + 1);
    }, 800);
    this.render();
  }

  stop() {
    clearInterval(this.timer);
    this.timer = null;
    this.render();
  }

  render() {
    if (!this.view) return;
    const name = (p) => this.room.seats?.[p]?.name || `P${p + 1}`;
    const ctx = { submit: () => {}, rerender: () => this.render(), ui: this.ui, seat: null, playerName: name, names: [], texts: serverTexts(this.view, this.i18n) };
    const slider = h("input", { type: "range", id: "replay-slider", min: 0, max: this.total, value: this.move, "aria-label": t("replayMove") });
    slider.addEventListener("input", () => this.go(Number(slider.value)));
    const controls = h("div", { class: "actions replay-controls" }, [
      h("button", { type: "button", class: "btn", id: "replay-first", text: "|◀", title: t("replayStart"), "aria-label": t("replayStart"), onclick: () => this.go(0) }),
      h("button", { type: "button", class: "btn", id: "replay-prev", text: "◀", title: t("replayBack"), "aria-label": t("replayBack"), onclick: () => this.go(this.move - 1) }),
      h("button", { type: "button", class: "btn primary", id: "replay-play", text: this.timer ? "||" : "▶▶", title: t("replayAutoplay"), "aria-label": t("replayAutoplay"), onclick: () => this.play() }),
      h("button", { type: "button", class: "btn", id: "replay-next", text: "▶", title: t("replayForward"), "aria-label": t("replayForward"), onclick: () => this.go(this.move + 1) }),
      h("button", { type: "button", class: "btn", id: "replay-last", text: "▶|", title: t("replayEnd"), "aria-label": t("replayEnd"), onclick: () => this.go(this.total) }),
      slider,
      h("span", { id: "replay-move", text: `${this.move} / ${this.total}` }),
    ]);
    const main = h("section", { class: "board-area" });
    if (this.board) {
      try {
        main.append(this.board.render(this.view, ctx));
      } catch (e) {
        main.append(h("p", { class: "error", text: e.message }));
      }
    }
    const log = h("ol", { class: "log", id: "log" });
    serverTexts(this.view, this.i18n).log.forEach((line, i, all) => log.append(h("li", { class: i === all.length - 1 ? "last" : null, text: line })));
    const side = h("aside", { class: "side" }, [
      h("h2", { text: t("scores") }),
      h("p", { text: this.view.scores.map((sc, p) => `${name(p)}: ${sc}`).join(" · ") }),
      h("h2", { text: `${t("moves")} (${(this.view.log || []).length})` }),
      log,
    ]);
    if (this.view.terminal && this.view.outcome) side.prepend(h("p", { class: "big", text: serverTexts(this.view, this.i18n).reason }));
    clear(this.root).append(
      h("main", { class: "page game-page replay" }, [
        h("h1", { class: "game-title", text: `${gameTitle(this.info || { name_de: this.room.game })} · ${t("replayTitle")}` }),
        controls,
        h("div", { class: "game-body" }, [main, side]),
      ]),
    );
    queueMicrotask(() => {
      log.scrollTop = log.scrollHeight;
    });
  }
}
