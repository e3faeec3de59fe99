// The game page's chat (issue 35), as on lichess: the players' chat and the spectators' chat
// (fives.server.chat). During the game a player reads and writes the players' chat, a spectator
// the spectators'; once it is over everyone reads both. A room where one screen holds several
// seats, or a game against the computer, has none (the box is not shown).
//
// Every line is put on the page as text (dom.js `h` with textContent), never as HTML. Muting is
// the viewer's own: the muted people (their `author` keys) are remembered in this browser, and
// their lines are hidden here (and in replays) until shown again. On a phone the chat starts
// folded under the board (a <details>), so it never covers the board.
import { call } from "../api.js";
import { h, clear } from "../dom.js";
import { onLang, t } from "../i18n.js";
import { namer } from "../names.js";

const MUTED = "fives.chat.muted";
const MOST_MUTED = 500;
const CHANNELS = ["players", "spectators"];

/** The authors muted in this browser (a Set of keys). */
export function mutedAuthors() {
  try {
    const list = JSON.parse(localStorage.getItem(MUTED) || "[]");
    return new Set(Array.isArray(list) ? list.filter((k) => typeof k === "string") : []);
  } catch (e) {
    return new Set();
  }
}

function saveMuted(set) {
  try {
    localStorage.setItem(MUTED, JSON.stringify([...set].slice(-MOST_MUTED)));
  } catch (e) {
    /* storage unavailable: muted for this page only */
  }
}

/** The room's chat lines, as the server answers `GET /api/rooms/{id}/chat` (token: a seat's). */
export function fetchChat(roomId, token) {
  return call("GET", `/api/rooms/${encodeURIComponent(roomId)}/chat`, undefined, token);
}

/** How a line names its writer: a player as the page names the seat, a spectator by the
 * account's name, else "Guest". */
export function writerName(line, seats) {
  if (line.channel === "players" && Number.isInteger(line.seat)) return namer(seats)(line.seat);
  return line.name || t("chatGuest");
}

/** One line: the writer's name, the text (as text; `dir=auto` keeps right-to-left text to itself),
 * and, for someone else's line, a mute button. */
export function lineItem(line, seats, { own = false, onMute = null, extra = [] } = {}) {
  const name = writerName(line, seats);
  return h("li", { class: ["chat-line", `chat-${line.channel}`], dataset: { author: line.author, channel: line.channel } }, [
    ...extra,
    h("span", { class: "chat-name", text: name }),
    ": ",
    h("span", { class: "chat-text", dir: "auto", text: line.text }),
    !own && onMute
      ? h("button", { type: "button", class: "chat-mute", title: t("chatMute", { name }), "aria-label": t("chatMute", { name }), text: "⊘", onclick: () => onMute(line.author) })
      : null,
  ]);
}

export class Chat {
  constructor(page) {
    this.page = page;
    this.lines = new Map(); // "channel:n" -> line
    this.state = null; // the server's answer without its lines: chat, writable, channels, you
    this.mine = new Set(); // authors of the lines this page wrote (a spectator's own key)
    this.muted = mutedAuthors();
    const phone = window.matchMedia?.("(max-width: 600px)").matches;
    this.box = h("details", { class: "chat-box", id: "chat", hidden: true, open: !phone });
    this.summary = h("summary", { id: "chat-toggle" });
    this.body = h("div", { class: "chat-body" });
    this.input = h("input", { id: "chat-input", type: "text", maxlength: 300, autocomplete: "off", enterkeyhint: "send" });
    this.send = h("button", { type: "submit", class: "btn small", id: "chat-send" });
    this.error = h("p", { class: "error chat-error", id: "chat-error" }); // an alert while it says something
    this.form = h("form", { class: "chat-form", id: "chat-form", onsubmit: (e) => this.submit(e) }, [this.input, this.send]);
    this.box.append(this.summary, this.body, this.form, this.error);
    this.offLang = onLang(() => this.render());
    this.over = page.room?.status === "finished";
  }

  destroy() {
    this.offLang();
  }

  token() {
    const tokens = Object.values(this.page.tokens || {});
    return tokens.length ? tokens[0] : null;
  }

  /** Read the chat again (on every (re)connection, and when the game ends: both channels then). */
  async refresh() {
    try {
      const data = await fetchChat(this.page.roomId, this.token());
      const { lines, ...state } = data;
      this.state = state;
      for (const line of lines) this.lines.set(`${line.channel}:${line.n}`, line);
      for (const [key, line] of this.lines) if (!state.channels.includes(line.channel)) this.lines.delete(key);
    } catch (e) {
      this.state = this.state || { chat: false };
    }
    this.render();
  }

  /** A line from the websocket. */
  add(line) {
    if (!line || !this.state?.channels?.includes(line.channel)) return;
    this.lines.set(`${line.channel}:${line.n}`, line);
    this.render();
  }

