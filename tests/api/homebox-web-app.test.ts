import { describe, expect, it } from "vitest";
import { webSignIn } from "../support/web-sign-in";
import { api, baseUrl, expectErrorBody, registerUser, type ApiResponse } from "./client";

/*
 * The requests HomeBox's own web app makes, replayed: it signs in with POST /v1/users/login and from
 * then on sends no Authorization header, only the cookies that answer set.
 */

type CookieJar = Map<string, string>;

/** Set-Cookie lines by cookie name. */
function setCookies(response: ApiResponse): Map<string, string> {
  return new Map(response.headers.getSetCookie().map((line) => [line.split("=")[0]!, line]));
}

/** What a browser keeps: name=value of every cookie set and not expired. */
function jarFrom(response: ApiResponse, jar: CookieJar = new Map()): CookieJar {
  for (const [name, line] of setCookies(response)) {
    const expires = /Expires=([^;]+)/i.exec(line)?.[1];
    if (expires && Date.parse(expires) <= Date.now()) jar.delete(name);
    else jar.set(name, decodeURIComponent(line.split(";")[0]!.slice(name.length + 1)));
  }
  return jar;
}

const cookieHeader = (jar: CookieJar) => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");

/** A request from HomeBox's app: cookies only, and the Origin a browser sends on a write. */
function fromApp(
  path: string,
  jar: CookieJar,
  options: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const write = options.method && options.method !== "GET";
  return api(path, {
    ...options,
    headers: {
      Cookie: cookieHeader(jar),
      ...(write ? { Origin: baseUrl() } : { "Sec-Fetch-Site": "same-origin" }),
      ...options.headers,
    },
  });
}

async function appSignIn(stayLoggedIn = false) {
  const user = await registerUser();
  const response = await api("/v1/users/login", {
    method: "POST",
    headers: { Origin: baseUrl() },
    body: { username: user.email, password: user.password, stayLoggedIn },
  });
  expect(response.status).toBe(200);
  return { user, response, jar: jarFrom(response) };
}

