// The players' rules of a game in a dialog, in the page's language, from the server's rules text
// (games/<game>/texts/rules.<lang>.md) when it offers one.
import { api } from "./api.js";
import { h } from "./dom.js";
import { getLang, t } from "./i18n.js";
import { renderMarkdown } from "./markdown.js";

let available = null; // does the server offer the rules texts?

export async function rulesAvailable(gameId) {
  if (available === null) {
    try {
      available = (await api.rules(gameId)) !== null;
    } catch (e) {
      available = false;
    }
  }
  return available;
}

export function rulesButton(gameId, title) {
  const button = h("button", {
    type: "button",
    class: "btn rules-btn",
    dataset: { game: gameId },
    text: t("rules"),
    hidden: true,
    onclick: () => showRules(gameId, title),
  });
  rulesAvailable(gameId).then((ok) => {
    button.hidden = !ok;
  });
  return button;
}

export async function showRules(gameId, title) {
  document.getElementById("rules")?.remove();
  const body = h("div", { class: "rules-body" }, h("p", { class: "muted", text: t("loading") }));
  const dialog = h("dialog", { id: "rules", class: "rules-dialog", lang: getLang() }, [
    h("div", { class: "rules-head" }, [
      h("h2", { text: `${t("rules")}: ${title}` }),
      h("button", { type: "button", class: "btn", id: "rules-close", text: "×", "aria-label": t("close"), onclick: () => dialog.close() }),
    ]),
    body,
  ]);
  document.body.append(dialog);
  dialog.showModal();
  const text = await api.rules(gameId, getLang()).catch(() => null);
  body.replaceChildren(text ? renderMarkdown(text) : h("p", { class: "error", text: t("noRules") }));
}
