// The home page: "Your turn", "My games", the games' cards, the lobby and the finished games;
// the new-game dialog and "Play the computer" are newgame.js's.
import { api, forgetRoom, myRooms, saveSeatTokens, seatTokens } from "./api.js";
import { h, clear } from "./dom.js";
import { t } from "./i18n.js";
import { namer, seatNames } from "./names.js";
import { description, gameSubtitle, gameTitle } from "./gameinfo.js";
import { openDialog, quickStartButton } from "./newgame.js";
import { picture } from "./pictures.js";
import { rulesButton } from "./rules.js";
import { guideLink, howtoLink } from "./howto.js";
import { dedupeGameLists, renderYourGames } from "./accounts.js";
import { renderQuickPlay, watchYourTurn } from "./tables.js";
import { leaderboardLink } from "./ratings.js";
import { watchChallenges } from "./challenges.js";
import { dailyPuzzleBox } from "./puzzle_boxes.js";

// "My games" shows this many of the newest rooms this browser has a seat in
const MY_GAMES = 12;

function playerCount(info) {
  const n = info.min_players === info.max_players ? String(info.min_players) : `${info.min_players}–${info.max_players}`;
  return `${n} ${info.max_players === 1 ? t("player") : t("players")}`;
}

export function renderHome(root, games) {
  const list = h("ul", { class: "games", id: "games" });
  for (const info of games) {
    const sub = gameSubtitle(info);
    list.append(
      h("li", { class: "game-card", dataset: { game: info.id } }, [
        picture(info.id),
        h("div", { class: "card-text" }, [
          h("h2", {}, [h("span", { class: "name", text: gameTitle(info) }), sub ? h("span", { class: "name-en", lang: "en", text: ` · ${sub}` }) : null]),
          h("p", { class: "count", text: playerCount(info) }),
          h("p", { class: "desc", text: description(info) }),
        ]),
        h("div", { class: "card-actions" }, [
          quickStartButton(info),
          h("button", { type: "button", class: "btn play", dataset: { game: info.id }, text: t("play"), title: t("playWithOptions"), "aria-label": `${t("play")}: ${gameTitle(info)}`, onclick: () => openDialog(root, info) }),
          info.has_howto === false ? null : howtoLink(info.id, gameTitle(info)),
          info.has_howto === false ? null : guideLink(info.id, gameTitle(info)),
          info.has_rules === false ? null : rulesButton(info.id, gameTitle(info)),
          info.max_players > 1 ? leaderboardLink(info.id, gameTitle(info)) : null,
        ]),
      ]),
    );
  }
  const rooms = h("section", { class: "rooms", id: "rooms" });
  const mine = h("section", { class: "rooms my-games", id: "my-games-box" });
  const yourTurn = h("section", { class: "rooms your-turn-box", id: "your-turn-box" });
  const quick = h("section", { class: "quick-play", id: "quick-play" });
  const challenges = h("section", { class: "rooms challenges", id: "challenges-box" });
  const yours = h("section", { class: "rooms my-games", id: "your-games-box" });
  clear(root).append(
    h("main", { class: "page home" }, [
      h("p", { class: "tagline", text: t("tagline", { count: games.length }) }), // counted, so it never goes stale
      yourTurn,
      challenges,
      dailyPuzzleBox(games),
      quick,
      yours,
      mine,
      list,
      rooms,
    ]),
  );
  watchYourTurn(yourTurn, games);
  renderQuickPlay(quick, games);
  watchChallenges(challenges, games);
  renderYourGames(yours, games);
  renderMyGames(mine, games);
  renderRooms(rooms, games);
}

