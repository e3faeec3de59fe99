// The game page's invite links: one per seat this browser invited a friend to (kept by the
// new-game dialog, `inviteLinks` of invite.js), with a Copy button, until the game ends.
import { h } from "../dom.js";
import { t } from "../i18n.js";
import { inviteBase, inviteLinks, inviteOnlyHere } from "../invite.js";

export function renderInvites(page, side) {
  const links = inviteLinks(page.roomId);
  const seats = Object.keys(links);
  if (!seats.length || page.room.status === "finished") return;
  const list = h("ul", { class: "invites", id: "invites" });
  for (const seat of seats) {
    const url = `${inviteBase()}/#/join/${encodeURIComponent(page.roomId)}/${encodeURIComponent(links[seat])}`;
    const status = page.room.seats?.[Number(seat)]?.status;
    const input = h("input", { type: "text", readonly: true, value: url, class: "invite-link", dataset: { seat } });
    const copy = h("button", {
      type: "button",
      class: "btn",
      text: t("copy"),
      onclick: async () => {
        try {
          await navigator.clipboard.writeText(url);
          copy.textContent = t("copied");
        } catch (e) {
          input.select();
        }
      },
    });
    list.append(h("li", {}, [h("strong", { text: `${t("seat")} ${Number(seat) + 1}${status === "joined" ? " ✓" : ""}: ` }), input, copy]));
  }
  side.append(h("h2", { text: t("inviteLinks") }), list);
  if (inviteOnlyHere()) side.append(h("p", { class: "muted small", id: "invite-note", text: t("inviteLocalOnly") }));
}
