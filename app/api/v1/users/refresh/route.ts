import { refreshSession } from "@/lib/auth/sessions";
import { apiRoute } from "@/lib/http/api-route";
import { ApiError } from "@/lib/http/errors";
import { refreshResponse } from "@/lib/schemas/users";

export const GET = apiRoute(
  { access: "user", summary: "Extend this session", response: refreshResponse },
  async ({ principal }) => {
    if (!principal.sessionId) throw new ApiError("bad_request", "only session tokens can be refreshed");
    const session = await refreshSession(principal.userId, principal.sessionId);
    return {
      raw: `Bearer ${session.token}`,
      attachmentToken: session.attachmentToken,
      expiresAt: session.expiresAt.toISOString(),
    };
  },
);
