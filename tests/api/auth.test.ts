import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inject } from "vitest";
import { runSql } from "../support/sql";
import { api, baseUrl, expectErrorBody, login, newUser, registerUser, uniqueEmail } from "./client";
import { webSignIn, webSignInAttempt } from "../support/web-sign-in";

const password = "correct horse battery";

describe("POST /v1/users/register", () => {
  it("creates the user with a seeded home group they own", async () => {
    const user = await newUser({ name: "Ada" });
    const self = await api("/v1/users/self", { token: user.token });
    expect(self.status).toBe(200);
    const group = await api("/v1/groups", { token: user.token });
    expect(group.body).toMatchObject({ name: "Ada's Home", currency: "USD" });
    const members = await api("/v1/groups/members", { token: user.token });
    expect(members.body).toEqual([expect.objectContaining({ id: self.body.item.id, role: "owner" })]);
  });

  it("answers 422 naming each broken field", async () => {
    const response = await api("/v1/users/register", {
      method: "POST",
      body: { name: "", email: "not-an-email", password: "short" },
    });
    expectErrorBody(response, 422);
    expect(Object.keys(response.body.fields).sort()).toEqual(["email", "name", "password"]);
  });

  it("answers 422 for a missing body and for wrong types", async () => {
    expectErrorBody(await api("/v1/users/register", { method: "POST" }), 422);
    const wrongTypes = await api("/v1/users/register", {
      method: "POST",
      body: { name: 5, email: [], password: {} },
    });
    expectErrorBody(wrongTypes, 422);
    expect(wrongTypes.body.fields).toHaveProperty("password");
  });

  it("answers a taken email (in any case) like a new one, creating nothing and keeping the owner's password", async () => {
    const user = await registerUser();
    const attackerPassword = "the attacker's own passphrase";
    const response = await api("/v1/users/register", {
      method: "POST",
      body: { name: "Other", email: user.email.toUpperCase(), password: attackerPassword },
    });
    expect(response.status).toBe(204);
    expect(response.text).toBe("");
    expect(
      (
        await api("/v1/users/login", {
          method: "POST",
          body: { username: user.email, password: attackerPassword },
        })
      ).status,
    ).toBe(401);
    const owner = await login(user.email, user.password);
    const self = await api("/v1/users/self", { token: owner.token });
    expect(self.body.item.name).toBe(user.name);
  });

  it("checks an invitation token before the email, so a bad token says nothing about the address", async () => {
    const taken = await registerUser();
    const token = randomBytes(32).toString("base64url");
    const forTaken = await api("/v1/users/register", {
      method: "POST",
      body: { name: "Invitee", email: taken.email, password, token },
    });
    const forNew = await api("/v1/users/register", {
      method: "POST",
      body: { name: "Invitee", email: uniqueEmail(), password, token },
    });
    expectErrorBody(forTaken, 422);
    expect(forTaken.body).toEqual(forNew.body);
  });

  it("refuses the most common passwords and blank ones with 422 on password", async () => {
    for (const weak of [
      "12345678",
      "password",
      "Password",
      "iloveyou",
      "qwertyuiop",
      "        ",
      " \t  \n   ",
    ]) {
      const email = uniqueEmail("weak");
      const response = await api("/v1/users/register", {
        method: "POST",
        body: { name: "Weak", email, password: weak },
      });
      expectErrorBody(response, 422);
      expect(Object.keys(response.body.fields), JSON.stringify(weak)).toEqual(["password"]);
      // Nothing was made (asked from an address of its own: failed logins count towards a lock).
      const attempt = await api("/v1/users/login", {
        method: "POST",
        body: { username: email, password: weak },
        ip: `10.201.${randomBytes(1)[0]}.${randomBytes(1)[0]}`,
      });
      expect(attempt.status).toBe(401);
    }
  });

  it("answers 422 for an invalid invitation token and creates no account", async () => {
    const email = uniqueEmail();
    const response = await api("/v1/users/register", {
      method: "POST",
      body: { name: "Invitee", email, password, token: randomBytes(32).toString("base64url") },
    });
    expectErrorBody(response, 422);
    expect(response.body.fields).toHaveProperty("token");
    const loginAttempt = await api("/v1/users/login", {
      method: "POST",
      body: { username: email, password },
    });
    expect(loginAttempt.status).toBe(401);
  });
});

