import { deleteApiKey } from "@/lib/auth/api-keys";
import { apiRoute, idParams } from "@/lib/http/api-route";

export const DELETE = apiRoute({ access: "user", params: idParams }, async ({ principal, params }) => {
  await deleteApiKey(principal.userId, params.id);
});
