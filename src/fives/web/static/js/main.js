// The single-page app: #/ home, #/room/<id> a game, #/join/<id>/<token> an invitation,
// #/howto/<game> how to play, #/guide/<game> the guided first game, #/leaderboard/<game> and
// #/player/<name> the ratings (js/ratings.js), #/puzzles[/<game>] and #/puzzle/<id> (js/puzzles.js).
// (Tokens travel in the fragment, which the browser never sends to the server.)
import { api, ApiError, saveSeatTokens, seatTokens } from "./api.js";
import { h, clear } from "./dom.js";
import { getLang, onLang, ready, setLang, t } from "./i18n.js";
import { renderHome } from "./home.js";
import { GamePage } from "./game.js";
import { ReplayPage } from "./replay.js";
import { GuidePage, HowtoPage } from "./howto.js";
import { loadServerInfo } from "./invite.js";
import { accountArea, currentAccount, loadAccount, onAccount } from "./accounts.js";
import { LeaderboardPage, ProfilePage } from "./ratings.js";
import { SettingsPage } from "./notify.js";
import { PuzzlePage } from "./puzzles.js";
import { loadGames as loadBoards } from "./boards/index.js";
import { loadGames as loadResults } from "./results/index.js";
import { watchChallengeBanner } from "./challenge_banner.js";

const root = document.getElementById("app");
let games = null;
let page = null;

function header() {
  const bar = document.getElementById("topbar");
  if (!bar) return; // a page without the app's frame (a test that draws a board alone)
  clear(bar).append(
    h("a", { href: "#/", class: "brand", text: "Fives" }),
    h("nav", {}, [
      h("a", { href: "#/", id: "nav-home", text: t("home") }),
      h("a", { href: "#/puzzles", id: "nav-puzzles", text: t("puzzles") }),
      // the settings of a signed-in account (js/notify.js): a gear, so that a phone's header keeps
      // its room (signed out, the game's Settings hold the one switch there is, and link here)
      currentAccount() && h("a", { href: "#/settings", id: "nav-settings", class: "nav-settings", title: t("notifySettings"), "aria-label": t("notifySettings"), text: "⚙" }),
      h("button", {
        type: "button",
        class: "btn lang",
        id: "lang",
        title: t("languageTitle"),
        lang: getLang() === "en" ? "de" : "en",
        text: t("language"),
        onclick: () => setLang(getLang() === "en" ? "de" : "en"),
      }),
      accountArea(),
    ]),
  );
}

let loading = null;

/** The games, and each game's own board and end screen loaded (from its folder, /games/<id>/):
 * every page draws with `boardOf` and `renderResult` only after this. */
async function loadGames() {
  if (!games) {
    loading = loading || api.games().then(async (data) => {
      const list = Array.isArray(data) ? data : data.games;
      await Promise.all([loadBoards(list), loadResults(list)]);
      return list;
    });
    games = await loading;
  }
  return games;
}

let routing = 0;

async function route() {
  const current = ++routing;
  if (page) {
    page.destroy();
    page = null;
  }
  header();
  const hash = location.hash || "#/";
  const parts = hash.slice(2).split("/").map(decodeURIComponent);
  try {
    const [list] = await Promise.all([loadGames(), loadServerInfo()]);
    if (current !== routing) return; // the address changed again meanwhile
    if (parts[0] === "room" && parts[1]) {
      page = new GamePage(root, parts[1], list);
    } else if (parts[0] === "replay" && parts[1]) {
      page = new ReplayPage(root, parts[1], list);
    } else if (parts[0] === "howto" && parts[1]) {
      page = new HowtoPage(root, parts[1], list);
    } else if (parts[0] === "guide" && parts[1]) {
      page = new GuidePage(root, parts[1], list);
    } else if (parts[0] === "leaderboard" && parts[1]) {
      page = new LeaderboardPage(root, parts[1], list);
    } else if (parts[0] === "player" && parts[1]) {
      page = new ProfilePage(root, parts[1], list);
    } else if (parts[0] === "settings") {
      page = new SettingsPage(root);
    } else if (parts[0] === "puzzles" || (parts[0] === "puzzle" && parts[1])) {
      page = parts[0] === "puzzle" ? new PuzzlePage(root, "one", parts[1], list) : new PuzzlePage(root, "stream", parts[1] || null, list);
    } else if (parts[0] === "join" && parts[1] && parts[2]) {
      await join(parts[1], parts[2]);
    } else {
      renderHome(root, list);
    }
  } catch (e) {
    clear(root).append(h("p", { class: "error", role: "alert", text: `${t("error")}: ${e.message}` }));
  }
}

/** Follow an invitation: the ticket in the link opens its seat once, and this browser keeps the
 * seat's own token that the server hands out.  Following the link again (a reload, a second tab)
 * goes to the game with the token kept; a link somebody else used first says so; a game that is
 * over opens on its result. */
async function join(roomId, ticket) {
  clear(root).append(h("p", { class: "muted", text: t("loading") }));
  const room = `#/room/${encodeURIComponent(roomId)}`;
  try {
    const data = await api.join(roomId, ticket);
    saveSeatTokens(roomId, { [data.seat ?? 0]: data.token });
  } catch (e) {
    const held = Object.keys(seatTokens(roomId)).length > 0;
    // a game that ended meanwhile (finished, claimed, resigned) or a seat the computer plays to
    // the end: the game's page shows its result, the replay and the rematch (issue 35)
    const over = e instanceof ApiError && (e.code === "finished" || e.code === "taken_over");
    if (!(e instanceof ApiError && e.code === "invite_used" && held) && !over) throw e;
  }
  location.replace(room);
}

document.documentElement.lang = getLang();
onLang(() => {
  header();
  if (!page && games) route();
});
onAccount(() => {
  header();
  if (!page && games) route(); // the home page lists the account's games
});
// the texts come from the catalogs: load them before the first render
Promise.all([ready(), loadAccount()]).then(() => {
  window.addEventListener("hashchange", route);
  route();
  loadGames().then(watchChallengeBanner, () => {});
});
