import type { Tx } from "@/lib/db/client";
import { notFound } from "@/lib/errors/domain-error";
import type { TagOut } from "@/lib/schemas/tags";
import { toTagOut } from "./tag-out";

/** The tag as the API answers it (parent and children included); 404 outside the group. */
export async function readTagOut(tx: Tx, groupId: string, id: string): Promise<TagOut> {
  const tag = await tx.tag.findFirst({ where: { id, groupId }, include: { parent: true, children: true } });
  if (!tag) throw notFound();
  return toTagOut(tag);
}
