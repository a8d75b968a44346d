import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownServer } from "../support/own-server";
import type { RunningServer } from "../support/server";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp";
import { api, expectErrorBody, newUser, uniqueEmail, type TestUser } from "./client";

describe("mailto: notifiers on a server with SMTP settings", () => {
  const cleanups: Array<() => Promise<void>> = [];
  let smtp: TestSmtpServer;
  let server: RunningServer;
  let user: TestUser;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    cleanups.push(() => smtp.stop());
    ({ server } = await ownServer(
      "notifier-mail",
      { SMTP_HOST: "127.0.0.1", SMTP_PORT: String(smtp.port), SMTP_FROM: "Cairn <cairn@example.com>" },
      cleanups,
    ));
    user = await newUser({ base: server.baseUrl });
  }, 120_000);

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  const testUrl = (url: string) =>
    api("/v1/notifiers/test", { method: "POST", body: { url }, token: user.token, base: server.baseUrl });

  it("sends the test message as an email to the address", async () => {
    const address = uniqueEmail("notified");
    const response = await testUrl(`mailto:${address}`);
    expect(response.status, response.text).toBe(204);
    const mail = await smtp.waitForMail((message) => message.to.includes(address));
    expect(mail.from).toContain("cairn@example.com");
    expect(mail.subject).not.toBe("");
  });
});

describe("smtp:// notifiers (the URL names its own mail server)", () => {
  const cleanups: Array<() => Promise<void>> = [];
  const login = { user: "notifier@example.com", pass: "s3cret pass" };
  let smtp: TestSmtpServer;
  let allowed: RunningServer;
  let allowedUser: TestUser;
  let strictUser: TestUser;

  beforeAll(async () => {
    smtp = await startSmtpServer(0, { login });
    cleanups.push(() => smtp.stop());
    // Only this SMTP server's host:port is let through; the suite's server allows nothing private.
    ({ server: allowed } = await ownServer(
      "notifier-smtp",
      { NOTIFIER_ALLOW_HOSTS: `127.0.0.1:${smtp.port}` },
      cleanups,
    ));
    allowedUser = await newUser({ base: allowed.baseUrl });
    strictUser = await newUser();
  }, 120_000);

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  const smtpUrl = (query: string) =>
    `smtp://${encodeURIComponent(login.user)}:${encodeURIComponent(login.pass)}@127.0.0.1:${smtp.port}/?${query}`;

  it("delivers the test message to every recipient through the named server, logged in", async () => {
    const [first, second] = [uniqueEmail("smtp-a"), uniqueEmail("smtp-b")];
    const response = await api("/v1/notifiers/test", {
      method: "POST",
      token: allowedUser.token,
      base: allowed.baseUrl,
      body: {
        url: smtpUrl(`from=alerts@example.com&fromname=Cairn%20Alerts&to=${first},${second}&Subject=Shed`),
      },
    });
    expect(response.status, response.text).toBe(204);
    const mail = await smtp.waitForMail((message) => message.to.includes(first));
    expect(mail.to).toEqual([first, second]);
    expect(mail.from).toBe("alerts@example.com");
    expect(mail.user).toBe(login.user);
    expect(mail.subject).toBe("Shed");
    expect(mail.raw).toMatch(/^From: "?Cairn Alerts"? <alerts@example.com>/m);
    expect(mail.body).toContain("test notification");
  });

  it("reports a login the server refuses as a failed delivery (502) without the password", async () => {
    const response = await api("/v1/notifiers/test", {
      method: "POST",
      token: allowedUser.token,
      base: allowed.baseUrl,
      body: {
        url: `smtp://${encodeURIComponent(login.user)}:wrong-pass@127.0.0.1:${smtp.port}/?from=a@example.com&to=b@example.com`,
      },
    });
    expectErrorBody(response, 502);
    expect(response.text).not.toContain("wrong-pass");
  });

  it("refuses a loopback mail server when private addresses are not allowed (422 on url)", async () => {
    const before = smtp.messages.length;
    for (const host of ["127.0.0.1", "[::1]", "localhost"]) {
      const response = await api("/v1/notifiers/test", {
        method: "POST",
        token: strictUser.token,
        body: { url: `smtp://${host}:${smtp.port}/?from=a@example.com&to=b@example.com` },
      });
      expectErrorBody(response, 422);
      expect(response.body.fields.url, host).toMatch(/private|loopback/);
    }
    expect(smtp.messages.length).toBe(before);
  });

  it("saves a URL with bad details as HomeBox does, and names the problem when it is tested", async () => {
    const url = "smtp://mail.example.com/?from=a@example.com&to=not-an-address";
    const saved = await api("/v1/notifiers", {
      method: "POST",
      token: strictUser.token,
      body: { name: "Bad mail", url },
    });
    expect(saved.status).toBe(201);
    const tested = await api(`/v1/notifiers/${saved.body.id}/test`, {
      method: "POST",
      token: strictUser.token,
    });
    expectErrorBody(tested, 422);
    expect(tested.body.fields.url).toMatch(/email addresses/);
  });
});
