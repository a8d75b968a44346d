import { deleteEntity } from "@/lib/entities/delete-entity";
import { getEntity } from "@/lib/entities/get-entity";
import { patchEntity, updateEntity } from "@/lib/entities/update-entity";
import { apiRoute, idParams } from "@/lib/http/api-route";
import { entityPatch, entityUpdate } from "@/lib/schemas/entities";

export const GET = apiRoute({ access: "tenant", params: idParams }, ({ tenant, params }) =>
  getEntity(tenant, params.id),
);

export const PUT = apiRoute(
  { access: "tenant", params: idParams, body: entityUpdate },
  ({ tenant, params, body }) => updateEntity(tenant, params.id, body),
);

export const PATCH = apiRoute(
  { access: "tenant", params: idParams, body: entityPatch },
  ({ tenant, params, body }) => patchEntity(tenant, params.id, body),
);

export const DELETE = apiRoute({ access: "tenant", params: idParams }, async ({ tenant, params }) => {
  await deleteEntity(tenant, params.id);
});
