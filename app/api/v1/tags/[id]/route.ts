import { apiRoute, idParams } from "@/lib/http/api-route";
import { tagUpdate } from "@/lib/schemas/tags";
import { deleteTag, getTag, updateTag } from "@/lib/tags/tags";

export const GET = apiRoute({ access: "tenant", params: idParams }, ({ tenant, params }) =>
  getTag(tenant, params.id),
);

export const PUT = apiRoute(
  { access: "tenant", params: idParams, body: tagUpdate },
  ({ tenant, params, body }) => updateTag(tenant, params.id, body),
);

export const DELETE = apiRoute({ access: "tenant", params: idParams }, async ({ tenant, params }) => {
  await deleteTag(tenant, params.id);
});
