// The game page: one room, its websocket, the seat's view drawn as a board, and the panels
// that are always visible (turn, scores, moves, result).
import { api, Connection, forgetRoom, saveSeatTokens, seatTokens } from "./api.js";
import { h, clear } from "./dom.js";
import { getLang, messageText, onLang, seatName, serverText, serverTexts, t } from "./i18n.js";
import { moveButtons } from "./boards/generic.js";
import { boardOf } from "./boards/index.js";
import { gameTitle, inviteLinks } from "./home.js";
import { renderDetails } from "./details.js";
import { headlineOf, renderResult, whenCatalog } from "./results/index.js";
import { named } from "./results/words.js";
import { renderMessage } from "./messages.js";
import { rulesButton } from "./rules.js";
import { guideOffer, howtoLink } from "./howto.js";
import { leaderboardLink } from "./ratings.js";
import { inviteBase, inviteOnlyHere } from "./invite.js";
import { beep, getPref, prefsControls } from "./prefs.js";
import { markHint } from "./hints.js";
import { motionSpeed, play as playMotion, snapshot as motionSnapshot } from "./motion.js";
import { formatLeft } from "./tables.js";

function formatSeconds(seconds) {
  const total = Math.ceil(seconds);
  if (total >= 3600) return formatLeft(total); // a turn-based game's days per move
  if (total < 60) return `${total} s`;
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, "0")}`;
}

/** The list of move buttons with the hinted one ringed. */
function withHint(buttons, hint) {
  if (hint?.best) markHint(buttons, hint.best);
  return buttons;
}

/** The Hint button and the hint's answer: the move and why (boards without their own). */
function hintTools(view, hint, ctx) {
  const bar = h("div", { class: "board-tools", id: "hint-tools" }, [
    h("button", { type: "button", class: "btn", id: "hint", text: t("hint"), title: t("hintTitle"), disabled: Boolean(hint?.pending) || !(view.legal || []).length, onclick: () => ctx.hint() }),
  ]);
  if (hint) {
    const text = hint.pending ? t("hintThinking") : `${t("hintPlay")} ${ctx.moveLabel?.(hint.best) ?? hint.best}: ${serverText(hint.text, hint.i18n)}`;
    bar.append(h("p", { class: ["board-note", "hint-text", hint.pending ? "pending" : "solvable"], id: "hint-text", role: "status", text }));
  }
  return bar;
}

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
    this.ui = {}; // per-board state that survives re-renders (selection, pan, zoom)
    this.notice = null;
    this.board = null;
    this.presence = null; // who is here and who is away (the room's `connected`/`away`, then `presence` messages)
    this.waitUntil = {}; // seat -> seconds away until which "Keep waiting" hides the offer
    this.presenceKey = "";
    this.offLang = onLang(() => this.render());
    this.tick = setInterval(() => {
      this.updateClock();
      this.updatePresence();
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
    this.setPresence(this.room, false);
    this.info = this.games.find((g) => g.id === this.room.game);
    this.board = boardOf(this.room.game);
    if (this.destroyed) return; // the player went elsewhere meanwhile
    this.conn = new Connection(this.roomId, this.tokens, {
      status: (status, reason) => {
        this.status = status;
        if (status !== "connected") this.resync = true; // the next state is a jump: not animated
        // the server's error message (in the page's language) came before the close
        if (reason && this.notice?.kind !== "error") this.notice = { kind: "error", text: reason };
        this.renderStatus();
      },
      message: (msg) => this.onMessage(msg),
    });
    window.fivesConnection = this.conn; // lets the browser tests drop the connection
    this.render();
  }

  destroy() {
    this.destroyed = true;
    this.offLang();
    clearInterval(this.tick);
    if (this.conn) this.conn.close();
    if (this.ui.timer) clearTimeout(this.ui.timer);
  }

  fail(text) {
    clear(this.root).append(h("main", { class: "page" }, [h("p", { class: "error", role: "alert", text: `${t("notFound")} (${text})` }), h("a", { href: "#/", text: t("home") })]));
  }

  onMessage(msg) {
    if (msg.type === "state") {
      const before = this.msg?.move_number;
      // motion: the next few moves of the game (anyone's), not a reconnect's or an undo's jump
      this.animateNext = before !== undefined && !this.resync && msg.move_number > before && msg.move_number - before <= 3;
      this.resync = false;
      this.msg = msg;
      this.clockAt = performance.now();
      if (before !== msg.move_number) {
        const mine = (msg.acting_seats || []).some((p) => this.tokens[p]);
        if (before !== undefined && mine && this.els.main) this.els.main.dataset.sound = beep("turn") ? "turn" : "";
        this.ui.selected = null;
        this.ui.hint = this.carriedHint(before); // a hint belongs to one decision of this seat
        this.notice = this.notice?.kind === "error" ? null : this.notice;
      }
      this.render();
    } else if (msg.type === "room") {
      this.room = msg.room;
      this.setPresence(msg.room);
      this.render();
    } else if (msg.type === "presence") {
      // arrivals and departures: only the seat list changes
      this.setPresence(msg);
      if (this.room) this.room = { ...this.room, connected: msg.connected, away: msg.away, spectators: msg.spectators };
      this.updatePresence(true);
    } else if (msg.type === "error") {
      // errors about a move carry the game's move number; others (e.g. a bad token) do not
      const what = msg.move_number === undefined ? t("error") : t("moveRejected");
      this.notice = { kind: "error", text: `${what}: ${serverText(msg.reason, msg.i18n, msg) || msg.code || t("error")}` };
      this.renderNotice();
    } else if (msg.type === "undone") {
      this.notice = { kind: "info", text: `${t("undone")}: ${(msg.undone || []).join(", ")}` };
      this.renderNotice();
    } else if (msg.type === "rematch") {
      // another player offers a rematch: one click joins it (see rematch())
      this.room = { ...this.room, rematch: msg.rematch };
      this.rematchBy = msg.by;
      this.render();
    }
  }

  // ----------------------------------------------------------------- seats and views
  heldSeats() {
    return (this.msg?.views || []).filter((v) => v.seat !== null).map((v) => v.seat);
  }

  hiddenInfo() {
    return Boolean(this.info?.hidden_information);
  }

  /** The seat to show: the first held seat that must act, else the one shown before. */
  chooseSeat() {
    const views = this.msg?.views || [];
    if (!views.length) return null;
    const acting = this.msg.acting_seats || [];
    if (acting.length) return acting.includes(this.seat) ? this.seat : acting[0];
    const held = this.heldSeats();
    if (held.includes(this.seat)) return this.seat;
    return views[0].seat;
  }

  viewOf(seat) {
    const view = (this.msg?.views || []).find((v) => v.seat === seat)?.view || null;
    const timer = this.msg?.timer;
    // while live time of the rules runs (Hütchenspieler's memorising) the action that ends it is
    // the server's to play: not offered (it came back "Move rejected: wait"), not "Your turn"
    if (view && timer?.action && timer.seat === seat && (view.legal || []).includes(timer.action)) {
      return { ...view, legal: view.legal.filter((m) => m !== timer.action) };
    }
    return view;
  }

  /** What the panels around the board may show: the seat's view, or on the hand-over screen of
   * a shared one only the public view (hot-seat privacy). */
  shownView(view) {
    return this.covered ? this.publicView() : view;
  }

  /** The public view (a spectator's): sent beside the seats' views on a hot-seat connection. */
  publicView() {
    return this.viewOf(null);
  }

  /** The server's texts of a view (log, result) in the page's language. */
  texts(view) {
    return serverTexts(view, (this.msg?.views || []).find((v) => v.view === view)?.i18n);
  }

  /** The move log of a view in the page's language with every player named as the seats are
   * (the score table's names, e.g. "Anna", "computer (hard)"), not P1/P2: a line with a message
   * ({key, args}) is rendered from the catalog with the names put in; any other line as the
   * server's texts give it. */
  logLines(view) {
    const lines = this.texts(view).log;
    const seats = this.room?.seats?.length || 0;
    const name = (p) => this.playerName(p);
    return lines.map((line, i) => {
      // a board may say a line otherwise while it must not be read (Hütchenspieler's shuffle moves
      // during their round)
      const own = view?.messages?.[i];
      const message = (own && this.board?.logMessage?.(own, i, view)) || own;
      return (message && renderMessage(named(message, name, seats), getLang())) || line;
    });
  }

  /** What a player reads for a legal move (a button): the label the server gives a move whose
   * notation holds words (view.labels, a message) in the page's language with the players named
   * as in the log; null (the notation itself) for the others or while the catalog loads. */
  moveLabel(view, text) {
    const message = view?.labels?.[text];
    if (!message) return null;
    return renderMessage(named(message, (p) => this.playerName(p), this.room?.seats?.length || 0), getLang());
  }

  /** Several people share this screen in a game with hidden information. */
  needsCover(seat) {
    return this.hiddenInfo() && this.heldSeats().length > 1 && seat !== null && seat !== this.revealedSeat;
  }

  playerName(p) {
    const seat = this.room?.seats?.[p];
    const name = seatName(seat?.name) || seatName(`P${p + 1}`);
    // two computer seats have the same name: number them
    const twins = (this.room?.seats || []).filter((x) => x.name === seat?.name).length;
    return twins > 1 ? `${name} ${p + 1}` : name;
  }

  submit(text, confirmed = false) {
    const view = this.viewOf(this.seat);
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

  /** One person alone against the computer lost (the guided first game is offered then). */
  lostToComputer(winners) {
    const held = this.heldSeats();
    if (held.length !== 1 || !winners.length || winners.includes(held[0])) return false;
    return (this.room?.seats || []).every((x) => x.seat === held[0] || x.kind === "ai");
  }

  /** Undo: in games without hidden information, for a person alone or against the computer
   * only (every other seat a computer seat from the start); the server refuses it elsewhere. */
  canUndo(seat) {
    if (seat === null || seat === undefined || this.info?.hidden_information || this.room?.rated) return false;
    const seats = this.room?.seats || [];
    return seats.every((x) => (x.seat === seat ? x.status !== "ai" : x.kind === "ai"));
  }

  undo() {
    const view = this.viewOf(this.seat);
    if (!view) return;
    this.notice = null;
    if (!this.conn.undo(this.seat, view.move_number)) {
      this.notice = { kind: "error", text: t("reconnecting") };
      this.renderNotice();
    }
  }

  /** The hint (asked, or answered) after the position moved on from move ``before``: kept when
   * the seat still faces the same decision — only the others moved meanwhile (the computer's
   * secret choice in Zahlenpoker comes while the player thinks), the seat is still to act with
   * the same moves to choose from, and has not moved — else dropped (its own move, an undo, the
   * end). */
  carriedHint(before) {
    const hint = this.ui.hint;
    const view = this.viewOf(this.seat);
    if (!hint || hint.spent || !view || view.terminal || hint.move_number !== before || view.move_number < before) return null;
    if (!(view.legal || []).length || JSON.stringify(view.legal) !== hint.legal) return null;
    return { ...hint, move_number: view.move_number };
  }

  /** Whether ``seat`` may ask for a hint: a person alone or against the computer only (the
   * server's rule, `fives.server.advice`), on its turn. */
  canHint(seat, view) {
    if (seat === null || seat === undefined || !this.tokens[seat] || !view || view.terminal || this.room?.rated) return false;
    const seats = this.room?.seats || [];
    return seats.every((x) => (x.seat === seat ? x.status !== "ai" : x.kind === "ai"));
  }

  /** Ask the server for a hint; the board shows it while the decision stays (see carriedHint). */
  async hint() {
    const view = this.viewOf(this.seat);
    const token = this.tokens[this.seat];
    if (!view || !token) return;
    const legal = JSON.stringify(view.legal || []);
    this.ui.hint = { move_number: view.move_number, legal, pending: true };
    this.render();
    try {
      const data = await api.hint(this.roomId, token);
      // the same decision still (carried past the others' moves): the answer is for it
      const held = this.ui.hint;
      if (!held?.pending || held.spent || held.legal !== legal || this.viewOf(this.seat)?.move_number !== held.move_number) return;
      this.ui.hint = { ...data, move_number: held.move_number, legal, pending: false };
    } catch (e) {
      this.ui.hint = null;
      this.notice = { kind: "error", text: e.message };
    }
    this.render();
  }

  // ----------------------------------------------------------------- presence
  /** Who is here and who is away (from a room or presence message); a seat that comes back
   * shows "back" for a few seconds. */
  setPresence(data, live = true) {
    const now = performance.now();
    const before = this.presence;
    const back = { ...(before?.back || {}) };
    for (const seat of data.connected || []) {
      // "back" only for another person whose return this page saw happen
      if (before?.live && String(seat) in before.away && !this.heldSeats().includes(seat)) back[seat] = now;
    }
    for (const seat of Object.keys(data.away || {})) {
      delete back[seat];
      delete this.waitUntil[seat];
    }
    this.presence = { connected: data.connected || [], away: data.away || {}, at: now, back, live };
  }

  /** Seconds the seat has been away now, or null when it is here. */
  awayFor(seat) {
    const since = this.presence?.away?.[String(seat)];
    if (since === undefined) return null;
    return since + (performance.now() - this.presence.at) / 1000;
  }

  /** What the seat list shows of a seat: here, back, away (or nothing for computer seats). */
  presenceOf(seat) {
    if (seat.kind === "ai" || seat.status === "waiting" || !this.presence) return null;
    if (this.awayFor(seat.seat) !== null) return "away";
    const back = this.presence.back[seat.seat];
    return back !== undefined && performance.now() - back < 10000 ? "back" : "here";
  }

  /** The choice the players still here get about an away seat: none, "takeover" (after the
   * room's grace time, in a room without a clock) or "claim" (two players, after the claim time). */
  offerFor(seat) {
    const held = this.heldSeats();
    const room = this.room;
    if (!held.length || held.includes(seat.seat) || room.status !== "playing" || seat.status !== "joined") return null;
    if (room.clock_seconds || room.game_clock_seconds) return null; // the clock decides
    const away = this.awayFor(seat.seat);
    if (away === null || away < (room.away_grace_seconds ?? 60)) return null;
    const claim = room.seats.length === 2 && away >= (room.claim_win_seconds ?? 300);
    if (!claim && away < (this.waitUntil[seat.seat] ?? 0)) return null; // "keep waiting"
    return claim ? "claim" : "takeover";
  }

  /** Once a second: the away times count up; the seat list is drawn again when what it offers
   * changes (not on every tick, so a button is not replaced under the pointer). */
  updatePresence(force = false) {
    if (!this.room || !this.msg) return;
    const key = JSON.stringify((this.room.seats || []).map((s) => [s.status, this.presenceOf(s), this.offerFor(s)]));
    if (force || key !== this.presenceKey) {
      this.presenceKey = key;
      const view = this.shownView(this.viewOf(this.seat));
      if (view) {
        this.renderSide(view);
        this.renderAway(view);
      }
      return;
    }
    for (const el of this.root.querySelectorAll(".away-for")) {
      const away = this.awayFor(Number(el.dataset.seat));
      if (away !== null) el.textContent = formatSeconds(away);
    }
  }

  /** The game ended early: a player claimed the win over an absent one, or a turn-based
   * player's days ran out (no rules ending). */
  claimed() {
    const ended = this.room?.result?.ended;
    return this.room?.status === "finished" && (ended === "claimed" || ended === "timeout") ? this.room.result : null;
  }

  isOver(view) {
    return Boolean(view?.terminal || this.claimed());
  }

  async claimWin() {
    const held = this.heldSeats();
    await this.act(async () => {
      const data = await api.claim(this.roomId, this.tokens[held[0]]);
      this.room = data.room;
      this.render();
    });
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
      main: h("section", { class: "board-area", id: "board-area" }),
      side: h("aside", { class: "side" }),
    };
    const page = h("main", { class: "page game-page" }, [
      h("div", { class: "game-head" }, [title, this.els.status, (this.els.prefs = prefsControls())]),
      this.els.turn,
      this.els.last,
      this.els.announce,
      this.els.away,
      this.els.notice,
      h("div", { class: "game-body" }, [this.els.main, this.els.side]),
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
    if (this.notice?.kind === "confirm") {
      const move = this.notice.text;
      const stale = this.notice.move_number !== this.msg?.move_number;
      if (stale) this.notice = null; // the position changed meanwhile: nothing to confirm
      else {
        el.append(h("div", { class: "confirm-bar", id: "confirm-bar", role: "group" }, [
          h("span", { text: `${t("confirmQuestion")} ${this.moveLabel(this.viewOf(this.seat), move) || move}` }),
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

  render() {
    if (!this.room) return;
    document.title = `${gameTitle(this.info || { name: this.room.game, name_de: this.room.game })} · Fives`;
    this.els.title.textContent = gameTitle(this.info || { name: this.room.game, name_de: this.room.game });
    if (this.els.links?.dataset.lang !== getLang()) {
      // the links beside the title in the page's language (again after a switch of language)
      const title = this.els.title.textContent;
      this.els.rules = rulesButton(this.room.game, title);
      this.els.rated = h("span", { class: "badge rated-badge", id: "rated-badge", title: t("ratedTitle"), text: t("rated") });
      const links = h("span", { class: "title-links", dataset: { lang: getLang() } }, [howtoLink(this.room.game, title), this.els.rules, this.info?.max_players > 1 && leaderboardLink(this.room.game, title), this.els.rated]);
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
    const seat = this.chooseSeat();
    if (seat !== this.seat) {
      this.seat = seat;
      this.ui = { timer: this.ui.timer };
    }
    const view = this.viewOf(seat);
    this.els.main.dataset.moveNumber = String(this.msg.move_number);
    this.els.main.dataset.seat = seat === null ? "spectator" : String(seat);
    this.els.main.dataset.terminal = String(this.isOver(view));
    // Hot-seat privacy: while the screen passes to another person (the cover), everything the
    // page shows comes from the public view, so nobody's secrets (a hand in the log) are on it.
    this.covered = Boolean(view && this.needsCover(seat) && !this.isOver(view));
    const shown = this.shownView(view);
    this.renderTurn(shown);
    this.renderLastMove(shown);
    this.renderAway(shown);
    const focus = this.boardFocus();
    const animate = this.animateNext && !this.covered && motionSpeed() !== "off";
    this.animateNext = false;
    const before = animate ? motionSnapshot(this.els.main, true) : null;
    this.renderMain(view, seat);
    if (before) playMotion(before, this.els.main);
    this.restoreFocus(focus);
    this.renderSide(shown);
  }

  /** Where the keyboard focus is on the board before it is redrawn (the square or move). */
  boardFocus() {
    const el = document.activeElement;
    if (!el || !this.els.main.contains(el)) return null;
    const d = el.dataset || {};
    return { square: d.square, move: d.move, cell: d.cell, id: el.id || null };
  }

  /** After a move the board is drawn anew: the focus stays on it (the same square if it is
   * still there, else the board), so a keyboard player goes on where they were. */
  restoreFocus(focus) {
    if (!focus) return;
    const main = this.els.main;
    const esc = (v) => (window.CSS?.escape ? CSS.escape(v) : v);
    const found =
      (focus.id && main.querySelector(`#${esc(focus.id)}`)) ||
      (focus.square && main.querySelector(`[data-square="${esc(focus.square)}"]`)) ||
      (focus.cell && main.querySelector(`[data-cell="${esc(focus.cell)}"]`)) ||
      (focus.move && main.querySelector(`[data-move="${esc(focus.move)}"]`));
    const target = found || main.querySelector("svg.board") || main;
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.focus({ preventScroll: true });
  }

  /** "Last move: ..." above the board, from the log as the side shows it: the last line, or with
   * more than two players the last line of each other player's turn (one line each). */
  renderLastMove(view) {
    const el = clear(this.els.last);
    const lines = view ? this.logLines(view) : [];
    if (!lines.length) return;
    const players = this.room.seats?.length || 2;
    const shown = lines.slice(-Math.max(1, Math.min(players - 1, 3)));
    el.append(h("strong", { text: `${t(shown.length > 1 ? "lastMoves" : "lastMove")}: ` }), shown.join(" · "));
  }

  renderTurn(view) {
    const el = clear(this.els.turn);
    if (!view) return;
    if (this.isOver(view)) {
      // the result panel says "Game over" on the page; the turn line only tells a screen reader
      if (this.announced !== t("gameOver")) this.els.announce.textContent = this.announced = t("gameOver");
      return;
    }
    if (this.room.status === "waiting") {
      el.append(h("span", { text: `${t("waitingFor")} ${this.room.seats.filter((s) => s.status === "waiting").map((s) => seatName(s.name)).join(", ")}` }));
    }
    const sep = () => {
      // parts of the line read apart: "Waiting for P2 · Your turn · ⏱ 0:30"
      if (el.childNodes.length) el.append(h("span", { class: "muted sep", text: " · " }));
    };
    const timer = this.msg?.timer;
    if (timer && timer.what === "memorize") {
      // live time of the rules (Hütchenspieler: the seekers memorise the row): nobody is "to move"
      // and no computer is "thinking"; the line says what the time is for and who is ready
      const ready = (timer.ready || []).map((p) => this.playerName(p));
      sep();
      el.append(h("span", { id: "memorising", text: t("seekersMemorise") }));
      if (ready.length) el.append(h("span", { class: "muted", text: ` (${t("readyNow")}: ${ready.join(", ")})` }));
      if (this.announced !== el.textContent) this.els.announce.textContent = this.announced = el.textContent;
      return;
    }
    const mine = (view.legal || []).length > 0;
    // a chance event (a draw, a deal) is the game's, done at once: nobody is named for it
    if ((mine && !this.covered) || (Array.isArray(view.to_move) && view.to_move.length)) sep();
    if (mine && !this.covered) el.append(h("strong", { class: "your-turn", id: "your-turn", text: this.heldSeats().length > 1 ? `${t("yourTurn")}: ${this.playerName(this.seat)}` : t("yourTurn") }));
    else if (Array.isArray(view.to_move) && view.to_move.length) {
      el.append(h("span", { text: `${t("turnOf")} ${view.to_move.map((p) => this.playerName(p)).join(", ")}` }));
      if (view.to_move.some((p) => this.room.seats?.[p]?.status === "ai")) el.append(h("span", { class: "muted thinking", text: ` (${t("thinking")})` }));
    }
    const said = el.textContent;
    if (said !== this.announced) {
      this.announced = said;
      this.els.announce.textContent = said;
    }
    if (this.msg.clock) {
      sep();
      el.append(h("span", { class: "clock", id: "clock" }));
      this.updateClock();
    }
    if (this.seat === null || this.seat === undefined) {
      el.append(h("span", { class: "muted seat-of", id: "watching", text: ` · ${t("watching")}` }));
    } else if (!this.covered) {
      el.append(h("span", { class: "muted seat-of", text: ` · ${t("seatOf")} ${this.playerName(this.seat)}` }));
    }
  }

  /** The per-move clock, counted down from the time the server said was left. */
  updateClock() {
    const timer = this.msg?.timer;
    const timerEl = document.getElementById("game-timer");
    if (timerEl && timer) {
      const left = Math.max(0, timer.remaining - (performance.now() - this.clockAt) / 1000);
      timerEl.textContent = String(Math.ceil(left));
    }
    const el = document.getElementById("clock");
    const clock = this.msg?.clock;
    if (!el || !clock) return;
    const elapsed = (performance.now() - this.clockAt) / 1000;
    const parts = [];
    let low = false;
    if (typeof clock.remaining === "number") {
      const left = Math.max(0, clock.remaining - elapsed);
      low = left < 10;
      parts.push(`${t("clock")}: ${formatSeconds(left)}`);
    }
    if (Array.isArray(clock.bank)) {
      // each seat's thinking time for the whole game; the acting seats' banks run down
      const running = Object.keys(clock.deadlines || {}).map(Number);
      parts.push(
        clock.bank
          .map((bank, p) => `${this.playerName(p)} ${formatSeconds(running.includes(p) ? Math.max(0, bank - elapsed) : bank)}`)
          .join(" · "),
      );
    }
    el.textContent = `⏱ ${parts.join(" · ")}`;
    el.classList.toggle("low", low);
  }

  renderMain(view, seat) {
    const main = clear(this.els.main);
    if (!view) return;
    if (this.covered) {
      main.append(
        h("div", { class: "cover", id: "cover" }, [
          h("p", { text: t("hideInfo") }),
          h("p", { class: "big", text: `${t("handOver")} ${this.playerName(seat)}` }),
          h("button", {
            type: "button",
            class: "btn primary",
            id: "reveal",
            text: t("show"),
            onclick: () => {
              this.revealedSeat = seat;
              this.render();
            },
          }),
        ]),
      );
      return;
    }
    if (this.claimed() && !view.terminal) view = { ...view, legal: [] }; // over early: nothing to click
    const ctx = {
      submit: (text) => this.submit(text),
      rerender: () => this.render(),
      ui: this.ui,
      seat,
      lang: getLang(),
      playerName: (p) => this.playerName(p),
      // what a player reads for a legal move (its label in the page's language, else its notation)
      moveLabel: (text) => this.moveLabel(view, text) || text,
      // live time the rules give (Hütchenspieler's memorising), counted down by updateClock
      timer: this.msg.timer || null,
      names: (this.room.seats || []).map((s) => seatName(s.name)),
      // the server's texts of this view in the page's language (e.g. Torris' notes)
      texts: this.texts(view),
      undo: this.canUndo(seat) ? () => this.undo() : null,
      hint: this.canHint(seat, view) ? () => this.hint() : null,
    };
    if (this.board) {
      try {
        main.append(this.board.render(view, ctx));
      } catch (e) {
        console.error(e);
        main.append(h("p", { class: "error", text: `board: ${e.message}` }));
      }
    }
    const hint = this.ui.hint && this.ui.hint.move_number === view.move_number ? this.ui.hint : null;
    if (hint?.best) markHint(main, hint.best);
    if (ctx.hint && !main.querySelector("#hint")) main.append(hintTools(view, hint, ctx));
    const timer = this.msg.timer;
    if (timer && !view.terminal && seat !== null && seat !== undefined && seat !== timer.seat && this.tokens[seat]) {
      // live time of the rules for the others (Hütchenspieler's memorising): say "ready" to end
      // it early; it ends once every seeker has
      const done = (timer.ready || []).includes(seat);
      main.append(h("div", { class: "board-tools", id: "ready-tools" }, [
        h("button", {
          type: "button",
          class: "btn primary",
          id: "ready",
          disabled: done,
          text: done ? t("readyWaiting") : t("readyButton"),
          onclick: () => {
            if (!this.conn.send({ type: "ready", seat, move_number: this.msg.move_number })) {
              this.notice = { kind: "error", text: t("reconnecting") };
              this.renderNotice();
            }
          },
        }),
      ]));
    }
    if (ctx.undo && !main.querySelector("#undo")) {
      // boards without their own Undo (Abräumen has one beside its Hint): one under the board
      const waiting = !view.terminal && !(view.legal || []).length; // the computer is thinking
      main.append(h("div", { class: "board-tools", id: "undo-tools" }, [
        h("button", { type: "button", class: "btn", id: "undo", text: `↶ ${t("undo")}`, title: t("undoTitle"), disabled: !(view.own_moves ?? view.move_number) || waiting, onclick: () => ctx.undo() }),
      ]));
    }
    if (this.claimed() && !view.terminal) {
      main.prepend(this.resultPanel(view)); // over early: the result above the last position
      return;
    }
    // a board that offers every move of this position itself (Fünf gewinnt's afterplay: a stone,
    // then its target) needs no list of hundreds of moves below it
    if (!view.terminal && !this.board?.movesOnBoard?.(view)) {
      // every legal move as a button: folded away when the board offers many of them
      const many = (view.legal || []).length > 12 && this.board;
      const box = h("details", { class: "fallback", id: "moves-box", open: this.movesOpen ?? !many }, [
        h("summary", { id: "moves-title", text: `${t("legalMoves")} (${(view.legal || []).length})` }),
        withHint(moveButtons(view, ctx, (text) => this.moveLabel(view, text)), hint),
        // the notation is for those who ask for it: folded away ("show notation")
        this.info?.notation
          ? h("details", { class: "notation-box", id: "notation-box" }, [
              h("summary", { text: t("showNotation") }),
              h("p", { class: "muted notation", text: messageText(this.info.notation_message, this.info.notation) }),
            ])
          : null,
      ]);
      box.querySelector("summary").addEventListener("click", () => {
        this.movesOpen = !box.open;
      });
      main.append(box);
    }
    if (view.terminal) main.prepend(this.resultPanel(view));
  }

  resultPanel(view) {
    const claimed = view.terminal ? null : this.claimed();
    const out = view.outcome || claimed || {};
    const texts = this.texts(view);
    if (claimed) {
      // the page's own words, so it reads in both languages
      const absent = this.playerName(claimed.absent);
      // a rated claim over a seat whose person never came ends the game unrated (issue 33)
      const key = claimed.ended === "timeout" ? "timeoutText" : claimed.unrated === "never_connected" ? "claimedUnratedText" : "claimedText";
      texts.reason = t(key)
        .replace("{absent}", absent)
        .replace("{time}", formatSeconds(claimed.ended === "timeout" ? claimed.clock_seconds || 0 : claimed.away_seconds || 0))
        .replace("{by}", this.playerName(claimed.by));
      texts.details = {};
    }
    const winners = out.winners || [];
    const n = view.scores.length;
    // the game's own words (js/results/): names for seats, sentences and tables for the details
    if (!claimed) whenCatalog(getLang(), () => this.render()); // the words come from the catalog
    const words = claimed ? null : renderResult(this.room.game, out, {
      lang: getLang(),
      name: (p) => this.playerName(p),
      seats: n,
      fallbackReason: texts.reason,
    });
    // the game may say it itself (Abräumen: solved, or stones left)
    const headline = words?.headline || headlineOf(winners, n, (p) => this.playerName(p), t);
    const reason = words ? words.reason : texts.reason;
    const panel = h("section", { class: "result", id: "result" }, [
      h("h2", { text: t("gameOver") }),
      h("p", { class: "big", id: "result-headline", text: headline }),
      h("p", { id: "result-reason" }, [h("strong", { text: `${t("reason")}: ` }), String(reason || "")]),
    ]);
    if (words?.body) {
      if (words.body.length) panel.append(h("div", { class: "result-details", id: "result-details" }, words.body));
    } else if (out.details && Object.keys(out.details).length) {
      panel.append(h("details", { open: true }, [h("summary", { text: t("details") }), renderDetails(out.details, (p) => this.playerName(p))]));
    }
    const actions = h("div", { class: "actions" });
    if (this.room.rematch && this.heldSeats().length && !this.heldSeats().includes(this.rematchBy)) {
      const text = typeof this.rematchBy === "number" ? `${this.playerName(this.rematchBy)} ${t("rematchOffer")}` : t("rematchWaiting");
      panel.append(h("p", { class: "rematch-offer big", id: "rematch-offer", text }));
    }
    if (this.heldSeats().length) {
      actions.append(h("button", { type: "button", class: "btn primary", id: "rematch", text: this.room.rematch ? t("rematchJoin") : t("rematch"), onclick: () => this.rematch() }));
    }
    const offer = this.lostToComputer(winners) ? guideOffer(this.room.game, gameTitle(this.info || { name_de: this.room.game }), this.roomId) : null;
    if (offer) panel.append(offer);
    actions.append(h("a", { class: "btn", id: "replay", href: `#/replay/${encodeURIComponent(this.roomId)}`, text: t("replay") }));
    actions.append(h("a", { class: "btn", id: "download", href: api.recordUrl(this.roomId), download: `fives-${this.room.game}-${this.roomId}.json`, text: t("download") }));
    panel.append(actions);
    return panel;
  }

  /** Offer a rematch, or join the one another player offered: one click either way.  Every
   * token of this page carries over; the server says where each seat sits in the new room
   * (Cambio moves everybody one seat on). */
  async rematch() {
    const seats = this.heldSeats().length ? this.heldSeats().map(String) : Object.keys(this.tokens);
    const token = this.tokens[seats[0]];
    try {
      const data = await api.rematch(this.roomId, token);
      const id = data.room.id;
      const moved = {};
      for (const [seat, held] of Object.entries(this.tokens)) moved[data.seats?.[seat] ?? seat] = held;
      saveSeatTokens(id, moved);
      location.hash = `#/room/${id}`;
    } catch (e) {
      this.notice = { kind: "error", text: e.message };
      this.renderNotice();
    }
  }

  renderInvites(side) {
    const links = inviteLinks(this.roomId);
    const seats = Object.keys(links);
    if (!seats.length || this.room.status === "finished") return;
    const list = h("ul", { class: "invites", id: "invites" });
    for (const seat of seats) {
      const url = `${inviteBase()}/#/join/${encodeURIComponent(this.roomId)}/${encodeURIComponent(links[seat])}`;
      const status = this.room.seats?.[Number(seat)]?.status;
      const input = h("input", { type: "text", readonly: true, value: url, class: "invite-link", dataset: { seat } });
      const copy = h("button", {
        type: "button",
        class: "btn",
        text: t("copy"),
        onclick: async () => {
          try {
            await navigator.clipboard.writeText(url);
            copy.textContent = t("copied");
          } catch (e) {
            input.select();
          }
        },
      });
      list.append(h("li", {}, [h("strong", { text: `${t("seat")} ${Number(seat) + 1}${status === "joined" ? " ✓" : ""}: ` }), input, copy]));
    }
    side.append(h("h2", { text: t("inviteLinks") }), list);
    if (inviteOnlyHere()) side.append(h("p", { class: "muted small", id: "invite-note", text: t("inviteLocalOnly") }));
  }

  /** Seats: who is here; hand an empty seat to the computer, leave, or take one's seat back. */
  renderSeats(side, view) {
    const held = this.heldSeats();
    const seats = this.room.seats || [];
    // only when someone else (a person or the computer) shares the game
    if (!held.length || this.isOver(view) || seats.every((x) => held.includes(x.seat))) return;
    const token = this.tokens[held[0]] || Object.values(this.tokens)[0];
    const list = h("ul", { class: "seat-list", id: "seat-list" });
    (this.room.seats || []).forEach((seat) => {
      const name = this.playerName(seat.seat);
      const here = this.presenceOf(seat);
      let status = seat.status === "ai" && /computer/i.test(name) ? "" : `: ${t(`status_${seat.status}`)}`;
      if (here && seat.status === "joined") status = `: ${t(`presence_${here}`)}`;
      const item = h("li", { dataset: { seat: seat.seat, status: seat.status, presence: here || "" } }, [`${name}${status}`]);
      if (here === "away") {
        const away = this.awayFor(seat.seat);
        item.append(" ", h("span", { class: "muted away-for", dataset: { seat: seat.seat }, text: formatSeconds(away) }));
      }
      if (!held.includes(seat.seat) && (seat.status === "left" || seat.status === "waiting") && seat.kind !== "ai") {
        item.append(" ", h("button", {
          type: "button",
          class: "btn small takeover",
          text: t("computerPlays"),
          onclick: () => this.act(() => api.takeover(this.roomId, seat.seat, "easy", token)),
        }));
      }
      if (held.includes(seat.seat) && seat.status === "ai") {
        item.append(" ", h("button", { type: "button", class: "btn small", id: "take-back", text: t("takeBack"), onclick: () => this.conn.send({ type: "rejoin" }) }));
      }
      list.append(item);
    });
    side.append(list);
    const others = seats.filter((x) => !held.includes(x.seat) && x.status !== "ai");
    if (held.length === 1 && others.length && this.room.status === "playing") {
      side.append(h("button", {
        type: "button",
        class: "btn small",
        id: "leave",
        text: t("leave"),
        onclick: () => this.act(async () => {
          await api.leave(this.roomId, this.tokens[held[0]], "easy");
          forgetRoom(this.roomId); // the token ended: no longer one of "My games"
          location.hash = "#/";
        }),
      }));
    }
  }

  /** Above the board, where a phone shows it too: the choice about each away seat. */
  renderAway(view) {
    const box = clear(this.els.away);
    const held = this.heldSeats();
    if (!view || !held.length || this.isOver(view)) return;
    const token = this.tokens[held[0]] || Object.values(this.tokens)[0];
    for (const seat of this.room.seats || []) {
      const offer = this.offerFor(seat);
      if (offer) box.append(this.awayOffer(seat, offer, token));
    }
  }

  /** The choice about a seat away for longer than the grace time: keep waiting, let the
   * computer play it at a level the players pick, or (two players, after the claim time) claim
   * the win. */
  awayOffer(seat, offer, token) {
    const away = this.awayFor(seat.seat) || 0;
    const level = h("select", { id: "away-level", class: "seat-level", "aria-label": t("level") }, ["random", "easy", "medium", "hard", "max"].map((l) => h("option", { value: l, text: t(l), selected: l === "easy" })));
    const box = h("div", { class: "away-offer", id: "away-offer", role: "group", dataset: { seat: seat.seat } }, [
      h("p", {}, [`${this.playerName(seat.seat)} ${t("awayOffer")} `, h("span", { class: "away-for", dataset: { seat: seat.seat }, text: formatSeconds(away) }), "."]),
      h("div", { class: "actions" }, [
        h("button", {
          type: "button",
          class: "btn small",
          id: "keep-waiting",
          text: t("keepWaiting"),
          onclick: () => {
            this.waitUntil[seat.seat] = (this.awayFor(seat.seat) || 0) + (this.room.away_grace_seconds ?? 60);
            this.updatePresence(true);
          },
        }),
        level,
        h("button", {
          type: "button",
          class: "btn small primary",
          id: "away-takeover",
          text: t("letComputerPlay"),
          onclick: () => this.act(() => api.takeover(this.roomId, seat.seat, level.value, token)),
        }),
        offer === "claim" ? h("button", { type: "button", class: "btn small", id: "claim-win", text: t("claimWin"), onclick: () => this.claimWin() }) : null,
      ]),
    ]);
    return box;
  }

  async act(fn) {
    try {
      await fn();
    } catch (e) {
      this.notice = { kind: "error", text: e.message };
      this.renderNotice();
    }
  }

  renderSide(view) {
    const side = clear(this.els.side);
    this.renderInvites(side);
    if (!view) return;
    const claimed = this.claimed();
    const toMove = Array.isArray(view.to_move) && !claimed ? view.to_move : [];
    const winners = (claimed || view.outcome)?.winners || [];
    const table = h("table", { class: "scores", id: "scores" }, [
      h("thead", {}, h("tr", {}, [h("th", { text: t("scoresPlayer") }), h("th", { text: t("score") })])),
    ]);
    const body = h("tbody");
    view.scores.forEach((score, p) => {
      const seat = this.room.seats?.[p];
      const label = [this.playerName(p)];
      if (seat?.kind === "ai" && !/computer/i.test(seat.name || "")) label.push(` (${t("computer")})`);
      if (p === this.seat && !this.covered) label.push(` · ${t("you")}`);
      body.append(
        h("tr", { class: [toMove.includes(p) && "to-move", winners.includes(p) && "winner"] }, [
          h("td", {}, label),
          h("td", { class: "num", text: String(score) }),
        ]),
      );
    });
    table.append(body);
    side.append(h("h2", { text: t("scores") }), table);
    this.renderSeats(side, view);
    // it scrolls: focusable, so a keyboard can scroll it too
    const log = h("ol", { class: "log", id: "log", tabindex: "0", "aria-label": t("moves") });
    this.logLines(view).forEach((line, i, all) => {
      log.append(h("li", { class: i === all.length - 1 ? "last" : null, text: line }));
    });
    side.append(h("h2", { text: `${t("moves")} (${view.player_moves ?? (view.log || []).length})` }), log);
    log.scrollTop = log.scrollHeight;
    queueMicrotask(() => {
      log.scrollTop = log.scrollHeight;
    });
  }
}
