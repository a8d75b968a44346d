import { z } from "zod";
import { apiRoute, idParams } from "@/lib/http/api-route";
import { createMaintenance } from "@/lib/maintenance/create-maintenance";
import { listEntityMaintenance } from "@/lib/maintenance/list-entity-maintenance";
import {
  maintenanceEntryInput,
  maintenanceEntryOut,
  maintenanceEntryWithDetailsOut,
  maintenanceListQuery,
} from "@/lib/schemas/maintenance";

export const GET = apiRoute(
  {
    access: "tenant",
    params: idParams,
    query: maintenanceListQuery,
    summary: "List an entity's maintenance log",
    response: z.array(maintenanceEntryWithDetailsOut),
  },
  ({ tenant, params, query }) => listEntityMaintenance(tenant, params.id, query.status),
);

export const POST = apiRoute(
  {
    access: "tenant",
    params: idParams,
    body: maintenanceEntryInput,
    status: 201,
    summary: "Add a maintenance entry to an entity",
    response: maintenanceEntryOut,
  },
  ({ tenant, params, body }) => createMaintenance(tenant, params.id, body),
);
