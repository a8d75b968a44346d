import { apiRoute, idParams } from "@/lib/http/api-route";
import { createItemRequest } from "@/lib/schemas/templates";
import { createItemFromTemplate } from "@/lib/templates/create-item";

export const POST = apiRoute(
  { access: "tenant", params: idParams, body: createItemRequest, status: 201 },
  ({ tenant, params, body }) => createItemFromTemplate(tenant, params.id, body),
);
