import { listEntityHistory } from "@/lib/history/list-entity-history";
import { apiRoute, idParams } from "@/lib/http/api-route";
import { entityHistoryOut, entityHistoryQuery } from "@/lib/schemas/history";

export const GET = apiRoute(
  {
    access: "tenant",
    params: idParams,
    query: entityHistoryQuery,
    summary: "Cairn: who changed what on an entity and when, newest first (field-level before/after)",
    response: entityHistoryOut,
  },
  ({ tenant, params, query }) => listEntityHistory(tenant, params.id, query),
);
