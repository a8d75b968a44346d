/**
 * Signs in through next-auth's OIDC flow and the loopback provider's development login and consent
 * pages with plain HTTP requests (one cookie jar; every server here is on 127.0.0.1, and cookies
 * do not tell ports apart). Returns where Cairn finally sent the browser, and the cookie header
 * that carries the Cairn session if one was made.
 */
export async function signInThroughProvider(
  baseUrl: string,
  login: string,
): Promise<{ landedOn: string; cookie: string }> {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
  const send = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: "manual",
      headers: { ...(init.headers as Record<string, string>), Cookie: cookieHeader() },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(";");
      const [name, ...value] = pair!.split("=");
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (expired || value.join("=") === "") jar.delete(name!.trim());
      else jar.set(name!.trim(), value.join("="));
    }
    return response;
  };
  const follow = async (response: Response, from: string): Promise<{ response: Response; url: string }> => {
    let current = response;
    let url = from;
    while (current.status >= 300 && current.status < 400) {
      url = new URL(current.headers.get("location")!, url).toString();
      // Cairn's own pages are where the journey ends.
      if (url.startsWith(baseUrl) && !url.startsWith(`${baseUrl}/api/`)) return { response: current, url };
      current = await send(url);
    }
    return { response: current, url };
  };

  const csrf = await send(`${baseUrl}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const signIn = await send(`${baseUrl}/api/auth/signin/oidc`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrfToken, callbackUrl: `${baseUrl}/dashboard` }),
  });
  let step = await follow(signIn, `${baseUrl}/api/auth/signin/oidc`);
  // The provider's login page, then its consent page: each a form posting to the interaction URL.
  for (const prompt of ["login", "consent"]) {
    if (step.url.startsWith(baseUrl)) break;
    const form = new URLSearchParams({ prompt });
    if (prompt === "login") {
      form.set("login", login);
      form.set("password", "any password");
    }
    const page = await step.response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    if (!action) throw new Error(`no ${prompt} form at ${step.url}`);
    const actionUrl = new URL(action, step.url).toString();
    const posted = await send(actionUrl, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: form,
    });
    step = await follow(posted, actionUrl);
  }
  return { landedOn: step.url.replace(baseUrl, ""), cookie: cookieHeader() };
}
