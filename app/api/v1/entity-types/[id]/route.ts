import { deleteEntityType, getEntityType, updateEntityType } from "@/lib/entity-types/entity-types";
import { apiRoute, idParams } from "@/lib/http/api-route";
import { entityTypeUpdate } from "@/lib/schemas/entity-types";

export const GET = apiRoute({ access: "tenant", params: idParams }, ({ tenant, params }) =>
  getEntityType(tenant, params.id),
);

export const PUT = apiRoute(
  { access: "tenant", params: idParams, body: entityTypeUpdate },
  ({ tenant, params, body }) => updateEntityType(tenant, params.id, body),
);

export const DELETE = apiRoute({ access: "tenant", params: idParams }, async ({ tenant, params }) => {
  await deleteEntityType(tenant, params.id);
});
