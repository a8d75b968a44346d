import { createHash, randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { exportedMethods } from "@/lib/http/route-patterns.mjs";
import { runSql } from "../support/sql";
import { webSignIn } from "../support/web-sign-in";
import { baseUrl, login, newUser, registerUser, type TestUser } from "./client";
import { matrix, type MatrixEntry, type Victim } from "./authorization-matrix.table";

// ---------------------------------------------------------------------------------------------
// The routes on disk
// ---------------------------------------------------------------------------------------------

const apiRoot = path.resolve(import.meta.dirname, "..", "..", "app", "api");
function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return /^route\.(ts|tsx|js|mjs)$/.test(entry.name) ? [full] : [];
  });
}

function routesOnDisk(): string[] {
  return routeFiles(path.join(apiRoot, "v1")).flatMap((file) => {
    const route = `/${path.relative(apiRoot, path.dirname(file)).split(path.sep).join("/")}`;
    return exportedMethods(readFileSync(file, "utf8")).map((method) => `${method} ${route}`);
  });
}

describe("the matrix lists every route", () => {
  it("has an entry for each route method under app/api/v1, and none for a route that is gone", () => {
    const onDisk = routesOnDisk();
    expect(onDisk.length).toBeGreaterThan(50);
    const listed = Object.keys(matrix);
    expect(
      onDisk.filter((key) => !listed.includes(key)),
      "routes missing from the matrix",
    ).toEqual([]);
    expect(
      listed.filter((key) => !onDisk.includes(key)),
      "matrix entries with no route",
    ).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// The people and the victim's records
// ---------------------------------------------------------------------------------------------

type Caller = TestUser & { apiKey: string };

let victim: Victim;
let victimUser: TestUser;
let victimItem: { name: string; quantity: number };
let attacker: Caller;
let member: TestUser;
/** A read-only `viewer` member of the victim's group, joined through a viewer invitation. */
let viewer: TestUser;
let expiredToken: string;
/** Everything of the victim's that must never reach anyone else. */
let secrets: string[];
/** The victim's invitation token, API key and notifier URL (which holds the destination's secret). */
let victimCredentials: string[];

const ip = () => `10.91.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const suiteIp = ip();
const marker = `victim${randomBytes(6).toString("hex")}`;

type Answer = { status: number; text: string; error?: string };

type Call = {
  token?: string;
  /** Sent as `?access_token=` (how attachment tokens travel). */
  queryToken?: string;
  tenant?: string;
  tenantQuery?: string;
  /** A session token sent as HomeBox's `hb.auth.token` cookie, as HomeBox's web app does (same origin). */
  homeboxCookie?: string;
};

async function call(key: string, entry: MatrixEntry, credentials: Call): Promise<Answer> {
  const method = key.split(" ")[0]!;
  let url = `${baseUrl()}/api${entry.path(victim)}`;
  if (credentials.tenantQuery) url += `${url.includes("?") ? "&" : "?"}tenant=${credentials.tenantQuery}`;
  if (credentials.queryToken) {
    url += `${url.includes("?") ? "&" : "?"}access_token=${encodeURIComponent(credentials.queryToken)}`;
  }
  const headers: Record<string, string> = { "X-Forwarded-For": suiteIp };
  if (credentials.token) headers.Authorization = credentials.token;
  if (credentials.tenant) headers["X-Tenant"] = credentials.tenant;
  if (credentials.homeboxCookie) {
    headers.Cookie = `hb.auth.session=true; hb.auth.token=${credentials.homeboxCookie.replace(/^Bearer /, "")}`;
    headers.Origin = baseUrl();
  }
  let body: BodyInit | undefined;
  if (entry.form) body = entry.form(victim);
  else if (entry.body && method !== "GET") {
    body = JSON.stringify(entry.body(victim));
    headers["Content-Type"] = "application/json";
  }
  const controller = new AbortController();
  const response = await fetch(url, { method, headers, body, redirect: "manual", signal: controller.signal });
  let text: string;
  if (entry.stream && response.status === 200) {
    controller.abort();
    text = "";
  } else {
    text = await response.text();
  }
  let error: string | undefined;
  try {
    error = JSON.parse(text)?.error;
  } catch {
    error = undefined;
  }
  return { status: response.status, text, error };
}

/** Runs `task` over the entries, a few at a time (one server, two cores). */
async function eachEntry(
  filter: (entry: MatrixEntry, key: string) => boolean,
  task: (key: string, entry: MatrixEntry) => Promise<string | undefined>,
): Promise<string[]> {
  const queue = Object.entries(matrix).filter(([key, entry]) => filter(entry, key));
  const problems: string[] = [];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const problem = await task(next[0], next[1]);
      if (problem) problems.push(problem);
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  return problems.sort();
}

function leaks(answer: Answer): string[] {
  return secrets.filter((secret) => answer.text.includes(secret));
}

/** A problem line when the answer is not `expected` or carries anything of the victim's. */
function check(
  key: string,
  label: string,
  answer: Answer,
  expected: number | number[] | "own",
): string | undefined {
  const leaked = leaks(answer);
  if (leaked.length > 0) return `${key} [${label}]: response holds the victim's ${leaked.join(", ")}`;
  const statusOk =
    expected === "own"
      ? answer.status < 500 && answer.status !== 401 && answer.status !== 403
      : Array.isArray(expected)
        ? expected.includes(answer.status)
        : answer.status === expected;
  if (!statusOk)
    return `${key} [${label}]: expected ${expected}, got ${answer.status} ${answer.text.slice(0, 200)}`;
  if (answer.status >= 400 && !answer.error)
    return `${key} [${label}]: ${answer.status} without an {error} body`;
  return undefined;
}

async function withApiKey(user: TestUser): Promise<Caller> {
  const response = await fetch(`${baseUrl()}/api/v1/users/self/api-keys`, {
    method: "POST",
    headers: { Authorization: user.token, "Content-Type": "application/json", "X-Forwarded-For": suiteIp },
    body: JSON.stringify({ name: "matrix" }),
  });
  const body = await response.json();
  if (response.status !== 201) throw new Error(`api key: ${response.status} ${JSON.stringify(body)}`);
  return { ...user, apiKey: `Bearer ${body.token}` };
}

async function as<T = any>(user: TestUser, method: string, route: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl()}/api${route}`, {
    method,
    headers: {
      Authorization: user.token,
      "X-Forwarded-For": suiteIp,
      ...(body instanceof FormData ? {} : { "Content-Type": "application/json" }),
    },
    body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status >= 300) throw new Error(`${method} ${route}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

beforeAll(async () => {
  victimUser = await newUser({ name: `${marker} Owner` });
  const self = (await as(victimUser, "GET", "/v1/users/self")).item;
  const groupId = self.defaultGroupId as string;
  const locations = await as(victimUser, "GET", "/v1/entities?isLocation=true");
  const locationId = locations.items[0].id as string;
  const tagId = (await as(victimUser, "POST", "/v1/tags", { name: `${marker} tag` })).id as string;
  const item = await as(victimUser, "POST", "/v1/entities", {
    name: `${marker} item`,
    parentId: locationId,
    tagIds: [tagId],
  });
  victimItem = { name: item.name, quantity: item.quantity };
  const entityTypeId = (await as(victimUser, "POST", "/v1/entity-types", { name: `${marker} type` })).id;
  const templateId = (await as(victimUser, "POST", "/v1/templates", { name: `${marker} template` })).id;
  const maintenanceId = (
    await as(victimUser, "POST", `/v1/entities/${item.id}/maintenance`, {
      name: `${marker} service`,
      scheduledDate: "2026-05-01",
    })
  ).id;
  const loanId = (
    await as(victimUser, "POST", `/v1/entities/${item.id}/loans`, {
      borrowerName: `${marker} neighbour`,
      borrowerContact: `${marker}@example.com`,
    })
  ).id as string;
  const form = new FormData();
  form.set("name", `${marker} receipt`);
  form.set("file", new Blob([`${marker} file content`], { type: "text/plain" }), "receipt.txt");
  const withFile = await as(victimUser, "POST", `/v1/entities/${item.id}/attachments`, form);
  const attachmentId = withFile.attachments[0].id as string;
  const notifierUrl = `ntfy://ntfy.example.com/${marker}-topic`;
  const notifierId = (
    await as(victimUser, "POST", "/v1/notifiers", { name: `${marker} phone`, url: notifierUrl })
  ).id;
  const invitation = await as(victimUser, "POST", "/v1/groups/invitations", { uses: 5 });
  const victimKey = await as(victimUser, "POST", "/v1/users/self/api-keys", { name: `${marker} key` });
  const exportId = (await as(victimUser, "POST", "/v1/group/exports")).id as string;
  // Inactive, so nothing is sent on its own; the test event gives it one logged delivery.
  const webhook = await as(victimUser, "POST", "/v1/webhooks", {
    url: `https://hooks.example.com/${marker}`,
    active: false,
  });
  const delivery = await as(victimUser, "POST", `/v1/webhooks/${webhook.id}/test`);

  const memberAccount = await registerUser({ name: `${marker} Member`, invitationToken: invitation.token });
  const memberSession = await login(memberAccount.email, memberAccount.password);
  member = { ...memberAccount, token: memberSession.token, attachmentToken: memberSession.attachmentToken };
  const memberUserId = (await as(member, "GET", "/v1/users/self")).item.id as string;
  const viewerInvitation = await as(victimUser, "POST", "/v1/groups/invitations", {
    uses: 1,
    role: "viewer",
  });
  const viewerAccount = await registerUser({
    name: `${marker} Viewer`,
    invitationToken: viewerInvitation.token,
  });
  const viewerSession = await login(viewerAccount.email, viewerAccount.password);
  viewer = { ...viewerAccount, token: viewerSession.token, attachmentToken: viewerSession.attachmentToken };

  victim = {
    userId: self.id,
    groupId,
    itemId: item.id,
    assetId: item.assetId,
    locationId,
    tagId,
    entityTypeId,
    templateId,
    maintenanceId,
    loanId,
    attachmentId,
    notifierId,
    invitationId: invitation.id,
    apiKeyId: victimKey.id,
    exportId,
    memberUserId,
    webhookId: webhook.id,
    deliveryId: delivery.id,
  };
  const raw = (token: string) => token.replace(/^Bearer /, "");
  secrets = [
    marker,
    victimUser.email,
    member.email,
    viewer.email,
    raw(victimUser.token),
    victimUser.attachmentToken,
    raw(member.token),
    raw(viewer.token),
    invitation.token,
    victimKey.token,
    notifierUrl,
    webhook.secret,
    ...Object.values(victim).filter((value) => value && value.length >= 8),
  ];
  // The location and member are the victim's records too, but asset ids like 000-001 are shared.
  secrets = secrets.filter((secret) => secret !== victim.assetId);

  victimCredentials = [invitation.token, victimKey.token, notifierUrl];

  // A second session of the victim's, then aged past its expiry.
  const second = await login(victimUser.email, victimUser.password);
  expiredToken = second.token;
  await runSql(
    inject("databaseUrl"),
    "UPDATE AuthToken SET expiresAt = '2020-01-01T00:00:00.000Z' WHERE tokenHash = ?",
    'UPDATE "AuthToken" SET "expiresAt" = \'2020-01-01T00:00:00Z\' WHERE "tokenHash" = $1',
    [createHash("sha256").update(raw(expiredToken)).digest("hex")],
  );

  attacker = await withApiKey(await newUser({ name: "Attacker" }));
}, 120_000);

const isPublic = (entry: MatrixEntry) => entry.access === "public";
const isGroupRoute = (entry: MatrixEntry) =>
  entry.access === "member" || entry.access === "member+attachment-token" || entry.access === "owner";
const takesAttachmentToken = (entry: MatrixEntry) => entry.access.endsWith("+attachment-token");

describe("authorization matrix", () => {
  it("public routes read no credentials and leak nothing", async () => {
    const problems = await eachEntry(isPublic, async (key, entry) => {
      const answer = await call(key, entry, {});
      if (answer.error === "authorization header or query is required") return `${key}: asks for credentials`;
      return check(key, "public", answer, answer.status < 500 ? answer.status : 200);
    });
    expect(problems).toEqual([]);
  });

  it("no credentials → 401 on every other route", async () => {
    const problems = await eachEntry(
      (entry) => !isPublic(entry),
      async (key, entry) => check(key, "no credentials", await call(key, entry, {}), 401),
    );
    expect(problems).toEqual([]);
  }, 120_000);

  it("an expired session, a garbage token, an unknown API key and an API key in the query → 401", async () => {
    const invalid = {
      expired: () => expiredToken,
      garbage: () => "Bearer not-a-token-at-all-0123456789abcdef",
      "unknown api key": () => `Bearer hb_${randomBytes(32).toString("base64url")}`,
    };
    const queryOnly = {
      // API keys are accepted in the Authorization header only.
      "API key in the query": () => attacker.apiKey.replace(/^Bearer /, ""),
      "garbage in the query": () => "not-a-token-at-all-0123456789abcdef",
    };
    const problems = await eachEntry(
      (entry) => !isPublic(entry),
      async (key, entry) => {
        for (const [label, token] of Object.entries(invalid)) {
          const problem = check(key, label, await call(key, entry, { token: token() }), 401);
          if (problem) return problem;
        }
        for (const [label, token] of Object.entries(queryOnly)) {
          const problem = check(key, label, await call(key, entry, { queryToken: token() }), 401);
          if (problem) return problem;
        }
        for (const [label, token] of Object.entries({
          ...invalid,
          "attachment token": () => attacker.attachmentToken,
        })) {
          const answer = await call(key, entry, { homeboxCookie: token() });
          const problem = check(key, `${label} as HomeBox cookie`, answer, 401);
          if (problem) return problem;
        }
        return undefined;
      },
    );
    expect(problems).toEqual([]);
  }, 120_000);

  it("the attachment-only token → 403, except on attachment downloads and QR codes", async () => {
    const problems = await eachEntry(
      (entry) => !isPublic(entry),
      async (key, entry) => {
        const answer = await call(key, entry, { queryToken: victimUser.attachmentToken });
        if (takesAttachmentToken(entry)) {
          // The victim's own token on the victim's own attachment: it works (no leak check).
          return answer.status === 200
            ? undefined
            : `${key} [attachment token]: expected 200, got ${answer.status}`;
        }
        return check(key, "attachment token", answer, 403);
      },
    );
    expect(problems).toEqual([]);
  }, 120_000);

  it("a member of another group gets 404 for the victim's ids, by session token and by API key", async () => {
    const problems = await eachEntry(
      (entry) => !isPublic(entry),
      async (key, entry) => {
        const expected = entry.otherGroup ?? (key.includes("[") ? 404 : "own");
        const callers = entry.consumesCaller
          ? [await newUser({ name: "Throwaway" }), await withApiKey(await newUser({ name: "Throwaway" }))]
          : [attacker, attacker];
        const bySession = await call(key, entry, { token: callers[0]!.token });
        const problem = check(key, "other group, session", bySession, expected);
        if (problem) return problem;
        const byKey = await call(key, entry, { token: (callers[1] as Caller).apiKey ?? attacker.apiKey });
        const keyProblem = check(key, "other group, API key", byKey, entry.apiKey ?? expected);
        if (keyProblem) return keyProblem;
        // HomeBox's web app rides on its session cookie: the same answers as the session token.
        const cookieCaller = entry.consumesCaller ? await newUser({ name: "Throwaway" }) : attacker;
        const byCookie = await call(key, entry, { homeboxCookie: cookieCaller.token });
        const cookieProblem = check(key, "other group, HomeBox cookie", byCookie, expected);
        if (cookieProblem || !takesAttachmentToken(entry)) return cookieProblem;
        // The other group's own attachment token on the victim's attachment.
        const byAttachmentToken = await call(key, entry, { queryToken: attacker.attachmentToken });
        return check(key, "other group, attachment token", byAttachmentToken, expected);
      },
    );
    expect(problems).toEqual([]);
  }, 120_000);

  it("X-Tenant (or ?tenant=) set to the victim's group → 403 for a non-member, by session token and by API key", async () => {
    const problems = await eachEntry(isGroupRoute, async (key, entry) => {
      for (const [label, token, tenant] of [
        ["session", attacker.token, "header"],
        ["API key", attacker.apiKey, "header"],
        ["?tenant=", attacker.token, "query"],
      ] as const) {
        const answer =
          tenant === "header"
            ? await call(key, entry, { token, tenant: victim.groupId })
            : await call(key, entry, { token, tenantQuery: victim.groupId });
        const problem = check(key, `X-Tenant, ${label}`, answer, 403);
        if (problem) return problem;
        if (answer.error !== "user does not have access to the requested tenant") {
          return `${key} [X-Tenant, ${label}]: unexpected error ${answer.error}`;
        }
      }
      return undefined;
    });
    expect(problems).toEqual([]);
  }, 120_000);

  it("a plain `user` member of the victim's group → 403 on owner-only routes", async () => {
    const problems = await eachEntry(
      (entry) => entry.access === "owner",
      async (key, entry) =>
        check(key, "user role", await call(key, entry, { token: member.token, tenant: victim.groupId }), 403),
    );
    expect(problems).toEqual([]);
  }, 120_000);

  it("a plain `user` member reads every member route of the group (nothing over-restricted)", async () => {
    const problems = await eachEntry(
      (entry, key) =>
        key.startsWith("GET ") && (entry.access === "member" || entry.access === "member+attachment-token"),
      async (key, entry) => {
        const answer = await call(key, entry, { token: member.token, tenant: victim.groupId });
        // The group's own records: found (an export still running may answer 409).
        if (answer.status < 500 && ![401, 403, 404].includes(answer.status)) return undefined;
        return `${key} [user-role member]: got ${answer.status} ${answer.text.slice(0, 200)}`;
      },
    );
    expect(problems).toEqual([]);
  }, 120_000);

  it("a `viewer` member of the victim's group → 403 on every write route, by session token and by API key", async () => {
    const viewerKey = await withApiKey(viewer);
    const problems = await eachEntry(
      (entry, key) => isGroupRoute(entry) && !key.startsWith("GET ") && !entry.viewer,
      async (key, entry) => {
        for (const [label, token] of [
          ["session", viewer.token],
          ["API key", viewerKey.apiKey],
        ] as const) {
          const answer = await call(key, entry, { token, tenant: victim.groupId });
          // The group's records are the viewer's to read: only the leak of credentials counts here.
          const problem =
            answer.status === 403 && answer.error
              ? undefined
              : `${key} [viewer, ${label}]: expected 403, got ${answer.status} ${answer.text.slice(0, 200)}`;
          if (problem) return problem;
        }
        return undefined;
      },
    );
    expect(problems).toEqual([]);
  }, 120_000);

  it("a `viewer` member reads every member route of the group and calls the routes that opt it in", async () => {
    const problems = await eachEntry(
      (entry, key) =>
        (entry.access === "member" || entry.access === "member+attachment-token") &&
        (key.startsWith("GET ") || entry.viewer !== undefined),
      async (key, entry) => {
        let answer = await call(key, entry, { token: viewer.token, tenant: victim.groupId });
        // The label renderer takes one sheet at a time (503 while the GET's sheet renders): ask again.
        for (let tries = 0; answer.status === 503 && tries < 10; tries++) {
          await new Promise((resolve) => setTimeout(resolve, 500));
          answer = await call(key, entry, { token: viewer.token, tenant: victim.groupId });
        }
        // A read finds the group's records; an "own" route may answer 404 or 422 for the victim's
        // notifier or a refused URL, but never 401/403.
        const refused = entry.viewer === "own" ? [401, 403] : [401, 403, 404];
        if (answer.status < 500 && !refused.includes(answer.status)) return undefined;
        return `${key} [viewer]: got ${answer.status} ${answer.text.slice(0, 200)}`;
      },
    );
    expect(problems).toEqual([]);
  }, 120_000);

  it("the web pages show another group's member nothing of the victim's", async () => {
    const cookie = (await webSignIn(baseUrl(), attacker.email, attacker.password, suiteIp)).split(";")[0]!;
    const pages = [
      `/entities/${victim.itemId}`,
      `/entities/${victim.itemId}/edit`,
      `/entities/${victim.locationId}`,
      "/entities",
      "/locations",
      "/tags",
      "/dashboard",
      "/settings/group",
      "/settings/templates",
      "/settings/entity-types",
      "/scan",
    ];
    const problems: string[] = [];
    await Promise.all(
      pages.map(async (page) => {
        const response = await fetch(`${baseUrl()}${page}`, {
          headers: { Cookie: cookie },
          redirect: "manual",
        });
        const answer = { status: response.status, text: await response.text() };
        // The page echoes its own URL (the id the caller typed); anything else of the victim's is a leak.
        const leaked = leaks(answer).filter((secret) => !page.includes(secret));
        if (leaked.length > 0) problems.push(`${page}: holds the victim's ${leaked.join(", ")}`);
        if (page.includes(victim.itemId) || page.includes(victim.locationId)) {
          if (answer.status !== 404) problems.push(`${page}: expected 404, got ${answer.status}`);
        } else if (answer.status !== 200) problems.push(`${page}: expected 200, got ${answer.status}`);
      }),
    );
    expect(problems.sort()).toEqual([]);
  }, 120_000);

  it("the server's log holds none of the passwords, tokens and keys these requests used", () => {
    const logFile = path.join(inject("dataDir"), "server.log");
    expect(existsSync(logFile)).toBe(true);
    const logged = readFileSync(logFile, "utf8");
    const raw = (token: string) => token.replace(/^Bearer /, "");
    const credentials = [
      victimUser.password,
      raw(victimUser.token),
      victimUser.attachmentToken,
      raw(expiredToken),
      raw(member.token),
      raw(viewer.token),
      raw(attacker.token),
      attacker.attachmentToken,
      raw(attacker.apiKey),
      ...victimCredentials,
    ];
    expect(credentials.filter((secret) => logged.includes(secret))).toEqual([]);
  });

  it("the victim's records are all still there, unchanged", async () => {
    const item = await as(victimUser, "GET", `/v1/entities/${victim.itemId}`);
    expect(item.name).toBe(victimItem.name);
    expect(item.quantity).toBe(victimItem.quantity);
    expect(item.attachments.map((a: { id: string }) => a.id)).toEqual([victim.attachmentId]);
    expect((await as(victimUser, "GET", `/v1/tags/${victim.tagId}`)).name).toBe(`${marker} tag`);
    expect((await as(victimUser, "GET", `/v1/templates/${victim.templateId}`)).name).toBe(
      `${marker} template`,
    );
    expect((await as(victimUser, "GET", `/v1/entity-types/${victim.entityTypeId}`)).name).toBe(
      `${marker} type`,
    );
    expect((await as(victimUser, "GET", "/v1/groups")).name).not.toBe("Renamed by a caller");
    const members = await as(victimUser, "GET", "/v1/groups/members");
    expect(members.map((m: { id: string }) => m.id)).toContain(victim.memberUserId);
    const notifiers = await as(victimUser, "GET", "/v1/notifiers");
    expect(notifiers.map((n: { name: string }) => n.name)).toEqual([`${marker} phone`]);
  });
});
