import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import type { NotifierCreate, NotifierOut } from "@/lib/schemas/notifiers";
import { toNotifierOut } from "./notifier-out";

export async function createNotifier(ctx: TenantContext, input: NotifierCreate): Promise<NotifierOut> {
  const row = await db().notifier.create({
    data: {
      groupId: ctx.groupId,
      userId: ctx.userId,
      name: input.name,
      url: input.url,
      isActive: input.isActive,
    },
  });
  return toNotifierOut(row);
}
