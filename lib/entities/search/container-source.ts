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
  const term = foldOf(provider)(text);
  const names = foldedNames(provider, skeleton);
  const named: string[] = [];
  for (let index = 0; index < skeleton.length; index++) {
    if (names[index]!.includes(term)) named.push(skeleton[index]!.id);
  }
  return named;
}

const foldOf = (provider: DatabaseProvider) =>
  provider === "postgresql" ? (value: string) => value.toLowerCase() : sqliteLowerCase;

/**
 * The skeleton's names folded, in its order, once per skeleton: it is kept until the group changes,
 * and folding its names for every search was 6% of a search's CPU on imported data (4,600
 * containers).
 */
const folded = new WeakMap<TreeContainer[], { provider: DatabaseProvider; names: string[] }>();

function foldedNames(provider: DatabaseProvider, skeleton: TreeContainer[]): string[] {
  const known = folded.get(skeleton);
  if (known?.provider === provider) return known.names;
  const fold = foldOf(provider);
  const names = skeleton.map((node) => fold(node.name));
  folded.set(skeleton, { provider, names });
  return names;
}
