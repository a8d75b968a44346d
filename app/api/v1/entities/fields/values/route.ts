import { listFieldValues } from "@/lib/entities/entity-fields";
import { apiRoute } from "@/lib/http/api-route";
import { fieldValuesQuery } from "@/lib/schemas/entities";

export const GET = apiRoute({ access: "tenant", query: fieldValuesQuery }, ({ tenant, query }) =>
  listFieldValues(tenant, query.field),
);
