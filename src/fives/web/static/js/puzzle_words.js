/** The words of a puzzle's proof on the page: the claim, why a wrong move fails, the themes
 * (issue 38). */

import { catalogText, t } from "./i18n.js";

/** The words of the proof's claim: "wins in 2", "the only move that does not lose within 3 plies". */
export function claimText(answer) {
  if (answer.claim === "win") return t("puzzleClaimWin", { moves: answer.moves });
  if (answer.claim === "only-move") return t("puzzleClaimOnly", { plies: answer.plies });
  if (answer.claim === "only-solvable") return t("puzzleClaimSolvable");
  if (answer.claim === "endgame-win") return t("puzzleClaimEndgameWin");
  if (answer.claim === "endgame-draw") return t("puzzleClaimEndgameDraw");
  if (answer.claim === "score-most") return t("puzzleClaimScoreMost", { points: answer.points, margin: answer.margin });
  if (answer.claim === "score-target") return t("puzzleClaimScoreTarget", { points: answer.points, target: answer.target });
  if (answer.claim === "sure-win") return t("puzzleClaimSureWin");
  if (answer.claim === "sure-draw") return t("puzzleClaimSureDraw");
  if (answer.claim === "follow") return t("puzzleClaimFollow", { symbol: symbolThe(answer.asked), shuffles: answer.shuffles });
  return t("puzzleClaimOther");
}

/** A symbol's name with its article ("the triangle", "das Dreieck"), from the catalogs. */
function symbolThe(name) {
  return catalogText(["symbol-the"], { symbol: name }) ?? name;
}

/** Why the move played fails, in words, with the opponent's reply named where the proof has one. */
export function refutationText(answer, label) {
  const r = answer.refutation;
  if (!r) return t("puzzleWrongPlain");
  const reply = r.reply ? label(r.reply) : "";
  if (r.kind === "opponent-wins") return t("puzzleRefOpponentWins", { reply });
  if (r.kind === "loses") return t("puzzleRefLoses");
  if (r.kind === "unsolvable") return t("puzzleRefUnsolvable");
  if (r.kind === "ends" || r.kind === "ends-lost") return t("puzzleRefEnds");
  if (r.kind === "no-win" && reply) return t("puzzleRefNoWinAfter", { reply });
  if (r.kind === "endgame-loses") return reply ? t("puzzleRefEndgameLosesAfter", { reply }) : t("puzzleRefEndgameLoses");
  if (r.kind === "endgame-draws") return t("puzzleRefEndgameDraws");
  if (r.kind === "scores-less") return t("puzzleRefScoresLess", { scores: r.scores, best: r.best });
  if (r.kind === "short-of-target") return t("puzzleRefShortOfTarget", { scores: r.scores, needs: r.needs });
  if (r.kind === "can-lose") return reply ? t("puzzleRefCanLoseAfter", { reply }) : t("puzzleRefCanLose");
  if (r.kind === "can-draw") return reply ? t("puzzleRefCanDrawAfter", { reply }) : t("puzzleRefCanDraw");
  if (r.kind === "other-symbol") return t("puzzleRefOtherSymbol", { symbol: symbolThe(r.symbol) });
  return t("puzzleRefNoWin");
}

export function themeText(theme) {
  const key = `puzzleTheme_${theme.replaceAll("-", "_")}`;
  const text = t(key);
  return text === key || !text ? theme : text;
}
