// Challenges (issue 35): challenge a named player from their profile or the leaderboard (the game,
// its options as in the new-game dialog, rated or not, a live clock or days per move); the
// challenged player sees it on the home page (asked every few seconds) and accepts or declines;
// the challenger's page waits, and both move into the room once it is accepted.  Accounts only:
// a guest is told to sign in.  The challenger's one-time ticket (it opens the challenger's seat)
// stays in this browser's localStorage until the seat is taken.
import { ApiError, call, saveSeatTokens, seatTokens } from "./api.js";
import { h, clear } from "./dom.js";
import { seatName, t } from "./i18n.js";
import { currentAccount } from "./accounts.js";
import { gameTitle } from "./gameinfo.js";
import { optionInput, readOption } from "./options.js";
import { formatLeft } from "./tables.js";

const TICKET = "fives.challenge.";
const DAY = 86400;
// the challenger's page asks about its challenge this often; the home page about all of them
const WAIT_POLL = 2000;
const HOME_POLL = 3000;
const LEVELS = ["easy", "medium", "hard", "max"];

function keepTicket(id, ticket) {
  try {
    localStorage.setItem(TICKET + id, ticket);
  } catch (e) {
    /* private mode: this page only */
  }
}

function ticketOf(id) {
  try {
    return localStorage.getItem(TICKET + id);
  } catch (e) {
    return null;
  }
}

function dropTicket(id) {
  try {
    localStorage.removeItem(TICKET + id);
  } catch (e) {
    /* ignore */
  }
}

/** Into the challenge's room: the ticket opens this player's seat once, the browser keeps the
 * seat's own token. */
export async function moveIn(room, ticket, challengeId) {
  try {
    const data = await call("POST", `/api/rooms/${encodeURIComponent(room)}/join`, { name: null }, ticket);
    saveSeatTokens(room, { [data.seat]: data.token });
  } catch (e) {
    if (!(e instanceof ApiError && e.code === "invite_used" && Object.keys(seatTokens(room)).length)) throw e;
  }
  if (challengeId) dropTicket(challengeId);
  location.hash = `#/room/${encodeURIComponent(room)}`;
}

// a field is shown or not (its display rule would win over the hidden attribute)
function shown(el, yes) {
  el.style.display = yes ? "" : "none";
}

function online(games) {
  return games.filter((g) => g.max_players >= 2);
}

function titleOf(games, id) {
  const info = games.find((g) => g.id === id);
  return info ? gameTitle(info) : id;
}

/** A challenge in words: the game, players, pace and clock, rated. */
export function challengeSummary(c, games) {
  const parts = [titleOf(games, c.game)];
  if (c.players > 2) parts.push(t("challengePlayers", { n: c.players }));
  if (c.pace === "turn_based") parts.push(t("challengeDays", { days: Math.round((c.clock_seconds || 3 * DAY) / DAY) }));
  else {
    parts.push(t("challengeLive"));
    if (c.clock_seconds) parts.push(t("challengeMoveClock", { seconds: Math.round(c.clock_seconds) }));
    if (c.game_clock_seconds) parts.push(t("challengeGameClock", { minutes: Math.round(c.game_clock_seconds / 60) }));
  }
  parts.push(c.rated ? t("challengeRated") : t("challengeCasual"));
  return parts.join(" · ");
}

// ------------------------------------------------------------------------------ the dialog
/** "Challenge": a button that opens the challenge dialog for ``name`` (signed in, not oneself);
 * a guest sees why there is none. */
export function challengeButton(name, games, gameId = null, small = false) {
  const me = currentAccount();
  if (!me) return small ? null : h("p", { class: "muted challenge-guest", id: "challenge-guest", text: t("challengeSignIn", { name }) });
  if (me.name === name) return null;
  return h("button", {
    type: "button",
    class: ["btn", small ? "small" : "primary", "challenge-button"],
    dataset: { name },
    text: t("challenge"),
    "aria-label": t("challengeName", { name }),
    onclick: () => openChallengeDialog(name, games, gameId),
  });
}