describe("HomeBox's web app against Cairn", () => {
  it("login sets HomeBox's four cookies with its names, flags and the session's lifetime", async () => {
    const { response } = await appSignIn(false);
    const cookies = setCookies(response);
    expect([...cookies.keys()].sort()).toEqual([
      "hb.auth.attachment_token",
      "hb.auth.remember",
      "hb.auth.session",
      "hb.auth.token",
    ]);
    const token = response.body.token.replace(/^Bearer /, "");
    expect(cookies.get("hb.auth.token")).toContain(`hb.auth.token=${token};`);
    expect(cookies.get("hb.auth.attachment_token")).toContain(`=${response.body.attachmentToken};`);
    expect(cookies.get("hb.auth.session")).toMatch(/^hb\.auth\.session=true;/);
    expect(cookies.get("hb.auth.remember")).toMatch(/^hb\.auth\.remember=false;/);
    for (const name of ["hb.auth.token", "hb.auth.remember"]) expect(cookies.get(name)).toMatch(/; HttpOnly/);
    for (const name of ["hb.auth.session", "hb.auth.attachment_token"]) {
      expect(cookies.get(name)).not.toMatch(/HttpOnly/); // the app reads these from script
    }
    for (const line of cookies.values()) {
      expect(line).toMatch(/; Path=\/;/);
      expect(line).toMatch(/; SameSite=Lax/);
      expect(line).not.toMatch(/Domain=/); // host-only: stricter than HomeBox's Domain=<host>
      expect(line).not.toMatch(/Secure/); // served over http here
      const expires = Date.parse(/Expires=([^;]+)/.exec(line)![1]!);
      expect(Math.abs(expires - Date.parse(response.body.expiresAt))).toBeLessThan(1000);
    }
    const sevenDays = Date.parse(response.body.expiresAt) - Date.now();
    expect(sevenDays).toBeGreaterThan(6.9 * 86_400_000);
    expect(sevenDays).toBeLessThan(7.1 * 86_400_000);

    const remembered = await appSignIn(true);
    expect(setCookies(remembered.response).get("hb.auth.remember")).toMatch(/^hb\.auth\.remember=true;/);
    expect(Date.parse(remembered.response.body.expiresAt) - Date.now()).toBeGreaterThan(27 * 86_400_000);
  });

  it("the token cookie alone authorises reads, including the ones loaded as images and links", async () => {
    const { user, jar } = await appSignIn();
    const self = await fromApp("/v1/users/self", jar);
    expect(self.status).toBe(200);
    expect(self.body.item.email).toBe(user.email);
    const created = await fromApp("/v1/entities", jar, { method: "POST", body: { name: "Drill" } });
    expect(created.status).toBe(201);
    for (const path of [
      "/v1/entities?page=1&pageSize=10",
      `/v1/labelmaker/entity/${created.body.id}`,
      `/v1/qrcode?data=${encodeURIComponent("https://example.com/x")}`,
      "/v1/entities/export",
      "/v1/reporting/bill-of-materials",
      "/v1/groups/statistics",
    ]) {
      expect((await fromApp(path, jar)).status, path).toBe(200);
    }
  });

  it("cookie writes keep Cairn's same-origin check; a foreign page cannot sign a browser in", async () => {
    const { user, jar } = await appSignIn();
    const foreign = await fromApp("/v1/entities", jar, {
      method: "POST",
      body: { name: "Forged" },
      headers: { Origin: "https://evil.example" },
    });
    expectErrorBody(foreign, 403);
    const loginCsrf = await api("/v1/users/login", {
      method: "POST",
      headers: { Origin: "https://evil.example" },
      body: { username: user.email, password: user.password },
    });
    expectErrorBody(loginCsrf, 403);
    expect(loginCsrf.headers.getSetCookie()).toEqual([]);
  });

  it("refresh answers the bare token, renews the cookies, and refuses a cross-site link", async () => {
    const { jar } = await appSignIn();
    const crossSite = await fromApp("/v1/users/refresh", jar, {
      headers: { "Sec-Fetch-Site": "cross-site" },
    });
    expectErrorBody(crossSite, 403);

    const before = jar.get("hb.auth.token")!;
    const refreshed = await fromApp("/v1/users/refresh", jar);
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.raw).not.toMatch(/^Bearer /);
    jarFrom(refreshed, jar);
    expect(jar.get("hb.auth.token")).toBe(refreshed.body.raw);
    expect(jar.get("hb.auth.token")).not.toBe(before);
    expect((await fromApp("/v1/users/self", jar)).status).toBe(200);
    // The old token is gone, as HomeBox's refresh deletes it.
    expectErrorBody(await api("/v1/users/self", { token: `Bearer ${before}` }), 401);
    // A client that sends `Bearer <raw>` back is accepted.
    expect((await api("/v1/users/self", { token: `Bearer ${refreshed.body.raw}` })).status).toBe(200);
  });

  it("refresh by a Bearer token also answers the bare token", async () => {
    const { response } = await appSignIn();
    const refreshed = await api("/v1/users/refresh", { token: response.body.token });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.raw).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    expect((await api("/v1/users/self", { token: `Bearer ${refreshed.body.raw}` })).status).toBe(200);
  });

  it("logout and logout-all expire every HomeBox cookie and end the session", async () => {
    for (const path of ["/v1/users/logout", "/v1/users/logout/all"]) {
      const { jar } = await appSignIn();
      const token = jar.get("hb.auth.token")!;
      const out = await fromApp(path, jar, { method: "POST" });
      expect(out.status, path).toBe(204);
      const expired = setCookies(out);
      expect([...expired.keys()].sort()).toEqual([
        "hb.auth.attachment_token",
        "hb.auth.remember",
        "hb.auth.session",
        "hb.auth.token",
      ]);
      for (const line of expired.values()) expect(line).toMatch(/Expires=Thu, 01 Jan 1970 00:00:00 GMT/);
      jarFrom(out, jar);
      expect(jar.size).toBe(0);
      expectErrorBody(await api("/v1/users/self", { token: `Bearer ${token}` }), 401);
    }
  });

  it("a Cairn web session and a HomeBox-app session of another person in one browser do not mix", async () => {
    const { user: appUser, jar } = await appSignIn();
    const webUser = await registerUser();
    const webCookie = (await webSignIn(baseUrl(), webUser.email, webUser.password, "10.77.0.1")).split(
      ";",
    )[0]!;
    const both = { Cookie: `${cookieHeader(jar)}; ${webCookie}` };

    const asApp = await api("/v1/users/self", { headers: both });
    expect(asApp.body.item.email).toBe(appUser.email);
    const asWeb = await api("/v1/users/self", { headers: { ...both, "X-Cairn-Client": "web" } });
    expect(asWeb.body.item.email).toBe(webUser.email);

    // The app signs out: its session ends, Cairn's web session goes on.
    const out = await api("/v1/users/logout", { method: "POST", headers: { ...both, Origin: baseUrl() } });
    expect(out.status).toBe(204);
    const webStill = await api("/v1/users/self", { headers: { Cookie: webCookie, "X-Cairn-Client": "web" } });
    expect(webStill.body.item.email).toBe(webUser.email);
    expectErrorBody(await api("/v1/users/self", { headers: { Cookie: cookieHeader(jar) } }), 401);
  });
});
