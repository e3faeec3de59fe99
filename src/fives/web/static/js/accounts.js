// Optional accounts (issue 28): "Sign in" / "Sign up" in the header (one dialog), the account's
// name and "Sign out" when signed in, and "Your games" on the home page.  The session lives in
// an HttpOnly cookie the page never sees; the page keeps the session's CSRF token (from
// GET /api/me) in memory and api.js sends it with every change.  After sign-up the seat tokens
// this browser holds are sent to POST /api/me/claim: its anonymous games move into the account.
import { call, myRooms, seatTokens, setCsrf } from "./api.js";
import { h, clear } from "./dom.js";
import { t } from "./i18n.js";
import { seatNames } from "./names.js";
import { gameTitle } from "./gameinfo.js";

let account = null;
let known = false;
let claimedNow = null;
const listeners = new Set();

export function currentAccount() {
  return account;
}

/** Call ``fn`` whenever the signed-in account changes (sign-in, sign-up, sign-out). */
export function onAccount(fn) {
  listeners.add(fn);
}

function settle(me) {
  const before = known ? account?.id || null : undefined;
  account = me?.account || null;
  known = true;
  setCsrf(me?.csrf || null);
  if ((account?.id || null) !== before) for (const fn of listeners) fn(account);
}

/** Ask the server who is signed in (the cookie decides). */
export async function loadAccount() {
  try {
    settle(await call("GET", "/api/me"));
  } catch (e) {
    settle(null);
  }
  return account;
}

// another tab may have signed in or out meanwhile (a new session, a new CSRF token): ask again
// when the page comes back into view
document.addEventListener("visibilitychange", () => {
  if (document.visibilityState === "visible" && known) loadAccount();
});

/** Every seat token this browser keeps (localStorage, js/api.js). */
function heldTokens() {
  return myRooms().flatMap((id) => Object.values(seatTokens(id))).filter((token) => typeof token === "string");
}

async function claimAnonymousGames() {
  const tokens = heldTokens().slice(0, 500);
  if (!tokens.length) return 0;
  try {
    const data = await call("POST", "/api/me/claim", { tokens });
    return data.claimed.length;
  } catch (e) {
    return 0;
  }
}

async function signOut() {
  try {
    await call("DELETE", "/api/session");
  } catch (e) {
    // a token from before another tab's sign-in: ask for the current one and try once more
    if ((await loadAccount()) !== null) await call("DELETE", "/api/session").catch(() => null);
  }
  settle(null);
}

/** The header's account area: sign-in and sign-up buttons, or the name and "Sign out". */
export function accountArea() {
  const box = h("div", { class: "account", id: "account" });
  if (!known) return box;
  if (account) {
    box.append(
      h("span", { class: "account-name", id: "account-name", title: t("signedInAs", { name: account.name }), text: account.name }),
      h("button", { type: "button", class: "btn small", id: "sign-out", text: t("signOut"), onclick: signOut }),
    );
  } else {
    box.append(
      h("button", { type: "button", class: "btn small", id: "sign-in", text: t("signIn"), onclick: () => openAccountDialog("in") }),
      h("button", { type: "button", class: "btn small", id: "sign-up", text: t("signUp"), onclick: () => openAccountDialog("up") }),
    );
  }
  return box;
}

/** The sign-in / sign-up dialog (``mode``: "in" or "up"). */
export function openAccountDialog(mode) {
  document.getElementById("account-dialog")?.remove();
  const up = mode === "up";
  const name = h("input", { type: "text", id: "account-name-input", name: "username", autocomplete: "username", maxlength: 40, required: true, autocapitalize: "none", spellcheck: "false" });
  const password = h("input", {
    type: "password",
    id: "account-password",
    name: "password",
    autocomplete: up ? "new-password" : "current-password",
    minlength: up ? 8 : null,
    maxlength: 200,
    required: true,
  });
  const error = h("p", { class: "error", id: "account-error", role: "alert" });
  const submit = h("button", { type: "submit", class: "btn primary", id: "account-submit", text: t(up ? "signUp" : "signIn") });
  const form = h("form", { method: "dialog", class: "account-form" }, [
    h("h2", { text: t(up ? "signUp" : "signIn") }),
    h("p", { class: "muted", text: t("accountOptional") }),
    h("div", { class: "field" }, [h("label", { for: "account-name-input", text: t("accountName") }), name]),
    h("div", { class: "field" }, [
      h("label", { for: "account-password", text: t("password") }),
      password,
      up ? h("small", { class: "muted", text: t("passwordHint") }) : null,
    ]),
    error,
    h("div", { class: "actions" }, [
      h("button", { type: "button", class: "btn", id: "account-cancel", text: t("accountCancel"), onclick: () => dialog.close() }),
      submit,
    ]),
    h("p", {}, [
      h("button", { type: "button", class: "link-button", id: "account-switch", text: t(up ? "toSignIn" : "toSignUp"), onclick: () => openAccountDialog(up ? "in" : "up") }),
    ]),
  ]);
  const dialog = h("dialog", { id: "account-dialog", class: "account-dialog", "aria-label": t(up ? "signUp" : "signIn") }, form);
  dialog.addEventListener("close", () => dialog.remove());
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    error.textContent = "";
    submit.disabled = true;
    try {
      const me = await call("POST", up ? "/api/accounts" : "/api/session", { name: name.value, password: password.value });
      setCsrf(me.csrf);
      claimedNow = up ? await claimAnonymousGames() : null;
      dialog.close();
      settle(me);
    } catch (e) {
      error.textContent = e.message;
      submit.disabled = false;
    }
  });
  document.body.append(dialog);
  dialog.showModal();
  name.focus();
}

/** "Your games" on the home page: the account's games on the server (any device). */
export async function renderYourGames(box, games) {
  if (!account) return;
  let rooms;
  try {
    rooms = await call("GET", "/api/me/games");
  } catch (e) {
    return;
  }
  clear(box);
  box.append(h("h2", { text: t("yourGames") }));
  if (claimedNow) {
    box.append(h("p", { class: "muted", id: "claimed", role: "status", text: t("accountClaimed", { count: claimedNow }) }));
    claimedNow = null;
  }
  if (!rooms.length) {
    box.append(h("p", { class: "muted", text: t("yourGamesEmpty") }));
    return;
  }
  const items = rooms.slice(0, 20).map((room) => {
    const info = games.find((g) => g.id === room.game);
    const over = room.status === "finished";
    const href = over ? `#/replay/${encodeURIComponent(room.id)}` : `#/room/${encodeURIComponent(room.id)}`;
    const seats = seatNames(room.seats).join(", ");
    return h("li", { dataset: { room: room.id } }, [
      h("strong", { text: info ? gameTitle(info) : room.game }),
      ` · ${seats} · ${t("moves")}: ${room.moves ?? room.move_number} · `,
      h("a", { class: over ? "btn small replay" : "btn small primary resume", href, text: t(over ? "replay" : "resume") }),
    ]);
  });
  box.append(h("ul", { class: "room-list", id: "your-games" }, items));
  dedupeGameLists();
}

/** A game listed under "Your games" (the account's) is not listed again under "My games" (this
 * browser's); "My games" goes when nothing is left in it.  Called by whichever list comes last. */
export function dedupeGameLists() {
  const yours = new Set([...document.querySelectorAll("#your-games li[data-room]")].map((li) => li.dataset.room));
  const mine = document.querySelector("#my-games");
  if (!mine || !yours.size) return;
  for (const li of mine.querySelectorAll("li[data-room]")) if (yours.has(li.dataset.room)) li.remove();
  if (!mine.querySelector("li")) clear(mine.parentElement);
}
