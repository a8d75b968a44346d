import type { Tx } from "@/lib/db/client";
import { createSeededHome } from "@/lib/groups/seed-group";

/**
 * A new user's own seeded home group, with the user as its owner and it as their default group,
 * named in the language they signed up in.
 */
export async function giveOwnHome(
  tx: Tx,
  userId: string,
  name: string,
  locale = "en",
): Promise<{ groupId: string }> {
  const home = await createSeededHome(tx, name, locale);
  await tx.groupMembership.create({ data: { userId, groupId: home.id, role: "owner" } });
  await tx.user.update({ where: { id: userId }, data: { defaultGroupId: home.id } });
  return { groupId: home.id };
}
