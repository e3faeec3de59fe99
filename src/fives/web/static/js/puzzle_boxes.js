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

/** The replay's button: the flagged moves of this game made puzzles where a better move is proved. */
export function mistakesBox(roomId, game) {
  const box = h("div", { class: "mistakes-box", id: "mistakes-box", hidden: true });
  // only where the game has an exact proof of its positions
  get("/api/puzzles").then((o) => {
    if ((o.provers || []).includes(game)) box.hidden = false;
  }, () => {});
  const button = h("button", {
    type: "button",
    class: "btn",
    id: "mistakes-puzzles",
    text: t("puzzleFromMistakes"),
    onclick: async () => {
      button.disabled = true;
      clear(list).append(h("li", { class: "muted", role: "status", text: t("puzzleProving") }));
      try {
        const made = await call("POST", `/api/finished/${enc(roomId)}/mistakes`, {});
        clear(list);
        if (!made.puzzles.length) list.append(h("li", { class: "muted", id: "mistakes-none", text: t("puzzleNoneProved") }));
        for (const p of made.puzzles) {
          list.append(h("li", {}, [h("a", { href: `#/puzzle/${enc(p.id)}`, text: t("puzzleFindBetter", { number: p.move_number ?? "?", move: p.played }) })]));
        }
        if (made.saved) list.append(h("li", { class: "muted", id: "mistakes-saved", text: t("puzzleSaved") }));
      } catch (e) {
        clear(list).append(h("li", { class: "error", role: "alert", text: e.message }));
        button.disabled = false;
      }
    },
  });
  const list = h("ul", { class: "mistakes-list", id: "mistakes-list" });
  box.append(button, list);
  return box;
}
