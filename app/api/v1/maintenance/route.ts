import { z } from "zod";
import { apiRoute } from "@/lib/http/api-route";
import { listGroupMaintenance } from "@/lib/maintenance/list-group-maintenance";
import { maintenanceEntryWithDetailsOut, maintenanceListQuery } from "@/lib/schemas/maintenance";

export const GET = apiRoute(
  {
    access: "tenant",
    query: maintenanceListQuery,
    summary: "List the maintenance entries of the whole group",
    response: z.array(maintenanceEntryWithDetailsOut),
  },
  ({ tenant, query }) => listGroupMaintenance(tenant, query.status),
);
