import { deleteEntity } from "@/lib/entities/delete-entity";
import { getEntity } from "@/lib/entities/get-entity";
import { patchEntity, updateEntity } from "@/lib/entities/update-entity";
import { apiRoute, idParams } from "@/lib/http/api-route";
import { entityGetQuery, entityOut, entityPatch, entityUpdate } from "@/lib/schemas/entities";

export const GET = apiRoute(
  {
    access: "tenant",
    params: idParams,
    query: entityGetQuery,
    summary: "Get an entity (with its ETag, for If-Match on PUT and PATCH); Cairn: withStock=true",
    etag: "read",
    response: entityOut,
  },
  ({ tenant, params, query }) => getEntity(tenant, params.id, { withStock: query.withStock }),
);

export const PUT = apiRoute(
  {
    access: "tenant",
    params: idParams,
    body: entityUpdate,
    etag: "write",
    current: ({ tenant, params }) => getEntity(tenant, params.id),
    summary: "Replace an entity (what is left out is cleared); If-Match with a stale ETag: 412",
    response: entityOut,
  },
  ({ tenant, params, body, ifMatched }) => updateEntity(tenant, params.id, body, ifMatched?.updatedAt),
);

export const PATCH = apiRoute(
  {
    access: "tenant",
    params: idParams,
    body: entityPatch,
    etag: "write",
    current: ({ tenant, params }) => getEntity(tenant, params.id),
    summary: "Change some fields of an entity; If-Match with a stale ETag: 412",
    response: entityOut,
  },
  ({ tenant, params, body, ifMatched }) => patchEntity(tenant, params.id, body, ifMatched?.updatedAt),
);

export const DELETE = apiRoute(
  { access: "tenant", params: idParams, status: 204, summary: "Delete an entity" },
  async ({ tenant, params }) => {
    await deleteEntity(tenant, params.id);
  },
);