  /** After a room message: a game that just ended shows both channels. */
  sync() {
    const over = this.page.room?.status === "finished";
    if (over !== this.over) {
      this.over = over;
      this.refresh();
    }
  }

  async submit(event) {
    event.preventDefault();
    const text = this.input.value.trim();
    if (!text) return;
    this.send.disabled = true;
    try {
      const data = await call("POST", `/api/rooms/${encodeURIComponent(this.page.roomId)}/chat`, { text }, this.token());
      this.mine.add(data.line.author);
      this.input.value = "";
      this.error.textContent = "";
      this.error.removeAttribute("role");
      this.add(data.line);
    } catch (e) {
      this.error.setAttribute("role", "alert");
      this.error.textContent = e.message;
    } finally {
      this.send.disabled = false;
      this.input.focus();
    }
  }

  mute(author, on = true) {
    if (on) this.muted.add(author);
    else this.muted.delete(author);
    saveMuted(this.muted);
    this.render();
  }

  own(line) {
    if (this.mine.has(line.author)) return true;
    return line.channel === "players" && this.state?.you === "players" && Boolean(this.page.tokens?.[line.seat]);
  }

  render() {
    const state = this.state;
    this.box.hidden = !state?.chat;
    if (!state?.chat) return;
    const seats = this.page.room?.seats || [];
    const all = [...this.lines.values()].sort((a, b) => a.at - b.at || a.n - b.n);
    const shown = all.filter((line) => !this.muted.has(line.author));
    const hiddenAuthors = new Set(all.filter((line) => this.muted.has(line.author)).map((line) => line.author));
    this.summary.textContent = t("chatShow", { count: shown.length });
    const body = clear(this.body);
    for (const channel of CHANNELS.filter((c) => state.channels.includes(c))) {
      const list = h("ol", { class: "chat-lines", id: `chat-${channel}`, "aria-live": "polite", "aria-label": t(channel === "players" ? "chatPlayers" : "chatSpectators") });
      const lines = shown.filter((line) => line.channel === channel);
      for (const line of lines) list.append(lineItem(line, seats, { own: this.own(line), onMute: (author) => this.mute(author) }));
      if (!lines.length) list.append(h("li", { class: "muted chat-nothing", text: t("chatNothing") }));
      const title = t(channel === "players" ? "chatPlayers" : "chatSpectators");
      // during the game: who will read this chat besides (the players' is public after the end)
      const note = this.over ? null : h("p", { class: "muted chat-note", text: t(channel === "players" ? "chatPlayersNote" : "chatSpectatorsNote") });
      body.append(...[h("h3", { class: "chat-channel", text: title }), note, list].filter(Boolean));
      queueMicrotask(() => {
        list.scrollTop = list.scrollHeight;
      });
    }
    if (hiddenAuthors.size) {
      body.append(h("p", { class: "muted chat-muted", id: "chat-muted" }, [
        t("chatMutedCount", { count: hiddenAuthors.size }),
        " ",
        h("button", {
          type: "button",
          class: "linkish",
          id: "chat-unmute",
          text: t("chatUnmuteAll"),
          onclick: () => {
            for (const author of hiddenAuthors) this.muted.delete(author);
            saveMuted(this.muted);
            this.render();
          },
        }),
      ]));
    }
    this.form.hidden = !state.writable;
    if (!state.writable) body.append(h("p", { class: "muted", id: "chat-closed", text: t("chatClosed") }));
    this.input.placeholder = t("chatPlaceholder");
    this.input.setAttribute("aria-label", t("chatPlaceholder"));
    this.send.textContent = t("chatSend");
  }
}

/** The replay's chat (a finished game's, both channels): every line in the order written, each
 * with the move it was written at (a button that shows that position); lines written after the
 * position shown are dimmed. Muted people stay hidden. Null without lines. */
export function replayChat(data, seats, move, go) {
  if (!data?.chat || !data.lines?.length) return null;
  const muted = mutedAuthors();
  const list = h("ol", { class: "chat-lines", id: "replay-chat-lines" });
  const lines = [...data.lines].sort((a, b) => a.at - b.at || a.n - b.n).filter((line) => !muted.has(line.author));
  for (const line of lines) {
    const at = h("button", { type: "button", class: "linkish chat-move", text: t("chatMove", { n: line.move }), onclick: () => go(line.move) });
    const item = lineItem(line, seats, { extra: [at] });
    if (line.channel === "spectators") item.querySelector(".chat-name").append(` (${t("chatSpectators")})`);
    if (line.move > move) {
      item.classList.add("later");
      item.title = t("chatLater");
    }
    list.append(item);
  }
  return h("section", { class: "replay-chat chat-box", id: "replay-chat" }, [h("h2", { text: t("chat") }), list]);
}
