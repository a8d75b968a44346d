import { apiRoute } from "@/lib/http/api-route";
import { templateWrite } from "@/lib/schemas/templates";
import { createTemplate, listTemplates } from "@/lib/templates/templates";

export const GET = apiRoute({ access: "tenant" }, ({ tenant }) => listTemplates(tenant));

export const POST = apiRoute({ access: "tenant", body: templateWrite, status: 201 }, ({ tenant, body }) =>
  createTemplate(tenant, body),
);
