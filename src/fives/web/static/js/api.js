// How the client talks to the server: the HTTP API (JSON) and one websocket per open game page.
// Seat tokens are kept in localStorage per room and sent only in headers / the websocket's first
// message, never in a URL that reaches the server.

import { serverText } from "./i18n.js";

const TOKENS = "fives.seats.";
// when this browser first got a seat in each room (ms), for "My games", newest first
const MINE = "fives.mine";

export class ApiError extends Error {
  constructor(status, code, message) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

// the signed-in session's CSRF token (js/accounts.js): every change carries it, so that the
// server counts it as the account's (without it the session cookie is ignored)
let csrf = null;
export function setCsrf(value) {
  csrf = value || null;
}

export async function call(method, path, body, token) {
  const headers = { Accept: "application/json" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (token) headers["X-Seat-Token"] = token;
  if (csrf && method !== "GET") headers["X-CSRF-Token"] = csrf;
  const response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  let data = null;
  try {
    data = await response.json();
  } catch (e) {
    data = null;
  }
  if (!response.ok) {
    // the server answers {"error": code, "detail": reason}; validation errors have a list as detail
    let detail = data?.detail;
    if (Array.isArray(detail)) detail = detail.map((d) => `${(d.loc || []).join(".")}: ${d.msg}`).join("; ");
    throw new ApiError(response.status, data?.error || "http", serverText(String(detail || `HTTP ${response.status}`), data?.i18n, data));
  }
  return data;
}

/** The players' rules of a game in ``lang`` (Markdown; the server falls back to English), or
 * null when the server does not offer them. */
async function rules(game, lang = "en") {
  const response = await fetch(`/api/games/${encodeURIComponent(game)}/rules?lang=${encodeURIComponent(lang)}`, { headers: { Accept: "text/markdown, application/json" } });
  if (!response.ok) return null;
  if ((response.headers.get("content-type") || "").includes("json")) {
    const data = await response.json();
    return typeof data === "string" ? data : data.markdown || data.text || null;
  }
  return response.text();
}

export const api = {
  rules,
  games: () => call("GET", "/api/games"),
  // how to play: {text: {en, de}, pictures: {start, move, end}, guide} (the game folder's texts/howto.*, js/howto.js)
  howto: (game) => call("GET", `/api/games/${encodeURIComponent(game)}/howto`),
  // extra: clock_seconds, game_clock_seconds, visibility ("open" | "private")
  createRoom: (game, options, seats, extra = {}) => call("POST", "/api/rooms", { game, options, seats, ...extra }),
  server: () => call("GET", "/api/server"),
  room: (id) => call("GET", `/api/rooms/${encodeURIComponent(id)}`),
  join: (id, token, name) => call("POST", `/api/rooms/${encodeURIComponent(id)}/join`, { name: name || null }, token),
  takeover: (id, seat, level, token) =>
    call("POST", `/api/rooms/${encodeURIComponent(id)}/seats/${seat}/takeover`, { level }, token),
  // two players: end the game with a win over a player away for the room's claim time
  claim: (id, token) => call("POST", `/api/rooms/${encodeURIComponent(id)}/claim`, {}, token),
  leave: (id, token, level) => call("POST", `/api/rooms/${encodeURIComponent(id)}/leave`, { takeover_level: level || null }, token),
  // give the game up: two players, the other wins; three or more, the computer plays the seat on
  resign: (id, token) => call("POST", `/api/rooms/${encodeURIComponent(id)}/resign`, {}, token),
  // a draw offer or a takeback request (kind "draw" | "takeback"), and the answer to the pending one
  offer: (id, token, kind) => call("POST", `/api/rooms/${encodeURIComponent(id)}/offers`, { kind }, token),
  answerOffer: (id, token, accept) => call("POST", `/api/rooms/${encodeURIComponent(id)}/offers/answer`, { accept }, token),
  // a finished rated room: each seat's displayed rating before and after ({seats: [{seat, before, after}]})
  roomRatings: (id) => call("GET", `/api/rooms/${encodeURIComponent(id)}/ratings`),
  joinOpen: (id, seat) => call("POST", `/api/rooms/${encodeURIComponent(id)}/join`, { seat }),
  rematch: (id, token) => call("POST", `/api/rooms/${encodeURIComponent(id)}/rematch`, {}, token),
  // Abräumen: can the position still be solved, and the jump that keeps it so
  hint: (id, token) => call("POST", `/api/rooms/${encodeURIComponent(id)}/hint`, undefined, token),
  analysis: (id) => call("GET", `/api/finished/${encodeURIComponent(id)}/analysis`),
  lobby: () => call("GET", "/api/lobby"),
  finished: () => call("GET", "/api/finished"),
  replay: (id, move) => call("GET", `/api/finished/${encodeURIComponent(id)}/replay${move === undefined ? "" : `?move=${move}`}`),
  recordUrl: (id) => `/api/finished/${encodeURIComponent(id)}/record.json`,
};

export function seatTokens(roomId) {
  try {
    const data = JSON.parse(localStorage.getItem(TOKENS + roomId) || "{}");
    return data && typeof data === "object" ? data : {};
  } catch (e) {
    return {};
  }
}

export function saveSeatTokens(roomId, tokens) {
  const merged = { ...seatTokens(roomId), ...tokens };
  try {
    localStorage.setItem(TOKENS + roomId, JSON.stringify(merged));
    const mine = myRoomTimes();
    if (!mine[roomId] && Object.keys(merged).length) {
      mine[roomId] = Date.now();
      localStorage.setItem(MINE, JSON.stringify(mine));
    }
  } catch (e) {
    /* private mode: tokens live only in this page */
  }
  return merged;
}

function myRoomTimes() {
  try {
    const data = JSON.parse(localStorage.getItem(MINE) || "{}");
    return data && typeof data === "object" ? data : {};
  } catch (e) {
    return {};
  }
}

/** The rooms this browser holds a seat in (tokens in localStorage), newest first. */
export function myRooms() {
  const times = myRoomTimes();
  const ids = [];
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.startsWith(TOKENS) && Object.keys(seatTokens(key.slice(TOKENS.length))).length) ids.push(key.slice(TOKENS.length));
    }
  } catch (e) {
    return [];
  }
  return ids.sort((a, b) => (times[b] || 0) - (times[a] || 0));
}

