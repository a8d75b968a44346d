import { z } from "zod";
import { entityPath } from "@/lib/entities/entity-path";
import { apiRoute, idParams } from "@/lib/http/api-route";
import { entityPathItemOut } from "@/lib/schemas/entities";

export const GET = apiRoute(
  {
    access: "tenant",
    params: idParams,
    summary: "The chain of locations from the root down to an entity",
    response: z.array(entityPathItemOut),
  },
  ({ tenant, params }) => entityPath(tenant, params.id),
);
