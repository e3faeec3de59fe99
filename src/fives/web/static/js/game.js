// The game page: one room, its websocket, the seat's view drawn as a board, and the panels
// that are always visible (turn, scores, moves, result).  `GamePage` holds the page's state and
// draws the frame; each concern is a module of js/game/ that reads and changes that state:
//   connection.js  the websocket and what each message does      views.js   which seat's view, names
//   presence.js    who is here or away, the offers about them    clock.js   clocks, seconds as text
//   advice.js      hints                                         undo.js    Undo
//   rematch.js     the rematch offer and button                  result.js  the result panel
//   invites.js     invite links                                  seats.js   the seat list
//   log.js         the move log and move labels                  turn.js    the turn line
//   board.js       the board and what the page adds under it     side.js    scores, seats, log
//   chat.js        the players' and the spectators' chat
import { api, seatTokens } from "./api.js";
import { h, clear } from "./dom.js";
import { getLang, onLang, t } from "./i18n.js";
import { boardOf } from "./boards/index.js";
import { gameTitle } from "./gameinfo.js";
import { rulesButton } from "./rules.js";
import { howtoLink } from "./howto.js";
import { leaderboardLink } from "./ratings.js";
import { getPref, prefsControls } from "./prefs.js";
import { turnTitle } from "./notify.js";
import { motionSpeed, play as playMotion, snapshot as motionSnapshot } from "./motion.js";
import { boardFocus, renderMain, restoreFocus } from "./game/board.js";
import { Chat } from "./game/chat.js";
import { updateClock } from "./game/clock.js";
import { connect } from "./game/connection.js";
import { renderOffer } from "./game/draws.js";
import { moveLabel, renderLastMove } from "./game/log.js";
import { renderAway, setPresence, updatePresence } from "./game/presence.js";
import { confirmBar as resignBar } from "./game/resign.js";
import { renderSide } from "./game/side.js";
import { renderTurn } from "./game/turn.js";
import { chooseSeat, isOver, needsCover, shownView, viewOf } from "./game/views.js";

export class GamePage {
  constructor(root, roomId, games) {
    this.root = root;
    this.roomId = roomId;
    this.games = games;
    this.tokens = seatTokens(roomId);
    this.room = null; // public room info
    this.msg = null; // the last "state" message
    this.status = "connecting";
    this.seat = null; // the seat whose view is shown
    this.revealedSeat = null; // hot-seat + hidden information: the seat whose person looks now
    this.ui = {}; // per-board state that survives re-renders (selection, pan, zoom, the hint)
    this.notice = null;
    this.board = null;
    this.presence = null; // who is here and who is away (game/presence.js)
    this.waitUntil = {}; // seat -> seconds away until which "Keep waiting" hides the offer
    this.presenceKey = "";
    this.offLang = onLang(() => this.render());
    this.tick = setInterval(() => {
      updateClock(this);
      updatePresence(this);
    }, 500);
    this.start();
  }

  async start() {
    this.renderShell();
    try {
      this.room = await api.room(this.roomId);
    } catch (e) {
      if (!this.destroyed) this.fail(e.message);
      return;
    }
    setPresence(this, this.room, false);
    this.info = this.games.find((g) => g.id === this.room.game);
    this.board = boardOf(this.room.game);
    if (this.destroyed) return; // the player went elsewhere meanwhile
    this.chat = new Chat(this); // read once the websocket is welcomed (connection.js)
    this.els.column.append(this.chat.box);
    this.conn = connect(this);
    this.render();
  }

  destroy() {
    this.destroyed = true;
    this.offLang();
    clearInterval(this.tick);
    if (this.conn) this.conn.close();
    if (this.chat) this.chat.destroy();
    if (this.ui.timer) clearTimeout(this.ui.timer);
  }

  fail(text) {
    clear(this.root).append(h("main", { class: "page" }, [h("p", { class: "error", role: "alert", text: `${t("notFound")} (${text})` }), h("a", { href: "#/", text: t("home") })]));
  }

  /** Play ``text`` for the shown seat (after a second click with "Confirm moves"). */
  submit(text, confirmed = false) {
    const view = viewOf(this, this.seat);
    if (!view) return;
    if (!confirmed && getPref("confirm")) {
      // "Confirm moves" (off by default): the move waits for a second click
      this.notice = { kind: "confirm", text, move_number: view.move_number };
      this.renderNotice();
      document.getElementById("confirm-move")?.focus();
      return;
    }
    this.notice = null;
    this.renderNotice(); // an earlier refusal is not about this move
    // the seat decides: a hint was for this decision only (shown again if the move is refused)
    if (this.ui.hint) this.ui.hint = { ...this.ui.hint, spent: true };
    if (!this.conn.move(this.seat, view.move_number, text)) {
      this.notice = { kind: "error", text: t("reconnecting") };
      this.renderNotice();
    }
  }

  /** Run a request of the page (takeover, leave, claim); its failure becomes the notice. */
  async act(fn) {
    try {
      await fn();
    } catch (e) {
      this.notice = { kind: "error", text: e.message };
      this.renderNotice();
    }
  }

