import { createEntity } from "@/lib/entities/create-entity";
import { listEntities } from "@/lib/entities/list-entities";
import { apiRoute } from "@/lib/http/api-route";
import { entityCreate, entityListQuery } from "@/lib/schemas/entities";

export const GET = apiRoute({ access: "tenant", query: entityListQuery }, ({ tenant, query }) =>
  listEntities(tenant, query),
);

export const POST = apiRoute({ access: "tenant", body: entityCreate, status: 201 }, ({ tenant, body }) =>
  createEntity(tenant, body),
);
