import { rememberUsedSecrets } from "./used-secrets";

/**
 * Signs in through the web form (next-auth's credentials callback), as the login page does, and
 * answers the session cookie's whole Set-Cookie line (name=value; attributes).
 */
export async function webSignIn(base: string, email: string, password: string, ip: string): Promise<string> {
  const csrf = await fetch(`${base}/api/auth/csrf`, { headers: { "X-Forwarded-For": ip } });
  const { csrfToken } = await csrf.json();
  const cookies = csrf.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
  const response = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookies, "X-Forwarded-For": ip },
    body: new URLSearchParams({ csrfToken, email, password, json: "true" }),
  });
  await response.arrayBuffer();
  const session = response.headers.getSetCookie().find((cookie) => /next-auth\.session-token=/.test(cookie));
  if (!session) throw new Error(`no session cookie: ${response.status} ${response.headers.getSetCookie()}`);
  rememberUsedSecrets(undefined, { password, token: session.split(";")[0]!.split("=")[1] }, undefined);
  return session;
}
