import { apiRoute, idParams } from "@/lib/http/api-route";
import { templateOut, templateWrite } from "@/lib/schemas/templates";
import { deleteTemplate, getTemplate, updateTemplate } from "@/lib/templates/templates";

export const GET = apiRoute(
  { access: "tenant", params: idParams, summary: "Get a template", response: templateOut },
  ({ tenant, params }) => getTemplate(tenant, params.id),
);

export const PUT = apiRoute(
  {
    access: "tenant",
    params: idParams,
    body: templateWrite,
    summary: "Replace a template and its fields",
    response: templateOut,
  },
  ({ tenant, params, body }) => updateTemplate(tenant, params.id, body),
);

export const DELETE = apiRoute(
  { access: "tenant", params: idParams, status: 204, summary: "Delete a template" },
  async ({ tenant, params }) => {
    await deleteTemplate(tenant, params.id);
  },
);
