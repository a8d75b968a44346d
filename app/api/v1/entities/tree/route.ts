import { entityTree } from "@/lib/entities/entity-tree";
import { apiRoute } from "@/lib/http/api-route";
import { entityTreeQuery } from "@/lib/schemas/entities";

export const GET = apiRoute({ access: "tenant", query: entityTreeQuery }, ({ tenant, query }) =>
  entityTree(tenant, query.withItems),
);
