import { describe, expect, it, vi } from "vitest";
import { DomainError } from "@/lib/errors/domain-error";
import { isForeignKeyViolation, missingReferenceIsNotFound } from "@/lib/db/errors";
import { isWriteConflict, retryOnWriteConflict } from "@/lib/db/serializable-transaction";

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

describe("retryOnWriteConflict", () => {
  const conflict = () => Object.assign(new Error("conflict"), { code: "P2034" });
  const noPause = (attempts: number) => ({ attempts, pauseMs: () => 0 });

  it("tries again after write conflicts and answers the first success", async () => {
    let tries = 0;
    const run = async () => {
      tries += 1;
      if (tries < 4) throw conflict();
      return "done";
    };
    await expect(retryOnWriteConflict(run, noPause(5))).resolves.toBe("done");
    expect(tries).toBe(4);
  });

  it("answers 503-coded unavailable, with Retry-After and the conflict as cause, once every try is given up", async () => {
    let tries = 0;
    const last = conflict();
    const refusal = retryOnWriteConflict(async () => {
      tries += 1;
      throw last;
    }, noPause(3));
    await expect(refusal).rejects.toMatchObject({ code: "unavailable", retryAfterSeconds: 1, cause: last });
    expect(tries).toBe(3);
  });

  it("passes any other error through at once", async () => {
    let tries = 0;
    const other = new DomainError("validation", "x");
    await expect(
      retryOnWriteConflict(async () => {
        tries += 1;
        throw other;
      }, noPause(5)),
    ).rejects.toBe(other);
    expect(tries).toBe(1);
  });

  it("by default waits longer after each conflict, never more than a second", async () => {
    const waits: number[] = [];
    const spy = vi.spyOn(globalThis, "setTimeout").mockImplementation(((resolve: () => void, ms: number) => {
      waits.push(ms);
      resolve();
      return 0 as unknown as NodeJS.Timeout;
    }) as typeof setTimeout);
    try {
      await expect(
        retryOnWriteConflict(async () => {
          throw conflict();
        }),
      ).rejects.toMatchObject({ code: "unavailable" });
    } finally {
      spy.mockRestore();
    }
    expect(waits).toHaveLength(9);
    waits.forEach((ms, index) => expect(ms).toBeLessThanOrEqual(Math.min(1000, 10 * 2 ** (index + 1))));
  });
});
