// The game page's connection: the room's websocket (api.js's Connection, which reconnects) and
// what each message from the server does to the page: a new state (a move: the turn's beep, the
// hint carried or dropped, the next few moves animated), the room, who is here, a refusal, an
// undo, a rematch offer.
import { Connection } from "../api.js";
import { t, serverText } from "../i18n.js";
import { beep } from "../prefs.js";
import { notifyTurn } from "../notify.js";
import { carriedHint } from "./advice.js";
import { noteOffer } from "./draws.js";
import { setPresence, updatePresence } from "./presence.js";

/** Open the room's connection; its status and messages go to ``page``. */
export function connect(page) {
  const conn = new Connection(page.roomId, page.tokens, {
    status: (status, reason) => {
      page.status = status;
      if (status !== "connected") page.resync = true; // the next state is a jump: not animated
      // the server's error message (in the page's language) came before the close
      if (reason && page.notice?.kind !== "error") page.notice = { kind: "error", text: reason };
      page.renderStatus();
    },
    message: (msg) => onMessage(page, msg),
  });
  window.fivesConnection = conn; // lets the browser tests drop the connection
  return conn;
}

function onMessage(page, msg) {
  if (msg.type === "state") {
    const before = page.msg?.move_number;
    // motion: the next few moves of the game (anyone's), not a reconnect's or an undo's jump
    page.animateNext = before !== undefined && !page.resync && msg.move_number > before && msg.move_number - before <= 3;
    page.resync = false;
    page.msg = msg;
    page.clockAt = performance.now();
    if (before !== msg.move_number) {
      const mine = (msg.acting_seats || []).some((p) => page.tokens[p]);
      if (before !== undefined && mine && page.els.main) page.els.main.dataset.sound = beep("turn") ? "turn" : "";
      if (before !== undefined && mine) notifyTurn(page, page.els.title?.textContent || page.room.game);
      page.ui.selected = null;
      page.ui.hint = carriedHint(page, before); // a hint belongs to one decision of this seat
      page.notice = page.notice?.kind === "error" ? null : page.notice;
    }
    page.render();
  } else if (msg.type === "room") {
    noteOffer(page, page.room, msg.room); // a declined offer, a takeback (draws.js)
    page.room = msg.room;
    setPresence(page, msg.room);
    page.render();
  } else if (msg.type === "presence") {
    // arrivals and departures: only the seat list changes
    setPresence(page, msg);
    if (page.room) page.room = { ...page.room, connected: msg.connected, away: msg.away, spectators: msg.spectators };
    updatePresence(page, true);
  } else if (msg.type === "error") {
    // errors about a move carry the game's move number; others (e.g. a bad token) do not
    const what = msg.move_number === undefined ? t("error") : t("moveRejected");
    page.notice = { kind: "error", text: `${what}: ${serverText(msg.reason, msg.i18n, msg) || msg.code || t("error")}` };
    page.renderNotice();
  } else if (msg.type === "welcome") {
    page.chat?.refresh(); // the chat so far; later lines come on this connection
  } else if (msg.type === "chat") {
    page.chat?.add(msg.line);
  } else if (msg.type === "undone") {
    page.notice = { kind: "info", text: `${t("undone")}: ${(msg.undone || []).join(", ")}` };
    page.renderNotice();
  } else if (msg.type === "rematch") {
    // another player offers a rematch: one click joins it (see rematch.js)
    page.room = { ...page.room, rematch: msg.rematch };
    page.rematchBy = msg.by;
    page.render();
  }
}
