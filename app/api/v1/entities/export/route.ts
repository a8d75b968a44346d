import { exportEntities } from "@/lib/data-exchange/export-entities";
import { apiRoute } from "@/lib/http/api-route";
import { entityExportQuery } from "@/lib/schemas/entities";

export const GET = apiRoute(
  {
    access: "tenant",
    query: entityExportQuery,
    summary: "Export the group's items as HomeBox CSV (Cairn: or those chosen by ids or the list's filters)",
    responseMediaType: "text/csv",
  },
  ({ tenant, request, query }) => exportEntities(tenant, request, query),
);
