import { deleteApiKey } from "@/lib/auth/api-keys";
import { apiRoute, idParams } from "@/lib/http/api-route";

export const DELETE = apiRoute(
  { access: "user", params: idParams, status: 204, summary: "Revoke an API key" },
  async ({ principal, params }) => {
    await deleteApiKey(principal.userId, params.id);
  },
);
