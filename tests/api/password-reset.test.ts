import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownServer } from "../support/own-server";
import type { RunningServer } from "../support/server";
import { startSmtpServer, type CapturedMail, type TestSmtpServer } from "../support/smtp";
import { runSql } from "../support/sql";
import { expectErrorBody, uniqueEmail } from "./client";

const password = "correct horse battery";
const newPassword = "a brand new passphrase";
const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
/** The address people use; deliberately not the one the tests reach the server at. */
const PUBLIC_URL = "https://cairn.example.test";

type Answer = { status: number; body: any; text: string; headers: Headers };

function client(server: RunningServer) {
  const ip = `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  const call = async (
    path: string,
    init: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> } = {},
  ) => {
    const headers: Record<string, string> = {
      "Content-Type": "application/json",
      "X-Forwarded-For": ip,
      ...init.headers,
    };
    if (init.token) headers.Authorization = init.token;
    const response = await fetch(`${server.baseUrl}/api${path}`, {
      method: init.method ?? "GET",
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const text = await response.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    return { status: response.status, body, text, headers: response.headers } as Answer;
  };
  return {
    call,
    register: async (email: string) => {
      const answer = await call("/v1/users/register", {
        method: "POST",
        body: { name: "Forgetful", email, password },
      });
      expect(answer.status).toBe(204);
    },
    login: (email: string, secret: string) =>
      call("/v1/users/login", { method: "POST", body: { username: email, password: secret } }),
    forgot: (email: string, headers?: Record<string, string>) =>
      call("/v1/users/forgot-password", { method: "POST", body: { email }, headers }),
    reset: (token: string, secret: string) =>
      call("/v1/users/reset-password", { method: "POST", body: { token, password: secret } }),
  };
}

function linkIn(mail: CapturedMail, baseUrl: string): { link: string; token: string } {
  const match = /(https?:\/\/[^\s"<>]+\/reset-password\?token=([A-Za-z0-9_-]+))/.exec(mail.body);
  if (!match) throw new Error(`no reset link in the mail:\n${mail.body}`);
  expect(match[1]!.startsWith(`${baseUrl}/reset-password?token=`)).toBe(true);
  return { link: match[1]!, token: match[2]! };
}

/** The first line of the server's log holding `text`, waited for (the mail goes out after the answer). */
async function logLine(server: RunningServer, text: string): Promise<string | undefined> {
  const deadline = Date.now() + 10_000;
  while (!server.output().includes(text) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return server
    .output()
    .split("\n")
    .find((entry) => entry.includes(text));
}

describe("password reset by email", () => {
  const cleanups: Array<() => Promise<void>> = [];
  let smtp: TestSmtpServer;
  let server: RunningServer;
  let databaseUrl: string;
  let api: ReturnType<typeof client>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    cleanups.push(() => smtp.stop());
    ({ server, databaseUrl } = await ownServer(
      "reset",
      {
        SMTP_HOST: "127.0.0.1",
        SMTP_PORT: String(smtp.port),
        SMTP_FROM: "Cairn <cairn@example.com>",
        PUBLIC_URL,
      },
      cleanups,
    ));
    api = client(server);
  }, 120_000);

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  const mailTo = (email: string) => smtp.waitForMail((mail) => mail.to.includes(email));

  it("answers 204 for an unknown address and sends nothing; a known one gets one link that resets", async () => {
    const unknown = uniqueEmail("nobody");
    const email = uniqueEmail("forgetful");
    await api.register(email);
    const session = await api.login(email, password);
    expect(session.status).toBe(200);

    const unknownAnswer = await api.forgot(unknown);
    expect(unknownAnswer.status).toBe(204);
    expect(unknownAnswer.text).toBe("");
    const knownAnswer = await api.forgot(email.toUpperCase());
    expect(knownAnswer.status).toBe(204);

    const mail = await mailTo(email);
    expect(mail.from).toBe("cairn@example.com");
    expect(mail.subject).toBe("Reset your Cairn password");
    const { token } = linkIn(mail, PUBLIC_URL);
    // The unknown address was asked for first; by now its mail would have arrived.
    expect(smtp.messages.filter((message) => message.to.includes(unknown))).toEqual([]);
    expect(smtp.messages.filter((message) => message.to.includes(email))).toHaveLength(1);

    const key = await api.call("/v1/users/self/api-keys", {
      method: "POST",
      token: session.body.token,
      body: { name: "minted by a thief" },
    });
    expect(key.status).toBe(201);
    for (const weak of ["short", "password", "11111111", "         "]) {
      const refused = await api.reset(token, weak);
      expectErrorBody(refused, 422);
      expect(Object.keys(refused.body.fields), weak).toEqual(["password"]);
    }

    expect((await api.reset(token, newPassword)).status).toBe(204);
    expect((await api.login(email, newPassword)).status).toBe(200);
    expect((await api.login(email, password)).status).toBe(401);
    expect((await api.call("/v1/users/self", { token: session.body.token })).status).toBe(401);
    expect((await api.call("/v1/users/self", { token: key.body.token })).status).toBe(401);

    const again = await api.reset(token, "yet another passphrase");
    expectErrorBody(again, 400);
    expect(again.body.fields).toHaveProperty("token");
    expect((await api.login(email, newPassword)).status).toBe(200);
  });

  it("writes the mail in the account's chosen language, else in the asking page's", async () => {
    const asker = uniqueEmail("deutsch");
    await api.register(asker);
    expect((await api.forgot(asker, { "Accept-Language": "de-AT,de;q=0.9,en;q=0.5" })).status).toBe(204);
    const german = await mailTo(asker);
    expect(german.body).toContain("Hallo Forgetful,");
    expect(german.body).toContain("Jemand (hoffentlich du)");
    linkIn(german, PUBLIC_URL);

    const chooser = uniqueEmail("francais");
    await api.register(chooser);
    const session = await api.login(chooser, password);
    const saved = await api.call("/v1/users/self/settings", {
      method: "PUT",
      token: session.body.token,
      body: { display: { locale: "fr" } },
    });
    expect(saved.status).toBe(200);
    expect((await api.forgot(chooser, { "Accept-Language": "de" })).status).toBe(204);
    const french = await mailTo(chooser);
    expect(french.body).toContain("Bonjour Forgetful,");
    expect(french.body).not.toContain("Hallo");
  });

  it("links to PUBLIC_URL whatever Host or X-Forwarded-Host the request names", async () => {
    const email = uniqueEmail("spoofed");
    await api.register(email);
    const answer = await api.forgot(email, {
      "X-Forwarded-Host": "evil.example",
      "X-Forwarded-Proto": "http",
    });
    expect(answer.status).toBe(204);
    const mail = await mailTo(email);
    expect(mail.body).not.toContain("evil.example");
    linkIn(mail, PUBLIC_URL);
  });

  it("refuses an unknown token, an older token after a newer request, and an expired token alike", async () => {
    const unknown = await api.reset("x".repeat(43), newPassword);
    expectErrorBody(unknown, 400);
    expect(unknown.body.fields).toEqual({ token: expect.any(String) });

    const email = uniqueEmail("twice");
    await api.register(email);
    expect((await api.forgot(email)).status).toBe(204);
    const first = linkIn(await mailTo(email), PUBLIC_URL).token;
    expect((await api.forgot(email)).status).toBe(204);
    const second = linkIn(
      await smtp.waitForMail((mail) => mail.to.includes(email) && !mail.body.includes(first)),
      PUBLIC_URL,
    ).token;
    const older = await api.reset(first, newPassword);
    expectErrorBody(older, 400);
    expect(older.body.error).toBe(unknown.body.error);

    await runSql(
      databaseUrl,
      "UPDATE PasswordResetToken SET expiresAt = '2020-01-01T00:00:00.000Z' WHERE tokenHash = ?",
      'UPDATE "PasswordResetToken" SET "expiresAt" = \'2020-01-01T00:00:00Z\' WHERE "tokenHash" = $1',
      [sha256(second)],
    );
    const expired = await api.reset(second, newPassword);
    expectErrorBody(expired, 400);
    expect(expired.body.error).toBe(unknown.body.error);
    expect((await api.login(email, password)).status).toBe(200);
  });

  const forgotFrom = async (ip: string, email: string) => {
    const answer = await fetch(`${server.baseUrl}/api/v1/users/forgot-password`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": ip },
      body: JSON.stringify({ email }),
    });
    await answer.text();
    return answer;
  };
  const mailsTo = (email: string) => smtp.messages.filter((mail) => mail.to.includes(email));
  /** Waits for `count` mails to `email`, then for one to another account asked for afterwards. */
  const settledMailsTo = async (email: string, count: number) => {
    await smtp.waitForMail((mail) => mail.to.includes(email) && mailsTo(email).length >= count);
    const sentinel = uniqueEmail("sentinel");
    await api.register(sentinel);
    expect((await forgotFrom("10.79.255.254", sentinel)).status).toBe(204);
    await mailTo(sentinel);
    return mailsTo(email);
  };
  /** Tries each mail's link (each from its own address: failures lock one); how many reset? */
  const workingLinks = async (mails: CapturedMail[]) => {
    let working = 0;
    for (const [index, mail] of mails.entries()) {
      const answer = await fetch(`${server.baseUrl}/api/v1/users/reset-password`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "X-Forwarded-For": `10.81.${index}.${Math.floor(Math.random() * 250)}`,
        },
        body: JSON.stringify({ token: linkIn(mail, PUBLIC_URL).token, password: newPassword }),
      });
      await answer.text();
      if (answer.status === 204) working++;
    }
    return working;
  };

  it("answers 422 for a malformed address; a flood for one account from many addresses answers 204 and sends at most 3 mails, the last of which works", async () => {
    expectErrorBody(await api.forgot("not-an-email"), 422);
    const email = uniqueEmail("flood");
    await api.register(email);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      // A new client address each time: only the per-account mail limit applies.
      statuses.push((await forgotFrom(`10.78.0.${attempt + 1}`, email)).status);
    }
    expect(statuses).toEqual(Array(7).fill(204));
    const mails = await settledMailsTo(email, 3);
    expect(mails).toHaveLength(3);
    // The requests beyond the limit did not replace the link of the last mail sent.
    expect(await workingLinks(mails)).toBe(1);
  });

  it("requests from another address do not stop the owner's own request; one address gets 429 after 10", async () => {
    const email = uniqueEmail("victim");
    await api.register(email);
    const attacker: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++)
      attacker.push((await forgotFrom("10.80.0.1", email)).status);
    expect(attacker).toEqual([...Array(10).fill(204), 429, 429]);
    const refused = await forgotFrom("10.80.0.1", uniqueEmail("other"));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);

    expect((await forgotFrom("10.80.0.2", email)).status).toBe(204);
    // The owner holds a working link: the newest of the (at most 3) mails the flood caused.
    const mails = await settledMailsTo(email, 3);
    expect(mails).toHaveLength(3);
    expect(await workingLinks(mails)).toBe(1);
    expect((await api.login(email, newPassword)).status).toBe(200);
  });
});

describe("password reset without SMTP settings", () => {
  const cleanups: Array<() => Promise<void>> = [];
  let server: RunningServer;

  beforeAll(async () => {
    ({ server } = await ownServer("nosmtp", { PUBLIC_URL }, cleanups));
  }, 120_000);

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("still answers 204 and logs the failure without the link", async () => {
    const api = client(server);
    const email = uniqueEmail("nomail");
    await api.register(email);
    expect((await api.forgot(email)).status).toBe(204);
    const line = await logLine(server, "password reset email not sent");
    expect(line).toMatch(/not configured/);
    expect(server.output()).not.toMatch(/reset-password\?token=/);
  });
});

describe("password reset without PUBLIC_URL", () => {
  const cleanups: Array<() => Promise<void>> = [];
  let smtp: TestSmtpServer;
  let server: RunningServer;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    cleanups.push(() => smtp.stop());
    // Mail works, and the proxy headers are trusted: the request could name any host.
    ({ server } = await ownServer(
      "nopublicurl",
      { SMTP_HOST: "127.0.0.1", SMTP_PORT: String(smtp.port), TRUST_PROXY: "true" },
      cleanups,
    ));
  }, 120_000);

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("sends no link built from the request's host, answers 204 and logs why at warn", async () => {
    const api = client(server);
    const email = uniqueEmail("victim");
    await api.register(email);
    const spoofed = await api.forgot(email, {
      "X-Forwarded-Host": "evil.example",
      "X-Forwarded-Proto": "https",
    });
    expect(spoofed.status).toBe(204);
    expect(spoofed.text).toBe("");
    const line = await logLine(server, "password reset email not sent");
    expect(line).toMatch(/"level":"warn"/);
    expect(line).toMatch(/PUBLIC_URL/);
    // A mail would have come by now; none may, to that host or any other.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.messages).toEqual([]);
    expect(server.output()).not.toMatch(/reset-password\?token=/);

    // The forgot-password page tells that reset emails are off and what turns them on.
    const page = await fetch(`${server.baseUrl}/forgot-password`);
    expect(await page.text()).toMatch(/PUBLIC_URL/);
  });
});
