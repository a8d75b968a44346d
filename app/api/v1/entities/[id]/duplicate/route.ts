import { duplicateEntity } from "@/lib/entities/duplicate-entity";
import { apiRoute, idParams } from "@/lib/http/api-route";
import { duplicateOptions } from "@/lib/schemas/entities";

export const POST = apiRoute(
  { access: "tenant", params: idParams, body: duplicateOptions, status: 201 },
  ({ tenant, params, body }) => duplicateEntity(tenant, params.id, body),
);
