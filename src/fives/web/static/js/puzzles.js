// Puzzles (issue 38): #/puzzles (every game's, mixed), #/puzzles/<game> (one game's) and
// #/puzzle/<id> (one puzzle; the daily puzzle and the mistake puzzles link there).  The position
// is drawn by the game's own board (boards/common.js's contract) with the puzzle's player's legal
// moves to click, as in a game; the server checks each answer (the page never has the solution
// before the attempt): right or wrong with the reason in words, the opponent's forced reply
// played on the board, the solution after, step by step, and a Next button.  Signed in, the first
// answer to a puzzle is rated.  Also the home page's daily puzzle and the replay's "puzzles from
// the mistakes" (mistakesBox).  The side panel has the puzzle leaderboard (the best settled
// ratings, GET /api/puzzles/leaderboard) with the signed-in player's own rating and rank.
import { call } from "./api.js";
import { h, clear } from "./dom.js";
import { getLang, onLang, serverTexts, t } from "./i18n.js";
import { renderNamed } from "./messages.js";
import { gameTitle } from "./gameinfo.js";
import { boardOf } from "./boards/index.js";
import { moveButtons } from "./boards/generic.js";
import { markHint } from "./hints.js";
import { currentAccount, onAccount } from "./accounts.js";
import { claimText, refutationText, themeText } from "./puzzle_words.js";
import { playerHref } from "./ratings.js";

const enc = encodeURIComponent;
const get = (path) => call("GET", path);
/** The leaderboard's rows on the puzzle page */
const BOARD_ROWS = 20;

export class PuzzlePage {
  /** ``mode``: "stream" (``arg``: a game id or null) or "one" (``arg``: the puzzle's id). */
  constructor(root, mode, arg, games) {
    this.root = root;
    this.mode = mode;
    this.arg = arg;
    this.games = games;
    this.ui = {};
    this.offLang = onLang(() => this.render());
    onAccount(() => {
      if (!this.gone) this.loadMine();
    });
    this.board = null;
    get("/api/puzzles").then((o) => {
      this.overview = o;
      this.render();
    }, () => {});
    this.load();
    this.loadMine();
  }

  destroy() {
    this.offLang();
    this.gone = true;
    clearTimeout(this.watchTimer);
  }

  async loadMine() {
    this.mine = null;
    this.loadBoard();
    if (!currentAccount()) return this.render();
    try {
      this.mine = await get("/api/puzzles/mine");
    } catch (e) {
      this.mine = null;
    }
    this.render();
  }

  /** The leaderboard, and the signed-in account's own place on it (again after a rated answer). */
  async loadBoard() {
    try {
      this.board = await get(`/api/puzzles/leaderboard?limit=${BOARD_ROWS}`);
    } catch (e) {
      this.board = null;
    }
    if (!this.gone) this.render();
  }

  boardSection() {
    const b = this.board;
    if (!b) return null;
    const section = h("section", { class: "puzzle-board-list", id: "puzzle-leaderboard", "aria-labelledby": "puzzle-leaderboard-title" });
    section.append(h("h2", { id: "puzzle-leaderboard-title", text: t("puzzleBoard") }));
    const me = currentAccount()?.name;
    if (!b.players.length) section.append(h("p", { class: "muted", id: "puzzle-board-empty", text: t("puzzleBoardEmpty") }));
    else {
      section.append(h("table", { class: "ratings-table puzzle-board-table", id: "puzzle-board-table" }, [
        h("thead", {}, [h("tr", {}, [
          h("th", { scope: "col", class: "num", text: t("rank") }),
          h("th", { scope: "col", text: t("leaderboardPlayer") }),
          h("th", { scope: "col", class: "num", text: t("rating") }),
          h("th", { scope: "col", class: "num", text: t("puzzleBoardAttempts") }),
        ])]),
        h("tbody", {}, b.players.map((p) => h("tr", { class: p.name === me ? "me" : null, dataset: { name: p.name } }, [
          h("td", { class: "num", text: String(p.rank) }),
          h("td", { class: "player" }, [h("a", { href: playerHref(p.name), text: p.name }), p.name === me ? ` ${t("puzzleBoardYou")}` : null]),
          h("td", { class: "num", text: String(p.rating) }),
          h("td", { class: "num", text: String(p.attempts) }),
        ]))),
      ]));
    }
    section.append(h("p", { class: "muted small", id: "puzzle-board-rule", text: t("puzzleBoardRule", { attempts: b.rule.min_attempts, rd: b.rule.max_rd }) }));
    return section;
  }

