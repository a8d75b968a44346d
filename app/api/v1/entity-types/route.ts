import { createEntityType, listEntityTypes } from "@/lib/entity-types/entity-types";
import { apiRoute } from "@/lib/http/api-route";
import { entityTypeCreate } from "@/lib/schemas/entity-types";

export const GET = apiRoute({ access: "tenant" }, ({ tenant }) => listEntityTypes(tenant));

export const POST = apiRoute({ access: "tenant", body: entityTypeCreate, status: 201 }, ({ tenant, body }) =>
  createEntityType(tenant, body),
);
