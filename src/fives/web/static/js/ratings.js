// Ratings (issue 28): a game's leaderboard (#/leaderboard/<game>) and a player's profile
// (#/player/<name>) with a rating graph per game, drawn as inline SVG (no chart library).
// The server's answers: GET /api/leaderboard/{game}, GET /api/players/{name} (docs/server.md).
import { ApiError, call } from "./api.js";
import { h, s, clear } from "./dom.js";
import { getLang, onLang, seatName, serverText, t } from "./i18n.js";
import { gameTitle } from "./gameinfo.js";
import { challengeButton } from "./challenges.js";

/** A GET through the page's one request helper (js/api.js: errors as ApiError, in words). */
const getJson = (path) => call("GET", path);

/** The link to a game's leaderboard (a home card, the game page). */
export function leaderboardLink(gameId, title) {
  return h("a", { class: "btn leaderboard-btn", href: `#/leaderboard/${encodeURIComponent(gameId)}`, dataset: { game: gameId }, text: t("leaderboard"), "aria-label": `${t("leaderboard")}: ${title}` });
}

/** The new-game dialog's "Rated game" choice (games of two or more players): online, every
 * person signed in, no undo or hints; the server refuses it for seats on one screen. */
export function ratedField(info) {
  if (info.max_players < 2) return null;
  return h("fieldset", { class: "rated-field" }, [
    h("legend", { text: t("rated") }),
    h("div", { class: "field" }, [
      h("input", { type: "checkbox", id: "rated", name: "rated" }),
      h("label", { for: "rated", text: t("ratedGame") }),
    ]),
    h("small", { class: "muted", id: "rated-note", text: t("ratedNote") }),
  ]);
}

/** ``{rated: true}`` when the dialog's box is ticked, else nothing (the request stays as before). */
export function ratedChosen(form) {
  return form.querySelector("#rated")?.checked ? { rated: true } : {};
}

export function playerHref(name) {
  return `#/player/${encodeURIComponent(name)}`;
}

function titleOf(games, gameId) {
  const info = (games || []).find((g) => g.id === gameId);
  return info ? gameTitle(info) : gameId;
}

function day(seconds, withYear = false) {
  const options = withYear ? { day: "numeric", month: "short", year: "numeric" } : { day: "numeric", month: "short" };
  return new Intl.DateTimeFormat(getLang() === "de" ? "de-DE" : "en-GB", options).format(new Date(seconds * 1000));
}

function ratingText(entry) {
  return entry.provisional ? `${entry.rating}?` : String(entry.rating);
}

/** A page that loads once and renders again when the language changes. */
class DataPage {
  constructor(root, games) {
    this.root = root;
    this.games = games;
    this.data = null;
    this.error = null;
    this.offLang = onLang(() => this.render());
  }

  destroy() {
    this.offLang();
  }

  async load(path) {
    clear(this.root).append(h("p", { class: "muted", text: t("loading") }));
    try {
      this.data = await getJson(path);
    } catch (e) {
      this.error = e;
    }
    this.render();
  }

  render() {
    if (this.error) {
      clear(this.root).append(h("main", { class: "page ratings-page" }, [h("p", { class: "error", role: "alert", id: "ratings-error", text: this.error.message })]));
      return;
    }
    if (this.data) clear(this.root).append(this.build());
  }
}

export class LeaderboardPage extends DataPage {
  constructor(root, gameId, games) {
    super(root, games);
    this.gameId = gameId;
    this.load(`/api/leaderboard/${encodeURIComponent(gameId)}?limit=100`);
  }

  build() {
    const title = titleOf(this.games, this.gameId);
    document.title = `${t("leaderboardTitle", { game: title })} · Fives`;
    const players = this.data.players || [];
    const body = players.length
      ? h("table", { class: "ratings-table", id: "leaderboard" }, [
          h("thead", {}, [h("tr", {}, [
            h("th", { scope: "col", text: t("rank") }),
            h("th", { scope: "col", text: t("leaderboardPlayer") }),
            h("th", { scope: "col", class: "num", text: t("rating") }),
            h("th", { scope: "col", class: "num", text: t("gamesPlayed") }),
          ])]),
          h("tbody", {}, players.map((p) => h("tr", { class: p.provisional ? "provisional" : null, dataset: { name: p.name } }, [
            h("td", { text: String(p.rank) }),
            h("td", { class: "player" }, [h("a", { href: playerHref(p.name), text: p.name }), " ", challengeButton(p.name, this.games, this.gameId, true)]),
            h("td", { class: "num", title: p.provisional ? t("provisional") : null, text: ratingText(p) }),
            h("td", { class: "num", text: String(p.games) }),
          ]))),
        ])
      : h("p", { class: "muted", id: "leaderboard-empty", text: t("leaderboardEmpty") });
    return h("main", { class: "page ratings-page" }, [
      h("h1", { id: "leaderboard-title", text: t("leaderboardTitle", { game: title }) }),
      h("p", { class: "muted", text: t("leaderboardIntro") }),
      body,
      players.some((p) => p.provisional) ? h("p", { class: "muted small", id: "provisional-note", text: t("provisionalNote", { games: String(this.data.provisional_games) }) }) : null,
    ]);
  }
}

export class ProfilePage extends DataPage {
  constructor(root, name, games) {
    super(root, games);
    this.load(`/api/players/${encodeURIComponent(name)}`);
  }

