import type { TenantContext } from "@/lib/auth/principal";
import { config } from "@/lib/config/env";
import { invalidField } from "@/lib/errors/domain-error";
import type { LabelSheetQuery } from "@/lib/schemas/labels";
import { binaryResponse } from "./binary-response";
import { entityPageUrl } from "./entity-page-url";
import { labelEntities } from "./label-entities";
import { renderLabelSheet } from "./render-pool";
import { labelsPerPage, SHEET_TEMPLATES } from "./sheet-templates";

/**
 * `GET /v1/labelmaker/sheet`: a print-ready PDF of the entities' labels on a label stock, in the
 * order given, drawn in a render worker. At most CAIRN_LABEL_SHEET_MAX labels (422). Any id that is
 * not one of the group's entities is a 404.
 */
export async function labelSheet(
  ctx: TenantContext,
  query: LabelSheetQuery,
  baseUrl: string,
): Promise<Response> {
  const template = SHEET_TEMPLATES[query.template];
  const skip = query.skip ?? 0;
  if (skip >= labelsPerPage(template)) {
    throw invalidField("skip", `must be less than ${labelsPerPage(template)} for ${template.id}`);
  }
  const max = config().labelSheetMax;
  if (query.ids.length > max) throw invalidField("ids", `at most ${max} labels per request`);
  const entities = await labelEntities(ctx, query.ids);
  const pdf = await renderLabelSheet(
    entities.map((entity) => ({ entity, url: entityPageUrl(baseUrl, entity.id) })),
    template,
    skip,
  );
  return binaryResponse(pdf, "application/pdf", { fileName: `labels-${template.id}.pdf` });
}
