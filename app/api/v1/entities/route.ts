import { createEntity } from "@/lib/entities/create-entity";
import { listEntities } from "@/lib/entities/list-entities";
import { apiRoute } from "@/lib/http/api-route";
import { entityCreate, entityListOut, entityListQuery, entityOut } from "@/lib/schemas/entities";

export const GET = apiRoute(
  {
    access: "tenant",
    query: entityListQuery,
    summary: "Search the group's entities, a page at a time",
    response: entityListOut,
  },
  ({ tenant, query }) => listEntities(tenant, query),
);

export const POST = apiRoute(
  { access: "tenant", body: entityCreate, status: 201, summary: "Create an entity", response: entityOut },
  ({ tenant, body }) => createEntity(tenant, body),
);