  async load(after) {
    this.puzzle = null;
    this.error = null;
    this.answer = null;
    this.moves = [];
    this.shown = null;
    clear(this.root).append(h("p", { class: "muted", text: t("loading") }));
    try {
      if (this.mode === "one") this.puzzle = await get(`/api/puzzles/${enc(this.arg)}`);
      else {
        const q = new URLSearchParams();
        if (this.arg) q.set("game", this.arg);
        if (after) q.set("after", after);
        this.puzzle = await get(`/api/puzzles/next?${q}`);
      }
      this.view = this.puzzle.view;
      this.i18n = this.puzzle.i18n;
      this.resetWatch();
    } catch (e) {
      this.error = e.message;
    }
    if (!this.gone) this.render();
  }

  /** A puzzle that needs what its player saw before the position (``watch``: Hütchenspieler's
   * row face up, then each shuffle move) starts there: the first of those views until the
   * player starts the sequence, which then plays step by step to the position. */
  resetWatch() {
    clearTimeout(this.watchTimer);
    const steps = this.puzzle?.watch || [];
    this.watching = steps.length ? -1 : null; // -1: not started; i: showing step i
    if (steps.length) {
      this.ui = {}; // the board follows the sequence from its start (its animation state)
      this.view = steps[0].view;
      this.i18n = steps[0].i18n;
    }
  }

  startWatch() {
    const steps = this.puzzle.watch;
    const board = boardOf(this.puzzle.game);
    const show = (i) => {
      if (this.gone) return;
      if (i >= steps.length) {
        this.watching = null;
        this.view = this.puzzle.view;
        this.i18n = this.puzzle.i18n;
        this.render();
        return;
      }
      this.watching = i;
      this.view = steps[i].view;
      this.i18n = steps[i].i18n;
      this.render();
      // a board may say how long a step is shown (Hütchenspieler: one shuffle move's animation)
      const ms = board?.stepMs ? board.stepMs() + 250 : 1200;
      this.watchTimer = setTimeout(() => show(i + 1), ms);
    };
    show(1);
  }

  next() {
    if (this.mode === "one") {
      this.mode = "stream";
      this.arg = this.puzzle?.game || null;
      history.replaceState(null, "", `#/puzzles/${enc(this.arg || "")}`);
    }
    this.load(this.puzzle?.id);
  }

  name(p) {
    return p === this.puzzle.player ? t("puzzleYou") : t("puzzleOpponent");
  }

  label(text, view = this.view) {
    // a move of the view, or the opponent's reply named by a wrong answer (its own labels)
    const message = view?.labels?.[text] || this.answer?.labels?.[text];
    return (message && renderNamed(message, getLang(), (p) => this.name(p), this.puzzle.players)) || text;
  }

  async submit(text) {
    if (this.busy || this.answer?.result === "solved" || this.answer?.result === "wrong") return;
    this.busy = true;
    const moves = [...this.moves, text];
    try {
      const answer = await call("POST", `/api/puzzles/${enc(this.puzzle.id)}/attempt`, { moves });
      this.moves = moves;
      this.answer = answer;
      if (answer.result === "continue") {
        this.view = answer.view;
        this.i18n = answer.i18n;
      } else if (answer.result === "wrong") {
        this.view = answer.after.view;
        this.i18n = answer.after.i18n;
      } else {
        this.shown = answer.line.length - 1;
      }
      if (answer.rated) this.loadMine(); // the rating, and the place on the leaderboard
    } catch (e) {
      this.notice = e.message;
    }
    this.busy = false;
    this.render();
  }

  /** Show the position after the solution's move ``i`` (-1: the puzzle's position). */
  showStep(i) {
    this.shown = i;
    if (i < 0) {
      this.view = this.puzzle.view;
      this.i18n = this.puzzle.i18n;
    } else {
      this.view = this.answer.line[i].view;
      this.i18n = this.answer.line[i].i18n;
    }
    this.render();
  }

