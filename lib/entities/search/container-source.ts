import type { DatabaseProvider } from "@/lib/db/database-url.mjs";
import type { TreeContainer } from "../tree-totals";
import { sqliteLowerCase } from "./search-terms";

/**
 * The containers (locations, and items that hold items) whose name holds the text, matched on the
 * group's kept skeleton (groupSkeleton) instead of the inventory: a few thousand names in memory.
 * Case is folded as each database's LOWER() folds it, so that a name matches here exactly when
 * `LOWER(name) LIKE '%text%'` would.
 */
export function containersNamed(
  provider: DatabaseProvider,
  skeleton: TreeContainer[],
  text: string,
): string[] {
  const fold = provider === "postgresql" ? (value: string) => value.toLowerCase() : sqliteLowerCase;
  const term = fold(text);
  return skeleton.filter((node) => fold(node.name).includes(term)).map((node) => node.id);
}
