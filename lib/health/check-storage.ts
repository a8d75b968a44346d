import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { fileStorage } from "@/lib/storage/storage";

/** The configured file storage takes a small write and gives it back; the probe is then deleted. */
export async function checkStorage(): Promise<void> {
  const storage = fileStorage();
  const key = `health-probe/${randomBytes(12).toString("hex")}`;
  const bytes = Buffer.from("ok");
  try {
    await storage.put(key, Readable.from([bytes]), bytes.length);
    if (!(await storage.exists(key))) throw new Error("probe not found after writing");
  } finally {
    await storage.delete(key).catch(() => undefined);
  }
}