  boardArea() {
    const done = (this.answer && this.answer.result !== "continue") || this.watching !== null;
    const view = done ? { ...this.view, legal: [] } : this.view;
    const board = boardOf(this.puzzle.game);
    const ctx = {
      submit: (text) => this.submit(text),
      rerender: () => this.render(),
      ui: this.ui,
      seat: this.puzzle.player,
      lang: getLang(),
      playerName: (p) => this.name(p),
      names: Array.from({ length: this.puzzle.players }, (_, p) => this.name(p)),
      moveLabel: (text) => this.label(text, view),
      timer: null,
      texts: serverTexts(view, this.i18n),
      undo: null,
      hint: null,
    };
    const main = h("section", { class: "board-area puzzle-board", id: "puzzle-board" });
    if (board) {
      try {
        main.append(board.render(view, ctx));
      } catch (e) {
        main.append(h("p", { class: "error", text: e.message }));
      }
    }
    if (this.answer && done && this.shown !== null && this.shown >= 0) markHint(main, this.answer.line[this.shown].move);
    if (!done && !board?.movesOnBoard?.(view)) {
      const many = (view.legal || []).length > 12 && board;
      main.append(h("details", { class: "fallback", id: "moves-box", open: !many }, [
        h("summary", { id: "moves-title", text: `${t("legalMoves")} (${(view.legal || []).length})` }),
        moveButtons(view, ctx, (text) => this.label(text, view)),
      ]));
    }
    return main;
  }

  resultPanel() {
    const a = this.answer;
    const box = h("section", { class: "puzzle-panel", id: "puzzle-panel", "aria-live": "polite" });
    const info = this.games.find((g) => g.id === this.puzzle.game);
    box.append(h("p", { class: "puzzle-game muted", id: "puzzle-game", text: `${gameTitle(info || { name_de: this.puzzle.game })}${this.puzzle.rated && this.puzzle.rating ? ` · ${t("puzzleRating")} ${this.puzzle.rating}` : ""}` }));
    if (this.watching !== null) {
      box.append(h("p", { class: "big", id: "puzzle-task", text: t("puzzleWatchTask") }));
      if (this.watching < 0) box.append(h("div", { class: "actions" }, [h("button", { type: "button", class: "btn primary", id: "puzzle-watch", text: t("puzzleWatchStart"), onclick: () => this.startWatch() })]));
      else box.append(h("p", { class: "muted", id: "puzzle-watching", role: "status", text: t("puzzleWatching") }));
    } else if (!a || a.result === "continue") {
      const moves = this.puzzle.moves;
      const m = this.puzzle.mistake;
      if (m) {
        box.append(h("p", { id: "puzzle-mistake" }, [
          t("puzzleMistakePlayed", { move: this.label(m.played, this.puzzle.view) }),
          " ",
          m.room ? h("a", { href: `#/replay/${enc(m.room)}`, text: t("puzzleMistakeReplay") }) : null,
        ]));
      }
      box.append(h("p", { class: "big", id: "puzzle-task", text: m ? t("puzzleFindBetterMove") : moves > 1 ? t("puzzleYourMoveLine", { moves }) : t("puzzleYourMove") }));
      if (a?.result === "continue") {
        box.append(h("p", { class: "puzzle-right", id: "puzzle-continue", role: "status", text: `✓ ${t("puzzleGood")} ${a.reply ? t("puzzleReplied", { reply: this.label(a.reply) }) : t("puzzleGoOn")}` }));
      }
      if (this.puzzle.attempted) box.append(h("p", { class: "muted", id: "puzzle-attempted", text: t("puzzleAlreadyRated") }));
      else if (!currentAccount() && this.puzzle.rated) box.append(h("p", { class: "muted", id: "puzzle-anonymous", text: t("puzzleSignInToRate") }));
    } else {
      const right = a.result === "solved";
      box.append(h("p", { class: ["big", right ? "puzzle-right" : "puzzle-wrong"], id: "puzzle-result", role: "status", text: right ? `✓ ${t("puzzleSolved")}` : `✗ ${t("puzzleWrong", { move: this.label(a.played, this.puzzle.view) })}` }));
      if (!right) box.append(h("p", { id: "puzzle-why", text: refutationText(a, (m) => this.label(m)) }));
      // an alternative the proof accepts (it wins just the same): said, and the solution shown
      if (right && a.also) box.append(h("p", { class: "puzzle-right", id: "puzzle-also", text: t("puzzleAlsoWins", { move: this.label(a.also, this.puzzle.view) }) }));
      box.append(h("p", { id: "puzzle-claim", text: `${t("puzzleSolutionIs")}: ${claimText(a)}` }));
      const steps = h("ol", { class: "puzzle-line", id: "puzzle-solution" });
      steps.append(h("li", {}, [h("button", { type: "button", class: ["linkish", this.shown === -1 && "current"], text: t("puzzleStart"), onclick: () => this.showStep(-1) })]));
      a.line.forEach((step, i) => {
        const who = step.player === this.puzzle.player ? t("puzzleYou") : t("puzzleOpponent");
        steps.append(h("li", {}, [h("button", { type: "button", class: ["linkish", this.shown === i && "current"], dataset: { step: i }, text: `${who}: ${this.label(step.move, i ? a.line[i - 1].view : this.puzzle.view)}`, onclick: () => this.showStep(i) })]));
      });
      box.append(steps);
      if (a.themes?.length) box.append(h("p", { class: "muted", id: "puzzle-themes", text: a.themes.map(themeText).join(" · ") }));
      if (a.rated && a.rating) {
        const sign = a.rating.change >= 0 ? "+" : "−";
        box.append(h("p", { id: "puzzle-rating-change", text: `${t("puzzleYourRating")}: ${a.rating.after} (${sign}${Math.abs(a.rating.change)})` }));
      } else if (currentAccount() && this.puzzle.rated) box.append(h("p", { class: "muted", id: "puzzle-unrated", text: t("puzzleNotRatedAgain") }));
      box.append(h("div", { class: "actions" }, [
        h("button", { type: "button", class: "btn", id: "puzzle-retry", text: t("puzzleRetry"), onclick: () => this.retry() }),
        h("button", { type: "button", class: "btn primary", id: "puzzle-next", text: t("puzzleNext"), onclick: () => this.next() }),
      ]));
    }
    if (this.notice) box.append(h("p", { class: "error", role: "alert", text: this.notice }));
    return box;
  }

