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

  it("refuses to send smtp:// notifiers for now, saying so (502)", async () => {
    const response = await testUrl(
      "smtp://user:secret@mail.example.com:587/?from=a@example.com&to=b@example.com",
    );
    expectErrorBody(response, 502);
    expect(response.body.error).toMatch(/mailto:/);
    expect(response.text).not.toContain("secret");
  });
});
