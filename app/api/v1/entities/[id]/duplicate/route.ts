import { duplicateEntity } from "@/lib/entities/duplicate-entity";
import { apiRoute, idParams } from "@/lib/http/api-route";
import { duplicateOptions, entityOut } from "@/lib/schemas/entities";

export const POST = apiRoute(
  {
    access: "tenant",
    params: idParams,
    body: duplicateOptions,
    status: 201,
    summary: "Duplicate an entity",
    response: entityOut,
  },
  ({ tenant, params, body }) => duplicateEntity(tenant, params.id, body),
);
