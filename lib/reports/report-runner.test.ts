import { Readable } from "node:stream";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DomainError } from "@/lib/errors/domain-error";
import { reportDocument } from "@/tests/support/report-document";

/** Photo reads wait here until the test lets them go: each report stays drawing until then. */
let releasePhotos: () => void = () => {};
let photosReleased = new Promise<void>((resolve) => (releasePhotos = resolve));
const photoReads = vi.fn();

vi.mock("@/lib/storage/storage", () => ({
  fileStorage: () => ({
    get: async (key: string) => {
      photoReads(key);
      await photosReleased;
      throw new Error("no such file");
    },
  }),
}));

const { streamPdf } = await import("./report-runner");

/** One room of two items, the second with a photo ("p0-1"). */
const job = () => ({ kind: "report" as const, document: reportDocument(1, 2) });
const photos = () => new Map([["p0-1", "photos/p0-1.jpg"]]);

async function pdfBytes(response: Response): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of Readable.fromWeb(response.body as never)) parts.push(Buffer.from(part));
  return Buffer.concat(parts);
}

afterEach(() => {
  photosReleased = new Promise<void>((resolve) => (releasePhotos = resolve));
  photoReads.mockReset();
});

describe("streamPdf", () => {
  it("draws two reports at once and refuses a third with a retry hint until one is done", async () => {
    const first = streamPdf(job(), photos(), "a.pdf");
    const second = streamPdf(job(), photos(), "b.pdf");
    // Both workers are waiting for their photo: neither has finished.
    await vi.waitFor(() => expect(photoReads).toHaveBeenCalledTimes(2), { timeout: 20_000 });

    const refused = await streamPdf(job(), photos(), "c.pdf").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({ code: "unavailable", retryAfterSeconds: 10 });

    releasePhotos();
    for (const response of await Promise.all([first, second])) {
      expect(response.status).toBe(200);
      expect((await pdfBytes(response)).subarray(0, 5).toString()).toBe("%PDF-");
    }

    // With the two done, the next report is drawn again.
    const next = await streamPdf(job(), photos(), "d.pdf");
    expect((await pdfBytes(next)).subarray(0, 5).toString()).toBe("%PDF-");
  }, 60_000);
});
