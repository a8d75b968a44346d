import { afterAll, describe, expect, it, vi } from "vitest";
import { DomainError } from "@/lib/errors/domain-error";
import { labelPng } from "./label-png.mjs";
import { RenderPool } from "./render-pool";
import { SHEET_TEMPLATES } from "./sheet-templates";

const entity = { id: "x", name: "Toolbox", assetId: "000-042", location: "Garage" };
const pools: RenderPool[] = [];
const poolOf = (size: number, queue: number, idleMs?: number) => {
  const pool = new RenderPool(size, queue, idleMs);
  pools.push(pool);
  return pool;
};
afterAll(async () => {
  for (const pool of pools) await pool.close();
});

describe("RenderPool", () => {
  it("draws in a worker thread what the main thread would draw", async () => {
    const pool = poolOf(1, 2);
    const url = "https://cairn.example/entities/x";
    const [fromWorker, here] = await Promise.all([
      pool.render({ kind: "png", entity, url }),
      labelPng(entity, url),
    ]);
    expect(fromWorker.equals(here)).toBe(true);
    const pdf = await pool.render({
      kind: "sheet",
      labels: [{ entity, url }],
      template: SHEET_TEMPLATES["roll-62mm"],
      skip: 0,
    });
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("queues up to its limit and refuses one more with 503 and Retry-After", async () => {
    const pool = poolOf(1, 1);
    const labels = Array.from({ length: 200 }, () => ({ entity, url: "https://cairn.example/e/x" }));
    const job = { kind: "sheet" as const, labels, template: SHEET_TEMPLATES["roll-62mm"], skip: 0 };
    const running = pool.render(job);
    const queued = pool.render(job);
    const refused = await pool.render(job).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(DomainError);
    expect((refused as DomainError).code).toBe("unavailable");
    expect((refused as DomainError).retryAfterSeconds ?? 0).toBeGreaterThan(0);
    await Promise.all([running, queued]);
    expect(
      (await pool.render({ kind: "png", entity, url: "https://cairn.example/e/x" })).length,
    ).toBeGreaterThan(0);
  }, 60_000);

  it("ends an idle worker, and starts a new one for the next render", async () => {
    const pool = poolOf(1, 1, 50);
    const url = "https://cairn.example/e/x";
    const first = await pool.render({ kind: "png", entity, url });
    expect(pool.workers).toBe(1);
    await vi.waitFor(() => expect(pool.workers).toBe(0), { timeout: 10_000, interval: 20 });
    const again = await pool.render({ kind: "png", entity, url });
    expect(again.equals(first)).toBe(true);
    expect(pool.workers).toBe(1);
  }, 30_000);
});
