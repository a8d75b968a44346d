import { deleteEntityType } from "@/lib/entity-types/delete-entity-type";
import { getEntityType } from "@/lib/entity-types/get-entity-type";
import { updateEntityType } from "@/lib/entity-types/update-entity-type";
import { apiRoute, idParams } from "@/lib/http/api-route";
import { entityTypeSummaryOut, entityTypeUpdate } from "@/lib/schemas/entity-types";

export const GET = apiRoute(
  { access: "tenant", params: idParams, summary: "Get an entity type", response: entityTypeSummaryOut },
  ({ tenant, params }) => getEntityType(tenant, params.id),
);

export const PUT = apiRoute(
  {
    access: "tenant",
    params: idParams,
    body: entityTypeUpdate,
    summary: "Update an entity type",
    response: entityTypeSummaryOut,
  },
  ({ tenant, params, body }) => updateEntityType(tenant, params.id, body),
);

export const DELETE = apiRoute(
  { access: "tenant", params: idParams, status: 204, summary: "Delete an entity type no entity uses" },
  async ({ tenant, params }) => {
    await deleteEntityType(tenant, params.id);
  },
);
