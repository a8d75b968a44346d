import { describe, expect, it } from "vitest";
import { withinHashBounds } from "./homebox-password";
import { hashPassword, needsRehash, verifyPassword } from "./password";

describe("password hashing", () => {
  it("verifies the right password and refuses a wrong one", async () => {
    const stored = await hashPassword("correct horse battery");
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword("correct horse battery", stored)).toBe(true);
    expect(await verifyPassword("correct horse batterY", stored)).toBe(false);
  });

  it("salts every hash", async () => {
    expect(await hashPassword("same")).not.toBe(await hashPassword("same"));
  });

  it("refuses missing and malformed stored hashes", async () => {
    expect(await verifyPassword("x", null)).toBe(false);
    expect(await verifyPassword("x", "plaintext")).toBe(false);
    expect(await verifyPassword("x", "scrypt$1$2$3")).toBe(false);
  });
});

describe("hashes brought from HomeBox", () => {
  // Made with HomeBox's own parameters (argon2id m=65536,t=3,p=2; bcrypt cost 10) for "pw".
  const argon2id =
    "$argon2id$v=19$m=65536,t=3,p=2$AQEBAQEBAQEBAQEBAQEBAQ$UFek/llEWsntHbL91TMYQsbXTWdgjaWchRJgW1El1jg";
  const bcrypt = "$2a$10$.OC/.OC/.OC/.OC/.OC/.ObN9sFUVP6vteMS5CviEnhYkTAavxQv2";

  it("accepts the right password for argon2id and bcrypt and marks them for rehashing", async () => {
    for (const stored of [argon2id, bcrypt]) {
      expect(await verifyPassword("pw", stored)).toBe(true);
      expect(await verifyPassword("pW", stored)).toBe(false);
      expect(needsRehash(stored)).toBe(true);
    }
    expect(needsRehash(await hashPassword("pw"))).toBe(false);
  });

  it("keeps argon2id and bcrypt costs within bounds, so an imported hash cannot stall sign-in", () => {
    expect(withinHashBounds(argon2id)).toBe(true);
    expect(withinHashBounds(bcrypt)).toBe(true);
    expect(withinHashBounds(argon2id.replace("m=65536", "m=4194304"))).toBe(false);
    expect(withinHashBounds(argon2id.replace("t=3", "t=1000"))).toBe(false);
    expect(withinHashBounds(argon2id.replace("p=2", "p=255"))).toBe(false);
    expect(withinHashBounds(bcrypt.replace("$10$", "$31$"))).toBe(false);
  });
});
