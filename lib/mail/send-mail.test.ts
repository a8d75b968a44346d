import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpServer, type TestSmtpServer } from "@/tests/support/smtp";
import { MailDeliveryError, MailNotConfiguredError } from "./errors";
import { mailConfigFromEnv } from "./mail-config";
import { createMailer } from "./send-mail";
import { freePort } from "@/tests/support/server";

describe("createMailer", () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp.stop();
  });

  it("sends text and html through the configured SMTP server", async () => {
    const mailer = createMailer(
      mailConfigFromEnv({
        SMTP_HOST: "127.0.0.1",
        SMTP_PORT: String(smtp.port),
        SMTP_FROM: "Cairn <c@example.com>",
      }),
    );
    await mailer.sendMail({
      to: "ada@example.com",
      subject: "Hello there",
      text: "Plain body: https://example.com/a?b=c",
      html: "<p>Rich body</p>",
    });
    const mail = await smtp.waitForMail((message) => message.subject === "Hello there");
    expect(mail.from).toBe("c@example.com");
    expect(mail.to).toEqual(["ada@example.com"]);
    expect(mail.body).toContain("Plain body: https://example.com/a?b=c");
    expect(mail.body).toContain("<p>Rich body</p>");
  });

  it("throws MailNotConfiguredError without settings", async () => {
    await expect(
      createMailer(undefined).sendMail({ to: "a@example.com", subject: "s", text: "t" }),
    ).rejects.toBeInstanceOf(MailNotConfiguredError);
  });

  it("throws MailDeliveryError when the server cannot be reached", async () => {
    const closedPort = await freePort();
    const mailer = createMailer(mailConfigFromEnv({ SMTP_HOST: "127.0.0.1", SMTP_PORT: String(closedPort) }));
    await expect(mailer.sendMail({ to: "a@example.com", subject: "s", text: "t" })).rejects.toBeInstanceOf(
      MailDeliveryError,
    );
  });
});

describe("mailConfigFromEnv", () => {
  it("is undefined without SMTP_HOST", () => {
    expect(mailConfigFromEnv({})).toBeUndefined();
    expect(mailConfigFromEnv({ SMTP_HOST: "" })).toBeUndefined();
  });

  it("defaults the port by SMTP_SECURE and reads credentials and STARTTLS", () => {
    expect(mailConfigFromEnv({ SMTP_HOST: "mail.example.com" })).toEqual({
      host: "mail.example.com",
      port: 587,
      secure: false,
      starttls: "auto",
      auth: undefined,
      from: "Cairn <cairn@localhost>",
    });
    expect(
      mailConfigFromEnv({
        SMTP_HOST: "mail.example.com",
        SMTP_SECURE: "true",
        SMTP_USER: "me@example.com",
        SMTP_PASSWORD: "pw",
        SMTP_STARTTLS: "required",
      }),
    ).toMatchObject({
      port: 465,
      secure: true,
      starttls: "required",
      auth: { user: "me@example.com", pass: "pw" },
      from: "Cairn <me@example.com>",
    });
  });

  it("refuses a bad port or STARTTLS mode", () => {
    expect(() => mailConfigFromEnv({ SMTP_HOST: "h", SMTP_PORT: "0" })).toThrow(/SMTP_PORT/);
    expect(() => mailConfigFromEnv({ SMTP_HOST: "h", SMTP_STARTTLS: "maybe" })).toThrow(/SMTP_STARTTLS/);
  });
});
