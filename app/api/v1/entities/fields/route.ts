import { listFieldNames } from "@/lib/entities/entity-fields";
import { apiRoute } from "@/lib/http/api-route";
import { fieldStringsOut } from "@/lib/schemas/entities";

export const GET = apiRoute(
  { access: "tenant", summary: "List the custom field names in use", response: fieldStringsOut },
  ({ tenant }) => listFieldNames(tenant),
);
