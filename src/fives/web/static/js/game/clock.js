// The game page's clocks: the per-move clock and each seat's bank (counted down from the time the
// server said was left when the state came, `page.clockAt`), and the rules' live time
// (Hütchenspieler's memorising, #game-timer).  Also how the page writes a span of seconds.
import { t } from "../i18n.js";
import { formatLeft } from "../tables.js";
import { playerName } from "./views.js";

/** Seconds as the page writes them: "45 s", "2:05", or a turn-based game's days. */
export function formatSeconds(seconds) {
  const total = Math.ceil(seconds);
  if (total >= 3600) return formatLeft(total); // a turn-based game's days per move
  if (total < 60) return `${total} s`;
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, "0")}`;
}

/** The per-move clock, counted down from the time the server said was left. */
export function updateClock(page) {
  const timer = page.msg?.timer;
  const timerEl = document.getElementById("game-timer");
  if (timerEl && timer) {
    const left = Math.max(0, timer.remaining - (performance.now() - page.clockAt) / 1000);
    timerEl.textContent = String(Math.ceil(left));
  }
  const el = document.getElementById("clock");
  const clock = page.msg?.clock;
  if (!el || !clock) return;
  const elapsed = (performance.now() - page.clockAt) / 1000;
  const parts = [];
  let low = false;
  if (typeof clock.remaining === "number") {
    const left = Math.max(0, clock.remaining - elapsed);
    low = left < 10;
    parts.push(`${t("clock")}: ${formatSeconds(left)}`);
  }
  if (Array.isArray(clock.bank)) {
    // each seat's thinking time for the whole game; the acting seats' banks run down
    const running = Object.keys(clock.deadlines || {}).map(Number);
    parts.push(
      clock.bank
        .map((bank, p) => `${playerName(page, p)} ${formatSeconds(running.includes(p) ? Math.max(0, bank - elapsed) : bank)}`)
        .join(" · "),
    );
  }
  el.textContent = `⏱ ${parts.join(" · ")}`;
  el.classList.toggle("low", low);
}
