/** The puzzles outside the puzzle page: the home page's daily puzzle and the replay's
 * "puzzles from your mistakes" (issue 38). */

import { call } from "./api.js";
import { h, clear } from "./dom.js";
import { getLang, serverTexts, t } from "./i18n.js";
import { gameTitle } from "./gameinfo.js";
import { boardOf } from "./boards/index.js";

const enc = encodeURIComponent;
const get = (path) => call("GET", path);

/** The home page's daily puzzle: the position drawn small, and a link to solve it. */
export function dailyPuzzleBox(games) {
  const box = h("section", { class: "daily-puzzle", id: "daily-puzzle" });
  get("/api/puzzles/daily")
    .then((p) => {
      const info = games.find((g) => g.id === p.game);
      const board = boardOf(p.game);
      const name = (q) => (q === p.player ? t("puzzleYou") : t("puzzleOpponent"));
      const ctx = { submit: () => {}, rerender: () => {}, ui: {}, seat: p.player, lang: getLang(), playerName: name, names: Array.from({ length: p.players }, (_, q) => name(q)), timer: null, texts: serverTexts(p.view, p.i18n), undo: null, hint: null };
      const picture = h("a", { href: `#/puzzle/${enc(p.id)}`, class: "daily-board", "aria-hidden": "true", tabindex: "-1" });
      if (board) {
        try {
          const drawn = board.render({ ...p.view, legal: [] }, ctx);
          picture.append(drawn.matches?.("svg.board") ? drawn : drawn.querySelector("svg.board") || drawn);
          // a picture only (the link beside it opens the puzzle): a board's own targets (Torris's
          // stacks, Cambio's arrows) may not be reached by Tab inside an aria-hidden link
          for (const el of picture.querySelectorAll("[tabindex], a[href], button, input, select, textarea")) el.setAttribute("tabindex", "-1");
          picture.inert = true;
        } catch (e) {
          /* no picture */
        }
      }
      clear(box).append(
        h("h2", { text: t("puzzleDaily") }),
        h("div", { class: "daily-row" }, [
          picture,
          h("div", {}, [
            h("p", { text: `${gameTitle(info || { name_de: p.game })} · ${p.moves > 1 ? t("puzzleYourMoveLine", { moves: p.moves }) : t("puzzleYourMove")}` }),
            h("a", { href: `#/puzzle/${enc(p.id)}`, class: "btn primary", id: "daily-solve", text: t("puzzleSolve") }),
            " ",
            h("a", { href: "#/puzzles", class: "btn", id: "puzzles-link", text: t("puzzlesMore") }),
          ]),
        ]),
      );
    })
    .catch(() => box.remove());
  return box;
}

/** The replay's button: the flagged moves of this game made puzzles where a better move is proved.
 * ``memo`` keeps what was asked and made across the replay's renders, so that a render in another
 * language writes the same box in its words. */
export function mistakesBox(roomId, game, memo = {}) {
  const box = h("div", { class: "mistakes-box", id: "mistakes-box", hidden: !memo.offered });
  // only where the game has an exact proof of its positions
  if (memo.offered === undefined) {
    memo.offered = false;
    get("/api/puzzles").then((o) => {
      memo.offered = (o.provers || []).includes(game);
      memo.shown.box.hidden = !memo.offered; // the box of the latest render
    }, () => {});
  }
  const list = h("ul", { class: "mistakes-list", id: "mistakes-list" });
  const button = h("button", {
    type: "button",
    class: "btn",
    id: "mistakes-puzzles",
    text: t("puzzleFromMistakes"),
    disabled: Boolean(memo.pending || memo.made),
    onclick: async () => {
      memo.pending = true;
      memo.error = null;
      memo.shown.fill();
      try {
        memo.made = await call("POST", `/api/finished/${enc(roomId)}/mistakes`, {});
      } catch (e) {
        memo.error = e.message;
      }
      memo.pending = false;
      memo.shown.fill(); // the replay may have drawn the box again meanwhile (another language)
    },
  });
  function fill() {
    button.disabled = Boolean(memo.pending || memo.made);
    clear(list);
    if (memo.pending) list.append(h("li", { class: "muted", role: "status", text: t("puzzleProving") }));
    else if (memo.error) list.append(h("li", { class: "error", role: "alert", text: memo.error }));
    else if (memo.made) {
      if (!memo.made.puzzles.length) list.append(h("li", { class: "muted", id: "mistakes-none", text: t("puzzleNoneProved") }));
      for (const p of memo.made.puzzles) {
        list.append(h("li", {}, [h("a", { href: `#/puzzle/${enc(p.id)}`, text: t("puzzleFindBetter", { number: p.move_number ?? "?", move: p.played }) })]));
      }
      if (memo.made.saved) list.append(h("li", { class: "muted", id: "mistakes-saved", text: t("puzzleSaved") }));
    }
  }
  fill();
  box.append(button, list);
  memo.shown = { box, fill };
  return box;
}