  // ----------------------------------------------------------------- rendering
  renderShell() {
    const title = h("h1", { class: "game-title", id: "game-title" });
    this.els = {
      title,
      status: h("div", { class: "conn", id: "conn-status", role: "status", "aria-live": "polite" }),
      notice: h("div", { class: "notice", id: "notice", "aria-live": "assertive" }),
      turn: h("div", { class: "turn", id: "turn" }),
      // the last move (every other player's, with more than two), beside the board: a phone
      // shows the log far below it
      last: h("div", { class: "last-move", id: "last-move", "aria-live": "off" }),
      // turn changes read out once (the turn line itself is redrawn with every view)
      announce: h("div", { class: "sr-only", id: "announce", role: "status", "aria-live": "polite" }),
      away: h("div", { class: "away-box", id: "away-box", "aria-live": "polite" }),
      offer: h("div", { class: "offer-box", id: "offer-box", "aria-live": "polite" }), // draws.js
      main: h("section", { class: "board-area", id: "board-area" }),
      side: h("aside", { class: "side" }),
    };
    const page = h("main", { class: "page game-page" }, [
      h("div", { class: "game-head" }, [title, this.els.status, (this.els.prefs = prefsControls())]),
      this.els.turn,
      this.els.last,
      this.els.announce,
      this.els.away,
      this.els.offer,
      this.els.notice,
      // the chat goes under the side panel (phones: folded, under the board)
      h("div", { class: "game-body" }, [this.els.main, (this.els.column = h("div", { class: "side-column" }, [this.els.side]))]),
    ]);
    clear(this.root).append(page);
  }

  renderStatus() {
    const el = this.els.status;
    clear(el);
    el.className = `conn ${this.status}`;
    if (this.status !== "connected") el.textContent = t(this.status === "failed" ? "error" : this.status);
  }

  renderNotice() {
    const el = clear(this.els.notice);
    if (this.notice?.kind === "resign") {
      if (this.room?.status === "playing") el.append(resignBar(this));
      else this.notice = null; // the game ended meanwhile: nothing to resign
      return;
    }
    if (this.notice?.kind === "confirm") {
      const move = this.notice.text;
      const stale = this.notice.move_number !== this.msg?.move_number;
      if (stale) this.notice = null; // the position changed meanwhile: nothing to confirm
      else {
        el.append(h("div", { class: "confirm-bar", id: "confirm-bar", role: "group" }, [
          h("span", { text: `${t("confirmQuestion")} ${moveLabel(this, viewOf(this, this.seat), move) || move}` }),
          " ",
          h("button", { type: "button", class: "btn primary", id: "confirm-move", text: t("confirmYes"), onclick: () => this.submit(move, true) }),
          " ",
          h("button", {
            type: "button",
            class: "btn",
            id: "confirm-cancel",
            text: t("cancel"),
            onclick: () => {
              this.notice = null;
              this.ui.selected = null;
              this.render();
            },
          }),
        ]));
        return;
      }
    }
    if (this.notice) {
      el.append(h("p", { class: this.notice.kind, role: this.notice.kind === "error" ? "alert" : null, text: this.notice.text }));
    }
  }

  /** The scores, seats and log beside the board (presence.js redraws it when who is here changes). */
  renderSide(view) {
    renderSide(this, view);
  }

  render() {
    if (!this.room) return;
    document.title = turnTitle(this, gameTitle(this.info || { name: this.room.game, name_de: this.room.game }));
    this.els.title.textContent = gameTitle(this.info || { name: this.room.game, name_de: this.room.game });
    if (this.els.links?.dataset.lang !== getLang()) {
      // the links beside the title in the page's language (again after a switch of language)
      const title = this.els.title.textContent;
      this.els.rules = rulesButton(this.room.game, title);
      this.els.rated = h("span", { class: "badge rated-badge", id: "rated-badge", title: t("ratedTitle"), text: t("rated") });
      // only the texts the game has (a game in its own package may bring no how-to)
      const howto = this.info?.has_howto === false ? null : howtoLink(this.room.game, title);
      const rules = this.info?.has_rules === false ? null : this.els.rules;
      const links = h("span", { class: "title-links", dataset: { lang: getLang() } }, [howto, rules, this.info?.max_players > 1 && leaderboardLink(this.room.game, title), this.els.rated]);
      if (this.els.links) this.els.links.replaceWith(links);
      else this.els.title.after(links);
      this.els.links = links;
    }
    this.els.rated.hidden = !this.room.rated; // a rated room whose seat has no account becomes unrated
    this.renderStatus();
    this.renderNotice();
    if (this.els.prefs && this.els.prefs.dataset.lang !== getLang()) {
      // the settings in the page's language (drawn once with the page's frame)
      const fresh = prefsControls();
      fresh.open = this.els.prefs.open;
      this.els.prefs.replaceWith(fresh);
      this.els.prefs = fresh;
    }
    if (!this.msg) {
      clear(this.els.main).append(h("p", { class: "muted", text: t("loading") }));
      return;
    }
    const seat = chooseSeat(this);
    if (seat !== this.seat) {
      this.seat = seat;
      this.ui = { timer: this.ui.timer };
    }
    const view = viewOf(this, seat);
    this.els.main.dataset.moveNumber = String(this.msg.move_number);
    this.els.main.dataset.seat = seat === null ? "spectator" : String(seat);
    this.els.main.dataset.terminal = String(isOver(this, view));
    // Hot-seat privacy: while the screen passes to another person (the cover), everything the
    // page shows comes from the public view, so nobody's secrets (a hand in the log) are on it.
    this.covered = Boolean(view && needsCover(this, seat) && !isOver(this, view));
    const shown = shownView(this, view);
    renderTurn(this, shown);
    renderLastMove(this, shown);
    renderAway(this, shown);
    renderOffer(this);
    const focus = boardFocus(this);
    const animate = this.animateNext && !this.covered && motionSpeed() !== "off";
    this.animateNext = false;
    const before = animate ? motionSnapshot(this.els.main, true) : null;
    renderMain(this, view, seat);
    if (before) playMotion(before, this.els.main);
    restoreFocus(this, focus);
    this.renderSide(shown);
    this.chat?.sync();
  }
}
