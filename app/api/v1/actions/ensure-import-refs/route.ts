import { ensureImportRefs } from "@/lib/data-exchange/ensure-import-refs";
import { apiRoute } from "@/lib/http/api-route";
import { actionAmountOut } from "@/lib/schemas/entities";

export const POST = apiRoute(
  {
    access: "tenant",
    summary: "Give every entity without an import reference one",
    response: actionAmountOut,
  },
  ({ tenant }) => ensureImportRefs(tenant),
);
