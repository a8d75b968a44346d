import { createHash } from "node:crypto";
import { createReadStream, existsSync, statSync } from "node:fs";
import path from "node:path";
import { MimeSniffer } from "@/lib/attachments/sniff-mime-type";
import { contentKey } from "@/lib/storage/file-storage";
import { fileStorage } from "@/lib/storage/storage";

export type StoredAttachmentFile = { key: string; sha256: string; size: number; mimeType: string };

/**
 * Finds the files behind HomeBox's attachment paths (`<group>/documents/<hash>`, relative to its
 * storage folder) under the folders given, in order; HomeBox's data folder may hold them directly
 * or below `.data`. A path that would lead out of those folders is never opened.
 */
export class HomeboxFiles {
  private readonly roots: string[];

  constructor(roots: string[]) {
    this.roots = roots.flatMap((root) => [path.resolve(root), path.resolve(root, ".data")]);
  }

  locate(relative: string): string | null {
    if (relative === "" || relative.includes("\0") || path.isAbsolute(relative)) return null;
    for (const root of this.roots) {
      const candidate = path.resolve(root, relative);
      if (!candidate.startsWith(root + path.sep)) continue;
      if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
    }
    return null;
  }

  /** Stores the file in the group content-addressed (once per content) and says what it holds. */
  async store(groupId: string, file: string): Promise<StoredAttachmentFile> {
    const hash = createHash("sha256");
    const sniffer = new MimeSniffer();
    let size = 0;
    for await (const chunk of createReadStream(file)) {
      hash.update(chunk as Buffer);
      sniffer.update(chunk as Buffer);
      size += (chunk as Buffer).length;
    }
    const sha256 = hash.digest("hex");
    const key = contentKey(groupId, sha256);
    if (!(await fileStorage().exists(key))) await fileStorage().put(key, createReadStream(file), size);
    return { key, sha256, size, mimeType: sniffer.result() };
  }
}