describe("POST /v1/users/login", () => {
  it("returns a Bearer token, an attachment token and the expiry", async () => {
    const user = await registerUser();
    const response = await api("/v1/users/login", {
      method: "POST",
      body: { username: user.email, password },
    });
    expect(response.status).toBe(200);
    expect(response.body.token).toMatch(/^Bearer [A-Za-z0-9_-]{43}$/);
    expect(response.body.attachmentToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const lifetimeDays = (Date.parse(response.body.expiresAt) - Date.now()) / 86_400_000;
    expect(lifetimeDays).toBeGreaterThan(6.9);
    expect(lifetimeDays).toBeLessThan(7.1);
  });

  it("gives 28 days with stayLoggedIn and reads the email case-insensitively", async () => {
    const user = await registerUser();
    const response = await api("/v1/users/login", {
      method: "POST",
      body: { username: user.email.toUpperCase(), password, stayLoggedIn: true },
    });
    expect(response.status).toBe(200);
    const lifetimeDays = (Date.parse(response.body.expiresAt) - Date.now()) / 86_400_000;
    expect(lifetimeDays).toBeGreaterThan(27.9);
  });

  it("accepts a form-encoded body and a Content-Type with a charset", async () => {
    const user = await registerUser();
    const form = new URLSearchParams({ username: user.email, password, stayLoggedIn: "true" });
    const asForm = await api("/v1/users/login", {
      method: "POST",
      rawBody: form.toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded; charset=UTF-8" },
    });
    expect(asForm.status).toBe(200);
    const withCharset = await api("/v1/users/login", {
      method: "POST",
      rawBody: JSON.stringify({ username: user.email, password }),
      headers: { "Content-Type": "application/json; charset=utf-8" },
    });
    expect(withCharset.status).toBe(200);
  });

  it("answers every failure with 401 unauthorized", async () => {
    const user = await registerUser();
    const ip = `192.0.2.${Math.floor(Math.random() * 200)}`;
    for (const body of [
      { username: user.email, password: "wrong password" },
      { username: uniqueEmail(), password },
      { username: user.email },
      {},
    ]) {
      const response = await api("/v1/users/login", { method: "POST", body, ip });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ error: "unauthorized", code: "unauthorized" });
    }
  });

  it("answers an unknown provider with 400 and accepts provider=local", async () => {
    const user = await registerUser();
    expectErrorBody(
      await api("/v1/users/login?provider=github", {
        method: "POST",
        body: { username: user.email, password },
      }),
      400,
    );
    const local = await api("/v1/users/login?provider=local", {
      method: "POST",
      body: { username: user.email, password },
    });
    expect(local.status).toBe(200);
  });

  it("locks a client out after more than 5 failures a minute, with Retry-After, and not others", async () => {
    const user = await registerUser();
    const ip = `198.51.100.${Math.floor(Math.random() * 200)}`;
    for (let attempt = 0; attempt < 6; attempt++) {
      const response = await api("/v1/users/login", {
        method: "POST",
        body: { username: user.email, password: "nope" },
        ip,
      });
      expect(response.status).toBe(401);
    }
    const locked = await api("/v1/users/login", {
      method: "POST",
      body: { username: user.email, password },
      ip,
    });
    expectErrorBody(locked, 429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(Number(locked.headers.get("retry-after"))).toBeLessThanOrEqual(10);
    const otherClient = await api("/v1/users/login", {
      method: "POST",
      body: { username: user.email, password },
      ip: "203.0.113.9",
    });
    expect(otherClient.status).toBe(200);
  });

  it("resets the failure count after a success", async () => {
    const user = await registerUser();
    const ip = `198.18.0.${Math.floor(Math.random() * 200)}`;
    const fail = () =>
      api("/v1/users/login", { method: "POST", body: { username: user.email, password: "nope" }, ip });
    for (let attempt = 0; attempt < 5; attempt++) await fail();
    expect(
      (await api("/v1/users/login", { method: "POST", body: { username: user.email, password }, ip })).status,
    ).toBe(200);
    for (let attempt = 0; attempt < 5; attempt++) expect((await fail()).status).toBe(401);
    expect(
      (await api("/v1/users/login", { method: "POST", body: { username: user.email, password }, ip })).status,
    ).toBe(200);
  });
});

