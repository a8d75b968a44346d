import { apiRoute, idParams } from "@/lib/http/api-route";
import { entityOut } from "@/lib/schemas/entities";
import { createItemRequest } from "@/lib/schemas/templates";
import { createItemFromTemplate } from "@/lib/templates/create-item";

export const POST = apiRoute(
  {
    access: "tenant",
    params: idParams,
    body: createItemRequest,
    status: 201,
    summary: "Create an entity from a template",
    response: entityOut,
  },
  ({ tenant, params, body }) => createItemFromTemplate(tenant, params.id, body),
);
