// Why a game ended before its rules ended it (a claimed win, a turn-based player's days ran out, a
// resignation), in the page's words with the seats' names: the game page's result panel and the
// replay's last move say the same thing.
import { t } from "../i18n.js";
import { formatSeconds } from "./clock.js";

/** Why a game ended before its rules ended it (a claimed win, days run out, a resignation), in the
 * page's words with the seats' names: the result panel and the replay's last move say the same. */
export function endedReason(ended, name) {
  if (ended.ended === "draw_agreed") return t("drawAgreed"); // the players agreed a draw (draws.js)
  if (ended.ended === "resigned") return t(ended.unrated === "aborted" ? "resignedUnratedText" : "resignedText", { name: (ended.resigned?.length ? ended.resigned : [ended.by]).map(name).join(", ") });
  // a rated claim over a seat whose person never came ends the game unrated (issue 33)
  const key = ended.ended === "timeout" ? "timeoutText" : ended.unrated === "never_connected" ? "claimedUnratedText" : "claimedText";
  return t(key)
    .replace("{absent}", name(ended.absent))
    .replace("{time}", formatSeconds(ended.ended === "timeout" ? ended.clock_seconds || 0 : ended.away_seconds || 0))
    .replace("{by}", name(ended.by));
}
