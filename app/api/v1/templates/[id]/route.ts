import { apiRoute, idParams } from "@/lib/http/api-route";
import { templateWrite } from "@/lib/schemas/templates";
import { deleteTemplate, getTemplate, updateTemplate } from "@/lib/templates/templates";

export const GET = apiRoute({ access: "tenant", params: idParams }, ({ tenant, params }) =>
  getTemplate(tenant, params.id),
);

export const PUT = apiRoute(
  { access: "tenant", params: idParams, body: templateWrite },
  ({ tenant, params, body }) => updateTemplate(tenant, params.id, body),
);

export const DELETE = apiRoute({ access: "tenant", params: idParams }, async ({ tenant, params }) => {
  await deleteTemplate(tenant, params.id);
});
