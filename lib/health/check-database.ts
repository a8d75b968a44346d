import { db } from "@/lib/db/client";

/** The database answers a trivial query. */
export async function checkDatabase(): Promise<void> {
  await db().$queryRawUnsafe("SELECT 1");
}
