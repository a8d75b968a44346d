/** MIME types recognised from a file's first bytes. */
const HEIC_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis"]);
const HEIF_BRANDS = new Set(["mif1", "msf1", "heif"]);

/** How many leading bytes `sniffMimeType` looks at. */
export const SNIFF_BYTES = 16;

const startsWith = (head: Uint8Array, bytes: number[], offset = 0) =>
  head.length >= offset + bytes.length && bytes.every((byte, index) => head[offset + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * The MIME type told by a file's magic number (`head` = its first SNIFF_BYTES bytes), or
 * undefined when none matches. What the client claims is never consulted.
 */
export function magicMimeType(head: Uint8Array): string | undefined {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(head, ascii("GIF87a")) || startsWith(head, ascii("GIF89a"))) return "image/gif";
  if (startsWith(head, ascii("RIFF")) && startsWith(head, ascii("WEBP"), 8)) return "image/webp";
  if (startsWith(head, ascii("ftyp"), 4)) {
    const brand = String.fromCharCode(...head.subarray(8, 12));
    if (HEIC_BRANDS.has(brand)) return "image/heic";
    if (HEIF_BRANDS.has(brand)) return "image/heif";
  }
  if (startsWith(head, ascii("%PDF-"))) return "application/pdf";
  if (
    startsWith(head, [0x50, 0x4b, 0x03, 0x04]) ||
    startsWith(head, [0x50, 0x4b, 0x05, 0x06]) ||
    startsWith(head, [0x50, 0x4b, 0x07, 0x08])
  ) {
    return "application/zip";
  }
  return undefined;
}

/**
 * Follows a file's bytes chunk by chunk and names its MIME type at the end: a known magic number,
 * else text/plain when the whole file is valid UTF-8 without NUL bytes, else
 * application/octet-stream. Memory use is constant whatever the size.
 */
export class MimeSniffer {
  private head = new Uint8Array(SNIFF_BYTES);
  private headLength = 0;
  private decoder: TextDecoder | undefined = new TextDecoder("utf-8", { fatal: true });

  update(chunk: Uint8Array): void {
    if (this.headLength < SNIFF_BYTES) {
      const take = chunk.subarray(0, SNIFF_BYTES - this.headLength);
      this.head.set(take, this.headLength);
      this.headLength += take.length;
    }
    if (!this.decoder) return;
    if (chunk.includes(0)) {
      this.decoder = undefined;
      return;
    }
    try {
      this.decoder.decode(chunk, { stream: true });
    } catch {
      this.decoder = undefined;
    }
  }

  result(): string {
    const magic = magicMimeType(this.head.subarray(0, this.headLength));
    if (magic) return magic;
    if (this.decoder) {
      try {
        this.decoder.decode(); // an unfinished multi-byte sequence at the end throws here
        return "text/plain";
      } catch {
        // falls through
      }
    }
    return "application/octet-stream";
  }
}

export function sniffMimeType(content: Uint8Array): string {
  const sniffer = new MimeSniffer();
  sniffer.update(content);
  return sniffer.result();
}

export const isImageMimeType = (mimeType: string) => /^image\/(jpeg|png|gif|webp|heic|heif)$/.test(mimeType);
