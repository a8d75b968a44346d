import { exportEntities } from "@/lib/data-exchange/export-entities";
import { apiRoute } from "@/lib/http/api-route";

export const GET = apiRoute(
  {
    access: "tenant",
    summary: "Export the group's items as HomeBox CSV",
    responseMediaType: "text/csv",
  },
  ({ tenant, request }) => exportEntities(tenant, request),
);
