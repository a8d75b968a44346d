import { rememberUsedSecrets } from "./used-secrets";

/**
 * One sign-in through the web form (next-auth's credentials callback), as the login page does:
 * the session cookie's whole Set-Cookie line (name=value; attributes) when it worked, else the
 * error next-auth reports (`CredentialsSignin` for wrong credentials, or the thrown message).
 */
export async function webSignInAttempt(
  base: string,
  email: string,
  password: string,
  ip: string,
): Promise<{ session?: string; error?: string }> {
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
  const text = await response.text();
  rememberUsedSecrets(undefined, { password }, undefined);
  const session = response.headers.getSetCookie().find((cookie) => /next-auth\.session-token=/.test(cookie));
  if (session) {
    rememberUsedSecrets(undefined, { token: session.split(";")[0]!.split("=")[1] }, undefined);
    return { session };
  }
  let url = response.headers.get("location") ?? "";
  try {
    url = (JSON.parse(text) as { url?: string }).url ?? url;
  } catch {
    // not JSON: the Location header said it
  }
  const error = new URL(url || "http://x/", base).searchParams.get("error");
  return { error: error ?? `no session cookie: ${response.status} ${text.slice(0, 200)}` };
}

/** Signs in through the web form and answers the session cookie's whole Set-Cookie line. */
export async function webSignIn(base: string, email: string, password: string, ip: string): Promise<string> {
  const attempt = await webSignInAttempt(base, email, password, ip);
  if (!attempt.session) throw new Error(`no session cookie: ${attempt.error}`);
  return attempt.session;
}
