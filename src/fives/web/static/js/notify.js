// Your turn, outside the page (issue 35):
// - the tab's title: "(1) Your turn · Torris" while a seat of this page must act, the game's
//   name as before otherwise (`turnTitle`, from the game page's render);
// - the browser's notification when the tab is hidden and it becomes your turn (`notifyTurn`):
//   off by default, asked for once by a clear switch (`notifyControl`, in the game page's
//   settings and on #/settings), never on page load;
// - #/settings (`SettingsPage`): that switch, and for a signed-in account Web Push on this device
//   (the service worker /sw.js) and e-mail, each opt-in, and "Turn all notifications off".
import { call } from "./api.js";
import { h, clear } from "./dom.js";
import { t } from "./i18n.js";
import { currentAccount, onAccount } from "./accounts.js";

const KEY = "fives.notify";

function supported() {
  return typeof window.Notification === "function";
}

/** Whether the player turned browser notifications on here (and the browser allows them). */
export function notifyOn() {
  try {
    return localStorage.getItem(KEY) === "1" && supported() && Notification.permission === "granted";
  } catch (e) {
    return false;
  }
}

function setOn(on) {
  try {
    localStorage.setItem(KEY, on ? "1" : "0");
  } catch (e) {
    /* storage unavailable: for this page only */
  }
}

/** The seats of this page that must act now, unless every person's seat is this page's (a
 * hot-seat game, where it is always "your turn"). */
function myActing(page) {
  const msg = page.msg;
  if (!msg || page.room?.status !== "playing") return [];
  const acting = (msg.acting_seats || []).filter((p) => page.tokens[p]);
  const people = (page.room.seats || []).filter((s) => s.kind !== "ai" && s.status !== "ai");
  const hotSeat = people.length > 1 && people.every((s) => page.tokens[s.seat]);
  return hotSeat ? [] : acting;
}

/** The tab's title of the game page: "(1) Your turn · <game>" on your turn. */
export function turnTitle(page, game) {
  return myActing(page).length ? `(1) ${t("notifyTitleTurn")} · ${game}` : `${game} · Fives`;
}

/** A new position arrived: when it is this page's turn, the tab is hidden and the player turned
 * notifications on, the browser shows one (clicking it brings the tab back). */
export function notifyTurn(page, game) {
  if (!myActing(page).length || document.visibilityState !== "hidden" || !notifyOn()) return null;
  try {
    const note = new Notification(`${t("notifyTitleTurn")} · ${game}`, {
      body: t("notifyBrowserBody", { game }),
      tag: `turn-${page.roomId}`,
      icon: "/static/favicon.svg",
    });
    note.onclick = () => {
      window.focus();
      note.close();
    };
    return note;
  } catch (e) {
    return null; // a browser that shows notifications from a service worker only (Android)
  }
}

/** The switch of browser notifications; turning it on asks the browser's permission (once: a
 * refusal is the browser's to undo, and the switch then says so). */
export function notifyControl(link = true) {
  const note = h("small", { class: "muted notify-note", id: "notify-note", role: "status" });
  const input = h("input", { type: "checkbox", id: "pref-notify", checked: notifyOn() });
  const say = (key) => {
    note.textContent = key ? t(key) : "";
  };
  if (!supported()) {
    input.disabled = true;
    say("notifyUnsupported");
  } else if (Notification.permission === "denied") say("notifyDenied");
  input.addEventListener("change", async () => {
    if (!input.checked) {
      setOn(false);
      say(null);
      return;
    }
    let permission = Notification.permission;
    if (permission === "default") permission = await Notification.requestPermission();
    const granted = permission === "granted";
    setOn(granted);
    input.checked = granted;
    say(granted ? null : "notifyDenied");
  });
  const more = link ? h("a", { href: "#/settings", id: "notify-more", class: "notify-more", text: t("notifyMore") }) : null;
  return h("div", { class: "pref notify-pref" }, [h("label", {}, [input, ` ${t("notifyBrowser")}`]), " ", note, more]);
}

// ---------------------------------------------------------------------------- Web Push here
function pushSupported() {
  return "serviceWorker" in navigator && "PushManager" in window && window.isSecureContext;
}

function keyBytes(text) {
  const raw = atob(text.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (text.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

async function pushSubscription() {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration("/");
  return registration ? registration.pushManager.getSubscription() : null;
}

async function subscribePush() {
  const { public_key: key } = await call("GET", "/api/push/key");
  const registration = await navigator.serviceWorker.register("/sw.js", { scope: "/" });
  await navigator.serviceWorker.ready;
  let sub = await registration.pushManager.getSubscription();
  if (!sub) sub = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key) });
  const lang = document.documentElement.lang === "de" ? "de" : "en"; // the language of its messages
  return call("POST", "/api/me/push", { ...sub.toJSON(), lang });
}

async function unsubscribePush() {
  const sub = await pushSubscription();
  if (!sub) return null;
  const endpoint = sub.endpoint;
  await sub.unsubscribe().catch(() => null);
  return call("DELETE", "/api/me/push", { endpoint });
}

