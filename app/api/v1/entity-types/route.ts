import { z } from "zod";
import { createEntityType } from "@/lib/entity-types/create-entity-type";
import { listEntityTypes } from "@/lib/entity-types/list-entity-types";
import { apiRoute } from "@/lib/http/api-route";
import { entityTypeCreate, entityTypeSummaryOut } from "@/lib/schemas/entity-types";

export const GET = apiRoute(
  { access: "tenant", summary: "List the group's entity types", response: z.array(entityTypeSummaryOut) },
  ({ tenant }) => listEntityTypes(tenant),
);

export const POST = apiRoute(
  {
    access: "tenant",
    body: entityTypeCreate,
    status: 201,
    summary: "Create an entity type",
    response: entityTypeSummaryOut,
  },
  ({ tenant, body }) => createEntityType(tenant, body),
);
