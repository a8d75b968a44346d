/// <reference lib="webworker" />
// Cairn's service worker, built by @serwist/turbopack (app/serwist/[path]/route.ts) with esbuild and
// served as /serwist/sw.js. Its whole behaviour is in this one file:
// - the precache: the build's scripts, styles and fonts (the app shell), so a saved page still runs;
// - reading offline: pages and API reads the signed-in person opened are kept, per person, and
//   served when the network fails, marked with the time they were saved (header x-cairn-cached-at,
//   and a message to the page, which shows the offline banner);
// - anything never opened falls back to the saved offline page (app/(app)/~offline), in the shell.
// Requests other than GET (saving, deleting, uploads) are never touched: Serwist's routes match GET
// only, so those go to the network exactly as without a worker.
import {
  Serwist,
  type PrecacheEntry,
  type RouteHandlerCallbackOptions,
  type SerwistGlobalConfig,
} from "serwist";
import { offlineFallbackPage } from "./offline-fallback";

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}
declare const self: ServiceWorkerGlobalScope;

/** Every cache holding one person's data starts with this; signing out deletes them all. */
const USER_CACHE_PREFIX = "cairn-user-";
/** Where the worker remembers whose caches are current (it may be stopped and started any time). */
const META_CACHE = "cairn-meta";
const KEY_ENTRY = "/__cairn/user-key";
const OFFLINE_PATH = "/~offline";
const CACHED_AT = "x-cairn-cached-at";
/** Thumbnails say so (lib/attachments/download-attachment.ts); other attachments are not kept. */
const THUMBNAIL_HEADER = "x-cairn-thumbnail";

// Pages of signed-out people, and the worker's own files: never kept.
const UNCACHED_PAGES = ["/login", "/register", "/forgot-password", "/reset-password", "/serwist/", "/api/"];
// API reads that are not the person's inventory, or that hold secrets: sessions and the account
// (/users), event streams, invitations, keys, notifier and webhook settings, exports, label files,
// product lookups, reports. Only JSON answers are kept anyway; these are excluded even then.
const UNCACHED_API = [
  "/api/v1/users",
  "/api/v1/events",
  "/api/v1/status",
  "/api/v1/groups/invitations",
  "/api/v1/groups/notifiers",
  "/api/v1/notifiers",
  "/api/v1/webhooks",
  "/api/v1/group/exports",
  "/api/v1/entities/export",
  "/api/v1/homebox",
  "/api/v1/labelmaker",
  "/api/v1/qrcode",
  "/api/v1/products",
  "/api/v1/reporting",
  "/api/v1/actions",
  "/api/v1/openapi.json",
];
const ATTACHMENT = /^\/api\/v1\/entities\/[^/]+\/attachments\/[^/]+$/;

const startsWithAny = (path: string, prefixes: string[]) =>
  prefixes.some(
    (prefix) =>
      path === prefix.replace(/\/$/, "") || path.startsWith(prefix.endsWith("/") ? prefix : `${prefix}/`),
  );

// ── Whose data: the key of the signed-in person (an HMAC of their id, from the page) ──────────────

let userKey: string | null | undefined; // undefined: not read from META_CACHE yet

async function currentKey(): Promise<string | null> {
  if (userKey === undefined) {
    const saved = await (await caches.open(META_CACHE)).match(KEY_ENTRY);
    userKey = saved ? await saved.text() : null;
  }
  return userKey;
}

const pagesCache = (key: string) => `${USER_CACHE_PREFIX}${key}-pages`;
const apiCache = (key: string) => `${USER_CACHE_PREFIX}${key}-api`;

/** Another person (or nobody) from now on: every other person's caches go. */
async function switchUser(key: string | null): Promise<void> {
  userKey = key;
  const meta = await caches.open(META_CACHE);
  if (key) await meta.put(KEY_ENTRY, new Response(key));
  else await meta.delete(KEY_ENTRY);
  const names = await caches.keys();
  await Promise.all(
    names
      .filter(
        (name) =>
          name.startsWith(USER_CACHE_PREFIX) && (!key || !name.startsWith(`${USER_CACHE_PREFIX}${key}-`)),
      )
      .map((name) => caches.delete(name)),
  );
}

// ── Keeping and serving ───────────────────────────────────────────────────────────────────────────

/** A copy of the answer, stamped with the time it was saved, in the person's cache. */
async function keep(key: string, cacheName: string, url: string, response: Response): Promise<void> {
  const body = await response.blob();
  // Signed out (or someone else signed in) while the body arrived: not theirs to keep.
  if (userKey !== key) return;
  const headers = new Headers(response.headers);
  headers.set(CACHED_AT, new Date().toISOString());
  const cache = await caches.open(cacheName);
  await cache.put(
    url,
    new Response(body, { status: response.status, statusText: response.statusText, headers }),
  );
}

