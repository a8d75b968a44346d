import { apiRoute } from "@/lib/http/api-route";
import { listGroupMaintenance } from "@/lib/maintenance/maintenance";
import { maintenanceListQuery } from "@/lib/schemas/maintenance";

export const GET = apiRoute({ access: "tenant", query: maintenanceListQuery }, ({ tenant, query }) =>
  listGroupMaintenance(tenant, query.status),
);
