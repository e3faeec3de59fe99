// The new-game dialog (the game's options, the seats: this screen, the computer at a level, an
// invited friend; private or open, turn-based, rated) and the card's one-click "Play the
// computer"; both create the room, keep this browser's tokens and open the game page.
import { api, saveSeatTokens } from "./api.js";
import { h, clear } from "./dom.js";
import { seatName, t } from "./i18n.js";
import { gameTitle } from "./gameinfo.js";
import { saveInviteLinks } from "./invite.js";
import { paceField, readPace } from "./tables.js";
import { ratedField, ratedChosen } from "./ratings.js";
import { optionInput, readOption } from "./options.js";

const LEVELS = ["random", "easy", "medium", "hard", "max"];

/** The level "Play the computer" plays at: the one a first-time player expects (not the
 * random mover, not the strongest). */
const QUICK_LEVEL = "medium";

/** One click: a game against the computer (a solitaire game alone) with the usual rules, the
 * player in seat 1, and straight to its page. */
export function quickStartButton(info) {
  const solo = info.max_players === 1;
  const game = gameTitle(info);
  const button = h("button", {
    type: "button",
    class: "btn primary play-computer",
    dataset: { game: info.id },
    text: t(solo ? "playSolo" : "playComputer"),
    // the name holds the words on the button (WCAG 2.5.3), the title says the rest
    "aria-label": `${t(solo ? "playSolo" : "playComputer")}: ${game}`,
    title: t(solo ? "playSoloLabel" : "playComputerLabel", { game }),
  });
  button.addEventListener("click", async () => {
    const n = info.options.find((o) => o.name === "players")?.default ?? info.min_players;
    const seats = [{ kind: "local", name: null }];
    for (let i = 1; i < n; i++) seats.push({ kind: "ai", level: QUICK_LEVEL });
    button.disabled = true;
    try {
      await startRoom(info, { players: n }, seats, ["me"], { visibility: "private" });
    } catch (e) {
      button.disabled = false;
      alert(e.message);
    }
  });
  return button;
}

/** Create the room, keep this browser's seat tokens (and the invited seats' links) and go to it. */
async function startRoom(info, options, seats, kinds, extra) {
  const data = await api.createRoom(info.id, options, seats, extra);
  const roomId = data.room.id;
  const mine = {};
  const invites = {};
  for (const { seat, token } of data.tokens || []) {
    if (kinds[Number(seat)] === "invite") invites[seat] = token;
    else mine[seat] = token;
  }
  saveSeatTokens(roomId, mine);
  if (Object.keys(invites).length) {
    try {
      saveInviteLinks(roomId, invites);
    } catch (e) {
      /* ignore */
    }
  }
  location.hash = `#/room/${roomId}`;
}

// the levels a computer seat may play with n players: random and those the game offers
// (a game may offer fewer than four: the server's levels_by_players)
function seatLevels(info, n) {
  const offered = (info.levels_by_players && info.levels_by_players[String(n)]) || info.levels || LEVELS.slice(1);
  return ["random", ...offered];
}

function seatRow(index, kindDefault, levels = LEVELS) {
  const kind = h("select", { name: `seat-${index}`, id: `seat-${index}`, class: "seat-kind" }, [
    h("option", { value: "me", text: t("me"), selected: kindDefault === "me" }),
    h("option", { value: "local", text: t("local"), selected: kindDefault === "local" }),
    h("option", { value: "invite", text: t("invite"), selected: kindDefault === "invite" }),
    h("option", { value: "ai", text: t("computer"), selected: kindDefault === "ai" }),
    h("option", { value: "open", text: t("lobbySeat"), selected: kindDefault === "open" }),
  ]);
  const level = h("select", { name: `level-${index}`, id: `level-${index}`, class: "seat-level", "aria-label": `${t("level")}: ${seatName(`P${index + 1}`)}` }, levels.map((l) => h("option", { value: l, text: t(l), selected: l === "easy" })));
  const name = h("input", { type: "text", name: `name-${index}`, id: `name-${index}`, class: "seat-name", maxlength: 64, placeholder: seatName(`P${index + 1}`), "aria-label": t("name") });
  const sync = () => {
    level.hidden = kind.value !== "ai";
    name.hidden = kind.value === "ai";
  };
  kind.addEventListener("change", sync);
  sync();
  return h("div", { class: "seat-row" }, [h("label", { for: `seat-${index}`, text: `${t("seat")} ${index + 1}` }), kind, level, name]);
}

