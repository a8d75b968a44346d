import type { FormCheck } from "@/components/forms/use-checked-submit";
import { entityCreate, entityUpdate } from "@/lib/schemas/entities";
import { bodyFromDraft, createBodyFromDraft, type EntityBody, type EntityDraft } from "./entity-draft";

/** The two bodies a draft becomes: the create call's and the full PUT's (use-save-entity.ts). */
export type CheckedDraft = { body: EntityBody; createBody: ReturnType<typeof createBodyFromDraft> };

/**
 * A draft checked with the API's own schemas: entityUpdate always (every save ends with the PUT, or
 * is one), entityCreate too when creating. Both name the same fields, so their issues share one list.
 */
export function entityDraftCheck(creating: boolean): FormCheck<CheckedDraft> {
  return {
    safeParse(input) {
      const draft = input as EntityDraft;
      const body = bodyFromDraft(draft);
      const createBody = createBodyFromDraft(draft);
      const issues = [
        ...(creating ? (entityCreate.safeParse(createBody).error?.issues ?? []) : []),
        ...(entityUpdate.safeParse(body).error?.issues ?? []),
      ];
      return issues.length > 0
        ? { success: false, error: { issues } }
        : { success: true, data: { body, createBody } };
    },
  };
}
