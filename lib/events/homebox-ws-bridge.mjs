// HomeBox's `GET /api/v1/ws/events` WebSocket. Next.js route handlers cannot upgrade a connection,
// so scripts/start.mjs hands the upgrade to this bridge. The bridge has no database access and no
// auth code of its own: it opens our Server-Sent Events stream (GET /api/v1/events) on loopback
// with the client's credentials, so the app decides who may listen and which group's events they
// see, exactly as for the SSE stream. Each SSE change event becomes HomeBox's mutation frames.
import http from "node:http";
import { WebSocketServer } from "ws";
import {
  HOMEBOX_AUTH_PROTOCOL,
  hasSessionCookie,
  homeboxFrames,
  isForeignOrigin,
  protocolToken,
  takeSseEventTypes,
} from "./homebox-ws-messages.mjs";

const WS_PATH = /^\/api\/v1\/ws\/events\/*$/;
/** HomeBox sends `{"event":"ping"}` this often; it also keeps idle proxies from cutting the socket. */
const PING_MS = 10_000;
/** A client that does not answer the close handshake is cut off after this long. */
const CLOSE_GRACE_MS = 2_000;
/** An SSE message never gets this big; a stream that does is not ours. */
const MAX_BUFFER = 1_000_000;

/** @typedef {import("node:http").IncomingMessage} IncomingMessage */
/**
 * @typedef {object} HomeboxEventsBridge
 * @property {(requestUrl: string | undefined) => boolean} matches
 * @property {(request: IncomingMessage, socket: Socket, head: Buffer) => void} handleUpgrade
 * @property {() => void} close
 */
/** @typedef {import("node:stream").Duplex & { destroySoon?: () => void }} Socket */
/** @typedef {import("ws").WebSocket} WebSocket */

/**
 * The address to reach our own listener from inside the process.
 * @param {string} host
 */
function loopbackHost(host) {
  if (!host || host === "0.0.0.0") return "127.0.0.1";
  if (host === "::") return "::1";
  return host;
}

/**
 * Ends a not-yet-upgraded handshake with a plain HTTP answer.
 * @param {Socket} socket
 * @param {number} status
 * @param {string} [body]
 */