export function openDialog(root, info) {
  const old = document.getElementById("new-game");
  if (old) old.remove();
  const playersSpec = info.options.find((o) => o.name === "players");
  const others = info.options.filter((o) => o.name !== "players");
  const seatsBox = h("div", { class: "seats", id: "seats" });
  const count = h("select", { id: "opt-players", name: "players" });
  for (let n = info.min_players; n <= info.max_players; n++) count.append(h("option", { value: String(n), text: String(n), selected: n === playersSpec.default }));
  const drawSeats = () => {
    const n = Number(count.value);
    const kinds = [...seatsBox.querySelectorAll(".seat-kind")].map((el) => el.value);
    clear(seatsBox);
    for (let i = 0; i < n; i++) seatsBox.append(seatRow(i, kinds[i] || (i === 0 ? "me" : "ai"), seatLevels(info, n)));
  };
  // private (link only) or open (listed in the lobby); a seat for anyone needs the lobby
  const visibility = h("select", { id: "visibility", name: "visibility", "aria-label": t("visibility") }, [
    h("option", { value: "private", text: t("visibilityPrivate"), selected: true }),
    h("option", { value: "open", text: t("visibilityOpen") }),
  ]);
  const forced = h("small", { class: "muted", id: "visibility-forced", text: t("visibilityForced") });
  let chosen = null;
  visibility.addEventListener("change", () => {
    chosen = visibility.value;
  });
  const syncVisibility = () => {
    const lobbySeat = [...seatsBox.querySelectorAll(".seat-kind")].some((el) => el.value === "open");
    visibility.disabled = lobbySeat;
    visibility.value = lobbySeat ? "open" : chosen || "private";
    forced.hidden = !lobbySeat;
    if (lobbySeat) forced.closest("details")?.setAttribute("open", ""); // say why it is open
  };
  seatsBox.addEventListener("change", syncVisibility);
  count.addEventListener("change", () => {
    drawSeats();
    syncVisibility();
  });
  drawSeats();
  syncVisibility();
  const error = h("p", { class: "error", id: "dialog-error", role: "alert" });
  const form = h("form", { method: "dialog", class: "new-game" }, [
    h("h2", { text: `${t("newGame")}: ${gameTitle(info)}` }),
    info.min_players !== info.max_players ? h("div", { class: "field players-field" }, [h("label", { for: "opt-players", text: t("players_option") }), count]) : null,
    h("fieldset", {}, [h("legend", { text: t("seats") }), seatsBox]),
    // the rules' options and the online settings are folded away: the usual game is one click
    others.length
      ? h("details", { class: "fold", id: "options-box" }, [
          h("summary", { text: t("gameOptions") }),
          h("p", { class: "muted", text: t("gameOptionsNote") }),
          others.map((spec) => optionInput(spec, info.id)),
        ])
      : null,
    h("details", { class: "fold", id: "more-box" }, [
      h("summary", { text: t("moreSettings") }),
      h("fieldset", {}, [h("legend", { text: t("visibility") }), h("div", { class: "field" }, [visibility, forced])]),
      ratedField(info),
      h("fieldset", {}, [
        h("legend", { text: t("clockTitle") }),
        h("div", { class: "field" }, [h("label", { for: "clock-move", text: t("clockMove") }), h("input", { type: "number", id: "clock-move", min: 1, max: 86400, placeholder: "–" })]),
        h("div", { class: "field" }, [h("label", { for: "clock-game", text: t("clockGame") }), h("input", { type: "number", id: "clock-game", min: 1, max: 1440, placeholder: "–" })]),
      ]),
      paceField(),
    ]),
    error,
    h("div", { class: "actions" }, [
      h("button", { type: "button", class: "btn", value: "cancel", id: "cancel", text: t("cancel"), onclick: () => dialog.close() }),
      h("button", { type: "submit", class: "btn primary", id: "start", text: t("start") }),
    ]),
  ]);
  const dialog = h("dialog", { id: "new-game" }, form);
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const options = {};
    for (const spec of others) {
      const value = readOption(spec, form);
      if (value !== undefined) options[spec.name] = value;
    }
    const n = Number(count.value);
    options.players = n;
    const seats = [];
    const kinds = [];
    for (let i = 0; i < n; i++) {
      const kind = form.querySelector(`#seat-${i}`).value;
      const name = form.querySelector(`#name-${i}`).value.trim() || null;
      kinds.push(kind);
      if (kind === "ai") seats.push({ kind: "ai", level: form.querySelector(`#level-${i}`).value });
      else if (kind === "open") seats.push({ kind: "open", name });
      else seats.push({ kind: kind === "invite" ? "invite" : "local", name });
    }
    const clock = {};
    const perMove = form.querySelector("#clock-move").value;
    const perGame = form.querySelector("#clock-game").value;
    if (perMove) clock.clock_seconds = Number(perMove);
    if (perGame) clock.game_clock_seconds = Number(perGame) * 60;
    try {
      await startRoom(info, options, seats, kinds, {
        ...readPace(form, clock),
        visibility: visibility.value,
        ...ratedChosen(form),
      });
      dialog.close();
      dialog.remove();
    } catch (e) {
      error.textContent = e.message;
    }
  });
  root.append(dialog);
  dialog.showModal();
}
