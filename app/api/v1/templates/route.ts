import { z } from "zod";
import { apiRoute } from "@/lib/http/api-route";
import { templateOut, templateSummaryOut, templateWrite } from "@/lib/schemas/templates";
import { createTemplate, listTemplates } from "@/lib/templates/templates";

export const GET = apiRoute(
  { access: "tenant", summary: "List the group's templates", response: z.array(templateSummaryOut) },
  ({ tenant }) => listTemplates(tenant),
);

export const POST = apiRoute(
  { access: "tenant", body: templateWrite, status: 201, summary: "Create a template", response: templateOut },
  ({ tenant, body }) => createTemplate(tenant, body),
);
