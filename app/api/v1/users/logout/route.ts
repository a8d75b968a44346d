import { revokeSession } from "@/lib/auth/sessions";
import { apiRoute } from "@/lib/http/api-route";
import { signedOutAnswer } from "@/lib/users/homebox-session-cookies";

export const POST = apiRoute(
  { access: "user", status: 204, summary: "Sign out this session" },
  async ({ principal }) => {
    if (principal.sessionId) await revokeSession(principal.sessionId);
    return signedOutAnswer();
  },
);