  retry() {
    this.answer = null;
    this.moves = [];
    this.shown = null;
    this.view = this.puzzle.view;
    this.i18n = this.puzzle.i18n;
    this.resetWatch();
    this.render();
  }

  sidePanel() {
    const side = h("aside", { class: "side puzzle-side" });
    const counts = this.overview?.games || {};
    const withPuzzles = this.games.filter((g) => counts[g.id]);
    const nav = h("ul", { class: "puzzle-games", id: "puzzle-games" }, [
      h("li", {}, [h("a", { href: "#/puzzles", id: "puzzles-all", text: t("puzzleAllGames") })]),
      ...withPuzzles.map((g) => h("li", {}, [h("a", { href: `#/puzzles/${enc(g.id)}`, dataset: { game: g.id }, text: gameTitle(g) })])),
    ]);
    side.append(h("h2", { text: t("puzzleGames") }), nav);
    if (this.mine) {
      side.append(h("h2", { text: t("puzzleYourRating") }), h("p", { id: "puzzle-my-rating", class: "big", text: String(this.mine.rating.rating) }));
      side.append(h("p", { class: "muted", text: t("puzzleAttempts", { attempts: this.mine.rating.attempts, solved: this.mine.rating.solved }) }));
      const place = this.board?.me;
      if (place) {
        // the own place on the leaderboard below, or what is still missing for it
        const text = place.settled ? t("puzzleBoardRank", { rank: place.rank }) : place.needs > 0 ? t("puzzleBoardNeeds", { needs: place.needs }) : t("puzzleBoardSettling");
        side.append(h("p", { id: "puzzle-board-me", class: place.settled ? "puzzle-board-rank" : null, text }));
      }
      side.append(h("h2", { text: t("puzzleMistakes") }));
      if (!this.mine.mistakes.length) side.append(h("p", { class: "muted", id: "puzzle-no-mistakes", text: t("puzzleNoMistakes") }));
      else {
        const list = h("ul", { class: "puzzle-mistakes", id: "puzzle-mistakes" });
        for (const m of this.mine.mistakes) {
          const g = this.games.find((x) => x.id === m.game);
          list.append(h("li", {}, [h("a", { href: `#/puzzle/${enc(m.id)}`, text: `${gameTitle(g || { name_de: m.game })} · ${new Date(m.at * 1000).toLocaleDateString(getLang())}` })]));
        }
        side.append(list);
      }
    }
    const board = this.boardSection();
    if (board) side.append(board);
    return side;
  }

  render() {
    if (this.gone || (!this.puzzle && !this.error)) return;
    const info = this.arg && this.mode === "stream" ? this.games.find((g) => g.id === this.arg) : null;
    const title = info ? `${t("puzzles")} · ${gameTitle(info)}` : t("puzzles");
    const body = this.error
      ? h("p", { class: "error", role: "alert", id: "puzzle-error", text: this.error })
      : h("div", { class: "game-body" }, [h("div", { class: "puzzle-main" }, [this.resultPanel(), this.boardArea()]), this.sidePanel()]);
    clear(this.root).append(h("main", { class: "page game-page puzzle-page" }, [h("h1", { class: "game-title", id: "puzzle-title", text: title }), body]));
  }
}