/** Whose turn it is in a room, from this browser's point of view (its seats are "you"). */
function turnText(room, held) {
  const name = namer(room.seats);
  if (room.status === "finished") {
    const winners = room.result?.winners || [];
    if (!winners.length || (winners.length === room.seats.length && winners.length > 1)) return t("finished");
    return `${t("finished")} · ${winners.length > 1 ? t("winners") : t("winner")}: ${winners.map(name).join(", ")}`;
  }
  if (room.status === "waiting") return `${t("waitingFor")} ${room.seats.map((s, p) => (s.status === "waiting" ? name(p) : null)).filter(Boolean).join(", ")}`;
  const toMove = room.to_move || [];
  const mine = toMove.filter((p) => held.includes(p));
  if (mine.length) return held.length > 1 ? `${t("yourTurn")}: ${mine.map(name).join(", ")}` : t("yourTurn");
  return toMove.length ? `${t("turnOf")} ${toMove.map(name).join(", ")}` : "";
}

/** "My games": the rooms this browser has a seat in, newest first, to resume or replay. */
async function renderMyGames(box, games) {
  try {
    await listMyGames(box, games);
  } finally {
    box.dataset.ready = "1"; // listed (or nothing to list): the tests wait for it
  }
}

async function listMyGames(box, games) {
  const ids = myRooms().slice(0, MY_GAMES);
  if (!ids.length) return;
  const rooms = await Promise.all(
    ids.map((id) =>
      api.room(id).catch((e) => {
        if (e.code === "no_room") forgetRoom(id); // the server no longer has it
        return null;
      }),
    ),
  );
  const found = rooms.filter(Boolean).sort((a, b) => b.created_at - a.created_at);
  if (!found.length) return;
  const items = found.map((room) => {
    const held = Object.keys(seatTokens(room.id)).map(Number);
    const over = room.status === "finished";
    const turn = turnText(room, held);
    const yours = !over && (room.to_move || []).some((p) => held.includes(p));
    const link = over
      ? h("a", { class: "btn small replay", href: `#/replay/${encodeURIComponent(room.id)}`, text: t("replay") })
      : h("a", { class: "btn small primary resume", href: `#/room/${encodeURIComponent(room.id)}`, text: t("resume") });
    return roomLine(room, games, [h("span", { class: yours ? "turn your-turn-mark" : "turn muted", text: turn }), " ", link]);
  });
  box.append(h("h2", { text: t("myGames") }), h("ul", { class: "room-list", id: "my-games" }, items));
  dedupeGameLists();
}

function roomLine(room, games, action) {
  const info = games.find((g) => g.id === room.game);
  const seats = seatNames(room.seats).join(", ");
  return h("li", { dataset: { room: room.id } }, [h("strong", { text: info ? gameTitle(info) : room.game }), ` · ${seats} · ${t("moves")}: ${room.moves ?? room.move_number} · `, ...[action].flat()]);
}

/** A room of the lobby this browser already has a seat in is resumed, not joined or watched. */
function resumeLink(room) {
  if (!Object.keys(seatTokens(room.id)).length) return null;
  return h("a", { class: "resume", href: `#/room/${encodeURIComponent(room.id)}`, text: t("resume") });
}

/** The lobby (free seats, games to watch) and the finished games (to replay). */
async function renderRooms(box, games) {
  let lobby;
  let finished;
  try {
    [lobby, finished] = await Promise.all([api.lobby(), api.finished()]);
  } catch (e) {
    return;
  }
  const section = (title, id, items) => {
    if (!items.length) return;
    box.append(h("h2", { text: title }), h("ul", { class: "room-list", id }, items));
  };
  section(
    t("openGames"),
    "open-rooms",
    lobby.open.slice(0, 10).map((room) =>
      roomLine(
        room,
        games,
        resumeLink(room) || h("button", {
          type: "button",
          class: "btn",
          text: t("join"),
          onclick: async () => {
            const data = await api.joinOpen(room.id, room.free_seats[0]);
            saveSeatTokens(room.id, { [data.seat]: data.token });
            location.hash = `#/room/${room.id}`;
          },
        }),
      ),
    ),
  );
  section(t("runningGames"), "running-rooms", lobby.playing.slice(0, 10).map((room) => roomLine(room, games, resumeLink(room) || h("a", { href: `#/room/${room.id}`, text: t("watch") }))));
  section(t("finishedGames"), "finished-rooms", finished.slice(0, 10).map((room) => roomLine(room, games, h("a", { href: `#/replay/${room.id}`, text: t("replay") }))));
}
