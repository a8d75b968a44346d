import { describe, expect, it } from "vitest";
import { DomainError } from "@/lib/errors/domain-error";
import { isForeignKeyViolation, missingReferenceIsNotFound } from "@/lib/db/errors";
import { isWriteConflict } from "@/lib/db/serializable-transaction";

describe("isWriteConflict", () => {
  it("recognises PostgreSQL's serialization failure in both forms Prisma reports", () => {
    expect(isWriteConflict({ code: "P2034" })).toBe(true);
    const fromCommit = Object.assign(new Error("TransactionWriteConflict"), {
      cause: { kind: "TransactionWriteConflict" },
    });
    expect(isWriteConflict(fromCommit)).toBe(true);
    expect(isWriteConflict({ code: "P2002" })).toBe(false);
    expect(isWriteConflict(new DomainError("conflict", "x"))).toBe(false);
    expect(isWriteConflict(null)).toBe(false);
  });
});

describe("missingReferenceIsNotFound", () => {
  it("turns a foreign key violation into 404 and passes everything else through", async () => {
    expect(isForeignKeyViolation({ code: "P2003" })).toBe(true);
    await expect(
      missingReferenceIsNotFound(async () => Promise.reject({ code: "P2003" })),
    ).rejects.toMatchObject({
      code: "not_found",
    });
    const other = new DomainError("validation", "x");
    await expect(missingReferenceIsNotFound(async () => Promise.reject(other))).rejects.toBe(other);
    await expect(missingReferenceIsNotFound(async () => 7)).resolves.toBe(7);
  });
});
