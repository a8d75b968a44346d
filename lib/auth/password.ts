import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { isHomeboxPasswordHash, verifyHomeboxPassword } from "./homebox-password";

// scrypt is memory-hard: N=2^15, r=8 costs 32 MiB and tens of milliseconds per hash.
const PARAMS = { N: 32768, r: 8, p: 1 };
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize("NFKC"),
      salt,
      KEY_LENGTH,
      { ...options, maxmem: 128 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

/** Whether a stored hash is not Cairn's own (an account brought from HomeBox), to replace at sign-in. */
export function needsRehash(stored: string | null | undefined): boolean {
  return !!stored && isHomeboxPasswordHash(stored);
}

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  if (stored && isHomeboxPasswordHash(stored)) return verifyHomeboxPassword(password, stored);
  const parts = stored?.split("$");
  if (!parts || parts.length !== 6 || parts[0] !== "scrypt") {
    // Spend the same effort so a missing account is not told apart by timing.
    await derive(password, randomBytes(16), PARAMS);
    return false;
  }
  const [, n, r, p, salt, expected] = parts as [string, string, string, string, string, string];
  const key = await derive(password, Buffer.from(salt, "base64url"), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  const expectedKey = Buffer.from(expected, "base64url");
  return expectedKey.length === key.length && timingSafeEqual(expectedKey, key);
}
