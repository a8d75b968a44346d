import { describe, expect, it } from "vitest";
import { readSmtpUrl, smtpUrlProblem } from "./smtp-url";

describe("smtp:// notifier URLs (Shoutrrr's format)", () => {
  it("reads login, recipients and options, parameter names in any case", () => {
    const target = readSmtpUrl(
      new URL(
        "smtp://me%40x.org:p%40ss@mail.x.org:587/?From=a@x.org&to=b@x.org,%20c@x.org&FromName=Cairn&title=Hi",
      ),
    );
    expect(target).toMatchObject({
      hostname: "mail.x.org",
      port: 587,
      auth: { user: "me@x.org", pass: "p@ss" },
      from: "a@x.org",
      fromName: "Cairn",
      to: ["b@x.org", "c@x.org"],
      subject: "Hi",
      tls: "opportunistic",
      html: false,
    });
  });

  it("defaults to port 25 and the login (or first recipient) as sender", () => {
    expect(readSmtpUrl(new URL("smtp://me@x.org@mail.x.org/?to=b@x.org"))).toMatchObject({ port: 25 });
    expect(readSmtpUrl(new URL("smtp://mail.x.org/?to=b@x.org")).from).toBe("b@x.org");
    expect(readSmtpUrl(new URL("smtp://me%40x.org:p@mail.x.org/?to=b@x.org")).from).toBe("me@x.org");
  });

  it("maps Shoutrrr's encryption settings", () => {
    const tls = (query: string, port = 587) =>
      readSmtpUrl(new URL(`smtp://h:${port}/?to=b@x.org&${query}`)).tls;
    expect(tls("encryption=ImplicitTLS")).toBe("implicit");
    expect(tls("encryption=ExplicitTLS")).toBe("explicit");
    expect(tls("encryption=None")).toBe("none");
    expect(tls("", 465)).toBe("implicit");
    expect(tls("usestarttls=no")).toBe("none");
  });

  it("names what is wrong", () => {
    expect(smtpUrlProblem(new URL("smtp://h/?from=a@x.org"))).toMatch(/to=/);
    expect(smtpUrlProblem(new URL("smtp://h/?to=nobody"))).toMatch(/email addresses/);
    expect(smtpUrlProblem(new URL("smtp://h/?to=b@x.org&from=x"))).toMatch(/from=/);
    expect(smtpUrlProblem(new URL("smtp://h/?to=b@x.org&encryption=rot13"))).toMatch(/encryption/);
    expect(smtpUrlProblem(new URL("smtp://h/?to=b@x.org"))).toBeNull();
  });
});
