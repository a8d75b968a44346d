import { describe, expect, it } from "vitest";
import { passwordResetMail } from "./password-reset-mail";

describe("passwordResetMail", () => {
  const link = "https://stuff.example.com/reset-password?token=abc_DEF-123";

  it("carries the link in text and HTML and says how long it works", () => {
    const mail = passwordResetMail({ name: "Ada", link, ttlMs: 60 * 60_000 });
    expect(mail.subject).toBe("Reset your Cairn password");
    expect(mail.text).toContain(`\n${link}\n`);
    expect(mail.text).toContain("within 1 hour");
    expect(mail.html).toContain(`href="${link}"`);
    expect(passwordResetMail({ name: "Ada", link, ttlMs: 15 * 60_000 }).text).toContain("within 15 minutes");
    expect(passwordResetMail({ name: "Ada", link, ttlMs: 180 * 60_000 }).text).toContain("within 3 hours");
  });

  it("escapes the user's name in the HTML part", () => {
    const mail = passwordResetMail({ name: "<b>Eve</b>", link, ttlMs: 60_000 });
    expect(mail.html).not.toContain("<b>Eve</b>");
    expect(mail.html).toContain("&#60;b&#62;Eve");
  });

  it("is written in the recipient's language", () => {
    const mail = passwordResetMail({ name: "Ada", link, ttlMs: 60 * 60_000, locale: "de" });
    expect(mail.subject).toBe("Setze dein Cairn-Passwort zurück");
    expect(mail.text).toContain("Hallo Ada,");
    expect(mail.text).toContain("innerhalb von 1 Stunde");
    expect(mail.text).toContain(`\n${link}\n`);
    expect(mail.html).toContain("Neues Passwort wählen");
    expect(mail.text.replace(link, "")).not.toMatch(/\b(password|Someone|link works)\b/);
  });

  it("falls back to English for a language Cairn does not have", () => {
    expect(passwordResetMail({ name: "Ada", link, ttlMs: 60_000, locale: "xx" }).subject).toBe(
      "Reset your Cairn password",
    );
  });
});
