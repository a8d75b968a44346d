import { getEntity } from "@/lib/entities/get-entity";
import { createEntity } from "@/lib/entities/create-entity";
import { listEntities } from "@/lib/entities/list-entities";
import { apiRoute } from "@/lib/http/api-route";
import { IDEMPOTENCY_HEADER, idempotentCreate } from "@/lib/idempotency/idempotency-key";
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
  {
    access: "tenant",
    body: entityCreate,
    status: 201,
    summary: "Create an entity (a retry with the same Idempotency-Key answers the first result)",
    response: entityOut,
    idempotent: true,
  },
  ({ tenant, body, request }) =>
    idempotentCreate({
      ctx: tenant,
      key: request.headers.get(IDEMPOTENCY_HEADER),
      route: "POST /entities",
      request: body,
      status: 201,
      create: (claim) => createEntity(tenant, body, claim),
      replay: (id) => getEntity(tenant, id),
    }),
);