export function openChallengeDialog(name, games, gameId = null) {
  document.getElementById("challenge-dialog")?.remove();
  const list = online(games);
  const game = h("select", { id: "challenge-game", name: "game" }, list.map((g) => h("option", { value: g.id, text: gameTitle(g), selected: g.id === gameId })));
  const players = h("select", { id: "challenge-players", name: "players" });
  const playersField = h("div", { class: "field players-field" }, [h("label", { for: "challenge-players", text: t("players_option") }), players]);
  const level = h("select", { id: "challenge-level", name: "level" }, LEVELS.map((l) => h("option", { value: l, text: t(l), selected: l === "medium" })));
  const levelField = h("div", { class: "field" }, [h("label", { for: "challenge-level", text: t("challengeLevel") }), level]);
  const optionsBox = h("div", { id: "challenge-options" });
  const optionsFold = h("details", { class: "fold", id: "challenge-options-box" }, [h("summary", { text: t("gameOptions") }), optionsBox]);
  let specs = [];
  const info = () => list.find((g) => g.id === game.value);
  const syncPlayers = () => {
    const n = Number(players.value) || 2;
    shown(levelField, n > 2);
  };
  const drawGame = () => {
    const g = info();
    clear(players);
    for (let n = Math.max(2, g.min_players); n <= g.max_players; n++) players.append(h("option", { value: String(n), text: String(n) }));
    shown(playersField, players.options.length > 1);
    specs = g.options.filter((o) => o.name !== "players");
    clear(optionsBox).append(...specs.map((spec) => optionInput(spec, g.id)));
    shown(optionsFold, specs.length > 0);
    syncPlayers();
  };
  game.addEventListener("change", drawGame);
  players.addEventListener("change", syncPlayers);
  const pace = h("select", { id: "challenge-pace", name: "pace", "aria-label": t("pace") }, [
    h("option", { value: "live", text: t("paceLive"), selected: true }),
    h("option", { value: "turn_based", text: t("paceTurnBased") }),
  ]);
  const days = h("select", { id: "challenge-days", name: "days" }, [
    [1, "paceOneDay"],
    [3, "paceThreeDays"],
    [7, "paceSevenDays"],
  ].map(([d, key]) => h("option", { value: String(d), text: t(key), selected: d === 3 })));
  const daysField = h("div", { class: "field" }, [h("label", { for: "challenge-days", text: t("paceDays") }), days]);
  const moveClock = h("input", { type: "number", id: "challenge-clock-move", min: 1, max: 86400, placeholder: "–" });
  const gameClock = h("input", { type: "number", id: "challenge-clock-game", min: 1, max: 1440, placeholder: "–" });
  const liveFields = h("div", {}, [
    h("div", { class: "field" }, [h("label", { for: "challenge-clock-move", text: t("clockMove") }), moveClock]),
    h("div", { class: "field" }, [h("label", { for: "challenge-clock-game", text: t("clockGame") }), gameClock]),
  ]);
  const syncPace = () => {
    shown(daysField, pace.value === "turn_based");
    shown(liveFields, pace.value !== "turn_based");
  };
  pace.addEventListener("change", syncPace);
  const rated = h("input", { type: "checkbox", id: "challenge-rated", name: "rated" });
  const error = h("p", { class: "error", id: "challenge-error", role: "alert" });
  const form = h("form", { method: "dialog", class: "new-game challenge-form" }, [
    h("h2", { text: t("challengeTitle", { name }) }),
    h("div", { class: "field" }, [h("label", { for: "challenge-game", text: t("challengeGame") }), game]),
    playersField,
    levelField,
    optionsFold,
    h("fieldset", {}, [h("legend", { text: t("pace") }), h("div", { class: "field" }, [pace]), daysField, liveFields]),
    h("div", { class: "field check" }, [rated, h("label", { for: "challenge-rated", text: t("ratedGame") })]),
    h("p", { class: "muted small", text: t("challengeNote", { name }) }),
    error,
    h("div", { class: "actions" }, [
      h("button", { type: "button", class: "btn", id: "challenge-cancel", text: t("cancel"), onclick: () => dialog.close() }),
      h("button", { type: "submit", class: "btn primary", id: "challenge-send", text: t("challengeSend") }),
    ]),
  ]);
  const dialog = h("dialog", { id: "challenge-dialog", class: "challenge-dialog", "aria-label": t("challengeTitle", { name }) }, form);
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const options = { players: Number(players.value) || 2 };
    for (const spec of specs) {
      const value = readOption(spec, form);
      if (value !== undefined) options[spec.name] = value;
    }
    const body = { to: name, game: game.value, options, rated: rated.checked };
    if (options.players > 2) body.level = level.value;
    if (pace.value === "turn_based") Object.assign(body, { pace: "turn_based", clock_seconds: Number(days.value) * DAY });
    else {
      if (moveClock.value) body.clock_seconds = Number(moveClock.value);
      if (gameClock.value) body.game_clock_seconds = Number(gameClock.value) * 60;
    }
    try {
      const answer = await call("POST", "/api/challenges", body);
      keepTicket(answer.challenge.id, answer.ticket);
      dialog.close();
      dialog.remove();
      waitForAnswer(answer.challenge, games);
    } catch (e) {
      error.textContent = e.message;
    }
  });
  drawGame();
  syncPace();
  document.getElementById("app").append(dialog);
  dialog.showModal();
}

