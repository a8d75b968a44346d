// HomeBox's `GET /api/v1/ws/events` protocol, as plain functions (scripts/start.mjs imports this
// before Next.js is loaded, so it is JavaScript, not TypeScript).
//
// HomeBox sends `{"event":"<name>.mutation"}` text frames and nothing else: clients refetch what
// the name covers. Versions before 0.26 listen for item/location/label; 0.26+ for entity/tag. We
// send both spellings so either kind of client refreshes.

const ENTITY = ["entity.mutation", "item.mutation", "location.mutation"];
const TAG = ["tag.mutation", "label.mutation"];
/** Attachments and maintenance entries belong to an item: its page refetches. */
const ITEM = ["entity.mutation", "item.mutation"];

/** The subprotocol HomeBox's web client offers, followed by its token: `["hb-auth", token]`. */
export const HOMEBOX_AUTH_PROTOCOL = "hb-auth";

/**
 * The HomeBox message names for one of our change event types; none for kinds HomeBox has no event for.
 * @param {string} type
 * @returns {string[]}
 */
export function homeboxEventNames(type) {
  if (type === "inventory.wiped" || type === "collection.restored") return [...ENTITY, ...TAG];
  const kind = String(type).split(".")[0];
  if (kind === "entity" || kind === "entities") return ENTITY;
  if (kind === "tag") return TAG;
  if (kind === "attachment" || kind === "maintenance") return ITEM;
  if (kind === "user" || kind === "export" || kind === "import") return [`${kind}.mutation`];
  return [];
}

/**
 * The HomeBox frames for a batch of our change event types, each name once: one poll that brings a
 * burst of changes makes a client refetch once, not once per row.
 * @param {string[]} types
 * @returns {string[]}
 */
export function homeboxFrames(types) {
  const names = new Set(types.flatMap((type) => homeboxEventNames(type)));
  return [...names].map((event) => JSON.stringify({ event }));
}

/**
 * Splits a Server-Sent Events buffer into complete messages' event names and the unfinished rest.
 * Comments and messages without an `event:` line are skipped.
 * @param {string} buffer
 * @returns {{ types: string[], rest: string }}
 */
export function takeSseEventTypes(buffer) {
  /** @type {string[]} */
  const types = [];
  const blocks = buffer.replace(/\r\n/g, "\n").split("\n\n");
  const rest = blocks.pop() ?? "";
  for (const block of blocks) {
    const line = block.split("\n").find((candidate) => candidate.startsWith("event:"));
    if (line) types.push(line.slice("event:".length).trim());
  }
  return { types, rest };
}

/**
 * The token a HomeBox web client put after "hb-auth" in Sec-WebSocket-Protocol, if any.
 * @param {Iterable<string>} protocols
 * @returns {string | null}
 */
export function protocolToken(protocols) {
  const list = [...protocols];
  const index = list.indexOf(HOMEBOX_AUTH_PROTOCOL);
  if (index < 0) return null;
  return list[index + 1]?.trim() || null;
}

/**
 * Cross-site WebSocket hijacking: a browser sends our session cookie with a socket opened by any
 * site, and WebSockets have no CORS. A browser always sends Origin on a WebSocket handshake, so a
 * cookie-authorised upgrade is allowed only from our own origin: the Host the request came to, or
 * PUBLIC_URL's origin behind a proxy that rewrites Host.
 * @param {string | undefined} origin
 * @param {string | undefined} host
 * @param {string | undefined} publicUrl
 * @returns {boolean}
 */
export function isForeignOrigin(origin, host, publicUrl) {
  if (!origin) return false;
  let parsed;
  try {
    parsed = new URL(origin);
  } catch {
    return true;
  }
  if (host && parsed.host === host) return false;
  if (publicUrl) {
    try {
      if (parsed.origin === new URL(publicUrl).origin) return false;
    } catch {
      // an unparsable PUBLIC_URL matches nothing
    }
  }
  return true;
}

const SESSION_COOKIE = /(?:^|;\s*)(?:(?:__Secure-)?next-auth\.session-token(?:\.\d+)?|hb\.auth\.token)=/;

/**
 * Whether a Cookie header carries a session (Cairn's web sign-in or HomeBox's `hb.auth.token`):
 * the credentials a foreign page could ride on.
 * @param {string | undefined} cookieHeader
 * @returns {boolean}
 */
export function hasSessionCookie(cookieHeader) {
  return typeof cookieHeader === "string" && SESSION_COOKIE.test(cookieHeader);
}
