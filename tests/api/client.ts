import { randomBytes, randomUUID } from "node:crypto";
import { inject } from "vitest";
import { errorStatus } from "@/lib/http/errors";
import { rememberUsedSecrets } from "../support/used-secrets";

export type ApiResponse<T = any> = { status: number; body: T; headers: Headers; text: string };

type RequestOptions = {
  method?: string;
  body?: unknown;
  rawBody?: string;
  token?: string;
  headers?: Record<string, string>;
  /** Client address as seen through the trusted proxy; each test suite gets its own by default. */
  ip?: string;
  /** Another server's base URL (a test's own server); the suite's server by default. */
  base?: string;
};

const defaultIp = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

export const baseUrl = () => inject("baseUrl");

export async function api<T = any>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { "X-Forwarded-For": options.ip ?? defaultIp, ...options.headers };
  if (options.token !== undefined) headers.Authorization = options.token;
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers["Content-Type"] ??= "application/json";
  }
  const response = await fetch(`${options.base ?? baseUrl()}/api${path}`, {
    method: options.method ?? "GET",
    headers,
    body,
    redirect: "manual",
  });
  const text = await response.text();
  let parsed: unknown = undefined;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  rememberUsedSecrets(headers.Authorization, options.body, parsed);
  return { status: response.status, body: parsed as T, headers: response.headers, text };
}

export function uniqueEmail(label = "user"): string {
  return `${label}-${randomBytes(5).toString("hex")}@example.com`;
}

export type TestUser = {
  email: string;
  password: string;
  name: string;
  token: string;
  attachmentToken: string;
};

export async function registerUser(
  options: { name?: string; invitationToken?: string; base?: string } = {},
): Promise<Omit<TestUser, "token" | "attachmentToken">> {
  const user = {
    name: options.name ?? `Tester ${randomUUID().slice(0, 8)}`,
    email: uniqueEmail(),
    password: "correct horse battery",
  };
  const response = await api("/v1/users/register", {
    method: "POST",
    base: options.base,
    body: { ...user, ...(options.invitationToken ? { token: options.invitationToken } : {}) },
  });
  if (response.status !== 204) throw new Error(`register failed: ${response.status} ${response.text}`);
  return user;
}

export async function login(
  email: string,
  password: string,
  base?: string,
): Promise<{ token: string; attachmentToken: string; expiresAt: string }> {
  const response = await api("/v1/users/login", {
    method: "POST",
    base,
    body: { username: email, password },
  });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${response.text}`);
  return response.body;
}

/** A new user with their own seeded home group, logged in. */
export async function newUser(
  options: { name?: string; invitationToken?: string; base?: string } = {},
): Promise<TestUser> {
  const user = await registerUser(options);
  const session = await login(user.email, user.password, options.base);
  return { ...user, token: session.token, attachmentToken: session.attachmentToken };
}

/**
 * A new user who joins `owner`'s group through a one-use invitation: a plain member, or with
 * `role: "viewer"` a read-only one.
 */
export async function newMember(owner: TestUser, role?: "user" | "viewer"): Promise<TestUser> {
  const invitation = await api("/v1/groups/invitations", {
    method: "POST",
    token: owner.token,
    body: { uses: 1, ...(role ? { role } : {}) },
  });
  if (invitation.status !== 201)
    throw new Error(`invitation failed: ${invitation.status} ${invitation.text}`);
  return newUser({ invitationToken: invitation.body.token });
}

/** The status an error body's `code` stands for (lib/http/errors.ts), or undefined for no known code. */
export function statusOfCode(code: unknown): number | undefined {
  return typeof code === "string" && Object.hasOwn(errorStatus, code)
    ? errorStatus[code as keyof typeof errorStatus]
    : undefined;
}

export function expectErrorBody(response: ApiResponse, status: number) {
  if (response.status !== status) {
    throw new Error(`expected ${status}, got ${response.status}: ${response.text}`);
  }
  if (typeof response.body?.error !== "string" || response.body.error.length === 0) {
    throw new Error(`expected an {error} body, got: ${response.text}`);
  }
  if (statusOfCode(response.body.code) !== status) {
    throw new Error(`expected a code for ${status}, got: ${response.text}`);
  }
}
