import { afterAll, describe, expect, it } from "vitest";
import { ownServer } from "../support/own-server";
import { webSignIn as signIn } from "../support/web-sign-in";
import { api, baseUrl, expectErrorBody, newUser } from "./client";

const ip = `10.93.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

const webSignIn = (base: string, email: string, password: string) => signIn(base, email, password, ip);

const attributes = (setCookie: string) =>
  setCookie
    .split(";")
    .slice(1)
    .map((part) => part.trim().toLowerCase());

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe("session cookies", () => {
  it("are HttpOnly and SameSite=Lax, and not Secure on a plain-HTTP address", async () => {
    const user = await newUser();
    const cookie = await webSignIn(baseUrl(), user.email, user.password);
    expect(cookie.startsWith("next-auth.session-token=")).toBe(true);
    expect(attributes(cookie)).toContain("httponly");
    expect(attributes(cookie)).toContain("samesite=lax");
    expect(attributes(cookie)).not.toContain("secure");
  });

  it("are Secure (and __Secure- named) when PUBLIC_URL is https, even with an http NEXTAUTH_URL", async () => {
    const { server } = await ownServer(
      "https-cookies",
      { PUBLIC_URL: "https://cairn.example.test" },
      cleanups,
    );
    const user = await newUser({ base: server.baseUrl });
    const cookie = await webSignIn(server.baseUrl, user.email, user.password);
    expect(cookie.startsWith("__Secure-next-auth.session-token=")).toBe(true);
    expect(attributes(cookie)).toContain("secure");
    expect(attributes(cookie)).toContain("httponly");
    expect(attributes(cookie)).toContain("samesite=lax");
    // The secure cookie signs the API in, and state changes need the public origin.
    const pair = cookie.split(";")[0]!;
    const self = await api("/v1/users/self", { base: server.baseUrl, headers: { Cookie: pair } });
    expect(self.status).toBe(200);
    expect(self.body.item.email).toBe(user.email);
    const own = await api("/v1/users/self", {
      base: server.baseUrl,
      method: "PUT",
      body: { name: "Same origin" },
      headers: { Cookie: pair, Origin: "https://cairn.example.test" },
    });
    expect(own.status).toBe(200);
    const local = await api("/v1/users/self", {
      base: server.baseUrl,
      method: "PUT",
      body: { name: "Not the public origin" },
      headers: { Cookie: pair, Origin: server.baseUrl },
    });
    expectErrorBody(local, 403);
  }, 120_000);
});

describe("cookie-authenticated state changes must come from our own origin", () => {
  it("refuses a foreign Origin, and a cross-site fetch without Origin, for POST, PUT and DELETE", async () => {
    const user = await newUser();
    const cookie = (await webSignIn(baseUrl(), user.email, user.password)).split(";")[0]!;
    const tag = await api("/v1/tags", { method: "POST", token: user.token, body: { name: "Keep me" } });
    expect(tag.status).toBe(201);

    const writes = [
      { method: "POST", path: "/v1/tags", body: { name: "Forged" } },
      { method: "PUT", path: "/v1/users/self", body: { name: "Forged" } },
      { method: "PUT", path: `/v1/tags/${tag.body.id}`, body: { name: "Forged" } },
      { method: "DELETE", path: `/v1/tags/${tag.body.id}` },
    ];
    const foreign: Array<Record<string, string>> = [
      { Origin: "https://evil.example" },
      { Origin: "null" },
      { "Sec-Fetch-Site": "cross-site" },
      { "Sec-Fetch-Site": "same-site" },
    ];
    for (const write of writes) {
      for (const headers of foreign) {
        const response = await api(write.path, {
          method: write.method,
          body: write.body,
          headers: { Cookie: cookie, ...headers },
        });
        expectErrorBody(response, 403);
        expect(response.body.error).toBe("cross-site request refused");
      }
    }
    // Nothing changed.
    const after = await api(`/v1/tags/${tag.body.id}`, { token: user.token });
    expect(after.body.name).toBe("Keep me");
    const tags = await api("/v1/tags", { token: user.token });
    expect(tags.body.map((t: { name: string }) => t.name)).not.toContain("Forged");
    expect((await api("/v1/users/self", { token: user.token })).body.item.name).not.toBe("Forged");

    // Reads with the cookie need no Origin; same-origin writes work.
    const read = await api("/v1/tags", { headers: { Cookie: cookie, "Sec-Fetch-Site": "cross-site" } });
    expect(read.status).toBe(200);
    const ownOrigin = await api(`/v1/tags/${tag.body.id}`, {
      method: "PUT",
      body: { name: "Renamed here" },
      headers: { Cookie: cookie, Origin: baseUrl(), "Sec-Fetch-Site": "same-origin" },
    });
    expect(ownOrigin.status).toBe(200);
  });

  it("the web cookie cannot refresh (a GET, so not origin-checked): 400, and the web session lives on", async () => {
    const user = await newUser();
    const cookie = (await webSignIn(baseUrl(), user.email, user.password)).split(";")[0]!;
    const refreshed = await api("/v1/users/refresh", {
      headers: { Cookie: cookie, "Sec-Fetch-Site": "cross-site" },
    });
    expectErrorBody(refreshed, 400);
    expect(refreshed.text).not.toContain("Bearer");
    expect((await api("/v1/users/self", { headers: { Cookie: cookie } })).status).toBe(200);
    // A Bearer session token still refreshes.
    expect((await api("/v1/users/refresh", { token: user.token })).status).toBe(200);
  });

  it("a Bearer token or API key needs no Origin (a script or app, not a browser's ambient cookie)", async () => {
    const user = await newUser();
    const key = await api("/v1/users/self/api-keys", {
      method: "POST",
      token: user.token,
      body: { name: "k" },
    });
    expect(key.status).toBe(201);
    for (const token of [user.token, `Bearer ${key.body.token}`]) {
      const created = await api("/v1/tags", {
        method: "POST",
        token,
        body: { name: "From a script" },
        headers: { Origin: "https://elsewhere.example", "Sec-Fetch-Site": "cross-site" },
      });
      expect(created.status).toBe(201);
      const deleted = await api(`/v1/tags/${created.body.id}`, { method: "DELETE", token });
      expect(deleted.status).toBe(204);
    }
  });
});
