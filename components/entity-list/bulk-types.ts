// The bulk actions and their results, apart from the hook that runs them (use-bulk-action.ts) so the
// summary texts (bulk-summary.ts), which the hook uses, need not import the hook back.
import type { EntitySummary } from "@/lib/schemas/entities";
import type { BulkOutcome } from "./run-limited";

export type BulkAction =
  | { kind: "move"; parentId: string; parentName: string }
  | { kind: "tag"; tagIds: string[] }
  | { kind: "archive"; archived: boolean }
  | { kind: "delete" };

export type BulkResult = {
  action: BulkAction;
  outcomes: Array<BulkOutcome<EntitySummary>>;
  /** Made offline: kept on this device, sent when the connection returns (lib/offline-queue). */
  queued?: boolean;
};