  build() {
    const d = this.data;
    document.title = `${d.name} · Fives`;
    const cards = (d.ratings || []).map((r) => {
      const title = titleOf(this.games, r.game);
      return h("li", { class: "rating-card", dataset: { game: r.game } }, [
        h("h3", {}, [h("a", { href: `#/leaderboard/${encodeURIComponent(r.game)}`, text: title })]),
        h("p", { class: "rating-now" }, [
          h("strong", { text: ratingText(r) }),
          ` · ${t("gamesCount", { n: r.games })}`,
          r.provisional ? h("span", { class: "badge", text: ` · ${t("provisional")}` }) : null,
        ]),
        ratingGraph(d.history?.[r.game] || [], title),
      ]);
    });
    const rows = (d.games || []).map((g) => this.gameRow(g));
    return h("main", { class: "page ratings-page profile" }, [
      h("h1", { id: "profile-name", text: d.name }),
      challengeButton(d.name, this.games),
      h("h2", { text: t("ratings") }),
      cards.length ? h("ul", { class: "rating-cards", id: "rating-cards" }, cards) : h("p", { class: "muted", text: t("noRatings") }),
      h("h2", { text: t("profileGames") }),
      rows.length ? h("ul", { class: "profile-games", id: "profile-games" }, rows) : h("p", { class: "muted", text: t("noFinishedGames") }),
    ]);
  }

  gameRow(g) {
    const result = { win: t("resultWin"), loss: t("resultLoss"), draw: t("resultDraw") }[g.result] || g.result;
    const change = g.rating_after !== null && g.rating_before !== null ? g.rating_after - g.rating_before : null;
    const others = (g.players || []).map((p, i) => [
      i ? ", " : "",
      p.account ? h("a", { href: playerHref(p.account), text: p.account }) : seatName(p.name),
      p.partner ? ` (${t("partner")})` : "",
    ]);
    return h("li", { class: ["profile-game", g.result], dataset: { result: g.result } }, [
      h("span", { class: "when", text: day(g.at, true) }),
      h("span", { class: "what", text: titleOf(this.games, g.game) }),
      h("strong", { class: "outcome", text: result }),
      change !== null ? h("span", { class: ["change", change >= 0 ? "up" : "down"], text: `${change >= 0 ? "+" : "−"}${Math.abs(change)}` }) : null,
      // a private table shows others no names; its own player (signed in) sees them, marked private
      g.private && !others.length
        ? h("span", { class: "muted", text: t("privateTable") })
        : h("span", { class: "others" }, [others.length ? `${t("against")} ` : "", ...others, g.private ? ` · ${t("privateTable")}` : ""]),
      g.room ? h("a", { class: "btn replay-link", href: `#/replay/${encodeURIComponent(g.room)}`, text: t("replay") }) : null,
    ]);
  }
}

/** The rating after each rated game as a line over the games (evenly spaced; the first point is
 * the rating before the first game), with a y axis of ratings and the dates of the first and
 * the last game under the x axis.  Scales with the page's width (viewBox), readable on a phone. */
export function ratingGraph(points, title) {
  const W = 320;
  const H = 170;
  const left = 44;
  const right = 12;
  const top = 12;
  const bottom = 34;
  const values = points.map((p) => p.rating);
  const label = values.length
    ? t("ratingGraphLabel", { game: title, from: String(values[0]), to: String(values[values.length - 1]), n: values.length - 1 })
    : t("noRatings");
  const svg = s("svg", { viewBox: `0 0 ${W} ${H}`, class: "rating-graph", role: "img", "aria-label": label }, [s("title", { text: label })]);
  if (values.length < 2) return svg;
  let lo = Math.min(...values);
  let hi = Math.max(...values);
  const pad = Math.max(10, Math.round((hi - lo) * 0.1));
  lo = Math.floor((lo - pad) / 10) * 10;
  hi = Math.ceil((hi + pad) / 10) * 10;
  const x = (i) => left + ((W - left - right) * i) / (values.length - 1);
  const y = (v) => top + ((H - top - bottom) * (hi - v)) / (hi - lo);
  const ticks = [lo, Math.round((lo + hi) / 20) * 10, hi];
  for (const v of ticks) {
    svg.append(
      s("line", { x1: left, x2: W - right, y1: y(v), y2: y(v), class: "grid" }),
      s("text", { x: left - 6, y: y(v) + 4, "text-anchor": "end", class: "tick", text: String(v) }),
    );
  }
  svg.append(
    s("line", { x1: left, x2: left, y1: top, y2: H - bottom, class: "axis" }),
    s("line", { x1: left, x2: W - right, y1: H - bottom, y2: H - bottom, class: "axis" }),
  );
  const dated = points.map((p, i) => [p, i]).filter(([p]) => p.at);
  const labels = dated.length > 1 ? [dated[0], dated[dated.length - 1]] : dated;
  labels.forEach(([p, i]) => {
    // a label at either end of the axis grows inwards, so that it is not cut off
    const anchor = i === 0 ? "start" : i === points.length - 1 ? "end" : "middle";
    svg.append(s("text", { x: x(i), y: H - bottom + 16, "text-anchor": anchor, class: "tick date", text: day(p.at) }));
  });
  svg.append(s("text", { x: left, y: H - 4, class: "tick axis-name", text: t("ratingAxisGames", { n: values.length - 1 }) }));
  svg.append(s("polyline", { points: values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(" "), class: "line" }));
  values.forEach((v, i) => svg.append(s("circle", { cx: x(i), cy: y(v), r: 3, class: "point" }, [s("title", { text: i === 0 ? `${t("ratingStart")}: ${v}` : `${day(points[i].at, true)}: ${v}` })])));
  return svg;
}
