import { refreshSession } from "@/lib/auth/sessions";
import { apiRoute } from "@/lib/http/api-route";
import { ApiError } from "@/lib/http/errors";
import { refreshResponse } from "@/lib/schemas/users";

export const GET = apiRoute(
  { access: "user", summary: "Extend this session", response: refreshResponse },
  async ({ principal }) => {
    // Not the web cookie either: a GET is not origin-checked, so a cross-site link would end the web
    // session, and page scripts would get a Bearer token the HttpOnly cookie keeps from them.
    if (principal.via !== "session" || !principal.sessionId) {
      throw new ApiError("bad_request", "only session tokens can be refreshed");
    }
    const session = await refreshSession(principal.userId, principal.sessionId);
    return {
      raw: `Bearer ${session.token}`,
      attachmentToken: session.attachmentToken,
      expiresAt: session.expiresAt.toISOString(),
    };
  },
);