/** Forget a room the server no longer has (its tokens are worthless). */
export function forgetRoom(roomId) {
  try {
    localStorage.removeItem(TOKENS + roomId);
    const mine = myRoomTimes();
    delete mine[roomId];
    localStorage.setItem(MINE, JSON.stringify(mine));
  } catch (e) {
    /* ignore */
  }
}

// The heartbeat: the page pings this often, and the server takes a connection that says it
// keeps one and falls silent for 10 s as lost (its seats show as away to the others); the page
// takes a connection it has heard nothing from for HEARTBEAT_LOST ms as lost too, and reconnects.
const HEARTBEAT_EVERY = 3000;
const HEARTBEAT_LOST = 10000;
// `fives serve` closes every websocket with 1012 (service restart) when it stops: it is expected
// back in a few seconds, so the page tries again steadily (every RESTART_RETRY ms, with jitter so
// that the pages of a busy server do not all arrive at once) for up to RESTART_PATIENCE ms,
// instead of the growing back-off it uses for a lost network.
const SERVICE_RESTART = 1012;
const RESTART_RETRY = 600;
const RESTART_PATIENCE = 60000;

/** A websocket to one room that reconnects by itself (with back-off) until closed. */
export class Connection {
  constructor(roomId, tokens, handlers) {
    this.roomId = roomId;
    this.tokens = tokens;
    this.handlers = handlers;
    this.closed = false;
    this.attempt = 0;
    this.restarting = 0; // when the server said it restarts (1012), until connected again
    this.ws = null;
    this.heard = Date.now();
    this.beat = setInterval(() => this.heartbeat(), HEARTBEAT_EVERY);
    this.open();
  }

  heartbeat() {
    const ws = this.ws;
    if (!ws || ws.readyState !== WebSocket.OPEN) return;
    if (Date.now() - this.heard > HEARTBEAT_LOST) {
      // nothing heard for too long: the network is gone; a close may hang on it, so let this
      // socket go and open a new one at once
      this.ws = null;
      ws.close();
      this.attempt += 1;
      this.handlers.status("reconnecting");
      this.timer = setTimeout(() => this.open(), 300);
      return;
    }
    ws.send(JSON.stringify({ type: "ping" }));
  }

  url() {
    const proto = location.protocol === "https:" ? "wss:" : "ws:";
    return `${proto}//${location.host}/ws/rooms/${encodeURIComponent(this.roomId)}`;
  }

  open() {
    this.handlers.status(this.attempt ? "reconnecting" : "connecting");
    const ws = new WebSocket(this.url());
    this.ws = ws;
    ws.addEventListener("open", () => {
      this.attempt = 0;
      this.restarting = 0;
      const tokens = Object.values(this.tokens);
      // without a seat of one's own the page watches: the public view only
      this.heard = Date.now();
      ws.send(JSON.stringify(tokens.length ? { type: "hello", tokens, heartbeat: true } : { type: "hello", spectate: true, heartbeat: true }));
      this.handlers.status("connected");
    });
    ws.addEventListener("message", (event) => {
      this.heard = Date.now();
      let msg;
      try {
        msg = JSON.parse(event.data);
      } catch (e) {
        return;
      }
      this.handlers.message(msg);
    });
    ws.addEventListener("close", (event) => {
      if (this.ws !== ws) return;
      this.ws = null;
      if (this.closed) return;
      if (event.code === 4404 || event.code === 4403 || event.code === 4400) {
        this.handlers.status("failed", event.reason);
        return;
      }
      this.attempt += 1;
      this.handlers.status("reconnecting");
      if (event.code === SERVICE_RESTART) this.restarting = Date.now();
      const delay =
        this.restarting && Date.now() - this.restarting < RESTART_PATIENCE
          ? RESTART_RETRY * (0.5 + Math.random() / 2)
          : Math.min(5000, 300 * 2 ** Math.min(this.attempt, 4));
      this.timer = setTimeout(() => this.open(), delay);
    });
  }

  send(msg) {
    if (this.ws && this.ws.readyState === WebSocket.OPEN) {
      this.ws.send(JSON.stringify(msg));
      return true;
    }
    return false;
  }

  move(seat, moveNumber, text) {
    return this.send({ type: "move", seat, move_number: moveNumber, action: text });
  }

  /** Take back the seat's last move (one-player games: Abräumen). */
  undo(seat, moveNumber) {
    return this.send({ type: "undo", seat, move_number: moveNumber });
  }

  /** Drop the connection as if the network failed (the page reconnects). */
  drop() {
    if (this.ws) this.ws.close();
  }

  close() {
    this.closed = true;
    clearTimeout(this.timer);
    clearInterval(this.beat);
    if (this.ws) this.ws.close();
  }
}
