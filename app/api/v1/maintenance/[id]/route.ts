import { apiRoute, idParams } from "@/lib/http/api-route";
import { deleteMaintenance } from "@/lib/maintenance/delete-maintenance";
import { updateMaintenance } from "@/lib/maintenance/update-maintenance";
import { maintenanceEntryInput, maintenanceEntryOut } from "@/lib/schemas/maintenance";

export const PUT = apiRoute(
  {
    access: "tenant",
    params: idParams,
    body: maintenanceEntryInput,
    summary: "Replace a maintenance entry",
    response: maintenanceEntryOut,
  },
  ({ tenant, params, body }) => updateMaintenance(tenant, params.id, body),
);

export const DELETE = apiRoute(
  { access: "tenant", params: idParams, status: 204, summary: "Delete a maintenance entry" },
  async ({ tenant, params }) => {
    await deleteMaintenance(tenant, params.id);
  },
);
