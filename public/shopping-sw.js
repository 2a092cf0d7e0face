// The shopping list's service worker (docs/decisions/038-shopping-lists.md): registered by the
// /shopping-list page only, with that scope. It keeps the last answer of the list page (its HTML and the
// data the page's scripts load) and the built assets it used, so the list stays readable in a shop
// without a connection. Network first: a saved copy is used only when the network fails. Check-offs made
// offline are queued by the page itself (with their idempotency keys) and sent when it is back online.
// The worker's own global and events are typed for the page's DOM library here, so they are read loosely.
/** @type {any} */
const sw = self;
const CACHE = "fmp-shopping-v1";
const LIST_PATH = "/shopping-list";

sw.addEventListener("install", () => sw.skipWaiting());
sw.addEventListener("activate", (/** @type {any} */ event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((k) => k.startsWith("fmp-shopping-") && k !== CACHE).map((k) => caches.delete(k)),
        ),
      )
      .then(() => sw.clients.claim()),
  );
});

/** What is worth keeping: the list page (and its data requests) and the hashed assets. */
/** @param {URL} url */
function kept(url) {
  if (url.origin !== sw.location.origin) return false;
  return url.pathname === LIST_PATH || url.pathname.startsWith("/assets/");
}

sw.addEventListener("fetch", (/** @type {any} */ event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (!kept(url)) return;
  event.respondWith(
    fetch(request)
      .then((response) => {
        if (response.ok && response.type === "basic") {
          const copy = response.clone();
          event.waitUntil(caches.open(CACHE).then((cache) => cache.put(request, copy)));
        }
        return response;
      })
      .catch(async () => {
        const cache = await caches.open(CACHE);
        // The same address first; for the page in another sort order, the page as last saved.
        const saved =
          (await cache.match(request)) ??
          (request.mode === "navigate" ? await cache.match(LIST_PATH, { ignoreSearch: true }) : undefined);
        return saved ?? Response.error();
      }),
  );
});
