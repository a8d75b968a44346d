import { revokeAllSessions } from "@/lib/auth/sessions";
import { apiRoute } from "@/lib/http/api-route";

export const POST = apiRoute({ access: "user" }, async ({ principal }) => {
  await revokeAllSessions(principal.userId);
});
