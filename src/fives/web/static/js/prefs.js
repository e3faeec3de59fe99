// The player's own settings on the game page, kept in localStorage: confirm each move before it
// is sent, and sounds (a short tone when it becomes your turn), both off by default; and the
// speed of the board's motion (slow, normal, fast, off; "auto": normal, or off when the system
// asks for reduced motion).
import { h } from "./dom.js";
import { getLang, t } from "./i18n.js";
import { notifyControl } from "./notify.js";

const KEYS = { confirm: "fives.confirmMoves", sounds: "fives.sounds", motion: "fives.motion" };

/** The choices of the motion speed, "auto" first (the default). */
export const MOTION_SPEEDS = ["auto", "slow", "normal", "fast", "off"];

/** The motion speed the player chose ("auto" when none, or an unknown value was stored). */
export function getMotion() {
  try {
    const value = localStorage.getItem(KEYS.motion);
    return MOTION_SPEEDS.includes(value) ? value : "auto";
  } catch (e) {
    return "auto";
  }
}

export function setMotion(value) {
  if (!MOTION_SPEEDS.includes(value)) return;
  try {
    localStorage.setItem(KEYS.motion, value);
  } catch (e) {
    /* storage unavailable: for this page only */
  }
}

export function getPref(name) {
  try {
    return localStorage.getItem(KEYS[name]) === "1";
  } catch (e) {
    return false;
  }
}

export function setPref(name, on) {
  try {
    localStorage.setItem(KEYS[name], on ? "1" : "0");
  } catch (e) {
    /* storage unavailable: for this page only */
  }
}

/** The switches and the motion speed, in a small fold-out under the game's title. */
export function prefsControls() {
  const box = (name, label) =>
    h("label", { class: "pref" }, [
      h("input", { type: "checkbox", id: `pref-${name}`, checked: getPref(name), onchange: (e) => setPref(name, e.target.checked) }),
      ` ${t(label)}`,
    ]);
  const speed = h("label", { class: "pref" }, [
    `${t("motionSpeed")} `,
    h(
      "select",
      { id: "pref-motion", onchange: (e) => setMotion(e.target.value) },
      MOTION_SPEEDS.map((v) => h("option", { value: v, text: t(`motion_${v}`), selected: v === getMotion() })),
    ),
  ]);
  return h("details", { class: "prefs", id: "prefs", dataset: { lang: getLang() } }, [h("summary", { text: t("settings") }), box("confirm", "confirmMoves"), box("sounds", "soundsOn"), notifyControl(), speed]);
}

let audio = null;

/** A short soft tone (Web Audio: nothing to download), when sounds are on; returns whether it played. */
export function beep(kind = "turn") {
  if (!getPref("sounds")) return false;
  try {
    audio = audio || new (window.AudioContext || window.webkitAudioContext)();
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    osc.frequency.value = kind === "turn" ? 660 : 440;
    gain.gain.setValueAtTime(0.08, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.0001, audio.currentTime + 0.18);
    osc.connect(gain).connect(audio.destination);
    osc.start();
    osc.stop(audio.currentTime + 0.2);
    return true;
  } catch (e) {
    return false;
  }
}
