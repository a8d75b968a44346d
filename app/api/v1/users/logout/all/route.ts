import { revokeAllSessions } from "@/lib/auth/sessions";
import { apiRoute } from "@/lib/http/api-route";
import { signedOutAnswer } from "@/lib/users/homebox-session-cookies";

export const POST = apiRoute(
  { access: "user", status: 204, summary: "Sign out every session of the user" },
  async ({ principal }) => {
    await revokeAllSessions(principal.userId);
    return signedOutAnswer();
  },
);
