import { refreshSession } from "@/lib/auth/sessions";
import { apiRoute } from "@/lib/http/api-route";
import { DomainError } from "@/lib/errors/domain-error";
import { assertSameSiteRead } from "@/lib/http/same-origin";
import { refreshResponse } from "@/lib/schemas/users";
import { refreshAnswerWithCookies } from "@/lib/users/homebox-session-cookies";

export const GET = apiRoute(
  { access: "user", summary: "Extend this session", response: refreshResponse },
  async ({ request, principal }) => {
    // Not Cairn's web cookie: that session is next-auth's to extend, and page scripts would get a
    // Bearer token the HttpOnly cookie keeps from them. HomeBox's cookie is refreshed as HomeBox
    // does (its web app asks), but only from our own pages: a GET is not origin-checked otherwise.
    if ((principal.via !== "session" && principal.via !== "homebox_cookie") || !principal.sessionId) {
      throw new DomainError("malformed", "only session tokens can be refreshed");
    }
    if (principal.via === "homebox_cookie") assertSameSiteRead(request);
    return refreshAnswerWithCookies(await refreshSession(principal.userId, principal.sessionId));
  },
);