function refuse(socket, status, body) {
  if (socket.destroyed) return;
  const text = body || JSON.stringify({ error: http.STATUS_CODES[status] ?? "refused" });
  socket.end(
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? ""}\r\n` +
      "Connection: close\r\n" +
      "Content-Type: application/json; charset=utf-8\r\n" +
      `Content-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`,
  );
  socket.destroySoon?.();
}

/** @param {IncomingMessage} request */
function offeredProtocols(request) {
  const header = request.headers["sec-websocket-protocol"];
  if (typeof header !== "string") return [];
  return header
    .split(",")
    .map((protocol) => protocol.trim())
    .filter(Boolean);
}

/**
 * The request to our SSE stream, carrying the client's credentials in the forms the app accepts:
 * the session cookie (same-origin only), the Authorization header, `?access_token=`, or the token
 * a HomeBox web client sends after "hb-auth" as a subprotocol (browsers cannot set headers on a
 * WebSocket). Null when the only credential is a cookie a foreign page sent.
 * @param {IncomingMessage} request
 * @param {string | undefined} publicUrl
 * @returns {{ path: string, headers: Record<string, string> } | null}
 */
function upstreamRequestFor(request, publicUrl) {
  const url = new URL(request.url ?? "/", "http://internal");
  /** @type {Record<string, string>} */
  const headers = { accept: "text/event-stream" };
  const cookie = request.headers.cookie;
  const foreign = isForeignOrigin(request.headers.origin, request.headers.host, publicUrl);
  if (cookie && !(foreign && hasSessionCookie(cookie))) headers.cookie = cookie;

  const fromProtocol = protocolToken(offeredProtocols(request));
  if (request.headers.authorization) headers.authorization = request.headers.authorization;
  else if (fromProtocol) headers.authorization = `Bearer ${fromProtocol}`;
  if (typeof request.headers["x-tenant"] === "string") headers["x-tenant"] = request.headers["x-tenant"];

  const query = new URLSearchParams();
  for (const name of ["access_token", "tenant"]) {
    const value = url.searchParams.get(name);
    if (value) query.set(name, value);
  }
  if (foreign && hasSessionCookie(cookie) && !headers.authorization && !query.has("access_token"))
    return null;
  const search = query.size > 0 ? `?${query}` : "";
  return { path: `/api/v1/events${search}`, headers };
}

/**
 * @param {{ host: string, port: number, publicUrl?: string, log: (msg: string, extra?: object) => void }} options
 * @returns {HomeboxEventsBridge}
 */
export function homeboxEventsBridge({ host, port, publicUrl, log }) {
  const sockets = new WebSocketServer({
    noServer: true,
    // Clients have nothing to say to us: a large frame is refused instead of buffered.
    maxPayload: 4096,
    // HomeBox's web client offers "hb-auth" (then its token); the handshake must echo it back.
    handleProtocols: (protocols) => (protocols.has(HOMEBOX_AUTH_PROTOCOL) ? HOMEBOX_AUTH_PROTOCOL : false),
  });
  /** @type {Set<WebSocket>} */
  const open = new Set();
  let closing = false;

  /**
   * @param {WebSocket} ws
   * @param {IncomingMessage} events
   * @param {import("node:http").ClientRequest} upstream
   */
  function pipe(ws, events, upstream) {
    open.add(ws);
    let buffer = "";
    events.setEncoding("utf8");
    events.on("data", (/** @type {string} */ chunk) => {
      buffer += chunk;
      const { types, rest } = takeSseEventTypes(buffer);
      buffer = rest.length > MAX_BUFFER ? "" : rest;
      if (ws.readyState !== ws.OPEN) return;
      for (const frame of homeboxFrames(types)) ws.send(frame);
    });
    // The stream ends when the app stops it (shutdown) or the session is no longer valid.
    const ended = () => {
      if (ws.readyState === ws.OPEN) ws.close(1001, "event stream ended");
    };
    events.on("end", ended);
    events.on("close", ended);
    events.on("error", ended);
    const ping = setInterval(() => {
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify({ event: "ping" }));
    }, PING_MS);
    ping.unref();
    ws.on("message", () => {
      // HomeBox clients send nothing we act on.
    });
    ws.on("error", () => ws.terminate());
    ws.on("close", () => {
      open.delete(ws);
      clearInterval(ping);
      upstream.destroy();
    });
  }

  return {
    /** Whether an upgrade request is for HomeBox's event socket. */
    matches(requestUrl) {
      const pathname = (requestUrl ?? "").split("?")[0] ?? "";
      return WS_PATH.test(pathname);
    },

    handleUpgrade(request, socket, head) {
      if (closing) return refuse(socket, 503);
      socket.on("error", () => socket.destroy());
      const target = upstreamRequestFor(request, publicUrl);
      if (!target) return refuse(socket, 403, JSON.stringify({ error: "cross-site WebSocket refused" }));

      const upstream = http.request({
        host: loopbackHost(host),
        port,
        method: "GET",
        path: target.path,
        headers: target.headers,
      });
      let upgraded = false;
      const abandon = () => upstream.destroy();
      socket.once("close", abandon);
      upstream.on("error", (error) => {
        // After the upgrade the events stream's own handlers close the socket.
        if (upgraded || socket.destroyed) return;
        if (!closing) log("ws/events: event stream unavailable", { error: error.message });
        refuse(socket, 503);
      });
      upstream.on("response", (events) => {
        if (events.statusCode !== 200) {
          // Refused by the app (401, 403, …): pass its answer on, at most a few KB of it.
          let body = "";
          events.setEncoding("utf8");
          events.on("data", (/** @type {string} */ chunk) => {
            if (body.length < 4096) body += chunk;
          });
          events.on("end", () => refuse(socket, events.statusCode ?? 502, body.slice(0, 4096)));
          return;
        }
        if (socket.destroyed || closing) {
          upstream.destroy();
          return refuse(socket, 503);
        }
        upgraded = true;
        sockets.handleUpgrade(request, socket, head, (ws) => pipe(ws, events, upstream));
      });
      upstream.end();
    },

    /** Shutdown: every socket gets a close frame (1001 going away); stragglers are cut off. */
    close() {
      closing = true;
      for (const ws of open) ws.close(1001, "server shutting down");
      setTimeout(() => {
        for (const ws of open) ws.terminate();
      }, CLOSE_GRACE_MS).unref();
      sockets.close();
    },
  };
}
