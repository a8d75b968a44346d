import { SMTPServer } from "smtp-server";

/** One message the test SMTP server accepted: envelope, headers and the decoded body text. */
export type CapturedMail = {
  from: string;
  to: string[];
  subject: string;
  raw: string;
  body: string;
  /** The user the client logged in as, when the server asks for a login. */
  user?: string;
};

export type TestSmtpServer = {
  port: number;
  messages: CapturedMail[];
  /** Resolves with the first message (already received or arriving later) that `match` accepts. */
  waitForMail: (match: (mail: CapturedMail) => boolean, timeoutMs?: number) => Promise<CapturedMail>;
  stop: () => Promise<void>;
};

/** Undoes quoted-printable soft line breaks and =XX escapes (nodemailer's usual body encoding). */
function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

function parse(raw: string, from: string, to: string[]): CapturedMail {
  const split = raw.indexOf("\r\n\r\n");
  const headers = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const subject = /^Subject: (.*)$/im.exec(headers)?.[1]?.trim() ?? "";
  return { from, to, subject, raw, body: decodeQuotedPrintable(raw.slice(split + 4)) };
}

/**
 * A real SMTP server on 127.0.0.1 (no TLS; no authentication unless `login` is given, then that
 * user and password only, over the plain connection) that keeps every message it accepts.
 * Port 0 picks a free one.
 */
export async function startSmtpServer(
  port = 0,
  options: { login?: { user: string; pass: string } } = {},
): Promise<TestSmtpServer> {
  const messages: CapturedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: !options.login,
    allowInsecureAuth: true,
    disabledCommands: options.login ? ["STARTTLS"] : ["STARTTLS", "AUTH"],
    onAuth(auth, _session, callback) {
      const login = options.login;
      if (login && auth.username === login.user && auth.password === login.pass) {
        return callback(null, { user: auth.username });
      }
      callback(new Error("Invalid username or password"));
    },
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
        const to = session.envelope.rcptTo.map((recipient) => recipient.address);
        const mail = parse(Buffer.concat(chunks).toString("latin1"), from, to);
        if (typeof session.user === "string") mail.user = session.user;
        messages.push(mail);
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.server.address();
  const boundPort = typeof address === "object" && address ? address.port : port;
  return {
    port: boundPort,
    messages,
    waitForMail: (match, timeoutMs = 15_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching mail within ${timeoutMs} ms (${messages.length} received)`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      }),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
