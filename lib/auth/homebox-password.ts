/**
 * Password hashes an account brought from HomeBox may still carry until its first sign-in here:
 * argon2id in the PHC string form, and bcrypt from older HomeBox versions. Cairn only ever checks
 * them; a successful sign-in replaces them with Cairn's own hash.
 */
const ARGON2ID = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/;
const BCRYPT = /^\$2[aby]\$(\d\d)\$[./A-Za-z0-9]{53}$/;

// An imported database is not trusted: a hash asking for gigabytes or minutes per check would let
// one sign-in attempt stall the server. HomeBox itself writes m=65536, t=3, p=2 and bcrypt cost 10.
const MAX_ARGON2_MEMORY_KIB = 256 * 1024;
const MAX_ARGON2_ITERATIONS = 10;
const MAX_ARGON2_PARALLELISM = 16;
const MAX_BCRYPT_COST = 14;

export function isHomeboxPasswordHash(stored: string): boolean {
  return ARGON2ID.test(stored) || BCRYPT.test(stored);
}

/** Whether the cost a HomeBox hash asks for is within what this server agrees to spend on it. */
export function withinHashBounds(stored: string): boolean {
  const argon2 = ARGON2ID.exec(stored);
  if (argon2) {
    const [memory, iterations, parallelism] = argon2.slice(1).map(Number) as [number, number, number];
    return (
      memory >= 8 &&
      memory <= MAX_ARGON2_MEMORY_KIB &&
      iterations >= 1 &&
      iterations <= MAX_ARGON2_ITERATIONS &&
      parallelism >= 1 &&
      parallelism <= MAX_ARGON2_PARALLELISM
    );
  }
  const bcrypt = BCRYPT.exec(stored);
  return !!bcrypt && Number(bcrypt[1]) >= 4 && Number(bcrypt[1]) <= MAX_BCRYPT_COST;
}

/** Whether `password` matches a HomeBox hash; false for any hash outside the accepted bounds. */
export async function verifyHomeboxPassword(password: string, stored: string): Promise<boolean> {
  if (!withinHashBounds(stored)) return false;
  // Loaded for the first imported HomeBox password only; Cairn's own hashes never need it.
  const { argon2Verify, bcryptVerify } = await import("hash-wasm");
  const verify = ARGON2ID.test(stored) ? argon2Verify : bcryptVerify;
  return verify({ password, hash: stored }).catch(() => false);
}
