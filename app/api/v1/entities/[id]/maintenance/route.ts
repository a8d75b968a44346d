import { apiRoute, idParams } from "@/lib/http/api-route";
import { createMaintenance, listEntityMaintenance } from "@/lib/maintenance/maintenance";
import { maintenanceEntryInput, maintenanceListQuery } from "@/lib/schemas/maintenance";

export const GET = apiRoute(
  { access: "tenant", params: idParams, query: maintenanceListQuery },
  ({ tenant, params, query }) => listEntityMaintenance(tenant, params.id, query.status),
);

export const POST = apiRoute(
  { access: "tenant", params: idParams, body: maintenanceEntryInput, status: 201 },
  ({ tenant, params, body }) => createMaintenance(tenant, params.id, body),
);