describe("login locks (lib/auth/rate-limit.ts)", () => {
  const randomIp = (prefix: string) =>
    `${prefix}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  const attempt = (email: string, secret: string, ip: string) =>
    api("/v1/users/login", { method: "POST", body: { username: email, password: secret }, ip });

  it("a login to one's own account does not clear the lock on guesses at another's", async () => {
    const victim = await registerUser();
    const own = await registerUser();
    const ip = randomIp("100.64");
    const statuses: number[] = [];
    for (let round = 0; round < 3; round++) {
      for (let guess = 0; guess < 5; guess++)
        statuses.push((await attempt(victim.email, "guess", ip)).status);
      expect((await attempt(own.email, password, ip)).status).toBe(200);
    }
    expect(statuses.slice(0, 6)).toEqual([401, 401, 401, 401, 401, 401]);
    expect(statuses.slice(6)).toEqual(Array(9).fill(429));
    // The lock is on guessing at the victim from this address, not on the victim.
    expect((await attempt(victim.email, password, randomIp("100.65"))).status).toBe(200);
  });

  it("guesses at one account from many addresses lock it, except for an address it signed in from", async () => {
    const owner = await registerUser();
    const ownerIp = randomIp("100.66");
    expect((await attempt(owner.email, password, ownerIp)).status).toBe(200);
    for (let guess = 0; guess < 11; guess++) {
      expect((await attempt(owner.email, "guess", randomIp("100.67"))).status).toBe(401);
    }
    const locked = await attempt(owner.email, password, randomIp("100.68"));
    expectErrorBody(locked, 429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(Number(locked.headers.get("retry-after"))).toBeLessThanOrEqual(10);
    expect((await attempt(owner.email, password, ownerIp)).status).toBe(200);
  });

  it("extra X-Forwarded-For values the client writes do not give it a fresh lock", async () => {
    const user = await registerUser();
    const ip = randomIp("100.69");
    for (let guess = 0; guess < 6; guess++) {
      const spoofed = `${randomIp("6.6")}, ${ip}`;
      expect((await attempt(user.email, "guess", spoofed)).status).toBe(401);
    }
    expectErrorBody(await attempt(user.email, password, `${randomIp("6.7")}, ${ip}`), 429);
  });

  it("web sign-in locks by the forwarded client address and account, as the API does", async () => {
    const victim = await registerUser();
    const other = await registerUser();
    const attackerIp = randomIp("100.70");
    for (let guess = 0; guess < 6; guess++) {
      expect((await webSignInAttempt(baseUrl(), victim.email, "guess", attackerIp)).error).toBe(
        "CredentialsSignin",
      );
    }
    const locked = await webSignInAttempt(baseUrl(), victim.email, password, attackerIp);
    expect(locked.session).toBeUndefined();
    expect(locked.error).toMatch(/too many attempts/);
    // Everyone else, behind the same proxy (one socket address), still signs in.
    expect(
      (await webSignInAttempt(baseUrl(), other.email, password, randomIp("100.71"))).session,
    ).toBeDefined();
    expect(
      (await webSignInAttempt(baseUrl(), victim.email, password, randomIp("100.72"))).session,
    ).toBeDefined();
    // The API and the web sign-in share the lock.
    expectErrorBody(await attempt(victim.email, password, attackerIp), 429);
  });
});

describe("credentials", () => {
  it("accepts the token with and without the Bearer prefix, and as ?access_token=", async () => {
    const user = await newUser();
    const raw = user.token.replace(/^Bearer /, "");
    for (const response of [
      await api("/v1/users/self", { token: user.token }),
      await api("/v1/users/self", { token: raw }),
      await api(`/v1/users/self?access_token=${raw}`),
    ]) {
      expect(response.status).toBe(200);
      expect(response.body.item.email).toBe(user.email);
    }
  });

  it("answers 401 with distinct messages for missing and invalid credentials", async () => {
    const missing = await api("/v1/users/self");
    expectErrorBody(missing, 401);
    expect(missing.body.error).toBe("authorization header or query is required");
    const invalid = await api("/v1/users/self", { token: "Bearer not-a-real-token-at-all-0000000" });
    expectErrorBody(invalid, 401);
    expect(invalid.body.error).toBe("valid authorization token is required");
  });

  it("refuses the attachment token everywhere but attachments (403)", async () => {
    const user = await newUser();
    expectErrorBody(await api(`/v1/users/self?access_token=${user.attachmentToken}`), 403);
    expectErrorBody(await api("/v1/groups", { token: user.attachmentToken }), 403);
  });

  it("refuses an expired token", async () => {
    const user = await newUser();
    const raw = user.token.replace(/^Bearer /, "");
    const { createHash } = await import("node:crypto");
    const hash = createHash("sha256").update(raw).digest("hex");
    await runSql(
      inject("databaseUrl"),
      "UPDATE AuthToken SET expiresAt = '2020-01-01T00:00:00.000Z' WHERE tokenHash = ?",
      'UPDATE "AuthToken" SET "expiresAt" = \'2020-01-01T00:00:00Z\' WHERE "tokenHash" = $1',
      [hash],
    );
    const response = await api("/v1/users/self", { token: user.token });
    expectErrorBody(response, 401);
    expect(response.body.error).toBe("valid authorization token is required");
  });

  it("refuses a cookie-authenticated state change from another origin", async () => {
    // A request without a session cookie is unaffected by Origin.
    const user = await newUser();
    const response = await api("/v1/users/self", {
      method: "PUT",
      token: user.token,
      body: { name: "Renamed" },
      headers: { Origin: "https://evil.example" },
    });
    expect(response.status).toBe(200);
  });
});

describe("session lifecycle", () => {
  it("refresh issues a new pair and ends the old token", async () => {
    const user = await newUser();
    const refreshed = await api("/v1/users/refresh", { token: user.token });
    expect(refreshed.status).toBe(200);
    // The bare token, as HomeBox answers it: only login's `token` carries the "Bearer " prefix.
    expect(refreshed.body.raw).not.toMatch(/^Bearer /);
    expect(refreshed.body.attachmentToken).toBeTruthy();
    expect(Date.parse(refreshed.body.expiresAt)).toBeGreaterThan(Date.now());
    expect((await api("/v1/users/self", { token: user.token })).status).toBe(401);
    expect((await api("/v1/users/self", { token: refreshed.body.raw })).status).toBe(200);
    expect((await api("/v1/users/self", { token: `Bearer ${refreshed.body.raw}` })).status).toBe(200);
  });

  it("refresh refuses API keys with 400 and needs credentials (401)", async () => {
    const user = await newUser();
    const key = await api("/v1/users/self/api-keys", {
      method: "POST",
      token: user.token,
      body: { name: "script" },
    });
    expectErrorBody(await api("/v1/users/refresh", { token: key.body.token }), 400);
    expectErrorBody(await api("/v1/users/refresh"), 401);
  });

  it("logout ends this session and its attachment token only", async () => {
    const user = await newUser();
    const other = await login(user.email, password);
    expect((await api("/v1/users/logout", { method: "POST", token: user.token })).status).toBe(204);
    expect((await api("/v1/users/self", { token: user.token })).status).toBe(401);
    expect((await api("/v1/users/self", { token: other.token })).status).toBe(200);
    expectErrorBody(await api("/v1/users/logout", { method: "POST" }), 401);
  });

  it("logout/all ends every session of the user and deletes their API keys", async () => {
    const user = await newUser();
    const other = await login(user.email, password);
    const key = await api("/v1/users/self/api-keys", {
      method: "POST",
      token: user.token,
      body: { name: "left behind" },
    });
    expect((await api("/v1/users/self", { token: key.body.token })).status).toBe(200);
    const response = await api("/v1/users/logout/all", { method: "POST", token: user.token });
    expect(response.status).toBe(204);
    expect(response.text).toBe("");
    expect((await api("/v1/users/self", { token: user.token })).status).toBe(401);
    expect((await api("/v1/users/self", { token: other.token })).status).toBe(401);
    expectErrorBody(await api("/v1/users/self", { token: key.body.token }), 401);
    const fresh = await login(user.email, password);
    expect((await api("/v1/users/self/api-keys", { token: fresh.token })).body).toEqual([]);
    expectErrorBody(await api("/v1/users/logout/all", { method: "POST" }), 401);
  });
});

describe("web sign-in (next-auth) shares the API's sessions", () => {
  async function signInWithCookie(email: string): Promise<string> {
    const session = await webSignIn(baseUrl(), email, password, "10.200.0.1");
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    return session.split(";")[0]!;
  }

  it("the session cookie authenticates API calls, same-origin state changes only, and dies with logout/all", async () => {
    const user = await newUser();
    const cookie = await signInWithCookie(user.email);
    const self = await api("/v1/users/self", { headers: { Cookie: cookie } });
    expect(self.status).toBe(200);
    expect(self.body.item.email).toBe(user.email);

    const crossSite = await api("/v1/users/self", {
      method: "PUT",
      body: { name: "Evil" },
      headers: { Cookie: cookie, Origin: "https://evil.example" },
    });
    expectErrorBody(crossSite, 403);
    const sameSite = await api("/v1/users/self", {
      method: "PUT",
      body: { name: "Good" },
      headers: { Cookie: cookie, Origin: baseUrl() },
    });
    expect(sameSite.status).toBe(200);

    await api("/v1/users/logout/all", { method: "POST", token: user.token });
    expectErrorBody(await api("/v1/users/self", { headers: { Cookie: cookie } }), 401);
  });
});
