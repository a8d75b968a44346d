import { z } from "zod";

export const homeboxImportFields = z.object({});

const counts = z.object({ created: z.number(), updated: z.number(), skipped: z.number() });

/** `POST /v1/homebox/import`: what the import did, per kind of record, and what it left out. */
export const homeboxImportOut = z.object({
  schemaVersion: z.number(),
  groups: z.array(
    z.object({ id: z.string(), name: z.string(), imported: z.boolean(), error: z.string().optional() }),
  ),
  counts: z.record(z.string(), counts),
  warnings: z.array(z.string()),
});
export type HomeboxImportOut = z.infer<typeof homeboxImportOut>;