// ---------------------------------------------------------------------------- #/settings
export class SettingsPage {
  constructor(root) {
    this.root = root;
    onAccount(() => this.destroyed || this.render());
    this.render();
  }

  destroy() {
    this.destroyed = true;
  }

  async render() {
    document.title = `${t("notifySettingsTitle")} · Fives`;
    const away = h("section", { class: "notify-away", id: "notify-away" }, [h("h2", { text: t("notifySettingsAway") })]);
    clear(this.root).append(
      h("main", { class: "page settings-page", id: "settings-page" }, [
        h("h1", { text: t("notifySettingsTitle") }),
        h("section", { class: "notify-browser" }, [h("h2", { text: t("notifySettingsBrowser") }), notifyControl(false)]),
        away,
      ]),
    );
    if (!currentAccount()) {
      away.append(h("p", { class: "muted", id: "notify-sign-in", text: t("notifySignInFirst") }));
      return;
    }
    let choices;
    try {
      choices = await call("GET", "/api/me/notifications");
    } catch (e) {
      away.append(h("p", { class: "error", role: "alert", text: e.message }));
      return;
    }
    if (this.destroyed) return;
    this.fill(away, choices, await pushSubscription().catch(() => null));
  }

  fill(away, choices, sub) {
    const status = h("p", { class: "muted", id: "notify-status", role: "status", "aria-live": "polite" });
    const act = async (fn, done) => {
      status.textContent = "";
      status.className = "muted";
      try {
        const answer = await fn();
        if (answer) this.choices = answer;
        status.textContent = t(done);
        return true;
      } catch (e) {
        status.className = "error";
        status.textContent = e.message;
        return false;
      }
    };
    // push on this device
    const push = h("input", { type: "checkbox", id: "notify-push", checked: Boolean(sub), disabled: !pushSupported() });
    const devices = h("small", { class: "muted notify-note", id: "notify-devices", text: t("notifyPushDevices", { count: choices.push_devices }) });
    push.addEventListener("change", async () => {
      const on = push.checked;
      push.disabled = true;
      const ok = await act(() => (on ? subscribePush() : unsubscribePush()), "notifySaved");
      if (!ok) push.checked = !on;
      push.disabled = false;
      devices.textContent = t("notifyPushDevices", { count: this.choices?.push_devices ?? choices.push_devices });
    });
    away.append(
      h("div", { class: "field notify-push" }, [
        h("label", {}, [push, ` ${t("notifyPush")}`]),
        h("small", { class: "muted notify-note", text: t(pushSupported() ? "notifyPushHint" : "notifyPushUnavailable") }),
        devices,
      ]),
    );
    // e-mail
    const email = h("input", { type: "email", id: "notify-email", autocomplete: "email", maxlength: 254, value: choices.email || "" });
    const emailOn = h("input", { type: "checkbox", id: "notify-email-on", checked: choices.email_on });
    const state = choices.email ? (choices.email_verified ? "notifyEmailVerified" : "notifyEmailUnverified") : null;
    const save = h("button", { type: "button", class: "btn primary", id: "notify-save", text: t("notifySave") });
    save.addEventListener("click", async () => {
      const lang = document.documentElement.lang === "de" ? "de" : "en";
      if (await act(() => call("PUT", "/api/me/notifications", { email: email.value.trim(), email_on: emailOn.checked, lang }), "notifySaved")) {
        const said = status.textContent;
        await this.render();
        const fresh = document.getElementById("notify-status");
        if (fresh) fresh.textContent = said;
      }
    });
    if (choices.email_available) {
      away.append(
        h("div", { class: "field notify-email" }, [
          h("label", { for: "notify-email", text: t("notifyEmail") }),
          email,
          h("small", { class: "muted notify-note", text: t("notifyEmailHint") }),
          state ? h("small", { class: choices.email_verified ? "notify-note ok" : "notify-note muted", id: "notify-email-state", text: t(state) }) : null,
        ]),
        h("div", { class: "field" }, [h("label", {}, [emailOn, ` ${t("notifyEmailOn")}`])]),
        h("div", { class: "actions" }, [save]),
      );
    } else {
      away.append(h("p", { class: "muted", id: "notify-no-email", text: t("notifyNoEmail") }));
    }
    // everything off, in one click
    const off = h("button", { type: "button", class: "btn", id: "notify-all-off", text: t("notifyAllOff") });
    off.addEventListener("click", async () => {
      setOn(false);
      const local = await pushSubscription().catch(() => null);
      if (local) await local.unsubscribe().catch(() => null);
      if (await act(() => call("POST", "/api/me/notifications/off"), "notifyAllOffDone")) {
        await this.render();
        const fresh = document.getElementById("notify-status");
        if (fresh) fresh.textContent = t("notifyAllOffDone");
      }
    });
    away.append(h("div", { class: "actions" }, [off]), status);
  }
}
