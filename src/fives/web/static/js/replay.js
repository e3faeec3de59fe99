// The replay viewer of a finished game: step, jump, autoplay (the public view after each move).
import { api } from "./api.js";
import { h, clear } from "./dom.js";
import { getLang, onLang, serverTexts, t, tr } from "./i18n.js";
import { reasonText } from "./game/advice.js";
import { namer } from "./names.js";
import { renderResult, whenCatalog } from "./results/index.js";
import { gameTitle } from "./gameinfo.js";
import { boardOf } from "./boards/index.js";
import { markHint } from "./hints.js";
import { endedReason } from "./game/ended.js";
import { renderNamed } from "./messages.js";
import { fetchChat, replayChat } from "./game/chat.js";
import { mistakesBox } from "./puzzle_boxes.js";

/** What a flagged move lost: in the game's own points where the analysis judges in them
 * (Make 5: "3 points"), else the plain value (0 to 2), written as the page's language writes
 * numbers (German: 0,39). */
function dropText(j) {
  if (j.unit === "points") {
    const points = Number.isInteger(j.drop) ? j.drop : Number(j.drop.toFixed(1));
    return t("analysisPoints", { points });
  }
  return new Intl.NumberFormat(getLang(), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(j.drop);
}

/** A judged move as the reader reads it: its label where its notation holds words (Zahlenpoker's
 * "empty": "leere Hand"), in the page's language with the seats named, else its notation. */
function moveText(label, notation, name, seats) {
  return (label && renderNamed(label, getLang(), name, seats)) || notation;
}

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
      this.board = boardOf(this.room.game);
      // the chat, both channels (public once the game is over), beside the moves
      this.chat = await fetchChat(this.roomId, null).catch(() => null);
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

  /** Ask for the analysis of the game (computed once by the server; it may take a while). */
  async analyse() {
    this.analysis = { pending: true };
    this.render();
    try {
      this.analysis = await api.analysis(this.roomId);
      const first = this.analysis.moves.find((j) => j.flagged);
      if (first) await this.go(first.index);
    } catch (e) {
      this.analysis = { error: e.message };
    }
    this.render();
  }

  /** The analysis: every judged move of the people, the ones that lost value marked, each a
   * link to the position before it (where the board rings the better move). */
  analysisPanel(name) {
    const a = this.analysis;
    if (!a) return null;
    const box = h("section", { class: "analysis", id: "analysis" }, [h("h2", { text: t("analysis") })]);
    if (a.pending) box.append(h("p", { class: "muted", role: "status", text: t("analysing") }));
    else if (a.error) box.append(h("p", { class: "error", role: "alert", text: a.error }));
    else {
      const flagged = a.moves.filter((j) => j.flagged).length;
      box.append(h("p", { id: "analysis-summary", text: flagged ? `${t("analysisFlagged")}: ${flagged}` : t("analysisClean") }));
      if (a.complete === false) box.append(h("p", { class: "muted", id: "analysis-partial", text: t("analysisPartial") }));
      const list = h("ol", { class: "analysis-moves", id: "analysis-moves" });
      const seats = this.view?.scores?.length || 0;
      for (const j of a.moves) {
        const here = this.move === j.index;
        const played = moveText(j.played_label, j.played, name, seats);
        const best = moveText(j.best_label, j.best, name, seats);
        const text = j.flagged
          ? `${j.move_number}. ${name(j.player)}: ${played} ⚠ ${t("analysisBetter")} ${best} (−${dropText(j)})${j.text || j.reason ? ` · ${reasonText(j, name, seats)}` : ""}`
          : `${j.move_number}. ${name(j.player)}: ${played} ✓`;
        list.append(h("li", { class: [j.flagged ? "flagged" : "good", here && "current"], dataset: { index: j.index } }, [
          h("button", { type: "button", class: "linkish", text, onclick: () => this.go(j.index) }),
        ]));
      }
      box.append(list);
      // the flagged moves as puzzles, where the better move is proved (issue 38)
      if (flagged) box.append(mistakesBox(this.roomId, this.room.game, (this.mistakes = this.mistakes || {})));
    }
    return box;
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
    // the seats named as the game page named them (names.js): scores, moves, analysis, reason
    const name = namer(this.room.seats);
    const ctx = { submit: () => {}, rerender: () => this.render(), ui: this.ui, seat: null, playerName: name, names: (this.room.seats || []).map((s, p) => name(p)), texts: serverTexts(this.view, this.i18n) };
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
      h("button", { type: "button", class: "btn", id: "analyse", text: t("analyse"), title: t("analyseTitle"), disabled: Boolean(this.analysis && !this.analysis.error), onclick: () => this.analyse() }),
    ]);
    const main = h("section", { class: "board-area" });
    // the analysis at this position: the better move drawn as the one move to make, ringed
    const judged = this.analysis?.moves?.find((j) => j.flagged && j.index === this.move);
    const shown = judged ? { ...this.view, legal: [judged.best] } : this.view;
    if (this.board) {
      try {
        main.append(this.board.render(shown, ctx));
        if (judged) {
          markHint(main, judged.best);
          const seats = this.view.scores.length;
          const best = moveText(judged.best_label, judged.best, name, seats);
          const played = moveText(judged.played_label, judged.played, name, seats);
          main.append(h("p", { class: "board-note hint-text", id: "analysis-note", role: "status", text: `${t("analysisBetter")} ${best} (${played} ${t("analysisPlayed")})` }));
        }
      } catch (e) {
        main.append(h("p", { class: "error", text: e.message }));
      }
    }
    const log = h("ol", { class: "log", id: "log" });
    // the analysis marks the moves list too, where its lines are the moves one by one
    // sentences with the seats' names ("Anna moves from d4 to d2"), as the game page's log
    const seats = this.view.scores.length;
    const lines = serverTexts(this.view, this.i18n).log.map((line, i) => {
      const message = this.view.messages?.[i];
      return (message && renderNamed(message, getLang(), name, seats)) || line;
    });
    const marked = new Map(lines.length === this.move ? (this.analysis?.moves || []).filter((j) => j.flagged).map((j) => [j.index, j]) : []);
    lines.forEach((line, i, all) => {
      const j = marked.get(i);
      const text = j ? `${line} ⚠ ${t("analysisBetter")} ${moveText(j.best_label, j.best, name, this.view.scores.length)}` : line;
      log.append(h("li", { class: [i === all.length - 1 && "last", j && "flagged"], text }));
    });
    const side = h("aside", { class: "side" }, [
      h("h2", { text: t("scores") }),
      h("p", { id: "replay-scores", text: this.view.scores.map((sc, p) => `${name(p)}: ${sc}`).join(" · ") }),
      this.analysisPanel(name),
      h("h2", { text: `${t("moves")} (${this.view.player_moves ?? (this.view.log || []).length})` }),
      log,
      replayChat(this.chat, this.room.seats, this.move, (m) => this.go(m)),
    ]);
    if (this.view.terminal && this.view.outcome) {
      // why it ended, with the seats' names (the game's web/results.js)
      const fallbackReason = serverTexts(this.view, this.i18n).reason;
      whenCatalog(getLang(), () => this.render());
      const { reason } = renderResult(this.room.game, this.view.outcome, { lang: getLang(), name, seats: this.view.scores.length, fallbackReason });
      side.prepend(h("p", { class: "big", id: "replay-reason", text: reason }));
    } else if (this.move === this.total && this.room.result?.ended) {
      // a game that ended before its rules ended it (resigned, claimed, days run out): its last
      // move says how, in the same words as the game page's result
      side.prepend(h("p", { class: "big", id: "replay-reason", text: endedReason(this.room.result, name) }));
    }
    clear(this.root).append(
      h("main", { class: "page game-page replay" }, [
        h("h1", { class: "game-title", text: `${gameTitle(this.info || { name_de: this.room.game })} · ${t("replayTitle")}` }),
        controls,
        h("div", { class: "game-body" }, [main, side]),
      ]),
    );
    queueMicrotask(() => {
      log.scrollTop = log.scrollHeight;
      const current = this.root.querySelector("#analysis-moves li.current");
      if (current) current.parentElement.scrollTop = current.offsetTop - current.parentElement.offsetTop - 40;
    });
  }
}