/** Without the fragment: one entry per address. */
const cacheUrl = (url: URL) => url.href.replace(/#.*$/, "");

/** The pages and reads served from the cache, per page (client), until the page asks. */
const servedFromCache = new Map<string, { cachedAt: string | null; offlinePage: boolean }>();

function noteServed(clientId: string, cachedAt: string | null, offlinePage = false) {
  if (!clientId) return;
  const earlier = servedFromCache.get(clientId);
  // The oldest time wins: the banner tells how old the oldest part of the screen may be.
  const oldest =
    earlier?.cachedAt && (!cachedAt || earlier.cachedAt < cachedAt) ? earlier.cachedAt : cachedAt;
  servedFromCache.set(clientId, { cachedAt: oldest, offlinePage: offlinePage || !!earlier?.offlinePage });
  if (servedFromCache.size > 50) servedFromCache.delete(servedFromCache.keys().next().value!);
}

async function tellClient(clientId: string) {
  const served = servedFromCache.get(clientId);
  const client = served && (await self.clients.get(clientId));
  if (client) client.postMessage({ type: "cairn:served-from-cache", ...served });
}

function isHtml(response: Response) {
  return (response.headers.get("content-type") ?? "").startsWith("text/html");
}

/**
 * Pages send `Cache-Control: no-store` because each is rendered for the person signed in. Keeping
 * them here anyway is this worker's decision: only in that person's own cache, under a key the
 * server derives from their id, deleted on signing out and when anyone else signs in.
 */
function keepablePage(response: Response) {
  return response.status === 200 && response.type === "basic" && !response.redirected && isHtml(response);
}

const browserLanguages = () => self.navigator.languages ?? [self.navigator.language];

async function pageHandler({ request, url, event }: RouteHandlerCallbackOptions): Promise<Response> {
  const fetchEvent = event as FetchEvent;
  const key = await currentKey();
  try {
    const response = await fetch(request);
    if (key && keepablePage(response))
      fetchEvent.waitUntil(keep(key, pagesCache(key), cacheUrl(url), response.clone()).catch(() => {}));
    return response;
  } catch {
    // Nobody's pages to show (signed out, or never signed in here): a page that holds no one's data.
    if (!key) return offlineFallbackPage(browserLanguages(), "signedOut");
    const cache = await caches.open(pagesCache(key));
    const saved = await cache.match(cacheUrl(url), { ignoreVary: true });
    if (saved) {
      noteServed(fetchEvent.resultingClientId, saved.headers.get(CACHED_AT));
      return saved;
    }
    const offline = await cache.match(new URL(OFFLINE_PATH, url).href, { ignoreVary: true });
    if (offline) {
      noteServed(fetchEvent.resultingClientId, null, true);
      return offline;
    }
    return offlineFallbackPage(browserLanguages(), "notSaved");
  }
}

/** API answers: JSON only (no-store like pages; same decision), and of attachments thumbnails only. */
function keepableApi(url: URL, response: Response) {
  if (response.status !== 200 || response.type !== "basic" || response.redirected) return false;
  if (ATTACHMENT.test(url.pathname)) return response.headers.get(THUMBNAIL_HEADER) === "1";
  return (response.headers.get("content-type") ?? "").startsWith("application/json");
}

async function apiHandler({ request, url, event }: RouteHandlerCallbackOptions): Promise<Response> {
  const fetchEvent = event as FetchEvent;
  const key = await currentKey();
  try {
    const response = await fetch(request);
    if (key && keepableApi(url, response))
      fetchEvent.waitUntil(keep(key, apiCache(key), cacheUrl(url), response.clone()).catch(() => {}));
    return response;
  } catch (error) {
    if (!key) throw error;
    const saved = await (await caches.open(apiCache(key))).match(cacheUrl(url), { ignoreVary: true });
    if (!saved) throw error;
    noteServed(fetchEvent.clientId, saved.headers.get(CACHED_AT));
    fetchEvent.waitUntil(tellClient(fetchEvent.clientId));
    return saved;
  }
}

/** Fetches a page as a whole document (the app navigates by fetching its data only) and keeps it. */
async function fetchAndKeepPage(key: string, href: string): Promise<void> {
  const url = new URL(href, self.location.origin);
  if (url.origin !== self.location.origin || startsWithAny(url.pathname, UNCACHED_PAGES)) return;
  const response = await fetch(url.href, { credentials: "same-origin", redirect: "manual" });
  if (keepablePage(response)) await keep(key, pagesCache(key), cacheUrl(url), response);
}

// ── Messages from the pages (components/offline/offline-support.tsx, lib/offline/forget.ts) ───────

type PageMessage =
  { type: "cairn:page"; key: string; url: string; navigated: boolean } | { type: "cairn:signed-out" };

const KEY_FORMAT = /^[0-9a-f]{16,64}$/;

async function onPageMessage(message: PageMessage, clientId: string | null) {
  if (message.type === "cairn:signed-out") return switchUser(null);
  if (!KEY_FORMAT.test(message.key)) return;
  if ((await currentKey()) !== message.key) await switchUser(message.key);
  const key = message.key;
  if (clientId) await tellClient(clientId);
  const pages = await caches.open(pagesCache(key));
  const offlinePage = new URL(OFFLINE_PATH, self.location.origin).href;
  // Navigating inside the app fetches no document: fetch this one so it can be opened offline. On a
  // full load it was kept as it came (unless the person was not known to the worker yet).
  const tasks: Promise<void>[] = [];
  if (message.navigated || !(await pages.match(message.url, { ignoreVary: true })))
    tasks.push(fetchAndKeepPage(key, message.url));
  if (!(await pages.match(offlinePage, { ignoreVary: true }))) tasks.push(fetchAndKeepPage(key, offlinePage));
  await Promise.allSettled(tasks);
}

self.addEventListener("message", (event) => {
  const data = event.data as PageMessage | undefined;
  if (!data || (data.type !== "cairn:page" && data.type !== "cairn:signed-out")) return;
  const clientId = event.source && "id" in event.source ? event.source.id : null;
  event.waitUntil(onPageMessage(data, clientId).catch(() => {}));
});

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  skipWaiting: true,
  clientsClaim: true,
  runtimeCaching: [
    {
      matcher: ({ request, url, sameOrigin }) =>
        sameOrigin && request.mode === "navigate" && !startsWithAny(url.pathname, UNCACHED_PAGES),
      handler: pageHandler,
    },
    {
      matcher: ({ url, sameOrigin }) =>
        sameOrigin && url.pathname.startsWith("/api/v1/") && !startsWithAny(url.pathname, UNCACHED_API),
      handler: apiHandler,
    },
  ],
});

serwist.addEventListeners();
