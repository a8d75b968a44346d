import { listFieldValues } from "@/lib/entities/entity-fields";
import { apiRoute } from "@/lib/http/api-route";
import { fieldStringsOut, fieldValuesQuery } from "@/lib/schemas/entities";

export const GET = apiRoute(
  {
    access: "tenant",
    query: fieldValuesQuery,
    summary: "List the values one custom field takes",
    response: fieldStringsOut,
  },
  ({ tenant, query }) => listFieldValues(tenant, query.field),
);
