import { lookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { classifyAddress } from "./address-class";
import { hostKey, outboundPolicy, type OutboundPolicy } from "./outbound-policy";

/** The destination is not allowed (private address, bad scheme, too many redirects). */
export class OutboundRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = "OutboundRefused";
  }
}

/** The destination could not be reached or answered badly (network, timeout, status ≥ 400). */
export class OutboundFailed extends Error {
  constructor(message: string) {
    super(message);
    this.name = "OutboundFailed";
  }
}

export type SafeRequest = {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
};

export type SafeResponse = { status: number; body: string };

export const MAX_REDIRECTS = 3;
const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_BYTES = 64 * 1024;

type Vetted = { address: string; family: 4 | 6 };

/**
 * Resolves the URL's host once and checks every address it has; the request then connects to the
 * checked address, so a second DNS answer (rebinding) cannot swap it.
 */
export async function vetDestination(url: URL, policy: OutboundPolicy): Promise<Vetted> {
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new OutboundRefused(`only http and https destinations are allowed`);
  }
  return vetHost(url.hostname, hostKey(url), policy);
}

/**
 * The address check for any protocol (SMTP too): resolves `hostname` (URL spelling, IPv6 in
 * brackets) once and refuses it when any address is not public, unless the policy allows private
 * addresses or lists `allowKey` (`host:port`). The caller connects to the returned address.
 */
export async function vetHost(hostname: string, allowKey: string, policy: OutboundPolicy): Promise<Vetted> {
  const host = hostname.replace(/^\[(.*)\]$/, "$1");
  if (host === "") throw new OutboundRefused("the destination has no host");
  const literal = classifyAddress(host);
  const addresses =
    literal === "invalid"
      ? await lookup(host, { all: true, verbatim: true }).catch(() => {
          throw new OutboundFailed(`the host ${hostname} could not be resolved`);
        })
      : [{ address: host, family: host.includes(":") ? 6 : 4 }];
  if (addresses.length === 0) throw new OutboundFailed(`the host ${hostname} could not be resolved`);
  const exempt = policy.allowPrivate || policy.allowHosts.has(allowKey.toLowerCase());
  if (!exempt && addresses.some(({ address }) => classifyAddress(address) !== "public")) {
    throw new OutboundRefused(
      `${hostname} is a private, loopback or link-local address; outgoing requests there are not allowed`,
    );
  }
  const first = addresses[0]!;
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}

function pinnedLookup(vetted: Vetted): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) {
      (callback as unknown as (error: null, addresses: Vetted[]) => void)(null, [vetted]);
    } else {
      callback(null, vetted.address, vetted.family);
    }
  };
}

function sendOnce(
  url: URL,
  vetted: Vetted,
  request: SafeRequest,
  limits: { timeoutMs: number; maxBytes: number },
): Promise<SafeResponse & { location: string | undefined }> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === "https:" ? https : http;
    const headers: Record<string, string> = { "User-Agent": "Cairn", ...request.headers };
    if (request.body !== undefined) headers["Content-Length"] = String(Buffer.byteLength(request.body));
    const outgoing = client.request(
      url,
      { method: request.method ?? "GET", headers, lookup: pinnedLookup(vetted), timeout: limits.timeoutMs },
      (incoming) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const finish = () =>
          resolve({
            status: incoming.statusCode ?? 0,
            body: Buffer.concat(chunks).toString("utf8"),
            location: incoming.headers.location,
          });
        incoming.on("data", (chunk: Buffer) => {
          if (size >= limits.maxBytes) return;
          const kept = chunk.subarray(0, limits.maxBytes - size);
          chunks.push(kept);
          size += kept.length;
          // Enough read: the rest of the answer is not wanted.
          if (size >= limits.maxBytes) {
            incoming.destroy();
            finish();
          }
        });
        incoming.on("end", finish);
        incoming.on("error", (error) =>
          reject(new OutboundFailed(`reading the answer failed: ${error.message}`)),
        );
      },
    );
    const timer = setTimeout(() => outgoing.destroy(new Error("timed out")), limits.timeoutMs);
    outgoing.on("close", () => clearTimeout(timer));
    outgoing.on("timeout", () => outgoing.destroy(new Error("timed out")));
    outgoing.on("error", (error) =>
      reject(new OutboundFailed(`the request to ${url.hostname} failed: ${error.message}`)),
    );
    outgoing.end(request.body);
  });
}

/** The promise's value, or OutboundFailed once `ms` have passed (a name lookup has no timeout of its own). */
function withinTime<T>(promise: Promise<T>, ms: number, hostname: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new OutboundFailed(`the request to ${hostname} timed out`)), ms);
  });
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}

/**
 * An outgoing HTTP(S) request that may only reach public addresses (unless the operator allows
 * more, see outbound-policy.ts). Redirects are followed by hand, at most MAX_REDIRECTS, each hop
 * checked like the first; a slow destination times out and at most `maxBytes` of the answer are read.
 * Error messages name the host only: URLs of notifiers carry secrets.
 */
export async function safeFetch(
  target: string | URL,
  request: SafeRequest = {},
  options: {
    timeoutMs?: number;
    maxBytes?: number;
    policy?: OutboundPolicy;
    /** false: a redirect is the answer (webhooks must not turn a POST into a GET elsewhere). */
    followRedirects?: boolean;
  } = {},
): Promise<SafeResponse> {
  const policy = options.policy ?? outboundPolicy();
  const limits = {
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    maxBytes: options.maxBytes ?? DEFAULT_MAX_BYTES,
  };
  // One deadline for the whole request: name lookups, connects, every redirect hop and reading the
  // answer. A hop gets only what is left of it, so a slow destination holds its caller (a webhook
  // worker, a reminder run) at most `timeoutMs` however it stalls.
  const deadline = Date.now() + limits.timeoutMs;
  const remaining = () => {
    const left = deadline - Date.now();
    if (left <= 0) throw new OutboundFailed(`the request to ${url.hostname} timed out`);
    return left;
  };
  let url = new URL(target);
  let current = { ...request, headers: { ...request.headers } };
  for (let hop = 0; ; hop++) {
    const vetted = await withinTime(vetDestination(url, policy), remaining(), url.hostname);
    const answer = await sendOnce(url, vetted, current, { ...limits, timeoutMs: remaining() });
    const redirected =
      options.followRedirects !== false &&
      [301, 302, 303, 307, 308].includes(answer.status) &&
      answer.location;
    if (!redirected) return { status: answer.status, body: answer.body };
    if (hop >= MAX_REDIRECTS) throw new OutboundRefused(`more than ${MAX_REDIRECTS} redirects`);
    let next: URL;
    try {
      next = new URL(answer.location!, url);
    } catch {
      throw new OutboundFailed(`${url.hostname} redirected to an invalid address`);
    }
    // Credentials stay with the origin they were meant for.
    if (next.origin !== url.origin) {
      for (const name of Object.keys(current.headers)) {
        if (/^(authorization|cookie|x-gotify-key)$/i.test(name)) delete current.headers[name];
      }
    }
    // 301/302/303 turn into a GET without a body, as browsers do; 307/308 repeat the request.
    if (answer.status !== 307 && answer.status !== 308) {
      const { ["Content-Type"]: _dropped, ...rest } = current.headers;
      current = { method: "GET", headers: rest };
    }
    url = next;
  }
}
