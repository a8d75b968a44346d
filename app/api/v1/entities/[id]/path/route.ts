import { entityPath } from "@/lib/entities/entity-path";
import { apiRoute, idParams } from "@/lib/http/api-route";

export const GET = apiRoute({ access: "tenant", params: idParams }, ({ tenant, params }) =>
  entityPath(tenant, params.id),
);