// ------------------------------------------------------------------------------ waiting
/** The challenger's page after sending: "Waiting for Bob…" with Cancel, until the answer. */
function waitForAnswer(challenge, games) {
  document.getElementById("challenge-waiting")?.remove();
  const text = h("span", { id: "challenge-waiting-text" });
  const cancel = h("button", { type: "button", class: "btn small", id: "challenge-withdraw", text: t("challengeWithdraw") });
  const box = h("div", { class: "challenge-waiting", id: "challenge-waiting", role: "status", "aria-live": "polite" }, [text, " ", cancel]);
  const main = document.querySelector("#app main") || document.getElementById("app");
  main.prepend(box);
  let timer = null;
  const show = (c) => {
    const words = {
      pending: t("challengeWaiting", { name: c.to, time: formatLeft(c.left) }),
      declined: t("challengeDeclinedBy", { name: c.to }),
      expired: t("challengeExpired", { name: c.to }),
      cancelled: t("challengeCancelled"),
      accepted: t("challengeAcceptedBy", { name: c.to }),
    };
    text.textContent = `${words[c.status] || c.status} · ${challengeSummary(c, games)}`;
    box.dataset.status = c.status;
    cancel.hidden = c.status !== "pending";
  };
  const poll = async () => {
    if (!document.body.contains(box)) return;
    try {
      const c = await call("GET", `/api/challenges/${encodeURIComponent(challenge.id)}`);
      show(c);
      if (c.status === "accepted" && c.room) {
        const ticket = ticketOf(c.id);
        if (ticket) return moveIn(c.room, ticket, c.id);
      }
      if (c.status !== "pending") return;
    } catch (e) {
      if (e instanceof ApiError && e.code === "no_challenge") return box.remove();
    }
    timer = setTimeout(poll, WAIT_POLL);
  };
  cancel.addEventListener("click", async () => {
    clearTimeout(timer);
    try {
      const c = await call("DELETE", `/api/challenges/${encodeURIComponent(challenge.id)}`);
      show(c);
      if (c.status === "accepted" && c.room && ticketOf(c.id)) return moveIn(c.room, ticketOf(c.id), c.id);
      dropTicket(c.id);
    } catch (e) {
      text.textContent = e.message;
    }
  });
  show(challenge);
  timer = setTimeout(poll, WAIT_POLL);
}

// ------------------------------------------------------------------------------ the home page
/** "Challenges" on the home page of a signed-in player: those waiting for your answer (Accept,
 * Decline, Block), those you sent (Cancel; an accepted one takes you to its game), and whether
 * you take challenges.  Asked every few seconds while the page is shown. */
export function watchChallenges(box, games) {
  if (!currentAccount()) return;
  let shown = "";
  let timer = null;
  const refresh = async () => {
    if (!document.body.contains(box)) return;
    try {
      const data = await call("GET", "/api/challenges");
      const key = JSON.stringify([data.incoming.map((c) => [c.id, c.status]), data.outgoing.map((c) => [c.id, c.status]), data.accepting, data.blocked]);
      for (const c of data.outgoing) {
        const ticket = c.status === "accepted" && c.room ? ticketOf(c.id) : null;
        if (ticket && !Object.keys(seatTokens(c.room)).length) return moveIn(c.room, ticket, c.id); // the challenger follows
      }
      if (key !== shown) {
        shown = key;
        render(box, data, games, refresh);
      } else updateTimes(box, data);
    } catch (e) {
      /* signed out meanwhile, or the server is away: try again */
    }
    clearTimeout(timer);
    timer = setTimeout(refresh, HOME_POLL);
  };
  refresh();
}

