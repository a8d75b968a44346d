// Everything a server writes to stdout and stderr while people register, sign in (also wrongly),
// use API keys, attachment tokens, session cookies and a password reset: no password, token, key,
// cookie value or secret may appear in it. And each API request leaves one access log line carrying
// the id answered in X-Request-Id.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownServer } from "../support/own-server";
import type { RunningServer } from "../support/server";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp";
import { api, uniqueEmail } from "./client";

const metricsToken = `metrics-${randomBytes(16).toString("hex")}`;
const password = `first ${randomBytes(6).toString("hex")} passphrase`;
const wrongPassword = `wrong ${randomBytes(6).toString("hex")} passphrase`;
const newPassword = `second ${randomBytes(6).toString("hex")} passphrase`;

type LogLine = Record<string, unknown>;

function logLines(output: string): LogLine[] {
  return output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as LogLine);
}

describe("server logs", () => {
  const cleanups: Array<() => Promise<void>> = [];
  let smtp: TestSmtpServer;
  let server: RunningServer;
  const secrets = new Map<string, string>();
  const remember = (what: string, value: string | undefined | null) => {
    if (!value) throw new Error(`no ${what} to look for`);
    secrets.set(what, value.replace(/^Bearer /, ""));
  };
  const call = (pathname: string, options: Parameters<typeof api>[1] = {}) =>
    api(pathname, { ...options, base: server.baseUrl });

  beforeAll(async () => {
    smtp = await startSmtpServer();
    cleanups.push(() => smtp.stop());
    ({ server } = await ownServer(
      "logs",
      {
        SMTP_HOST: "127.0.0.1",
        SMTP_PORT: String(smtp.port),
        SMTP_FROM: "Cairn <cairn@example.com>",
        METRICS_TOKEN: metricsToken,
        LOG_LEVEL: "debug",
        // Reset emails link to PUBLIC_URL only (plain http keeps next-auth's cookie name).
        PUBLIC_URL: "http://cairn.example.test",
      },
      cleanups,
    ));
  }, 120_000);

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("never contain a password, token, API key, cookie value or secret that was used", async () => {
    const email = uniqueEmail("logs");
    remember("password", password);
    remember("wrong password", wrongPassword);
    remember("new password", newPassword);
    remember("metrics token", metricsToken);
    const stored = JSON.parse(readFileSync(path.join(server.dataDir, "secrets.json"), "utf8"));
    for (const [key, value] of Object.entries(stored)) remember(`secrets.json ${key}`, String(value));

    expect(
      (await call("/v1/users/register", { method: "POST", body: { name: "Logger", email, password } }))
        .status,
    ).toBe(204);
    expect(
      (await call("/v1/users/login", { method: "POST", body: { username: email, password: wrongPassword } }))
        .status,
    ).toBe(401);
    const session = await call("/v1/users/login", { method: "POST", body: { username: email, password } });
    expect(session.status).toBe(200);
    remember("session token", session.body.token);
    remember("attachment token", session.body.attachmentToken);
    const token: string = session.body.token;

    const key = await call("/v1/users/self/api-keys", { method: "POST", token, body: { name: "script" } });
    expect(key.status).toBe(201);
    remember("API key", key.body.token);
    expect((await call("/v1/users/self", { token: key.body.token })).status).toBe(200);

    // An attachment, fetched with the attachment token in the query string.
    const item = await call("/v1/entities", { method: "POST", token, body: { name: "Logged lamp" } });
    expect(item.status).toBe(201);
    const form = new FormData();
    form.set("name", "manual.txt");
    form.set("file", new Blob([new TextEncoder().encode("manual")]), "manual.txt");
    const upload = await fetch(`${server.baseUrl}/api/v1/entities/${item.body.id}/attachments`, {
      method: "POST",
      headers: { Authorization: token },
      body: form,
    });
    expect(upload.status).toBe(201);
    const attachments = (await upload.json()).attachments as Array<{ id: string }>;
    const download = await fetch(
      `${server.baseUrl}/api/v1/entities/${item.body.id}/attachments/${attachments[0]!.id}?access_token=${encodeURIComponent(session.body.attachmentToken)}`,
    );
    expect(download.status).toBe(200);
    // The token in a query string of a request that fails.
    expect((await call(`/v1/entities?access_token=${session.body.attachmentToken}`)).status).toBe(403);

    // Web sign-in: CSRF and session cookies.
    const csrf = await fetch(`${server.baseUrl}/api/auth/csrf`);
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    remember("csrf token", csrfToken);
    const csrfCookies = csrf.headers.getSetCookie().map((cookie) => cookie.split(";")[0]!);
    for (const cookie of csrfCookies) remember(`cookie ${cookie.split("=")[0]}`, cookie.split("=")[1]);
    const signIn = await fetch(`${server.baseUrl}/api/auth/callback/credentials`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: csrfCookies.join("; ") },
      body: new URLSearchParams({ csrfToken, email, password, json: "true" }),
    });
    const sessionCookie = signIn.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith("next-auth.session-token="))
      ?.split(";")[0];
    remember("session cookie", sessionCookie?.slice("next-auth.session-token=".length));
    expect((await call("/v1/users/self", { headers: { Cookie: sessionCookie! } })).status).toBe(200);

    // Password reset: the emailed token, then the new password.
    expect((await call("/v1/users/forgot-password", { method: "POST", body: { email } })).status).toBe(204);
    const mail = await smtp.waitForMail((message) => message.to.includes(email));
    const resetToken = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.body)?.[1];
    remember("reset token", resetToken);
    expect(
      (
        await call("/v1/users/reset-password", {
          method: "POST",
          body: { token: resetToken, password: newPassword },
        })
      ).status,
    ).toBe(204);
    expect(
      (await call("/v1/users/login", { method: "POST", body: { username: email, password: newPassword } }))
        .status,
    ).toBe(200);

    // Metrics, with and without the right bearer token.
    expect((await call("/metrics", { token: "Bearer not-the-token" })).status).toBe(401);
    expect((await call("/metrics", { token: `Bearer ${metricsToken}` })).status).toBe(200);

    // Let the last access lines reach the pipe.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const output = server.output();
    expect(logLines(output).filter((line) => line.msg === "request").length).toBeGreaterThan(15);
    const leaked = [...secrets].filter(([, value]) => output.includes(value)).map(([what]) => what);
    expect(leaked).toEqual([]);
    for (const [what, value] of secrets) {
      expect(output.includes(encodeURIComponent(value)), `${what} (URL-encoded) in the logs`).toBe(false);
    }
  });

  it("writes one access line per API request with the id answered in X-Request-Id", async () => {
    const sent = `client-${randomBytes(6).toString("hex")}`;
    const given = await call("/v1/status", { headers: { "X-Request-Id": sent } });
    expect(given.headers.get("x-request-id")).toBe(sent);

    const forged = await call("/v1/status", { headers: { "X-Request-Id": 'bad id" {"level":"fatal"}' } });
    const replaced = forged.headers.get("x-request-id")!;
    expect(replaced).toMatch(/^[0-9a-f-]{36}$/);
    const long = await call("/v1/status", { headers: { "X-Request-Id": "a".repeat(65) } });
    expect(long.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);

    const user = await call("/v1/users/login", {
      method: "POST",
      body: { username: "nobody@example.com", password: wrongPassword },
    });
    const loginId = user.headers.get("x-request-id")!;
    expect(loginId).toMatch(/^[0-9a-f-]{36}$/);

    const missing = await call(`/v1/entities/${crypto.randomUUID()}`, { token: "Bearer nope" });
    const missingId = missing.headers.get("x-request-id")!;

    await new Promise((resolve) => setTimeout(resolve, 300));
    const lines = logLines(server.output()).filter((line) => line.msg === "request");
    const lineOf = (id: string) => lines.filter((line) => line.requestId === id);
    expect(lineOf(sent)).toEqual([
      expect.objectContaining({ method: "GET", route: "/api/v1/status", status: 200, level: "info" }),
    ]);
    expect(lineOf(replaced)).toHaveLength(1);
    expect(lineOf(loginId)).toEqual([
      expect.objectContaining({ method: "POST", route: "/api/v1/users/login", status: 401 }),
    ]);
    expect(lineOf(missingId)).toEqual([
      expect.objectContaining({ route: "/api/v1/entities/[id]", status: 401 }),
    ]);
    expect(typeof lineOf(sent)[0]!.durationMs).toBe("number");
  });

  it("names the user and group of an authenticated request in its access line", async () => {
    const email = uniqueEmail("whom");
    await call("/v1/users/register", { method: "POST", body: { name: "Whom", email, password } });
    const session = await call("/v1/users/login", { method: "POST", body: { username: email, password } });
    const self = await call("/v1/users/self", { token: session.body.token });
    const group = await call("/v1/groups", { token: session.body.token });
    expect(group.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const line = logLines(server.output()).find(
      (entry) => entry.requestId === group.headers.get("x-request-id"),
    );
    expect(line).toMatchObject({
      userId: self.body.item.id,
      groupId: group.body.id,
      route: "/api/v1/groups",
    });
  });
});
