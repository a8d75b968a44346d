import { apiRoute } from "@/lib/http/api-route";
import { changePasswordRequest } from "@/lib/schemas/users";
import { changePassword } from "@/lib/users/self";

export const PUT = apiRoute(
  {
    access: "user",
    body: changePasswordRequest,
    status: 204,
    summary: "Change the password; other sessions are signed out and every API key is deleted",
  },
  async ({ principal, body }) => {
    await changePassword(principal.userId, body, { keepSessionId: principal.sessionId });
  },
);
