import { decoded } from "./url-text";

/**
 * A Shoutrrr SMTP notifier URL, read:
 * `smtp://[user:password@]host[:port]/?from=a@b&to=c@d[,e@f]` with the optional `fromname`,
 * `subject` (or `title`), `encryption` (Auto, None, ExplicitTLS, ImplicitTLS), `usestarttls`
 * (yes/no), `clienthost` and `usehtml`. Parameter names are case-insensitive, as in Shoutrrr.
 */
export type SmtpTarget = {
  hostname: string;
  port: number;
  auth: { user: string; pass: string } | undefined;
  from: string;
  fromName: string | undefined;
  to: string[];
  subject: string | undefined;
  /** implicit: TLS from the first byte; explicit: STARTTLS required; opportunistic: STARTTLS when offered; none: plain. */
  tls: "implicit" | "explicit" | "opportunistic" | "none";
  clientHost: string | undefined;
  html: boolean;
};

const ADDRESS = /^[^@\s,]+@[^@\s,]+$/;
const ENCRYPTIONS = ["auto", "none", "explicittls", "implicittls"];
const yes = (value: string | undefined) => /^(yes|true|1)$/i.test(value ?? "");
const no = (value: string | undefined) => /^(no|false|0)$/i.test(value ?? "");

function params(url: URL): Map<string, string> {
  const map = new Map<string, string>();
  for (const [key, value] of url.searchParams) map.set(key.toLowerCase(), value.trim());
  return map;
}

const recipients = (value: string | undefined) =>
  (value ?? "")
    .split(",")
    .map((address) => address.trim())
    .filter(Boolean);

/** What is wrong with an smtp:// URL, or null when it can be sent to. */
export function smtpUrlProblem(url: URL): string | null {
  if (url.hostname === "") return "an SMTP URL looks like smtp://user:password@host:587/?from=a@b&to=c@d";
  const query = params(url);
  const to = recipients(query.get("to"));
  if (to.length === 0) return "an SMTP URL needs ?to=";
  if (!to.every((address) => ADDRESS.test(address)))
    return "?to= must be email addresses separated by commas";
  const from = query.get("from");
  if (from && !ADDRESS.test(from)) return "?from= must be an email address";
  const encryption = query.get("encryption");
  if (encryption && !ENCRYPTIONS.includes(encryption.toLowerCase())) {
    return "?encryption= must be Auto, None, ExplicitTLS or ImplicitTLS";
  }
  return null;
}

/** The target of a URL smtpUrlProblem accepted. Shoutrrr's default port is 25. */
export function readSmtpUrl(url: URL): SmtpTarget {
  const query = params(url);
  const port = Number(url.port || 25);
  const user = decoded(url.username);
  const to = recipients(query.get("to"));
  const encryption = (query.get("encryption") ?? "auto").toLowerCase();
  const startTls = !no(query.get("usestarttls"));
  let tls: SmtpTarget["tls"];
  if (encryption === "implicittls") tls = "implicit";
  else if (encryption === "explicittls") tls = "explicit";
  else if (encryption === "none") tls = "none";
  else if (port === 465) tls = "implicit";
  else tls = startTls ? "opportunistic" : "none";
  return {
    hostname: url.hostname,
    port,
    auth: user ? { user, pass: decoded(url.password) } : undefined,
    // Shoutrrr requires from=; without it, the login if it is an address, else the first recipient.
    from: query.get("from") || (ADDRESS.test(user) ? user : to[0]!),
    fromName: query.get("fromname") || undefined,
    to,
    subject: query.get("subject") || query.get("title") || undefined,
    tls,
    clientHost: query.get("clienthost") || undefined,
    html: yes(query.get("usehtml")),
  };
}
