import { z } from "zod";
import { entityTree } from "@/lib/entities/entity-tree";
import { apiRoute } from "@/lib/http/api-route";
import { entityTreeQuery, treeItemOut } from "@/lib/schemas/entities";

export const GET = apiRoute(
  {
    access: "tenant",
    query: entityTreeQuery,
    summary: "The group's locations as a tree, optionally with their items",
    response: z.array(treeItemOut),
  },
  ({ tenant, query }) => entityTree(tenant, query.withItems),
);
