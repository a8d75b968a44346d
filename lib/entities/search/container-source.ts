import type { DatabaseProvider } from "@/lib/db/database-url.mjs";
import { groupSkeleton } from "../tree-totals";
import { sqliteLowerCase } from "./search-terms";

/**
 * The containers (locations, and items that hold items) whose name holds the text, matched on the
 * group's kept skeleton instead of the inventory: a few thousand names in memory, no query once the
 * skeleton is kept. Case is folded as each database's LOWER() folds it, so that a name matches here
 * exactly when `LOWER(name) LIKE '%text%'` would.
 */
export async function containersNamed(
  provider: DatabaseProvider,
  groupId: string,
  text: string,
): Promise<string[]> {
  const fold = provider === "postgresql" ? (value: string) => value.toLowerCase() : sqliteLowerCase;
  const term = fold(text);
  return (await groupSkeleton(groupId))
    .filter((node) => fold(node.name).includes(term))
    .map((node) => node.id);
}
