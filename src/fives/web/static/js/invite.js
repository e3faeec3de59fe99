// Where invite links point.  The server binds 127.0.0.1 by default, so a page opened at
// http://127.0.0.1:8000 would hand a friend a link that works on this machine only.  The server
// tells the page (GET /api/server) its public address (--public-url, behind a proxy) or, when it
// listens on every address (make run HOST=0.0.0.0), this machine's network address; otherwise the
// page uses the address it was opened with (which is what a friend must open too).
import { api } from "./api.js";

let server = null;
let loading = null;

/** Ask the server once (the answer does not change while it runs); failures fall back. */
export function loadServerInfo() {
  loading = loading || api.server().then(
    (data) => {
      server = data;
    },
    () => {
      server = null;
    },
  );
  return loading;
}

function loopback(hostname) {
  return hostname === "localhost" || hostname.startsWith("127.") || hostname === "[::1]" || hostname === "::1";
}

/** The address at the start of an invite link (no trailing slash). */
export function inviteBase() {
  if (server?.public_url) return server.public_url;
  if (server?.lan_url && loopback(location.hostname)) return server.lan_url;
  return location.origin;
}

/** Whether invite links can reach only this computer (the page is on loopback, nothing better known). */
export function inviteOnlyHere() {
  return inviteBase() === location.origin && loopback(location.hostname);
}

const INVITES = "fives.invites.";

/** Keep the invite links of a room this browser made (seat -> token), for its game page. */
export function saveInviteLinks(roomId, links) {
  sessionStorage.setItem(INVITES + roomId, JSON.stringify(links));
}

/** The invite links this browser made for a room (seat -> token), shown on its game page. */
export function inviteLinks(roomId) {
  try {
    return JSON.parse(sessionStorage.getItem(INVITES + roomId) || "{}");
  } catch (e) {
    return {};
  }
}
