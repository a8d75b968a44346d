import { apiRoute, idParams } from "@/lib/http/api-route";
import { deleteMaintenance, updateMaintenance } from "@/lib/maintenance/maintenance";
import { maintenanceEntryInput } from "@/lib/schemas/maintenance";

export const PUT = apiRoute(
  { access: "tenant", params: idParams, body: maintenanceEntryInput },
  ({ tenant, params, body }) => updateMaintenance(tenant, params.id, body),
);

export const DELETE = apiRoute({ access: "tenant", params: idParams }, async ({ tenant, params }) => {
  await deleteMaintenance(tenant, params.id);
});
