import { ZERO_UUID } from "@/lib/schemas/common";
import type { TagSummaryOut } from "@/lib/schemas/tags";

export type TagNode = { tag: TagSummaryOut; children: TagNode[] };

/** The tag's parent id, or null for a root (the API says the zero UUID). */
export function parentOf(tag: TagSummaryOut): string | null {
  return tag.parentId && tag.parentId !== ZERO_UUID ? tag.parentId : null;
}

/** The flat list (already by name) as a forest; a tag whose parent is missing counts as a root. */
export function buildTagForest(tags: readonly TagSummaryOut[]): TagNode[] {
  const nodes = new Map(tags.map((tag) => [tag.id, { tag, children: [] as TagNode[] }]));
  const roots: TagNode[] = [];
  for (const tag of tags) {
    const parentId = parentOf(tag);
    const parent = parentId ? nodes.get(parentId) : undefined;
    (parent ? parent.children : roots).push(nodes.get(tag.id)!);
  }
  return roots;
}

/** The tag and everything under it: a tag cannot move under any of these. */
export function subtreeIds(id: string, tags: readonly TagSummaryOut[]): Set<string> {
  const ids = new Set([id]);
  for (let grew = true; grew;) {
    grew = false;
    for (const tag of tags) {
      const parentId = parentOf(tag);
      if (parentId && ids.has(parentId) && !ids.has(tag.id)) {
        ids.add(tag.id);
        grew = true;
      }
    }
  }
  return ids;
}

export type TagOption = { id: string; label: string };

/** Every tag but the excluded ones, depth-first, labelled with its path ("Tools › Power tools"). */
export function tagOptions(
  tags: readonly TagSummaryOut[],
  exclude: ReadonlySet<string> = new Set(),
): TagOption[] {
  const options: TagOption[] = [];
  const walk = (nodes: TagNode[], path: string[]) => {
    for (const node of nodes) {
      if (exclude.has(node.tag.id)) continue;
      const names = [...path, node.tag.name];
      options.push({ id: node.tag.id, label: names.join(" › ") });
      walk(node.children, names);
    }
  };
  walk(buildTagForest(tags), []);
  return options;
}
