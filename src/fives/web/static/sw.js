// The service worker of turn notifications (issue 35), served at /sw.js so that its scope is the
// whole site.  It only shows what the server pushes ("Your turn · Torris", encrypted for this
// browser: RFC 8291) and opens the game on a click; "Turn these off" follows the message's own
// signed link (no sign-in needed).  Nothing is cached: the page works as before without it.
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

self.addEventListener("push", (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch (e) {
    data = { title: event.data ? event.data.text() : "Fives" };
  }
  const same = (url) => typeof url === "string" && url.startsWith(self.location.origin + "/");
  const options = {
    body: data.body || "",
    tag: data.tag || "fives-turn",
    icon: "/static/favicon.svg",
    data: { url: same(data.url) ? data.url : "/", off: same(data.off) ? data.off : null },
    actions: same(data.off) ? [{ action: "off", title: data.offText || "Turn off" }] : [],
  };
  event.waitUntil(self.registration.showNotification(data.title || "Fives", options));
});

self.addEventListener("notificationclick", (event) => {
  const { url, off } = event.notification.data || {};
  event.notification.close();
  if (event.action === "off" && off) {
    event.waitUntil(fetch(off, { method: "POST" }));
    return;
  }
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      for (const w of windows) {
        if (w.url === url && "focus" in w) return w.focus();
      }
      return self.clients.openWindow(url || "/");
    }),
  );
});
