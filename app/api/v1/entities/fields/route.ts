import { listFieldNames } from "@/lib/entities/entity-fields";
import { apiRoute } from "@/lib/http/api-route";

export const GET = apiRoute({ access: "tenant" }, ({ tenant }) => listFieldNames(tenant));
