import { deleteEntity } from "@/lib/entities/delete-entity";
import { getEntity } from "@/lib/entities/get-entity";
import { patchEntity, updateEntity } from "@/lib/entities/update-entity";
import { apiRoute, idParams } from "@/lib/http/api-route";
import { entityOut, entityPatch, entityUpdate } from "@/lib/schemas/entities";

export const GET = apiRoute(
  { access: "tenant", params: idParams, summary: "Get an entity", response: entityOut },
  ({ tenant, params }) => getEntity(tenant, params.id),
);

export const PUT = apiRoute(
  {
    access: "tenant",
    params: idParams,
    body: entityUpdate,
    summary: "Replace an entity (what is left out is cleared)",
    response: entityOut,
  },
  ({ tenant, params, body }) => updateEntity(tenant, params.id, body),
);

export const PATCH = apiRoute(
  {
    access: "tenant",
    params: idParams,
    body: entityPatch,
    summary: "Change some fields of an entity",
    response: entityOut,
  },
  ({ tenant, params, body }) => patchEntity(tenant, params.id, body),
);

export const DELETE = apiRoute(
  { access: "tenant", params: idParams, status: 204, summary: "Delete an entity" },
  async ({ tenant, params }) => {
    await deleteEntity(tenant, params.id);
  },
);
