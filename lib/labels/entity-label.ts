import type { TenantContext } from "@/lib/auth/principal";
import { parseAssetId } from "@/lib/entities/asset-id";
import { DomainError } from "@/lib/errors/domain-error";
import { binaryResponse } from "./binary-response";
import { entityPageUrl } from "./entity-page-url";
import { labelEntities, labelEntityByAssetId, type LabelEntity } from "./label-entities";
import { printLabel } from "./print-label";
import { renderLabelPng } from "./render-pool";

/** Which entity a label is for: its id, or its asset id as shown (`000-001`). */
export type LabelTarget = { id: string } | { assetId: string };

async function findTarget(ctx: TenantContext, target: LabelTarget): Promise<LabelEntity> {
  if ("id" in target) return (await labelEntities(ctx, [target.id]))[0]!;
  const assetId = parseAssetId(target.assetId);
  if (assetId === null) throw new DomainError("malformed", "invalid route key: id");
  return labelEntityByAssetId(ctx, assetId);
}

/**
 * `GET /v1/labelmaker/{entity|item|location|asset}/{id}`: a PNG label of one of the group's
 * entities, its QR code opening the entity's page under `baseUrl`, drawn in a render worker; with
 * `print`, sent to the label printer instead (print-label.ts). Another group's entity is a 404.
 */
export async function entityLabel(
  ctx: TenantContext,
  target: LabelTarget,
  baseUrl: string,
  print = false,
): Promise<Response> {
  const entity = await findTarget(ctx, target);
  if (print) return printLabel(ctx, entity, baseUrl);
  const png = await renderLabelPng(entity, entityPageUrl(baseUrl, entity.id));
  return binaryResponse(png, "image/png", { fileName: `label-${entity.assetId || entity.id}.png` });
}