function updateTimes(box, data) {
  for (const c of [...data.incoming, ...data.outgoing]) {
    const el = box.querySelector(`[data-challenge="${CSS.escape(c.id)}"] .time-left`);
    if (el) el.textContent = t("timeLeft", { time: formatLeft(c.left) });
  }
}

function render(box, data, games, refresh) {
  const act = (fn) => async (event) => {
    event.target.disabled = true;
    try {
      await fn();
    } catch (e) {
      alert(e.message);
    }
    refresh();
  };
  const incoming = data.incoming.map((c) =>
    h("li", { class: "challenge-in", dataset: { challenge: c.id, from: c.from } }, [
      h("strong", { text: t("challengeFrom", { name: c.from }) }),
      ` · ${challengeSummary(c, games)} · `,
      h("span", { class: "time-left", text: t("timeLeft", { time: formatLeft(c.left) }) }),
      " ",
      h("span", { class: "challenge-actions" }, [
        h("button", {
          type: "button",
          class: "btn small primary challenge-accept",
          text: t("challengeAccept"),
          onclick: act(async () => {
            const answer = await call("POST", `/api/challenges/${encodeURIComponent(c.id)}/accept`);
            await moveIn(answer.room, answer.ticket, null);
          }),
        }),
        h("button", { type: "button", class: "btn small challenge-decline", text: t("challengeDecline"), onclick: act(() => call("POST", `/api/challenges/${encodeURIComponent(c.id)}/decline`)) }),
        h("button", { type: "button", class: "btn small challenge-block", text: t("challengeBlock"), title: t("challengeBlockTitle", { name: c.from }), onclick: act(() => call("POST", "/api/challenge-blocks", { name: c.from })) }),
      ]),
    ]),
  );
  const outgoing = data.outgoing.map((c) => {
    const words = {
      pending: t("challengeOutPending"),
      declined: t("challengeOutDeclined"),
      expired: t("challengeOutExpired"),
      cancelled: t("challengeOutCancelled"),
      accepted: t("challengeOutAccepted"),
    };
    const held = c.room && Object.keys(seatTokens(c.room)).length;
    return h("li", { class: "challenge-out", dataset: { challenge: c.id, to: c.to, status: c.status } }, [
      h("strong", { text: t("challengeTo", { name: c.to }) }),
      ` · ${challengeSummary(c, games)} · `,
      h("span", { class: "challenge-state", text: words[c.status] || c.status }),
      c.status === "pending" ? [" · ", h("span", { class: "time-left", text: t("timeLeft", { time: formatLeft(c.left) }) })] : null,
      " ",
      c.status === "pending"
        ? h("button", {
            type: "button",
            class: "btn small challenge-withdraw",
            text: t("challengeWithdraw"),
            onclick: act(async () => {
              await call("DELETE", `/api/challenges/${encodeURIComponent(c.id)}`);
              dropTicket(c.id);
            }),
          })
        : null,
      held ? h("a", { class: "btn small", href: `#/room/${encodeURIComponent(c.room)}`, text: t("resume") }) : null,
    ]);
  });
  const accepting = h("input", { type: "checkbox", id: "challenges-accepting", checked: data.accepting });
  accepting.addEventListener("change", act(() => call("PUT", "/api/challenge-settings", { accepting: accepting.checked })));
  const blocked = data.blocked.map((name) =>
    h("li", { dataset: { name } }, [
      seatName(name),
      " ",
      h("button", { type: "button", class: "btn small challenge-unblock", text: t("challengeUnblock"), onclick: act(() => call("DELETE", `/api/challenge-blocks/${encodeURIComponent(name)}`)) }),
    ]),
  );
  clear(box).append(
    ...[
    h("h2", { text: t("challenges") }),
    incoming.length ? h("ul", { class: "room-list", id: "challenges-in" }, incoming) : h("p", { class: "muted", id: "challenges-none", text: t("challengesNone") }),
    outgoing.length ? h("ul", { class: "room-list", id: "challenges-out" }, outgoing) : null,
    h("details", { class: "challenge-settings", id: "challenge-settings" }, [
      h("summary", { text: t("challengeSettings") }),
      h("div", { class: "field check" }, [accepting, h("label", { for: "challenges-accepting", text: t("challengesAccepting") })]),
      blocked.length ? [h("p", { text: t("challengesBlocked") }), h("ul", { id: "challenges-blocked" }, blocked)] : null,
    ]),
    ].filter(Boolean), // append() would write a null as "null"
  );
  box.dataset.ready = "1";
}
