import { verifyPassword } from "@/lib/auth/password";
import { db } from "@/lib/db/client";

/** The user whose email (case-insensitive) and password match, or null. Same effort either way. */
export async function verifyCredentials(
  email: string,
  password: string,
): Promise<{ id: string; name: string; email: string } | null> {
  const user = await db().user.findUnique({
    where: { email: email.trim().toLowerCase() },
    select: { id: true, name: true, email: true, passwordHash: true },
  });
  const valid = await verifyPassword(password, user?.passwordHash);
  if (!user || !valid) return null;
  return { id: user.id, name: user.name, email: user.email };
}
