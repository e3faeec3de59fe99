// Turn-based play and quick play (issue 28): the "Your turn" list on the home page, "Play
// someone now" (a seek that waits for the next player), and the pace field of the new-game
// dialog.  The seat tokens stay in localStorage (js/api.js); "Your turn" sends them in a POST
// body (never in a URL) and the server answers about those seats only.
import { ApiError, call, myRooms, saveSeatTokens, seatTokens } from "./api.js";
import { h, clear } from "./dom.js";
import { t } from "./i18n.js";
import { seatNames } from "./names.js";
import { currentAccount } from "./accounts.js";

const DAY = 86400;
// the seek this tab waits with (a reload resumes it instead of asking twice)
const SEEK = "fives.seek";
// how often the page asks about its seek (the server drops a seek not asked about for 30 s)
const SEEK_POLL = 2000;
const TURN_REFRESH = 60000;

// every request through js/api.js: a signed-in page's changes carry its CSRF token, so that
// "Your turn" and a seek count the account's games too
const post = call;

/** A time left, long or short: "2 d 5 h", "5 h 12 min", "12 min", "42 s". */
export function formatLeft(seconds) {
  const total = Math.max(0, Math.ceil(seconds));
  const days = Math.floor(total / DAY);
  const hours = Math.floor((total % DAY) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  if (days) return hours ? t("durationDays", { days, hours }) : t("durationWholeDays", { days });
  if (hours) return t("durationHours", { hours, minutes });
  if (minutes) return t("durationMinutes", { minutes });
  return t("durationSeconds", { seconds: total });
}

function allTokens() {
  return myRooms().flatMap((id) => Object.values(seatTokens(id)));
}

function gameName(games, id) {
  return games.find((g) => g.id === id)?.name_de || id;
}

/** "Your turn": every game in which one of this browser's seats must move now. */
export async function renderYourTurn(box, games) {
  const tokens = allTokens();
  if (!tokens.length) return;
  let data;
  try {
    data = await post("POST", "/api/my-turn", { tokens });
  } catch (e) {
    return;
  }
  clear(box);
  if (!data.games.length) return;
  const items = data.games.map((game) => {
    const players = seatNames(game.players).join(", ");
    const left = typeof game.left === "number" ? h("span", { class: "time-left", text: t("timeLeft", { time: formatLeft(game.left) }) }) : null;
    return h("li", { dataset: { room: game.room } }, [
      h("strong", { text: gameName(games, game.game) }),
      ` · ${players}`,
      game.pace === "turn_based" ? ` · ${t("paceTurnBasedShort")}` : "",
      " · ",
      left,
      " ",
      h("a", { class: "btn small primary", href: `#/room/${encodeURIComponent(game.room)}`, text: t("playYourMove") }),
    ]);
  });
  box.append(h("h2", { text: t("yourTurn") }), h("ul", { class: "room-list", id: "your-turn-list" }, items));
}

/** Keep "Your turn" fresh while the home page is shown; returns a function that stops it. */
export function watchYourTurn(box, games) {
  renderYourTurn(box, games);
  const timer = setInterval(() => {
    if (!document.body.contains(box)) clearInterval(timer);
    else renderYourTurn(box, games);
  }, TURN_REFRESH);
}

// ------------------------------------------------------------------------------ quick play
function savedSeek() {
  try {
    return JSON.parse(sessionStorage.getItem(SEEK) || "null");
  } catch (e) {
    return null;
  }
}

function keepSeek(seek) {
  try {
    if (seek) sessionStorage.setItem(SEEK, JSON.stringify(seek));
    else sessionStorage.removeItem(SEEK);
  } catch (e) {
    /* private mode: the seek lives in this page only */
  }
}

/** Into the room found: the seek's ticket opens its seat once, this browser keeps the token. */
async function moveIn(found, ticket) {
  keepSeek(null);
  try {
    const data = await post("POST", `/api/rooms/${encodeURIComponent(found.room)}/join`, { name: null }, ticket);
    saveSeatTokens(found.room, { [data.seat]: data.token });
  } catch (e) {
    if (!(e instanceof ApiError && e.code === "invite_used" && Object.keys(seatTokens(found.room)).length)) throw e;
  }
  location.hash = `#/room/${encodeURIComponent(found.room)}`;
}

/** "Play someone now": a game, a player count, and a button; then "Looking for an opponent…"
 * with Cancel until the server finds the others (the page asks every two seconds). */
export function renderQuickPlay(box, games) {
  const online = games.filter((g) => g.max_players >= 2);
  const game = h("select", { id: "quick-game", "aria-label": t("quickGame") }, online.map((g) => h("option", { value: g.id, text: g.name_de })));
  const players = h("select", { id: "quick-players", "aria-label": t("players_option") });
  const name = h("input", { type: "text", id: "quick-name", maxlength: 64, placeholder: t("name"), "aria-label": t("name") });
  const syncPlayers = () => {
    const info = online.find((g) => g.id === game.value);
    clear(players);
    for (let n = Math.max(2, info.min_players); n <= info.max_players; n++) players.append(h("option", { value: String(n), text: String(n) }));
    players.disabled = players.options.length < 2;
  };
  game.addEventListener("change", syncPlayers);
  syncPlayers();
  // a signed-in player plays under the account's name (the server seats them so): shown, fixed
  // (the home page is drawn again when the account changes, main.js)
  const account = currentAccount();
  if (account) Object.assign(name, { value: account.name, readOnly: true });
  const status = h("p", { class: "quick-status", id: "quick-status", role: "status", "aria-live": "polite" });
  const error = h("p", { class: "error", id: "quick-error", role: "alert" });
  const start = h("button", { type: "button", class: "btn primary", id: "quick-start", text: t("quickStart") });
  const cancel = h("button", { type: "button", class: "btn", id: "quick-cancel", text: t("cancel"), hidden: true });
  let timer = null;
  let current = null;

  const idle = () => {
    clearTimeout(timer);
    current = null;
    keepSeek(null);
    start.hidden = false;
    cancel.hidden = true;
    status.textContent = "";
  };
  const show = (answer) => {
    const waiting = answer.players > 2 ? ` ${t("quickWaiting", { waiting: answer.waiting, players: answer.players })}` : "";
    status.textContent = `${t("quickLooking")}${waiting}`;
  };
  const poll = async () => {
    if (!current || !document.body.contains(box)) return;
    try {
      const answer = await post("GET", `/api/seeks/${encodeURIComponent(current.seek)}`, undefined, current.ticket);
      if (answer.status === "matched") return moveIn(answer, current.ticket);
      show(answer);
    } catch (e) {
      if (e instanceof ApiError && e.code === "no_seek") return idle();
    }
    timer = setTimeout(poll, SEEK_POLL);
  };
  const wait = (seek, answer) => {
    current = seek;
    keepSeek(seek);
    start.hidden = true;
    cancel.hidden = false;
    show(answer);
    timer = setTimeout(poll, SEEK_POLL);
  };
  start.addEventListener("click", async () => {
    error.textContent = "";
    start.disabled = true;
    try {
      const answer = await post("POST", "/api/seeks", { game: game.value, players: Number(players.value), name: name.value.trim() || null });
      const seek = { seek: answer.seek, ticket: answer.ticket, players: answer.players };
      if (answer.status === "matched") await moveIn(answer, answer.ticket);
      else wait(seek, answer);
    } catch (e) {
      error.textContent = e.message;
    } finally {
      start.disabled = false;
    }
  });
  cancel.addEventListener("click", async () => {
    const seek = current;
    idle();
    if (!seek) return;
    try {
      const answer = await post("DELETE", `/api/seeks/${encodeURIComponent(seek.seek)}`, undefined, seek.ticket);
      if (answer.status === "matched") await moveIn(answer, seek.ticket); // found meanwhile
    } catch (e) {
      /* gone already */
    }
  });
  clear(box).append(
    h("h2", { text: t("quickTitle") }),
    h("div", { class: "quick-form" }, [game, players, name, start, cancel]),
    status,
    error,
  );
  const saved = savedSeek();
  if (saved?.seek && saved?.ticket) wait(saved, { waiting: 1, players: saved.players || 2 });
}

// ------------------------------------------------------------------------------ the new-game dialog
/** The pace of a new game: live (the clock fields in seconds and minutes) or turn-based (one,
 * three or seven days per move; the game waits for the players). */
export function paceField() {
  const pace = h("select", { id: "pace", name: "pace", "aria-label": t("pace") }, [
    h("option", { value: "live", text: t("paceLive"), selected: true }),
    h("option", { value: "turn_based", text: t("paceTurnBased") }),
  ]);
  const days = h("select", { id: "pace-days", name: "pace-days", "aria-label": t("paceDays") }, [
    [1, "paceOneDay"],
    [3, "paceThreeDays"],
    [7, "paceSevenDays"],
  ].map(([d, key]) => h("option", { value: String(d), text: t(key), selected: d === 3 })));
  const daysField = h("div", { class: "field", id: "pace-days-field" }, [h("label", { for: "pace-days", text: t("paceDays") }), days]);
  const sync = () => {
    const turnBased = pace.value === "turn_based";
    daysField.style.display = turnBased ? "" : "none";
    // the live clock (seconds, minutes) gives way to the days per move
    const clock = pace.closest("form")?.querySelector("#clock-move")?.closest("fieldset");
    if (clock) clock.style.display = turnBased ? "none" : "";
  };
  pace.addEventListener("change", sync);
  setTimeout(sync);
  return h("fieldset", { id: "pace-box" }, [h("legend", { text: t("pace") }), h("div", { class: "field" }, [pace]), daysField]);
}

/** What the pace field adds to the new room's request: nothing for a live game (its own clock
 * fields count), else the pace and its days per move (the clock fields are not sent). */
export function readPace(form, clock) {
  const pace = form.querySelector("#pace")?.value;
  if (pace !== "turn_based") return clock;
  return { pace, clock_seconds: Number(form.querySelector("#pace-days").value) * DAY };
}
