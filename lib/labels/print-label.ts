import type { TenantContext } from "@/lib/auth/principal";
import { Quota } from "@/lib/auth/rate-limit";
import { config } from "@/lib/config/env";
import { invalidField } from "@/lib/errors/domain-error";
import { entityPageUrl } from "./entity-page-url";
import type { LabelEntity } from "./label-entities";
import { renderLabelPng } from "./render-pool";
import { runPrintCommand } from "./run-print-command";

/** Labels a group may print a minute: a printer serves a household, not a loop. */
const PRINTS_PER_GROUP_PER_MINUTE = 30;
/** The same label again within this is a reloaded page or a double click, not a second copy. */
const SAME_LABEL_MS = 5_000;

type PrintLimits = { perGroup: Quota; sameLabel: Quota };
const holder = globalThis as typeof globalThis & { __cairnPrintLimits?: PrintLimits };
const limits = (): PrintLimits =>
  (holder.__cairnPrintLimits ??= {
    perGroup: new Quota(() => ({ max: PRINTS_PER_GROUP_PER_MINUTE, windowMs: 60_000 })),
    sameLabel: new Quota(() => ({ max: 1, windowMs: SAME_LABEL_MS })),
  });

/**
 * `GET /v1/labelmaker/...?print=true`: the entity's label PNG, handed to the label printer command
 * (CAIRN_LABEL_PRINT_COMMAND). Answers as HomeBox does, `Printed!` as text. No command configured
 * is a 422 naming `print`; the same label again within 5 s or more than 30 labels a minute per
 * group is a 429 with Retry-After; a failing command is a 502.
 */
export async function printLabel(
  ctx: TenantContext,
  entity: LabelEntity,
  baseUrl: string,
): Promise<Response> {
  const { labelPrintCommand, labelPrintTimeoutMs } = config();
  if (!labelPrintCommand) {
    throw invalidField("print", "no label printer is configured on this server (CAIRN_LABEL_PRINT_COMMAND)");
  }
  limits().sameLabel.takeOrThrow(`${ctx.groupId}:${entity.id}`, "this label was just printed; wait a moment");
  limits().perGroup.takeOrThrow(ctx.groupId, "too many labels printed in the last minute; try again later");
  const png = await renderLabelPng(entity, entityPageUrl(baseUrl, entity.id));
  await runPrintCommand(labelPrintCommand, png, labelPrintTimeoutMs, { entityId: entity.id });
  return new Response("Printed!", {
    status: 200,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
