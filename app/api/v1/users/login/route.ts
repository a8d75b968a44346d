import { z } from "zod";
import { apiRoute } from "@/lib/http/api-route";
import { clientIp } from "@/lib/http/client-address";
import { DomainError } from "@/lib/errors/domain-error";
import { loginQuery, tokenResponse } from "@/lib/schemas/users";
import { assertSameOrigin } from "@/lib/http/same-origin";
import { loginWithPassword } from "@/lib/users/login";
import { loginAnswerWithCookies } from "@/lib/users/homebox-session-cookies";

export const POST = apiRoute(
  {
    access: "public",
    query: loginQuery,
    body: z.unknown(),
    bodyFormat: "json-or-form",
    summary: "Sign in with email and password",
    response: tokenResponse,
  },
  async ({ request, query, body }) => {
    if (query.provider && query.provider !== "local") {
      throw new DomainError("malformed", `unknown auth provider: ${query.provider.slice(0, 64)}`);
    }
    // The answer sets session cookies: a foreign page must not sign a browser in (login CSRF).
    assertSameOrigin(request);
    return loginAnswerWithCookies(await loginWithPassword(body, clientIp(request)), body);
  },
);
