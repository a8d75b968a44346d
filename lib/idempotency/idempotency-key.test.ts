// The twin of a keyed create that arrives while the first request is between its commit and its
// stored answer: CI once saw such a twin answer with a later state of the record (its new
// thumbnail) than the first answer had. The table is an in-memory stand-in; the rules are the module's.
import { beforeEach, describe, expect, it, vi } from "vitest";

type Row = {
  groupId: string;
  key: string;
  userId: string;
  route: string;
  requestHash: string;
  createdAt: Date;
} & {
  resourceId: string | null;
  status: number | null;
  body: string | null;
};
const rows = new Map<string, Row>();
const id = (where: { groupId_key: { groupId: string; key: string } }) =>
  `${where.groupId_key.groupId}/${where.groupId_key.key}`;

const table = {
  findUnique: async ({ where }: { where: { groupId_key: { groupId: string; key: string } } }) =>
    rows.get(id(where)) ?? null,
  create: async ({ data }: { data: Omit<Row, "createdAt" | "resourceId" | "status" | "body"> }) => {
    const key = `${data.groupId}/${data.key}`;
    if (rows.has(key)) throw Object.assign(new Error("unique"), { code: "P2002" });
    rows.set(key, { ...data, createdAt: new Date(), resourceId: null, status: null, body: null });
  },
  update: async ({
    where,
    data,
  }: {
    where: { groupId_key: { groupId: string; key: string } };
    data: Partial<Row>;
  }) => Object.assign(rows.get(id(where))!, data),
  updateMany: async ({ where, data }: { where: { groupId: string; key: string }; data: Partial<Row> }) => {
    const row = rows.get(`${where.groupId}/${where.key}`);
    if (row) Object.assign(row, data);
  },
  deleteMany: async () => ({ count: 0 }),
};
vi.mock("@/lib/db/client", () => ({ db: () => ({ idempotencyKey: table }) }));

const { idempotentCreate } = await import("./idempotency-key");
const ctx = { groupId: "g1", userId: "u1" } as Parameters<typeof idempotentCreate>[0]["ctx"];

beforeEach(() => rows.clear());

describe("idempotentCreate", () => {
  it("gives a twin that arrives before the first answer is stored that first answer, not a new read", async () => {
    let release!: () => void;
    const committed = new Promise<void>((resolve) => (release = resolve));
    let signalCommitted!: () => void;
    const afterCommit = new Promise<void>((resolve) => (signalCommitted = resolve));
    const spec = (create: Parameters<typeof idempotentCreate<{ state: string }>>[0]["create"]) => ({
      ctx,
      key: "k1",
      route: "POST /test",
      request: { name: "drill" },
      status: 201,
      create,
      replay: async () => ({ state: "read later, with a thumbnail" }),
    });

    const first = idempotentCreate(
      spec(async (claim) => {
        await claim!.claim({ idempotencyKey: table } as never);
        await claim!.settle({ idempotencyKey: table } as never, "r1");
        // Committed; building the answer takes a while.
        signalCommitted();
        await committed;
        return { state: "as created" };
      }),
    );
    await afterCommit;
    const twin = idempotentCreate(spec(async () => ({ state: "must not run" })));
    setTimeout(release, 60);

    expect(await first).toEqual({ state: "as created" });
    const answer = (await twin) as Response;
    expect(answer.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await answer.json()).toEqual({ state: "as created" });
  });

  it("builds the answer from the record when the first request died after its commit", async () => {
    const keyed = (create: () => Promise<{ state: string }>) =>
      idempotentCreate({
        ctx,
        key: "k2",
        route: "POST /test",
        request: { name: "saw" },
        status: 201,
        create: async (claim) => {
          await claim!.claim({ idempotencyKey: table } as never);
          await claim!.settle({ idempotencyKey: table } as never, "r2");
          return create();
        },
        replay: async (resourceId) => ({ state: `read ${resourceId}` }),
      });
    await expect(keyed(() => Promise.reject(new Error("gone after the commit")))).rejects.toThrow();
    vi.useFakeTimers({ toFake: ["setTimeout", "Date"] });
    try {
      const twin = keyed(async () => ({ state: "must not run" }));
      await vi.advanceTimersByTimeAsync(6_000);
      expect(await ((await twin) as Response).json()).toEqual({ state: "read r2" });
    } finally {
      vi.useRealTimers();
    }
  });
});
