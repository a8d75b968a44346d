import { describe, expect, it } from "vitest";
import { DomainError } from "@/lib/errors/domain-error";
import { newPassword } from "@/lib/schemas/users";
import { assertAcceptablePassword, isCommonPassword } from "./password-policy";

describe("the new-password rules", () => {
  it("knows the most common passwords, in any case", () => {
    for (const common of ["password", "12345678", "Password", "QWERTYUIOP", "iloveyou", "sunshine"])
      expect(isCommonPassword(common), common).toBe(true);
    for (const fine of ["correct horse battery", "a brand new passphrase", "tz8#Kq2!vW"])
      expect(isCommonPassword(fine), fine).toBe(false);
  });

  it("refuses a common password with 422 on the named field", () => {
    expect(() => assertAcceptablePassword("correct horse battery", "password")).not.toThrow();
    try {
      assertAcceptablePassword("password1", "new");
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).code).toBe("validation");
      expect((error as DomainError).fields).toEqual({ new: expect.stringMatching(/common/) });
    }
  });

  it("refuses a blank or short password in the schema, and keeps spaces inside a passphrase", () => {
    expect(newPassword.safeParse("        ").success).toBe(false);
    expect(newPassword.safeParse(" \t\n     ").success).toBe(false);
    expect(newPassword.safeParse("short").success).toBe(false);
    expect(newPassword.safeParse("correct horse battery").data).toBe("correct horse battery");
  });
});
