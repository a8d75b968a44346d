import { hashPassword, needsRehash, verifyPassword } from "@/lib/auth/password";
import { db } from "@/lib/db/client";

/**
 * The user whose email (case-insensitive) and password match, or null. Same effort either way. A
 * hash brought from HomeBox is replaced with Cairn's own at the first sign-in that proves it.
 */
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
  if (needsRehash(user.passwordHash)) {
    // Compare-and-set: a password changed meanwhile is not overwritten with this older one.
    await db().user.updateMany({
      where: { id: user.id, passwordHash: user.passwordHash },
      data: { passwordHash: await hashPassword(password) },
    });
  }
  return { id: user.id, name: user.name, email: user.email };
}
